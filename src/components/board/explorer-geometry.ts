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
