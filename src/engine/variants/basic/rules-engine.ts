/**
 * @packageDocumentation
 * The legal steps of Basic Pai Sho and their effects: the spring-flower setup, moving,
 * placing at the ports, the Wheel, Boat and Knotweed, capture into the Pot, the running
 * score and the four endings with the final count. Pure; every refusal names a rule id.
 */
import { err, ok, type Result } from '../../core/result.ts';
import type { Move, Outcome, SeatScore, Violation } from '../../core/types.ts';
import { placeName, POINT_COUNT, type PlaceId } from '../../geometry/index.ts';
import { disharmonious, FLOWER_CODES, isFlowerCode, tileName, TILE_CODES } from '../booklet/tiles.ts';
import { analyse, boardInfo, crossesFourMidlines, enclosesCentre, potLosses, standing } from './analysis.ts';
import {
  at,
  colourIndex,
  colourWords,
  DIR_NAMES,
  DIRS8,
  dirIndex,
  layoutFor,
  other,
  seatName,
  TILE_INDEX,
  XS,
  YS,
  type BasicPiece,
  type BasicState,
  type Layout,
  type Seat,
} from './state.ts';

type Two = Seat;
/** Refusals are explained (with a message) only when `diagnose` asks; legal-step generation needs only yes or no. */
let EXPLAIN = false;
const NO: Violation = Object.freeze({ code: 'ERR_STEP', message: 'That step is not possible here.', rule: 'turn-actions' });
const v = (code: string, message: () => string, rule: string): Violation => (EXPLAIN ? { code, message: message(), rule } : NO);
const name = (p: PlaceId): string => (Number.isInteger(p) && p >= 0 && p < POINT_COUNT ? placeName(p) : String(p).slice(0, 12));
const isPointId = (p: unknown): p is PlaceId => typeof p === 'number' && Number.isInteger(p) && p >= 0 && p < POINT_COUNT;

const MOVE_RANGE: Readonly<Record<string, number>> = { J: 3, R: 3, Jd: 5, Rh: 5, D: 6, Lo: 2 };
const NON_FLOWERS = new Set(['K', 'W', 'Rk', 'B']);
const SPECIALS = new Set(['D', 'Lo']);
/** The rule that says how a tile moves. */
const moveRule = (tile: string): string =>
  tile === 'L' || tile === 'C' ? 'l-moves' : tile === 'D' ? 'white-dragon' : tile === 'Lo' ? 'white-lotus' : tile === 'W' ? 'wheel' : tile === 'B' ? 'boat' : 'straight-moves';

const handHas = (state: BasicState, seat: Seat, tile: string): boolean => (state.hands[seat]![TILE_INDEX.get(tile) ?? -1] ?? 0) > 0;

// ---------------------------------------------------------------------------------------------
// Spring flowers

/** Why a spring flower may not go on this point for this player (undefined when it may). */
function springPointProblem(state: BasicState, L: Layout, seat: Seat, tile: string, to: PlaceId): Violation | undefined {
  if (!isPointId(to) || !L.on[to]) return v('ERR_PLACE_BOARD', () => `${name(to)} is not a point of the board.`, 'board');
  if (L.noLand[to] || L.starting[to]) return v('ERR_SPRING_PORT', () => `Spring flowers may not stand on a port, and ${name(to)} is one.`, 'spring-placement');
  if (!L.side[seat]![to]) return v('ERR_SPRING_SIDE', () => `${seatName(seat)} places spring flowers only on their own side of the board; ${name(to)} is not on it.`, 'spring-placement');
  const c = colourIndex(tile);
  if (c >= 0 && !L.flowerOk[c as 0 | 1][to]) {
    return v('ERR_SPRING_COLOUR', () => `A ${c === 0 ? 'red' : 'white'} flower may not stand on ${name(to)}, a ${colourWords(L.colour[to]!)} point.`, 'spring-placement');
  }
  if (boardInfo(state).occ[to]! >= 0) return v('ERR_SPRING_OCCUPIED', () => `${name(to)} already holds a tile.`, 'spring-placement');
  return undefined;
}

/** Under free placement: can both players still end with the same six flowers after this one? */
function springMatchOk(state: BasicState, seat: Seat, tile: string): boolean {
  const own: Record<string, number> = {};
  const opp: Record<string, number> = {};
  for (const p of state.pieces) (p.owner === seat ? own : opp)[p.tile] = ((p.owner === seat ? own : opp)[p.tile] ?? 0) + 1;
  own[tile] = (own[tile] ?? 0) + 1;
  let need = 0;
  for (const f of FLOWER_CODES) need += Math.max(own[f] ?? 0, opp[f] ?? 0);
  return need <= 6;
}

function springProblem(state: BasicState, step: Move): Violation | undefined {
  const sp = state.spring!;
  const L = layoutFor(state.options);
  const mirrored = state.options['basic-spring-flowers'] !== 'free-matching';
  if (step.type === 'pass') {
    if (state.options['basic-first-player'] === 'choice' && sp.firstMover === undefined && sp.count === 0 && !sp.pending) return undefined;
    return v('ERR_SPRING_PASS', () => 'During the spring-flower setup every turn places a flower; only the coin-toss winner may pass the first placement, to move first instead.', 'coin-toss');
  }
  if (step.type !== 'place') return v('ERR_SPRING_STEP', () => 'The game starts with the spring flowers: each turn places one of them.', 'spring-flowers');
  if (sp.pending) {
    if (step.tile !== sp.pending.tile || step.to !== sp.pending.place) {
      return v(
        'ERR_SPRING_MIRROR',
        () => `${seatName(state.toMove)} must copy the flower just chosen: a ${tileName(sp.pending!.tile)} on ${name(sp.pending!.place)}, the mirrored point.`,
        'spring-flowers',
      );
    }
    return undefined;
  }
  if (!isFlowerCode(step.tile)) return v('ERR_SPRING_TILE', () => `Spring flowers are ordinary flowers; the ${tileName(step.tile)} is not one.`, 'spring-flowers');
  const pb = springPointProblem(state, L, state.toMove, step.tile, step.to);
  if (pb) return pb;
  if (mirrored) {
    const m = L.mirror[step.to]!;
    const opp = other(state.toMove);
    if (m < 0) return v('ERR_SPRING_MIRROR', () => `The mirrored point of ${name(step.to)} is off the board.`, 'spring-flowers');
    const mp = springPointProblem(state, L, opp, step.tile, m);
    if (mp) return v('ERR_SPRING_MIRROR', () => `${seatName(opp)} could not copy it: on the mirrored point ${name(m)}, ${mp.message.charAt(0).toLowerCase()}${mp.message.slice(1)}`, 'spring-flowers');
  } else if (!springMatchOk(state, state.toMove, step.tile)) {
    return v('ERR_SPRING_MATCH', () => `Both players must end with the same six spring flowers, and another ${tileName(step.tile)} would make that impossible.`, 'spring-flowers');
  }
  return undefined;
}

function springSteps(state: BasicState): Move[] {
  const sp = state.spring!;
  if (sp.pending) return [{ type: 'place', tile: sp.pending.tile, to: sp.pending.place }];
  const L = layoutFor(state.options);
  const out: Move[] = [];
  for (const tile of FLOWER_CODES) {
    for (const p of L.points) {
      const step: Move = { type: 'place', tile, to: p };
      if (!springProblem(state, step)) out.push(step);
    }
  }
  if (!springProblem(state, { type: 'pass' })) out.push({ type: 'pass' });
  return out;
}

// ---------------------------------------------------------------------------------------------
// Placing

/** Why `tile` may not be placed on `to` now (undefined when it may). */
export function placeProblem(state: BasicState, tile: string, to: PlaceId): Violation | undefined {
  const seat = state.toMove;
  const L = layoutFor(state.options);
  if (!TILE_INDEX.has(tile)) return v('ERR_TILE', () => `“${String(tile).slice(0, 12)}” is not a Basic tile; the tiles are ${TILE_CODES.join(', ')}.`, 'tiles');
  if (!handHas(state, seat, tile)) return v('ERR_RESERVE', () => `${seatName(seat)} has no ${tileName(tile)} left in reserve.`, 'reserve');
  if (!isPointId(to) || !L.on[to]) return v('ERR_PLACE_BOARD', () => `${name(to)} is not a point of the board.`, 'board');
  const occupied = boardInfo(state).occ[to]! >= 0;
  if (isFlowerCode(tile)) {
    const entries = L.entries[seat][tile] ?? [];
    if (!entries.includes(to)) {
      return v('ERR_ENTRY', () => `A ${tileName(tile)} enters the board only at ${entries.map(name).join(' or ')}.`, 'entry-ports');
    }
    if (occupied) return v('ERR_ENTRY_OCCUPIED', () => `${name(to)} is occupied, so no flower may enter there now, even one that could capture the tile on it.`, 'port-occupied');
    return undefined;
  }
  if (NON_FLOWERS.has(tile)) {
    const early = state.options['basic-nonflower-timing'] !== 'after-setup' && state.turnsTaken[seat] < 1;
    if (early) return v('ERR_NONFLOWER_EARLY', () => `Non-flower tiles may be placed only from a player's second turn on.`, 'nonflower-placement');
  } else if (state.turnsTaken[seat] < 3) {
    return v('ERR_SPECIAL_EARLY', () => `Special flowers may be placed only after each player's first three turns.`, 'special-placement');
  }
  if (L.noLand[to] || L.starting[to]) return v('ERR_PLACE_PORT', () => `${name(to)} is a port; only flowers enter there.`, 'ports');
  if (occupied) return v('ERR_PLACE_OCCUPIED', () => `${name(to)} already holds a tile.`, NON_FLOWERS.has(tile) ? 'nonflower-placement' : 'special-placement');
  const c = L.colour[to]!;
  switch (tile) {
    case 'K':
      if (L.nearPort[to]) return v('ERR_KNOTWEED_PORT', () => `Knotweed may not be placed within one point of a port, and ${name(to)} is.`, 'knotweed');
      return undefined;
    case 'W':
      if (!(c & 4)) return v('ERR_WHEEL_YELLOW', () => `A Wheel is placed on a yellow point; ${name(to)} is ${colourWords(c)}.`, 'wheel');
      return undefined;
    case 'B':
      if (!(c & 3)) return v('ERR_BOAT_COLOUR', () => `A Boat is placed on a red or white point; ${name(to)} is ${colourWords(c)}.`, 'boat');
      return undefined;
    case 'Rk':
      return undefined;
    case 'D':
      if (state.options['basic-dragon-placement'] !== 'anywhere' && !L.side[other(seat)]![to]) {
        return v('ERR_DRAGON_HALF', () => `The White Dragon is placed on the opponent's half of the board; ${name(to)} is not on it.`, 'white-dragon');
      }
      return undefined;
    case 'Lo':
      if (!L.side[seat]![to]) return v('ERR_LOTUS_SIDE', () => `The White Lotus starts on your own side of the board; ${name(to)} is not on it.`, 'white-lotus');
      return undefined;
  }
  return undefined;
}

function placeSteps(state: BasicState): Move[] {
  const seat = state.toMove;
  const L = layoutFor(state.options);
  const { occ } = boardInfo(state);
  const hand = state.hands[seat];
  const out: Move[] = [];
  const nonFlowersOk = state.options['basic-nonflower-timing'] === 'after-setup' || state.turnsTaken[seat] >= 1;
  const specialsOk = state.turnsTaken[seat] >= 3;
  for (let k = 0; k < TILE_CODES.length; k++) {
    if (!hand[k]) continue;
    const tile = TILE_CODES[k] as string;
    if (isFlowerCode(tile)) {
      for (const p of L.entries[seat][tile] ?? []) if (occ[p]! < 0) out.push({ type: 'place', tile, to: p });
      continue;
    }
    if (NON_FLOWERS.has(tile) ? !nonFlowersOk : !specialsOk) continue;
    for (const p of L.placeable[seat][tile] ?? []) if (occ[p]! < 0) out.push({ type: 'place', tile, to: p });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Moving and capturing

/** What landing on a point does: nothing (empty), a capture, or a capture that also removes the mover. */
type Landing = { kind: 'empty' } | { kind: 'capture'; victim: number; kamikaze: boolean };
const EMPTY: Landing = Object.freeze({ kind: 'empty' });

/** Why a tile may not end a move on `to` (undefined with the landing's effect when it may). */
function landingProblem(state: BasicState, L: Layout, mover: number, to: PlaceId): Violation | Landing {
  const m = state.pieces[mover]!;
  if (L.noLand[to]) return v('ERR_PORT', () => `No tile may move onto a port, and ${name(to)} is one.`, 'no-port-landing');
  const c = colourIndex(m.tile);
  if (c >= 0 && !L.flowerOk[c as 0 | 1][to]) {
    return v('ERR_COLOUR', () => `A ${c === 0 ? 'red' : 'white'} flower may not end its move on ${name(to)}, a ${colourWords(L.colour[to]!)} point.`, 'colour-bound');
  }
  const { occ, drained } = boardInfo(state);
  const j = occ[to]!;
  if (j < 0) return EMPTY;
  const t = state.pieces[j]!;
  if (t.owner === m.owner) return v('ERR_OWN', () => `${name(to)} holds one of your own tiles.`, 'capture');
  const composed = state.options['basic-capture-rule'] !== 'disharmony-only';
  if (composed) {
    if (NON_FLOWERS.has(t.tile)) return { kind: 'capture', victim: j, kamikaze: true };
    if (drained[j]) return { kind: 'capture', victim: j, kamikaze: false };
    if (SPECIALS.has(t.tile) || SPECIALS.has(m.tile)) return { kind: 'capture', victim: j, kamikaze: false };
  }
  if (isFlowerCode(m.tile) && isFlowerCode(t.tile) && disharmonious(m.tile, t.tile)) return { kind: 'capture', victim: j, kamikaze: false };
  if (isFlowerCode(m.tile) && isFlowerCode(t.tile)) {
    return v('ERR_CAPTURE', () => `A ${tileName(m.tile)} may capture only a tile it is in disharmony with; it is not in disharmony with the ${tileName(t.tile)}.`, 'capture');
  }
  return v('ERR_CAPTURE', () => `The ${tileName(m.tile)} may not capture the ${tileName(t.tile)} on ${name(to)}.`, 'capture');
}

/** Boat distances (king steps over board points, passing over anything) from a point; memoised per layout. */
const BOAT_DIST = new WeakMap<Layout, Map<PlaceId, Int8Array>>();
function boatDistances(L: Layout, from: PlaceId): Int8Array {
  let m = BOAT_DIST.get(L);
  if (!m) BOAT_DIST.set(L, (m = new Map()));
  const hit = m.get(from);
  if (hit) return hit;
  const d = new Int8Array(POINT_COUNT).fill(-1);
  d[from] = 0;
  let frontier = [from];
  for (let k = 1; k <= 5; k++) {
    const next: PlaceId[] = [];
    for (const p of frontier)
      for (const [dx, dy] of L.moveDirs) {
        const q = at(XS[p]! + dx, YS[p]! + dy);
        if (q < 0 || !L.on[q] || d[q]! >= 0) continue;
        d[q] = k;
        next.push(q);
      }
    frontier = next;
  }
  m.set(from, d);
  return d;
}

/**
 * The points a piece could reach by its movement pattern, each with the reason it may not end
 * there (a Violation) or the effect of landing. Covers the geometry, passing and landing.
 */
function reach(state: BasicState, i: number): Map<PlaceId, Violation | Landing> {
  const L = layoutFor(state.options);
  const m = state.pieces[i]!;
  const { occ } = boardInfo(state);
  const out = new Map<PlaceId, Violation | Landing>();
  const x0 = XS[m.place]!;
  const y0 = YS[m.place]!;
  const enemyAt = (q: PlaceId) => occ[q]! >= 0 && state.pieces[occ[q]!]!.owner !== m.owner;
  const put = (q: PlaceId, r: Violation | Landing) => {
    const prev = out.get(q);
    // Keep the best answer for a point reachable by several routes.
    if (prev === undefined || ('rule' in prev && !('rule' in r))) out.set(q, r);
  };
  if (m.tile === 'L' || m.tile === 'C') {
    const mode = state.options['basic-l-move'] ?? 'two-two';
    const blocking = state.options['basic-l-blocking'] ?? 'opponents';
    const legs: [number, number, number, number, number, number][] = [];
    const orth = [
      [1, 0],
      [0, 1],
      [-1, 0],
      [0, -1],
    ] as const;
    if (mode === 'any-turn') {
      for (const [ax, ay] of L.moveDirs)
        for (const [bx, by] of L.moveDirs) {
          if ((ax === bx && ay === by) || (ax === -bx && ay === -by)) continue;
          legs.push([ax, ay, 2, bx, by, 2]);
        }
    } else {
      const lens = mode === 'short-legs' ? [1, 2] : [2];
      for (const [ax, ay] of orth)
        for (const [bx, by] of orth) {
          if (ax * bx + ay * by !== 0) continue;
          for (const a of lens) for (const b of lens) legs.push([ax, ay, a, bx, by, b]);
        }
    }
    for (const [ax, ay, a, bx, by, b] of legs) {
      const path: PlaceId[] = [];
      let ok = true;
      for (let k = 1; k <= a; k++) path.push(at(x0 + ax * k, y0 + ay * k));
      for (let k = 1; k <= b; k++) path.push(at(x0 + ax * a + bx * k, y0 + ay * a + by * k));
      for (const q of path) if (q < 0 || !L.on[q]) ok = false;
      if (!ok) continue;
      const to = path[path.length - 1]!;
      if (to === m.place) continue;
      const mid = path.slice(0, -1);
      const blocked = blocking === 'leaper' ? false : blocking === 'any-piece' ? mid.some((q) => occ[q]! >= 0) : mid.some(enemyAt);
      if (blocked) {
        put(
          to,
          v(
            'ERR_BLOCKED',
            () => blocking === 'any-piece' ? `Every route of the L to ${name(to)} passes over a tile.` : `Every route of the L to ${name(to)} passes over an opponent's tile.`,
            'no-passing',
          ),
        );
        continue;
      }
      put(to, landingProblem(state, L, i, to));
    }
    return out;
  }
  if (m.tile === 'B' && state.options['basic-boat-movement'] !== 'straight') {
    const d = boatDistances(L, m.place);
    for (const q of L.points) if (d[q]! > 0) put(q, landingProblem(state, L, i, q));
    return out;
  }
  const range = m.tile === 'W' ? 18 : m.tile === 'B' ? 5 : (MOVE_RANGE[m.tile] ?? 0);
  const over = m.tile === 'D' || m.tile === 'B';
  for (const [dx, dy] of L.moveDirs) {
    let blockedBy: PlaceId | undefined;
    for (let k = 1; k <= range; k++) {
      const q = at(x0 + dx * k, y0 + dy * k);
      if (q < 0 || !L.on[q]) break;
      if (blockedBy !== undefined) put(q, v('ERR_BLOCKED', () => `The ${tileName(m.tile)} may not pass over the opponent's tile on ${name(blockedBy as PlaceId)}.`, 'no-passing'));
      else put(q, landingProblem(state, L, i, q));
      if (!over && blockedBy === undefined && enemyAt(q)) blockedBy = q;
    }
  }
  return out;
}

/** Why the tile on `from` may not move at all (undefined when it may try). */
function moverProblem(state: BasicState, from: PlaceId): Violation | undefined {
  const { occ, drained } = boardInfo(state);
  if (!isPointId(from) || occ[from]! < 0) return v('ERR_MOVE_EMPTY', () => `There is no tile on ${name(from)} to move.`, 'turn-actions');
  const i = occ[from]!;
  const p = state.pieces[i]!;
  if (p.owner !== state.toMove) return v('ERR_MOVE_OWNER', () => `The tile on ${name(from)} is not ${seatName(state.toMove)}'s.`, 'turn-actions');
  if (p.tile === 'K') return v('ERR_KNOTWEED_MOVE', () => 'A Knotweed never moves by itself (only a Boat can move it).', 'knotweed');
  if (p.tile === 'Rk') return v('ERR_ROCK_MOVE', () => 'A Rock never moves once placed.', 'rock');
  if (drained[i]) return v('ERR_DRAINED', () => `The ${tileName(p.tile)} on ${name(from)} is drained by a Knotweed and may not move.`, 'drained');
  return undefined;
}

interface TileFacts {
  readonly colour: -1 | 0 | 1;
  readonly flower: boolean;
  readonly nonFlower: boolean;
  readonly special: boolean;
}
const FACTS: Readonly<Record<string, TileFacts>> = Object.fromEntries(
  TILE_CODES.map((c) => [c, { colour: colourIndex(c), flower: isFlowerCode(c), nonFlower: NON_FLOWERS.has(c), special: SPECIALS.has(c) }]),
);

/** Fast yes/no of `landingProblem` for move generation. */
function canLand(state: BasicState, L: Layout, occ: readonly number[], drained: readonly number[], m: BasicPiece, mf: TileFacts, to: PlaceId, composed: boolean): boolean {
  if (L.noLand[to]) return false;
  if (mf.colour >= 0 && !L.flowerOk[mf.colour as 0 | 1][to]) return false;
  const j = occ[to]!;
  if (j < 0) return true;
  const t = state.pieces[j]!;
  if (t.owner === m.owner) return false;
  const tf = FACTS[t.tile]!;
  if (composed && (tf.nonFlower || drained[j] || tf.special || mf.special)) return true;
  return mf.flower && tf.flower && disharmonious(m.tile, t.tile);
}

/** The legs of the L under `basic-l-move`: [first direction, its length, second direction, its length] (direction indices into DIRS8). */
const L_LEGS = new WeakMap<Layout, Map<string, readonly (readonly [number, number, number, number])[]>>();
function lLegs(L: Layout, mode: string): readonly (readonly [number, number, number, number])[] {
  let m = L_LEGS.get(L);
  if (!m) L_LEGS.set(L, (m = new Map()));
  const hit = m.get(mode);
  if (hit) return hit;
  const legs: [number, number, number, number][] = [];
  if (mode === 'any-turn') {
    for (const a of L.moveDirIdx) for (const b of L.moveDirIdx) if (a !== b && (a + 4) % 8 !== b) legs.push([a, 2, b, 2]);
  } else {
    const lens = mode === 'short-legs' ? [1, 2] : [2];
    for (const a of [0, 2, 4, 6]) for (const b of [(a + 2) % 8, (a + 6) % 8]) for (const x of lens) for (const y of lens) legs.push([a, x, b, y]);
  }
  m.set(mode, legs);
  return legs;
}

/** Calls `visit` once for every target of an L-move whose route is not blocked (under `basic-l-blocking`). */
function lTargets(state: BasicState, L: Layout, occ: readonly number[], m: BasicPiece, visit: (to: PlaceId) => void): void {
  const blocking = state.options['basic-l-blocking'] ?? 'opponents';
  const seen: number[] = [];
  for (const [a, la, b, lb] of lLegs(L, state.options['basic-l-move'] ?? 'two-two')) {
    let q = m.place;
    let blocked = false;
    const total = la + lb;
    for (let k = 1; k <= total; k++) {
      q = L.next[q * 8 + (k <= la ? a : b)]!;
      if (q < 0) break;
      if (k < total && !blocked && blocking !== 'leaper') {
        const j = occ[q]!;
        if (j >= 0 && (blocking === 'any-piece' || state.pieces[j]!.owner !== m.owner)) blocked = true;
      }
    }
    if (q < 0 || blocked || q === m.place || seen.includes(q)) continue;
    seen.push(q);
    visit(q);
  }
}

function moveSteps(state: BasicState): Move[] {
  const out: Move[] = [];
  const L = layoutFor(state.options);
  const { occ, drained } = boardInfo(state);
  const composed = state.options['basic-capture-rule'] !== 'disharmony-only';
  const pieces = state.pieces;
  for (let i = 0; i < pieces.length; i++) {
    const m = pieces[i]!;
    if (m.owner !== state.toMove || m.tile === 'K' || m.tile === 'Rk' || drained[i]) continue;
    const mf = FACTS[m.tile]!;
    const from = m.place;
    if (m.tile === 'L' || m.tile === 'C') {
      lTargets(state, L, occ, m, (to) => {
        if (canLand(state, L, occ, drained, m, mf, to, composed)) out.push({ type: 'move', from, to });
      });
      continue;
    }
    if (m.tile === 'B' && state.options['basic-boat-movement'] !== 'straight') {
      const dist = boatDistances(L, from);
      for (const q of L.points) if (dist[q]! > 0 && canLand(state, L, occ, drained, m, mf, q, composed)) out.push({ type: 'move', from, to: q });
      continue;
    }
    const range = m.tile === 'W' ? 18 : m.tile === 'B' ? 5 : (MOVE_RANGE[m.tile] ?? 0);
    const over = m.tile === 'D' || m.tile === 'B';
    for (const d of L.moveDirIdx) {
      let q = from;
      for (let k = 1; k <= range; k++) {
        q = L.next[q * 8 + d]!;
        if (q < 0) break;
        if (canLand(state, L, occ, drained, m, mf, q, composed)) out.push({ type: 'move', from, to: q });
        const j = occ[q]!;
        if (!over && j >= 0 && pieces[j]!.owner !== m.owner) break;
      }
    }
  }
  return out;
}

function moveProblem(state: BasicState, from: PlaceId, to: PlaceId): Violation | undefined {
  const mp = moverProblem(state, from);
  if (mp) return mp;
  const L = layoutFor(state.options);
  if (!isPointId(to) || !L.on[to]) return v('ERR_MOVE_BOARD', () => `${name(to)} is not a point of the board.`, 'board');
  const i = boardInfo(state).occ[from]!;
  const r = reach(state, i).get(to);
  const tile = state.pieces[i]!.tile;
  if (r === undefined) return v('ERR_MOVE_REACH', () => `A ${tileName(tile)} cannot reach ${name(to)} from ${name(from)}.`, moveRule(tile));
  return 'rule' in r ? r : undefined;
}

// ---------------------------------------------------------------------------------------------
// Abilities

/** The Wheel's ring: the eight points around it in counter-clockwise order from the east. */
const ring = (w: PlaceId): number[] => DIRS8.map(([dx, dy]) => at(XS[w]! + dx, YS[w]! + dy));

const ROTATIONS_ANY: readonly [string, string][] = [
  ['cw', '1'],
  ['cw', '2'],
  ['cw', '3'],
  ['cw', '4'],
  ['ccw', '1'],
  ['ccw', '2'],
  ['ccw', '3'],
];
const ROTATIONS_QUARTER: readonly [string, string][] = [
  ['cw', '2'],
  ['cw', '4'],
  ['ccw', '2'],
];

/** Fast yes/no of `rotationProblem` (k: ring steps, counter-clockwise positive). */
function rotationOk(state: BasicState, L: Layout, occ: readonly number[], w: PlaceId, k: number): boolean {
  let any = false;
  for (let idx = 0; idx < 8; idx++) {
    const q = L.next[w * 8 + idx]!;
    if (q < 0) continue;
    const j = occ[q]!;
    if (j < 0) continue;
    if (state.pieces[j]!.tile === 'Rk') return false;
    const dest = L.next[w * 8 + ((((idx + k) % 8) + 8) % 8)]!;
    if (dest < 0 || L.noLand[dest]) return false;
    any = true;
  }
  return any;
}

/** Where each tile on the Wheel's ring goes for a rotation (ring index → new point), or a violation. */
function rotationProblem(state: BasicState, w: number, dir: unknown, amount: unknown): Violation | Map<number, PlaceId> {
  const L = layoutFor(state.options);
  const allowed = state.options['basic-wheel-rotation'] === 'quarter-turns' ? ROTATIONS_QUARTER : ROTATIONS_ANY;
  if (!allowed.some(([d, a]) => d === dir && a === amount)) {
    return v(
      'ERR_ROTATE_ARGS',
      () => `A Wheel turns ${state.options['basic-wheel-rotation'] === 'quarter-turns' ? 'in quarter turns (cw 2, cw 4 or ccw 2, in eighths of a turn)' : 'clockwise (cw) 1–4 or counter-clockwise (ccw) 1–3 eighths of a turn'}.`,
      'wheel-rotation',
    );
  }
  const k = Number(amount) * (dir === 'cw' ? -1 : 1);
  const { occ } = boardInfo(state);
  const r = ring(state.pieces[w]!.place);
  const moves = new Map<number, PlaceId>();
  for (let idx = 0; idx < 8; idx++) {
    const q = r[idx]!;
    if (q < 0 || !L.on[q] || occ[q]! < 0) continue;
    const j = occ[q]!;
    const t = state.pieces[j]!;
    if (t.tile === 'Rk') return v('ERR_ROTATE_ROCK', () => `The Rock on ${name(q)} can never be moved, so the Wheel cannot turn it.`, 'rock');
    const dest = r[(((idx + k) % 8) + 8) % 8]!;
    if (dest < 0 || !L.on[dest]) return v('ERR_ROTATE_OFF', () => `The turn would carry the ${tileName(t.tile)} on ${name(q)} off the board.`, 'wheel-rotation');
    if (L.noLand[dest]) return v('ERR_ROTATE_PORT', () => `The turn would carry the ${tileName(t.tile)} on ${name(q)} onto the port ${name(dest)}.`, 'no-port-landing');
    moves.set(j, dest);
  }
  if (moves.size === 0) return v('ERR_ROTATE_EMPTY', () => 'There is no tile around the Wheel to turn.', 'wheel-rotation');
  return moves;
}

/** The destination of a push, or a violation. */
function pushProblem(state: BasicState, b: number, target: unknown, dest: unknown): Violation | undefined {
  const L = layoutFor(state.options);
  const { occ } = boardInfo(state);
  const bp = state.pieces[b]!.place;
  if (!isPointId(target) || occ[target]! < 0 || Math.max(Math.abs(XS[target]! - XS[bp]!), Math.abs(YS[target]! - YS[bp]!)) !== 1) {
    return v('ERR_PUSH_TARGET', () => 'A Boat pushes a tile standing on a point next to it.', 'boat-push');
  }
  const t = state.pieces[occ[target]!]!;
  if (t.tile === 'Rk') return v('ERR_PUSH_ROCK', () => 'A Rock can never be moved.', 'rock');
  if (!isPointId(dest) || !L.on[dest]) return v('ERR_PUSH_DEST', () => 'A push must end on a point of the board.', 'boat-push');
  const away = at(2 * XS[target]! - XS[bp]!, 2 * YS[target]! - YS[bp]!);
  if (state.options['basic-boat-push'] === 'any-adjacent') {
    if (dest === bp || Math.max(Math.abs(XS[dest]! - XS[target]!), Math.abs(YS[dest]! - YS[target]!)) !== 1) {
      return v('ERR_PUSH_DEST', () => 'A pushed tile moves to an empty point next to it (not onto the Boat).', 'boat-push');
    }
  } else if (dest !== away) return v('ERR_PUSH_DEST', () => `A pushed tile moves one point straight away from the Boat, to ${away >= 0 ? name(away) : 'a point off the grid'}.`, 'boat-push');
  if (L.noLand[dest]) return v('ERR_PUSH_PORT', () => `The tile would be pushed onto the port ${name(dest)}.`, 'no-port-landing');
  if (occ[dest]! >= 0) return v('ERR_PUSH_FULL', () => `${name(dest)} is not empty, so the push cannot happen.`, 'boat-push');
  return undefined;
}

const NO_CARRY = new Set(['Jd', 'Rh', 'Rk', 'B']);

/** The moves of a carry (piece index → new point, the Boat included), or a violation. */
function carryProblem(state: BasicState, b: number, args: readonly unknown[]): Violation | Map<number, PlaceId> {
  const L = layoutFor(state.options);
  const boat = state.pieces[b]!;
  if (state.partial) return v('ERR_CARRY_MOVED', () => 'A Boat carries only if it has not moved this turn.', 'boat-carry');
  if (state.options['basic-boat-carry'] === 'once-per-boat' && boat.sailed) return v('ERR_CARRY_SAILED', () => 'This Boat has already moved or carried, so it can no longer carry.', 'boat-carry');
  const [dir, dist, ...load] = args;
  const di = DIR_NAMES.indexOf(dir as (typeof DIR_NAMES)[number]);
  const step = DIRS8[di];
  if (di < 0 || !step || !L.moveDirs.some(([x, y]) => x === step[0] && y === step[1])) return v('ERR_CARRY_DIR', () => 'Name the direction of the carry (e, ne, n, nw, w, sw, s or se, as the movement rules allow).', 'boat-carry');
  const k = Number(dist);
  if (!['1', '2', '3', '4', '5'].includes(String(dist))) return v('ERR_CARRY_DIST', () => 'A carry goes 1 to 5 points.', 'boat-carry');
  if (load.length < 1 || load.length > 3) return v('ERR_CARRY_LOAD', () => 'A Boat carries one to three of your tiles.', 'boat-carry');
  const { occ } = boardInfo(state);
  const moves = new Map<number, PlaceId>();
  let last = -1;
  for (const q of load) {
    if (!isPointId(q) || q <= last) return v('ERR_CARRY_LOAD', () => 'List the carried tiles by their points, each once, in board order.', 'boat-carry');
    last = q;
    const j = occ[q]!;
    if (j < 0 || state.pieces[j]!.owner !== boat.owner) return v('ERR_CARRY_LOAD', () => `The Boat carries only its owner's tiles; ${name(q)} holds none.`, 'boat-carry');
    if (Math.max(Math.abs(XS[q]! - XS[boat.place]!), Math.abs(YS[q]! - YS[boat.place]!)) !== 1) return v('ERR_CARRY_NEAR', () => `The tile on ${name(q)} is not next to the Boat.`, 'boat-carry');
    const t = state.pieces[j]!.tile;
    if (NO_CARRY.has(t)) return v('ERR_CARRY_TILE', () => `A ${tileName(t)} cannot use the Boat.`, t === 'Rk' ? 'rock' : 'boat-carry');
    moves.set(j, at(XS[q]! + step[0] * k, YS[q]! + step[1] * k));
  }
  moves.set(b, at(XS[boat.place]! + step[0] * k, YS[boat.place]! + step[1] * k));
  for (const [j, dest] of moves) {
    if (dest < 0 || !L.on[dest]) return v('ERR_CARRY_OFF', () => 'The carry would leave the board.', 'boat-carry');
    if (L.noLand[dest]) return v('ERR_CARRY_PORT', () => `The carry would end on the port ${name(dest)}.`, 'no-port-landing');
    const o = occ[dest]!;
    if (o >= 0 && !moves.has(o)) return v('ERR_CARRY_FULL', () => `${name(dest)} is not empty, so the carry cannot end there.`, 'boat-carry');
    void j;
  }
  return moves;
}

function useProblem(state: BasicState, step: Extract<Move, { type: 'use' }>): Violation | undefined {
  const { occ, drained } = boardInfo(state);
  if (!isPointId(step.at) || occ[step.at]! < 0) return v('ERR_USE_EMPTY', () => `There is no tile on ${name(step.at)}.`, 'turn-actions');
  const i = occ[step.at]!;
  const p = state.pieces[i]!;
  if (p.owner !== state.toMove) return v('ERR_USE_OWNER', () => `The tile on ${name(step.at)} is not ${seatName(state.toMove)}'s.`, 'turn-actions');
  if (state.partial && state.partial.piece !== p.id) {
    return v('ERR_USE_OTHER', () => 'After moving a Wheel or Boat, only that tile may still act this turn.', 'ability-after-move');
  }
  if (drained[i]) return v('ERR_DRAINED', () => `The ${tileName(p.tile)} on ${name(step.at)} is drained and cannot act.`, 'drained');
  if (p.tile === 'W' && step.ability === 'rotate') {
    const onPlacement = state.options['basic-wheel-ability-timing'] === 'on-placement';
    if (onPlacement && state.partial?.after !== 'placed') return v('ERR_ROTATE_WHEN', () => 'Under this option a Wheel turns the tiles around it only when it is placed.', 'wheel-rotation');
    if (step.args.length !== 2) return v('ERR_ROTATE_ARGS', () => 'A turn of the Wheel names a direction (cw or ccw) and an amount.', 'wheel-rotation');
    const r = rotationProblem(state, i, step.args[0], step.args[1]);
    return r instanceof Map ? undefined : r;
  }
  if (p.tile === 'B' && step.ability === 'push') {
    if (step.args.length !== 2) return v('ERR_PUSH_ARGS', () => 'A push names the tile pushed and where it goes.', 'boat-push');
    return pushProblem(state, i, step.args[0], step.args[1]);
  }
  if (p.tile === 'B' && step.ability === 'carry') {
    const r = carryProblem(state, i, step.args);
    return r instanceof Map ? undefined : r;
  }
  const rule = p.tile === 'W' ? 'wheel-rotation' : p.tile === 'B' ? 'boat' : p.tile === 'K' ? 'knotweed' : p.tile === 'Rk' ? 'rock' : 'turn-actions';
  return v('ERR_USE_ABILITY', () => `The ${tileName(p.tile)} has no ability “${String(step.ability).slice(0, 20)}”${p.tile === 'W' ? ' (a Wheel can rotate)' : p.tile === 'B' ? ' (a Boat can push or carry)' : ''}.`, rule);
}

/** The ability steps of one Wheel or Boat (index i). */
function abilitySteps(state: BasicState, i: number, carry: boolean): Move[] {
  const p = state.pieces[i]!;
  const out: Move[] = [];
  if (boardInfo(state).drained[i]) return out;
  const L = layoutFor(state.options);
  if (p.tile === 'W') {
    const list = state.options['basic-wheel-rotation'] === 'quarter-turns' ? ROTATIONS_QUARTER : ROTATIONS_ANY;
    const { occ } = boardInfo(state);
    for (const [d, a] of list) if (rotationOk(state, L, occ, p.place, Number(a) * (d === 'cw' ? -1 : 1))) out.push({ type: 'use', at: p.place, ability: 'rotate', args: [d, a] });
  } else if (p.tile === 'B') {
    const { occ } = boardInfo(state);
    const near: PlaceId[] = [];
    for (const [dx, dy] of DIRS8) {
      const q = at(XS[p.place]! + dx, YS[p.place]! + dy);
      if (q >= 0 && L.on[q] && occ[q]! >= 0) near.push(q);
    }
    near.sort((a, b) => a - b);
    for (const q of near) {
      const dests =
        state.options['basic-boat-push'] === 'any-adjacent'
          ? DIRS8.map(([dx, dy]) => at(XS[q]! + dx, YS[q]! + dy)).filter((d) => d >= 0)
          : [at(2 * XS[q]! - XS[p.place]!, 2 * YS[q]! - YS[p.place]!)].filter((d) => d >= 0);
      for (const d of dests.sort((a, b) => a - b)) if (!pushProblem(state, i, q, d)) out.push({ type: 'use', at: p.place, ability: 'push', args: [q, d] });
    }
    if (carry) {
      const loadable = near.filter((q) => {
        const t = state.pieces[occ[q]!]!;
        return t.owner === p.owner && !NO_CARRY.has(t.tile);
      });
      const subsets: PlaceId[][] = [];
      const n = loadable.length;
      for (let a = 0; a < n; a++) {
        subsets.push([loadable[a]!]);
        for (let b = a + 1; b < n; b++) {
          subsets.push([loadable[a]!, loadable[b]!]);
          for (let c = b + 1; c < n; c++) subsets.push([loadable[a]!, loadable[b]!, loadable[c]!]);
        }
      }
      if (subsets.length && !(state.options['basic-boat-carry'] === 'once-per-boat' && p.sailed) && !state.partial) {
        for (const di of L.moveDirIdx) {
          const dn = DIR_NAMES[di]!;
          for (const s of subsets) {
            // Walk the group forward one point at a time; stop at the first distance that fails.
            const group = [p.place, ...s];
            const pos = group.slice();
            for (let k = 1; k <= 5; k++) {
              let good = true;
              for (let g = 0; g < pos.length; g++) {
                const q = pos[g]! >= 0 ? L.next[pos[g]! * 8 + di]! : -1;
                pos[g] = q;
                if (q < 0) good = false;
              }
              if (!good) break;
              let landOk = true;
              for (const q of pos) {
                const o = occ[q]!;
                if (L.noLand[q] || (o >= 0 && !group.includes(q))) landOk = false;
              }
              if (landOk) out.push({ type: 'use', at: p.place, ability: 'carry', args: [dn, String(k), ...s] });
            }
          }
        }
      }
    }
  }
  return out;
}

function useSteps(state: BasicState): Move[] {
  const out: Move[] = [];
  const onPlacement = state.options['basic-wheel-ability-timing'] === 'on-placement';
  state.pieces.forEach((p, i) => {
    if (p.owner !== state.toMove) return;
    if (p.tile === 'B' || (p.tile === 'W' && !onPlacement)) out.push(...abilitySteps(state, i, true));
  });
  return out;
}

// ---------------------------------------------------------------------------------------------
// Legal steps

/** Every legal step ignoring whether the game is over. */
export function rawSteps(state: BasicState): Move[] {
  if (state.stage === 'spring') return springSteps(state);
  if (state.partial) {
    const i = state.pieces.findIndex((p) => p.id === state.partial!.piece);
    const out = i >= 0 ? abilitySteps(state, i, false) : [];
    if (state.partial.after === 'moved' || out.length === 0) out.push({ type: 'end' });
    return out;
  }
  const out = [...moveSteps(state), ...placeSteps(state), ...useSteps(state)];
  if (out.length === 0 && state.options['basic-no-legal-action'] !== 'lose') out.push({ type: 'pass' });
  return out;
}

/** Why a step is refused (always a violation naming a rule), for steps not among the legal ones. */
export function diagnose(state: BasicState, step: Move): Violation {
  EXPLAIN = true;
  try {
    return explain(state, step);
  } finally {
    EXPLAIN = false;
  }
}

function explain(state: BasicState, step: Move): Violation {
  const generic = v('ERR_STEP', () => 'That step is not possible here.', 'turn-actions');
  if (state.stage === 'spring') return springProblem(state, step) ?? generic;
  if (state.partial) {
    if (step.type === 'use') return useProblem(state, step) ?? generic;
    if (step.type === 'end') return v('ERR_END', () => 'The Wheel just placed must turn the tiles around it before the turn ends.', 'wheel-rotation');
    return v('ERR_CONTINUE', () => 'After moving a Wheel or Boat, the turn goes on with its ability or ends.', 'ability-after-move');
  }
  switch (step.type) {
    case 'place':
      return placeProblem(state, step.tile, step.to) ?? generic;
    case 'move':
      if (step.path !== undefined || step.promote !== undefined) return v('ERR_MOVE_EXTRA', () => 'Basic moves name only where a tile starts and ends.', 'turn-actions');
      return moveProblem(state, step.from, step.to) ?? generic;
    case 'use':
      return useProblem(state, step) ?? generic;
    case 'pass':
      return v('ERR_PASS', () => `${seatName(state.toMove)} can still act, and a player passes only when no action is possible.`, 'no-legal-action');
    case 'end':
      return v('ERR_END', () => 'There is no turn in progress to end: move, place or use an ability.', 'turn-actions');
    default:
      return v('ERR_STEP', () => `Basic Pai Sho has no “${step.type}” step.`, 'turn-actions');
  }
}

// ---------------------------------------------------------------------------------------------
// Effects

interface Draft {
  pieces: BasicPiece[];
  hands: [number[], number[]];
  pot: { tile: string; owner: Seat }[];
  nextId: number;
}

const draftOf = (s: BasicState): Draft => ({
  // Unchanged pieces are shared (they are frozen); changed ones are replaced by new objects.
  pieces: s.pieces.slice() as BasicPiece[],
  hands: [s.hands[0].slice(), s.hands[1].slice()],
  pot: s.pot.slice(),
  nextId: s.nextId,
});

function removeToPot(d: Draft, id: number): void {
  const k = d.pieces.findIndex((p) => p.id === id);
  if (k < 0) return;
  const p = d.pieces[k]!;
  d.pot.push({ tile: p.tile, owner: p.owner });
  d.pieces.splice(k, 1);
}

/** Moves a piece by an outside force (Wheel, Boat); a flower landing on a wrong colour goes back to its owner's reserve. */
function relocate(d: Draft, L: Layout, id: number, to: PlaceId): void {
  const k = d.pieces.findIndex((p) => p.id === id);
  const p = d.pieces[k]!;
  const c = colourIndex(p.tile);
  if (c >= 0 && !L.flowerOk[c as 0 | 1][to]) {
    d.hands[p.owner]![TILE_INDEX.get(p.tile)!]!++;
    d.pieces.splice(k, 1);
    return;
  }
  d.pieces[k] = { ...p, place: to, moved: true };
}

/** Applies a legal play step to a draft; returns the partial turn left, if any. */
function perform(state: BasicState, d: Draft, step: Move): BasicState['partial'] {
  const L = layoutFor(state.options);
  const seat = state.toMove;
  if (step.type === 'place') {
    const id = d.nextId++;
    const piece: BasicPiece = { id, tile: step.tile, owner: seat, place: step.to, moved: true };
    d.hands[seat]![TILE_INDEX.get(step.tile)!]!--;
    d.pieces.push(piece);
    if (step.tile === 'K' && state.options['basic-drain-scope'] === 'at-placement') {
      for (const [dx, dy] of DIRS8) {
        const q = at(XS[step.to]! + dx, YS[step.to]! + dy);
        const k = d.pieces.findIndex((p) => p.place === q);
        if (k >= 0 && d.pieces[k]!.tile !== 'K') d.pieces[k] = { ...d.pieces[k]!, drainedBy: [...(d.pieces[k]!.drainedBy ?? []), id] };
      }
    }
    if (step.tile === 'W' && state.options['basic-wheel-ability-timing'] === 'on-placement') return { piece: id, after: 'placed' };
    return undefined;
  }
  if (step.type === 'move') {
    const i = boardInfo(state).occ[step.from]!;
    const mover = state.pieces[i]!;
    const landing = reach(state, i).get(step.to) as Landing;
    let alive = true;
    if (landing.kind === 'capture') {
      removeToPot(d, state.pieces[landing.victim]!.id);
      if (landing.kamikaze) {
        removeToPot(d, mover.id);
        alive = false;
      }
    }
    if (alive) {
      const k = d.pieces.findIndex((p) => p.id === mover.id);
      d.pieces[k] = { ...d.pieces[k]!, place: step.to, moved: true, ...(mover.tile === 'B' ? { sailed: true } : {}) };
      if (mover.tile === 'W' || mover.tile === 'B') return { piece: mover.id, after: 'moved' };
    }
    return undefined;
  }
  if (step.type === 'use') {
    const i = boardInfo(state).occ[step.at]!;
    if (step.ability === 'rotate') {
      const moves = rotationProblem(state, i, step.args[0], step.args[1]) as Map<number, PlaceId>;
      // Take every ringed tile off first, then put each down at its new point.
      const ids = [...moves].map(([j, to]) => [state.pieces[j]!.id, to] as const);
      for (const [id] of ids) {
        const k = d.pieces.findIndex((p) => p.id === id);
        d.pieces[k] = { ...d.pieces[k]!, place: -1 };
      }
      for (const [id, to] of ids) relocate(d, L, id, to);
    } else if (step.ability === 'push') {
      const j = boardInfo(state).occ[step.args[0] as PlaceId]!;
      relocate(d, L, state.pieces[j]!.id, step.args[1] as PlaceId);
    } else if (step.ability === 'carry') {
      const moves = carryProblem(state, i, step.args) as Map<number, PlaceId>;
      const ids = [...moves].map(([j, to]) => [state.pieces[j]!.id, to] as const);
      for (const [id] of ids) {
        const k = d.pieces.findIndex((p) => p.id === id);
        d.pieces[k] = { ...d.pieces[k]!, place: -1 };
      }
      for (const [id, to] of ids) {
        relocate(d, L, id, to);
        const k = d.pieces.findIndex((p) => p.id === id);
        if (k >= 0 && d.pieces[k]!.tile === 'B') d.pieces[k] = { ...d.pieces[k]!, sailed: true };
      }
    }
    return undefined;
  }
  return undefined;
}

/** The running-score change between two positions under on-creation scoring: new harmonies gain, new disharmonies cost. */
function creationDelta(before: BasicState, after: BasicState): [number, number] {
  const a = analyse(before);
  const b = analyse(after);
  const hs = new Set(a.harmonies.map((h) => h.key));
  const ds = new Set(a.disharmonies.map((x) => x.key));
  const delta: [number, number] = [0, 0];
  for (const h of b.harmonies) if (!hs.has(h.key)) delta[h.owner] += h.value;
  for (const x of b.disharmonies) if (!ds.has(x.key)) delta[x.victim] -= x.value;
  return delta;
}

/** Applies a step already known to be legal. */
export function applyLegal(state: BasicState, step: Move): BasicState {
  const seat = state.toMove;
  if (step.type === 'resign') {
    return Object.freeze({ ...state, forfeit: step.seat === 0 || step.seat === 1 ? step.seat : seat, partial: undefined });
  }
  if (state.stage === 'spring') return applySpring(state, step);
  const d = draftOf(state);
  let partial: BasicState['partial'];
  if (step.type !== 'pass' && step.type !== 'end') partial = perform(state, d, step);
  const pieces = d.pieces.map((p) => (Object.isFrozen(p) ? p : Object.freeze(p)));
  let next: BasicState = {
    ...state,
    pieces: Object.freeze(pieces),
    hands: Object.freeze([Object.freeze(d.hands[0]), Object.freeze(d.hands[1])]) as BasicState['hands'],
    pot: Object.freeze(d.pot.map((t) => Object.freeze(t))),
    nextId: d.nextId,
    partial,
  };
  // A continuation is offered only when the tile can still act.
  if (partial) {
    const probe = Object.freeze(next);
    const i = probe.pieces.findIndex((p) => p.id === partial!.piece);
    if (i < 0 || abilitySteps(probe, i, false).length === 0) partial = undefined;
    next = { ...next, partial };
  }
  const timing = state.options['basic-scoring-timing'] ?? 'on-creation';
  let points: [number, number] = [state.points[0], state.points[1]];
  if (timing === 'on-creation') {
    const delta = creationDelta(state, Object.freeze({ ...next }));
    points = [points[0] + delta[0], points[1] + delta[1]];
  }
  if (partial) return Object.freeze({ ...next, points: Object.freeze(points) as BasicState['points'] });
  // The turn ends.
  if (timing === 'per-turn') {
    const a = analyse(Object.freeze({ ...next }));
    for (const h of a.harmonies) if (h.owner === seat) points[seat] += h.value;
    for (const x of a.disharmonies) if (x.victim !== seat && pieceOwnerAt(next, x.by) === seat) points[x.victim] -= x.value;
  }
  const taken: [number, number] = [state.turnsTaken[0], state.turnsTaken[1]];
  taken[seat]++;
  return Object.freeze({
    ...next,
    points: Object.freeze(points) as BasicState['points'],
    turnsTaken: Object.freeze(taken) as BasicState['turnsTaken'],
    toMove: other(seat),
    turn: state.turn + 1,
    passes: step.type === 'pass' ? state.passes + 1 : 0,
  });
}

const pieceOwnerAt = (s: BasicState, index: number): Seat | undefined => s.pieces[index]?.owner;

function applySpring(state: BasicState, step: Move): BasicState {
  const sp = state.spring!;
  const mirrored = state.options['basic-spring-flowers'] !== 'free-matching';
  const seat = state.toMove;
  if (step.type === 'pass') {
    // The coin winner takes the first move; the other player places the first spring flower.
    return Object.freeze({ ...state, spring: Object.freeze({ ...sp, firstMover: seat, decider: other(seat) }), toMove: other(seat), turn: state.turn + 1 });
  }
  if (step.type !== 'place') return state;
  const hands: [number[], number[]] = [state.hands[0].slice(), state.hands[1].slice()];
  hands[seat]![TILE_INDEX.get(step.tile)!]!--;
  const pieces = [...state.pieces, Object.freeze({ id: state.nextId, tile: step.tile, owner: seat, place: step.to, moved: false })];
  let spring: BasicState['spring'];
  let toMove: Seat;
  const firstMover = sp.firstMover ?? (state.options['basic-first-player'] === 'winner-both' ? sp.coin : other(sp.coin));
  let done = false;
  if (mirrored) {
    if (sp.pending) {
      const count = sp.count + 1;
      // The player who just copied chooses the next pair.
      spring = { ...sp, firstMover, count, decider: seat, pending: undefined };
      toMove = seat;
      done = count >= 6;
    } else {
      spring = { ...sp, firstMover, pending: { tile: step.tile, place: layoutFor(state.options).mirror[step.to]! } };
      toMove = other(seat);
    }
  } else {
    const count = sp.count + 1;
    spring = { ...sp, firstMover, count, decider: other(seat) };
    toMove = other(seat);
    done = count >= 12;
  }
  const base = {
    ...state,
    pieces: Object.freeze(pieces),
    hands: Object.freeze([Object.freeze(hands[0]), Object.freeze(hands[1])]) as BasicState['hands'],
    nextId: state.nextId + 1,
    turn: state.turn + 1,
  };
  if (done) return Object.freeze({ ...base, stage: 'play', spring: undefined, toMove: firstMover });
  return Object.freeze({ ...base, spring: Object.freeze(spring!), toMove: toMove! });
}

// ---------------------------------------------------------------------------------------------
// Ending and the final count

/** One line of the final count for a player. */
export interface CountLine {
  readonly seat: Seat;
  /** Points from harmonies and disharmonies (accumulated, or standing under at-end scoring). */
  readonly running: number;
  /** +1 per opponent tile in the Pot. */
  readonly pot: number;
  /** +1 per protected piece. */
  readonly protectedPieces: number;
  /** −1 per dead piece. */
  readonly dead: number;
  readonly total: number;
}

/** Points shown while the game goes on. */
export const runningPoints = (state: BasicState, seat: Seat): number =>
  state.options['basic-scoring-timing'] === 'at-end' ? standing(state, seat) : state.points[seat];

function within(state: BasicState, a: PlaceId, b: PlaceId): boolean {
  const dx = Math.abs(XS[a]! - XS[b]!);
  const dy = Math.abs(YS[a]! - YS[b]!);
  switch (state.options['basic-distance-metric']) {
    case 'manhattan':
      return dx + dy <= 3;
    case 'lines':
      return (dx === 0 || dy === 0 || dx === dy) && Math.max(dx, dy) <= 3;
    default:
      return Math.max(dx, dy) <= 3;
  }
}

/** The final count (both booklet texts are options): running points, Pot, protected and dead pieces. */
export function finalCount(state: BasicState): readonly [CountLine, CountLine] {
  const lost = potLosses(state);
  const anyLotus = state.options['basic-lotus-protection'] === 'any-piece-any-lotus';
  const everyDead = state.options['basic-dead-pieces'] === 'every-piece';
  return ([0, 1] as const).map((seat) => {
    const lotuses = state.pieces.filter((p) => p.tile === 'Lo' && (anyLotus || p.owner === seat));
    let prot = 0;
    let dead = 0;
    for (const p of state.pieces) {
      if (p.owner !== seat) continue;
      const eligible = anyLotus ? true : isFlowerCode(p.tile);
      const isProt = eligible && lotuses.some((l) => l.id !== p.id && within(state, l.place, p.place));
      if (isProt) prot++;
      if (everyDead || !isProt) dead++;
    }
    const running = runningPoints(state, seat);
    const pot = lost[other(seat)];
    return { seat, running, pot, protectedPieces: prot, dead, total: running + pot + prot - dead };
  }) as unknown as readonly [CountLine, CountLine];
}

const flowersLeft = (state: BasicState, seat: Seat): number => {
  let n = 0;
  for (const p of state.pieces) if (p.owner === seat && isFlowerCode(p.tile)) n++;
  if (state.options['basic-end-three-tiles'] !== 'board-only') for (const f of FLOWER_CODES) n += state.hands[seat]![TILE_INDEX.get(f)!]!;
  return n;
};

/** Why the game ended (before the count), if it did. */
function ending(state: BasicState): { rule: string; why: string; potWinner?: Seat } | undefined {
  if (state.stage !== 'play' || state.partial) return undefined;
  const last = other(state.toMove);
  const chain = state.options['basic-end-chain'] === 'four-midlines' ? crossesFourMidlines : enclosesCentre;
  for (const s of [last, state.toMove] as const) {
    if (chain(state, s)) {
      return {
        rule: 'end-chain',
        why: state.options['basic-end-chain'] === 'four-midlines' ? `${seatName(s)} has harmonies across all four midlines` : `${seatName(s)}'s harmonies form a chain around the centre`,
        potWinner: s,
      };
    }
  }
  for (const s of [last, state.toMove] as const) {
    if (flowersLeft(state, s) <= 3) return { rule: 'end-three-tiles', why: `${seatName(s)} has only ${flowersLeft(state, s)} flowers left`, potWinner: other(s) };
  }
  const target = Number(state.options['basic-end-target']);
  if (Number.isFinite(target) && target > 0) {
    for (const s of [last, state.toMove] as const) {
      const p = runningPoints(state, s);
      if (p >= target) return { rule: 'end-target', why: `${seatName(s)} reached ${p} points (the target is ${target})` };
    }
  }
  if (state.passes >= 2) return { rule: 'no-legal-action', why: 'neither player could act' };
  return undefined;
}

const OUTCOME = new WeakMap<BasicState, Outcome>();

export function outcome(state: BasicState): Outcome {
  const hit = OUTCOME.get(state);
  if (hit) return hit;
  const o = computeOutcome(state);
  OUTCOME.set(state, o);
  return o;
}

function computeOutcome(state: BasicState): Outcome {
  if (state.forfeit !== undefined) {
    const w = other(state.forfeit);
    return { status: 'win', winner: w, reason: `${seatName(state.forfeit)} forfeited, so ${seatName(w)} wins.`, rule: 'forfeit' };
  }
  const e = ending(state);
  if (!e) {
    if (state.stage === 'play' && !state.partial && state.options['basic-no-legal-action'] === 'lose' && rawSteps(state).length === 0) {
      const w = other(state.toMove);
      return { status: 'win', winner: w, reason: `${seatName(state.toMove)} has no legal action and loses.`, rule: 'no-legal-action' };
    }
    return { status: 'ongoing' };
  }
  const count = finalCount(state);
  const scores: SeatScore[] = count.map((c) => ({ seat: c.seat, points: c.total }));
  const pot = e.potWinner !== undefined ? ` ${seatName(e.potWinner)} wins the pot.` : ' Nobody wins the pot.';
  const tally = `Final count: ${seatName(0)} ${count[0].total}, ${seatName(1)} ${count[1].total}.`;
  const head = `The game is over: ${e.why}.${pot} ${tally}`;
  if (e.potWinner !== undefined && state.options['basic-pot-winner-vs-score'] === 'pot-decides') {
    return { status: 'win', winner: e.potWinner, reason: `${head} The pot decides: ${seatName(e.potWinner)} wins.`, rule: e.rule, scores };
  }
  const [a, b] = [count[0].total, count[1].total];
  if (a !== b) {
    const w: Two = a > b ? 0 : 1;
    return { status: 'win', winner: w, reason: `${head} ${seatName(w)} has more points and wins.`, rule: 'winning', scores };
  }
  if (e.potWinner !== undefined && state.options['basic-ties'] === 'pot-breaks') {
    return { status: 'win', winner: e.potWinner, reason: `${head} The points are equal; the pot winner, ${seatName(e.potWinner)}, wins.`, rule: 'winning', scores };
  }
  return { status: 'draw', reason: `${head} The points are equal: a draw.`, rule: 'winning', scores };
}

export { NON_FLOWERS, SPECIALS, handHas, isPointId };
