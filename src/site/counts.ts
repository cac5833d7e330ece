/** @packageDocumentation Counts of playable places, from the engine's geometry, for the pages' prose and tables. */
import { boardShape, place, type PointSet, type SquareSet } from '../engine/geometry/index.ts';

/** Points of a set; with `inside`, only those inside the circle or on it (radius 9), as Kutai plays them. */
export const pointCount = (set: PointSet, inside = false): number =>
  boardShape(set, 'none').points.filter((id) => {
    if (!inside) return true;
    const p = place(id) as { x: number; y: number };
    return p.x * p.x + p.y * p.y <= 81;
  }).length;
export const squareCount = (set: SquareSet): number => boardShape('strict', set).squares.length;
