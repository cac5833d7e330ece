/**
 * @packageDocumentation
 * The Pai Sho Project engine for the browser, in two chunks (as Basic's, see `src/engine/README.md`):
 * this module, with `core.ts`, opens a position, lists its legal steps (immunity included) and
 * tells whether and how the game has ended, which is all a board needs to become live over the
 * server's drawing; `complete()` loads `late.ts` (drawing and describing positions and their
 * harmonies, applying steps and explaining refusals, reading and writing steps, turns, positions
 * and setups), which the board widget asks for as soon as a reader reaches for the board and
 * awaits before acting or showing another position. Calling a late member before `complete()` has
 * resolved is a programming error and throws.
 */
import type { VariantEngine } from '../../core/types.ts';
import { CORE } from './core.ts';
import type { LATE as Late } from './late.ts';
import type { WikiState } from './state.ts';

let late: typeof Late | undefined;
let loading: Promise<void> | undefined;
const need = (): typeof Late => {
  if (!late) throw new Error('Pai Sho Project: call engine.complete() before playing a step.');
  return late;
};

export const engine: VariantEngine<WikiState> = Object.freeze({
  ...CORE,
  view: (s, o) => need().view(s, o),
  describe: (s, o) => need().describe(s, o),
  harmonies: (s) => need().harmonies(s),
  applyMove: (s, m) => need().applyMove(s, m),
  parseMove: (s, t) => need().parseMove(s, t),
  parseTurn: (s, t) => need().parseTurn(s, t),
  fromSetup: (setup, options) => need().fromSetup(setup, options),
  formatMove: (s, m) => need().formatMove(s, m),
  formatTurn: (s, steps) => need().formatTurn(s, steps),
  formatPosition: (s) => need().formatPosition(s),
  toSetup: (s) => need().toSetup(s),
  describeArg: (s, m, i) => need().describeArg(s, m, i),
  complete: () =>
    (loading ??= import('./late.ts').then((m) => {
      late = m.LATE;
    })),
} satisfies VariantEngine<WikiState>);
