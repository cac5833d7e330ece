/**
 * @packageDocumentation
 * The Iroh game state, and the board layout an option set implies (paint of
 * every point, home points, midlines, rays, the squares' corners), computed once
 * per option set and memoised.
 *
 * The board is a 361-character string indexed by point id: `.` for an empty point,
 * a tile code in upper case for South's pieces and in lower case for North's
 * (strings are immutable, cheap to copy and compare).
 */
import type { OptionValues, Seat2 } from '../../core/types.ts';
import {
  boardShape,
  colourSet,
  DEFAULT_REGION_MODEL,
  DIRECTIONS,
  ORTHOGONAL,
  place,
  pointId,
  ray,
  squareId,
  POINT_COUNT,
  type BoardShape,
  type PlaceId,
} from '../../geometry/index.ts';
import { AIR, EARTH, FIRE, LOTUS, ROCK, WATER } from './spec.ts';

/** A seat: 0 is South, 1 is North. */
export type Seat = Seat2;
export const other = (s: Seat): Seat => (s === 0 ? 1 : 0);
export const SEAT_NAMES: readonly [string, string] = Object.freeze(['South', 'North'] as [string, string]);
export const seatName = (s: Seat): string => SEAT_NAMES[s];

/** A Knotweed on a square. */
export interface Knot {
  readonly sq: PlaceId;
  /** Who placed it. */
  readonly o: Seat;
  /** Points it holds (under `iroh-knotweed-persistence` = placed-on), sorted. */
  readonly held: readonly PlaceId[];
  /** Freed but left on its square (`iroh-knotweed-release` = freed-stays): it holds nothing. */
  readonly spent: boolean;
}

/** Where a turn stands: at its start, or (with `iroh-placement-turn` = with-a-move) after its move or its placement. */
export type Stage = 'start' | 'moved' | 'placed';

/** Tile counts in the order F, W, E, A, R, K. */
export type Counts = readonly [number, number, number, number, number, number];
export const RESERVE_CODES = ['F', 'W', 'E', 'A', 'R', 'K'] as const;

export interface IrohState {
  readonly variant: 'iroh';
  /** Resolved options (every id present). */
  readonly options: OptionValues;
  /** 361 characters, one per point id (see the module comment). */
  readonly board: string;
  /** Knotweed on squares, sorted by square id. */
  readonly knots: readonly Knot[];
  /** Tiles off the board that may still come in or be placed, per seat. */
  readonly reserve: readonly [Counts, Counts];
  /** Under `iroh-setup-positions` = placed: pieces each seat has still to set up (F, W, E, A; R and K are 0). */
  readonly setup: readonly [Counts, Counts];
  readonly toMove: Seat;
  /** Who is the guest (moved first). */
  readonly guest: Seat;
  readonly stage: Stage;
  /** Turns played so far (0 before the first). */
  readonly turn: number;
  /** Turns in a row without a capture, a bring-in, a placement or a Knotweed removed. */
  readonly quiet: number;
  /** Per seat: had a harmony across every midline when the opponent's latest turn began. */
  readonly armed: readonly [boolean, boolean];
  /** The winner, once a proclamation (or the automatic rule) has decided the game. */
  readonly winner?: Seat;
}

/** Turns in a row without progress before the game is drawn (`iroh-draw` = quiet-cap). */
export const QUIET_LIMIT = 100;

/** Words for an untrusted value (never throws, whatever it is). */
export const safeText = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

export const EMPTY = '.';
export const pieceChar = (code: string, owner: Seat): string => (owner === 0 ? code : code.toLowerCase());
const UPPER: Record<string, string> = Object.fromEntries([...'FWEALRK'].flatMap((c) => [[c, c], [c.toLowerCase(), c]]));
export const codeOf = (ch: string): string => UPPER[ch] ?? ch.toUpperCase();
export const ownerOf = (ch: string): Seat => (ch.charCodeAt(0) >= 97 ? 1 : 0);
export const isEmpty = (ch: string | undefined): boolean => ch === EMPTY || ch === undefined;

/** Paint bits: red, white, wood. */
export const RED = 1;
export const WHITE = 2;
export const WOOD = 4;
export const ANY_PAINT = RED | WHITE | WOOD;

/** The paint a tile kind may move on. */
export function paintOf(code: string): number {
  if (code === FIRE) return RED;
  if (code === WATER) return WHITE;
  if (code === EARTH) return WOOD;
  return ANY_PAINT;
}
export const PAINT_WORD: Record<number, string> = { [RED]: 'red paint', [WHITE]: 'white paint', [WOOD]: 'unpainted wood' };
export const paintWords = (bits: number): string => {
  const w = [RED, WHITE, WOOD].filter((b) => bits & b).map((b) => PAINT_WORD[b] as string);
  return w.length === 0 ? 'no paint' : w.join(' and ');
};

/** Midline model: which points lie on a midline, and which midlines an orthogonal segment crosses. */
export type MidlineModel = 'half-axes' | 'axes-and-diagonals' | 'half-diagonals';

export function onMidline(model: MidlineModel, x: number, y: number): boolean {
  if (model === 'half-axes') return x === 0 || y === 0;
  if (model === 'half-diagonals') return x === y || x === -y;
  return x === 0 || y === 0 || x === y || x === -y;
}

/**
 * The midlines (bit k = midline k + 1) crossed strictly inside an orthogonal segment from
 * (a, c) to (b, c) (horizontal, `vertical` false) or from (c, a) to (c, b) (vertical), a < b.
 * `symmetric`: only midlines about which the two ends are mirror images.
 */
export function crossings(model: MidlineModel, vertical: boolean, c: number, a: number, b: number, symmetric: boolean): number {
  let mask = 0;
  const hit = (bit: number, at: number) => {
    if (a < at && at < b && (!symmetric || at - a === b - at)) mask |= 1 << bit;
  };
  if (model === 'half-axes') {
    // midline 1 north, 2 east, 3 south, 4 west
    if (!vertical) hit(c > 0 ? 0 : 2, 0);
    else hit(c > 0 ? 1 : 3, 0);
  } else if (model === 'axes-and-diagonals') {
    // 1 north–south axis, 2 east–west axis, 3 diagonal x = y, 4 diagonal x = −y
    hit(vertical ? 1 : 0, 0);
    hit(2, c);
    hit(3, -c);
  } else {
    // half-diagonals: 1 north-east, 2 south-east, 3 south-west, 4 north-west
    if (!vertical) {
      if (c > 0) {
        hit(0, c);
        hit(3, -c);
      } else if (c < 0) {
        hit(1, -c);
        hit(2, c);
      }
    } else if (c > 0) {
      hit(0, c);
      hit(1, -c);
    } else if (c < 0) {
      hit(3, -c);
      hit(2, c);
    }
  }
  return mask;
}

/** Segments `[x1, y1, x2, y2]` drawing the midlines, and their names. */
export function midlineSegments(model: MidlineModel): { readonly name: string; readonly seg: readonly [number, number, number, number] }[] {
  const R = 9;
  const D = R / Math.SQRT2;
  if (model === 'half-axes') {
    return [
      { name: 'Midline 1 (north)', seg: [0, 0, 0, R] },
      { name: 'Midline 2 (east)', seg: [0, 0, R, 0] },
      { name: 'Midline 3 (south)', seg: [0, 0, 0, -R] },
      { name: 'Midline 4 (west)', seg: [0, 0, -R, 0] },
    ];
  }
  if (model === 'axes-and-diagonals') {
    return [
      { name: 'Midline 1 (north–south)', seg: [0, -R, 0, R] },
      { name: 'Midline 2 (east–west)', seg: [-R, 0, R, 0] },
      { name: 'Midline 3 (south-west to north-east)', seg: [-D, -D, D, D] },
      { name: 'Midline 4 (north-west to south-east)', seg: [-D, D, D, -D] },
    ];
  }
  return [
    { name: 'Midline 1 (north-east)', seg: [0, 0, D, D] },
    { name: 'Midline 2 (south-east)', seg: [0, 0, D, -D] },
    { name: 'Midline 3 (south-west)', seg: [0, 0, -D, -D] },
    { name: 'Midline 4 (north-west)', seg: [0, 0, -D, D] },
  ];
}

/** Everything about the board that depends only on the options. */
export interface Layout {
  readonly shape: BoardShape;
  readonly points: readonly PlaceId[];
  readonly squares: readonly PlaceId[];
  readonly isPoint: (id: PlaceId) => boolean;
  readonly isSquare: (id: PlaceId) => boolean;
  /** Paint bits per point id. */
  readonly paint: Uint8Array;
  /** Home point per seat. */
  readonly home: readonly [PlaceId, PlaceId];
  readonly midlines: MidlineModel;
  /** 1 when the point lies on a midline. */
  readonly onMidline: Uint8Array;
  /** Rays per point per direction index (8 directions, orthogonal first), on the board. */
  readonly rays: readonly (readonly (readonly PlaceId[])[])[];
  /** Corners on the board of each square (indexed by square id − POINT_COUNT). */
  readonly corners: readonly (readonly PlaceId[])[];
  /** Squares on the board that have a point as a corner (indexed by point id). */
  readonly squaresAt: readonly (readonly PlaceId[])[];
  /** Coordinates of point ids. */
  readonly xy: readonly (readonly [number, number])[];
  /** Neighbouring points on the board, orthogonal and all eight, per point id. */
  readonly n4: readonly (readonly PlaceId[])[];
  readonly n8: readonly (readonly PlaceId[])[];
}

const LAYOUTS = new Map<string, Layout>();
const LAYOUT_OF = new WeakMap<OptionValues, Layout>();

/** The layout of an option set (memoised by the options object, then by its board-relevant key). */
export function layoutFor(options: OptionValues): Layout {
  const hit = LAYOUT_OF.get(options);
  if (hit) return hit;
  const l = buildLayout(options);
  LAYOUT_OF.set(options, l);
  return l;
}

function buildLayout(options: OptionValues): Layout {
  const key = `${options['iroh-colour-regions']}/${options['iroh-home-point']}/${options['iroh-midlines']}`;
  const hit = LAYOUTS.get(key);
  if (hit) return hit;
  const shape = boardShape('strict', 'centre');
  const gatesRed = options['iroh-colour-regions'] !== 'gates-wood';
  const paint = new Uint8Array(POINT_COUNT);
  const xy: [number, number][] = [];
  for (let id = 0; id < POINT_COUNT; id++) {
    const p = place(id) as { x: number; y: number };
    xy.push([p.x, p.y]);
  }
  const midlines = (options['iroh-midlines'] ?? 'half-axes') as MidlineModel;
  const onMid = new Uint8Array(POINT_COUNT);
  for (const id of shape.points) {
    let bits = 0;
    for (const c of colourSet(id, DEFAULT_REGION_MODEL)) {
      if (c === 'R') bits |= RED;
      else if (c === 'W') bits |= WHITE;
      else if (c === 'Y') bits |= WOOD;
      else if (c === 'G') bits |= gatesRed ? RED : WOOD;
    }
    paint[id] = bits;
    const [x, y] = xy[id] as [number, number];
    onMid[id] = onMidline(midlines, x, y) ? 1 : 0;
  }
  const tip = options['iroh-home-point'] === 'gate-point' ? 8 : 7;
  const home: [PlaceId, PlaceId] = [pointId(0, -tip) as PlaceId, pointId(0, tip) as PlaceId];
  const rays: PlaceId[][][] = [];
  for (let id = 0; id < POINT_COUNT; id++) rays.push(shape.has(id) ? DIRECTIONS.map(([dx, dy]) => ray(id, dx, dy, shape)) : []);
  const corners: PlaceId[][] = [];
  const squaresAt: PlaceId[][] = Array.from({ length: POINT_COUNT }, () => []);
  for (let i = -9; i <= 8; i++)
    for (let j = -9; j <= 8; j++) {
      const sq = squareId(i, j) as PlaceId;
      const cs = shape.has(sq)
        ? ([pointId(i, j), pointId(i + 1, j), pointId(i, j + 1), pointId(i + 1, j + 1)] as PlaceId[]).filter((p) => shape.has(p)).sort((a, b) => a - b)
        : [];
      corners[sq - POINT_COUNT] = cs;
      for (const c of cs) (squaresAt[c] as PlaceId[]).push(sq);
    }
  const n4 = rays.map((r) => (r.length ? r.slice(0, 4).flatMap((x) => (x.length ? [x[0] as PlaceId] : [])) : []));
  const n8 = rays.map((r) => (r.length ? r.flatMap((x) => (x.length ? [x[0] as PlaceId] : [])) : []));
  const layout: Layout = Object.freeze({
    n4,
    n8,
    shape,
    points: shape.points,
    squares: shape.squares,
    isPoint: (id: PlaceId) => Number.isInteger(id) && id >= 0 && id < POINT_COUNT && shape.has(id),
    isSquare: (id: PlaceId) => Number.isInteger(id) && id >= POINT_COUNT && shape.has(id),
    paint,
    home,
    midlines,
    onMidline: onMid,
    rays,
    corners,
    squaresAt,
    xy,
  });
  LAYOUTS.set(key, layout);
  return layout;
}

const PIECES = new WeakMap<IrohState, readonly PlaceId[]>();
/** The occupied points of a position, in id order (memoised). */
export function occupied(state: IrohState): readonly PlaceId[] {
  const hit = PIECES.get(state);
  if (hit) return hit;
  const out: PlaceId[] = [];
  const b = state.board;
  for (let p = 0; p < b.length; p++) if (b.charCodeAt(p) !== 46) out.push(p);
  PIECES.set(state, out);
  return out;
}

export const ORTHO_DIRS = ORTHOGONAL.length;

/** The straight-move range of a tile code under the options. */
export function rangeOf(code: string, options: OptionValues): number {
  switch (code) {
    case FIRE:
      return options['iroh-fire-range'] === '2' ? 2 : 3;
    case WATER:
      return 2;
    case EARTH:
      return 3;
    case AIR:
      return 4;
    case LOTUS:
      return 5;
    default:
      return 0;
  }
}

/** Tiles that can be taken by landing on them. */
export const takeable = (code: string): boolean => code !== ROCK && code !== LOTUS && code !== AIR;
/** Tiles that take by landing. */
export const attacker = (code: string): boolean => code === FIRE || code === WATER || code === EARTH;

export type { Step } from '../../core/types.ts';
export { sameStep } from '../../core/steps.ts';

/** Which seats' setup counts are left, and whether the game is still in its setup stage. */
export const inSetup = (s: IrohState): boolean => s.setup[0].some((n) => n > 0) || s.setup[1].some((n) => n > 0);

/** Freezes a state and its parts. */
export function freeze(s: IrohState): IrohState {
  return Object.freeze({
    ...s,
    knots: Object.freeze(s.knots.map((k) => Object.freeze({ ...k, held: Object.freeze([...k.held]) }))),
    reserve: Object.freeze([Object.freeze([...s.reserve[0]]), Object.freeze([...s.reserve[1]])]) as unknown as IrohState['reserve'],
    setup: Object.freeze([Object.freeze([...s.setup[0]]), Object.freeze([...s.setup[1]])]) as unknown as IrohState['setup'],
    armed: Object.freeze([s.armed[0], s.armed[1]]) as unknown as IrohState['armed'],
  });
}
