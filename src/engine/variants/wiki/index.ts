/** @packageDocumentation Pai Sho Project ("Wiki") rules: engine, metadata and state type. */
export { engine } from './engine.ts';
export type { WikiState } from './state.ts';
export { meta } from './meta.ts';
