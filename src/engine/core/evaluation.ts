/**
 * @packageDocumentation
 * What a position is worth, per seat, and why a turn is good: the contract a variant's
 * `variants/<id>/evaluate.ts` fulfils for the computer opponent and the hint (see
 * `core/search.ts`), plus the generic pieces every evaluation shares (a finished game's value,
 * harmonies gained, Pot material, the reason list a hint shows).
 *
 * The evaluations are kept apart from the engines (a registry in `evaluations.ts`, loaded in the
 * browser only by the opponent's worker), so a page that never asks for an opponent or a hint
 * downloads none of this.
 */
import type { PlaceId } from '../geometry/coords.ts';
import type { BoardView, Harmony, Move, Seat, VariantEngine } from './types.ts';

/** The value of a won game for the winners (a lost one is `-WIN`); every position in play lies strictly between −1 and 1. */
export const WIN = 1000;

/** One reason a suggested turn is good: plain words, the rule it rests on, and the places it concerns (drawn on the board). */
export interface HintReason {
  readonly text: string;
  /** Rule id (slug) within the variant. */
  readonly rule: string;
  readonly places?: readonly PlaceId[];
}

/**
 * A variant's evaluation. Pure: no function changes its input.
 * - `evaluate(state)`: what the position is worth for each seat (index = seat): `±WIN` once the
 *   game is decided (0 for a draw), else a number in (−1, 1), higher is better for that seat.
 * - `reasons(before, steps, after)`: why the turn `steps` (played from `before`, giving `after`)
 *   is good, best reason first, each with its rule id; never empty (the last resort names the
 *   variant's goal rule).
 */
export interface Evaluation<S = unknown> {
  evaluate(state: S): readonly number[];
  reasons(before: S, steps: readonly Move[], after: S): readonly HintReason[];
  /**
   * Optional: the seat to act and the turn counter, read straight from the state (the same
   * answers as `view(state).toMove` and `.turn`, which the search asks at every step and which
   * some views compute at length). Tested against the view for every variant.
   */
  turnOf?(state: S): readonly [seat: number, turn: number];
  /**
   * Optional, for variants with hidden information (hands, a bag, a tile hidden in a fist): a
   * position `seat` cannot tell apart from `state`, with everything `seat` does not see drawn at
   * random (seeded by `rng`) from what it could be: the other seats' hands from the tiles unseen by
   * `seat`, the bag's order. The search reads only such samples, never the real hidden state.
   * Returns the sample and the next random state. Absent: nothing is hidden.
   */
  determinize?(state: S, seat: number, rng: number): [S, number];
  /**
   * Optional, for the strong level in two-seat games: after the check for a turn that wins at
   * once, weigh the `turns` best turns by the evaluation each against every reply of the other
   * seat (at most `replies`, a seeded sample beyond) and play the one whose worst reply leaves the
   * most, instead of the deeper beam search (see `core/search.ts`). For variants whose club level
   * shares the evaluation and whose turns are many (Basic, the Pai Sho Project): one turn of
   * look-ahead against the club's own is what beats it there.
   */
  readonly replyCheck?: { readonly turns: number; readonly replies: number };
  /**
   * Optional, for variants whose turns are too many to list (a seeded sample is taken, see
   * `enumerateTurns` in `core/search.ts`): the steps a sample always takes before it draws from the
   * rest (the Pai Sho Project: a step onto an occupied point, a capture, which among a thousand
   * placements a random sample would mostly miss, on the turns weighed and on the replies).
   */
  sampleFirst?(state: S, step: Move): boolean;
  /**
   * Optional, for games a side ahead can leave unfinished by repeating itself (the Pai Sho Project:
   * one tile bent back and forth by both sides for a hundred turns while one of them leads): `key`
   * names a position without its turn counter, and at the strong level a turn that brings back a
   * position the game has already reached (`SearchOptions.seen`) is worth `penalty` less to a seat
   * the evaluation has ahead after it, so that it tries another plan instead of waiting.
   */
  readonly avoidRepeats?: { readonly penalty: number; key(state: S): string };
  /**
   * Optional, for races whose winning replies are rare among thousands of turns (Ancient): the
   * strong level's safety check gives each of its best turns a `replyHunt`-th of most of its budget
   * to find a winning reply and takes the first turn with none found (when every turn checked has
   * one, the one whose reply was hardest to find, unless the deeper search prefers a turn not checked).
   */
  readonly replyHunt?: number;
  /**
   * Optional, with `replyHunt`: a position the searching seat cannot tell from `state` in which
   * `seat` is as well armed as it might be (Ancient: one tile of every kind it might hold); the
   * hunt for a winning reply of `seat` looks there, so a wrong guess of a hidden hand hides none.
   */
  worstCase?(state: S, seat: number): S;
}

/** The seats at the table (from the engine's view). */
export const seatsOf = <S>(engine: VariantEngine<S>, state: S): Seat[] => Array.from({ length: engine.view(state).seats }, (_, i) => i as Seat);

/** A finished game's value per seat (`±WIN`, 0 for a draw or a shared place), or undefined while it goes on. */
export function terminalValues<S>(engine: VariantEngine<S>, state: S, seats: number): number[] | undefined {
  const o = engine.outcome(state);
  if (o.status === 'ongoing') return undefined;
  if (o.status === 'draw') return new Array<number>(seats).fill(0);
  const winners = new Set<number>(o.winners ?? [o.winner]);
  return Array.from({ length: seats }, (_, i) => (winners.has(i) ? WIN : -WIN));
}

/**
 * Raw per-seat scores (any scale) turned into values in (−1, 1): each seat's score against the
 * best of the others, squashed by `tanh(diff / scale)`.
 */
export function relative(raw: readonly number[], scale: number): number[] {
  return raw.map((r, i) => {
    let best = -Infinity;
    for (let j = 0; j < raw.length; j++) if (j !== i) best = Math.max(best, raw[j] as number);
    if (best === -Infinity) best = 0;
    return Math.tanh((r - best) / scale) * 0.95;
  });
}

/**
 * Values of a race to a shared goal (the seat whose turn reaches it wins: Balance, Kutai, Ancient):
 * `progress` in [0, 1] is how close the board is; `reachable` says the seat to act is likely to
 * reach the goal this turn. Being to act near the goal is good; leaving it within the next seat's
 * reach is bad.
 */
export function raceValues(seats: number, toMove: number, progress: number, reachable: boolean): number[] {
  const edge = reachable ? 0.6 : 0.1 * progress;
  return Array.from({ length: seats }, (_, i) => (i === toMove ? edge : -edge / Math.max(1, seats - 1)));
}

const harmonyKey = (h: Harmony) => `${h.kind}|${[...h.places].sort((a, b) => a - b).join(',')}`;

/** The harmonies `after` has that `before` had not, and those it lost. */
export function harmonyChange<S>(engine: VariantEngine<S>, before: S, after: S): { gained: Harmony[]; lost: Harmony[] } {
  const hb = engine.harmonies(before);
  const ha = engine.harmonies(after);
  const kb = new Set(hb.map(harmonyKey));
  const ka = new Set(ha.map(harmonyKey));
  return { gained: ha.filter((h) => !kb.has(harmonyKey(h))), lost: hb.filter((h) => !ka.has(harmonyKey(h))) };
}

/** The Pot's tiles per owner seat. */
export function potBySeat(view: BoardView): number[] {
  const out = new Array<number>(view.seats).fill(0);
  for (const t of view.pot ?? []) out[t.owner] = (out[t.owner] ?? 0) + 1;
  return out;
}

/** Tiles on the board per owner seat (unowned tiles are not counted). */
export function boardBySeat(view: BoardView): number[] {
  const out = new Array<number>(view.seats).fill(0);
  for (const p of view.pieces) if (p.owner !== undefined) out[p.owner] = (out[p.owner] ?? 0) + 1;
  return out;
}

/** The running score of each seat, where the variant keeps one (0 otherwise). */
export function scoresBySeat(view: BoardView): number[] {
  const out = new Array<number>(view.seats).fill(0);
  for (const s of view.scores ?? []) out[s.seat] = s.points;
  return out;
}

/** The places a turn touches (the tiles moved or placed, their targets, a `use` step's places). */
export function turnPlaces(steps: readonly Move[]): PlaceId[] {
  const out: PlaceId[] = [];
  for (const s of steps) {
    if (s.type === 'place') out.push(s.to);
    else if (s.type === 'move') out.push(s.from, s.to);
    else if (s.type === 'use') out.push(s.at, ...s.args.filter((a): a is number => typeof a === 'number'));
  }
  return out;
}

/** What a variant tells the generic reason list: its rule ids and words for what the reasons cannot read from the contract. */
export interface ReasonWords<S> {
  /** The rule that says how the game is won (cited by the last-resort reason). */
  readonly goalRule: string;
  /** The rule of captures (cited when the Pot grows). */
  readonly captureRule?: string;
  /** The rule of a running score (cited when the mover's score rises). */
  readonly scoreRule?: string;
  /**
   * The last-resort reason: what the turn does for the goal, in words (e.g. "it keeps the total at 14, out of North's
   * reach"), cited by `goalRule`; or reasons with their own rules, when a sentence rests on another rule (Balance: a
   * placement that left a flower without a partner would draw by `impossible-draw`).
   */
  readonly progress: (before: S, after: S, mover: Seat) => string | readonly HintReason[];
  /** Further variant reasons, placed after a win and before harmonies (e.g. a midline newly covered). */
  readonly extra?: (before: S, after: S, mover: Seat) => readonly HintReason[];
}

/**
 * The reasons a hint gives for a turn, from the contract: a win (the outcome's own words and rule),
 * the variant's extra reasons, harmonies formed (each harmony's own reason and rule), the Pot
 * growing, the score rising; the variant's progress sentence when nothing else applies.
 */
export function contractReasons<S>(engine: VariantEngine<S>, words: ReasonWords<S>, before: S, steps: readonly Move[], after: S): HintReason[] {
  const vb = engine.view(before);
  const va = engine.view(after);
  const mover = vb.toMove;
  const out: HintReason[] = [];
  const places = turnPlaces(steps);
  const o = engine.outcome(after);
  if (o.status === 'win') {
    const mine = (o.winners ?? [o.winner]).includes(mover);
    out.push({ text: mine ? `This wins the game: ${o.reason}` : `Every other turn loses at once; this one ends the game: ${o.reason}`, rule: o.rule, places });
  } else if (o.status === 'draw') out.push({ text: `This ends the game in a draw: ${o.reason}`, rule: o.rule, places });
  out.push(...(words.extra?.(before, after, mover) ?? []));
  const { gained } = harmonyChange(engine, before, after);
  for (const h of gained.slice(0, 3)) {
    if (h.owner !== undefined && h.owner !== mover) continue;
    out.push({ text: `This forms a ${engine.spec.harmonyWord?.[0] ?? 'harmony'}: ${h.reason}`, rule: h.rule, places: h.places });
  }
  const potB = potBySeat(vb);
  const potA = potBySeat(va);
  const taken = potA.reduce((a, n, i) => a + (i === mover ? 0 : n - (potB[i] ?? 0)), 0);
  if (taken > 0 && words.captureRule) out.push({ text: `This captures ${taken === 1 ? 'a tile' : `${taken} tiles`} of the other side.`, rule: words.captureRule, places });
  const sb = scoresBySeat(vb)[mover] ?? 0;
  const sa = scoresBySeat(va)[mover] ?? 0;
  if (sa > sb && words.scoreRule) out.push({ text: `This raises your score from ${sb} to ${sa}.`, rule: words.scoreRule, places });
  if (out.length === 0) {
    const said = words.progress(before, after, mover);
    if (typeof said === 'string') out.push({ text: said, rule: words.goalRule, places });
    else out.push(...said.map((r) => ({ ...r, places: r.places ?? places })));
  }
  return out;
}
