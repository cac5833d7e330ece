/** @packageDocumentation Ancient Pai Sho: engine, metadata and state type. */
export { engine } from './engine.ts';
export type { AncientState } from './state.ts';
export { meta } from './meta.ts';
