/**
 * @packageDocumentation
 * The Kutai Pai Sho engine: a placement game. This module graph carries only
 * the spec and the logic (no rule prose, docs or examples), for the live board.
 */
import { resolveOptions as resolve } from '../../core/options.ts';
import { err, ok, type Result } from '../../core/result.ts';
import { nextInt, seedFrom } from '../../core/rng.ts';
import type { BoardView, Harmony, Move, OptionValues, Outcome, Player, VariantEngine, Violation } from '../../core/types.ts';
import { placeName, PLACE_COUNT, type PlaceId } from '../../geometry/index.ts';
import { formatMoveText, parseMoveText } from '../../notation/move.ts';
import { computeNetwork, extendNetwork, type Network } from './harmony.ts';
import { buildState, formatPosition, fromSetup, parsePosition, toSetup } from './notation.ts';
import { isFlower, OPTION_SPECS, spec, TILE_CODES, TILE_INDEX, TILES, tileByCode, type KutaiTile } from './spec.ts';
import { colourWords, layoutFor, other, permittedColours, placementRule, SEAT_NAMES, seatName as seat, type KutaiState } from './state.ts';

export type { KutaiState } from './state.ts';

const violation = (code: string, message: string, rule: string): Result<never, Violation> => err({ code, message, rule });

const NETWORK = new WeakMap<KutaiState, Network>();
const PARENT = new WeakMap<KutaiState, KutaiState>();
const OUTCOME = new WeakMap<KutaiState, Outcome>();
const MOVES = new WeakMap<KutaiState, readonly Move[]>();

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
            message: `${name} is not one of the valid intersections (reading ${state.options['kutai-valid-intersections']}).`,
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
      message: `The ${t.name} needs a place that is ${colourWords(permittedColours(t)).replace(' and ', ' or ')}; ${name} is ${colourWords(layout.colours(to))}.`,
      rule: placementRule(t),
    };
  }
  return undefined;
}

/** The placements open to a player in this position (ignoring whether the game is over). */
function placements(state: KutaiState, player: Player, firstOnly = false): Move[] {
  const layout = layoutFor(state.options);
  const out: Move[] = [];
  const occupied = new Uint8Array(PLACE_COUNT);
  for (const p of state.pieces) occupied[p.place] = 1;
  const centreStage = state.pieces.length === 0;
  const centreColour = state.options['kutai-centerpiece-colour'] === 'applies';
  for (const code of state.hands[player]) {
    const ti = TILE_INDEX.get(code) as number;
    const t = TILES[ti] as KutaiTile;
    if (centreStage) {
      if (!isFlower(t)) continue;
      for (const c of layout.centre) {
        if (centreColour && layout.allowed[ti]?.[c] !== 1) continue;
        out.push({ type: 'place', tile: code, to: c });
        if (firstOnly) return out;
      }
      continue;
    }
    for (const p of layout.allowedList[ti] ?? []) {
      if (occupied[p]) continue;
      out.push({ type: 'place', tile: code, to: p });
      if (firstOnly) return out;
    }
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
  /** Each player's share (harmonies touching their own tiles). */
  readonly scores: readonly [number, number];
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
    scores: [net?.scores[0] ?? 0, net?.scores[1] ?? 0],
    threshold: Number(o['kutai-threshold'] ?? '20') || 20,
    reach: o['kutai-win-threshold'] === 'reach',
  };
}

const beats = (t: Tally, v: number) => (t.reach ? v >= t.threshold : v > t.threshold);
const goalWords = (t: Tally) => `the goal is to ${t.reach ? 'reach' : 'pass'} ${t.threshold}`;
/** The score part of the status line and the description, e.g. `Total harmony 9` or `Harmony: South 5, North 3`. */
const scoreWords = (t: Tally) =>
  t.perPlayer ? `Harmony: ${SEAT_NAMES[0]} ${t.scores[0]}, ${SEAT_NAMES[1]} ${t.scores[1]}` : `Total harmony ${t.total}`;

function computeOutcome(state: KutaiState): Outcome {
  const o = state.options;
  if (state.pieces.length > 0) {
    const t = tally(state);
    const mover = other(state.toMove);
    const word = t.reach ? 'reaches' : 'exceeds';
    if (t.perPlayer) {
      for (const p of [mover, state.toMove]) {
        const s = t.scores[p];
        if (beats(t, s)) return { status: 'win', winner: p, reason: `${seat(p)}'s harmony total of ${s} ${word} ${t.threshold}.`, rule: 'winning' };
      }
    } else if (beats(t, t.total)) {
      return {
        status: 'win',
        winner: mover,
        reason: `${seat(mover)}'s placement brought the total harmony on the board to ${t.total}, which ${word} ${t.threshold}.`,
        rule: 'winning',
      };
    }
  }
  if (placements(state, state.toMove, true).length === 0 && placements(state, other(state.toMove), true).length === 0) {
    if (o['kutai-exhaustion'] === 'higher-share' && state.pieces.length > 0) {
      const [a, b] = tally(state).scores;
      if (a !== b) {
        const w: Player = a > b ? 0 : 1;
        return { status: 'win', winner: w, reason: `No placement is left; ${seat(w)} has the larger share of harmony (${Math.max(a, b)} to ${Math.min(a, b)}).`, rule: 'exhaustion' };
      }
      return { status: 'draw', reason: `No placement is left and both shares of harmony are ${a}.`, rule: 'exhaustion' };
    }
    return { status: 'draw', reason: 'No placement is left for either player before the threshold was passed: the game is drawn.', rule: 'exhaustion' };
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

function legalMoves(state: KutaiState): readonly Move[] {
  const hit = MOVES.get(state);
  if (hit) return hit;
  let moves: Move[];
  if (outcome(state).status !== 'ongoing') moves = [];
  else {
    moves = placements(state, state.toMove);
    if (moves.length === 0) moves = [{ type: 'pass' }];
  }
  const frozen = Object.freeze(moves);
  MOVES.set(state, frozen);
  return frozen;
}

function applyMove(state: KutaiState, move: Move): Result<KutaiState, Violation> {
  const oc = outcome(state);
  if (oc.status !== 'ongoing') return violation('ERR_GAME_OVER', `The game is over: ${oc.reason}`, oc.rule);
  if (move.type === 'move') return violation('ERR_NO_MOVEMENT', 'Kutai tiles never move once placed; each turn places one new tile.', 'no-movement');
  if (move.type === 'pass') {
    if (placements(state, state.toMove, true).length > 0) {
      return violation('ERR_PASS', `${seat(state.toMove)} can still place a tile, and a player passes only when no placement is left.`, 'turns');
    }
    const next: KutaiState = Object.freeze({ ...state, toMove: other(state.toMove) });
    PARENT.set(next, state);
    return ok(next);
  }
  const t = tileByCode(move.tile);
  if (!t) return violation('ERR_TILE', `“${String(move.tile).slice(0, 12)}” is not a Kutai tile.`, 'tile-sets');
  if (!state.hands[state.toMove].includes(move.tile)) {
    return violation('ERR_TILE_USED', `${seat(state.toMove)} has no ${t.name} left to place: each player has one of each tile.`, 'tile-sets');
  }
  const problem = placementProblem(state, t, move.to);
  if (problem) return err(problem);
  const hands: [readonly string[], readonly string[]] = [state.hands[0], state.hands[1]];
  hands[state.toMove] = Object.freeze(state.hands[state.toMove].filter((c) => c !== move.tile));
  const next: KutaiState = Object.freeze({
    ...state,
    pieces: Object.freeze([...state.pieces, Object.freeze({ tile: move.tile, place: move.to, owner: state.toMove })]),
    hands: Object.freeze(hands) as KutaiState['hands'],
    toMove: other(state.toMove),
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
  const opts = resolve(OPTION_SPECS, init.options ?? {});
  if (!opts.ok) return opts;
  const first: Player = opts.value['kutai-first-player'] === 'south' ? 0 : (nextInt(seedFrom(init.seed ?? 0), 2)[0] as Player);
  const toMove = opts.value['kutai-centerpiece-placer'] === 'pre-game' ? other(first) : first;
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
    hands: ([0, 1] as const).map((p) => ({ player: p, tiles: state.hands[p], hidden: false, size: state.hands[p].length })),
    toMove: state.toMove,
    stage: oc.status !== 'ongoing' ? 'Game over' : state.pieces.length === 0 ? 'Centerpiece' : 'Placement',
    status: statusLine(state),
    playerNames: SEAT_NAMES,
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
  return `${scoreWords(t)} · ${goalWords(t)}`;
}

function describe(state: KutaiState): string {
  const lines: string[] = ['Kutai Pai Sho.'];
  const oc = outcome(state);
  if (state.pieces.length === 0) lines.push('The board is empty: the first tile placed is the Centerpiece, a flower on the centre.');
  else {
    lines.push(`${state.pieces.length} tile${state.pieces.length === 1 ? '' : 's'} on the board, in the order placed:`);
    state.pieces.forEach((p, i) => lines.push(`${seat(p.owner)}'s ${loc(state, i)}${i === 0 ? ' (the Centerpiece)' : ''}.`));
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
    lines.push(`${scoreWords(t)}; ${goalWords(t)}.`);
  }
  lines.push(`${seat(0)} holds ${state.hands[0].length} tiles and ${seat(1)} ${state.hands[1].length}.`);
  lines.push(oc.status === 'ongoing' ? `${seat(state.toMove)} to place.` : oc.reason);
  return lines.join('\n');
}

export const engine: VariantEngine<KutaiState> = Object.freeze({
  spec,
  resolveOptions: (values?: OptionValues) => resolve(OPTION_SPECS, values ?? {}),
  create,
  fromSetup,
  toSetup,
  legalMoves,
  applyMove,
  harmonies,
  outcome,
  parseMove: (_state: KutaiState, text: string) => parseMoveText(text, TILE_CODES),
  formatMove: (_state: KutaiState, move: Move) => formatMoveText(move),
  formatPosition,
  parsePosition,
  options: (state: KutaiState) => state.options,
  view,
  describe,
});

