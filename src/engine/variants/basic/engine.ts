/**
 * @packageDocumentation
 * Basic Pai Sho as a `VariantEngine`: a turn is one step (move, place or use an ability),
 * or a move of a Wheel or Boat followed by its ability or `end`. The spring-flower setup
 * comes first: one placement per turn. See `rules-engine.ts` for the legal steps and `play.ts`
 * for their effects. This is the whole engine in one module (server, tests); the browser
 * loads `first.ts`, the same members in two chunks.
 */
import type { VariantEngine } from '../../core/types.ts';
import { CORE } from './core.ts';
import { LATE } from './late.ts';
import type { BasicState } from './state.ts';

export type { BasicState } from './state.ts';

export const engine: VariantEngine<BasicState> = Object.freeze({ ...CORE, ...LATE });

export { finalCount, runningPoints } from './rules-engine.ts';
export { DIR_NAMES } from './state.ts';
export { isFlowerCode } from '../booklet/tiles.ts';
