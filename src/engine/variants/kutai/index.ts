/** @packageDocumentation Kutai Pai Sho: engine, metadata and state type. */
export { engine } from './engine.ts';
export type { KutaiState } from './state.ts';
export { meta } from './meta.ts';
