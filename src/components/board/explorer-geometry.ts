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

/**
 * Touch forgiveness for small screens, where a point and its neighbouring squares are
 * only a few pixels apart: which place a tap at board coordinates (x east, y north)
 * means. A tap on a tile, on a highlighted target, or near the centre of the place it
 * landed on means that place; any other tap goes to the nearest highlighted target
 * within `reach`, and failing that to the place it landed on (if any).
 */
export function pickPlace(
  x: number,
  y: number,
  landed: PlaceId | undefined,
  targets: readonly PlaceId[],
  occupied: (p: PlaceId) => boolean,
  reach = 0.6,
): PlaceId | undefined {
  const dist = (p: PlaceId) => {
    const c = centre(p);
    return Math.hypot(c.x - x, c.y - y);
  };
  if (landed !== undefined && (occupied(landed) || targets.includes(landed) || dist(landed) <= 0.2)) return landed;
  let best: PlaceId | undefined;
  let bestD = reach;
  for (const t of targets) {
    const d = dist(t);
    if (d < bestD) {
      best = t;
      bestD = d;
    }
  }
  return best ?? landed;
}
