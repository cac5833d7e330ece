/**
 * @packageDocumentation
 * Ancient harmonies and disharmonies: along each line through a flower, the flower
 * meets only the first flower on that line; special tiles are looked past except the
 * Coin; a Lotus on the line turns harmony and disharmony over. The count against the
 * target follows from the relations and the options.
 */
import type { OptionValues } from '../../core/types.ts';
import { offset, place, PLACE_COUNT, type PlaceId } from '../../geometry/index.ts';
import { relationFromTraits, type BookletFlower } from '../booklet/tiles.ts';
import { flower } from './spec.ts';
import { layoutFor, roleOf, type AncientPiece, type AncientState, type Seat2 } from './state.ts';

/** A harmony or disharmony between two flowers that see each other along a line. */
export interface Relation {
  /** The two flowers (indexes into `state.pieces`), `a` before `b` along `dir`. */
  readonly a: number;
  readonly b: number;
  /** The line's direction, from a to b. */
  readonly dir: readonly [number, number];
  /** What the two flowers make by the six rules. */
  readonly natural: 'harmony' | 'disharmony';
  /** How many Lotuses turn it over (each one turns it once). */
  readonly flips: number;
  /** What it is on the board after the Lotuses. */
  readonly kind: 'harmony' | 'disharmony';
  /** Whether it counts as a harmony towards the target (before ownership). */
  readonly counts: boolean;
}

/** Lines are walked in one sense only (E, N, NE, NW), so every pair is found once. */
const FORWARD: readonly (readonly [number, number])[] = [
  [1, 0],
  [0, 1],
  [1, 1],
  [-1, 1],
];

const xy = (id: PlaceId) => place(id) as { x: number; y: number };

/** Index (+1) of the piece on each place (0 = empty), memoised per state. */
const OCC = new WeakMap<AncientState, Int16Array>();
export function occupancy(state: AncientState): Int16Array {
  let o = OCC.get(state);
  if (!o) {
    o = new Int16Array(PLACE_COUNT);
    state.pieces.forEach((p, i) => {
      (o as Int16Array)[p.place] = i + 1;
    });
    OCC.set(state, o);
  }
  return o;
}

/** The piece on a place, or undefined. */
export const pieceAt = (state: AncientState, id: PlaceId): AncientPiece | undefined => {
  const k = Number.isInteger(id) && id >= 0 && id < PLACE_COUNT ? occupancy(state)[id] ?? 0 : 0;
  return k > 0 ? state.pieces[k - 1] : undefined;
};

/** Whether a piece is drained (flagged at a Knotweed's placement, or next to one under the continuous reading). */
export function isDrained(state: AncientState, p: AncientPiece): boolean {
  if (p.drained) return true;
  if (state.options['ancient-knotweed'] !== 'continuous' || !flower(p.tile)) return false;
  for (let dx = -1; dx <= 1; dx++)
    for (let dy = -1; dy <= 1; dy++) {
      if (dx === 0 && dy === 0) continue;
      const q = offset(p.place, dx, dy);
      if (q === undefined) continue;
      const n = pieceAt(state, q);
      if (n && roleOf(n.tile, state.options) === 'knotweed') return true;
    }
  return false;
}

/** A working flower: one of the six flowers, not drained. */
function liveFlower(state: AncientState, p: AncientPiece): BookletFlower | undefined {
  const f = flower(p.tile);
  return f && !isDrained(state, p) ? f : undefined;
}

const REL = new WeakMap<AncientState, readonly Relation[]>();

/** Every harmony and disharmony on the board (memoised per state). */
export function relations(state: AncientState): readonly Relation[] {
  const hit = REL.get(state);
  if (hit) return hit;
  const o = state.options;
  const layout = layoutFor(o);
  const orthoOnly = layout.lineDirs.length === 4;
  const dirs = orthoOnly ? FORWARD.slice(0, 2) : FORWARD;
  const drainedBlock = o['ancient-first-flower'] === 'drained-block';
  const coinWholeLine = o['ancient-coin-scope'] === 'whole-line';
  const lotusBetween = o['ancient-lotus-scope'] === 'between';
  const flipCounts = o['ancient-lotus-flip-count'] !== 'not-counted';
  const lotuses: { x: number; y: number }[] = [];
  const coins: { x: number; y: number }[] = [];
  for (const p of state.pieces) {
    const r = roleOf(p.tile, o);
    if (r === 'lotus') lotuses.push(xy(p.place));
    else if (r === 'coin') coins.push(xy(p.place));
  }
  const out: Relation[] = [];
  state.pieces.forEach((pa, ia) => {
    const fa = liveFlower(state, pa);
    if (!fa) return;
    for (const [dx, dy] of dirs) {
      let cur = offset(pa.place, dx, dy);
      let found = -1;
      while (cur !== undefined && layout.shape.has(cur)) {
        const pb = pieceAt(state, cur);
        if (pb) {
          const r = roleOf(pb.tile, o);
          if (r === 'flower') {
            if (!isDrained(state, pb)) {
              found = (occupancy(state)[cur] as number) - 1;
              break;
            }
            if (drainedBlock) break;
          } else if (r === 'coin' && !coinWholeLine) break;
        }
        cur = offset(cur, dx, dy);
      }
      if (found < 0) continue;
      const pb = state.pieces[found] as AncientPiece;
      const rel = relationFromTraits(fa, flower(pb.tile) as BookletFlower);
      if (rel === 'none') continue;
      const A = xy(pa.place);
      const B = xy(pb.place);
      const onLine = (p: { x: number; y: number }) => (p.x - A.x) * dy - (p.y - A.y) * dx === 0;
      const along = (p: { x: number; y: number }) => (p.x - A.x) * dx + (p.y - A.y) * dy;
      const span = along(B);
      if (coinWholeLine && coins.some(onLine)) continue;
      const flips = lotuses.filter((l) => onLine(l) && (!lotusBetween || (along(l) > 0 && along(l) < span))).length;
      const kind = flips % 2 === 0 ? rel : rel === 'harmony' ? 'disharmony' : 'harmony';
      const counts = kind === 'harmony' && (flipCounts || flips % 2 === 0);
      out.push(Object.freeze({ a: ia, b: found, dir: [dx, dy] as const, natural: rel, flips, kind, counts }));
    }
  });
  const frozen = Object.freeze(out);
  REL.set(state, frozen);
  return frozen;
}

/** Whether a relation belongs to a seat under `ancient-harmony-ownership` (global: every relation). */
function belongs(state: AncientState, r: Relation, seat: Seat2, own: boolean): boolean {
  if (!own) return true;
  return state.pieces[r.a]?.owner === seat && state.pieces[r.b]?.owner === seat;
}

/** The count that is checked against the target for a seat (all harmonies by default). */
export function harmonyCount(state: AncientState, seat: Seat2): number {
  const o: OptionValues = state.options;
  const own = o['ancient-harmony-ownership'] === 'own';
  const subtract = o['ancient-disharmony-effect'] === 'subtract';
  let n = 0;
  for (const r of relations(state)) {
    if (!belongs(state, r, seat, own)) continue;
    if (r.counts) n++;
    else if (subtract && r.kind === 'disharmony') n--;
  }
  return n;
}
