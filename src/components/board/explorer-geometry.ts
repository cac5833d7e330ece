/** Small geometry re-exports and a cursor step for the board widgets' keyboard navigation. */
import { centre, isSquare, placeName, pointId, squareId, type PlaceId } from '../../engine/geometry/coords.ts';
import { offset } from '../../engine/geometry/lines.ts';

export { centre, isSquare, placeName, pointId, squareId, type PlaceId };

/**
 * Moves a keyboard cursor one step in a direction, skipping places that are not
 * on the board (so the cursor crosses gaps and stops at the rim).
 */
export function offsetPlace(from: PlaceId, dx: number, dy: number, has: (p: PlaceId) => boolean): PlaceId | undefined {
  let cur = offset(from, dx, dy);
  while (cur !== undefined) {
    if (has(cur)) return cur;
    cur = offset(cur, dx, dy);
  }
  return undefined;
}

/**
 * The keyboard's S key: from a point, the square whose south-west corner it is; from a square,
 * its south-west corner point. Undefined when that place is not on the board.
 */
export function otherLattice(from: PlaceId, has: (p: PlaceId) => boolean): PlaceId | undefined {
  const c = centre(from);
  const to = isSquare(from) ? pointId(c.x - 0.5, c.y - 0.5) : squareId(c.x, c.y);
  return to !== undefined && has(to) ? to : undefined;
}

/** What a tap can mean on a board: its places and, on a live board, the ones that matter now. */
export interface PickContext {
  /** Every playable place (points and squares). */
  readonly places: readonly PlaceId[];
  /** Highlighted legal targets of the selected tile. */
  readonly targets?: readonly PlaceId[];
  /** Places holding a tile. */
  readonly occupied?: readonly PlaceId[];
  /**
   * How far (board units) a tap still reaches a target or a tile: the board turns 22 CSS px into
   * units, so each target and tile answers within a 44 px wide circle where its neighbours leave room.
   */
  readonly reach?: number;
}

/** A tap this close (board units) to a place's centre means that place, whatever is near. */
export const EXACT = 0.25;
/** A tap this close to a place means it when no target or tile is in reach (a place owns its cell). */
export const CELL = 0.75;

/**
 * Which place a tap or click at board coordinates (x east, y north) means, from the geometry
 * alone (the board draws no element per place). A tap right on a place means it. Otherwise the
 * nearest highlighted target or tile within `reach` wins, so small places on a phone are easy to
 * hit; failing that, the nearest playable place within its cell; off the board, nothing.
 */
export function pickPlace(x: number, y: number, ctx: PickContext): PlaceId | undefined {
  const dist = (p: PlaceId) => {
    const c = centre(p);
    return Math.hypot(c.x - x, c.y - y);
  };
  const nearest = (list: readonly PlaceId[], within: number) => {
    let best: PlaceId | undefined;
    let bestD = within;
    for (const p of list) {
      const d = dist(p);
      if (d <= bestD) {
        best = p;
        bestD = d;
      }
    }
    return best;
  };
  const exact = nearest(ctx.places, EXACT);
  if (exact !== undefined) return exact;
  const live = [...(ctx.targets ?? []), ...(ctx.occupied ?? [])];
  return nearest(live, Math.max(ctx.reach ?? 0, CELL)) ?? nearest(ctx.places, CELL);
}
