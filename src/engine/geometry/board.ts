/**
 * @packageDocumentation
 * Which places are on the board. The circle has radius 9 around the centre
 * point; the sources disagree on which points and squares it keeps, so the set
 * is a parameter (see the inventory §7.3–7.4 and the `geo-playable-set` question).
 */
import { POINT_COUNT, PLACE_COUNT, pointId, squareId, type PlaceId } from './coords.ts';

export const RADIUS = 9;

/** Point sets: strict (249), closed (253), star (261), Kutai K1–K4 (221/269/293/241). */
export const POINT_SETS = ['strict', 'closed', 'star', 'kutai-k1', 'kutai-k2', 'kutai-k3', 'kutai-k4'] as const;
export type PointSet = (typeof POINT_SETS)[number];

/** Square sets: centre inside (256, = at least half inside), wholly inside (216), touching (284), none. */
export const SQUARE_SETS = ['centre', 'whole', 'touching', 'none'] as const;
export type SquareSet = (typeof SQUARE_SETS)[number];

/** Area of square (i, j) inside the disc, by integration over 400 strips (exact to < 1e-4). */
export function squareAreaInside(i: number, j: number): number {
  const n = 400;
  const h = 1 / n;
  let total = 0;
  for (let k = 0; k < n; k++) {
    const x = i + (k + 0.5) * h;
    if (Math.abs(x) >= RADIUS) continue;
    const yy = Math.sqrt(RADIUS * RADIUS - x * x);
    const lo = Math.max(j, -yy);
    const hi = Math.min(j + 1, yy);
    if (hi > lo) total += (hi - lo) * h;
  }
  return total;
}

const AREA: ReadonlyMap<string, number> = (() => {
  const m = new Map<string, number>();
  for (let i = -9; i <= 8; i++) for (let j = -9; j <= 8; j++) m.set(`${i},${j}`, squareAreaInside(i, j));
  return m;
})();

const onGridSquare = (i: number, j: number) => i >= -9 && i <= 8 && j >= -9 && j <= 8;
const halfInside = (i: number, j: number) => onGridSquare(i, j) && (AREA.get(`${i},${j}`) ?? 0) >= 0.5;
const adjoining = (x: number, y: number): [number, number][] => [
  [x - 1, y - 1],
  [x, y - 1],
  [x - 1, y],
  [x, y],
];

function pointIn(set: PointSet, x: number, y: number): boolean {
  const r2 = x * x + y * y;
  switch (set) {
    case 'strict':
      return r2 < 81;
    case 'closed':
      return r2 <= 81;
    case 'star':
      return r2 <= 82;
    case 'kutai-k1':
      return adjoining(x, y).every(([i, j]) => halfInside(i, j));
    case 'kutai-k2':
      return adjoining(x, y).filter(([i, j]) => halfInside(i, j)).length >= 2;
    case 'kutai-k3':
      return adjoining(x, y).some(([i, j]) => halfInside(i, j));
    case 'kutai-k4':
      return adjoining(x, y).every(([i, j]) => !onGridSquare(i, j) || halfInside(i, j));
  }
}

function squareIn(set: SquareSet, i: number, j: number): boolean {
  switch (set) {
    case 'centre':
      return (i + 0.5) ** 2 + (j + 0.5) ** 2 < 81;
    case 'whole':
      return adjoiningCorners(i, j).every(([x, y]) => x * x + y * y <= 81);
    case 'touching':
      return (AREA.get(`${i},${j}`) ?? 0) > 1e-9;
    case 'none':
      return false;
  }
}
const adjoiningCorners = (i: number, j: number): [number, number][] => [
  [i, j],
  [i + 1, j],
  [i, j + 1],
  [i + 1, j + 1],
];

/** The playable places of one board configuration. Immutable. */
export interface BoardShape {
  readonly pointSet: PointSet;
  readonly squareSet: SquareSet;
  /** Playable points, in id order. */
  readonly points: readonly PlaceId[];
  /** Playable squares, in id order. */
  readonly squares: readonly PlaceId[];
  /** Membership test for any place id. */
  has(id: PlaceId): boolean;
}

const SHAPES = new Map<string, BoardShape>();

/** The board with the given point and square sets (memoised; shapes are shared). */
export function boardShape(pointSet: PointSet, squareSet: SquareSet): BoardShape {
  const key = `${pointSet}/${squareSet}`;
  const cached = SHAPES.get(key);
  if (cached) return cached;
  const member = new Uint8Array(PLACE_COUNT);
  const points: PlaceId[] = [];
  const squares: PlaceId[] = [];
  for (let x = -9; x <= 9; x++)
    for (let y = -9; y <= 9; y++)
      if (pointIn(pointSet, x, y)) {
        const id = pointId(x, y) as PlaceId;
        member[id] = 1;
        points.push(id);
      }
  for (let i = -9; i <= 8; i++)
    for (let j = -9; j <= 8; j++)
      if (squareIn(squareSet, i, j)) {
        const id = squareId(i, j) as PlaceId;
        member[id] = 1;
        squares.push(id);
      }
  points.sort((a, b) => a - b);
  squares.sort((a, b) => a - b);
  const shape: BoardShape = Object.freeze({
    pointSet,
    squareSet,
    points: Object.freeze(points),
    squares: Object.freeze(squares),
    has: (id: PlaceId) => id >= 0 && id < PLACE_COUNT && member[id] === 1,
  });
  SHAPES.set(key, shape);
  return shape;
}

export { POINT_COUNT };
