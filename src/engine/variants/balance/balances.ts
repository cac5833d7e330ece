/**
 * @packageDocumentation
 * Exact balance counting. Flowers sit in gardens; a flower may take part in at
 * most `cap` balances per garden it belongs to (1, or 2 on the Wheel of Life).
 * The largest number of simultaneous balances is a maximum flow from one side
 * of the pairs (Rose/Lotus side, or upward flowers) to the other, through one
 * node per (flower, garden). When a pair of tiles may count only once, a flow
 * that uses a pair twice is repaired by exact branch and bound (the flow value
 * is an upper bound), so the answer is always a true maximum, never a greedy one.
 */

/** A flower on the board, as the solver sees it. */
export interface Flower {
  /** 0 or 1: the side of the pair graph (every balance joins side 0 to side 1). */
  readonly side: 0 | 1;
  readonly gardens: readonly number[];
  /** Balances per garden: 1, or 2 on the Wheel. */
  readonly cap: number;
}

/** A possible balance: flower u (side 0) with flower d (side 1) in garden g. */
export interface PairEdge {
  readonly u: number;
  readonly d: number;
  readonly g: number;
}

class Net {
  readonly head: number[];
  readonly to: number[] = [];
  readonly cap: number[] = [];
  readonly nxt: number[] = [];
  constructor(n: number) {
    this.head = new Array<number>(n).fill(-1);
  }
  add(a: number, b: number, c: number): number {
    const e = this.to.length;
    this.to.push(b, a);
    this.cap.push(c, 0);
    this.nxt.push(this.head[a] as number, this.head[b] as number);
    this.head[a] = e;
    this.head[b] = e + 1;
    return e;
  }
  /** Max flow by repeated DFS augmentation (graphs here are tiny). */
  flow(s: number, t: number, limit = Infinity): number {
    let total = 0;
    const n = this.head.length;
    for (;;) {
      if (total >= limit) return total;
      const seen = new Uint8Array(n);
      const f = this.dfs(s, t, Infinity, seen);
      if (f === 0) return total;
      total += f;
    }
  }
  private dfs(v: number, t: number, f: number, seen: Uint8Array): number {
    if (v === t) return f;
    seen[v] = 1;
    for (let e = this.head[v] as number; e !== -1; e = this.nxt[e] as number) {
      const w = this.to[e] as number;
      const c = this.cap[e] as number;
      if (c > 0 && !seen[w]) {
        const got = this.dfs(w, t, Math.min(f, c), seen);
        if (got > 0) {
          this.cap[e] = c - got;
          this.cap[e ^ 1] = (this.cap[e ^ 1] as number) + got;
          return got;
        }
      }
    }
    return 0;
  }
}

/**
 * Key of a (flower, garden) slot or of a (flower, flower) pair: a number rather than text, so the
 * solver's maps stay cheap (flower and garden indices are far below `KEY`).
 */
const KEY = 1 << 12;

/** Slot node numbering for (flower, garden) pairs that appear in edges, in order of first appearance. */
function slots(edges: readonly PairEdge[], base: number): { id: Map<number, number>; count: number } {
  const id = new Map<number, number>();
  let n = base;
  for (const e of edges) {
    const a = e.u * KEY + e.g;
    const b = e.d * KEY + e.g;
    if (!id.has(a)) id.set(a, n++);
    if (!id.has(b)) id.set(b, n++);
  }
  return { id, count: n };
}

/** Max flow ignoring the pair-once rule: returns value and the edges used. */
function relaxedMax(flowers: readonly Flower[], edges: readonly PairEdge[]): { value: number; used: PairEdge[] } {
  const { id, count } = slots(edges, 2);
  const net = new Net(count);
  const src = new Set<number>();
  for (const e of edges) {
    const a = e.u * KEY + e.g;
    const b = e.d * KEY + e.g;
    if (!src.has(a)) {
      src.add(a);
      net.add(0, id.get(a) as number, (flowers[e.u] as Flower).cap);
    }
    if (!src.has(b)) {
      src.add(b);
      net.add(id.get(b) as number, 1, (flowers[e.d] as Flower).cap);
    }
  }
  const handles = edges.map((e) => net.add(id.get(e.u * KEY + e.g) as number, id.get(e.d * KEY + e.g) as number, 1));
  const value = net.flow(0, 1);
  const used = edges.filter((_, k) => net.cap[handles[k] as number] === 0);
  return { value, used };
}

/**
 * The largest set of simultaneous balances. `pairOnce`: a given pair of tiles
 * counts at most once (even if they share two gardens). Exact.
 */
export function maxBalances(flowers: readonly Flower[], edges: readonly PairEdge[], pairOnce: boolean): PairEdge[] {
  if (edges.length === 0) return [];
  let best: PairEdge[] | undefined;
  const solve = (allowed: readonly PairEdge[]): void => {
    const { value, used } = relaxedMax(flowers, allowed);
    if (best && value <= best.length) return;
    if (pairOnce) {
      const seen = new Map<number, number>();
      for (const e of used) {
        const k = e.u * KEY + e.d;
        if (seen.has(k)) {
          // Branch: the pair keeps exactly one of its gardens (or none, which every branch also allows).
          const gardens = [...new Set(allowed.filter((x) => x.u === e.u && x.d === e.d).map((x) => x.g))];
          for (const g of gardens) solve(allowed.filter((x) => x.u !== e.u || x.d !== e.d || x.g === g));
          return;
        }
        seen.set(k, e.g);
      }
    }
    best = used;
  };
  solve(edges);
  return (best ?? []).slice().sort((a, b) => a.u - b.u || a.d - b.d || a.g - b.g);
}

/**
 * Whether one assignment can balance every flower at least once (degree between
 * 1 and capacity for all), by a flow with lower bounds. The pair-once rule never
 * matters here: dropping a repeated pair keeps both tiles balanced.
 */
export function canBalanceAll(flowers: readonly Flower[], edges: readonly PairEdge[]): boolean {
  if (flowers.length === 0) return false;
  const touched = new Set<number>();
  for (const e of edges) touched.add(e.u).add(e.d);
  if (touched.size < flowers.length) return false;
  // Nodes: 0 S, 1 T, 2 S', 3 T', 4.. flower nodes, then slots.
  const F = 4;
  const { id, count } = slots(edges, F + flowers.length);
  const net = new Net(count);
  const gardensUsed = flowers.map(() => new Set<number>());
  for (const e of edges) {
    gardensUsed[e.u]?.add(e.g);
    gardensUsed[e.d]?.add(e.g);
  }
  let lower0 = 0;
  let lower1 = 0;
  flowers.forEach((f, k) => {
    const tot = f.cap * (gardensUsed[k]?.size ?? 0);
    if (f.side === 0) {
      net.add(0, F + k, tot - 1);
      net.add(2, F + k, 1);
      lower0++;
    } else {
      net.add(F + k, 1, tot - 1);
      net.add(F + k, 3, 1);
      lower1++;
    }
  });
  net.add(0, 3, lower0);
  net.add(2, 1, lower1);
  net.add(1, 0, 1e9);
  const linked = new Set<number>();
  for (const e of edges) {
    const a = e.u * KEY + e.g;
    const b = e.d * KEY + e.g;
    if (!linked.has(a)) {
      linked.add(a);
      net.add(F + e.u, id.get(a) as number, (flowers[e.u] as Flower).cap);
    }
    if (!linked.has(b)) {
      linked.add(b);
      net.add(id.get(b) as number, F + e.d, (flowers[e.d] as Flower).cap);
    }
    net.add(id.get(a) as number, id.get(b) as number, 1);
  }
  return net.flow(2, 3) === lower0 + lower1;
}
