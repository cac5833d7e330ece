/**
 * @packageDocumentation
 * Pai Sho Project harmony (part 2, main text "v1"): which flower sends harmony or disharmony
 * to which, along the sender's own reach; net harmony and disharmony per tile; harmony rings of
 * one owner and the territory they enclose; the score GT + HT + (H − D).
 *
 * Not yet wired into the engine's `harmonies()`, view and captures: the open questions below
 * are parameters (`HarmonyRules`), each with the inventory's default, until they become rule
 * options.
 *
 * - Send lists: in the ring Lily → Jade → Jasmine → Chrysanthemum → Rhododendron → Rose → Lily
 *   each ordinary flower sends harmony to the next three and disharmony to itself and the two
 *   before it. The Lotus sends harmony to, and receives it from, every flower but the Orchid;
 *   it sends no disharmony and receives it only from Orchids. The Orchid sends no harmony and
 *   receives none; it sends disharmony to every flower but Orchids and receives none.
 *   Elements neither send nor receive.
 * - Reach (`wiki-harmony-model` v1): the receiver is where the sender could land in one move,
 *   with nothing between them; the Lily and the Chrysanthemum send only along diagonals; a path
 *   that crosses a garden wall carries nothing (`wiki-harmony-path-walls`: no Torii exception).
 */
import { type Ctx, ctxOf, flagsOf, tileOf, unnatural } from './moves.ts';
import { at, personOf, X, Y, type WikiPiece, type WikiState } from './state.ts';

/** The harmony questions of part 2, with the inventory's defaults. */
export interface HarmonyRules {
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
}

export const DEFAULT_RULES: HarmonyRules = Object.freeze({ rose: 'senders', foreign: 'any', ownDisharmony: 'filtered', pathWalls: 'block', netCount: 'everywhere' });

const RING = ['Ly', 'Jd', 'Js', 'C', 'Rd', 'Rs'];
const FLOWERS = new Set([...RING, 'Lt', 'O']);
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

/** One link of harmony or disharmony: sender and receiver places and the points between them. */
export interface Link {
  readonly from: number;
  readonly to: number;
  readonly kind: 'harmony' | 'disharmony';
  readonly path: readonly number[];
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
const REACH: Readonly<Record<string, { dirs: readonly (readonly [number, number])[]; max: number } | 'knight'>> = {
  Ly: { dirs: DIAG, max: 3 },
  C: { dirs: DIAG, max: 3 },
  Jd: { dirs: ORTH, max: 3 },
  Rd: { dirs: ORTH, max: 3 },
  Js: 'knight',
  Rs: 'knight',
  Lt: { dirs: ALL8, max: 2 },
  O: { dirs: ALL8, max: 6 },
};

/** Whether a path (end points included) crosses a garden wall, under `pathWalls`. */
function wallBlocks(c: Ctx, path: readonly number[], rules: HarmonyRules): boolean {
  let mask = 0;
  let torii = false;
  for (const p of path) {
    mask |= c.L.side[p] as number;
    if (c.L.torii[p]) torii = true;
  }
  return mask === 3 && !(rules.pathWalls === 'torii' && torii);
}

/** The tiles the flower on `from` reaches (its first tile in each line, or knight end), with the points between. */
function reached(c: Ctx, from: number, code: string, rules: HarmonyRules, cb: (to: number, between: number[]) => void): void {
  const r = REACH[code];
  if (!r) return;
  const x0 = X[from] as number;
  const y0 = Y[from] as number;
  if (r === 'knight') {
    for (const [ox, oy] of ORTH) {
      const mid = at(x0 + ox, y0 + oy);
      if (mid < 0 || !c.L.onBoard[mid]) continue;
      for (const side of [-1, 1]) {
        const to = at(x0 + 2 * ox + (ox === 0 ? side : 0), y0 + 2 * oy + (oy === 0 ? side : 0));
        if (to < 0 || !c.L.onBoard[to] || !c.occ[to]) continue;
        // Not leaping (`wiki-knight-blocking` default): the orthogonal point first must be empty.
        if (c.occ[mid] || wallBlocks(c, [from, mid, to], rules)) continue;
        cb(to, [mid]);
      }
    }
    return;
  }
  for (const [dx, dy] of r.dirs) {
    const between: number[] = [];
    for (let k = 1; k <= r.max; k++) {
      const p = at(x0 + dx * k, y0 + dy * k);
      if (p < 0 || !c.L.onBoard[p]) break;
      if (c.occ[p]) {
        if (!wallBlocks(c, [from, ...between, p], rules)) cb(p, [...between]);
        break;
      }
      between.push(p);
    }
  }
}

const NAMES: Readonly<Record<string, string>> = { Ly: 'Lily', Jd: 'Jade', Js: 'Jasmine', C: 'Chrysanthemum', Rd: 'Rhododendron', Rs: 'Rose', Lt: 'Lotus', O: 'Orchid' };

/** Every link of harmony and disharmony on the board. */
export function links(s: WikiState, rules: HarmonyRules = DEFAULT_RULES): Link[] {
  const c = ctxOf(s);
  const out: Link[] = [];
  for (const p of s.pieces) {
    if (!FLOWERS.has(p.tile)) continue;
    reached(c, p.place, p.tile, rules, (to, between) => {
      const q = s.pieces[(c.occ[to] as number) - 1] as WikiPiece;
      const samePerson = personOf(s.options, p.owner) === personOf(s.options, q.owner);
      const a = NAMES[p.tile];
      const b = NAMES[q.tile];
      if (sendsHarmony(p.tile, q.tile) && (rules.foreign === 'any' || samePerson || p.tile === 'Lt')) {
        out.push({ from: p.place, to, kind: 'harmony', path: between, reason: `the ${a} sends harmony to the ${b}${samePerson ? '' : ' (foreign harmony)'}` });
      }
      if (sendsDisharmony(p.tile, q.tile, rules.rose) && (rules.ownDisharmony === 'lists' || !samePerson)) {
        out.push({ from: p.place, to, kind: 'disharmony', path: between, reason: `the ${a} sends disharmony to the ${b}` });
      }
    });
  }
  return out;
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

/** Net harmony of every flower on the board, by place. */
export function nets(s: WikiState, rules: HarmonyRules = DEFAULT_RULES, all: readonly Link[] = links(s, rules)): Map<number, Net> {
  const c = ctxOf(s);
  const out = new Map<number, Net>();
  for (const p of s.pieces) {
    const t = tileOf(p);
    if (!FLOWERS.has(p.tile)) continue;
    const harmony = all.filter((l) => l.to === p.place && l.kind === 'harmony').length;
    const disharmony = all.filter((l) => l.to === p.place && l.kind === 'disharmony').length;
    const garden = (t.group === 'white' || t.group === 'red') && unnatural(c, t, p.place) ? 1 : 0;
    const d = disharmony + (rules.netCount === 'everywhere' ? garden : 0);
    out.set(p.place, { place: p.place, harmony, disharmony, garden, immune: harmony > d });
  }
  return out;
}

/** A person's harmony rings: the tiles on them and the points of their harmony paths. */
export interface Rings {
  readonly tiles: ReadonlySet<number>;
  readonly paths: ReadonlySet<number>;
}

/**
 * The harmony rings of one person (`wiki-ring-graphics` default): harmony links between that
 * person's own tiles that lie on a loop (no link whose removal would split its tiles), keeping
 * only tiles that receive harmony from another tile of the loop; a loop that mixes owners is
 * no ring, and a tile hanging off a ring is not part of it.
 */
export function rings(s: WikiState, person: number, rules: HarmonyRules = DEFAULT_RULES, all: readonly Link[] = links(s, rules)): Rings {
  const c = ctxOf(s);
  const mine = (place: number) => {
    const o = c.occ[place] as number;
    return o > 0 && personOf(s.options, (s.pieces[o - 1] as WikiPiece).owner) === person;
  };
  let edges = all.filter((l) => l.kind === 'harmony' && mine(l.from) && mine(l.to));
  const key = (a: number, b: number) => (a < b ? `${a}-${b}` : `${b}-${a}`);
  for (;;) {
    // Undirected links, one per pair.
    const pairs = new Map<string, [number, number]>();
    for (const e of edges) pairs.set(key(e.from, e.to), [e.from, e.to]);
    const onLoop = new Set<string>();
    for (const [k, [a, b]] of pairs) {
      // A link is on a loop when its ends stay connected without it.
      const seen = new Set([a]);
      const todo = [a];
      while (todo.length) {
        const u = todo.pop() as number;
        for (const [k2, [x, y]] of pairs) {
          if (k2 === k) continue;
          const v = x === u ? y : y === u ? x : -1;
          if (v >= 0 && !seen.has(v)) {
            seen.add(v);
            todo.push(v);
          }
        }
      }
      if (seen.has(b)) onLoop.add(k);
    }
    const kept = edges.filter((e) => onLoop.has(key(e.from, e.to)));
    const members = new Set(kept.flatMap((e) => [e.from, e.to]));
    // Every member receives harmony from another member along a kept link.
    const receiving = new Set(kept.map((e) => e.to));
    const next = kept.filter((e) => receiving.has(e.from) && receiving.has(e.to));
    if (next.length === edges.length) {
      const paths = new Set(next.flatMap((e) => e.path));
      return { tiles: new Set(next.length ? members : []), paths };
    }
    edges = next;
  }
}

/**
 * Empty points enclosed by a person's rings (`wiki-ring-surround` default): points that cannot
 * reach the edge of the board by orthogonal steps without crossing a ring tile or a point of a
 * ring's harmony path; path points are never territory.
 */
export function enclosed(s: WikiState, r: Rings): Set<number> {
  const c = ctxOf(s);
  const L = c.L;
  const wall = (p: number) => r.tiles.has(p) || r.paths.has(p);
  const outside = new Set<number>();
  const todo: number[] = [];
  for (const p of L.points) {
    const edge = ORTH.some(([dx, dy]) => {
      const q = at((X[p] as number) + dx, (Y[p] as number) + dy);
      return q < 0 || !L.onBoard[q];
    });
    if (edge && !wall(p)) {
      outside.add(p);
      todo.push(p);
    }
  }
  while (todo.length) {
    const p = todo.pop() as number;
    for (const [dx, dy] of ORTH) {
      const q = at((X[p] as number) + dx, (Y[p] as number) + dy);
      if (q < 0 || !L.onBoard[q] || outside.has(q) || wall(q)) continue;
      outside.add(q);
      todo.push(q);
    }
  }
  const inside = new Set<number>();
  for (const p of L.points) if (!outside.has(p) && !wall(p)) inside.add(p);
  return inside;
}

/** One person's score: GT + HT + (H − D). */
export interface Score {
  readonly person: number;
  readonly gardens: number;
  readonly territory: number;
  readonly harmony: number;
  readonly disharmony: number;
  readonly total: number;
}

/**
 * Every person's score. Territory is the empty points a person's rings enclose, counted once,
 * less what the rings of another person standing inside them enclose or lie on (a player who
 * surrounds someone else's ring does not count it). H and D are what the person's own tiles receive (`wiki-chain-scoring`
 * default), D including the unnatural-garden points.
 */
export function scores(s: WikiState, gardens: readonly number[], rules: HarmonyRules = DEFAULT_RULES): Score[] {
  const all = links(s, rules);
  const n = nets(s, rules, all);
  const people = flagsOf(s.options).people;
  const ringsOf = Array.from({ length: people }, (_, p) => rings(s, p, rules, all));
  const enc = ringsOf.map((r) => enclosed(s, r));
  const c = ctxOf(s);
  /** Whether person q's rings lie inside person p's. */
  const inside = (q: number, p: number) => (ringsOf[q] as Rings).tiles.size > 0 && [...(ringsOf[q] as Rings).tiles].every((x) => (enc[p] as Set<number>).has(x));
  return Array.from({ length: people }, (_, person) => {
    let territory = 0;
    for (const p of enc[person] as Set<number>) {
      if (c.occ[p]) continue;
      let other = false;
      for (let q = 0; q < people && !other; q++) if (q !== person && inside(q, person) && ((enc[q] as Set<number>).has(p) || (ringsOf[q] as Rings).paths.has(p))) other = true;
      if (!other) territory++;
    }
    let harmony = 0;
    let disharmony = 0;
    for (const p of s.pieces) {
      if (personOf(s.options, p.owner) !== person) continue;
      const x = n.get(p.place);
      if (!x) continue;
      harmony += x.harmony;
      disharmony += x.disharmony + x.garden;
    }
    const g = gardens[person] ?? 0;
    return { person, gardens: g, territory, harmony, disharmony, total: g + territory + harmony - disharmony };
  });
}

