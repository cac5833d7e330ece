/**
 * @packageDocumentation
 * Iroh harmonies: the candidate pairs of a seat (two pieces on one line across a
 * midline, nothing between), and the exact choice of which count when a piece may
 * be used only once (Water twice).
 *
 * The choice is a capacitated matching with a coverage goal: among all sets of
 * candidate harmonies in which no piece is used more often than it may be, find
 * one that crosses the most midlines (each harmony is assigned one midline it
 * crosses, no midline twice), and among those one with the most harmonies.
 * Solved by exhaustive branch and bound (the bound is exact, so the answer is a
 * true optimum, never a greedy one); a separate depth-4 search answers "is there
 * a harmony across every midline at once?" for the win.
 */
import type { PlaceId } from '../../geometry/index.ts';
import { EARTH, LOTUS, ROCK, WATER } from './spec.ts';
import { codeOf, crossings, layoutFor, occupied, ownerOf, type IrohState, type Seat } from './state.ts';
import { heldSet } from './knots.ts';

/** A candidate harmony of one seat. */
export interface Edge {
  readonly a: PlaceId;
  readonly b: PlaceId;
  /** Midlines crossed (bit k = midline k + 1). */
  readonly mask: number;
  /** Whether the line passes over Rocks (Earth's power). */
  readonly overRock: boolean;
}

/** The harmonies a seat gets to count: the chosen edges, each with the midline it is assigned. */
export interface Chosen {
  readonly edges: readonly { readonly edge: Edge; readonly midline: number }[];
  /** Midlines covered (bit mask). */
  readonly covered: number;
}

const popcount = (m: number) => ((m & 1) + ((m >> 1) & 1) + ((m >> 2) & 1) + ((m >> 3) & 1));

/** How many harmonies a piece may be in under the options (Infinity when pieces may be reused). */
export function capacityOf(code: string, options: IrohState['options']): number {
  if (options['iroh-one-harmony-per-piece'] === 'reuse') return Infinity;
  return code === WATER ? 2 : 1;
}

/** The candidate harmonies of `seat` in a position (every pair that would count on its own). */
export function candidateEdges(state: IrohState, seat: Seat): Edge[] {
  const o = state.options;
  const layout = layoutFor(o);
  const board = state.board;
  const held = heldSet(state);
  const kh = o['iroh-knotweed-harmony'];
  const heldTransparent = kh !== 'blocks-silent';
  const heldSilent = kh !== 'transparent-keeps';
  const rockMode = o['iroh-rock-harmony'];
  const own = o['iroh-harmony-ownership'];
  const symmetric = o['iroh-harmony-geometry'] === 'symmetric';
  const usable = (ch: string): boolean => {
    const code = codeOf(ch);
    if (own === 'any' || code === LOTUS) return true;
    if (code === ROCK && own === 'own-lotuses-rocks') return true;
    return ownerOf(ch) === seat;
  };
  /** May this piece take part in a harmony at all (for this seat)? */
  const harmonizer = (p: PlaceId, ch: string): boolean => {
    if (layout.onMidline[p]) return false;
    if (heldSilent && held.has(p)) return false;
    if (codeOf(ch) === ROCK && rockMode === 'blocks') return false;
    return usable(ch);
  };
  const out: Edge[] = [];
  for (const p of occupied(state)) {
    const ch = board[p] as string;
    if (!harmonizer(p, ch)) continue;
    const pCode = codeOf(ch);
    const pEarth = pCode === EARTH;
    const pRock = pCode === ROCK;
    const [px, py] = layout.xy[p] as [number, number];
    // East (dir 0) and north (dir 1): every pair is found once, from its west or south end.
    for (let d = 0; d < 2; d++) {
      let rocks = 0;
      for (const q of layout.rays[p]?.[d] ?? []) {
        const qc = board[q] as string;
        if (qc === '.') continue;
        const qCode = codeOf(qc);
        const qEarth = qCode === EARTH;
        const qRock = qCode === ROCK;
        // Rocks passed on the way need an Earth at one end; a Rock partner needs the pair rule.
        const rocksOk = rocks === 0 || pEarth || qEarth;
        const pairOk = !(pRock || qRock) || rockMode === 'partner' || (rockMode === 'earth-only' && ((pRock && qEarth) || (qRock && pEarth)));
        if (rocksOk && pairOk && harmonizer(q, qc)) pushEdge(out, layout, p, q, px, py, d, rocks > 0, symmetric);
        if (heldTransparent && held.has(q)) continue;
        if (qRock && rockMode !== 'blocks') {
          rocks++;
          continue;
        }
        break;
      }
    }
  }
  return out;
}

function pushEdge(out: Edge[], layout: ReturnType<typeof layoutFor>, p: PlaceId, q: PlaceId, px: number, py: number, d: number, overRock: boolean, symmetric: boolean): void {
  const [qx, qy] = layout.xy[q] as [number, number];
  const mask = d === 0 ? crossings(layout.midlines, false, py, px, qx, symmetric) : crossings(layout.midlines, true, px, py, qy, symmetric);
  if (mask !== 0) out.push({ a: p, b: q, mask, overRock });
}

/** Largest number of distinct midlines the edges can be assigned to (one each); small bipartite matching. */
export function coverOf(edges: readonly Edge[]): { count: number; assign: number[] } {
  const assignEdge: number[] = [-1, -1, -1, -1]; // midline -> edge index
  const tryEdge = (e: number, seen: number): [boolean, number] => {
    const mask = (edges[e] as Edge).mask;
    for (let m = 0; m < 4; m++) {
      if (!(mask & (1 << m)) || seen & (1 << m)) continue;
      seen |= 1 << m;
      const cur = assignEdge[m] as number;
      if (cur === -1) {
        assignEdge[m] = e;
        return [true, seen];
      }
      const [okk, s2] = tryEdge(cur, seen);
      seen = s2;
      if (okk) {
        assignEdge[m] = e;
        return [true, seen];
      }
    }
    return [false, seen];
  };
  let count = 0;
  for (let e = 0; e < edges.length && count < 4; e++) if (tryEdge(e, 0)[0]) count++;
  const assign = edges.map(() => -1);
  assignEdge.forEach((e, m) => {
    if (e >= 0) assign[e] = m;
  });
  return { count, assign };
}

/**
 * The best set of harmonies under the capacities: most midlines covered, then most
 * harmonies. Exact branch and bound over the candidate edges.
 */
export function bestSet(edges: readonly Edge[], cap: (p: PlaceId) => number): Chosen {
  const n = edges.length;
  if (n === 0) return { edges: [], covered: 0 };
  // Order: edges crossing rarer midlines first helps the bound; stable otherwise.
  const order = edges.map((_, i) => i);
  const suffixMask = new Array<number>(n + 1).fill(0);
  for (let i = n - 1; i >= 0; i--) suffixMask[i] = (suffixMask[i + 1] as number) | (edges[order[i] as number] as Edge).mask;
  const used = new Map<PlaceId, number>();
  const pick: number[] = [];
  let best: number[] = [];
  let bestCover = -1;
  let bestCount = -1;
  let chosenMask = 0;
  const rec = (i: number): void => {
    // Upper bounds.
    const coverUb = Math.min(4, popcount(chosenMask | (suffixMask[i] as number)));
    if (coverUb < bestCover) return;
    if (coverUb === bestCover && pick.length + (n - i) <= bestCount) return;
    if (i === n) {
      const sel = pick.map((k) => edges[k] as Edge);
      const c = coverOf(sel).count;
      if (c > bestCover || (c === bestCover && pick.length > bestCount)) {
        bestCover = c;
        bestCount = pick.length;
        best = pick.slice();
      }
      return;
    }
    const e = edges[order[i] as number] as Edge;
    const ua = used.get(e.a) ?? 0;
    const ub = used.get(e.b) ?? 0;
    if (ua < cap(e.a) && ub < cap(e.b)) {
      used.set(e.a, ua + 1);
      used.set(e.b, ub + 1);
      pick.push(order[i] as number);
      const saved = chosenMask;
      chosenMask |= e.mask;
      rec(i + 1);
      chosenMask = saved;
      pick.pop();
      used.set(e.a, ua);
      used.set(e.b, ub);
    }
    rec(i + 1);
  };
  rec(0);
  const sel = best.map((k) => edges[k] as Edge);
  const { assign } = coverOf(sel);
  let covered = 0;
  const out = sel.map((edge, k) => {
    let m = assign[k] as number;
    if (m >= 0) covered |= 1 << m;
    else m = Math.log2(edge.mask & -edge.mask);
    return { edge, midline: m };
  });
  return { edges: out, covered };
}

/** Whether some capacity-respecting choice gives a harmony across every midline (depth-4 search). */
export function coversAll(edges: readonly Edge[], cap: (p: PlaceId) => number): boolean {
  const per: Edge[][] = [[], [], [], []];
  for (const e of edges) for (let m = 0; m < 4; m++) if (e.mask & (1 << m)) (per[m] as Edge[]).push(e);
  if (per.some((l) => l.length === 0)) return false;
  const ms = [0, 1, 2, 3].sort((x, y) => (per[x] as Edge[]).length - (per[y] as Edge[]).length);
  const used = new Map<PlaceId, number>();
  const taken = new Set<Edge>();
  const rec = (k: number): boolean => {
    if (k === 4) return true;
    for (const e of per[ms[k] as number] as Edge[]) {
      if (taken.has(e)) continue;
      const ua = used.get(e.a) ?? 0;
      const ub = used.get(e.b) ?? 0;
      if (ua >= cap(e.a) || ub >= cap(e.b)) continue;
      used.set(e.a, ua + 1);
      used.set(e.b, ub + 1);
      taken.add(e);
      const okk = rec(k + 1);
      taken.delete(e);
      used.set(e.a, ua);
      used.set(e.b, ub);
      if (okk) return true;
    }
    return false;
  };
  return rec(0);
}
