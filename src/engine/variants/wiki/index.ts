/** @packageDocumentation Pai Sho Project ("Wiki") rules: engine and state type. */
export { engine } from './engine.ts';
export type { WikiState } from './state.ts';
