/** @packageDocumentation Balance Pai Sho: the engine (light) and, separately, its metadata (server side). */
export { engine } from './engine.ts';
export type { BalanceState } from './state.ts';
export type { BalanceSetup } from './notation.ts';
export { meta } from './meta.ts';
