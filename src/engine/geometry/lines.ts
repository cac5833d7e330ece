/**
 * @packageDocumentation
 * Lines on the board: neighbours, rays, the places between two places, and line
 * of sight. Points and squares each form their own lattice; every helper works on
 * both and stays within one kind. Variants use these and never re-implement them.
 */
import type { BoardShape } from './board.ts';
import { place, pointId, squareId, type PlaceId } from './coords.ts';

/** The 8 directions as unit steps, orthogonal first: E, N, W, S, NE, NW, SW, SE. */
export const DIRECTIONS = [
  [1, 0],
  [0, 1],
  [-1, 0],
  [0, -1],
  [1, 1],
  [-1, 1],
  [-1, -1],
  [1, -1],
] as const;
export const ORTHOGONAL = DIRECTIONS.slice(0, 4);
export const DIAGONAL = DIRECTIONS.slice(4);

/** The place of the same kind offset by (dx, dy) lattice steps, or undefined off the grid. */
export function offset(id: PlaceId, dx: number, dy: number): PlaceId | undefined {
  const p = place(id);
  return p.kind === 'point' ? pointId(p.x + dx, p.y + dy) : squareId(p.i + dx, p.j + dy);
}

function neighboursIn(id: PlaceId, shape: BoardShape, dirs: readonly (readonly [number, number])[]): PlaceId[] {
  const out: PlaceId[] = [];
  for (const [dx, dy] of dirs) {
    const n = offset(id, dx, dy);
    if (n !== undefined && shape.has(n)) out.push(n);
  }
  return out;
}

/** Orthogonal neighbours on the board (same kind of place). */
export const neighbours4 = (id: PlaceId, shape: BoardShape): PlaceId[] => neighboursIn(id, shape, ORTHOGONAL);
/** Orthogonal and diagonal neighbours on the board (same kind of place). */
export const neighbours8 = (id: PlaceId, shape: BoardShape): PlaceId[] => neighboursIn(id, shape, DIRECTIONS);

/** The places from `id` (exclusive) stepping (dx, dy) while they stay on the board. */
export function ray(id: PlaceId, dx: number, dy: number, shape: BoardShape): PlaceId[] {
  const out: PlaceId[] = [];
  let cur = offset(id, dx, dy);
  while (cur !== undefined && shape.has(cur)) {
    out.push(cur);
    cur = offset(cur, dx, dy);
  }
  return out;
}

/** The first place along a ray that `isOccupied` accepts, or undefined. */
export function firstAlong(
  id: PlaceId,
  dx: number,
  dy: number,
  shape: BoardShape,
  isOccupied: (p: PlaceId) => boolean,
): PlaceId | undefined {
  return ray(id, dx, dy, shape).find(isOccupied);
}

/** The places reachable along a ray before the first occupied one (a sliding move). */
export function slide(
  id: PlaceId,
  dx: number,
  dy: number,
  shape: BoardShape,
  isOccupied: (p: PlaceId) => boolean,
  maxSteps = Infinity,
): PlaceId[] {
  const r = ray(id, dx, dy, shape);
  const stop = r.findIndex(isOccupied);
  return r.slice(0, Math.min(stop < 0 ? r.length : stop, maxSteps));
}

function coordsOf(id: PlaceId): [number, number, 'point' | 'square'] {
  const p = place(id);
  return p.kind === 'point' ? [p.x, p.y, 'point'] : [p.i, p.j, 'square'];
}

const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));

/** Kind of straight line joining two places of the same kind. */
export type LineKind = 'orthogonal' | 'diagonal' | 'other';

/** How a and b are aligned: orthogonal, diagonal, other (any other angle), or undefined (different kinds or same place). */
export function lineKind(a: PlaceId, b: PlaceId): LineKind | undefined {
  const [ax, ay, ak] = coordsOf(a);
  const [bx, by, bk] = coordsOf(b);
  if (ak !== bk || (ax === bx && ay === by)) return undefined;
  if (ax === bx || ay === by) return 'orthogonal';
  if (Math.abs(ax - bx) === Math.abs(ay - by)) return 'diagonal';
  return 'other';
}

/**
 * The lattice places lying exactly on the open segment between a and b (same
 * kind), at any angle: e.g. between 10j and 6h is 8i. Empty for neighbours;
 * undefined when a and b are of different kinds or equal.
 */
export function between(a: PlaceId, b: PlaceId): PlaceId[] | undefined {
  const [ax, ay, ak] = coordsOf(a);
  const [bx, by, bk] = coordsOf(b);
  if (ak !== bk || (ax === bx && ay === by)) return undefined;
  const g = gcd(bx - ax, by - ay);
  const sx = (bx - ax) / g;
  const sy = (by - ay) / g;
  const out: PlaceId[] = [];
  for (let k = 1; k < g; k++) out.push(offset(a, sx * k, sy * k) as PlaceId);
  return out;
}

/** Distance between the centres of two places (Euclidean, in squares). */
export function distance(a: PlaceId, b: PlaceId): number {
  const [ax, ay] = coordsOf(a);
  const [bx, by] = coordsOf(b);
  return Math.hypot(bx - ax, by - ay);
}

/** Distance in king's steps between two places (the larger of the two coordinate differences). */
export function kingDistance(a: PlaceId, b: PlaceId): number {
  const [ax, ay] = coordsOf(a);
  const [bx, by] = coordsOf(b);
  return Math.max(Math.abs(bx - ax), Math.abs(by - ay));
}

/**
 * Line of sight: a and b are of one kind and no occupied place lies on the
 * segment between them. `kinds` limits which lines count (default: any angle).
 */
export function lineOfSight(
  a: PlaceId,
  b: PlaceId,
  isOccupied: (p: PlaceId) => boolean,
  kinds: readonly LineKind[] = ['orthogonal', 'diagonal', 'other'],
): boolean {
  const k = lineKind(a, b);
  if (k === undefined || !kinds.includes(k)) return false;
  const mid = between(a, b) as PlaceId[];
  return mid.every((p) => !isOccupied(p));
}
