/**
 * @packageDocumentation
 * Pai Sho Project harmony (part 2): which flower sends harmony or disharmony to which, along
 * which paths; net harmony and disharmony per tile (and immunity to capture). The rings, the
 * territory they enclose and the score are in `scoring.ts` (the engine's second chunk).
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
import { at, layoutFor, scorerOf, unnaturalAt, X, Y, type Layout, type WikiPiece, type WikiState } from './state.ts';

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
  /** `wiki-territory-paths`: no point on any harmony path is territory, or only the rings' own paths are left out. */
  readonly territoryPaths: 'any-harmony' | 'ring-paths';
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
      territoryPaths: pick('wiki-territory-paths', 'any-harmony'),
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
export const ORTH: readonly (readonly [number, number])[] = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
];
export const ALL8 = [...ORTH, ...DIAG];
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
  const pp = scorerOf(s.options, p.owner);
  const n = reached(b, p.place, p.tile, found);
  for (let i = 0; i < n * 4; i += 4) {
    const to = found[i] as number;
    if (b.inert.length && b.inert[to]) continue;
    const dx = found[i + 1] as number;
    const dy = found[i + 2] as number;
    const k = found[i + 3] as number;
    const q = s.pieces[(b.occ[to] as number) - 1] as WikiPiece;
    const same = pp === scorerOf(s.options, q.owner);
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
export const harmonySends = (s: WikiState): Send[] => flows(s).sendings;

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
