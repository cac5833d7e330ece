/**
 * @packageDocumentation
 * Places on the Pai Sho board: intersections ("points") and squares, with one
 * integer id space shared by both, and their written names.
 *
 * Frame: the central point is (0,0); x grows to the east, y to the north;
 * points have x, y in -9..9 (19 × 19). Square (i, j) is the cell
 * [i, i+1] × [j, j+1] with i, j in -9..8 (18 × 18).
 *
 * Point names follow the Pai Sho Project notation: a number 1–19 from east to
 * west, then a letter a–s from north to south; `10j` is the centre
 * (x = 10 − n, y = 10 − letterIndex with a = 1).
 *
 * A square is named by two opposite corners, north-east corner first:
 * `9i:10j` is the square whose north-east corner is 9i and south-west corner is
 * 10j, i.e. the square just north-east of the centre. Parsing accepts either
 * diagonal in either order and any letter case; writing is canonical and lowercase.
 */
import { fail, ok, type Result } from '../core/result.ts';

/** Integer id of a point (0..360) or square (361..684). */
export type PlaceId = number;

export const GRID_MIN = -9;
export const GRID_MAX = 9;
export const POINT_COUNT = 361;
export const SQUARE_COUNT = 324;
export const PLACE_COUNT = POINT_COUNT + SQUARE_COUNT;

export interface PointPlace {
  readonly kind: 'point';
  readonly x: number;
  readonly y: number;
}
export interface SquarePlace {
  readonly kind: 'square';
  /** West edge x of the square. */
  readonly i: number;
  /** South edge y of the square. */
  readonly j: number;
}
export type Place = PointPlace | SquarePlace;

/** Id of point (x, y); undefined off the 19 × 19 grid. */
export function pointId(x: number, y: number): PlaceId | undefined {
  if (!Number.isInteger(x) || !Number.isInteger(y)) return undefined;
  if (x < -9 || x > 9 || y < -9 || y > 9) return undefined;
  return (x + 9) * 19 + (y + 9);
}

/** Id of square (i, j); undefined off the 18 × 18 grid. */
export function squareId(i: number, j: number): PlaceId | undefined {
  if (!Number.isInteger(i) || !Number.isInteger(j)) return undefined;
  if (i < -9 || i > 8 || j < -9 || j > 8) return undefined;
  return POINT_COUNT + (i + 9) * 18 + (j + 9);
}

const PLACES: readonly Place[] = (() => {
  const out: Place[] = [];
  for (let x = -9; x <= 9; x++) for (let y = -9; y <= 9; y++) out.push({ kind: 'point', x, y });
  for (let i = -9; i <= 8; i++) for (let j = -9; j <= 8; j++) out.push({ kind: 'square', i, j });
  return out;
})();

/** The place behind an id (throws on an invalid id: ids only come from this module). */
export function place(id: PlaceId): Place {
  const p = PLACES[id];
  if (p === undefined) throw new RangeError(`invalid place id ${id}`);
  return p;
}

export const isPoint = (id: PlaceId): boolean => id >= 0 && id < POINT_COUNT;
export const isSquare = (id: PlaceId): boolean => id >= POINT_COUNT && id < PLACE_COUNT;

/** Centre of a place in board coordinates (a point is its own centre). */
export function centre(id: PlaceId): { x: number; y: number } {
  const p = place(id);
  return p.kind === 'point' ? { x: p.x, y: p.y } : { x: p.i + 0.5, y: p.j + 0.5 };
}

const LETTERS = 'abcdefghijklmnopqrs';

function pointName(x: number, y: number): string {
  return `${10 - x}${LETTERS[9 - y]}`;
}

/** Written name of a place: `10j` for a point, `9i:10j` for a square. */
export function placeName(id: PlaceId): string {
  const p = place(id);
  if (p.kind === 'point') return pointName(p.x, p.y);
  return `${pointName(p.i + 1, p.j + 1)}:${pointName(p.i, p.j)}`;
}

const POINT_RE = /^(1[0-9]|[1-9])([a-s])$/;

function parsePointXY(text: string): { x: number; y: number } | undefined {
  const m = POINT_RE.exec(text);
  if (!m) return undefined;
  const n = Number(m[1]);
  const li = LETTERS.indexOf(m[2] as string) + 1;
  return { x: 10 - n, y: 10 - li };
}

/**
 * Parses a place name (case-insensitive, surrounding spaces ignored).
 * Points: `10j`. Squares: two diagonally opposite corners joined by `:`.
 */
export function parsePlace(text: string): Result<PlaceId> {
  const t = String(text).trim().toLowerCase();
  if (t.length === 0) return fail('ERR_PLACE_EMPTY', 'No place was given.');
  if (t.length > 12) return fail('ERR_PLACE_SYNTAX', `“${t.slice(0, 12)}…” is too long to be a place name.`);
  if (t.includes(':')) {
    const [a, b, ...rest] = t.split(':');
    const pa = parsePointXY(a ?? '');
    const pb = parsePointXY(b ?? '');
    if (rest.length > 0 || !pa || !pb) {
      return fail('ERR_PLACE_SYNTAX', `“${t}” is not a square name: write two opposite corners, like 9i:10j.`);
    }
    if (Math.abs(pa.x - pb.x) !== 1 || Math.abs(pa.y - pb.y) !== 1) {
      return fail('ERR_PLACE_SQUARE', `${a} and ${b} are not opposite corners of one square.`);
    }
    const id = squareId(Math.min(pa.x, pb.x), Math.min(pa.y, pb.y));
    return id === undefined ? fail('ERR_PLACE_SQUARE', `“${t}” is off the grid.`) : ok(id);
  }
  const p = parsePointXY(t);
  if (!p) {
    return fail(
      'ERR_PLACE_SYNTAX',
      `“${t}” is not a point name: write a number 1–19 then a letter a–s, like 10j.`,
    );
  }
  return ok(pointId(p.x, p.y) as PlaceId);
}
