/** @packageDocumentation Counts of playable places, from the engine's geometry, for the pages' prose and tables. */
import { boardShape, type PointSet, type SquareSet } from '../engine/geometry/index.ts';

export const pointCount = (set: PointSet): number => boardShape(set, 'none').points.length;
export const squareCount = (set: SquareSet): number => boardShape('strict', set).squares.length;
