/**
 * @packageDocumentation
 * Pai Sho Project harmony (part 2): which flower sends harmony or disharmony to which, along
 * which paths; net harmony and disharmony per tile (and immunity to capture); harmony rings of
 * one owner and the territory they enclose; the score GT + HT + (H − D) and the placings.
 *
 * Every open question is a rule option (`wiki-harmony-model`, `wiki-rose-disharmony-list`, …),
 * read once per option set into `HarmonyRules`. Everything is memoised per state, and nothing
 * here runs while legal steps are listed unless a capture of a flower (or, under
 * `wiki-bend-reach` = immune-unbendable, a bend) asks whether the flower is immune.
 *
 * - Send lists: in the ring Lily → Jade → Jasmine → Chrysanthemum → Rhododendron → Rose → Lily
 *   each ordinary flower sends harmony to the next three and disharmony to itself and the two
 *   before it. The Lotus sends harmony to, and receives it from, every flower but the Orchid;
 *   it sends no disharmony and receives it only from Orchids. The Orchid sends no harmony and
 *   receives none; it sends disharmony to every flower but Orchids and receives none.
 *   Elements neither send nor receive.
 * - Reach (`wiki-harmony-model` v1): the receiver is where the sender could land in one move,
 *   with nothing between them; the Lily and the Chrysanthemum send only along diagonals; a path
 *   that crosses a garden wall carries nothing (`wiki-harmony-path-walls`). v2 (the older
 *   block): the two tiles stand on one straight (orthogonal) line with nothing between, at any
 *   distance, walls aside; harmony only between one person's tiles or with a Lotus.
 */
import type { OptionValues } from '../../core/types.ts';
import { RecentCache } from '../../core/recent.ts';
import { POINT_COUNT } from '../../geometry/index.ts';
import { ctxOf, flagsOf, tileOf } from './moves.ts';
import { at, layoutFor, personOf, unnaturalAt, X, Y, type Layout, type WikiPiece, type WikiState } from './state.ts';

/** The harmony questions, read from the options. */
export interface HarmonyRules {
  /** `wiki-harmony-model`: along the sender's movement (main text), or along straight lines (older block). */
  readonly model: 'v1' | 'v2';
  /** `wiki-rose-disharmony-list`: whose disharmony the Rose receives. */
  readonly rose: 'senders' | 'receiver' | 'union';
  /** `wiki-foreign-harmony`: harmony from any player's tiles counts, or only from one's own (and any Lotus). */
  readonly foreign: 'any' | 'own-or-lotus';
  /** `wiki-own-disharmony`: disharmony only between different players, or by the lists whatever the owner. */
  readonly ownDisharmony: 'filtered' | 'lists';
  /** `wiki-harmony-path-walls`: any wall crossing blocks, or a Torii lets it through as for movement. */
  readonly pathWalls: 'block' | 'torii';
  /** `wiki-net-count`: the unnatural-garden point counts in the net test (and immunity), or only in scoring. */
  readonly netCount: 'everywhere' | 'scoring-only';
  /** `wiki-immobilized-effects`: tiles held by a Chi Blocker still send and receive, or not. */
  readonly immobilized: 'active' | 'inert';
  /** `wiki-ring-definition`: rings anywhere scored as territory, or rings around the centre that win. */
  readonly ring: 'v1' | 'v2';
  /** `wiki-ring-graphics`: every ring tile must receive harmony from the ring, or any loop will do. */
  readonly ringReceive: 'must-receive' | 'loop';
  /** `wiki-ring-surround`: what a ring encloses, by orthogonal or by eight-way escape. */
  readonly surround: 'orthogonal' | 'eight';
  /** `wiki-chain-scoring`: H and D as received, only within one's own chains, or one per tile by its net. */
  readonly chain: 'received' | 'own-chains' | 'net';
  /** `wiki-scoring-gt`: one point per garden held, or one per point of such gardens. */
  readonly gt: 'per-garden' | 'points';
  /** `wiki-capturer-harmony`: harmony the capturing tile itself sends its target protects the target, or not. */
  readonly capturer: 'excluded' | 'counted';
}

const RULES = new WeakMap<OptionValues, HarmonyRules>();
export function rulesOf(o: OptionValues): HarmonyRules {
  let r = RULES.get(o);
  if (!r) {
    const pick = <T extends string>(id: string, def: T): T => (o[id] ?? def) as T;
    r = Object.freeze({
      model: pick('wiki-harmony-model', 'v1'),
      rose: pick('wiki-rose-disharmony-list', 'senders'),
      foreign: pick('wiki-foreign-harmony', 'any'),
      ownDisharmony: pick('wiki-own-disharmony', 'filtered'),
      pathWalls: pick('wiki-harmony-path-walls', 'block'),
      netCount: pick('wiki-net-count', 'everywhere'),
      immobilized: pick('wiki-immobilized-effects', 'active'),
      ring: pick('wiki-ring-definition', 'v1'),
      ringReceive: pick('wiki-ring-graphics', 'must-receive'),
      surround: pick('wiki-ring-surround', 'orthogonal'),
      chain: pick('wiki-chain-scoring', 'received'),
      gt: pick('wiki-scoring-gt', 'per-garden'),
      capturer: pick('wiki-capturer-harmony', 'excluded'),
    });
    RULES.set(o, r);
  }
  return r;
}

const RING = ['Ly', 'Jd', 'Js', 'C', 'Rd', 'Rs'];
export const FLOWERS = new Set([...RING, 'Lt', 'O']);
const ROSE_ENTRY = new Set(['C', 'Rd', 'Rs']);

/** Whether a flower of kind `a` sends harmony to one of kind `b` (the send lists). */
export function sendsHarmony(a: string, b: string): boolean {
  if (!FLOWERS.has(a) || !FLOWERS.has(b) || a === 'O' || b === 'O') return false;
  if (a === 'Lt' || b === 'Lt') return true;
  const d = (RING.indexOf(b) - RING.indexOf(a) + 6) % 6;
  return d >= 1 && d <= 3;
}

/** Whether a flower of kind `a` sends disharmony to one of kind `b` (the send lists; the Rose's own list by `rose`). */
export function sendsDisharmony(a: string, b: string, rose: HarmonyRules['rose'] = 'senders'): boolean {
  if (!FLOWERS.has(a) || !FLOWERS.has(b) || a === 'Lt' || b === 'O') return false;
  if (a === 'O') return true;
  if (b === 'Lt') return false;
  const ring = (RING.indexOf(a) - RING.indexOf(b) + 6) % 6 <= 2;
  if (b !== 'Rs' || rose === 'senders') return ring;
  return rose === 'receiver' ? ROSE_ENTRY.has(a) : ring || ROSE_ENTRY.has(a);
}

/** A sending of harmony: sender and receiver places and the points between them. */
export interface Edge {
  readonly from: number;
  readonly to: number;
  readonly path: readonly number[];
}

/** One link of harmony or disharmony: sender and receiver places and the points between them. */
export interface Link extends Edge {
  readonly kind: 'harmony' | 'disharmony';
  /** The rule that makes it: the flower ring, or the Lotus and Orchid entries. */
  readonly rule: string;
  readonly reason: string;
}

const DIAG: readonly (readonly [number, number])[] = [
  [1, 1],
  [1, -1],
  [-1, 1],
  [-1, -1],
];
const ORTH: readonly (readonly [number, number])[] = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
];
const ALL8 = [...ORTH, ...DIAG];
const SIGNS = [-1, 1] as const;
export const REACH: Readonly<Record<string, { dirs: readonly (readonly [number, number])[]; max: number } | 'knight'>> = {
  Ly: { dirs: DIAG, max: 3 },
  C: { dirs: DIAG, max: 3 },
  Jd: { dirs: ORTH, max: 3 },
  Rd: { dirs: ORTH, max: 3 },
  Js: 'knight',
  Rs: 'knight',
  Lt: { dirs: ALL8, max: 2 },
  O: { dirs: ALL8, max: 6 },
};
export const V2_REACH = { dirs: ORTH, max: 18 };

/** The board as the harmony rules see it: layout, occupancy (piece index + 1) and held tiles. */
export interface Board {
  readonly s: WikiState;
  readonly L: Layout;
  readonly occ: Int16Array;
  /** 1 where a tile neither sends nor receives (held by a Chi Blocker under `wiki-immobilized-effects` = inert). */
  readonly inert: Uint8Array;
  readonly r: HarmonyRules;
  /** How a knight-stepping flower passes (`wiki-knight-blocking`), as it moves. */
  readonly knight: string;
}

const BOARDS = new RecentCache<WikiState, Board>(8);
export function boardOf(s: WikiState): Board {
  let b = BOARDS.get(s);
  if (!b) {
    const occ = new Int16Array(POINT_COUNT);
    for (let i = 0; i < s.pieces.length; i++) occ[s.pieces[i]!.place] = i + 1;
    const r = rulesOf(s.options);
    // The Chi Blocker's hold depends on the tiles only (never on a lifted tile), so the context's answer is kept.
    const inert = r.immobilized === 'inert' ? ctxOf(s).immob : new Uint8Array(0);
    b = { s, L: layoutFor(s.options), occ, inert, r, knight: flagsOf(s.options).knight };
    BOARDS.set(s, b);
  }
  return b;
}

/** Whether a wall mask and Torii contact (of a path, end points included) block harmony, under `wiki-harmony-path-walls`. */
const blocked = (b: Board, mask: number, torii: boolean): boolean => mask === 3 && !(b.r.pathWalls === 'torii' && torii);

/**
 * The tiles the flower on `from` reaches (its first tile in each line, or knight end), written into
 * `out` four numbers each: the receiver and the step (dx, dy) and count k of a straight path, or (the
 * knight) the middle point as a path of one (dx = dy = 0, k = middle point). Returns how many (at most
 * eight). Nothing is allocated: `flow` asks it for every flower of every position a search reaches.
 */
function reached(b: Board, from: number, code: string, out: number[]): number {
  const v2 = b.r.model === 'v2';
  const r = v2 ? V2_REACH : REACH[code];
  if (!r) return 0;
  let n = 0;
  const put = (to: number, dx: number, dy: number, k: number) => {
    out[n * 4] = to;
    out[n * 4 + 1] = dx;
    out[n * 4 + 2] = dy;
    out[n * 4 + 3] = k;
    n++;
  };
  const x0 = X[from] as number;
  const y0 = Y[from] as number;
  const side = b.L.side;
  const tor = b.L.torii;
  if (r === 'knight') {
    // As the tile moves (`wiki-knight-blocking`): through the orthogonal point first (the default), through
    // either first point, or leaping. The path reported is the point it passes.
    const mode = b.knight;
    const open = (p: number) => p >= 0 && b.L.onBoard[p] === 1 && !b.occ[p];
    for (const [ox, oy] of ORTH) {
      for (const sd of SIGNS) {
        const to = at(x0 + 2 * ox + (ox === 0 ? sd : 0), y0 + 2 * oy + (oy === 0 ? sd : 0));
        if (to < 0 || !b.L.onBoard[to] || !b.occ[to]) continue;
        const orth = at(x0 + ox, y0 + oy);
        const diag = at(x0 + (ox === 0 ? sd : ox), y0 + (oy === 0 ? sd : oy));
        const mid = mode === 'leaper' || open(orth) ? orth : mode === 'either' && open(diag) ? diag : -1;
        if (mid < 0) continue;
        const mask = (side[from] as number) | (mode === 'leaper' ? 0 : (side[mid] as number)) | (side[to] as number);
        if (blocked(b, mask, tor[from] === 1 || (mode !== 'leaper' && tor[mid] === 1) || tor[to] === 1)) continue;
        put(to, 0, 0, mid);
      }
    }
    return n;
  }
  for (const dir of r.dirs) {
    const dx = dir[0];
    const dy = dir[1];
    let mask = side[from] as number;
    let torii = tor[from] === 1;
    for (let k = 1; k <= r.max; k++) {
      const p = at(x0 + dx * k, y0 + dy * k);
      if (p < 0 || !b.L.onBoard[p]) break;
      mask |= side[p] as number;
      if (tor[p]) torii = true;
      if (b.occ[p]) {
        if (v2 || !blocked(b, mask, torii)) put(p, dx, dy, k);
        break;
      }
    }
  }
  return n;
}

/** The points between sender and receiver, from what `reached` reports. */
export function pathOf(from: number, dx: number, dy: number, k: number): number[] {
  if (dx === 0 && dy === 0) return [k];
  const out: number[] = [];
  for (let i = 1; i < k; i++) out.push(at((X[from] as number) + dx * i, (Y[from] as number) + dy * i));
  return out;
}


/**
 * Every sending of harmony and disharmony on the board: `cb(sender, receiver, harmony, between)`
 * once per kind it sends (a pair may exchange harmony both ways).
 */
export function flow(b: Board, cb: Sent): void {
  // One buffer per call (a callback may ask for another flow), reused for every flower.
  const found: number[] = [];
  for (const p of b.s.pieces) flowFrom(b, p, found, cb);
}

type Sent = (p: WikiPiece, q: WikiPiece, harmony: boolean, dx: number, dy: number, k: number) => void;

/** The sendings of the tile `p` (none unless it is a flower that sends), as `flow` reports them; `found` is a buffer. */
export function flowFrom(b: Board, p: WikiPiece, found: number[], cb: Sent): void {
  const s = b.s;
  const { r } = b;
  if (!FLOWERS.has(p.tile) || (b.inert.length && b.inert[p.place])) return;
  const pp = personOf(s.options, p.owner);
  const n = reached(b, p.place, p.tile, found);
  for (let i = 0; i < n * 4; i += 4) {
    const to = found[i] as number;
    if (b.inert.length && b.inert[to]) continue;
    const dx = found[i + 1] as number;
    const dy = found[i + 2] as number;
    const k = found[i + 3] as number;
    const q = s.pieces[(b.occ[to] as number) - 1] as WikiPiece;
    const same = pp === personOf(s.options, q.owner);
    const lotus = p.tile === 'Lt' || q.tile === 'Lt';
    if (sendsHarmony(p.tile, q.tile) && (r.model === 'v2' ? same || lotus : r.foreign === 'any' || same || p.tile === 'Lt')) cb(p, q, true, dx, dy, k);
    if (sendsDisharmony(p.tile, q.tile, r.rose) && (r.ownDisharmony === 'lists' || !same)) cb(p, q, false, dx, dy, k);
  }
}

/** Harmony and disharmony a tile receives; `garden` is the unnatural-garden point (white and red flowers). */
export interface Net {
  readonly place: number;
  readonly harmony: number;
  readonly disharmony: number;
  readonly garden: number;
  /** Net harmony: more harmony than disharmony (the garden point counted by `netCount`). Such a tile is immune to capture. */
  readonly immune: boolean;
}

/** A sending of harmony as `reached` reports it: sender, receiver and the path's step (dx, dy) and count k. */
export interface Send {
  readonly from: number;
  readonly to: number;
  readonly dx: number;
  readonly dy: number;
  readonly k: number;
}

/** What `nets` finds in a position, kept per state in one table. */
export interface Flows {
  /** By place (`undefined` where no flower stands). */
  readonly nets: readonly (Net | undefined)[];
  /** The harmony sendings in the order `links` lists them, without their reasons (what the rings and the score read). */
  readonly sendings: Send[];
}
const FLOWS = new RecentCache<WikiState, Flows>(8);
/** Harmony and disharmony received per point while `flows` counts; zeroed again before it returns. */
const RECEIVED_H = new Int16Array(POINT_COUNT);
const RECEIVED_D = new Int16Array(POINT_COUNT);

/**
 * Set by the engine's second chunk (`flows-step.ts`): net harmony found from the last position's,
 * walking only the rays a changed point touches (the same answers; `undefined` to count afresh).
 */
export const FROM_LAST: { derive?: (s: WikiState, last: WikiState, f: Flows) => Flows | undefined } = {};
let last: [WikiState, Flows] | undefined;

function flows(s: WikiState): Flows {
  let f = FLOWS.get(s);
  if (!f) {
    f = (last && FROM_LAST.derive?.(s, ...last)) ?? countFlows(s);
    FLOWS.set(s, f);
    last = [s, f];
  }
  return f;
}

/** A flower's net harmony from what it receives. */
export function netOf(b: Board, p: WikiPiece, harmony: number, disharmony: number): Net {
  const garden = unnaturalAt(b.L, tileOf(p).group, p.place) ? 1 : 0;
  const inert = b.inert.length > 0 && b.inert[p.place] === 1;
  return { place: p.place, harmony, disharmony, garden, immune: !inert && harmony > disharmony + (b.r.netCount === 'everywhere' ? garden : 0) };
}

export function countFlows(s: WikiState): Flows {
  const b = boardOf(s);
  const h = RECEIVED_H;
  const d = RECEIVED_D;
  const sendings: Send[] = [];
  flow(b, (p, q, harmony, dx, dy, k) => {
    if (harmony) {
      h[q.place]! += 1;
      sendings.push({ from: p.place, to: q.place, dx, dy, k });
    } else d[q.place]! += 1;
  });
  const out = new Array<Net | undefined>(POINT_COUNT).fill(undefined);
  // Only flowers receive (every receiver is a flower this loop reads), so these are all the points to clear.
  for (const p of s.pieces) {
    if (!FLOWERS.has(p.tile)) continue;
    out[p.place] = netOf(b, p, h[p.place] as number, d[p.place] as number);
    h[p.place] = 0;
    d[p.place] = 0;
  }
  return { nets: out, sendings };
}

/** Net harmony of every flower on the board, by place (memoised; counts only, no reasons). */
export const nets = (s: WikiState): readonly (Net | undefined)[] => flows(s).nets;

/** The harmony sendings of the board, in the order `links` lists them, without their reasons (memoised with `nets`). */
const harmonySends = (s: WikiState): Send[] => flows(s).sendings;

/**
 * Whether the tile on `place` is immune to capture (a flower with net harmony); against a capture
 * by the tile on `attacker`, the harmony that tile itself sends is left out unless
 * `wiki-capturer-harmony` = counted (a Lotus would otherwise shield every flower it attacks).
 */
export function immuneAt(s: WikiState, place: number, attacker = -1): boolean {
  const n = nets(s)[place];
  if (!n || !n.immune) return false;
  if (attacker < 0 || rulesOf(s.options).capturer === 'counted' || !flows(s).sendings.some((l) => l.from === attacker && l.to === place)) return true;
  return n.harmony - 1 > n.disharmony + (rulesOf(s.options).netCount === 'everywhere' ? n.garden : 0);
}

/** A person's harmony rings: the tiles on them, the points of their harmony paths, and their links. */
export interface Rings {
  readonly tiles: ReadonlySet<number>;
  readonly paths: ReadonlySet<number>;
  readonly links: readonly Edge[];
}

/**
 * Links lying on a loop of the undirected graph of `edges` (bridges removed; Tarjan's bridge
 * search), in their order. Places are numbered as first met; a pair of places joined both ways is
 * one edge of the graph (so two tiles sending to each other alone are no loop).
 */
function onLoops<E extends { readonly from: number; readonly to: number }>(edges: readonly E[]): E[] {
  // A loop needs three pairs of places at least.
  if (edges.length < 3) return [];
  const node = new Map<number, number>();
  const id = (p: number) => {
    let i = node.get(p);
    if (i === undefined) {
      i = node.size;
      node.set(p, i);
    }
    return i;
  };
  const pairOf = new Map<number, number>();
  const pairA: number[] = [];
  const pairC: number[] = [];
  const edgePair = new Int32Array(edges.length);
  edges.forEach((e, k) => {
    const a = id(e.from);
    const c = id(e.to);
    const key = a < c ? a * POINT_COUNT + c : c * POINT_COUNT + a;
    let i = pairOf.get(key);
    if (i === undefined) {
      i = pairA.length;
      pairOf.set(key, i);
      pairA.push(a);
      pairC.push(c);
    }
    edgePair[k] = i;
  });
  if (pairA.length < 3) return [];
  const n = node.size;
  const adj: number[][] = Array.from({ length: n }, () => []);
  for (let i = 0; i < pairA.length; i++) {
    adj[pairA[i]!]!.push(pairC[i]!, i);
    adj[pairC[i]!]!.push(pairA[i]!, i);
  }
  const disc = new Int32Array(n).fill(-1);
  const low = new Int32Array(n);
  const bridge = new Uint8Array(pairA.length);
  let time = 0;
  const dfs = (u: number, viaEdge: number) => {
    disc[u] = low[u] = time++;
    const a = adj[u]!;
    for (let j = 0; j < a.length; j += 2) {
      const v = a[j]!;
      const e = a[j + 1]!;
      if (e === viaEdge) continue;
      if (disc[v] === -1) {
        dfs(v, e);
        low[u] = Math.min(low[u]!, low[v]!);
        if (low[v]! > disc[u]!) bridge[e] = 1;
      } else low[u] = Math.min(low[u]!, disc[v]!);
    }
  };
  for (let u = 0; u < n; u++) if (disc[u] === -1) dfs(u, -1);
  return edges.filter((_, k) => bridge[edgePair[k]!] === 0);
}

const RINGS = new WeakMap<WikiState, Rings[]>();
/**
 * The harmony rings of one person: harmony links between that person's own tiles that lie on a
 * loop (no link whose removal would split its tiles); under `wiki-ring-graphics` = must-receive
 * only tiles that receive harmony from another tile of the loop are kept (repeatedly). A loop
 * that mixes owners is no ring, and a tile hanging off a ring is not part of it.
 */
export function rings(s: WikiState, person: number): Rings {
  let all = RINGS.get(s);
  if (!all) {
    all = [];
    RINGS.set(s, all);
  }
  const hit = all[person];
  if (hit) return hit;
  const occ = boardOf(s).occ;
  const mine = (place: number) => {
    const o = occ[place] as number;
    return o > 0 && personOf(s.options, (s.pieces[o - 1] as WikiPiece).owner) === person;
  };
  const must = rulesOf(s.options).ringReceive === 'must-receive';
  let edges = harmonySends(s).filter((l) => mine(l.from) && mine(l.to));
  for (;;) {
    const kept = onLoops(edges);
    const receiving = new Set(kept.map((e) => e.to));
    const next = must ? kept.filter((e) => receiving.has(e.from) && receiving.has(e.to)) : kept;
    if (next.length === edges.length) break;
    edges = next;
  }
  const ringLinks: Edge[] = edges.map((e) => ({ from: e.from, to: e.to, path: pathOf(e.from, e.dx, e.dy, e.k) }));
  const r: Rings = { tiles: new Set(ringLinks.flatMap((e) => [e.from, e.to])), paths: new Set(ringLinks.flatMap((e) => e.path)), links: ringLinks };
  all[person] = r;
  return r;
}

/**
 * Points enclosed by a person's rings (`wiki-ring-surround`): points that cannot reach the edge of
 * the board by orthogonal (or eight-way) steps without crossing a ring tile or a point of a ring's
 * harmony path; ring tiles and path points are never enclosed.
 */
export function enclosed(s: WikiState, r: Rings): Set<number> {
  const inside = new Set<number>();
  if (r.tiles.size === 0) return inside;
  const L = layoutFor(s.options);
  const g = floodGraph(L);
  const nbr = rulesOf(s.options).surround === 'eight' ? g.all8 : g.orth;
  const k = nbr === g.all8 ? 8 : 4;
  // 1: wall (a ring tile or a path point), 2: reached from the edge.
  const mark = new Uint8Array(POINT_COUNT);
  for (const p of r.tiles) mark[p] = 1;
  for (const p of r.paths) mark[p] = 1;
  const todo: number[] = [];
  for (const p of g.edge) {
    if (mark[p]) continue;
    mark[p] = 2;
    todo.push(p);
  }
  while (todo.length) {
    const p = todo.pop() as number;
    for (let i = p * k, end = i + k; i < end; i++) {
      const q = nbr[i] as number;
      if (q < 0 || mark[q]) continue;
      mark[q] = 2;
      todo.push(q);
    }
  }
  for (const p of L.points) if (!mark[p]) inside.add(p);
  return inside;
}

/** Per layout: the points on the edge of the board (a point with an orthogonal neighbour off it) and each point's neighbours on the board (−1 where none), orthogonal and eight-way. */
const FLOOD = new WeakMap<Layout, { edge: Int16Array; orth: Int16Array; all8: Int16Array }>();
function floodGraph(L: Layout): { edge: Int16Array; orth: Int16Array; all8: Int16Array } {
  const hit = FLOOD.get(L);
  if (hit) return hit;
  const near = (p: number, dirs: readonly (readonly [number, number])[]) =>
    dirs.map(([dx, dy]) => {
      const q = at((X[p] as number) + dx, (Y[p] as number) + dy);
      return q < 0 || !L.onBoard[q] ? -1 : q;
    });
  const orth = new Int16Array(POINT_COUNT * 4).fill(-1);
  const all8 = new Int16Array(POINT_COUNT * 8).fill(-1);
  const edge: number[] = [];
  for (const p of L.points) {
    const o = near(p, ORTH);
    orth.set(o, p * 4);
    all8.set(near(p, ALL8), p * 8);
    if (o.includes(-1)) edge.push(p);
  }
  const g = { edge: Int16Array.from(edge), orth, all8 };
  FLOOD.set(L, g);
  return g;
}

/** One person's score: GT + HT + (H − D). */
export interface Score {
  readonly person: number;
  readonly gardens: number;
  readonly territory: number;
  readonly harmony: number;
  readonly disharmony: number;
  readonly total: number;
  /** The empty points counted as the person's territory. */
  readonly points: readonly number[];
}

/**
 * Garden points (GT): each garden touched or occupied by the tiles of one person only scores for
 * them — 1 point (`wiki-scoring-gt` = per-garden) or one per point of the garden (points).
 */
export function gardenScores(s: WikiState): number[] {
  const L = layoutFor(s.options);
  const people = flagsOf(s.options).people;
  const owners = new Array<number>(12).fill(-1);
  for (const p of s.pieces) {
    const m = L.gardens[p.place] as number;
    const who = personOf(s.options, p.owner);
    for (let g = 0; g < 12; g++) if (m & (1 << g)) owners[g] = owners[g] === -1 || owners[g] === who ? who : -2;
  }
  const size = rulesOf(s.options).gt === 'points' ? gardenSizes(L) : undefined;
  const scores = new Array<number>(people).fill(0);
  owners.forEach((o, g) => {
    if (o >= 0) scores[o]! += size ? (size[g] as number) : 1;
  });
  return scores;
}

const SIZES = new WeakMap<Layout, number[]>();
function gardenSizes(L: Layout): number[] {
  let z = SIZES.get(L);
  if (!z) {
    z = new Array<number>(12).fill(0);
    for (const p of L.points) for (let g = 0; g < 12; g++) if ((L.gardens[p] as number) & (1 << g)) z[g]! += 1;
    SIZES.set(L, z);
  }
  return z;
}

/** Whether a person's rings enclose the centre of the board (10j), as the older block's rings must. */
export function aroundCentre(s: WikiState, person: number): boolean {
  const r = rings(s, person);
  return r.tiles.size > 0 && enclosed(s, r).has(at(0, 0));
}

const SCORES = new WeakMap<WikiState, Score[]>();
/**
 * Every person's score (memoised). Territory is the empty points a person's rings enclose, counted
 * once, less what the rings of another person standing inside them enclose or lie on (a player
 * who surrounds someone else's ring does not count it); under `wiki-ring-definition` = v2 only
 * rings around the centre count. H and D by `wiki-chain-scoring`; D includes the unnatural-garden
 * points.
 */
export function scores(s: WikiState): Score[] {
  const hit = SCORES.get(s);
  if (hit) return hit;
  const r = rulesOf(s.options);
  const n = nets(s);
  const people = flagsOf(s.options).people;
  const ringsOf = Array.from({ length: people }, (_, p) => rings(s, p));
  const counted = ringsOf.map((x, p) => (r.ring === 'v2' && !aroundCentre(s, p) ? { tiles: new Set<number>(), paths: new Set<number>(), links: [] } : x));
  const enc = counted.map((x) => enclosed(s, x));
  const occ = boardOf(s).occ;
  /** Whether person q's rings lie inside person p's. */
  const inside = (q: number, p: number) => (counted[q] as Rings).tiles.size > 0 && [...(counted[q] as Rings).tiles].every((x) => (enc[p] as Set<number>).has(x));
  const gardens = gardenScores(s);
  // Harmony inside one's own chains: links whose sender and receiver are both the person's.
  const ownChain = new Int16Array(POINT_COUNT);
  if (r.chain === 'own-chains') for (const l of harmonySends(s)) if (personOf(s.options, pieceAt(s, l.from).owner) === personOf(s.options, pieceAt(s, l.to).owner)) ownChain[l.to]! += 1;
  const out = Array.from({ length: people }, (_, person): Score => {
    const points: number[] = [];
    for (const p of enc[person] as Set<number>) {
      if (occ[p]) continue;
      let other = false;
      for (let q = 0; q < people && !other; q++) if (q !== person && inside(q, person) && ((enc[q] as Set<number>).has(p) || (counted[q] as Rings).paths.has(p))) other = true;
      if (!other) points.push(p);
    }
    points.sort((a, b) => a - b);
    let harmony = 0;
    let disharmony = 0;
    for (const p of s.pieces) {
      if (personOf(s.options, p.owner) !== person) continue;
      const x = n[p.place];
      if (!x) continue;
      if (r.chain === 'net') {
        const net = x.harmony - x.disharmony - x.garden;
        if (net > 0) harmony += 1;
        else if (net < 0) disharmony += 1;
      } else {
        harmony += r.chain === 'own-chains' ? (ownChain[p.place] as number) : x.harmony;
        disharmony += x.disharmony + x.garden;
      }
    }
    const g = gardens[person] ?? 0;
    return { person, gardens: g, territory: points.length, harmony, disharmony, total: g + points.length + harmony - disharmony, points };
  });
  SCORES.set(s, out);
  return out;
}

const pieceAt = (s: WikiState, place: number): WikiPiece => s.pieces[(boardOf(s).occ[place] as number) - 1] as WikiPiece;
