/**
 * @packageDocumentation
 * Basic's evaluation (for the computer opponent and hints). The game is decided by the final
 * count (running points, the other side's tiles in the Pot, protected pieces, less dead pieces),
 * and it ends only when a seat's harmonies ring the centre (or a seat runs out of flowers). So each
 * seat's worth is its count if the game ended now against the other's, and the seat ahead on that
 * count is pulled toward ending it: how far round the centre its longest connected chain of
 * harmonies reaches (`arcSpan`; a ring is a chain that reaches all the way round). Without that
 * pull a lead grows for hundreds of turns and the game never ends.
 *
 * The lead is weighed on a scale of 40 points (it was 12): games against the club run to counts of
 * 100 to 300, and at 12 a lead of 30 was already worth all it could be, so the side ahead stopped
 * scoring and the other side scored its way back (a replay of seed 1000 against the club: 149 to
 * 116 at turn 180, 149 to 166 at turn 210). The pull read the share of directions any harmonies
 * spanned, joined or not; a ring needs them joined, and only a chain's reach measures that.
 */
import { contractReasons, scoresBySeat, terminalValues, type Evaluation } from '../../core/evaluation.ts';
import { analyse, arcSpan, turnAround } from './analysis.ts';
import { engine, finalCount } from './engine.ts';
import { XS, YS, type BasicState } from './state.ts';

const SECTORS = 16;
const STEP = (2 * Math.PI) / SECTORS;

/**
 * The share (0 to 1) of the directions round the centre that the seat's harmonies span (each
 * harmony the angle between its two ends, seen from the centre), joined or not: the pull under the
 * four-midlines ending, where harmonies need not be joined.
 */
export function ringShare(s: BasicState, seat: number): number {
  const a = analyse(s);
  let mask = 0;
  for (const h of a.harmonies) {
    if (h.owner !== seat) continue;
    let span = turnAround(s, h);
    if (span === undefined) continue; // through the centre: it rings nothing
    const p = s.pieces[h.a]!.place;
    let from = Math.atan2(YS[p]!, XS[p]!);
    if (span < 0) {
      from += span;
      span = -span;
    }
    const first = Math.ceil((from + Math.PI) / STEP - 1e-9);
    const last = Math.floor((from + span + Math.PI) / STEP + 1e-9);
    for (let k = first; k < last; k++) mask |= 1 << (((k % SECTORS) + SECTORS) % SECTORS);
  }
  let n = 0;
  for (let k = 0; k < SECTORS; k++) if (mask & (1 << k)) n++;
  return n / SECTORS;
}

function evaluate(s: BasicState): readonly number[] {
  const done = terminalValues(engine, s, 2);
  if (done) return done;
  const count = finalCount(s);
  const t0 = count[0].total;
  const t1 = count[1].total;
  const lead = Math.tanh((t0 - t1) / 40) * 0.8;
  // Ending the game is good for the seat it would make the winner.
  const potDecides = s.options['basic-pot-winner-vs-score'] === 'pot-decides';
  const ring = s.options['basic-end-chain'] === 'four-midlines' ? ringShare : arcSpan;
  const pull0 = potDecides || t0 > t1 ? ring(s, 0) : 0;
  const pull1 = potDecides || t1 > t0 ? ring(s, 1) : 0;
  const v0 = lead + 0.15 * (pull0 - pull1);
  return [v0, -v0];
}

export const evaluation: Evaluation<BasicState> = {
  evaluate,
  turnOf: (s) => [s.toMove, s.turn],
  // The strong level weighs its best turns against every reply: the club shares this evaluation
  // one turn ahead, and the beam search's deeper but sampled look did not beat it (a few hundred
  // steps a turn; 12 turns of about 300 replies fit in the one-second budget).
  replyCheck: { turns: 12, replies: 600 },
  reasons: (before, steps, after) =>
    contractReasons(engine, {
      goalRule: 'winning',
      captureRule: 'capture',
      scoreRule: 'running-score',
      // The coin-toss winner's pass is a choice of privilege, not a turn given away.
      extra: (before, after, mover) =>
        before.stage === 'spring' && before.spring?.firstMover === undefined && after.spring?.firstMover === mover
          ? [{ text: 'Passing the first spring flower is the coin-toss winner’s other privilege: the other player places first, and you make the first move of the game.', rule: 'coin-toss' }]
          : [],
      progress: (_b, a, mover) => {
        const pts = scoresBySeat(engine.view(a));
        const mine = pts[mover] ?? 0;
        const theirs = pts[1 - mover] ?? 0;
        const standing = mine > theirs ? `keeps you ahead on points, ${mine} to ${theirs}` : mine === theirs ? `keeps the points level at ${mine} each` : `keeps the other side's lead to ${theirs} points against your ${mine}`;
        return `Of the turns the computer weighed against every reply, this one ${standing}, and gives the other side the least to gain from its best answer.`;
      },
    }, before, steps, after),
};
