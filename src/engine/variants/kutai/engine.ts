/**
 * @packageDocumentation
 * The Kutai Pai Sho engine: a placement game. This module graph carries only
 * the spec and the logic (no rule prose, docs or examples), for the live board.
 */
import { resolveOptions as resolve } from '../../core/options.ts';
import { err, fail, ok, type Result } from '../../core/result.ts';
import { checkedPosition, type PositionProblem } from '../../core/position.ts';
import { checkKutaiPosition } from './check.ts';
import { nextInt, seedFrom } from '../../core/rng.ts';
import type { BoardView, Harmony, Move, OptionValues, Outcome, Seat, SeatScore, VariantEngine, Violation } from '../../core/types.ts';
import { placeName, PLACE_COUNT, type PlaceId } from '../../geometry/index.ts';
import { RecentCache } from '../../core/recent.ts';
import { formatMoveText, parseMoveText } from '../../notation/move.ts';
import { computeNetwork, extendNetwork, type Network } from './harmony.ts';
import { buildState, formatPosition, fromSetup, parsePosition, toSetup } from './notation.ts';
import { isFlower, OPTION_SPECS, spec, TILE_CODES, TILE_INDEX, TILES, tileByCode, type KutaiTile } from './spec.ts';
import { colourWords, kutaiOptions, layoutFor, neededWords, nextSeatOf, notValidWords, placementRule, prevSeatOf, seatCount, seatName, seatNames, type KutaiState } from './state.ts';

export type { KutaiState } from './state.ts';

const violation = (code: string, message: string, rule: string): Result<never, Violation> => err({ code, message, rule });
const seat = (state: KutaiState, p: Seat) => seatName(state.options, p);
/** Every seat at the table, in turn order from seat 0. */
const seatsOf = (state: KutaiState): Seat[] => Array.from({ length: seatCount(state.options) }, (_, i) => i as Seat);
/** The seats in turn order starting from `first`. */
const seatsFrom = (state: KutaiState, first: Seat): Seat[] => {
  const n = seatCount(state.options);
  return Array.from({ length: n }, (_, i) => ((first + i) % n) as Seat);
};

const NETWORK = new WeakMap<KutaiState, Network>();
const PARENT = new WeakMap<KutaiState, KutaiState>();
const OUTCOME = new WeakMap<KutaiState, Outcome>();

/** The harmony network of a position (memoised per state; grown from the parent under `kutai-recalc` = fixed). */
export function networkOf(state: KutaiState): Network {
  const hit = NETWORK.get(state);
  if (hit) return hit;
  const layout = layoutFor(state.options);
  let net: Network;
  const parent = PARENT.get(state);
  if (state.options['kutai-recalc'] === 'fixed' && parent) {
    const d = state.pieces.length - parent.pieces.length;
    net = d === 0 ? networkOf(parent) : d === 1 ? extendNetwork(networkOf(parent), state.pieces, layout, state.options) : computeNetwork(state.pieces, layout, state.options);
  } else net = computeNetwork(state.pieces, layout, state.options);
  NETWORK.set(state, net);
  return net;
}

/** Why a tile may not go to a place now, or undefined when it may (occupancy, Centerpiece, colour). */
function placementProblem(state: KutaiState, t: KutaiTile, to: PlaceId): Violation | undefined {
  const layout = layoutFor(state.options);
  const name = Number.isInteger(to) && to >= 0 && to < PLACE_COUNT ? placeName(to) : String(to);
  const centreNames = layout.centre.map(placeName).join(', ');
  if (state.pieces.length === 0) {
    if (!layout.centre.includes(to)) {
      return { code: 'ERR_CENTERPIECE_PLACE', message: `The first tile is the Centerpiece: it goes on the centre (${centreNames}), not on ${name}.`, rule: 'centerpiece' };
    }
    if (!isFlower(t)) {
      return { code: 'ERR_CENTERPIECE_TILE', message: `The Centerpiece must be a flower (a red or white flower or the White Lotus), and the ${t.name} is not one.`, rule: 'centerpiece' };
    }
    if (state.options['kutai-centerpiece-colour'] !== 'applies') return undefined;
  } else {
    if (!layout.isPlace(to)) {
      return layout.surface === 'square'
        ? { code: 'ERR_PLACE_BOARD', message: `${name} is not a square of the board in the squares game.`, rule: 'board' }
        : {
            code: 'ERR_PLACE_BOARD',
            message: notValidWords(to, state.options),
            rule: 'valid-intersections',
          };
    }
    if (state.pieces.some((p) => p.place === to)) {
      return { code: 'ERR_PLACE_OCCUPIED', message: `${name} already holds a tile; tiles are placed on empty places.`, rule: 'one-tile-per-place' };
    }
  }
  if (layout.allowed[TILE_INDEX.get(t.code) as number]?.[to] !== 1) {
    return {
      code: 'ERR_PLACE_COLOUR',
      message: `The ${t.name} needs ${neededWords(t, state.options)}; ${name} is ${colourWords(layout.colours(to))}.`,
      rule: placementRule(t),
    };
  }
  return undefined;
}

/**
 * One frozen step object per (tile, place), made once and shared by every list of legal steps:
 * a position offers thousands of placements, and allocating them anew for each position was most
 * of the cost of `legalMoves` (steps are read-only, so sharing them is safe).
 */
const PLACE_STEPS: (Move | undefined)[][] = TILES.map(() => new Array<Move | undefined>(PLACE_COUNT).fill(undefined));
function placeStep(ti: number, code: string, to: PlaceId): Move {
  const row = PLACE_STEPS[ti] as (Move | undefined)[];
  let m = row[to];
  if (!m) {
    m = Object.freeze({ type: 'place', tile: code, to }) as Move;
    row[to] = m;
  }
  return m;
}

/** Per layout, the steps of each tile onto its allowed places (aligned with `allowedList`). */
const ALLOWED_STEPS = new WeakMap<ReturnType<typeof layoutFor>, readonly (readonly Move[])[]>();
function allowedSteps(layout: ReturnType<typeof layoutFor>): readonly (readonly Move[])[] {
  let hit = ALLOWED_STEPS.get(layout);
  if (!hit) {
    hit = layout.allowedList.map((list, ti) => list.map((p) => placeStep(ti, (TILES[ti] as KutaiTile).code, p)));
    ALLOWED_STEPS.set(layout, hit);
  }
  return hit;
}

/** The placements open to a player in this position (ignoring whether the game is over). */
function placements(state: KutaiState, player: Seat, firstOnly = false): Move[] {
  const layout = layoutFor(state.options);
  const out: Move[] = [];
  const occupied = new Uint8Array(PLACE_COUNT);
  for (const p of state.pieces) occupied[p.place] = 1;
  const centreStage = state.pieces.length === 0;
  const centreColour = state.options['kutai-centerpiece-colour'] === 'applies';
  const allowed = allowedSteps(layout);
  for (const code of state.hands[player] ?? []) {
    const ti = TILE_INDEX.get(code) as number;
    const t = TILES[ti] as KutaiTile;
    if (centreStage) {
      if (!isFlower(t)) continue;
      for (const c of layout.centre) {
        if (centreColour && layout.allowed[ti]?.[c] !== 1) continue;
        out.push(placeStep(ti, code, c));
        if (firstOnly) return out;
      }
      continue;
    }
    const places = layout.allowedList[ti] ?? [];
    const steps = allowed[ti] ?? [];
    if (firstOnly) {
      for (let k = 0; k < places.length; k++) if (!occupied[places[k] as PlaceId]) return [steps[k] as Move];
      continue;
    }
    // The list is long (thousands of steps): grown in place from its final length, not pushed.
    let n = out.length;
    out.length = n + places.length;
    for (let k = 0; k < places.length; k++) if (!occupied[places[k] as PlaceId]) out[n++] = steps[k] as Move;
    out.length = n;
  }
  return out;
}

/**
 * The score of a position against the goal: the one computation behind `outcome`, the
 * `describe` text and the `view` status line, so they never disagree.
 */
interface Tally {
  /** Separate shares per player (`kutai-ownership` = per-player) rather than one shared total. */
  readonly perPlayer: boolean;
  /** The shared total of the harmony network. */
  readonly total: number;
  /** Each seat's share (harmonies touching their own tiles), one entry per seat at the table. */
  readonly scores: readonly number[];
  readonly threshold: number;
  /** Whether reaching the threshold is enough (`kutai-win-threshold` = reach) rather than passing it. */
  readonly reach: boolean;
}

function tally(state: KutaiState): Tally {
  const o = state.options;
  const net = state.pieces.length > 0 ? networkOf(state) : undefined;
  return {
    perPlayer: o['kutai-ownership'] === 'per-player',
    total: net?.total ?? 0,
    scores: seatsOf(state).map((p) => net?.scores[p] ?? 0),
    threshold: Number(o['kutai-threshold'] ?? '20') || 20,
    reach: o['kutai-win-threshold'] === 'reach',
  };
}

const beats = (t: Tally, v: number) => (t.reach ? v >= t.threshold : v > t.threshold);
const goalWords = (t: Tally) => `the goal is to ${t.reach ? 'reach' : 'pass'} ${t.threshold}`;
/** The score part of the status line and the description, e.g. `Total harmony 9` or `Harmony: South 5, North 3`. */
const scoreWords = (state: KutaiState, t: Tally) =>
  t.perPlayer ? `Harmony: ${seatNames(state.options).map((n, i) => `${n} ${t.scores[i] ?? 0}`).join(', ')}` : `Total harmony ${t.total}`;

/** Seats grouped by share, best first (seats with equal shares share a place). */
function placingsOf(t: Tally): Seat[][] {
  const values = [...new Set(t.scores)].sort((a, b) => b - a);
  return values.map((v) => t.scores.flatMap((x, i) => (x === v ? [i as Seat] : [])));
}
const seatScores = (t: Tally): SeatScore[] => t.scores.map((points, i) => ({ seat: i as Seat, points }));
/** A list in words: `South`, `South and North`, `South, West and North`. */
const listWords = (xs: readonly string[]) => (xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`);

function computeOutcome(state: KutaiState): Outcome {
  const o = state.options;
  const n = seatCount(o);
  if (state.pieces.length > 0) {
    const t = tally(state);
    // Nobody is ever skipped, so the seat before the one to move placed last.
    const mover = prevSeatOf(o, state.toMove);
    const word = t.reach ? 'reaches' : 'exceeds';
    if (t.perPlayer) {
      // The placer's share first, then the others in turn order.
      for (const p of seatsFrom(state, mover)) {
        const s = t.scores[p] ?? 0;
        if (beats(t, s)) {
          return {
            status: 'win',
            winner: p,
            reason: `${seat(state, p)}'s harmony total of ${s} ${word} ${t.threshold}.`,
            rule: 'winning',
            scores: seatScores(t),
            ...(n > 2 ? { placings: [[p], ...placingsOf(t).map((g) => g.filter((x) => x !== p)).filter((g) => g.length > 0)] } : {}),
          };
        }
      }
    } else if (beats(t, t.total)) {
      return {
        status: 'win',
        winner: mover,
        reason: `${seat(state, mover)}'s placement brought the total harmony on the board to ${t.total}, which ${word} ${t.threshold}.`,
        rule: 'winning',
      };
    }
  }
  if (seatsOf(state).every((p) => placements(state, p, true).length === 0)) {
    if (o['kutai-exhaustion'] === 'higher-share' && state.pieces.length > 0) {
      const t = tally(state);
      const places = placingsOf(t);
      const top = places[0] ?? [];
      const best = t.scores[top[0] ?? 0] ?? 0;
      const extra = { scores: seatScores(t), ...(n > 2 ? { placings: places } : {}) };
      if (top.length === 1) {
        const w = top[0] as Seat;
        const rest = t.scores.filter((_, i) => i !== w);
        return {
          status: 'win',
          winner: w,
          reason: `No placement is left; ${seat(state, w)} has the largest share of harmony (${best} to ${listWords(rest.map(String))}).`,
          rule: 'exhaustion',
          ...extra,
        };
      }
      return {
        status: 'draw',
        reason:
          n === 2 ? `No placement is left and both shares of harmony are ${best}.` : `No placement is left and ${listWords(top.map((p) => seat(state, p)))} have the largest shares of harmony, ${best} each.`,
        rule: 'exhaustion',
        ...extra,
      };
    }
    return {
      status: 'draw',
      reason: `No placement is left for ${n === 2 ? 'either player' : 'any player'} before the threshold was passed: the game is drawn.`,
      rule: 'exhaustion',
    };
  }
  return { status: 'ongoing' };
}

export function outcome(state: KutaiState): Outcome {
  let o = OUTCOME.get(state);
  if (!o) {
    o = computeOutcome(state);
    OUTCOME.set(state, o);
  }
  return o;
}

/**
 * The last few positions' legal steps. Not a WeakMap: a list of thousands of steps kept per
 * position in a weak table outlives its position by a whole garbage collection, and in play
 * (self-play, the search) that retention cost more than recomputing; callers ask for the
 * steps of the position at hand, again and again, which this keeps.
 */
const RECENT_MOVES = new RecentCache<KutaiState, readonly Move[]>(4);

function legalMoves(state: KutaiState): readonly Move[] {
  const hit = RECENT_MOVES.get(state);
  if (hit) return hit;
  let moves: Move[];
  if (outcome(state).status !== 'ongoing') moves = [];
  else {
    moves = placements(state, state.toMove);
    if (moves.length === 0) moves = [{ type: 'pass' }];
  }
  const frozen = Object.freeze(moves);
  RECENT_MOVES.set(state, frozen);
  return frozen;
}

/** Whether an untrusted value has the shape of a step with fields of the right types (so reading it is safe). */
function stepShaped(m: unknown): m is Move {
  if (typeof m !== 'object' || m === null) return false;
  const x = m as { type?: unknown; tile?: unknown; to?: unknown };
  if (typeof x.type !== 'string') return false;
  return x.type !== 'place' || (typeof x.tile === 'string' && typeof x.to === 'number');
}

function applyMove(state: KutaiState, move: Move): Result<KutaiState, Violation> {
  const oc = outcome(state);
  if (oc.status !== 'ongoing') return violation('ERR_GAME_OVER', `The game is over: ${oc.reason}`, oc.rule);
  if (!stepShaped(move)) return violation('ERR_STEP', 'A Kutai turn places one tile (a tile code and a place) or passes; that is not a complete step.', 'turns');
  if (move.type === 'move') return violation('ERR_NO_MOVEMENT', 'Kutai tiles never move once placed; each turn places one new tile.', 'no-movement');
  if (move.type === 'pass') {
    if (placements(state, state.toMove, true).length > 0) {
      return violation('ERR_PASS', `${seat(state, state.toMove)} can still place a tile, and a player passes only when no placement is left.`, 'turns');
    }
    const next: KutaiState = Object.freeze({ ...state, toMove: nextSeatOf(state.options, state.toMove), turn: (state.turn ?? 0) + 1 });
    PARENT.set(next, state);
    return ok(next);
  }
  if (move.type !== 'place') return violation('ERR_STEP', `A Kutai turn places one tile (or passes when none can be placed); there is no “${String(move.type).slice(0, 12)}” step.`, 'turns');
  const t = tileByCode(move.tile);
  if (!t) return violation('ERR_TILE', `“${String(move.tile).slice(0, 12)}” is not a Kutai tile.`, 'tile-sets');
  if (!state.hands[state.toMove]?.includes(move.tile)) {
    return violation('ERR_TILE_USED', `${seat(state, state.toMove)} has no ${t.name} left to place: each player has one of each tile.`, 'tile-sets');
  }
  const problem = placementProblem(state, t, move.to);
  if (problem) return err(problem);
  const hands = state.hands.map((h, p) => (p === state.toMove ? Object.freeze(h.filter((c) => c !== move.tile)) : h));
  const next: KutaiState = Object.freeze({
    ...state,
    pieces: Object.freeze([...state.pieces, Object.freeze({ tile: move.tile, place: move.to, owner: state.toMove })]),
    hands: Object.freeze(hands),
    toMove: nextSeatOf(state.options, state.toMove),
    turn: (state.turn ?? 0) + 1,
  });
  PARENT.set(next, state);
  return ok(next);
}

/** A piece by index, in words (`Day Iris on 6j`). */
export const loc = (state: KutaiState, i: number) => {
  const p = state.pieces[i];
  return p ? `${tileByCode(p.tile)?.name ?? p.tile} on ${placeName(p.place)}` : '';
};

function harmonies(state: KutaiState): readonly Harmony[] {
  const net = networkOf(state);
  const perPlayer = state.options['kutai-ownership'] === 'per-player';
  return net.edges.map((e) => {
    const pa = state.pieces[e.a];
    const pb = state.pieces[e.b];
    const unit = e.pair.value === 1 ? 'point' : 'points';
    const tail = e.linked ? '' : ' It does not link back to the Centerpiece.';
    const h: Harmony = {
      places: [pa?.place as PlaceId, pb?.place as PlaceId],
      kind: e.pair.kind,
      rule: e.pair.rule,
      value: e.pair.value,
      reason: `${loc(state, e.a)} and ${loc(state, e.b)}: ${e.pair.why}, ${e.pair.value} ${unit}.${tail}`,
      ...(perPlayer && pa && pb && pa.owner === pb.owner ? { owner: pa.owner } : {}),
    };
    return h;
  });
}

function create(init: { readonly options?: OptionValues; readonly seed?: number } = {}): Result<KutaiState> {
  const given = typeof init === 'object' && init !== null ? init : {};
  const opts = kutaiOptions(given.options);
  if (!opts.ok) return opts;
  const first = (opts.value['kutai-first-player'] === 'south' ? 0 : nextInt(seedFrom(given.seed ?? 0), seatCount(opts.value))[0]) as Seat;
  // Before play, the seat before the first player lays the Centerpiece; the first player then moves.
  const toMove = opts.value['kutai-centerpiece-placer'] === 'pre-game' ? prevSeatOf(opts.value, first) : first;
  return buildState(opts.value, [], undefined, toMove);
}

function view(state: KutaiState): BoardView {
  const layout = layoutFor(state.options);
  const oc = outcome(state);
  return {
    variant: 'kutai',
    points: layout.surface === 'point' ? layout.places : [],
    squares: layout.surface === 'square' ? layout.places : [],
    pieces: state.pieces.map((p) => ({ place: p.place, tile: p.tile, owner: p.owner })),
    hands: state.hands.map((h, p) => ({ player: p as Seat, tiles: h, hidden: false, size: h.length })),
    seats: seatCount(state.options),
    playerNames: seatNames(state.options),
    toMove: state.toMove,
    turn: state.turn ?? 0,
    stage: oc.status !== 'ongoing' ? 'Game over' : state.pieces.length === 0 ? 'Centerpiece' : 'Placement',
    status: statusLine(state),
    ...(oc.status === 'ongoing' ? { prompt: placements(state, state.toMove, true).length > 0 ? (state.pieces.length === 0 ? 'Place the Centerpiece: a flower on the centre' : 'Place a tile from your hand') : 'No placement is left for you: pass' } : {}),
    ...(tally(state).perPlayer ? { scores: seatScores(tally(state)) } : {}),
  };
}

/**
 * The line shown under the board: the score against the goal while the game goes on
 * (`Total harmony 9 · the goal is to pass 20`, or `Harmony: South 5, North 3 · the goal is to pass 20`
 * with per-player scoring), and the outcome's reason once it is over.
 */
function statusLine(state: KutaiState): string {
  const oc = outcome(state);
  if (oc.status !== 'ongoing') return oc.reason;
  const t = tally(state);
  return `${scoreWords(state, t)} · ${goalWords(t)}`;
}

function describe(state: KutaiState): string {
  const lines: string[] = ['Kutai Pai Sho.'];
  const oc = outcome(state);
  if (state.pieces.length === 0) lines.push('The board is empty: the first tile placed is the Centerpiece, a flower on the centre.');
  else {
    lines.push(`${state.pieces.length} tile${state.pieces.length === 1 ? '' : 's'} on the board, in the order placed:`);
    state.pieces.forEach((p, i) => lines.push(`${seat(state, p.owner)}'s ${loc(state, i)}${i === 0 ? ' (the Centerpiece)' : ''}.`));
    const net = networkOf(state);
    const hs = harmonies(state);
    if (hs.length === 0) lines.push('No harmonies.');
    else {
      lines.push(`${hs.length} harmon${hs.length === 1 ? 'y' : 'ies'}:`);
      for (const h of hs) lines.push(h.reason);
    }
    for (const d of net.disharmonies) {
      const limit = Number.isFinite(d.raise) ? `may form only harmonies worth ${1 + d.raise} or more` : 'may form no harmony';
      lines.push(`Disharmony: the ${loc(state, d.piece)} is next to the ${loc(state, d.from)}; they share ${d.shared} propert${d.shared === 1 ? 'y' : 'ies'}, so it ${limit}.`);
    }
    const t = tally(state);
    lines.push(`${scoreWords(state, t)}; ${goalWords(t)}.`);
  }
  lines.push(`${listWords(state.hands.map((h, p) => (p === 0 ? `${seat(state, 0)} holds ${h.length} tiles` : `${seat(state, p as Seat)} ${h.length}`)))}.`);
  lines.push(oc.status === 'ongoing' ? `${seat(state, state.toMove)} to place.` : oc.reason);
  return lines.join('\n');
}

/** Every reason a state is not a position the rules allow (see `check.ts`). */
function checkPosition(state: KutaiState): readonly PositionProblem[] {
  return checkKutaiPosition(state, { applyMove, outcome });
}

/** A state read from untrusted input, once the position check finds nothing wrong with it. */
function entered(r: Result<KutaiState>): Result<KutaiState> {
  return r.ok ? checkedPosition(r.value, checkPosition(r.value)) : r;
}

export const engine: VariantEngine<KutaiState> = Object.freeze({
  spec,
  resolveOptions: (values?: OptionValues) => kutaiOptions(values),
  create,
  fromSetup: (setup: unknown, options?: OptionValues) => entered(fromSetup(setup, options)),
  checkPosition,
  toSetup,
  legalMoves,
  applyMove,
  harmonies,
  outcome,
  parseMove: (state: KutaiState, text: string) =>
    typeof text === 'string'
      ? parseMoveText(text, TILE_CODES, { tileAt: (p) => state.pieces.find((x) => x.place === p)?.tile, rule: 'no-movement' })
      : fail('ERR_MOVE_SYNTAX', 'A placement is written as text, like DIR*10g.', 'turns'),
  formatMove: (_state: KutaiState, move: Move) => formatMoveText(move),
  formatPosition,
  parsePosition: (text: string, options?: OptionValues) => entered(parsePosition(text, options)),
  options: (state: KutaiState) => state.options,
  view,
  describe,
});

