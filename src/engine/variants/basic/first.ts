/**
 * @packageDocumentation
 * Basic Pai Sho for the browser, in two chunks: this module (with `core.ts`) shows a position and
 * lists its legal steps, which is all a board needs to become live; `complete()` loads `late.ts`
 * (applying steps, explaining refusals, the step notation, writing positions), which the board
 * widget asks for as soon as a reader reaches for the board and awaits before acting. Calling a
 * late member before `complete()` has resolved is a programming error and throws (`core/two-chunks.ts`).
 */
import { twoChunks } from '../../core/two-chunks.ts';
import { CORE } from './core.ts';
import type { BasicState } from './state.ts';

export const engine = twoChunks<BasicState, 'applyMove' | 'parseMove' | 'formatMove' | 'formatPosition' | 'toSetup' | 'describeArg'>(
  'Basic Pai Sho',
  CORE,
  ['applyMove', 'parseMove', 'formatMove', 'formatPosition', 'toSetup', 'describeArg'],
  () => import('./late.ts').then((m) => m.LATE),
);
export { finalCount } from './rules-engine.ts';
