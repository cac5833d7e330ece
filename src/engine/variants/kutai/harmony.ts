/**
 * @packageDocumentation
 * Kutai harmony: what may harmonize with what and for how much (pair rules),
 * disharmony between adjacent tiles and how it is overcome, and the harmony
 * network grown out from the Centerpiece under harmony preference (weighed from
 * the chain end only, or by both pieces of a harmony under `kutai-preference-scope`).
 *
 * Everything here is pure and depends only on the options and the pieces (in
 * placement order; the first piece is the Centerpiece).
 */
import type { OptionValues, Seat as Player } from '../../core/types.ts';
import { distance, lineOfSight, place, type LineKind, type PlaceId } from '../../geometry/index.ts';
import { isFlower, tileByCode, type KutaiSeason, type KutaiTile } from './spec.ts';
import { seatCount, type KutaiPiece, type Layout } from './state.ts';

/** The season a tile counts as: Fall and Autumn are one season unless `kutai-season-naming` = different. */
export function seasonOf(t: KutaiTile, options: OptionValues): KutaiSeason | undefined {
  if (t.season === 'fall' && options['kutai-season-naming'] !== 'different') return 'autumn';
  return t.season;
}

const SEASON_WORD: Record<KutaiSeason, string> = { spring: 'Spring', summer: 'Summer', fall: 'Fall', autumn: 'Autumn', winter: 'Winter' };

/** The properties two tiles share (colour, light, season), as words like `colour red`. */
export function sharedProperties(a: KutaiTile, b: KutaiTile, options: OptionValues): string[] {
  const out: string[] = [];
  if (a.colour && a.colour === b.colour) out.push(`colour ${a.colour}`);
  if (a.light && a.light === b.light) out.push(`light ${a.light === 'day' ? 'Day' : 'Night'}`);
  const sa = seasonOf(a, options);
  const sb = seasonOf(b, options);
  if (sa && sa === sb) out.push(`season ${SEASON_WORD[sa]}`);
  return out;
}

/** Whether two tiles count as identical flowers (which never harmonize). */
export function identicalFlowers(a: KutaiTile, b: KutaiTile, options: OptionValues): boolean {
  if (!a.flower || a.flower !== b.flower) return false;
  if (options['kutai-identical-flowers'] === 'day-night-only') return a.light !== b.light;
  return true;
}

export const lotusValue = (options: OptionValues): number => Number(options['kutai-lotus-value'] ?? '0') || 0;

/** A tile's point value for scoring (the White Lotus takes `kutai-lotus-value`). */
export const tileValue = (t: KutaiTile, options: OptionValues): number => (t.kind === 'lotus' ? lotusValue(options) : (t.value ?? 0));

/** What a pair of tiles is worth as a harmony, ignoring the board. */
export interface PairValue {
  readonly value: number;
  /** `shared-1`…`shared-3`, `wheel`, `cup`, `twig` or `lotus`. */
  readonly kind: string;
  /** Rule id that creates it. */
  readonly rule: string;
  /** Why, in words, without places. */
  readonly why: string;
}

/** Why a pair cannot harmonize at all (for explanations), or the pair's harmony. */
export type PairVerdict = { readonly ok: true; readonly pair: PairValue } | { readonly ok: false; readonly rule: string; readonly why: string };

const seasonLight = (f: KutaiTile, options: OptionValues) => `${seasonOf(f, options) ?? ''}-${f.light ?? ''}`;

/** The harmony two tiles would form (rules shared-properties, wheel, cup, twig, spade, white-lotus, identical-flowers). */
export function pairVerdict(a: KutaiTile, b: KutaiTile, options: OptionValues): PairVerdict {
  if (a.kind === 'spade' || b.kind === 'spade') {
    const x = a.kind === 'spade' ? b : a;
    if (x.kind === 'lotus' && options['kutai-lotus-spade'] === 'lotus-rule') {
      const value = a.kind === 'spade' ? (a.value ?? 0) : (b.value ?? 0);
      return { ok: true, pair: { value, kind: 'lotus', rule: 'white-lotus', why: `the White Lotus harmonizes with the Spade at its point value (the White Lotus rule)` } };
    }
    return { ok: false, rule: 'spade', why: 'the Spade creates no harmonies' };
  }
  if (identicalFlowers(a, b, options)) {
    return { ok: false, rule: 'identical-flowers', why: `${a.name} and ${b.name} are the same flower, which never harmonizes with itself` };
  }
  if (a.kind === 'lotus' || b.kind === 'lotus') {
    const x = a.kind === 'lotus' ? b : a;
    let value: number;
    if (x.kind === 'lotus') value = lotusValue(options);
    else if (x.kind === 'flower') value = x.value ?? 0;
    else if (x.kind === 'twig') value = options['kutai-lotus-twig'] === 'one' ? 1 : (x.value ?? 0);
    else if (options['kutai-lotus-vs-specials'] === 'special-rule') {
      return { ok: false, rule: x.kind, why: `the ${x.name} harmonizes only with certain seasons of flower, and the White Lotus has no season` };
    } else value = x.value ?? 0;
    if (value <= 0) return { ok: false, rule: 'white-lotus', why: 'the White Lotus has no point value to give this harmony' };
    const twigNote = x.kind === 'twig' && options['kutai-lotus-twig'] === 'one' ? ' (the Twig rule: 1 point)' : '';
    return {
      ok: true,
      pair: { value, kind: 'lotus', rule: 'white-lotus', why: `the White Lotus harmonizes with the ${x.name} at its point value${twigNote}` },
    };
  }
  const special = [a, b].find((t) => t.kind === 'wheel' || t.kind === 'cup' || t.kind === 'twig');
  if (special) {
    const f = special === a ? b : a;
    if (f.kind !== 'flower') return { ok: false, rule: special.kind, why: `the ${special.name} harmonizes only with flowers` };
    if (special.kind === 'twig') return { ok: true, pair: { value: 1, kind: 'twig', rule: 'twig', why: `the Twig harmonizes with any flower, here the ${f.name}` } };
    const sl = seasonLight(f, options);
    const fits = special.kind === 'wheel' ? sl === 'autumn-day' || sl === 'summer-night' : sl === 'spring-day' || sl === 'winter-night';
    const wants = special.kind === 'wheel' ? 'Autumn Day or Summer Night flowers' : 'Spring Day or Winter Night flowers';
    if (!fits) return { ok: false, rule: special.kind, why: `the ${special.name} harmonizes only with ${wants}` };
    const sw = SEASON_WORD[seasonOf(f, options) as KutaiSeason];
    const kindWord = `${sw} ${f.light === 'day' ? 'Day' : 'Night'}`;
    return {
      ok: true,
      pair: { value: 2, kind: special.kind, rule: special.kind, why: `the ${special.name} harmonizes with ${wants}, and the ${f.name} is ${/^[AEIOU]/.test(kindWord) ? 'an' : 'a'} ${kindWord} flower` },
    };
  }
  const shared = sharedProperties(a, b, options);
  if (shared.length === 0) return { ok: false, rule: 'shared-properties', why: `${a.name} and ${b.name} share no property` };
  const va = a.value ?? 0;
  const vb = b.value ?? 0;
  const mode = options['kutai-harmony-value'];
  const value = mode === 'value-sum' ? va + vb : mode === 'value-min' ? Math.min(va, vb) : mode === 'value-max' ? Math.max(va, vb) : shared.length;
  const list = shared.length === 1 ? shared[0] : `${shared.slice(0, -1).join(', ')} and ${shared[shared.length - 1]}`;
  return { ok: true, pair: { value, kind: `shared-${shared.length}`, rule: 'shared-properties', why: `they share ${list}` } };
}

/** How far disharmony from one neighbour raises a piece's lowest allowed harmony value: 0 none, 1, 2, or Infinity (complete). */
export function disharmonyRaise(sharedCount: number): number {
  if (sharedCount >= 3) return 0;
  if (sharedCount === 2) return 1;
  if (sharedCount === 1) return 2;
  return Infinity;
}

/** A disharmony one piece suffers from an adjacent piece. */
export interface DisharmonyLink {
  /** Index of the piece restricted. */
  readonly piece: number;
  /** Index of the adjacent piece that causes it. */
  readonly from: number;
  readonly shared: number;
  readonly raise: number;
}

/** A harmony of the network, between pieces `a` (nearer the Centerpiece) and `b`, by index. */
export interface NetEdge {
  readonly a: number;
  readonly b: number;
  readonly pair: PairValue;
  /** Whether the harmony links back to the Centerpiece. */
  readonly linked: boolean;
}

export interface Network {
  readonly edges: readonly NetEdge[];
  /** Lowest harmony value each piece may form (1 when free; Infinity in complete disharmony). */
  readonly minValue: readonly number[];
  readonly disharmonies: readonly DisharmonyLink[];
  /** Total harmony on the board (with tile values under `placement-score`). */
  readonly total: number;
  /** Per-seat shares (one per seat at the table): harmonies touching one of the seat's tiles (plus their tile values under `placement-score`). */
  readonly scores: readonly number[];
}

interface Board {
  readonly tiles: readonly KutaiTile[];
  readonly places: readonly PlaceId[];
  readonly owners: readonly Player[];
  readonly occupied: (p: PlaceId) => boolean;
  readonly indexAt: ReadonlyMap<PlaceId, number>;
}

function boardOf(pieces: readonly KutaiPiece[]): Board {
  const indexAt = new Map<PlaceId, number>();
  pieces.forEach((p, i) => indexAt.set(p.place, i));
  return {
    tiles: pieces.map((p) => tileByCode(p.tile) as KutaiTile),
    places: pieces.map((p) => p.place),
    owners: pieces.map((p) => p.owner),
    occupied: (p) => indexAt.has(p),
    indexAt,
  };
}

/** The restriction piece `i` suffers from adjacent piece `j` (0 when none). */
function raiseOn(i: number, j: number, b: Board, layout: Layout, options: OptionValues): { raise: number; shared: number } {
  const none = { raise: 0, shared: 3 };
  if (i === 0) return none; // the Centerpiece is never affected
  if (j === 0 && options['kutai-centerpiece-disharmony'] === 'inert') return none;
  const ti = b.tiles[i] as KutaiTile;
  const tj = b.tiles[j] as KutaiTile;
  if (options['kutai-disharmony-scope'] !== 'all-pieces' && (!isFlower(ti) || !isFlower(tj))) return none;
  if (tj.kind === 'spade') return none; // the Spade prevents disharmony; it causes none
  if ((ti.kind === 'lotus' || tj.kind === 'lotus') && options['kutai-lotus-properties'] !== 'complete-disharmony') return none;
  const nextToSpade = (k: number) =>
    isFlower(b.tiles[k] as KutaiTile) &&
    (layout.adjacent[b.places[k] as PlaceId] ?? []).some((q) => {
      const m = b.indexAt.get(q);
      return m !== undefined && (b.tiles[m] as KutaiTile).kind === 'spade';
    });
  const spade = options['kutai-spade'];
  const protectedBySpade = spade === 'cancels-caused' ? nextToSpade(j) : nextToSpade(i) || nextToSpade(j);
  if (ti.code === tj.code) return none; // identical pieces: three similarities
  const shared = sharedProperties(ti, tj, options).length;
  // Under `spares-complete`, a complete disharmony "cannot be overcome while both pieces remain", Spade or not.
  if (protectedBySpade && !(spade === 'spares-complete' && shared === 0)) return none;
  return { raise: disharmonyRaise(shared), shared };
}

type Metric = (a: PlaceId, b: PlaceId) => number;

function metricOf(options: OptionValues): Metric {
  const m = options['kutai-preference-metric'];
  if (m === 'grid-steps' || m === 'king-steps') {
    return (a, b) => {
      const pa = place(a);
      const pb = place(b);
      const [ax, ay] = pa.kind === 'point' ? [pa.x, pa.y] : [pa.i, pa.j];
      const [bx, by] = pb.kind === 'point' ? [pb.x, pb.y] : [pb.i, pb.j];
      return m === 'grid-steps' ? Math.abs(ax - bx) + Math.abs(ay - by) : Math.max(Math.abs(ax - bx), Math.abs(ay - by));
    };
  }
  return distance;
}

const LOS_KINDS: Record<string, readonly LineKind[]> = {
  'any-angle': ['orthogonal', 'diagonal', 'other'],
  'tile-discs': ['orthogonal', 'diagonal', 'other'],
  'eight-directions': ['orthogonal', 'diagonal'],
  orthogonal: ['orthogonal'],
};

/** Centre coordinates of a place (points are their own centre, squares their middle). */
function xy(p: PlaceId): [number, number] {
  const pl = place(p);
  return pl.kind === 'point' ? [pl.x, pl.y] : [pl.i + 0.5, pl.j + 0.5];
}

/** Whether the open straight line between two places is clear of every other tile (rule line-of-sight). */
export function clearLine(a: PlaceId, b: PlaceId, occupiedPlaces: readonly PlaceId[], occupied: (p: PlaceId) => boolean, options: OptionValues): boolean {
  const mode = options['kutai-line-of-sight'] ?? 'any-angle';
  if (!lineOfSight(a, b, occupied, LOS_KINDS[mode])) return false;
  if (mode !== 'tile-discs') return true;
  // Tiles are discs of radius ½: a tile whose centre comes closer than ½ to the segment blocks it.
  const [ax, ay] = xy(a);
  const [bx, by] = xy(b);
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy;
  for (const c of occupiedPlaces) {
    if (c === a || c === b) continue;
    const [cx, cy] = xy(c);
    const t = ((cx - ax) * dx + (cy - ay) * dy) / len2;
    if (t <= 0 || t >= 1) continue;
    const px = ax + t * dx - cx;
    const py = ay + t * dy - cy;
    if (px * px + py * py < 0.25 - 1e-9) return false;
  }
  return true;
}

/** Onward-harmony capacity of a piece under `kutai-topology` and `kutai-special-chain`. */
function capacity(i: number, t: KutaiTile, options: OptionValues): number {
  if (options['kutai-special-chain'] === 'leaves-only' && (t.kind === 'wheel' || t.kind === 'cup' || t.kind === 'twig')) return 0;
  const topo = options['kutai-topology'];
  if (topo === 'tree') return Infinity;
  if (topo === 'star' && i === 0) return Infinity;
  return 1;
}

interface Snapshot {
  readonly b: Board;
  readonly minValue: number[];
  readonly disharmonies: DisharmonyLink[];
  /** Candidate harmony of pair (i, j), i < j, or undefined. */
  readonly edge: (i: number, j: number) => PairValue | undefined;
}

function snapshot(pieces: readonly KutaiPiece[], layout: Layout, options: OptionValues): Snapshot {
  const b = boardOf(pieces);
  const n = pieces.length;
  const minValue: number[] = new Array(n).fill(1);
  const disharmonies: DisharmonyLink[] = [];
  const additive = options['kutai-disharmony-multiple'] === 'additive';
  const inDisharmony = new Set<number>();
  for (let i = 0; i < n; i++) {
    let acc = 0;
    for (const q of layout.adjacent[b.places[i] as PlaceId] ?? []) {
      const j = b.indexAt.get(q);
      if (j === undefined) continue;
      const r = raiseOn(i, j, b, layout, options);
      if (r.raise === 0) continue;
      disharmonies.push({ piece: i, from: j, shared: r.shared, raise: r.raise });
      inDisharmony.add(i < j ? i * 4096 + j : j * 4096 + i);
      acc = additive ? acc + r.raise : Math.max(acc, r.raise);
    }
    minValue[i] = 1 + acc;
  }
  const never = options['kutai-adjacent-pair-harmony'] === 'never';
  const memo = new Map<number, PairValue | null>();
  const edge = (i: number, j: number): PairValue | undefined => {
    const key = i * 4096 + j;
    const hit = memo.get(key);
    if (hit !== undefined) return hit ?? undefined;
    let out: PairValue | undefined;
    const v = pairVerdict(b.tiles[i] as KutaiTile, b.tiles[j] as KutaiTile, options);
    if (
      v.ok &&
      v.pair.value >= (minValue[i] as number) &&
      v.pair.value >= (minValue[j] as number) &&
      !(never && inDisharmony.has(key)) &&
      clearLine(b.places[i] as PlaceId, b.places[j] as PlaceId, b.places, b.occupied, options)
    ) {
      out = v.pair;
    }
    memo.set(key, out ?? null);
    return out;
  };
  return { b, minValue, disharmonies, edge };
}

const pairOf = (s: Snapshot, i: number, j: number) => (i < j ? s.edge(i, j) : s.edge(j, i));

/**
 * Grows the network on one snapshot, starting from `seed` edges (kept from an
 * earlier placement under `kutai-recalc` = fixed; empty otherwise).
 */
function grow(s: Snapshot, seed: readonly NetEdge[], options: OptionValues): NetEdge[] {
  const n = s.b.tiles.length;
  if (n === 0) return [];
  const metric = metricOf(options);
  const mandatory = options['kutai-preference'] !== 'optional';
  const later = options['kutai-preference-ties'] === 'later-placed';
  const places = s.b.places;
  // Order of candidates: returns negative when (v1, d1, p1, f1) is preferred to (v2, d2, p2, f2).
  const cmp = (v1: number, d1: number, p1: number, f1: number, v2: number, d2: number, p2: number, f2: number): number => {
    if (mandatory) {
      if (v1 !== v2) return v2 - v1;
      if (Math.abs(d1 - d2) > 1e-9) return d1 - d2;
    }
    if (p1 !== p2) return later ? p2 - p1 : p1 - p2;
    return later ? f2 - f1 : f1 - f2;
  };
  const cap = s.b.tiles.map((t, i) => capacity(i, t, options));
  const used: number[] = new Array(n).fill(0);
  const inTree: boolean[] = new Array(n).fill(false);
  // `kutai-preference-scope` = mutual: neither piece may have a better candidate elsewhere (preference on only).
  const mutual = mandatory && options['kutai-preference-scope'] === 'mutual';
  const dist = (i: number, j: number) => metric(places[i] as PlaceId, places[j] as PlaceId);
  const edges: NetEdge[] = [];
  // Seeded edges that still link back to the Centerpiece are kept in the tree.
  inTree[0] = true;
  let changed = true;
  const pending = seed.slice();
  while (changed) {
    changed = false;
    for (let k = 0; k < pending.length; k++) {
      const e = pending[k] as NetEdge;
      if (inTree[e.a] && !inTree[e.b]) {
        edges.push({ ...e, linked: true });
        used[e.a] = (used[e.a] as number) + 1;
        inTree[e.b] = true;
        pending.splice(k, 1);
        k--;
        changed = true;
      }
    }
  }
  for (;;) {
    let best: { f: number; p: number; v: PairValue; d: number } | undefined;
    // Under mutual scope: each piece's two best candidate harmonies among the pieces it could still link to
    // (a network piece: the pieces outside the network; a piece outside: the other outside pieces and the
    // network pieces with room for an onward harmony).
    const tops = mutual
      ? topTwo(
          n,
          (x, q) => q !== x && (inTree[x] ? !inTree[q] : !inTree[q] || (used[q] as number) < (cap[q] as number)),
          (x) => !inTree[x] || (used[x] as number) < (cap[x] as number),
          s,
          dist,
        )
      : undefined;
    for (let f = 0; f < n; f++) {
      if (!inTree[f] || (used[f] as number) >= (cap[f] as number)) continue;
      for (let p = 1; p < n; p++) {
        if (inTree[p]) continue;
        const v = pairOf(s, f, p);
        if (!v) continue;
        const d = dist(f, p);
        if (tops && (outranked(tops[f], p, v.value, d) || outranked(tops[p], f, v.value, d))) continue;
        if (!best || cmp(v.value, d, p, f, best.v.value, best.d, best.p, best.f) < 0) best = { f, p, v, d };
      }
    }
    if (!best) break;
    edges.push({ a: best.f, b: best.p, pair: best.v, linked: true });
    used[best.f] = (used[best.f] as number) + 1;
    inTree[best.p] = true;
  }
  if (options['kutai-link-back'] !== 'not-required') return edges;
  // Harmonies that do not link back also count: grow free chains among the other pieces, best pairs first, no cycles.
  const parent = Array.from({ length: n }, (_, i) => i);
  const find = (x: number): number => {
    while (parent[x] !== x) x = parent[x] = parent[parent[x] as number] as number;
    return x;
  };
  const degree: number[] = new Array(n).fill(0);
  const maxDegree = (i: number) => (cap[i] as number) + 1;
  const accept = (a: number, b: number, pair: PairValue) => {
    edges.push({ a, b, pair, linked: false });
    degree[a] = (degree[a] as number) + 1;
    degree[b] = (degree[b] as number) + 1;
    parent[find(a)] = find(b);
  };
  for (const e of pending) {
    if (inTree[e.a] || inTree[e.b]) continue;
    if (find(e.a) === find(e.b) || (degree[e.a] as number) >= maxDegree(e.a) || (degree[e.b] as number) >= maxDegree(e.b)) continue;
    const v = pairOf(s, e.a, e.b);
    if (v) accept(e.a, e.b, v);
  }
  // Under mutual scope, neither piece of a free harmony may have a better candidate among the unlinked pieces.
  const freeTops = mutual ? topTwo(n, (x, q) => q !== x && !inTree[q], (x) => !inTree[x], s, dist) : undefined;
  const cands: { a: number; b: number; v: PairValue; d: number }[] = [];
  for (let a = 1; a < n; a++) {
    if (inTree[a]) continue;
    for (let b = a + 1; b < n; b++) {
      if (inTree[b]) continue;
      const v = s.edge(a, b);
      if (!v) continue;
      const d = dist(a, b);
      if (freeTops && (outranked(freeTops[a], b, v.value, d) || outranked(freeTops[b], a, v.value, d))) continue;
      cands.push({ a, b, v, d });
    }
  }
  cands.sort((x, y) => cmp(x.v.value, x.d, x.b, x.a, y.v.value, y.d, y.b, y.a));
  for (const c of cands) {
    if (find(c.a) === find(c.b) || (degree[c.a] as number) >= maxDegree(c.a) || (degree[c.b] as number) >= maxDegree(c.b)) continue;
    accept(c.a, c.b, c.v);
  }
  return edges;
}

/** A candidate harmony of one piece: its partner, value and length. */
interface Candidate {
  readonly q: number;
  readonly v: number;
  readonly d: number;
}

/** Whether candidate (v1, d1) beats (v2, d2) under harmony preference: higher value, or equal value and nearer. */
const beats = (v1: number, d1: number, v2: number, d2: number): boolean => v1 > v2 || (v1 === v2 && d1 < d2 - 1e-9);

/**
 * For every piece `x` with `active(x)`, its two best candidate harmonies (by value, then nearness) with the
 * pieces `q` for which `inPool(x, q)` holds; two are kept so that the best one other than a given partner is known.
 */
function topTwo(
  n: number,
  inPool: (x: number, q: number) => boolean,
  active: (x: number) => boolean,
  s: Snapshot,
  dist: (i: number, j: number) => number,
): (readonly Candidate[] | undefined)[] {
  const out: (readonly Candidate[] | undefined)[] = new Array(n).fill(undefined);
  for (let x = 0; x < n; x++) {
    if (!active(x)) continue;
    let b1: Candidate | undefined;
    let b2: Candidate | undefined;
    for (let q = 0; q < n; q++) {
      if (!inPool(x, q)) continue;
      const v = pairOf(s, x, q);
      if (!v) continue;
      const c = { q, v: v.value, d: dist(x, q) };
      if (!b1 || beats(c.v, c.d, b1.v, b1.d)) {
        b2 = b1;
        b1 = c;
      } else if (!b2 || beats(c.v, c.d, b2.v, b2.d)) b2 = c;
    }
    out[x] = [b1, b2].filter((c): c is Candidate => c !== undefined);
  }
  return out;
}

/** Whether a piece with best candidates `top` has one, with a piece other than `partner`, that beats (value, d). */
function outranked(top: readonly Candidate[] | undefined, partner: number, value: number, d: number): boolean {
  const alt = top?.find((c) => c.q !== partner);
  return alt !== undefined && beats(alt.v, alt.d, value, d);
}

function finish(s: Snapshot, edges: NetEdge[], options: OptionValues): Network {
  const scoresArr: number[] = new Array<number>(seatCount(options)).fill(0);
  let total = 0;
  for (const e of edges) {
    total += e.pair.value;
    const oa = s.b.owners[e.a] as Player;
    const ob = s.b.owners[e.b] as Player;
    scoresArr[oa] = (scoresArr[oa] ?? 0) + e.pair.value;
    if (ob !== oa) scoresArr[ob] = (scoresArr[ob] ?? 0) + e.pair.value;
  }
  if (options['kutai-tile-values-use'] === 'placement-score') {
    s.b.tiles.forEach((t, i) => {
      const v = tileValue(t, options);
      total += v;
      const o = s.b.owners[i] as Player;
      scoresArr[o] = (scoresArr[o] ?? 0) + v;
    });
  }
  return Object.freeze({ edges, minValue: s.minValue, disharmonies: s.disharmonies, total, scores: scoresArr });
}

/** The harmony network of a position, recomputed from scratch (`kutai-recalc` = recompute) or grown placement by placement (fixed). */
export function computeNetwork(pieces: readonly KutaiPiece[], layout: Layout, options: OptionValues): Network {
  if (options['kutai-recalc'] !== 'fixed') {
    const s = snapshot(pieces, layout, options);
    return finish(s, grow(s, [], options), options);
  }
  let net: Network | undefined;
  for (let k = 1; k <= pieces.length; k++) net = extendNetwork(net, pieces.slice(0, k), layout, options);
  return net ?? finish(snapshot([], layout, options), [], options);
}

/**
 * Under `kutai-recalc` = fixed: the network after one more placement keeps the
 * harmonies formed before while they stay valid, then grows.
 */
export function extendNetwork(prev: Network | undefined, pieces: readonly KutaiPiece[], layout: Layout, options: OptionValues): Network {
  const s = snapshot(pieces, layout, options);
  const kept = (prev?.edges ?? []).filter((e) => e.b < pieces.length && e.a < pieces.length && pairOf(s, e.a, e.b) !== undefined);
  const seed = kept.map((e) => ({ ...e, pair: pairOf(s, e.a, e.b) as PairValue }));
  return finish(s, grow(s, seed, options), options);
}

