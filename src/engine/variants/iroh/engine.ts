/**
 * @packageDocumentation
 * Iroh Pai Sho rules logic: paint-bound movement, Air's turning moves, the
 * jumping Lotus, captures by landing, bringing in, Rocks, Knotweed on squares,
 * harmonies across the midlines (solved exactly), the answer turn and the
 * proclamation. Imports only the spec, the geometry and its own helpers — never
 * rule prose, docs or examples (bundle budget).
 */
import { ok, err, fail, type Result } from '../../core/result.ts';
import { nextInt, seedFrom } from '../../core/rng.ts';
import { resolveOptions } from '../../core/options.ts';
import type { BoardView, Harmony, Move, OptionValues, Outcome, Violation, VariantEngine } from '../../core/types.ts';
import { placeName, POINT_COUNT, pointId, type PlaceId } from '../../geometry/index.ts';
import { bestSet, candidateEdges, capacityOf, coversAll, type Chosen, type Edge } from './harmony.ts';
import { heldSet, holdsOnPlacing, knotsAt } from './knots.ts';
import { AIR, EARTH, FIRE, KNOTWEED, LOTUS, NATIONS, OPTION_SPECS, ROCK, spec, TILES, WATER, tileName } from './spec.ts';
import { formatPosition, formatStep, fromSetup, optionsOf, parsePosition, parseStep, toSetup } from './notation.ts';
import { startPieces } from './start.ts';
import { checkPosition } from './check.ts';
import {
  attacker,
  codeOf,
  EMPTY,
  freeze,
  inSetup,
  layoutFor,
  midlineSegments,
  occupied,
  other,
  ownerOf,
  paintOf,
  paintWords,
  pieceChar,
  rangeOf,
  safeText,
  RESERVE_CODES,
  sameStep,
  SEAT_NAMES,
  seatName,
  takeable,
  type Counts,
  type IrohState,
  type Knot,
  type Layout,
  type Seat,
  type Step,
} from './state.ts';

/** Rule ids (slugs of `rules.ts`), as plain strings so the engine carries no prose. */
export const RULE = {
  board: 'board',
  paint: 'paint',
  midlines: 'midlines',
  home: 'home-point',
  tiles: 'tiles',
  setup: 'setup',
  guest: 'guest-first',
  turn: 'turn',
  straight: 'straight-moves',
  paintBound: 'paint-bound',
  fire: 'fire',
  water: 'water',
  earth: 'earth',
  air: 'air',
  lotus: 'white-lotus',
  noPassing: 'no-passing',
  capture: 'capture',
  untakeable: 'untakeable',
  bringIn: 'bring-in',
  rocks: 'rocks',
  knotweed: 'knotweed',
  knotFire: 'knotweed-fire',
  release: 'knotweed-release',
  harmony: 'harmony',
  blocking: 'harmony-blocking',
  onMidline: 'harmony-on-midline',
  owner: 'harmony-owner',
  oneHarmony: 'one-harmony',
  waterTwo: 'water-two',
  earthRocks: 'earth-rocks',
  knotHarmony: 'knotweed-harmony',
  fourMidlines: 'four-midlines',
  answer: 'answer-turn',
  proclaim: 'proclaim',
  quiet: 'quiet-draw',
  over: 'game-over',
} as const;

export { QUIET_LIMIT } from './state.ts';
import { QUIET_LIMIT } from './state.ts';

const RULE_OF_CODE: Record<string, string> = { F: RULE.fire, W: RULE.water, E: RULE.earth, A: RULE.air, L: RULE.lotus };

const violation = (code: string, message: string, rule: string): Result<never, Violation> => err({ code, message, rule });

const ZERO: Counts = [0, 0, 0, 0, 0, 0];
const reserveIndex = (code: string): number => RESERVE_CODES.indexOf(code as (typeof RESERVE_CODES)[number]);
const withCount = (c: Counts, code: string, delta: number): Counts => {
  const out = [...c] as [number, number, number, number, number, number];
  out[reserveIndex(code)]! += delta;
  return out;
};
const setChar = (board: string, p: PlaceId, ch: string): string => board.slice(0, p) + ch + board.slice(p + 1);
const nameOf = (p: PlaceId): string => (Number.isInteger(p) && p >= 0 && p < POINT_COUNT + 324 ? placeName(p) : safeText(p).slice(0, 12));

// ---------------------------------------------------------------------------
// Starting positions

const FULL: Counts = TILES.filter((t) => reserveIndex(t.code) >= 0).map((t) => t.count) as unknown as Counts;

function create(init: { readonly options?: OptionValues; readonly seed?: number } = {}): Result<IrohState> {
  if (init === null || typeof init !== 'object') return fail('ERR_CREATE', 'A new game takes an object like {"options": {…}, "seed": 1}.');
  const r = optionsOf(init.options);
  if (!r.ok) return r;
  if (init.seed !== undefined && (typeof init.seed !== 'number' || !Number.isFinite(init.seed))) return fail('ERR_CREATE', 'The seed of a new game is a number.');
  const o = r.value;
  const guest: Seat = o['iroh-guest'] === 'north' ? 1 : (nextInt(seedFrom(init.seed ?? 0), 2)[0] as Seat);
  let board = EMPTY.repeat(POINT_COUNT);
  const placed = o['iroh-setup-positions'] === 'placed';
  const setup: [Counts, Counts] = [ZERO, ZERO];
  for (const seat of [0, 1] as const) {
    for (const [code, p] of startPieces(o, seat)) board = setChar(board, p, pieceChar(code, seat));
    if (placed) setup[seat] = [1, 2, 2, 2, 0, 0];
  }
  // Reserve: the full set less what is on the board or still to be set up.
  const reserve = ([0, 1] as const).map((seat) => {
    const c = [...FULL] as number[];
    for (const ch of board) if (ch !== EMPTY && ownerOf(ch) === seat && reserveIndex(codeOf(ch)) >= 0) c[reserveIndex(codeOf(ch))]! -= 1;
    setup[seat].forEach((n, i) => (c[i]! -= n));
    return c as unknown as Counts;
  }) as unknown as [Counts, Counts];
  return ok(
    freeze({
      variant: 'iroh',
      options: o,
      board,
      knots: [],
      reserve,
      setup,
      toMove: guest,
      guest,
      stage: 'start',
      turn: 0,
      quiet: 0,
      armed: [false, false],
    }),
  );
}

// ---------------------------------------------------------------------------
// Harmony analysis (memoised per state)

interface Analysis {
  readonly edges: readonly [readonly Edge[], readonly Edge[]];
  readonly complete: readonly [boolean, boolean];
}
const ANALYSIS = new WeakMap<IrohState, Analysis>();
const BEST = new WeakMap<IrohState, readonly [Chosen, Chosen]>();

function capFn(state: IrohState): (p: PlaceId) => number {
  return (p) => capacityOf(codeOf(state.board[p] as string), state.options);
}

export function analysis(state: IrohState): Analysis {
  const hit = ANALYSIS.get(state);
  if (hit) return hit;
  const cap = capFn(state);
  const e0 = candidateEdges(state, 0);
  const e1 = candidateEdges(state, 1);
  const a: Analysis = { edges: [e0, e1], complete: [coversAll(e0, cap), coversAll(e1, cap)] };
  ANALYSIS.set(state, a);
  return a;
}

/** Each seat's best set of harmonies (most midlines, then most harmonies). */
export function bestSets(state: IrohState): readonly [Chosen, Chosen] {
  const hit = BEST.get(state);
  if (hit) return hit;
  const a = analysis(state);
  const cap = capFn(state);
  const b: readonly [Chosen, Chosen] = [bestSet(a.edges[0], cap), bestSet(a.edges[1], cap)];
  BEST.set(state, b);
  return b;
}

/** Whether a proclamation by `seat` would be correct now. */
export function proclaimValid(state: IrohState, seat: Seat): { ok: boolean; why: string } {
  const a = analysis(state);
  if (!a.complete[seat]) return { ok: false, why: `${seatName(seat)} has no harmony across every midline at once.` };
  if (!state.armed[seat]) {
    return { ok: false, why: `${seatName(seat)}'s harmonies did not yet stand when ${seatName(other(seat))}'s turn began: ${seatName(other(seat))} is owed one turn to answer them.` };
  }
  if (state.options['iroh-simultaneous-win'] === 'both-void' && a.complete[other(seat)]) {
    return { ok: false, why: `${seatName(other(seat))} also has a harmony across every midline, so neither proclamation counts.` };
  }
  return { ok: true, why: '' };
}

// ---------------------------------------------------------------------------
// Movement

/** Destinations of the piece on `from` (ignoring whose turn it is and Knotweed). */
export function destinations(state: IrohState, from: PlaceId): PlaceId[] {
  const o = state.options;
  const layout = layoutFor(o);
  const ch = state.board[from] as string;
  if (ch === EMPTY) return [];
  const code = codeOf(ch);
  if (code === ROCK) return [];
  const owner = ownerOf(ch);
  if (code === AIR) return airDestinations(state, layout, from);
  const range = rangeOf(code, o);
  const paint = paintOf(code);
  const lotus = code === LOTUS;
  const jumps = lotus && o['iroh-lotus-jump'] !== 'no-jump';
  const wholePath = o['iroh-colour-path'] !== 'destination';
  const dirs = o['iroh-directions'] === 'orthogonal' ? 4 : 8;
  const canTake = (target: string) =>
    attacker(code) && takeable(codeOf(target)) && (ownerOf(target) !== owner || o['iroh-capture-own'] === 'own-too');
  const out: PlaceId[] = [];
  const rays = layout.rays[from] ?? [];
  for (let d = 0; d < dirs; d++) {
    const r = rays[d] ?? [];
    for (let k = 0; k < range && k < r.length; k++) {
      const q = r[k] as PlaceId;
      const painted = (layout.paint[q] as number) & paint;
      const here = state.board[q] as string;
      if (here !== EMPTY) {
        if (jumps) continue;
        if (painted && canTake(here)) out.push(q);
        break;
      }
      if (painted) out.push(q);
      else if (wholePath) break;
    }
  }
  return out;
}

function airDestinations(state: IrohState, layout: Layout, from: PlaceId): PlaceId[] {
  const mode = state.options['iroh-air-turns'];
  const empty = (p: PlaceId) => state.board[p] === EMPTY;
  if (mode === 'one-turn') {
    const seen = new Set<PlaceId>();
    const rays = layout.rays[from] ?? [];
    for (let d1 = 0; d1 < 8; d1++) {
      const r1 = rays[d1] ?? [];
      for (let k1 = 0; k1 < 4 && k1 < r1.length; k1++) {
        const a = r1[k1] as PlaceId;
        if (!empty(a)) break;
        seen.add(a);
        const ra = layout.rays[a] ?? [];
        for (let d2 = 0; d2 < 8; d2++) {
          if (d2 === d1) continue;
          const r2 = ra[d2] ?? [];
          for (let k2 = 0; k1 + 1 + k2 < 4 && k2 < r2.length; k2++) {
            const b = r2[k2] as PlaceId;
            if (b === from || !empty(b)) break;
            seen.add(b);
          }
        }
      }
    }
    seen.delete(from);
    return [...seen].sort((x, y) => x - y);
  }
  const nb = mode === 'orthogonal-steps' ? layout.n4 : layout.n8;
  const stamp = ++AIR_STAMP;
  AIR_SEEN[from] = stamp;
  const out: PlaceId[] = [];
  let lo = 0;
  out.push(from);
  for (let k = 1; k <= 4; k++) {
    const hi = out.length;
    for (let i = lo; i < hi; i++)
      for (const q of nb[out[i] as PlaceId] as PlaceId[]) {
        if (AIR_SEEN[q] === stamp || state.board.charCodeAt(q) !== 46) continue;
        AIR_SEEN[q] = stamp;
        out.push(q);
      }
    lo = hi;
  }
  return out.slice(1);
}

/** Scratch marks for Air's search (a stamp per call, so nothing is cleared). */
const AIR_SEEN = new Int32Array(POINT_COUNT);
let AIR_STAMP = 0;

/** The corners a Fire on `from` could reach along a straight red line (the corner itself may hold a piece). */
function fireReach(state: IrohState, from: PlaceId): Set<PlaceId> {
  const o = state.options;
  const layout = layoutFor(o);
  const out = new Set<PlaceId>();
  const range = rangeOf(FIRE, o);
  const dirs = o['iroh-directions'] === 'orthogonal' ? 4 : 8;
  const wholePath = o['iroh-colour-path'] !== 'destination';
  for (let d = 0; d < dirs; d++) {
    const r = layout.rays[from]?.[d] ?? [];
    for (let k = 0; k < range && k < r.length; k++) {
      const q = r[k] as PlaceId;
      const painted = (layout.paint[q] as number) & paintOf(FIRE);
      if (painted) out.add(q);
      else if (wholePath) break;
      if (state.board[q] !== EMPTY) break;
    }
  }
  return out;
}

// ---------------------------------------------------------------------------
// Legal steps

const MOVES = new WeakMap<IrohState, readonly Step[]>();

function homeBlocked(state: IrohState, code: string): boolean {
  const layout = layoutFor(state.options);
  const h = layout.home[state.toMove];
  const here = state.board[h] as string;
  if (here === EMPTY) return false;
  if (state.options['iroh-bring-in-blocked'] !== 'capture-on-home') return true;
  return !(attacker(code) && takeable(codeOf(here)) && ownerOf(here) !== state.toMove);
}

function rockSpots(state: IrohState): PlaceId[] {
  const layout = layoutFor(state.options);
  const notHome = state.options['iroh-rock-placement'] !== 'anywhere';
  return layout.points.filter((p) => state.board[p] === EMPTY && !(notHome && (p === layout.home[0] || p === layout.home[1])));
}

function knotSpots(state: IrohState): PlaceId[] {
  const layout = layoutFor(state.options);
  const taken = new Set(state.knots.map((k) => k.sq));
  const needPiece = state.options['iroh-knotweed-placement'] === 'occupied-corner';
  return layout.squares.filter((sq) => !taken.has(sq) && (!needPiece || (layout.corners[sq - POINT_COUNT] ?? []).some((c) => state.board[c] !== EMPTY)));
}

function setupSpots(state: IrohState, code: string): PlaceId[] {
  const layout = layoutFor(state.options);
  const seat = state.toMove;
  const paint = paintOf(code);
  return layout.points.filter((p) => {
    const y = (layout.xy[p] as [number, number])[1];
    return state.board[p] === EMPTY && (seat === 0 ? y < 0 : y > 0) && ((layout.paint[p] as number) & paint) !== 0;
  });
}

/** Steps are plain immutable data: one shared object per placement and per move, made once. */
const PLACE_STEPS = new Map<string, Move>();
const MOVE_STEPS = new Map<number, Move>();
function placeStep(tile: string, to: PlaceId): Move {
  const key = `${tile}${to}`;
  let s = PLACE_STEPS.get(key);
  if (!s) {
    s = Object.freeze({ type: 'place', tile, to });
    PLACE_STEPS.set(key, s);
  }
  return s;
}
function moveStep(from: PlaceId, to: PlaceId): Move {
  const key = from * 1024 + to;
  let s = MOVE_STEPS.get(key);
  if (!s) {
    s = Object.freeze({ type: 'move', from, to });
    MOVE_STEPS.set(key, s);
  }
  return s;
}

function movesOf(state: IrohState, out: Step[]): void {
  const layout = layoutFor(state.options);
  const held = heldSet(state);
  for (const p of occupied(state)) {
    const ch = state.board[p] as string;
    if (ownerOf(ch) !== state.toMove || held.has(p)) continue;
    for (const q of destinations(state, p)) out.push(moveStep(p, q));
  }
}

function burnsOf(state: IrohState, out: Step[]): void {
  if (state.options['iroh-knotweed-release'] !== 'fire-burns' || state.knots.length === 0) return;
  const layout = layoutFor(state.options);
  for (const p of layout.points) {
    const ch = state.board[p] as string;
    if (ch === EMPTY || ownerOf(ch) !== state.toMove || codeOf(ch) !== FIRE) continue;
    const reach = fireReach(state, p);
    for (const k of state.knots) {
      if (k.spent) continue;
      if ((layout.corners[k.sq - POINT_COUNT] ?? []).some((c) => reach.has(c))) out.push({ type: 'use', at: p, ability: 'burn', args: [k.sq] });
    }
  }
}

function placementsOf(state: IrohState, out: Step[]): void {
  const res = state.reserve[state.toMove];
  if ((res[reserveIndex(ROCK)] as number) > 0) for (const p of rockSpots(state)) out.push(placeStep(ROCK, p));
  if ((res[reserveIndex(KNOTWEED)] as number) > 0) for (const sq of knotSpots(state)) out.push(placeStep(KNOTWEED, sq));
}

export function legalMoves(state: IrohState): readonly Step[] {
  const hit = MOVES.get(state);
  if (hit) return hit;
  const out: Step[] = [];
  if (outcome(state).status === 'ongoing') {
    if (inSetup(state)) {
      const left = state.setup[state.toMove];
      NATIONS.forEach((code, i) => {
        if ((left[i] as number) > 0) for (const p of setupSpots(state, code)) out.push({ type: 'place', tile: code, to: p });
      });
      if (out.length === 0) out.push({ type: 'pass' });
    } else if (state.stage === 'start') {
      movesOf(state, out);
      burnsOf(state, out);
      const layout = layoutFor(state.options);
      const res = state.reserve[state.toMove];
      NATIONS.forEach((code, i) => {
        if ((res[i] as number) > 0 && !homeBlocked(state, code)) out.push({ type: 'place', tile: code, to: layout.home[state.toMove] });
      });
      placementsOf(state, out);
      if (state.options['iroh-win-claim'] === 'proclaim') out.push({ type: 'proclaim' });
      if (out.length === 0) out.push({ type: 'pass' });
    } else if (state.stage === 'moved') {
      placementsOf(state, out);
      out.push({ type: 'end' });
    } else {
      movesOf(state, out);
      burnsOf(state, out);
      out.push({ type: 'end' });
    }
  }
  const frozen = Object.freeze(out);
  MOVES.set(state, frozen);
  return frozen;
}

// ---------------------------------------------------------------------------
// Why a step is refused (only called for steps legalMoves does not list)

function diagnose(state: IrohState, step: Step): Violation {
  const v = (code: string, message: string, rule: string): Violation => ({ code, message, rule });
  const o = state.options;
  const layout = layoutFor(o);
  const me = state.toMove;
  const setupStage = inSetup(state);
  switch (step.type) {
    case 'pass':
      return v('ERR_PASS', 'Passing is allowed only when no other step is possible; here one is.', RULE.turn);
    case 'end':
      return state.stage === 'start'
        ? v('ERR_END', 'There is nothing to end yet: a turn is one action (a move, a piece brought in, a Rock or Knotweed placed, or a proclamation).', RULE.turn)
        : v('ERR_END', 'This turn cannot end here.', RULE.turn);
    case 'proclaim':
      if (setupStage) return v('ERR_SETUP', 'The pieces are still being set up; proclaiming comes later.', RULE.setup);
      if (o['iroh-win-claim'] !== 'proclaim') return v('ERR_PROCLAIM_OPTION', 'Under the rule in force a win is decided without a proclamation.', RULE.proclaim);
      return v('ERR_PROCLAIM_STAGE', 'A proclamation takes a whole turn: it cannot follow another action.', RULE.proclaim);
    case 'use': {
      if (step.ability !== 'burn') return v('ERR_USE', `No Iroh piece has an ability called “${safeText(step.ability).slice(0, 20)}”.`, RULE.turn);
      if (o['iroh-knotweed-release'] !== 'fire-burns') return v('ERR_BURN_OPTION', 'Under the rule in force a Knotweed is removed only by reaching one of its corners.', RULE.release);
      if (setupStage) return v('ERR_SETUP', 'The pieces are still being set up.', RULE.setup);
      const ch = state.board[step.at];
      if (!layout.isPoint(step.at) || ch === undefined || ch === EMPTY || codeOf(ch) !== FIRE || ownerOf(ch) !== me) {
        return v('ERR_BURN_FIRE', `Only one of your own Fire pieces can burn a Knotweed, and ${nameOf(step.at)} holds none.`, RULE.release);
      }
      if (state.stage === 'moved') return v('ERR_STAGE', 'You have already moved this turn.', RULE.turn);
      return v('ERR_BURN_REACH', `The Fire on ${nameOf(step.at)} cannot reach a corner of that square along red paint.`, RULE.release);
    }
    case 'move': {
      if (setupStage) return v('ERR_SETUP', 'The pieces are still being set up: place one of your starting pieces.', RULE.setup);
      if (state.stage === 'moved') return v('ERR_STAGE', 'You have already moved this turn.', RULE.turn);
      if (!layout.isPoint(step.from)) return v('ERR_FROM', `${nameOf(step.from)} is not a point of the board.`, RULE.board);
      const ch = state.board[step.from] as string;
      if (ch === EMPTY) return v('ERR_FROM_EMPTY', `There is no piece on ${nameOf(step.from)}.`, RULE.turn);
      if (ownerOf(ch) !== me) return v('ERR_NOT_YOURS', `The ${tileName(codeOf(ch))} on ${nameOf(step.from)} belongs to ${seatName(ownerOf(ch))}.`, RULE.turn);
      const code = codeOf(ch);
      if (code === ROCK) return v('ERR_ROCK_MOVE', 'Rocks never move once placed.', RULE.rocks);
      if (heldSet(state).has(step.from)) return v('ERR_HELD', `The ${tileName(code)} on ${nameOf(step.from)} is held by a Knotweed and cannot move until a White Lotus or a Fire ends a move on a corner of its square.`, RULE.knotweed);
      if (!layout.isPoint(step.to)) return v('ERR_TO', `${nameOf(step.to)} is not a point of the board; pieces stand on points.`, RULE.board);
      const target = state.board[step.to] as string;
      if (target !== EMPTY) {
        if (!attacker(code)) return v('ERR_NO_ATTACK', `The ${tileName(code)} never takes a piece; it must stop on an empty point.`, code === AIR ? RULE.air : RULE.lotus);
        if (!takeable(codeOf(target))) return v('ERR_UNTAKEABLE', `The ${tileName(codeOf(target))} on ${nameOf(step.to)} cannot be taken.`, RULE.untakeable);
        if (ownerOf(target) === me && o['iroh-capture-own'] !== 'own-too') return v('ERR_OWN', `The ${tileName(codeOf(target))} on ${nameOf(step.to)} is your own; only the opponent's pieces are taken.`, RULE.capture);
      }
      if (code === AIR) return v('ERR_AIR', `The Air on ${nameOf(step.from)} cannot reach ${nameOf(step.to)} in four steps through empty points.`, RULE.air);
      const [fx, fy] = layout.xy[step.from] as [number, number];
      const [tx, ty] = layout.xy[step.to] as [number, number];
      const dx = tx - fx;
      const dy = ty - fy;
      const rule = RULE_OF_CODE[code] ?? RULE.straight;
      const diagonal = dx !== 0 && dy !== 0;
      if (diagonal && (Math.abs(dx) !== Math.abs(dy) || o['iroh-directions'] === 'orthogonal')) {
        return v('ERR_STRAIGHT', `${nameOf(step.from)} to ${nameOf(step.to)} is not a straight line${o['iroh-directions'] === 'orthogonal' ? ' along the board lines' : ''}.`, RULE.straight);
      }
      const dist = Math.max(Math.abs(dx), Math.abs(dy));
      const range = rangeOf(code, o);
      if (dist > range) return v('ERR_RANGE', `The ${tileName(code)} moves at most ${range} points; ${nameOf(step.to)} is ${dist} away.`, rule);
      const paint = paintOf(code);
      if (code !== LOTUS && !((layout.paint[step.to] as number) & paint)) {
        return v('ERR_PAINT', `The ${tileName(code)} moves only on ${paintWords(paint)}; ${nameOf(step.to)} has ${paintWords(layout.paint[step.to] as number)}.`, RULE.paintBound);
      }
      const sx = Math.sign(dx);
      const sy = Math.sign(dy);
      for (let k = 1; k < dist; k++) {
        const q = pointId(fx + sx * k, fy + sy * k) as PlaceId;
        if (state.board[q] !== EMPTY && !(code === LOTUS && o['iroh-lotus-jump'] !== 'no-jump')) {
          return v('ERR_BLOCKED', `A piece on ${nameOf(q)} stands in the way; only the White Lotus jumps.`, RULE.noPassing);
        }
        if (code !== LOTUS && o['iroh-colour-path'] !== 'destination' && !((layout.paint[q] as number) & paint)) {
          return v('ERR_PAINT_PATH', `The ${tileName(code)} would cross ${nameOf(q)}, which has ${paintWords(layout.paint[q] as number)}; it moves only on ${paintWords(paint)}.`, RULE.paintBound);
        }
      }
      return v('ERR_MOVE', `The ${tileName(code)} on ${nameOf(step.from)} cannot go to ${nameOf(step.to)}.`, rule);
    }
    case 'place': {
      const code = safeText(step.tile);
      if (!TILES.some((t) => t.code === code)) return v('ERR_TILE', `“${code.slice(0, 8)}” is not an Iroh tile.`, RULE.tiles);
      if (setupStage) {
        const i = NATIONS.indexOf(code);
        if (i < 0 || ((state.setup[me][i] ?? 0) as number) <= 0) return v('ERR_SETUP_TILE', `${seatName(me)} has no ${tileName(code)} left to set up.`, RULE.setup);
        if (!layout.isPoint(step.to)) return v('ERR_SETUP_PLACE', `${nameOf(step.to)} is not a point of the board.`, RULE.board);
        if (state.board[step.to] !== EMPTY) return v('ERR_OCCUPIED', `${nameOf(step.to)} is taken.`, RULE.setup);
        const y = (layout.xy[step.to] as [number, number])[1];
        if (me === 0 ? y >= 0 : y <= 0) return v('ERR_SETUP_HALF', `Starting pieces go in your own half of the board; ${nameOf(step.to)} is not in it.`, RULE.setup);
        return v('ERR_PAINT', `The ${tileName(code)} may stand only on ${paintWords(paintOf(code))}.`, RULE.paintBound);
      }
      if (code === LOTUS) return v('ERR_LOTUS', 'The White Lotus starts on the board and never leaves it.', RULE.lotus);
      const i = reserveIndex(code);
      if ((state.reserve[me][i] as number) <= 0) return v('ERR_RESERVE', `${seatName(me)} has no ${tileName(code)} left off the board.`, code === ROCK ? RULE.rocks : code === KNOTWEED ? RULE.knotweed : RULE.bringIn);
      if (NATIONS.includes(code)) {
        if (state.stage !== 'start') return v('ERR_STAGE', 'Bringing in a piece takes a whole turn.', RULE.bringIn);
        if (step.to !== layout.home[me]) return v('ERR_BRING_IN_HOME', `New pieces come in only on your home point, ${placeName(layout.home[me])}.`, RULE.bringIn);
        return v('ERR_HOME_OCCUPIED', `Your home point ${placeName(layout.home[me])} is occupied, so nothing can be brought in.`, RULE.bringIn);
      }
      if (state.stage === 'placed') return v('ERR_STAGE', 'You have already placed a Rock or Knotweed this turn.', RULE.turn);
      if (code === ROCK) {
        if (!layout.isPoint(step.to)) return v('ERR_ROCK_POINT', `A Rock goes on a point, and ${nameOf(step.to)} is not a point of the board.`, RULE.rocks);
        if (state.board[step.to] !== EMPTY) return v('ERR_OCCUPIED', `${nameOf(step.to)} is occupied.`, RULE.rocks);
        return v('ERR_ROCK_HOME', 'A Rock may not go on a home point.', RULE.rocks);
      }
      if (!layout.isSquare(step.to)) return v('ERR_KNOT_SQUARE', `A Knotweed goes on a square (like 9i:10j), and ${nameOf(step.to)} is not a square of the board.`, RULE.knotweed);
      if (state.knots.some((k) => k.sq === step.to)) return v('ERR_KNOT_TAKEN', `${nameOf(step.to)} already has a Knotweed.`, RULE.knotweed);
      return v('ERR_KNOT_EMPTY', 'Under the rule in force a Knotweed goes only on a square with a piece on one of its corners.', RULE.knotweed);
    }
    default:
      return v('ERR_STEP', `Iroh has no “${safeText((step as { type?: unknown }).type).slice(0, 12)}” step: a turn is a move, a piece brought in, a Rock or Knotweed placed, or a proclamation.`, RULE.turn);
  }
}

// ---------------------------------------------------------------------------
// Applying a step

interface Draft {
  board: string;
  knots: Knot[];
  reserve: [Counts, Counts];
  setup: [Counts, Counts];
  progress: boolean;
}

/** A piece on `p` was taken: it leaves every Knotweed's hold list. */
function dropHold(knots: Knot[], p: PlaceId): Knot[] {
  return knots.map((k) => (k.held.includes(p) ? { ...k, held: k.held.filter((x) => x !== p) } : k));
}

/** A White Lotus or Fire ended its move on `p`: Knotweeds with that corner let go. */
function release(state: IrohState, d: Draft, p: PlaceId): void {
  const hit = knotsAt({ ...state, knots: d.knots } as IrohState, p);
  if (hit.length === 0) return;
  const stays = state.options['iroh-knotweed-release'] === 'freed-stays';
  const gone = new Set(hit.map((k) => k.sq));
  d.knots = stays ? d.knots.map((k) => (gone.has(k.sq) ? { ...k, held: [], spent: true } : k)) : d.knots.filter((k) => !gone.has(k.sq));
  d.progress = true;
}

/** Ends the turn of `state.toMove` with the draft's board: hands over, updates the answer-turn flags and any automatic win. */
function handOver(state: IrohState, d: Draft): IrohState {
  const mover = state.toMove;
  const setupNow = d.setup[0].some((n) => n > 0) || d.setup[1].some((n) => n > 0);
  let toMove: Seat = other(mover);
  if (setupNow && !d.setup[toMove].some((n) => n > 0)) toMove = mover;
  const wasSetup = inSetup(state);
  if (wasSetup && !setupNow) toMove = state.guest;
  let next: IrohState = freeze({
    ...state,
    board: d.board,
    knots: d.knots.slice().sort((a, b) => a.sq - b.sq),
    reserve: d.reserve,
    setup: d.setup,
    toMove,
    stage: 'start',
    turn: state.turn + 1,
    quiet: d.progress || wasSetup ? 0 : state.quiet + 1,
    armed: [state.armed[0], state.armed[1]],
  });
  if (setupNow || wasSetup) return next;
  const a = analysis(next);
  const armed: [boolean, boolean] = [state.armed[0], state.armed[1]];
  armed[mover] = a.complete[mover];
  let winner: Seat | undefined;
  const claim = state.options['iroh-win-claim'];
  const voided = (s: Seat) => state.options['iroh-simultaneous-win'] === 'both-void' && a.complete[other(s)];
  if (claim === 'automatic' && state.armed[other(mover)] && a.complete[other(mover)] && !voided(other(mover))) winner = other(mover);
  else if (claim === 'instant' && a.complete[mover] && !voided(mover)) winner = mover;
  next = freeze({ ...next, armed, ...(winner !== undefined ? { winner } : {}) });
  return next;
}

function continueTurn(state: IrohState, d: Draft, stage: 'moved' | 'placed'): IrohState {
  return freeze({ ...state, board: d.board, knots: d.knots.slice().sort((a, b) => a.sq - b.sq), reserve: d.reserve, setup: d.setup, stage, quiet: d.progress ? 0 : state.quiet });
}

/** Step equality on the fields Iroh uses (a cheap stand-in for the contract's `sameStep`). */
function quickSame(a: Move, b: Move): boolean {
  if (a.type !== b.type) return false;
  switch (a.type) {
    case 'place':
      return a.to === (b as typeof a).to && a.tile === (b as typeof a).tile;
    case 'move': {
      const m = b as typeof a;
      return a.from === m.from && a.to === m.to && m.path === undefined && m.promote === undefined;
    }
    case 'use':
      return sameStep(a, b);
    case 'discard':
    case 'resign':
      return false;
    default:
      return true;
  }
}

export function applyMove(state: IrohState, step: Step): Result<IrohState, Violation> {
  const oc = outcome(state);
  if (oc.status !== 'ongoing') return violation('ERR_GAME_OVER', `The game is over: ${oc.reason}`, RULE.over);
  if (!step || typeof step !== 'object') return violation('ERR_STEP', 'That is not a step.', RULE.turn);
  const legal = legalMoves(state);
  if (!legal.some((m) => quickSame(m, step))) return err(diagnose(state, step));
  const o = state.options;
  const layout = layoutFor(o);
  const me = state.toMove;
  const d: Draft = {
    board: state.board,
    knots: state.knots.slice(),
    reserve: [state.reserve[0], state.reserve[1]],
    setup: [state.setup[0], state.setup[1]],
    progress: false,
  };
  const withOneTurn = o['iroh-placement-turn'] === 'with-a-move';
  const finish = (stage: 'moved' | 'placed'): IrohState => {
    const done = state.stage !== 'start' || !withOneTurn;
    if (done) return handOver(state, d);
    return continueTurn(state, d, stage);
  };
  switch (step.type) {
    case 'pass':
    case 'end':
      return ok(handOver(state, d));
    case 'proclaim': {
      if (proclaimValid(state, me).ok) return ok(freeze({ ...state, winner: me, turn: state.turn + 1 }));
      return ok(handOver(state, d));
    }
    case 'use': {
      const sq = step.args[0] as PlaceId;
      d.knots = d.knots.filter((k) => k.sq !== sq);
      d.progress = true;
      return ok(finish('moved'));
    }
    case 'move': {
      const ch = d.board[step.from] as string;
      const target = d.board[step.to] as string;
      if (target !== EMPTY) {
        d.progress = true;
        d.knots = dropHold(d.knots, step.to);
      }
      d.board = setChar(setChar(d.board, step.from, EMPTY), step.to, ch);
      const code = codeOf(ch);
      if (code === LOTUS || code === FIRE) release(state, d, step.to);
      return ok(finish('moved'));
    }
    case 'place': {
      const code = step.tile;
      if (inSetup(state)) {
        const i = NATIONS.indexOf(code);
        const left = [...d.setup[me]] as [number, number, number, number, number, number];
        left[i]! -= 1;
        d.setup[me] = left;
        d.board = setChar(d.board, step.to, pieceChar(code, me));
        return ok(handOver(state, d));
      }
      d.reserve[me] = withCount(d.reserve[me], code, -1);
      d.progress = true;
      if (NATIONS.includes(code)) {
        if (d.board[step.to] !== EMPTY) d.knots = dropHold(d.knots, step.to);
        d.board = setChar(d.board, step.to, pieceChar(code, me));
        return ok(handOver(state, d));
      }
      if (code === ROCK) {
        d.board = setChar(d.board, step.to, pieceChar(ROCK, me));
        return ok(finish('placed'));
      }
      // Knotweed
      const corners = layout.corners[step.to - POINT_COUNT] ?? [];
      const onFire = corners.some((c) => d.board[c] !== EMPTY && codeOf(d.board[c] as string) === FIRE);
      if (onFire && o['iroh-fire-knotweed'] !== 'fire-immune') return ok(handOver(state, d));
      d.knots = [...d.knots, { sq: step.to, o: me, held: holdsOnPlacing(state, step.to, me), spent: false }];
      return ok(finish('placed'));
    }
    default:
      return err(diagnose(state, step));
  }
}

// ---------------------------------------------------------------------------
// Outcome

const OUTCOME = new WeakMap<IrohState, Outcome>();

export function outcome(state: IrohState): Outcome {
  const hit = OUTCOME.get(state);
  if (hit) return hit;
  let oc: Outcome = { status: 'ongoing' };
  if (state.winner !== undefined) {
    const w = state.winner;
    const claim = state.options['iroh-win-claim'];
    oc =
      claim === 'instant'
        ? { status: 'win', winner: w, reason: `${seatName(w)} has a harmony across each of the four midlines.`, rule: RULE.fourMidlines }
        : claim === 'automatic'
          ? { status: 'win', winner: w, reason: `${seatName(w)}'s harmonies across all four midlines survived ${seatName(other(w))}'s answering turn.`, rule: RULE.answer }
          : { status: 'win', winner: w, reason: `${seatName(w)} proclaimed a harmony across each of the four midlines, and they had stood through ${seatName(other(w))}'s answering turn.`, rule: RULE.proclaim };
  } else if (state.options['iroh-draw'] !== 'none' && state.quiet >= QUIET_LIMIT) {
    oc = { status: 'draw', reason: `${QUIET_LIMIT} turns passed without a capture, a piece brought in, a Rock or Knotweed placed, or a Knotweed removed: the game is drawn.`, rule: RULE.quiet };
  }
  OUTCOME.set(state, oc);
  return oc;
}

export { RECONSTRUCTED, fixedStart } from './start.ts';

// ---------------------------------------------------------------------------
// Harmonies, view, description, the engine object

const MIDLINE_WORDS: Record<string, readonly string[]> = {
  'half-axes': ['midline 1 (north)', 'midline 2 (east)', 'midline 3 (south)', 'midline 4 (west)'],
  'axes-and-diagonals': ['midline 1 (north–south)', 'midline 2 (east–west)', 'midline 3 (south-west to north-east)', 'midline 4 (north-west to south-east)'],
  'half-diagonals': ['midline 1 (north-east)', 'midline 2 (south-east)', 'midline 3 (south-west)', 'midline 4 (north-west)'],
};
export const midlineWord = (state: IrohState, m: number): string => (MIDLINE_WORDS[layoutFor(state.options).midlines] ?? [])[m] ?? `midline ${m + 1}`;

/** A piece in words; the owner is named only when it is not `seat` (whose harmony the words describe). */
const pieceWords = (state: IrohState, p: PlaceId, seat: Seat): string => {
  const ch = state.board[p] as string;
  const owner = ownerOf(ch);
  return `${owner === seat ? '' : `${seatName(owner)}'s `}${tileName(codeOf(ch))} on ${placeName(p)}`;
};

export function harmonies(state: IrohState): readonly Harmony[] {
  const out: Harmony[] = [];
  const best = bestSets(state);
  for (const seat of [0, 1] as const) {
    const uses = new Map<PlaceId, number>();
    for (const { edge } of best[seat].edges) for (const p of [edge.a, edge.b]) uses.set(p, (uses.get(p) ?? 0) + 1);
    for (const { edge, midline } of best[seat].edges) {
      const codes = [edge.a, edge.b].map((p) => codeOf(state.board[p] as string));
      const rock = codes.includes(ROCK) || edge.overRock;
      const waterTwice = [edge.a, edge.b].some((p) => codeOf(state.board[p] as string) === WATER && (uses.get(p) ?? 0) > 1);
      const rule = rock ? RULE.earthRocks : waterTwice ? RULE.waterTwo : RULE.harmony;
      const over = edge.overRock ? ', over a Rock' : '';
      out.push({
        places: [edge.a, edge.b],
        kind: `midline-${midline + 1}`,
        rule,
        owner: seat,
        region: `midline-${midline + 1}`,
        reason: `${seatName(seat)}'s harmony: ${pieceWords(state, edge.a, seat)} and ${pieceWords(state, edge.b, seat)} across ${midlineWord(state, midline)}${over}, nothing between.`,
      });
    }
  }
  return out;
}

/** The midlines a seat's best harmonies cross, in words. */
function coverWords(state: IrohState, seat: Seat): string {
  const c = bestSets(state)[seat].covered;
  const n = [0, 1, 2, 3].filter((m) => c & (1 << m)).length;
  return `${n} of 4 midlines`;
}

function stageLabel(state: IrohState): string {
  if (outcome(state).status !== 'ongoing') return 'Game over';
  if (inSetup(state)) return 'Setting up';
  return state.stage === 'start' ? 'Play' : 'Play (turn in progress)';
}

/**
 * What the seat to act must do now, in words: named ("North: move a piece…") for the text description; without the
 * name for the view, whose board says who acts before it ("North to act: Move a piece…").
 */
export function prompt(state: IrohState, named = true): string {
  const oc = outcome(state);
  if (oc.status !== 'ongoing') return oc.reason;
  const claim = state.options['iroh-win-claim'] === 'proclaim' && proclaimValid(state, state.toMove).ok ? ' Your harmonies have stood through the answer turn: you may proclaim.' : '';
  const todo = inSetup(state)
    ? 'place a starting piece in your half of the board.'
    : state.stage === 'moved'
      ? 'place a Rock or Knotweed, or end your turn.'
      : state.stage === 'placed'
        ? 'move a piece, or end your turn.'
        : `move a piece, bring one in, place a Rock or Knotweed${state.options['iroh-win-claim'] === 'proclaim' ? ', or proclaim' : ''}.${claim}`;
  return named ? `${seatName(state.toMove)}: ${todo}` : `${todo.charAt(0).toUpperCase()}${todo.slice(1)}`;
}

function statusLine(state: IrohState): string {
  const oc = outcome(state);
  if (oc.status !== 'ongoing') return oc.reason;
  if (inSetup(state)) return `Setting up · ${seatName(state.toMove)} to place`;
  const threat = ([0, 1] as const).filter((s) => analysis(state).complete[s]).map((s) => `${seatName(s)} has harmonies across all four midlines`);
  return [`South ${coverWords(state, 0)}`, `North ${coverWords(state, 1)}`, ...threat, `${seatName(state.toMove)} to play`].join(' · ');
}

export function view(state: IrohState): BoardView {
  const layout = layoutFor(state.options);
  const held = heldSet(state);
  const pieces: { place: PlaceId; tile: string; owner: Seat }[] = [];
  for (const p of layout.points) {
    const ch = state.board[p] as string;
    if (ch !== EMPTY) pieces.push({ place: p, tile: codeOf(ch), owner: ownerOf(ch) });
  }
  for (const k of state.knots) pieces.push({ place: k.sq, tile: KNOTWEED, owner: k.o });
  const setupNow = inSetup(state);
  const handOf = (seat: Seat): string[] => {
    const counts = setupNow ? state.setup[seat] : state.reserve[seat];
    return RESERVE_CODES.flatMap((c, i) => Array.from({ length: counts[i] as number }, () => c));
  };
  const mids = midlinePlaces(state);
  return {
    variant: 'iroh' as const,
    points: layout.points,
    squares: layout.squares,
    pieces,
    hands: ([0, 1] as const).map((seat) => {
      const tiles = handOf(seat);
      return { player: seat, tiles, hidden: false, size: tiles.length };
    }),
    toMove: state.toMove,
    stage: stageLabel(state),
    areas: [
      ...mids.map((places, m) => ({ id: `midline-${m + 1}`, label: midlineWord(state, m).replace(/^m/, 'M'), places })),
      ...(held.size > 0 ? [{ id: 'held', label: 'Held by Knotweed', places: [...held].sort((a, b) => a - b) }] : []),
      { id: 'home', label: 'Home points', places: [layout.home[0], layout.home[1]] },
    ],
    areaBorders: midlineSegmentsOf(state),
    status: statusLine(state),
    seats: 2,
    playerNames: SEAT_NAMES,
    prompt: prompt(state, false),
    turn: state.turn,
  };
}

function midlineSegmentsOf(state: IrohState): [number, number, number, number][] {
  return midlineSegments(layoutFor(state.options).midlines).map((m) => [...m.seg] as [number, number, number, number]);
}

const MIDLINE_PLACES = new WeakMap<object, PlaceId[][]>();
/** The points lying on each midline (kept per layout). */
function midlinePlaces(state: IrohState): PlaceId[][] {
  const layout = layoutFor(state.options);
  let hit = MIDLINE_PLACES.get(layout);
  if (!hit) {
    hit = midlinePlacesOf(layout).map((x) => Object.freeze(x) as PlaceId[]);
    MIDLINE_PLACES.set(layout, hit);
  }
  return hit;
}

function midlinePlacesOf(layout: ReturnType<typeof layoutFor>): PlaceId[][] {
  const model = layout.midlines;
  const on: ((x: number, y: number) => boolean)[] =
    model === 'half-axes'
      ? [(x, y) => x === 0 && y > 0, (x, y) => y === 0 && x > 0, (x, y) => x === 0 && y < 0, (x, y) => y === 0 && x < 0]
      : model === 'axes-and-diagonals'
        ? [(x) => x === 0, (_x, y) => y === 0, (x, y) => x === y, (x, y) => x === -y]
        : [(x, y) => x === y && x > 0, (x, y) => x === -y && x > 0, (x, y) => x === y && x < 0, (x, y) => x === -y && x < 0];
  return on.map((f) => layout.points.filter((p) => f(...(layout.xy[p] as [number, number]))));
}

export function describe(state: IrohState): string {
  const layout = layoutFor(state.options);
  const lines: string[] = ['Iroh Pai Sho.'];
  const oc = outcome(state);
  const held = heldSet(state);
  for (const seat of [0, 1] as const) {
    const mine = layout.points.filter((p) => state.board[p] !== EMPTY && ownerOf(state.board[p] as string) === seat);
    const items = mine.map((p) => `${tileName(codeOf(state.board[p] as string))} on ${placeName(p)}${held.has(p) ? ' (held by Knotweed)' : ''}`);
    lines.push(`${seatName(seat)}${state.guest === seat ? ' (the guest)' : ''}: ${items.length ? items.join(', ') : 'no pieces on the board'}.`);
  }
  for (const k of state.knots) {
    lines.push(`${seatName(k.o)}'s Knotweed on ${placeName(k.sq)}${k.spent ? ', spent' : ''}${k.held.length ? `, holding ${k.held.map(placeName).join(' and ')}` : ''}.`);
  }
  const hs = harmonies(state);
  if (hs.length === 0) lines.push('No harmonies.');
  else for (const h of hs) lines.push(`Harmony. ${h.reason}`);
  for (const seat of [0, 1] as const) {
    const counts = inSetup(state) ? state.setup[seat] : state.reserve[seat];
    const list = RESERVE_CODES.map((c, i) => ((counts[i] as number) > 0 ? `${counts[i]} ${tileName(c)}` : '')).filter(Boolean);
    lines.push(`${seatName(seat)} ${inSetup(state) ? 'has still to set up' : 'keeps off the board'}: ${list.length ? list.join(', ') : 'nothing'}.`);
  }
  lines.push(oc.status === 'ongoing' ? prompt(state) : oc.reason);
  return lines.join('\n');
}

export const engine: VariantEngine<IrohState> = Object.freeze({
  spec,
  resolveOptions: (values?: OptionValues) => optionsOf(values),
  create,
  fromSetup,
  checkPosition,
  toSetup,
  legalMoves: legalMoves as (s: IrohState) => readonly Move[],
  applyMove,
  harmonies,
  outcome,
  parseMove: parseStep,
  formatMove: formatStep,
  formatPosition,
  parsePosition,
  options: (state: IrohState) => state.options,
  view,
  describe,
  stepNote: (before: IrohState, step: Move) => {
    if (!step || typeof step !== 'object' || step.type !== 'proclaim') return undefined;
    const v = proclaimValid(before, before.toMove);
    return v.ok ? undefined : { text: `The proclamation was not correct, so it only ended the turn: ${v.why}`, rule: RULE.proclaim };
  },
  describeArg: (state: IrohState, step: Move, index: number): string => {
    if (!step || typeof step !== 'object') return '';
    if (step.type === 'use' && index === 1) return 'burn the Knotweed';
    if (step.type === 'proclaim') return 'proclaim victory';
    if (step.type === 'end') return 'end the turn';
    return step.type === 'use' ? (Array.isArray(step.args) && typeof index === 'number' ? safeText(step.args[index - 2]) : '') : safeText(step.type);
  },
});
