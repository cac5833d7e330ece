/** @packageDocumentation Iroh Pai Sho: engine, metadata and state type. */
export { engine } from './engine.ts';
export type { IrohState } from './state.ts';
export { meta } from './meta.ts';
