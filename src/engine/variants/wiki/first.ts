/**
 * @packageDocumentation
 * The Pai Sho Project engine for the browser, in two chunks (as Basic's, see `src/engine/README.md`):
 * this module, with `core.ts`, opens a position, lists its legal steps (immunity included) and
 * tells whether and how the game has ended, which is all a board needs to become live over the
 * server's drawing; `complete()` loads `late.ts` (drawing and describing positions and their
 * harmonies, applying steps and explaining refusals, reading and writing steps, turns, positions
 * and setups), which the board widget asks for as soon as a reader reaches for the board and
 * awaits before acting or showing another position. Calling a late member before `complete()` has
 * resolved is a programming error and throws (`core/two-chunks.ts`).
 */
import { twoChunks } from '../../core/two-chunks.ts';
import { CORE } from './core.ts';
import type { WikiState } from './state.ts';

type Late = 'view' | 'describe' | 'harmonies' | 'applyMove' | 'parseMove' | 'parseTurn' | 'fromSetup' | 'formatMove' | 'formatTurn' | 'formatPosition' | 'toSetup' | 'describeArg';

export const engine = twoChunks<WikiState, Late>(
  'Pai Sho Project',
  CORE,
  ['view', 'describe', 'harmonies', 'applyMove', 'parseMove', 'parseTurn', 'fromSetup', 'formatMove', 'formatTurn', 'formatPosition', 'toSetup', 'describeArg'],
  () => import('./late.ts').then((m) => m.LATE),
);
