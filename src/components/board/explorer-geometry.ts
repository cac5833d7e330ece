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
