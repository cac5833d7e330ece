/** @packageDocumentation Basic Pai Sho: engine, metadata and state type. */
export { engine } from './engine.ts';
export type { BasicState } from './state.ts';
export { meta } from './meta.ts';
