/**
 * @packageDocumentation
 * Basic Pai Sho's steps applied, and refusals explained: the effects of a legal step (placing,
 * moving and capturing into the Pot, the Wheel's turn, the Boat's push and carry, the drain,
 * the running score) and, for a step that is not legal, the rule it breaks and why.
 *
 * Apart from `rules-engine.ts` (legal steps, outcome, final count) so that the browser can show
 * and explore a position before this part arrives: see `first.ts` and `src/engine/README.md`.
 */
import type { Move, Violation } from '../../core/types.ts';
import type { PlaceId } from '../../geometry/index.ts';
import { DIR_NAMES, DIRS8, at, colourIndex, colourWords, layoutFor, other, seatName, TILE_INDEX, XS, YS, type BasicPiece, type BasicState, type Layout, type Seat } from './state.ts';
import { disharmonious, flowerOf, isFlowerCode, tileName, TILE_CODES } from '../booklet/tiles.ts';
import { analyse, boardInfo } from './analysis.ts';
import {
  abilitySteps,
  boatDistances,
  EMPTY,
  explaining,
  handHas,
  isPointId,
  MOVE_RANGE,
  moveRule,
  name,
  NO_CARRY,
  NON_FLOWERS,
  pushProblem,
  ring,
  ROTATIONS_ANY,
  ROTATIONS_QUARTER,
  SPECIALS,
  springProblem,
  v,
  type Landing,
} from './rules-engine.ts';

// ---------------------------------------------------------------------------------------------
// Why a step is refused

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
  // A Rock says what it copies to whoever clicks it, so it answers before the owner check.
  if (p.tile === 'Rk') return v('ERR_ROCK_MOVE', () => `A Rock never moves once placed. ${rockWords(state, i)}`, 'rock');
  if (p.owner !== state.toMove) return v('ERR_MOVE_OWNER', () => `The tile on ${name(from)} is not ${seatName(state.toMove)}'s.`, 'turn-actions');
  if (p.tile === 'K') return v('ERR_KNOTWEED_MOVE', () => 'A Knotweed never moves by itself (only a Boat can move it).', 'knotweed');
  if (drained[i]) return v('ERR_DRAINED', () => `The ${tileName(p.tile)} on ${name(from)} is drained by a Knotweed and may not move.`, 'drained');
  return undefined;
}


const and = (xs: readonly string[]): string => (xs.length < 2 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`);

/** What the Rock at piece index `i` copies now, and the friends and enemies that follow (for the reader who clicks it). */
export function rockWords(state: BasicState, i: number): string {
  const a = analyse(state);
  const copies = a.copies[i]!;
  const p = state.pieces[i]!;
  const near = state.pieces.filter((q) => isFlowerCode(q.tile) && Math.max(Math.abs(XS[q.place]! - XS[p.place]!), Math.abs(YS[q.place]! - YS[p.place]!)) === 1);
  if (a.drained[i]) return 'It is drained by a Knotweed, so it copies nothing.';
  if (!copies.length) {
    return near.length
      ? `Under the rules in force it copies none of the ${near.length} flowers next to it, so it forms no harmony.`
      : 'No ordinary flower stands next to it, so it copies nothing and forms no harmony.';
  }
  const friends = [...new Set(copies.flatMap((c) => flowerOf(c)!.harmony))].map(tileName);
  const foes = [...new Set(copies.flatMap((c) => flowerOf(c)!.disharmony))].map(tileName);
  return `It copies the ${and(copies.map(tileName))} next to it: it harmonizes with ${seatName(p.owner)}'s ${and(friends)} on an open line, and clashes with ${and(foes)}.`;
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


/** Why a step is refused (always a violation naming a rule), for steps not among the legal ones. */
export function diagnose(state: BasicState, step: Move): Violation {
  return explaining(() => explain(state, step));
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
    // The step is legal, so a tile on the target is a capture; a non-flower taken under the composed rule takes its taker too.
    const victim = boardInfo(state).occ[step.to]!;
    let alive = true;
    if (victim >= 0) {
      removeToPot(d, state.pieces[victim]!.id);
      if (state.options['basic-capture-rule'] !== 'disharmony-only' && NON_FLOWERS.has(state.pieces[victim]!.tile)) {
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

