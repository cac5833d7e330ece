/**
 * @packageDocumentation
 * Net harmony found from the last position's (`FROM_LAST` in `harmony.ts`), for the engine's
 * second chunk: a step changes the tiles on one to three points, and a flower's sendings depend
 * only on the points its rays (or knight points) cover, so only the flowers whose reach covers a
 * changed point, and those on one, are walked again; every other flower keeps its sendings, and
 * each receiver's counts change by what the walked flowers sent before and send now. The answers
 * are those of `countFlows` (a test compares them along random games under every option).
 *
 * Counting afresh is kept for what this does not follow: another rule set, the Chi Blocker's
 * inert hold (`wiki-immobilized-effects` = inert, which changes with tiles out of reach), and
 * positions more than a few points apart.
 */
import { kingDistance, lineKind, POINT_COUNT, type LineKind } from '../../geometry/index.ts';
import { boardOf, flowFrom, FLOWERS, netOf, REACH, V2_REACH, type Board, type Flows, type Net, type Send } from './harmony.ts';
import type { WikiPiece, WikiState } from './state.ts';

/** Most points two positions may differ on for the counts to be carried over. */
const MOST_CHANGED = 6;

/** The kinds of line a set of directions runs along (each reach takes every direction of its kinds). */
const KINDS = new Map<readonly (readonly [number, number])[], LineKind[]>();
const kindsOf = (dirs: readonly (readonly [number, number])[]): LineKind[] => {
  let k = KINDS.get(dirs);
  if (!k) KINDS.set(dirs, (k = [...new Set(dirs.map(([x, y]): LineKind => (x === 0 || y === 0 ? 'orthogonal' : 'diagonal')))]));
  return k;
};

/**
 * Whether the flower `p` could send to or through one of the `changed` points: its knight points (within two
 * steps each way), or a point on the kind of line it sends along (orthogonal, diagonal or both: every reach
 * takes all four directions of a kind) within its reach.
 */
function touches(b: Board, p: WikiPiece, changed: readonly number[]): boolean {
  const r = b.r.model === 'v2' ? V2_REACH : REACH[p.tile];
  if (!r) return false;
  for (const d of changed) {
    const k = kingDistance(p.place, d);
    if (k === 0 || (r === 'knight' ? k <= 2 : k <= r.max && kindsOf(r.dirs).includes(lineKind(p.place, d) as LineKind))) return true;
  }
  return false;
}

/** The points whose tile (kind or owner) differs between two lists of pieces in place order, or `undefined` past `MOST_CHANGED`. */
function changedPoints(a: readonly WikiPiece[], c: readonly WikiPiece[]): number[] | undefined {
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < c.length) {
    const pa = a[i];
    const pc = c[j];
    if (!pc || (pa && pa.place < pc.place)) out.push((pa as WikiPiece).place), i++;
    else if (!pa || pc.place < pa.place) out.push(pc.place), j++;
    else {
      if (pa.tile !== pc.tile || pa.owner !== pc.owner) out.push(pa.place);
      i++;
      j++;
    }
    if (out.length > MOST_CHANGED) return undefined;
  }
  return out;
}

/** Change of harmony and disharmony received per point while `deriveFlows` works; zeroed again before it returns. */
const DH = new Int16Array(POINT_COUNT);
const DD = new Int16Array(POINT_COUNT);

/** The net harmony of `s` from that of `last` (`f`), or `undefined` to count afresh. */
export function deriveFlows(s: WikiState, last: WikiState, f: Flows): Flows | undefined {
  if (s.options !== last.options) return undefined;
  const b1 = boardOf(s);
  if (b1.inert.length > 0) return undefined;
  const changed = changedPoints(last.pieces, s.pieces);
  if (!changed) return undefined;
  if (changed.length === 0) return f;
  const b0 = boardOf(last);
  const buf: number[] = [];
  const touched: number[] = [];
  const walked = (b: Board, p: WikiPiece) => FLOWERS.has(p.tile) && (changed.includes(p.place) || touches(b, p, changed));
  // What the walked flowers sent before, taken off (a tile on a changed point is counted afresh).
  for (const p of last.pieces) {
    if (!walked(b0, p)) continue;
    flowFrom(b0, p, buf, (_, q, harmony) => {
      if (changed.includes(q.place)) return;
      (harmony ? DH : DD)[q.place]! -= 1;
      touched.push(q.place);
    });
  }
  // What they send now, and the sendings in the order `countFlows` lists them.
  const sendings: Send[] = [];
  let k = 0;
  const old = f.sendings;
  for (const p of s.pieces) {
    if (walked(b1, p)) {
      flowFrom(b1, p, buf, (from, q, harmony, dx, dy, n) => {
        (harmony ? DH : DD)[q.place]! += 1;
        touched.push(q.place);
        if (harmony) sendings.push({ from: from.place, to: q.place, dx, dy, k: n });
      });
      continue;
    }
    // A tile that sends nothing now (an element where a flower stood) keeps none of the sendings from its point.
    if (!FLOWERS.has(p.tile)) continue;
    while (k < old.length && (old[k] as Send).from < p.place) k++;
    while (k < old.length && (old[k] as Send).from === p.place) sendings.push(old[k++] as Send);
  }
  // The last position's table, less the changed points, with what changed.
  const nets = f.nets.slice();
  const fix = (q: number, before: Net | undefined) => {
    const p = s.pieces[(b1.occ[q] as number) - 1] as WikiPiece;
    nets[q] = netOf(b1, p, (before?.harmony ?? 0) + (DH[q] as number), (before?.disharmony ?? 0) + (DD[q] as number));
    DH[q] = 0;
    DD[q] = 0;
  };
  for (const q of changed) nets[q] = undefined;
  for (const q of changed) if (b1.occ[q] && FLOWERS.has((s.pieces[(b1.occ[q] as number) - 1] as WikiPiece).tile)) fix(q, undefined);
  for (const q of touched) if (DH[q] || DD[q]) fix(q, nets[q]);
  return { nets, sendings };
}
