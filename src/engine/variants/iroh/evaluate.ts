/**
 * @packageDocumentation
 * Iroh's evaluation (for the computer opponent and hints): each seat's midlines covered by its
 * best set of harmonies (the goal is all four), then its harmonies and its pieces on the board.
 */
import { contractReasons, relative, terminalValues, type Evaluation, type HintReason } from '../../core/evaluation.ts';
import { analysis, bestSets, engine, midlineWord, QUIET_LIMIT } from './engine.ts';
import type { Edge } from './harmony.ts';
import { LOTUS, ROCK } from './spec.ts';
import { codeOf, crossings, layoutFor, occupied, ownerOf, type IrohState } from './state.ts';

const popcount = (m: number) => (m & 1) + ((m >> 1) & 1) + ((m >> 2) & 1) + ((m >> 3) & 1);

/**
 * How near each midline a seat not yet covers is to a harmony across it (0 to 1 per midline):
 * for every two of its pieces that could harmonize, the midlines a line between them would cross
 * if one of them stood on the other's row (or column), worth more the fewer rows apart they are.
 * Blocking pieces and paint are left out: it is a pull toward lining pieces up, not a plan.
 */
export function midlinePull(s: IrohState, seat: 0 | 1, covered: number): number[] {
  const layout = layoutFor(s.options);
  const symmetric = s.options['iroh-harmony-geometry'] === 'symmetric';
  const own = s.options['iroh-harmony-ownership'];
  const mine: [number, number][] = [];
  for (const p of occupied(s)) {
    const ch = s.board[p] as string;
    const code = codeOf(ch);
    if (layout.onMidline[p] || code === ROCK) continue;
    if (code !== LOTUS && own !== 'any' && ownerOf(ch) !== seat) continue;
    mine.push(layout.xy[p] as [number, number]);
  }
  const pull = [0, 0, 0, 0];
  const add = (mask: number, apart: number) => {
    const w = apart === 0 ? 0.5 : 1 / (1 + apart);
    for (let m = 0; m < 4; m++) if (mask & (1 << m) && !(covered & (1 << m)) && w > (pull[m] as number)) pull[m] = w;
  };
  for (let i = 0; i < mine.length; i++) {
    const [ax, ay] = mine[i] as [number, number];
    for (let j = i + 1; j < mine.length; j++) {
      const [bx, by] = mine[j] as [number, number];
      if (ax !== bx) {
        const [lo, hi] = ax < bx ? [ax, bx] : [bx, ax];
        add(crossings(layout.midlines, false, ay, lo, hi, symmetric) | crossings(layout.midlines, false, by, lo, hi, symmetric), Math.abs(ay - by));
      }
      if (ay !== by) {
        const [lo, hi] = ay < by ? [ay, by] : [by, ay];
        add(crossings(layout.midlines, true, ax, lo, hi, symmetric) | crossings(layout.midlines, true, bx, lo, hi, symmetric), Math.abs(ax - bx));
      }
    }
  }
  return pull;
}

/**
 * Harmonies of the seat beyond the first across each midline (at most two a midline): a midline
 * crossed by more than one is harder to break in one turn, the answer turn a four-midline win must
 * survive.
 */
export function spareHarmonies(s: IrohState, seat: 0 | 1): number {
  const edges = analysis(s).edges[seat] as readonly Edge[];
  let spare = 0;
  for (let m = 0; m < 4; m++) {
    let n = 0;
    for (const e of edges) if (e.mask & (1 << m)) n++;
    spare += Math.min(2, Math.max(0, n - 1));
  }
  return spare;
}

/** Each seat's score before the two are set against each other (what `evaluate` squashes). */
export function rawScores(s: IrohState): number[] {
  const best = bestSets(s);
  // Each seat's pieces on the board (its Knotweed too), counted from the state: the view, which
  // draws the same pieces, builds far more than a count at every position of a search.
  const pieces = [0, 0];
  for (const p of occupied(s)) pieces[ownerOf(s.board[p] as string)]! += 1;
  for (const k of s.knots) pieces[k.o]! += 1;
  const raw = [0, 1].map((i) => {
    const b = best[i as 0 | 1];
    const c = popcount(b.covered);
    // Every midline covered counts, more as the goal nears; a midline not covered counts by how
    // near two pieces are to a harmony across it (so the side lines pieces up turn by turn).
    const pull = c === 4 ? 0 : midlinePull(s, i as 0 | 1, b.covered).reduce((a, x) => a + x, 0);
    return c * c + 2 * c + 0.8 * pull + 0.3 * b.edges.length + 0.4 * spareHarmonies(s, i as 0 | 1) + 0.5 * (pieces[i] ?? 0);
  });
  return raw;
}

function evaluate(s: IrohState): readonly number[] {
  const done = terminalValues(engine, s, 2);
  if (done) return done;
  const raw = rawScores(s);
  // A quiet spell ends in a draw (rule quiet-draw): the longer it runs, the less any lead is worth,
  // so the side ahead prefers a turn that resets it (a piece brought in, a capture, a Rock).
  const fade = 1 - s.quiet / QUIET_LIMIT;
  return relative(raw, 6).map((v) => v * fade);
}

function midlinesGained(before: IrohState, after: IrohState, mover: number): HintReason[] {
  if (mover > 1) return [];
  const b = bestSets(before)[mover as 0 | 1].covered;
  const a = bestSets(after)[mover as 0 | 1].covered;
  const out: HintReason[] = [];
  for (let m = 0; m < 4; m++)
    if (a & (1 << m) && !(b & (1 << m)))
      out.push({ text: `This gives you a harmony across ${midlineWord(after, m)}: ${popcount(a)} of the 4 midlines ${popcount(a) === 1 ? 'is' : 'are'} now covered.`, rule: 'four-midlines' });
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
