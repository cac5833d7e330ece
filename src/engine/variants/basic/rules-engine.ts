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
export const v = (code: string, message: () => string, rule: string): Violation => (EXPLAIN ? { code, message: message(), rule } : NO);
/** Runs `f` with refusals explained (their messages written). */
export function explaining<T>(f: () => T): T {
  EXPLAIN = true;
  try {
    return f();
  } finally {
    EXPLAIN = false;
  }
}
export const name = (p: PlaceId): string => (Number.isInteger(p) && p >= 0 && p < POINT_COUNT ? placeName(p) : String(p).slice(0, 12));
export const isPointId = (p: unknown): p is PlaceId => typeof p === 'number' && Number.isInteger(p) && p >= 0 && p < POINT_COUNT;

export const MOVE_RANGE: Readonly<Record<string, number>> = { J: 3, R: 3, Jd: 5, Rh: 5, D: 6, Lo: 2 };
const NON_FLOWERS = new Set(['K', 'W', 'Rk', 'B']);
const SPECIALS = new Set(['D', 'Lo']);
/** The rule that says how a tile moves. */
export const moveRule = (tile: string): string =>
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

export function springProblem(state: BasicState, step: Move): Violation | undefined {
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

/**
 * Step objects are shared (frozen, made once per tile and point, or per pair of points): listing the
 * legal steps allocates only the list, which keeps self-play fast (no rule depends on identity).
 */
const PLACE_STEPS = new Map<string, Move[]>();
function placeStep(tile: string, to: PlaceId): Move {
  let row = PLACE_STEPS.get(tile);
  if (!row) PLACE_STEPS.set(tile, (row = []));
  return (row[to] ??= Object.freeze({ type: 'place', tile, to }));
}
const MOVE_STEPS: Move[][] = [];
function moveStep(from: PlaceId, to: PlaceId): Move {
  const row = (MOVE_STEPS[from] ??= []);
  return (row[to] ??= Object.freeze({ type: 'move', from, to }));
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
      for (const p of L.entries[seat][tile] ?? []) if (occ[p]! < 0) out.push(placeStep(tile, p));
      continue;
    }
    if (NON_FLOWERS.has(tile) ? !nonFlowersOk : !specialsOk) continue;
    for (const p of L.placeable[seat][tile] ?? []) if (occ[p]! < 0) out.push(placeStep(tile, p));
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Moving and capturing

/** What landing on a point does: nothing (empty), a capture, or a capture that also removes the mover. */
export type Landing = { kind: 'empty' } | { kind: 'capture'; victim: number; kamikaze: boolean };
export const EMPTY: Landing = Object.freeze({ kind: 'empty' });

/** Boat distances (king steps over board points, passing over anything) from a point; memoised per layout. */
const BOAT_DIST = new WeakMap<Layout, Map<PlaceId, Int8Array>>();
export function boatDistances(L: Layout, from: PlaceId): Int8Array {
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
        if (canLand(state, L, occ, drained, m, mf, to, composed)) out.push(moveStep(from, to));
      });
      continue;
    }
    if (m.tile === 'B' && state.options['basic-boat-movement'] !== 'straight') {
      const dist = boatDistances(L, from);
      for (const q of L.points) if (dist[q]! > 0 && canLand(state, L, occ, drained, m, mf, q, composed)) out.push(moveStep(from, q));
      continue;
    }
    const range = m.tile === 'W' ? 18 : m.tile === 'B' ? 5 : (MOVE_RANGE[m.tile] ?? 0);
    const over = m.tile === 'D' || m.tile === 'B';
    for (const d of L.moveDirIdx) {
      let q = from;
      for (let k = 1; k <= range; k++) {
        q = L.next[q * 8 + d]!;
        if (q < 0) break;
        if (canLand(state, L, occ, drained, m, mf, q, composed)) out.push(moveStep(from, q));
        const j = occ[q]!;
        if (!over && j >= 0 && pieces[j]!.owner !== m.owner) break;
      }
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Abilities

/** The Wheel's ring: the eight points around it in counter-clockwise order from the east. */
export const ring = (w: PlaceId): number[] => DIRS8.map(([dx, dy]) => at(XS[w]! + dx, YS[w]! + dy));

export const ROTATIONS_ANY: readonly [string, string][] = [
  ['cw', '1'],
  ['cw', '2'],
  ['cw', '3'],
  ['cw', '4'],
  ['ccw', '1'],
  ['ccw', '2'],
  ['ccw', '3'],
];
export const ROTATIONS_QUARTER: readonly [string, string][] = [
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

/** The destination of a push, or a violation. */
export function pushProblem(state: BasicState, b: number, target: unknown, dest: unknown): Violation | undefined {
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

export const NO_CARRY = new Set(['Jd', 'Rh', 'Rk', 'B']);

/** The ability steps of one Wheel or Boat (index i). */
export function abilitySteps(state: BasicState, i: number, carry: boolean): Move[] {
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
  const out = moveSteps(state);
  for (const m of placeSteps(state)) out.push(m);
  for (const m of useSteps(state)) out.push(m);
  if (out.length === 0 && state.options['basic-no-legal-action'] !== 'lose') out.push({ type: 'pass' });
  return out;
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

export { NON_FLOWERS, SPECIALS, handHas };
