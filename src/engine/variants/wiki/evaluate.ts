/**
 * @packageDocumentation
 * The Pai Sho Project ("Wiki") evaluation (for the computer opponent and hints). The game is
 * decided by the score when it ends (gardens + territory + harmony − disharmony), and it ends
 * mostly when a player has no element left on the board or in reserve (or on passes that a side
 * behind never makes). So each seat's worth is its running score, with its tiles on the board and
 * its tiles lost to the Pot, against the best other seat's; and the seat ahead on the score (what
 * would decide if the game ended now) is pulled toward ending the game: the share of the others'
 * elements (on the board and in reserve) already in the Pot, weighted by how far ahead it is. Without that pull a lead grows for a thousand turns
 * (scores of 100 against 0) and the game never ends. Near the end (two elements left or fewer) an
 * element that a tile of another side could capture where it stands counts half gone
 * (`underAttack`), and one not under attack a little more gone the nearer such a tile stands
 * (`closeness`). Read straight from the state and the score table (`harmony.ts`), not through
 * the view, which a search asks for at every position. For the search's samples of turns, a
 * capture is listed before the placements (`sampleFirst`).
 */
import { contractReasons, scoresBySeat, terminalValues, type Evaluation } from '../../core/evaluation.ts';
import { kingDistance } from '../../geometry/index.ts';
import type { Seat } from '../../core/types.ts';
import { movesOf, sovOf, teamScored } from './core.ts';
import { scores as personScores, type Score } from './scoring.ts';
import { engine } from './engine.ts';
import { positionKey } from './notation-write.ts';
import { capturesFrom, countsAsElement, ctxOf, flagsOf, mayCapture, tileOf } from './moves.ts';
import { TILES } from './spec.ts';
import { friends, scorerOf, seatCount, type WikiPiece, type WikiState } from './state.ts';

/**
 * The points the tile `p` could capture on in its owner's first step if that seat were to act now
 * (the same list the legal moves take: a frozen tile, a garden sovereignty closes and the survival
 * rule are asked as for the seat to act). For the evaluation's look at threats; kept here, out of the
 * board's first chunk (`core.ts`).
 */
function captureTargets(s: WikiState, p: WikiPiece): number[] {
  const c = ctxOf(s.toMove === p.owner ? s : Object.freeze({ ...s, toMove: p.owner }));
  const mask = c.f.sovMoves ? sovOf(c).forbidden : 0;
  const out: number[] = [];
  for (const [to, cap] of movesOf(c, p, mask)) if (cap) out.push(to);
  return out;
}

/** Score points over which the lead term turns (a lead of this much is worth about three quarters of the term). */
const LEAD_SCALE = 25;
/** The lead term's weight, and the pull's (the pull's own lead scale is smaller: a small lead is worth ending with). */
const LEAD_WEIGHT = 0.6;
const PULL_WEIGHT = 0.3;
const PULL_SCALE = 8;

/**
 * The points of `seatScores` (core.ts) alone, one per seat, without their words: what the
 * evaluation reads at every position of a search (a test holds the two equal).
 */
export function seatPoints(s: WikiState): number[] {
  const sc = personScores(s);
  const team = teamScored(s.options);
  return Array.from({ length: seatCount(s.options) }, (_, x) => {
    const mine = (sc[scorerOf(s.options, x as Seat)] as Score).total;
    return team ? mine + (sc[(x + 2) % 4] as Score).total : mine;
  });
}

/** Per rules (flags): how many element tiles a seat starts with. */
const ELEMENTS = new WeakMap<ReturnType<typeof flagsOf>, number>();

/** Elements a seat still has to play (on the board or in reserve: every element not in the Pot), and how many it started with. */
export function elementsLeft(s: WikiState): { left: number[]; total: number } {
  const f = flagsOf(s.options);
  let total = ELEMENTS.get(f);
  if (total === undefined) {
    total = TILES.reduce((n, t) => (countsAsElement(f, { tile: t.code }) ? n + t.count : n), 0);
    ELEMENTS.set(f, total);
  }
  const seats = seatPoints(s).length;
  const left = new Array<number>(seats).fill(total);
  for (const p of s.pot) if (countsAsElement(f, p)) left[p.owner] = (left[p.owner] ?? 0) - 1;
  return { left, total };
}

/** A seat with this many elements left or fewer is near the end: its elements under attack are counted (`underAttack`). */
const LAST_ELEMENTS = 2;
/** How much of an element an attack on it takes away, for the pull toward the end. */
const ATTACKED_SHARE = 0.5;

/**
 * Per seat, its elements on the board that a tile of another side could capture where it stands
 * (a capture among that tile's legal first steps were its owner to act: `captureTargets`), asked
 * only of seats with at most `LAST_ELEMENTS` left (0 for the others): near the end, taking the last
 * element ends the game, and a threat to it is one turn from that. Without it the side ahead sees
 * no way toward a last element out of reach (a capture two turns away is beyond its look-ahead)
 * and a won game goes on to the turn limit. `capturesFrom` (reach and capture rights alone) is
 * asked first, as it is cheap and every legal capture passes it.
 */
export function underAttack(s: WikiState, left: readonly number[]): number[] {
  const out = left.map(() => 0);
  if (!left.some((n) => n <= LAST_ELEMENTS)) return out;
  const f = flagsOf(s.options);
  const c = ctxOf(s);
  const targets = new Map<WikiPiece, number[]>();
  for (const e of s.pieces) {
    if ((left[e.owner] as number) > LAST_ELEMENTS || !countsAsElement(f, e)) continue;
    for (const p of s.pieces) {
      if (friends(s.options, p.owner, e.owner) || !capturesFrom(c, p.place, tileOf(p), p.owner, e.place)) continue;
      let t = targets.get(p);
      if (!t) targets.set(p, (t = captureTargets(s, p)));
      if (!t.includes(e.place)) continue;
      out[e.owner] = (out[e.owner] as number) + 1;
      break;
    }
  }
  return out;
}

/** How much of an element a tile of another side standing next to it takes away (less farther off: `closeness`). */
const NEAR_SHARE = 0.2;

/**
 * Per seat with at most `LAST_ELEMENTS` left and none of its elements under attack (0 for the
 * others): for each of its elements on the board, 1/(1+d), d the distance in king's steps
 * (`kingDistance`) to the nearest tile of another side that may capture it (the engine's
 * `mayCapture`, asked along a diagonal so that a diagonal-only capturer counts). A tie-breaker toward the end: where no turn attacks the last element, the side ahead brings a
 * tile nearer to it instead of moving back and forth (seed 1004 against the club stopped at 300
 * turns so, ahead 62 to 44, the club's last element out of reach of every tile).
 */
export function closeness(s: WikiState, left: readonly number[], attacked: readonly number[]): number[] {
  const out = left.map(() => 0);
  if (!left.some((n) => n <= LAST_ELEMENTS)) return out;
  const f = flagsOf(s.options);
  const c = ctxOf(s);
  for (const e of s.pieces) {
    if ((left[e.owner] as number) > LAST_ELEMENTS || (attacked[e.owner] as number) > 0 || !countsAsElement(f, e)) continue;
    let d = Infinity;
    for (const p of s.pieces) if (mayCapture(c, tileOf(p), p.owner, e, true)) d = Math.min(d, kingDistance(p.place, e.place));
    if (d < Infinity) out[e.owner] = (out[e.owner] as number) + 1 / (1 + d);
  }
  return out;
}

/** Each seat's raw standing: score, plus half a point a tile on the board, less half a point a tile of its in the Pot. */
export function standings(s: WikiState, scores: readonly number[] = seatPoints(s)): number[] {
  const raw = [...scores];
  for (const p of s.pieces) raw[p.owner] = (raw[p.owner] ?? 0) + 0.5;
  for (const p of s.pot) raw[p.owner] = (raw[p.owner] ?? 0) - 0.5;
  return raw;
}

/**
 * The values from each seat's standing (`standings`), elements left (`elementsLeft`) and score
 * (`score`, what decides when the game ends; the standing when not given): the lead in standing
 * over the best other seat, turned by `tanh`, and the pull toward the end, in (−1, 1). The pull
 * reads the score, not the standing: a seat ahead by its tiles on the board but behind on the
 * score would lose if the game ended now, so it keeps the game going (and its own elements).
 * `mates`: when team-mates share a score, each seat's mate (not a rival: left out of "the best
 * other seat" and of "the others' elements").
 */
export function values(raw: readonly number[], left: readonly number[], total: number, score: readonly number[] = raw, mates?: (seat: number) => number): number[] {
  const n = raw.length;
  return raw.map((r, i) => {
    let best = -Infinity;
    let bestScore = -Infinity;
    let fewest = Infinity;
    for (let j = 0; j < n; j++) {
      if (j === i || j === mates?.(i)) continue;
      best = Math.max(best, raw[j] as number);
      bestScore = Math.max(bestScore, score[j] as number);
      fewest = Math.min(fewest, left[j] as number);
    }
    if (best === -Infinity) return 0;
    const lead = r - best;
    const base = Math.tanh(lead / LEAD_SCALE) * LEAD_WEIGHT;
    // Ahead on the score: the others' elements gone bring the end nearer; behind: one's own going
    // does (the mirror of the leader's pull, so the seat behind keeps its elements).
    const scoreLead = (score[i] as number) - bestScore;
    const gone = scoreLead > 0 ? 1 - fewest / total : 1 - (left[i] as number) / total;
    return base + Math.tanh(scoreLead / PULL_SCALE) * PULL_WEIGHT * gone;
  });
}

function evaluate(s: WikiState): readonly number[] {
  const scores = seatPoints(s);
  const done = terminalValues(engine, s, scores.length);
  if (done) return done;
  const { left, total } = elementsLeft(s);
  const attacked = underAttack(s, left);
  const close = closeness(s, left, attacked);
  const near = left.map((n, i) => n - ATTACKED_SHARE * (attacked[i] as number) - NEAR_SHARE * (close[i] as number));
  return values(standings(s, scores), near, total, scores, teamScored(s.options) ? (x) => (x + 2) % 4 : undefined);
}

export const evaluation: Evaluation<WikiState> = {
  evaluate,
  turnOf: (s) => [s.toMove, s.turn],
  // The strong level weighs its best turns against the other side's replies (the club shares this
  // evaluation one turn ahead; its safety check and beam search alone played no better than it).
  replyCheck: { turns: 4, replies: 200 },
  // A step onto an occupied point is a capture: listed before the sampled placements.
  sampleFirst: (s, step) => 'to' in step && typeof step.to === 'number' && ctxOf(s).occ[step.to] !== 0,
  // A side ahead that bends one tile back and forth against the other's never wins: it tries another plan.
  avoidRepeats: { penalty: 0.05, key: positionKey },
  reasons: (before, steps, after) =>
    contractReasons(engine, {
      goalRule: 'final-score',
      captureRule: 'capture',
      scoreRule: 'scoring',
      progress: (_b, a, mover) => {
        const pts = scoresBySeat(engine.view(a));
        return `This holds your score at ${pts[mover] ?? 0} (gardens, territory and harmony less disharmony) and keeps your tiles out of the Pot against the best reply the computer found.`;
      },
    }, before, steps, after),
};
