/**
 * @packageDocumentation
 * What a Basic position means, computed once per state and memoised: which pieces are
 * drained, which Lotuses bloom, what each Rock copies, the harmonies and disharmonies
 * with their values, and whether a player's harmonies ring the centre.
 */
import { POINT_COUNT } from '../../geometry/index.ts';
import { disharmonious, harmonious, isFlowerCode } from '../booklet/tiles.ts';
import { at, colourIndex, DIRS4, DIRS8, layoutFor, XS, YS, type BasicState, type Layout, type Seat } from './state.ts';

/** A harmony between two pieces (indices into `state.pieces`). */
export interface BasicHarmony {
  readonly a: number;
  readonly b: number;
  readonly owner: Seat;
  readonly value: number;
  /** Natural harmony (red flower on red with white flower on white). */
  readonly natural: boolean;
  /** A blooming White Lotus is one of the two. */
  readonly lotus: boolean;
  /** Stable key by piece ids, for scoring on creation. */
  readonly key: number;
}

/** A disharmony: piece `by` disrupts the harmony `a`–`b` of `victim`. */
export interface BasicDisharmony {
  readonly by: number;
  readonly a: number;
  readonly b: number;
  readonly victim: Seat;
  readonly value: number;
  readonly key: number;
}

export interface BoardInfo {
  /** Piece index on each point, -1 when empty (a plain array: cheaper to allocate per state than a typed one). */
  readonly occ: readonly number[];
  /** 1 for a drained piece (by piece index). */
  readonly drained: readonly number[];
}

export interface Analysis extends BoardInfo {
  /** Does each player's White Lotus bloom? */
  readonly bloom: readonly [boolean, boolean];
  /** Flower codes a Rock copies (by piece index; empty for other pieces). */
  readonly copies: readonly (readonly string[])[];
  readonly harmonies: readonly BasicHarmony[];
  readonly disharmonies: readonly BasicDisharmony[];
}

const BOARD = new WeakMap<BasicState, BoardInfo>();
const ANALYSIS = new WeakMap<BasicState, Analysis>();
const INFO_BY_BOARD = new WeakMap<BasicState['pieces'], { readonly options: BasicState['options']; readonly info: BoardInfo }>();

/** Occupancy and drained pieces (cheap; what move generation needs). */
export function boardInfo(state: BasicState): BoardInfo {
  const hit = BOARD.get(state);
  if (hit) return hit;
  // Made from the pieces and the options only: a state around the same frozen board shares it (see `BY_BOARD`).
  const shared = INFO_BY_BOARD.get(state.pieces);
  if (shared && shared.options === state.options) {
    BOARD.set(state, shared.info);
    return shared.info;
  }
  const occ: number[] = new Array<number>(POINT_COUNT).fill(-1);
  state.pieces.forEach((p, i) => {
    occ[p.place] = i;
  });
  const drained: number[] = new Array<number>(state.pieces.length).fill(0);
  const scope = state.options['basic-drain-scope'] ?? 'eight-continuous';
  if (scope === 'at-placement') {
    const knots = new Set(state.pieces.filter((p) => p.tile === 'K').map((p) => p.id));
    state.pieces.forEach((p, i) => {
      if (p.tile !== 'K' && p.drainedBy?.some((k) => knots.has(k))) drained[i] = 1;
    });
  } else {
    const dirs = scope === 'four-continuous' ? DIRS4 : DIRS8;
    for (const k of state.pieces) {
      if (k.tile !== 'K') continue;
      for (const [dx, dy] of dirs) {
        const q = at(XS[k.place]! + dx, YS[k.place]! + dy);
        if (q < 0) continue;
        const j = occ[q]!;
        // A Knotweed cannot be drained by another Knotweed.
        if (j >= 0 && state.pieces[j]!.tile !== 'K') drained[j] = 1;
      }
    }
  }
  const info = { occ, drained };
  BOARD.set(state, info);
  if (Object.isFrozen(state.pieces)) INFO_BY_BOARD.set(state.pieces, { options: state.options, info });
  return info;
}

/** Own tiles in the Pot, per player. */
export const potLosses = (state: BasicState): [number, number] => {
  const n: [number, number] = [0, 0];
  for (const t of state.pot) n[t.owner]++;
  return n;
};

/** Which players' Lotuses bloom (the player with fewer of their own tiles in the Pot). */
export function blooming(state: BasicState): [boolean, boolean] {
  const [a, b] = potLosses(state);
  if (state.options['basic-blooming'] === 'tie-both') return [a <= b, b <= a];
  return [a < b, b < a];
}


/**
 * The analysis by the board it was made for: a step's effect builds the position it scores the step
 * by and then the position it leaves, two states around one frozen board, and the second asks again.
 * An analysis reads only the pieces, the Pot and the options (`blooming`, `boardInfo`), so a state
 * with the same three frozen objects has the same one.
 */
const BY_BOARD = new WeakMap<BasicState['pieces'], { readonly pot: BasicState['pot']; readonly options: BasicState['options']; readonly analysis: Analysis }>();

export function analyse(state: BasicState): Analysis {
  const hit = ANALYSIS.get(state);
  if (hit) return hit;
  const shared = BY_BOARD.get(state.pieces);
  if (shared && shared.pot === state.pot && shared.options === state.options) {
    ANALYSIS.set(state, shared.analysis);
    return shared.analysis;
  }
  const L = layoutFor(state.options);
  const { occ, drained } = boardInfo(state);
  const o = state.options;
  const pieces = state.pieces;
  const n = pieces.length;
  const bloom = blooming(state);
  const springInert = o['basic-starting-point-harmony'] !== 'ports-only';
  // What each Rock copies: the traits of the ordinary flowers next to it.
  const rockMode = o['basic-rock-multi'] ?? 'all-adjacent';
  const copies: string[][] = pieces.map(() => []);
  pieces.forEach((p, i) => {
    if (p.tile !== 'Rk' || drained[i]) return;
    const found: string[] = [];
    for (const [dx, dy] of DIRS8) {
      const q = at(XS[p.place]! + dx, YS[p.place]! + dy);
      if (q < 0) continue;
      const j = occ[q]!;
      if (j < 0) continue;
      const f = pieces[j]!;
      if (!isFlowerCode(f.tile) || drained[j]) continue;
      if (rockMode === 'own-only' && f.owner !== p.owner) continue;
      found.push(f.tile);
    }
    if (rockMode === 'single-only' && found.length !== 1) return;
    copies[i] = [...new Set(found)];
  });
  // Harmony identity: a flower's own code, a Rock's copies, 'lotus' for a blooming Lotus; undefined when it cannot harmonize.
  const ident: (readonly string[] | 'lotus' | undefined)[] = pieces.map((p, i) => {
    if (drained[i] || L.starting[p.place]) return undefined;
    if (isFlowerCode(p.tile)) return springInert && !p.moved ? undefined : [p.tile];
    if (p.tile === 'Rk') return copies[i]!.length ? copies[i] : undefined;
    if (p.tile === 'Lo') return bloom[p.owner] ? 'lotus' : undefined;
    return undefined;
  });
  // Disharmony identity: what a piece can disrupt with (flowers and copying Rocks; not drained, not unmoved spring flowers).
  const dis: (readonly string[] | undefined)[] = pieces.map((p, i) => {
    if (drained[i]) return undefined;
    if (isFlowerCode(p.tile)) return springInert && !p.moved ? undefined : [p.tile];
    if (p.tile === 'Rk') return copies[i]!.length ? copies[i] : undefined;
    return undefined;
  });
  const perFlower = o['basic-natural-bonus'] === 'per-flower';
  const onOwn = (i: number): boolean => {
    const p = pieces[i]!;
    const c = colourIndex(p.tile);
    return c >= 0 && L.ownColour[c as 0 | 1][p.place] === 1;
  };
  /** The harmony of pieces i and j, if they form one. */
  const pair = (i: number, j: number): Omit<BasicHarmony, 'key'> | undefined => {
    const A = ident[i];
    const B = ident[j];
    if (!A || !B) return undefined;
    const pa = pieces[i]!;
    const pb = pieces[j]!;
    if (A === 'lotus' || B === 'lotus') {
      if (A === 'lotus' && B === 'lotus') return undefined;
      const lotus = A === 'lotus' ? pa : pb;
      const flower = A === 'lotus' ? pb : pa;
      if (!isFlowerCode(flower.tile)) return undefined;
      return { a: i, b: j, owner: lotus.owner, value: 1, natural: false, lotus: true };
    }
    if (pa.owner !== pb.owner) return undefined;
    if (!A.some((x) => B.some((y) => harmonious(x, y)))) return undefined;
    const ca = colourIndex(pa.tile);
    const cb = colourIndex(pb.tile);
    const natural = ca >= 0 && cb >= 0 && ca !== cb && onOwn(i) && onOwn(j);
    const value = perFlower ? 1 + (onOwn(i) ? 1 : 0) + (onOwn(j) ? 1 : 0) : natural ? 2 : 1;
    return { a: i, b: j, owner: pa.owner, value, natural, lotus: false };
  };
  const disrupts = (x: number, m: number): boolean => {
    const X = dis[x];
    const M = ident[m];
    if (!X || !M || M === 'lotus') return false;
    return X.some((a) => M.some((b) => disharmonious(a, b)));
  };
  /** Numeric keys by piece ids (ids stay below 128: a game places at most 108 tiles). */
  const hkey = (i: number, j: number) => {
    const a = pieces[i]!.id;
    const b = pieces[j]!.id;
    return a < b ? a * 128 + b : b * 128 + a;
  };
  const harmonies: BasicHarmony[] = [];
  const disharmonies: BasicDisharmony[] = [];
  const def = o['basic-harmony-definition'] ?? 'clear-line';
  const sameLine = o['basic-disharmony-definition'] === 'same-line';
  const firstFlower = def === 'first-flower';
  const boatClear = o['basic-boat-harmony'] !== 'blocks';
  const clear = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const t = pieces[i]!.tile;
    clear[i] = firstFlower ? (t === 'K' || t === 'W' || t === 'B' ? 1 : 0) : t === 'B' && boatClear ? 1 : 0;
  }
  const next = L.next;
  /** The first blocking piece from point p in direction d (at most `limit` points away), or -1. */
  const firstFrom = (p: number, d: number, limit: number): number => {
    let q = p;
    for (let k = 1; k <= limit; k++) {
      q = next[q * 8 + d]!;
      if (q < 0) return -1;
      const j = occ[q]!;
      if (j >= 0 && !clear[j]) return j;
    }
    return -1;
  };
  const limit = def === 'adjacent' ? 1 : 18;
  for (let i = 0; i < n; i++) {
    if (clear[i]) continue;
    const pi = pieces[i]!.place;
    for (const d of L.forwardLineIdx) {
      const j = firstFrom(pi, d, limit);
      if (j < 0) continue;
      const h = ident[i] && ident[j] ? pair(i, j) : undefined;
      if (h) {
        harmonies.push({ ...h, key: hkey(i, j) });
        if (sameLine) {
          // A disharmonious opponent piece in clear line beyond either end.
          const back = (d + 4) % 8;
          for (const [end, from, dir] of [
            [j, pieces[j]!.place, d],
            [i, pi, back],
          ] as const) {
            const k = firstFrom(from, dir, 18);
            if (k >= 0 && pieces[k]!.owner !== h.owner && disrupts(k, end)) {
              disharmonies.push({ by: k, a: i, b: j, victim: h.owner, value: h.value, key: pieces[k]!.id * 16384 + hkey(i, j) });
            }
          }
        }
        continue;
      }
      if (sameLine || def === 'adjacent' || !ident[i] || !dis[j]) continue;
      // Interposition: exactly one piece, an opponent's disharmonious one, stands between two harmonizing pieces.
      const k = firstFrom(pieces[j]!.place, d, 18);
      if (k < 0 || !ident[k]) continue;
      const hk = pair(i, k);
      if (!hk) continue;
      if (pieces[j]!.owner === hk.owner) continue;
      if (disrupts(j, i) || disrupts(j, k)) {
        disharmonies.push({ by: j, a: i, b: k, victim: hk.owner, value: hk.value, key: pieces[j]!.id * 16384 + hkey(i, k) });
      }
    }
  }
  const out: Analysis = { occ, drained, bloom, copies, harmonies, disharmonies };
  ANALYSIS.set(state, out);
  if (Object.isFrozen(pieces) && Object.isFrozen(state.pot)) BY_BOARD.set(pieces, { pot: state.pot, options: o, analysis: out });
  return out;
}

/** Points standing on the board now for a player: own harmonies minus the values of own harmonies disrupted. */
export function standing(state: BasicState, seat: Seat): number {
  const a = analyse(state);
  let n = 0;
  for (const h of a.harmonies) if (h.owner === seat) n += h.value;
  for (const d of a.disharmonies) if (d.victim === seat) n -= d.value;
  return n;
}

/**
 * Do the player's harmonies form a closed chain whose outline strictly contains the centre?
 * The winding number of a cycle around the centre is additive over cycles, so some cycle
 * winds around the centre exactly when some fundamental cycle of a spanning forest does:
 * give each piece an angle potential along the tree and test every other edge.
 * Edges through the centre are left out (a chain through the centre does not enclose it).
 */
export function enclosesCentre(state: BasicState, seat: Seat): boolean {
  return arcSpan(state, seat) === 1;
}

/**
 * The angle a harmony turns through round the centre, from its first piece to its second (signed,
 * in (−π, π]); undefined for a harmony through the centre, which rings nothing. What `arcSpan` and
 * the evaluation's `ringShare` read of each harmony.
 */
export function turnAround(state: BasicState, h: { readonly a: number; readonly b: number }): number | undefined {
  const p = state.pieces[h.a]!.place;
  const q = state.pieces[h.b]!.place;
  const x1 = XS[p]!;
  const y1 = YS[p]!;
  const x2 = XS[q]!;
  const y2 = YS[q]!;
  const cross = x1 * y2 - y1 * x2;
  const dot = x1 * x2 + y1 * y2;
  if (cross === 0 && dot <= 0) return undefined;
  return Math.atan2(cross, dot);
}

/**
 * How far round the centre the player's longest connected chain of harmonies reaches: the angle
 * between its two ends as seen from the centre, over a full turn (1 once a chain encloses the
 * centre). Each chain's pieces get an angle potential along a spanning tree (as in
 * `enclosesCentre`); without a winding cycle the potentials agree round every cycle, and the
 * chain reaches from its least to its greatest. For the evaluation: a chain close to 1 needs one
 * harmony joining its ends to end the game.
 */
export function arcSpan(state: BasicState, seat: Seat): number {
  let memo = ARC_SPAN.get(state);
  if (!memo) {
    memo = [undefined, undefined];
    ARC_SPAN.set(state, memo);
  }
  return (memo[seat] ??= computeArcSpan(state, seat));
}

/** `arcSpan` per state and seat: the end of the game asks it of every position, the evaluation again. */
const ARC_SPAN = new WeakMap<BasicState, [number | undefined, number | undefined]>();

function computeArcSpan(state: BasicState, seat: Seat): number {
  const a = analyse(state);
  const pieces = state.pieces;
  // The chain as lists by piece index: the neighbours of each piece and the angle to each from the centre.
  const next: number[][] = [];
  const turn: number[][] = [];
  const ends: number[] = [];
  const link = (i: number, j: number, t: number) => {
    if (!next[i]) {
      next[i] = [];
      turn[i] = [];
      ends.push(i);
    }
    next[i]!.push(j);
    turn[i]!.push(t);
  };
  for (const h of a.harmonies) {
    if (h.owner !== seat) continue;
    const t = turnAround(state, h);
    if (t === undefined) continue;
    link(h.a, h.b, t);
    link(h.b, h.a, -t);
  }
  const theta: (number | undefined)[] = [];
  let best = 0;
  for (const start of ends) {
    if (theta[start] !== undefined) continue;
    theta[start] = 0;
    let lo = 0;
    let hi = 0;
    const stack = [start];
    while (stack.length) {
      const u = stack.pop() as number;
      const tu = theta[u] as number;
      const vs = next[u] as number[];
      const ts = turn[u] as number[];
      for (let e = 0; e < vs.length; e++) {
        const v = vs[e] as number;
        const w = tu + (ts[e] as number);
        const tv = theta[v];
        if (tv === undefined) {
          theta[v] = w;
          if (w < lo) lo = w;
          if (w > hi) hi = w;
          stack.push(v);
        } else if (Math.abs(w - tv) > Math.PI) return 1;
      }
    }
    best = Math.max(best, hi - lo);
  }
  return Math.min(best / (2 * Math.PI), 0.999);
}

/** Does the player have harmonies crossing each of the four half-axes from the centre (the Iroh-style reading)? */
export function crossesFourMidlines(state: BasicState, seat: Seat): boolean {
  const a = analyse(state);
  const hit = [false, false, false, false];
  for (const h of a.harmonies) {
    if (h.owner !== seat) continue;
    const p = state.pieces[h.a]!.place;
    const q = state.pieces[h.b]!.place;
    const x1 = XS[p]!;
    const y1 = YS[p]!;
    const x2 = XS[q]!;
    const y2 = YS[q]!;
    if (y1 * y2 < 0) {
      const x = x1 + ((x2 - x1) * -y1) / (y2 - y1);
      if (x > 0) hit[0] = true;
      if (x < 0) hit[2] = true;
    }
    if (x1 * x2 < 0) {
      const y = y1 + ((y2 - y1) * -x1) / (x2 - x1);
      if (y > 0) hit[1] = true;
      if (y < 0) hit[3] = true;
    }
  }
  return hit.every(Boolean);
}

export type { Layout };
