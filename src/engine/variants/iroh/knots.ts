/**
 * @packageDocumentation
 * Knotweed: which pieces a Knotweed holds, under the persistence and placement
 * options. Memoised per state.
 */
import type { PlaceId } from '../../geometry/index.ts';
import { FIRE, LOTUS, ROCK } from './spec.ts';
import { codeOf, layoutFor, ownerOf, type IrohState, type Knot } from './state.ts';

const HELD = new WeakMap<IrohState, ReadonlySet<PlaceId>>();

/** May a Knotweed hold this piece at all? Never a Fire, a White Lotus or a Rock (which never moves anyway). */
export const holdable = (ch: string): boolean => {
  const c = codeOf(ch);
  return c !== FIRE && c !== LOTUS && c !== ROCK;
};

/** The pieces a freshly placed Knotweed by `knot.o` would hold on the square's corners. */
export function holdsOnPlacing(state: IrohState, sq: PlaceId, placer: 0 | 1): PlaceId[] {
  const layout = layoutFor(state.options);
  const enemyOnly = state.options['iroh-knotweed-placement'] === 'enemy-only';
  return (layout.corners[sq - 361] ?? []).filter((c) => {
    const ch = state.board[c] as string;
    return ch !== '.' && holdable(ch) && (!enemyOnly || ownerOf(ch) !== placer);
  });
}

/** The points whose pieces cannot move because a Knotweed holds them. */
export function heldSet(state: IrohState): ReadonlySet<PlaceId> {
  const hit = HELD.get(state);
  if (hit) return hit;
  const out = new Set<PlaceId>();
  const anyTime = state.options['iroh-knotweed-persistence'] === 'any-time';
  for (const k of state.knots) {
    if (k.spent) continue;
    if (anyTime) for (const p of holdsOnPlacing(state, k.sq, k.o)) out.add(p);
    else for (const p of k.held) if (state.board[p] !== '.') out.add(p);
  }
  HELD.set(state, out);
  return out;
}

/** The Knotweeds whose square has `p` as a corner (and that still hold, or could hold, anything). */
export function knotsAt(state: IrohState, p: PlaceId): Knot[] {
  const layout = layoutFor(state.options);
  const sqs = layout.squaresAt[p] ?? [];
  return state.knots.filter((k) => !k.spent && sqs.includes(k.sq));
}
