/**
 * @packageDocumentation
 * Where tiles may go: movement per tile kind, walls and Torii, captures, bending,
 * the Chi Blocker's immobilizing, the Spirit Wheel's hop, promotion and
 * reincarnation, drop zones and sovereignty. Every generator lists the legal
 * targets of one source (a tile kind to drop, a tile to move, a bender, the Wheel),
 * so `legalMoves` is their union and `applyMove` asks the same generator about
 * the one step it is given.
 */
import type { OptionValues, Seat } from '../../core/types.ts';
import { RecentCache } from '../../core/recent.ts';
import { POINT_COUNT } from '../../geometry/index.ts';
import { immuneAt } from './harmony.ts';
import { ELEMENT_CODES, TILES, TILE_INDEX, type WikiTile } from './spec.ts';
import {
  ALL_GARDENS,
  at,
  friends,
  layoutFor,
  peopleCount,
  personOf,
  seatCount,
  SIDE_WALL,
  singleGarden,
  gardenIndex,
  unnaturalAt,
  X,
  Y,
  type Layout,
  type WikiPiece,
  type WikiState,
} from './state.ts';

// ---------------------------------------------------------------------------
// Options read once

export interface Flags {
  readonly seats: number;
  readonly people: number;
  readonly knight: string;
  readonly chiLeap: string;
  readonly toriiAny: boolean;
  readonly wallLine: boolean;
  readonly chiImmobChi: boolean;
  readonly chiAdj: string;
  readonly chiGrace: boolean;
  readonly chiCaptureAny: boolean;
  readonly chiCounts: boolean;
  readonly wheelExact: boolean;
  readonly hopUnlimited: boolean;
  readonly wallScreen: boolean;
  readonly demote: string;
  readonly promo: string;
  readonly reincNext: boolean;
  readonly reincAny: boolean;
  readonly bendMode: string;
  readonly bendCapture: boolean;
  readonly compound: boolean;
  readonly kamikaze: string;
  readonly unnaturalDeath: boolean;
  readonly dropCapture: boolean;
  readonly sovMoves: boolean;
  readonly partialLiteral: boolean;
  readonly openingElement: boolean;
  readonly loss: string;
  readonly elimRemove: boolean;
  readonly survivalIllegal: boolean;
  readonly passOn: boolean;
  readonly noMovesEnd: boolean;
  readonly bendImmune: boolean;
}

const FLAGS = new WeakMap<OptionValues, Flags>();
export function flagsOf(o: OptionValues): Flags {
  const hit = FLAGS.get(o);
  if (hit) return hit;
  const f: Flags = Object.freeze({
    seats: seatCount(o),
    people: peopleCount(o),
    knight: o['wiki-knight-blocking'] ?? 'orthogonal-first',
    chiLeap: o['wiki-chi-blocker-leaper'] ?? 'stepper',
    toriiAny: o['wiki-torii-passage'] !== 'start-only',
    wallLine: o['wiki-wall-crossing-geometry'] !== 'wall-point',
    chiImmobChi: o['wiki-chi-immobilize-chi'] !== 'no',
    chiAdj: o['wiki-chi-adjacency'] ?? 'eight',
    chiGrace: o['wiki-chi-withdraw'] !== 'at-once',
    chiCaptureAny: o['wiki-chi-capture'] === 'adjacent',
    chiCounts: o['wiki-chi-element-status'] === 'counted',
    wheelExact: o['wiki-spirit-wheel-range'] === 'exactly',
    hopUnlimited: o['wiki-spirit-wheel-hop'] === 'unlimited',
    wallScreen: o['wiki-spirit-wheel-wall-screen'] !== 'occupied',
    demote: o['wiki-spirit-wheel-demote'] ?? 'no',
    promo: o['wiki-promotion-mechanics'] ?? 'reserve',
    reincNext: o['wiki-reincarnation-timing'] === 'next-turn',
    reincAny: o['wiki-reincarnation-drop'] === 'any-empty',
    bendMode: o['wiki-bend-toward-away'] ?? 'final-distance',
    bendCapture: o['wiki-bend-unnatural'] === 'captured',
    compound: o['wiki-compound-actions'] !== 'atomic',
    kamikaze: o['wiki-kamikaze'] ?? 'off',
    unnaturalDeath: o['wiki-unnatural-capture-death'] === 'on',
    dropCapture: o['wiki-drop-capture'] === 'on',
    sovMoves: o['wiki-sovereignty-scope'] === 'moves-too',
    partialLiteral: o['wiki-partial-sovereignty'] !== 'inside-only',
    openingElement: o['wiki-opening-element-rule'] !== 'after-first-round',
    loss: o['wiki-element-loss-timing'] ?? 'last-turn',
    elimRemove: o['wiki-elimination-tiles'] === 'removed',
    survivalIllegal: o['wiki-survival-legality'] === 'illegal',
    passOn: o['wiki-pass-end'] !== 'disabled',
    noMovesEnd: o['wiki-no-valid-moves'] !== 'dropped',
    bendImmune: o['wiki-bend-reach'] === 'immune-unbendable',
  });
  FLAGS.set(o, f);
  return f;
}

// ---------------------------------------------------------------------------
// The context of a position: occupancy, immobilized tiles

export interface Ctx {
  readonly s: WikiState;
  readonly f: Flags;
  readonly L: Layout;
  /** Piece index + 1 per point (0 empty). Temporarily edited by `withVacated`, always restored. */
  readonly occ: Int16Array;
  /** 1 where the tile standing there is immobilized by a Chi Blocker. */
  readonly immob: Uint8Array;
}

const CTX = new RecentCache<WikiState, Ctx>(8);

export const tileOf = (p: WikiPiece): WikiTile => TILES[TILE_INDEX.get(p.tile) as number] as WikiTile;
const isEl = (p: WikiPiece) => tileOf(p).group === 'element';

export function ctxOf(s: WikiState): Ctx {
  const hit = CTX.get(s);
  if (hit) return hit;
  const L = layoutFor(s.options);
  const f = flagsOf(s.options);
  const occ = new Int16Array(POINT_COUNT);
  for (let i = 0; i < s.pieces.length; i++) occ[s.pieces[i]!.place] = i + 1;
  const immob = new Uint8Array(POINT_COUNT);
  for (const chi of s.pieces) {
    if (chi.tile !== 'Qi') continue;
    for (const [dx, dy] of f.chiAdj === 'four' ? ORTH : ALL8) {
      const n = at(X[chi.place]! + dx, Y[chi.place]! + dy);
      if (n < 0 || !occ[n]) continue;
      const p = s.pieces[occ[n]! - 1] as WikiPiece;
      if (p.tile === 'Qi' && !f.chiImmobChi) continue;
      if (f.chiAdj === 'enemy' && friends(s.options, p.owner, chi.owner)) continue;
      immob[n] = 1;
    }
  }
  const c: Ctx = { s, f, L, occ, immob };
  CTX.set(s, c);
  return c;
}

/** Whether a piece of `owner` (a Chi Blocker if `isChi`) standing on `place` would be immobilized, ignoring the point `ignore` (its old place). */
export function immobilizedAt(c: Ctx, owner: Seat, isChi: boolean, place: number, ignore: number): boolean {
  if (isChi && !c.f.chiImmobChi) return false;
  for (const [dx, dy] of c.f.chiAdj === 'four' ? ORTH : ALL8) {
    const n = at(X[place]! + dx, Y[place]! + dy);
    if (n < 0 || n === ignore || !c.occ[n]) continue;
    const q = c.s.pieces[c.occ[n]! - 1] as WikiPiece;
    if (q.tile !== 'Qi') continue;
    if (c.f.chiAdj === 'enemy' && friends(c.s.options, owner, q.owner)) continue;
    return true;
  }
  return false;
}

export const ORTH: readonly (readonly [number, number])[] = [
  [1, 0],
  [0, 1],
  [-1, 0],
  [0, -1],
];
export const DIAG: readonly (readonly [number, number])[] = [
  [1, 1],
  [-1, 1],
  [-1, -1],
  [1, -1],
];
export const ALL8 = [...ORTH, ...DIAG];

// ---------------------------------------------------------------------------
// Walls

/**
 * Whether a path (its points, start first) breaks the wall rule. A path crosses when it visits
 * both sides of the walls (central and outer), or, under `wiki-wall-crossing-geometry` = wall-point,
 * only when it also passes over a wall point on the way. A crossing is allowed when the path touches
 * a Torii (anywhere, or only at its start, by `wiki-torii-passage`; `startOnly` forces the start:
 * a bent flower must itself touch a Torii).
 */
export function crossesWall(c: Ctx, path: readonly number[], startOnly = false): boolean {
  let mask = 0;
  let inter = false;
  let touch = false;
  const last = path.length - 1;
  for (let i = 0; i <= last; i++) {
    const p = path[i] as number;
    const sd = c.L.side[p] as number;
    mask |= sd;
    if (sd === SIDE_WALL && i > 0 && i < last) inter = true;
    if (c.L.torii[p] && (i === 0 || (!startOnly && c.f.toriiAny))) touch = true;
  }
  if (mask !== 3) return false;
  if (!c.f.wallLine && !inter) return false;
  return !touch;
}

/** Incremental wall state along a straight line (slides). */
class Walk {
  mask: number;
  inter = false;
  touch: boolean;
  readonly c: Ctx;
  readonly startOnly: boolean;
  constructor(c: Ctx, start: number, startOnly: boolean) {
    this.c = c;
    this.startOnly = startOnly;
    this.mask = c.L.side[start] as number;
    this.touch = c.L.torii[start] === 1;
  }
  /** Whether the path ending at `p` is wall-legal; then records `p` as passed. */
  step(p: number): boolean {
    const { c } = this;
    const mask = this.mask | (c.L.side[p] as number);
    const touch = this.touch || (!this.startOnly && c.f.toriiAny && c.L.torii[p] === 1);
    const ok = mask !== 3 || (!c.f.wallLine && !this.inter) || touch;
    this.mask = mask;
    this.touch = touch;
    if (c.L.side[p] === SIDE_WALL) this.inter = true;
    return ok;
  }
}

// ---------------------------------------------------------------------------
// Captures

/** Whether `attacker` (a tile of `owner`) may capture the piece `target` by a step of the given kind. */
/** Whether a tile `t` of `owner` may capture `target` (`diagonal`: along a diagonal; a diagonal-only capturer needs it). */
export function mayCapture(c: Ctx, t: WikiTile, owner: Seat, target: WikiPiece, diagonal: boolean): boolean {
  if (friends(c.s.options, owner, target.owner)) return false;
  if (t.diagonalCapture && !diagonal) return false;
  if (t.group !== 'element') return true;
  if (tileOf(target).group !== 'element') return false;
  return t.code !== 'Qi' && t.code !== 'S';
}

/** The Chi Blocker's capture: a one-step (Mahn) capture of an enemy element it has immobilized. */
function chiMayCapture(c: Ctx, owner: Seat, target: WikiPiece): boolean {
  if (friends(c.s.options, owner, target.owner) || !isEl(target)) return false;
  if (c.f.chiCaptureAny) return true;
  return c.immob[target.place] === 1 && (target.mark !== undefined || !c.f.chiGrace);
}

// ---------------------------------------------------------------------------
// Movement

/** A target of a move: the point, and whether landing there captures. */
export type Emit = (to: number, capture: boolean) => boolean | void;

/**
 * Every point a tile may move to from `from`, in the order the tile's entry lists its moves.
 * `captures`: whether landing on a tile (capture) is allowed; `quiet`: whether moves to empty points are.
 * `emit` may return true to stop early. The tile is `t` of `owner`, standing on `from` (or about to).
 */
export function forEachMove(c: Ctx, from: number, t: WikiTile, owner: Seat, captures: boolean, quiet: boolean, emit: Emit): boolean {
  const x0 = X[from] as number;
  const y0 = Y[from] as number;
  const side = c.L.side;
  const torii = c.L.torii;
  const onBoard = c.L.onBoard;
  const toriiAny = c.f.toriiAny;
  const wallLine = c.f.wallLine;
  const slide = (dirs: readonly (readonly [number, number])[], min: number, max: number, diagonal: boolean, canCapture: boolean): boolean => {
    // Read by index: destructuring each pair goes through the array iterator, on the hottest loop of move listing.
    for (const d of dirs) {
      const dx = d[0];
      const dy = d[1];
      let mask = side[from] as number;
      let touch = torii[from] === 1;
      let inter = false;
      for (let k = 1; k <= max; k++) {
        const x = x0 + dx * k;
        const y = y0 + dy * k;
        if (x < -9 || x > 9 || y < -9 || y > 9) break;
        const p = (x + 9) * 19 + (y + 9);
        if (!onBoard[p]) break;
        const sd = side[p] as number;
        mask |= sd;
        if (toriiAny && torii[p]) touch = true;
        const ok = mask !== 3 || (!wallLine && !inter) || touch;
        if (sd === SIDE_WALL) inter = true;
        const o = c.occ[p] as number;
        if (o) {
          if (captures && canCapture && ok && k >= min && mayCapture(c, t, owner, c.s.pieces[o - 1] as WikiPiece, diagonal) && !(t.group !== 'element' && immuneAt(c.s, p, from)) && emit(p, true)) return true;
          break;
        }
        if (quiet && ok && k >= min && emit(p, false)) return true;
      }
    }
    return false;
  };
  switch (t.move) {
    case 'lily':
      return slide(ORTH, 1, 1, false, false) || slide(DIAG, 1, 3, true, true);
    case 'jade':
      return slide(ORTH, 1, 3, false, true);
    case 'lotus':
      return slide(ORTH, 1, 2, false, true) || slide(DIAG, 1, 2, true, true);
    case 'queen6':
      return slide(ORTH, 1, 6, false, true) || slide(DIAG, 1, 6, true, true);
    case 'earth':
      return slide(ORTH, 1, 6, false, true);
    case 'water':
      return slide(DIAG, 1, 6, true, true) || slide(ORTH, 1, 1, false, false);
    case 'knight':
      return knights(c, from, false, (p) => {
        const o = c.occ[p] as number;
        if (o) return captures && mayCapture(c, t, owner, c.s.pieces[o - 1] as WikiPiece, false) && !(t.group !== 'element' && immuneAt(c.s, p, from)) && emit(p, true);
        return quiet && emit(p, false);
      });
    case 'chi': {
      if (quiet && zebras(c, from, (p) => !c.occ[p] && emit(p, false))) return true;
      for (const [dx, dy] of ALL8) {
        const p = at(x0 + dx, y0 + dy);
        if (p < 0 || !c.L.onBoard[p] || wall3(c, from, -1, p, false)) continue;
        const o = c.occ[p] as number;
        if (o) {
          if (captures && chiMayCapture(c, owner, c.s.pieces[o - 1] as WikiPiece) && emit(p, true)) return true;
        } else if (quiet && emit(p, false)) return true;
      }
      return false;
    }
    case 'wheel': {
      if (quiet) {
        const min = c.f.wheelExact ? 6 : 1;
        if (slide(ORTH, min, 6, false, false) || slide(DIAG, min, 6, true, false)) return true;
        if (knights(c, from, false, (p) => !c.occ[p] && emit(p, false))) return true;
      }
      if (captures)
        return hops(c, from, (p) => {
          const q = c.s.pieces[(c.occ[p] as number) - 1] as WikiPiece;
          return isEl(q) && !friends(c.s.options, owner, q.owner) && emit(p, true);
        });
      return false;
    }
  }
}

/** Whether every point strictly between `from` and `from + k·(dx, dy)` is empty, and that path keeps the wall rule. */
function rayClear(c: Ctx, from: number, dx: number, dy: number, k: number): boolean {
  const x0 = X[from] as number;
  const y0 = Y[from] as number;
  let mask = c.L.side[from] as number;
  let touch = c.L.torii[from] === 1;
  let inter = false;
  for (let i = 1; i <= k; i++) {
    const p = at(x0 + dx * i, y0 + dy * i);
    if (p < 0 || !c.L.onBoard[p]) return false;
    if (i < k && c.occ[p]) return false;
    const sd = c.L.side[p] as number;
    mask |= sd;
    if (c.f.toriiAny && c.L.torii[p]) touch = true;
    if (i === k) return mask !== 3 || (!c.f.wallLine && !inter) || touch;
    if (sd === SIDE_WALL) inter = true;
  }
  return false;
}

/** The straight slides of a move kind: directions, reach, and whether a slide may end in a capture. */
const SLIDES: Readonly<Record<string, readonly { diag: boolean; max: number; capture: boolean }[]>> = {
  lily: [
    { diag: false, max: 1, capture: false },
    { diag: true, max: 3, capture: true },
  ],
  jade: [{ diag: false, max: 3, capture: true }],
  lotus: [
    { diag: false, max: 2, capture: true },
    { diag: true, max: 2, capture: true },
  ],
  queen6: [
    { diag: false, max: 6, capture: true },
    { diag: true, max: 6, capture: true },
  ],
  earth: [{ diag: false, max: 6, capture: true }],
  water: [
    { diag: true, max: 6, capture: true },
    { diag: false, max: 1, capture: false },
  ],
};

/** Whether a tile `t` of `owner` on `from` could capture the tile on `target` (a targeted test, same answers as `forEachMove`). */
export function capturesFrom(c: Ctx, from: number, t: WikiTile, owner: Seat, target: number): boolean {
  const dx = X[target]! - X[from]!;
  const dy = Y[target]! - Y[from]!;
  const ax = Math.abs(dx);
  const ay = Math.abs(dy);
  const victim = c.s.pieces[(c.occ[target] as number) - 1] as WikiPiece;
  const slides = SLIDES[t.move];
  if (slides) {
    const diag = ax === ay;
    if (!(dx === 0 || dy === 0 || diag)) return false;
    const k = Math.max(ax, ay);
    for (const sl of slides) {
      if (sl.diag !== diag || !sl.capture || k > sl.max) continue;
      if (rayClear(c, from, Math.sign(dx), Math.sign(dy), k) && mayCapture(c, t, owner, victim, diag)) return true;
    }
    return false;
  }
  if (t.move === 'knight') {
    if (!((ax === 1 && ay === 2) || (ax === 2 && ay === 1))) return false;
    return mayCapture(c, t, owner, victim, false) && knights(c, from, false, (p) => p === target);
  }
  if (t.move === 'chi') return ax <= 1 && ay <= 1 && !wall3(c, from, -1, target, false) && chiMayCapture(c, owner, victim);
  if (t.move === 'wheel') {
    if (!(dx === 0 || dy === 0 || ax === ay)) return false;
    return isEl(victim) && !friends(c.s.options, owner, victim.owner) && hops(c, from, (p) => p === target);
  }
  return false;
}

/**
 * The knight targets (1 orthogonally, then 1 diagonally turning 45°) from `from`, by
 * `wiki-knight-blocking`: the orthogonal point first must be empty (default), either L-path may
 * be free, or a true leaper. No wall may be crossed on the way. `bend` applies the bent flower's
 * wall rule (it must itself touch a Torii to cross). `cb` gets each reachable end point.
 */
export function knights(c: Ctx, from: number, bend: boolean, cb: (p: number) => boolean | void): boolean {
  const x0 = X[from] as number;
  const y0 = Y[from] as number;
  const mode = c.f.knight;
  for (let d = 0; d < 8; d++) {
    // Read by index: destructuring a tuple goes through the array iterator, which cost a third of this function.
    const kp = KNIGHT_PATHS[d] as readonly [number, number, number, number];
    const ox = kp[0];
    const oy = kp[1];
    const dx = kp[2];
    const dy = kp[3];
    const ex = x0 + ox + dx;
    const ey = y0 + oy + dy;
    if (ex < -9 || ex > 9 || ey < -9 || ey > 9) continue;
    const e = (ex + 9) * 19 + (ey + 9);
    if (!c.L.onBoard[e]) continue;
    let ok: boolean;
    if (mode === 'leaper') ok = !wall3(c, from, -1, e, bend);
    else {
      ok = free(c, from, at(x0 + ox, y0 + oy), e, bend);
      if (!ok && mode === 'either') ok = free(c, from, at(x0 + dx, y0 + dy), e, bend);
    }
    if (ok && cb(e)) return true;
  }
  return false;
}

/** The eight knight moves as an orthogonal step (ox, oy) then a diagonal step (dx, dy). */
const KNIGHT_PATHS: readonly (readonly [number, number, number, number])[] = ORTH.flatMap(([ox, oy]) =>
  [1, -1].map((sgn) => [ox, oy, ox - oy * sgn, oy + ox * sgn] as const),
);

const free = (c: Ctx, from: number, m: number, e: number, bend: boolean): boolean => m >= 0 && c.L.onBoard[m] === 1 && !c.occ[m] && !wall3(c, from, m, e, bend);

/** `crossesWall` for a path of two or three points (`m` = -1 for none), without allocating. */
function wall3(c: Ctx, a: number, m: number, e: number, startOnly: boolean): boolean {
  const side = c.L.side;
  const sm = m >= 0 ? (side[m] as number) : 0;
  const mask = (side[a] as number) | sm | (side[e] as number);
  if (mask !== 3) return false;
  const inter = m >= 0 && sm === SIDE_WALL;
  if (!c.f.wallLine && !inter) return false;
  const torii = c.L.torii;
  if (torii[a]) return false;
  if (!startOnly && c.f.toriiAny && ((m >= 0 && torii[m]) || torii[e])) return false;
  return true;
}

/** The Chi Blocker's zebra targets (1 orthogonally, then 2 diagonally), by `wiki-chi-blocker-leaper`. */
function zebras(c: Ctx, from: number, cb: (p: number) => boolean | void): boolean {
  const x0 = X[from] as number;
  const y0 = Y[from] as number;
  for (const [ox, oy] of ORTH) {
    for (const sgn of [1, -1]) {
      const dx = ox - oy * sgn;
      const dy = oy + ox * sgn;
      const m1 = at(x0 + ox, y0 + oy);
      const m2 = at(x0 + ox + dx, y0 + oy + dy);
      const e = at(x0 + ox + 2 * dx, y0 + oy + 2 * dy);
      if (e < 0 || !c.L.onBoard[e]) continue;
      if (c.f.chiLeap === 'stepper' && [m1, m2].some((m) => m < 0 || !c.L.onBoard[m] || c.occ[m])) continue;
      if (c.f.chiLeap !== 'leaper-walls' && crossesWall(c, [from, m1, m2, e])) continue;
      if (cb(e)) return true;
    }
  }
  return false;
}

/**
 * The Spirit Wheel's hop: along a straight line in eight directions, over exactly one screen
 * (one tile of any player, or one wall crossing under `wiki-spirit-wheel-wall-screen` = crossing;
 * never both), onto the next tile, within 6 points unless `wiki-spirit-wheel-hop` = unlimited.
 * `cb` gets each occupied point it could land on (the caller checks what stands there).
 */
export function hops(c: Ctx, from: number, cb: (p: number) => boolean | void): boolean {
  const x0 = X[from] as number;
  const y0 = Y[from] as number;
  const max = c.f.hopUnlimited ? 18 : 6;
  for (const [dx, dy] of ALL8) {
    let screen = false;
    let crossings = 0;
    let ref = c.L.side[from] as number;
    for (let k = 1; k <= max; k++) {
      const p = at(x0 + dx * k, y0 + dy * k);
      if (p < 0 || !c.L.onBoard[p]) break;
      const sd = c.L.side[p] as number;
      if (sd !== SIDE_WALL) {
        if (ref !== SIDE_WALL && sd !== ref) crossings++;
        ref = sd;
      }
      if (!c.occ[p]) continue;
      const walls = c.f.wallScreen ? crossings : 0;
      if (!screen) {
        if (walls === 1 && cb(p)) return true;
        if (walls !== 0) break;
        screen = true;
        continue;
      }
      if (walls === 0 && cb(p)) return true;
      break;
    }
  }
  return false;
}

// ---------------------------------------------------------------------------
// Bending

export const BENDERS = new Set(['A', 'W', 'E', 'F', 'S']);

/** The flowers a bender on `from` reaches "as if to capture" them (any owner). */
export function forEachBendTarget(c: Ctx, from: number, t: WikiTile, cb: (flower: number) => boolean | void): boolean {
  const isFlowerAt = (p: number) => {
    const o = c.occ[p] as number;
    return o !== 0 && tileOf(c.s.pieces[o - 1] as WikiPiece).group !== 'element' && !c.immob[p] && !(c.f.bendImmune && immuneAt(c.s, p));
  };
  if (t.code === 'S') return hops(c, from, (p) => isFlowerAt(p) && cb(p));
  if (t.code === 'A') return knights(c, from, false, (p) => isFlowerAt(p) && cb(p));
  const dirs = t.code === 'W' ? DIAG : t.code === 'E' ? ORTH : ALL8;
  for (const [dx, dy] of dirs) {
    const w = new Walk(c, from, false);
    for (let k = 1; k <= 6; k++) {
      const p = at(X[from]! + dx * k, Y[from]! + dy * k);
      if (p < 0 || !c.L.onBoard[p]) break;
      const ok = w.step(p);
      if (c.occ[p]) {
        if (ok && isFlowerAt(p) && cb(p)) return true;
        break;
      }
    }
  }
  return false;
}

/** Where a bender on `from` may send the flower on `flower` (deduplicated, in generation order). */
export function bendDestinations(c: Ctx, from: number, t: WikiTile, flower: number): number[] {
  const out: number[] = [];
  const seen = new Set<number>();
  const add = (p: number) => {
    if (!seen.has(p)) {
      seen.add(p);
      out.push(p);
    }
  };
  const fx = X[flower] as number;
  const fy = Y[flower] as number;
  const bx = X[from] as number;
  const by = Y[from] as number;
  // One step as if the flower were the bender.
  const oneStep = (dirs: readonly (readonly [number, number])[]) => {
    for (const [dx, dy] of dirs) {
      const p = at(fx + dx, fy + dy);
      if (p >= 0 && c.L.onBoard[p] && !c.occ[p] && !crossesWall(c, [flower, p], true)) add(p);
    }
  };
  if (t.code === 'A' || t.code === 'S') knights(c, flower, true, (p) => (c.occ[p] ? undefined : add(p)));
  if (t.code === 'A') return out;
  oneStep(t.code === 'W' ? DIAG : t.code === 'E' ? ORTH : ALL8);
  const cheb = (p: number) => Math.max(Math.abs(X[p]! - bx), Math.abs(Y[p]! - by));
  const line = (dx: number, dy: number, keep: (p: number, k: number) => boolean) => {
    const w = new Walk(c, flower, true);
    for (let k = 1; k <= 18; k++) {
      const p = at(fx + dx * k, fy + dy * k);
      if (p < 0 || !c.L.onBoard[p] || c.occ[p]) break;
      if (!w.step(p)) continue;
      if (keep(p, k)) add(p);
    }
  };
  if (c.f.bendMode === 'any-direction') {
    for (const [dx, dy] of ALL8) line(dx, dy, (p) => cheb(p) <= 7);
    return out;
  }
  const ux = Math.sign(fx - bx);
  const uy = Math.sign(fy - by);
  const d0 = cheb(flower);
  if (c.f.bendMode === 'move-distance') {
    line(ux, uy, (_p, k) => k <= 7);
    line(-ux, -uy, (_p, k) => k <= 7 && d0 - k >= 1);
  } else {
    line(ux, uy, (_p, k) => d0 + k <= 7);
    line(-ux, -uy, (_p, k) => d0 - k >= 1);
  }
  return out;
}

// ---------------------------------------------------------------------------
// Reserves, elements, sovereignty

/** How many tiles of each kind (by `TILES` index) a seat still holds in reserve. */
export function reserveOf(s: WikiState, seat: Seat): number[] {
  const n = TILES.map((x) => x.count);
  for (const p of s.pieces) if (p.owner === seat) n[TILE_INDEX.get(p.tile) as number]! -= 1;
  for (const p of s.pot) if (p.owner === seat) n[TILE_INDEX.get(p.tile) as number]! -= 1;
  return n;
}

/** Whether a piece counts toward the keep-an-element rule (the Chi Blocker only under `wiki-chi-element-status` = counted). */
export const countsAsElement = (f: Flags, p: { tile: string }): boolean => ELEMENT_CODES.includes(p.tile) && (p.tile !== 'Qi' || f.chiCounts);

export const hasElement = (s: WikiState, seat: Seat): boolean => {
  const f = flagsOf(s.options);
  return s.pieces.some((p) => p.owner === seat && countsAsElement(f, p));
};

/** A sovereign tile the mover may not threaten with a newly dropped tile, and the gardens a threat must come from. */
export interface Sovereign {
  readonly place: number;
  readonly kind: 'single' | 'partial';
  /** Gardens from within or touching which a threat counts (every garden for single sovereignty). */
  readonly from: number;
}

/** Enemy sovereignty as it stands for `mover`, ignoring the tile on `exclude` (the tile just dropped). */
export function sovereignty(c: Ctx, mover: Seat, exclude = -1): { forbidden: number; targets: Sovereign[] } {
  const inside = new Int16Array(12);
  const insideAt = new Int16Array(12).fill(-1);
  const border = new Int16Array(12);
  for (const p of c.s.pieces) {
    if (p.place === exclude) continue;
    const m = c.L.gardens[p.place] as number;
    if (singleGarden(m)) {
      const g = gardenIndex(m);
      inside[g]! += 1;
      insideAt[g] = p.place;
    } else for (let g = 0; g < 12; g++) if (m & (1 << g)) border[g]! += 1;
  }
  let forbidden = 0;
  const targets: Sovereign[] = [];
  for (let g = 0; g < 12; g++) {
    if (inside[g] !== 1) continue;
    const p = c.s.pieces[(c.occ[insideAt[g] as number] as number) - 1] as WikiPiece;
    if (friends(c.s.options, mover, p.owner)) continue;
    forbidden |= 1 << g;
    targets.push({ place: p.place, kind: 'single', from: ALL_GARDENS });
  }
  for (const p of c.s.pieces) {
    if (p.place === exclude || friends(c.s.options, mover, p.owner)) continue;
    const m = c.L.gardens[p.place] as number;
    if (singleGarden(m)) continue;
    let held = 0;
    for (let g = 0; g < 12; g++) if (m & (1 << g) && inside[g] === 0 && (!c.f.partialLiteral || border[g] === 1)) held |= 1 << g;
    if (held) targets.push({ place: p.place, kind: 'partial', from: held });
  }
  return { forbidden, targets };
}

/**
 * Whether a tile `t` of `owner` standing on `from` threatens the tile on `target`: it could capture it,
 * or (an element that bends) bend it, on a later turn.
 */
export function threatens(c: Ctx, from: number, t: WikiTile, owner: Seat, target: number): boolean {
  const far = Math.max(Math.abs(X[from]! - X[target]!), Math.abs(Y[from]! - Y[target]!));
  if (far > 6 && !(t.code === 'S' && c.f.hopUnlimited)) return false;
  if (capturesFrom(c, from, t, owner, target)) return true;
  const q = c.s.pieces[(c.occ[target] as number) - 1] as WikiPiece;
  if (BENDERS.has(t.code) && tileOf(q).group !== 'element' && !c.immob[target]) return bendReaches(c, from, t, target);
  return false;
}

/** Whether a bender `t` on `from` reaches the flower on `target` as if to capture it. */
export function bendReaches(c: Ctx, from: number, t: WikiTile, target: number): boolean {
  const dx = X[target]! - X[from]!;
  const dy = Y[target]! - Y[from]!;
  const ax = Math.abs(dx);
  const ay = Math.abs(dy);
  if (t.code === 'A') return ((ax === 1 && ay === 2) || (ax === 2 && ay === 1)) && knights(c, from, false, (p) => p === target);
  if (t.code === 'S') return (dx === 0 || dy === 0 || ax === ay) && hops(c, from, (p) => p === target);
  const diag = ax === ay;
  if (!(dx === 0 || dy === 0 || diag)) return false;
  if ((t.code === 'W' && !diag) || (t.code === 'E' && diag)) return false;
  const k = Math.max(ax, ay);
  return k <= 6 && rayClear(c, from, Math.sign(dx), Math.sign(dy), k);
}

/** Runs `fn` with the point `p` treated as empty (the tile there is lifted for the question). */
export function withVacated<T>(c: Ctx, p: number, fn: () => T): T {
  const saved = c.occ[p] as number;
  c.occ[p] = 0;
  try {
    return fn();
  } finally {
    c.occ[p] = saved;
  }
}

/** Whether a person is still in the game (some seat of theirs is not out). */
export const personIn = (s: WikiState, person: number): boolean => {
  for (let seat = 0; seat < seatCount(s.options); seat++) if (personOf(s.options, seat as Seat) === person && !s.out.some((x) => x.seat === seat)) return true;
  return false;
};

/** Whether `unnaturalAt` applies to a flower tile landing on `p`. */
export const unnatural = (c: Ctx, t: WikiTile, p: number): boolean => unnaturalAt(c.L, t.group, p);
