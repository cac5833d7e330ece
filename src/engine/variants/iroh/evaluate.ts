/**
 * @packageDocumentation
 * Iroh's evaluation (for the computer opponent and hints): each seat's midlines covered by its
 * best set of harmonies (the goal is all four), then its harmonies and its pieces on the board.
 */
import { contractReasons, relative, terminalValues, type Evaluation, type HintReason } from '../../core/evaluation.ts';
import { bestSets, engine, midlineWord } from './engine.ts';
import type { IrohState } from './state.ts';

const popcount = (m: number) => (m & 1) + ((m >> 1) & 1) + ((m >> 2) & 1) + ((m >> 3) & 1);

function evaluate(s: IrohState): readonly number[] {
  const done = terminalValues(engine, s, 2);
  if (done) return done;
  const best = bestSets(s);
  const pieces = [0, 0];
  for (const p of engine.view(s).pieces) if (p.owner !== undefined) pieces[p.owner] = (pieces[p.owner] ?? 0) + 1;
  const raw = [0, 1].map((i) => {
    const b = best[i as 0 | 1];
    const c = popcount(b.covered);
    return c * c + 0.3 * b.edges.length + 0.15 * (pieces[i] ?? 0);
  });
  return relative(raw, 4);
}

function midlinesGained(before: IrohState, after: IrohState, mover: number): HintReason[] {
  if (mover > 1) return [];
  const b = bestSets(before)[mover as 0 | 1].covered;
  const a = bestSets(after)[mover as 0 | 1].covered;
  const out: HintReason[] = [];
  for (let m = 0; m < 4; m++)
    if (a & (1 << m) && !(b & (1 << m)))
      out.push({ text: `This gives you a harmony across ${midlineWord(after, m)}: ${popcount(a)} of the 4 midlines are now covered.`, rule: 'four-midlines' });
  const lostOther = popcount(bestSets(before)[(1 - mover) as 0 | 1].covered) - popcount(bestSets(after)[(1 - mover) as 0 | 1].covered);
  if (lostOther > 0) out.push({ text: `This breaks ${lostOther === 1 ? 'a harmony' : `${lostOther} harmonies`} of the other side across a midline.`, rule: 'harmony-blocking' });
  return out;
}

export const evaluation: Evaluation<IrohState> = {
  evaluate,
  turnOf: (s) => [s.toMove, s.turn ?? 0],
  reasons: (before, steps, after) =>
    contractReasons(engine, {
      goalRule: 'four-midlines',
      captureRule: 'capture',
      extra: midlinesGained,
      progress: (_b, a, mover) => `This keeps your harmonies across ${popcount(bestSets(a)[mover as 0 | 1].covered)} of the 4 midlines and your pieces safe: a harmony across each midline wins.`,
    }, before, steps, after),
};
