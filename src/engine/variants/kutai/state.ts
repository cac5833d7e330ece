/**
 * @packageDocumentation
 * The Kutai game state and the board layout an option set implies (playable
 * places, their colours, where each tile may go, neighbours), precomputed once
 * per option set and memoised.
 */
import type { OptionValues, Seat } from '../../core/types.ts';
import {
  boardShape,
  colourSet,
  DEFAULT_REGION_MODEL,
  neighbours4,
  neighbours8,
  place,
  placeName,
  pointId,
  squareId,
  offset,
  PLACE_COUNT,
  RADIUS,
  type BoardShape,
  type PlaceId,
  type PointSet,
  type RegionModel,
} from '../../geometry/index.ts';
import { OPTION_SPECS, TILES, type KutaiTile } from './spec.ts';
import { resolveOptions } from '../../core/options.ts';
import { fail, type Result } from '../../core/result.ts';

/** Untrusted option values completed with the defaults: anything but an object of choice names is refused. */
export function kutaiOptions(values: unknown): Result<OptionValues> {
  if (values === undefined || values === null) return resolveOptions(OPTION_SPECS, {});
  if (typeof values !== 'object' || Array.isArray(values) || !Object.values(values).every((v) => typeof v === 'string'))
    return fail('ERR_OPTION_SHAPE', 'Rule options are given as option names with a choice each, like {"kutai-threshold": "30"}.');
  return resolveOptions(OPTION_SPECS, values as OptionValues);
}

/** A tile on the board. */
export interface KutaiPiece {
  readonly tile: string;
  readonly place: PlaceId;
  readonly owner: Seat;
}

/** A Kutai position. Immutable; `pieces` are in placement order, the first being the Centerpiece. */
export interface KutaiState {
  readonly variant: 'kutai';
  /** Resolved options (every id present). */
  readonly options: OptionValues;
  readonly pieces: readonly KutaiPiece[];
  /** Tile codes still in each seat's hand, in set order (one hand per seat: 2, 3 or 4). */
  readonly hands: readonly (readonly string[])[];
  readonly toMove: Seat;
  /** Steps played so far in this record (the view's turn counter; absent = 0). */
  readonly turn?: number;
}

/** How many seats an option set plays with (`kutai-player-count`: two, three or four). */
export const seatCount = (options: OptionValues): number => ({ three: 3, four: 4 })[options['kutai-player-count'] as 'three' | 'four'] ?? 2;

/**
 * The seats as the page names them, in turn order (clockwise around the board): two players are
 * South and North; three South, West and North; four South, West, North and East. Who moves first
 * (and so places the Centerpiece, by default) is drawn at random unless `kutai-first-player` = south.
 */
const NAMES: Readonly<Record<number, readonly string[]>> = Object.freeze({
  2: Object.freeze(['South', 'North']),
  3: Object.freeze(['South', 'West', 'North']),
  4: Object.freeze(['South', 'West', 'North', 'East']),
});
export const seatNames = (options: OptionValues): readonly string[] => NAMES[seatCount(options)] as readonly string[];
export const seatName = (options: OptionValues, p: Seat): string => seatNames(options)[p] ?? `Seat ${p + 1}`;
/** The seat after `p` in turn order (nobody leaves a Kutai game). */
export const nextSeatOf = (options: OptionValues, p: Seat): Seat => ((p + 1) % seatCount(options)) as Seat;
/** The seat before `p` in turn order (the one who played last). */
export const prevSeatOf = (options: OptionValues, p: Seat): Seat => {
  const n = seatCount(options);
  return ((p + n - 1) % n) as Seat;
};

/** Colour letters a tile needs (any or all of them, by `kutai-placement-semantics`). */
export function permittedColours(t: KutaiTile): string {
  if (t.kind === 'flower') return t.colour === 'red' ? 'RY' : 'WY';
  if (t.kind === 'lotus') return 'RW';
  return 'Y';
}

/**
 * The places a tile needs, in the words of its rule (2.5–2.8): `a place that is red or yellow`, or under
 * `kutai-placement-semantics` = all-colours, `a place whose colours are all red or yellow`.
 */
export function neededWords(t: KutaiTile, options: OptionValues): string {
  const letters = [...permittedColours(t)].map((c) => COLOUR_WORD[c] ?? c);
  const list = letters.length === 1 ? (letters[0] as string) : `${letters.slice(0, -1).join(', ')} or ${letters[letters.length - 1]}`;
  if (options['kutai-placement-semantics'] !== 'all-colours') return `a place that is ${list}`;
  return letters.length === 1 ? `a place that is ${list} and nothing else` : `a place whose colours are all ${list}`;
}

/** Rule id of a tile's placement rule. */
export function placementRule(t: KutaiTile): string {
  if (t.kind === 'flower') return t.colour === 'red' ? 'red-flowers' : 'white-flowers';
  if (t.kind === 'lotus') return 'lotus-placement';
  return 'special-placement';
}

const COLOUR_WORD: Record<string, string> = { R: 'red', W: 'white', Y: 'yellow' };
export const colourWords = (letters: string): string =>
  letters.length === 0 ? 'no colour (off the circle)' : [...letters].map((c) => COLOUR_WORD[c] ?? c).join(' and ');

const MODELS: Record<string, RegionModel> = {
  standard: DEFAULT_REGION_MODEL,
  'diamond-8': { diamond: 8, redQuarters: 'ne-sw', gate: 'triangle' },
  'diamond-9': { diamond: 9, redQuarters: 'ne-sw', gate: 'triangle' },
  'red-nw-se': { diamond: 7, redQuarters: 'nw-se', gate: 'triangle' },
  'gate-points': { diamond: 7, redQuarters: 'ne-sw', gate: 'point' },
};

/** Everything about the board that depends only on the options. */
export interface Layout {
  readonly surface: 'point' | 'square';
  readonly shape: BoardShape;
  readonly model: RegionModel;
  /** Playable places (points or squares), in id order. */
  readonly places: readonly PlaceId[];
  readonly isPlace: (id: PlaceId) => boolean;
  /** Where the Centerpiece goes: the centre point, or the four squares around it. */
  readonly centre: readonly PlaceId[];
  /** Colour letters of a place after the gate rule (G read as R or Y), sorted. */
  readonly colours: (id: PlaceId) => string;
  /** Per tile index: may that tile stand on that place by colour? (indexed by place id). */
  readonly allowed: readonly Uint8Array[];
  /** Per tile index: the places it may stand on by colour, in id order. */
  readonly allowedList: readonly (readonly PlaceId[])[];
  /** Adjacent places under `kutai-adjacency` (indexed by place id). */
  readonly adjacent: readonly (readonly PlaceId[])[];
}

const LAYOUTS = new Map<string, Layout>();

/**
 * Why a point is not a valid intersection under the reading in force (for messages): the reading's
 * own test, or the rim when the reading would admit a grid point beyond it.
 */
export function notValidWords(id: PlaceId, options: OptionValues): string {
  const reading = options['kutai-valid-intersections'] ?? 'k1';
  if (!Number.isInteger(id) || id < 0 || id >= PLACE_COUNT) return `${String(id)} is not one of the valid intersections (reading ${reading}).`;
  const beyond = place(id).kind === 'point' && boardShape(`kutai-${reading}` as PointSet, 'none').points.includes(id) && !onBoard(id);
  return beyond
    ? `${placeName(id)} lies beyond the rim of the board, where no lines cross, so it is not a valid intersection (reading ${reading}).`
    : `${placeName(id)} is not one of the valid intersections (reading ${reading}).`;
}

/** Whether a point lies on the board: inside the circle or on it (the four compass points of the rim). */
export function onBoard(id: PlaceId): boolean {
  const p = place(id) as { x: number; y: number };
  return p.x * p.x + p.y * p.y <= RADIUS * RADIUS;
}

export function layoutFor(options: OptionValues): Layout {
  const key = [
    'kutai-surface',
    'kutai-valid-intersections',
    'kutai-colour-model',
    'kutai-placement-semantics',
    'kutai-gate-colour',
    'kutai-adjacency',
  ]
    .map((k) => options[k])
    .join('/');
  const hit = LAYOUTS.get(key);
  if (hit) return hit;
  const surface = options['kutai-surface'] === 'squares' ? 'square' : 'point';
  const pointSet = `kutai-${options['kutai-valid-intersections'] ?? 'k1'}` as PointSet;
  const shape = boardShape(pointSet, surface === 'square' ? 'centre' : 'none');
  const model = MODELS[options['kutai-colour-model'] ?? 'standard'] ?? DEFAULT_REGION_MODEL;
  // A valid intersection must also be an intersection of the board: the readings that count squares
  // (K2–K4) admit some grid points beyond the rim, where no lines cross and no tile can stand.
  const places = surface === 'square' ? shape.squares : shape.points.filter(onBoard);
  const member = new Uint8Array(PLACE_COUNT);
  for (const p of places) member[p] = 1;
  const isPlace = (id: PlaceId) => Number.isInteger(id) && id >= 0 && id < PLACE_COUNT && member[id] === 1;
  const gateAs = options['kutai-gate-colour'] === 'neutral' ? 'Y' : 'R';
  const colourCache = new Map<PlaceId, string>();
  const colours = (id: PlaceId): string => {
    let c = colourCache.get(id);
    if (c === undefined) {
      c = [...new Set([...colourSet(id, model)].map((l) => (l === 'G' ? gateAs : l)))].sort().join('');
      colourCache.set(id, c);
    }
    return c;
  };
  const all = options['kutai-placement-semantics'] === 'all-colours';
  const fits = (t: KutaiTile, id: PlaceId): boolean => {
    const have = colours(id);
    const want = permittedColours(t);
    if (have.length === 0) return false;
    return all ? [...have].every((c) => want.includes(c)) : [...have].some((c) => want.includes(c));
  };
  const allowed = TILES.map((t) => {
    const a = new Uint8Array(PLACE_COUNT);
    for (const p of places) if (fits(t, p)) a[p] = 1;
    return a;
  });
  const allowedList = allowed.map((a) => places.filter((p) => a[p] === 1));
  const centre =
    surface === 'square'
      ? ([squareId(0, 0), squareId(-1, 0), squareId(-1, -1), squareId(0, -1)] as PlaceId[]).sort((a, b) => a - b)
      : [pointId(0, 0) as PlaceId];
  const adjMode = options['kutai-adjacency'] ?? 'orthogonal';
  const adjacent: PlaceId[][] = [];
  for (let id = 0; id < PLACE_COUNT; id++) {
    if (!member[id]) {
      adjacent.push([]);
      continue;
    }
    if (adjMode === 'eight') {
      adjacent.push(neighbours8(id, shape).filter(isPlace));
      continue;
    }
    const n = neighbours4(id, shape).filter(isPlace);
    if (adjMode === 'drawn-lines' && surface === 'point') {
      // Diagonal neighbours joined by a drawn edge of the central diamond.
      const p = place(id) as { x: number; y: number };
      const d = model.diamond;
      if (Math.abs(p.x) + Math.abs(p.y) === d) {
        for (const [dx, dy] of [
          [1, 1],
          [1, -1],
          [-1, 1],
          [-1, -1],
        ] as const) {
          const q = offset(id, dx, dy);
          if (q === undefined || !isPlace(q)) continue;
          const qp = place(q) as { x: number; y: number };
          // Both ends on the diamond edge and in one quadrant (closed), so the segment is drawn.
          const sameQuadrant = Math.sign(p.x) * Math.sign(qp.x) >= 0 && Math.sign(p.y) * Math.sign(qp.y) >= 0;
          if (Math.abs(qp.x) + Math.abs(qp.y) === d && sameQuadrant) n.push(q);
        }
      }
    }
    adjacent.push(n);
  }
  const layout: Layout = Object.freeze({
    surface,
    shape,
    model,
    places,
    isPlace,
    centre: Object.freeze(centre),
    colours,
    allowed,
    allowedList,
    adjacent,
  });
  LAYOUTS.set(key, layout);
  return layout;
}
