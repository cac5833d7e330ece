/**
 * @packageDocumentation
 * Basic Pai Sho for the browser, in two chunks: this module (with `core.ts`) shows a position
 * and lists its legal steps, which is all a board needs to become live; `complete()` loads
 * `late.ts` (applying steps, explaining refusals, the step notation, writing positions), which
 * the board widget asks for as soon as a reader reaches for the board and awaits before acting.
 * Calling a late member before `complete()` has resolved is a programming error and throws.
 */
import type { VariantEngine } from '../../core/types.ts';
import { CORE } from './core.ts';
import type { LATE as Late } from './late.ts';
import type { BasicState } from './state.ts';

let late: typeof Late | undefined;
let loading: Promise<void> | undefined;
const need = (): typeof Late => {
  if (!late) throw new Error('Basic Pai Sho: call engine.complete() before playing a step.');
  return late;
};

export const engine: VariantEngine<BasicState> = Object.freeze({
  ...CORE,
  applyMove: (s, m) => need().applyMove(s, m),
  parseMove: (s, t) => need().parseMove(s, t),
  formatMove: (s, m) => need().formatMove(s, m),
  formatPosition: (s) => need().formatPosition(s),
  toSetup: (s) => need().toSetup(s),
  describeArg: (s, m, i) => need().describeArg(s, m, i),
  complete: () =>
    (loading ??= import('./late.ts').then((m) => {
      late = m.LATE;
    })),
} satisfies VariantEngine<BasicState>);
export { finalCount } from './rules-engine.ts';
