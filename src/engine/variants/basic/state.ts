/**
 * @packageDocumentation
 * The Basic Pai Sho game state and the board layout an option set implies (playable
 * points, colours, ports, entry points, sides, mirror map, directions), precomputed
 * once per option set and memoised.
 */
import type { OptionValues } from '../../core/types.ts';
import {
  boardShape,
  colourSet,
  DEFAULT_REGION_MODEL,
  pointId,
  squareId,
  POINT_COUNT,
  type PlaceId,
  type PointSet,
  type RegionModel,
} from '../../geometry/index.ts';
import { FLOWERS, flowerOf, TILE_CODES } from '../booklet/tiles.ts';

/** A seat: 0 is South (Home port at 10r), 1 is North (Home port at 10b). */
export type Seat = 0 | 1;
export const other = (s: Seat): Seat => (s === 0 ? 1 : 0);
export const SEAT_NAMES: readonly [string, string] = ['South', 'North'];
export const seatName = (s: Seat): string => SEAT_NAMES[s];

/** A tile on the board. */
export interface BasicPiece {
  /** Stable within a game (positions renumber pieces 0…n−1 in board order). */
  readonly id: number;
  readonly tile: string;
  readonly owner: Seat;
  readonly place: PlaceId;
  /** False only for a spring flower that has not moved yet. */
  readonly moved: boolean;
  /** A Boat that has moved or carried (for `basic-boat-carry` = once-per-boat). */
  readonly sailed?: boolean;
  /** Under `basic-drain-scope` = at-placement: ids of the Knotweeds that drained this piece when they were placed. */
  readonly drainedBy?: readonly number[];
}

/** The spring-flower setup in progress. */
export interface SpringState {
  /** Who won the coin toss. */
  readonly coin: Seat;
  /** Who moves first after the setup; undefined while the coin winner has not chosen. */
  readonly firstMover: Seat | undefined;
  /** Who chooses the next spring flower (mirrored pairs), or places next (free placement). */
  readonly decider: Seat;
  /** Choices made so far (mirrored pairs: 0–6; free placement: placements 0–12). */
  readonly count: number;
  /** The copy the other player must place now (mirrored pairs). */
  readonly pending?: { readonly tile: string; readonly place: PlaceId };
}

/** A turn in progress: a Wheel or Boat that has just moved (or a Wheel just placed) may still act. */
export interface PartialTurn {
  /** Id of the tile that may still act. */
  readonly piece: number;
  /** `moved`: it moved this turn; `placed`: a Wheel placed under `basic-wheel-ability-timing` = on-placement. */
  readonly after: 'moved' | 'placed';
}

/** A Basic Pai Sho position. Immutable. */
export interface BasicState {
  readonly variant: 'basic';
  readonly options: OptionValues;
  readonly stage: 'spring' | 'play';
  readonly pieces: readonly BasicPiece[];
  /** Tiles in each player's reserve (the hand), counts by tile index (order of `TILE_CODES`). */
  readonly hands: readonly [readonly number[], readonly number[]];
  /** Captured tiles, in the order they were taken. */
  readonly pot: readonly { readonly tile: string; readonly owner: Seat }[];
  readonly toMove: Seat;
  /** Turn counter: steps with the same number form one turn. */
  readonly turn: number;
  /** Turns each player has completed after the setup. */
  readonly turnsTaken: readonly [number, number];
  /** Running points (see `basic-scoring-timing`). */
  readonly points: readonly [number, number];
  readonly spring?: SpringState;
  readonly partial?: PartialTurn;
  /** Consecutive turns ended by passing. */
  readonly passes: number;
  /** A player who forfeited. */
  readonly forfeit?: Seat;
  /** The id the next piece on the board gets. */
  readonly nextId: number;
}

export const TILE_INDEX: ReadonlyMap<string, number> = new Map(TILE_CODES.map((c, i) => [c, i]));
export const FULL_HAND: readonly number[] = Object.freeze([...FLOWERS.map((f) => f.count), 3, 3, 3, 3, 3, 3]);

export const XS = new Int8Array(POINT_COUNT);
export const YS = new Int8Array(POINT_COUNT);
for (let id = 0; id < POINT_COUNT; id++) {
  XS[id] = Math.floor(id / 19) - 9;
  YS[id] = (id % 19) - 9;
}
/** Point at (x, y), or -1 off the grid. */
export const at = (x: number, y: number): number => (x < -9 || x > 9 || y < -9 || y > 9 ? -1 : (x + 9) * 19 + (y + 9));

/** The eight directions counter-clockwise from east (also the Wheel's ring order). */
export const DIRS8: readonly (readonly [number, number])[] = [
  [1, 0],
  [1, 1],
  [0, 1],
  [-1, 1],
  [-1, 0],
  [-1, -1],
  [0, -1],
  [1, -1],
];
export const DIRS4: readonly (readonly [number, number])[] = [
  [1, 0],
  [0, 1],
  [-1, 0],
  [0, -1],
];
export const DIR_NAMES = ['e', 'ne', 'n', 'nw', 'w', 'sw', 's', 'se'] as const;
export const dirIndex = (dx: number, dy: number): number => DIRS8.findIndex(([a, b]) => a === dx && b === dy);

/** Colour bits of a point: red (a red quarter or a red gate triangle), white, yellow, gate. */
export const RED = 1;
export const WHITE = 2;
export const YELLOW = 4;
export const GATE = 8;

const MODELS: Readonly<Record<string, RegionModel>> = {
  standard: DEFAULT_REGION_MODEL,
  'diamond-8': { ...DEFAULT_REGION_MODEL, diamond: 8 },
  'diamond-9': { ...DEFAULT_REGION_MODEL, diamond: 9 },
  'red-nw-se': { ...DEFAULT_REGION_MODEL, redQuarters: 'nw-se' },
  'gate-points': { ...DEFAULT_REGION_MODEL, gate: 'point' },
};
const POINT_SETS: Readonly<Record<string, PointSet>> = { strict: 'strict', closed: 'closed', 'square-corners': 'kutai-k3', kutai: 'kutai-k1' };

export type PortName = 'home' | 'foreign' | 'east' | 'west' | 'mid';

export interface Layout {
  readonly model: RegionModel;
  /** Playable points, in id order. */
  readonly points: readonly PlaceId[];
  /** 1 where the point is playable. */
  readonly on: Uint8Array;
  /** Colour bits per point. */
  readonly colour: Uint8Array;
  /** 1 where no move or placement may end (the ports). */
  readonly noLand: Uint8Array;
  /** 1 on a port or next to one (Knotweed may not be placed there). */
  readonly nearPort: Uint8Array;
  /** 1 on a starting point (an entry point): no harmony from there. */
  readonly starting: Uint8Array;
  /** Port points by name, per seat (East/West follow `basic-east-west-naming`). */
  readonly ports: readonly [Readonly<Record<PortName, PlaceId>>, Readonly<Record<PortName, PlaceId>>];
  /** Entry points of each tile code, per seat. */
  readonly entries: readonly [Readonly<Record<string, readonly PlaceId[]>>, Readonly<Record<string, readonly PlaceId[]>>];
  /** 1 on a seat's own side. */
  readonly side: readonly [Uint8Array, Uint8Array];
  /** The mirrored point of each point for the spring flowers (-1 off the board). */
  readonly mirror: Int16Array;
  /** Directions of movement and of harmony lines. */
  readonly moveDirs: readonly (readonly [number, number])[];
  readonly lineDirs: readonly (readonly [number, number])[];
  /** May a red (index 0) or white (index 1) flower stand on this point? */
  readonly flowerOk: readonly [Uint8Array, Uint8Array];
  /** Is the point of the flower's own colour only (natural harmony)? red, white. */
  readonly ownColour: readonly [Uint8Array, Uint8Array];
  /** The next playable point from p in direction d (index into DIRS8) at `next[p * 8 + d]`, -1 when none. */
  readonly next: Int16Array;
  /** Indices (into DIRS8) of the movement directions. */
  readonly moveDirIdx: readonly number[];
  /** Indices of the harmony-line directions that point "forward" (north, or east along a row). */
  readonly forwardLineIdx: readonly number[];
  /** Where each non-flower and special tile may be placed, by colour and area alone (ignoring tiles and timing), per seat. */
  readonly placeable: readonly [Readonly<Record<string, readonly PlaceId[]>>, Readonly<Record<string, readonly PlaceId[]>>];
}

const LAYOUTS = new Map<string, Layout>();
const LAYOUT_KEYS = [
  'basic-board-geometry',
  'basic-playable-points',
  'basic-space-vs-point',
  'basic-port-points',
  'basic-east-west-naming',
  'basic-chrysanthemum-tip',
  'basic-entry-choice',
  'basic-mirror',
  'basic-own-side',
  'basic-colour-restriction',
  'basic-move-onto-port-entries',
  'basic-direction-set',
  'basic-dragon-placement',
];

function bitsOf(letters: string): number {
  let b = 0;
  if (letters.includes('R')) b |= RED;
  if (letters.includes('G')) b |= RED | GATE;
  if (letters.includes('W')) b |= WHITE;
  if (letters.includes('Y')) b |= YELLOW;
  return b;
}

const BY_OPTIONS = new WeakMap<OptionValues, Layout>();

export function layoutFor(options: OptionValues): Layout {
  const direct = BY_OPTIONS.get(options);
  if (direct) return direct;
  const l = computeLayout(options);
  BY_OPTIONS.set(options, l);
  return l;
}

function computeLayout(options: OptionValues): Layout {
  const key = LAYOUT_KEYS.map((k) => options[k]).join('/');
  const hit = LAYOUTS.get(key);
  if (hit) return hit;
  const model = MODELS[options['basic-board-geometry'] ?? 'standard'] ?? DEFAULT_REGION_MODEL;
  const shape = boardShape(POINT_SETS[options['basic-playable-points'] ?? 'strict'] ?? 'strict', 'none');
  const on = new Uint8Array(POINT_COUNT);
  for (const p of shape.points) on[p] = 1;
  const colour = new Uint8Array(POINT_COUNT);
  const bySquares = options['basic-space-vs-point'] === 'adjoining-squares';
  for (const p of shape.points) {
    if (!bySquares) colour[p] = bitsOf(colourSet(p, model));
    else {
      let b = 0;
      for (const [i, j] of [
        [XS[p]! - 1, YS[p]! - 1],
        [XS[p]!, YS[p]! - 1],
        [XS[p]! - 1, YS[p]!],
        [XS[p]!, YS[p]!],
      ] as const) {
        const s = squareId(i, j);
        if (s !== undefined) b |= bitsOf(colourSet(s, model));
      }
      colour[p] = b;
    }
  }
  const P = (x: number, y: number) => pointId(x, y) as PlaceId;
  const centre = P(0, 0);
  const relative = options['basic-east-west-naming'] === 'relative';
  const ports: [Record<PortName, PlaceId>, Record<PortName, PlaceId>] = [
    { home: P(0, -8), foreign: P(0, 8), east: P(8, 0), west: P(-8, 0), mid: centre },
    { home: P(0, 8), foreign: P(0, -8), east: relative ? P(-8, 0) : P(8, 0), west: relative ? P(8, 0) : P(-8, 0), mid: centre },
  ];
  const triangle = options['basic-port-points'] === 'triangle';
  const centreClosed = options['basic-move-onto-port-entries'] !== 'triangles-only';
  const noLand = new Uint8Array(POINT_COUNT);
  const portSet = new Uint8Array(POINT_COUNT);
  for (const p of [P(0, 8), P(0, -8), P(8, 0), P(-8, 0)]) portSet[p] = 1;
  if (triangle) for (const p of shape.points) if (colour[p]! & GATE) portSet[p] = 1;
  for (let p = 0; p < POINT_COUNT; p++) if (portSet[p]) noLand[p] = 1;
  portSet[centre] = 1;
  if (centreClosed) noLand[centre] = 1;
  const nearPort = new Uint8Array(POINT_COUNT);
  for (let p = 0; p < POINT_COUNT; p++) {
    if (!portSet[p]) continue;
    for (let dx = -1; dx <= 1; dx++)
      for (let dy = -1; dy <= 1; dy++) {
        const q = at(XS[p]! + dx, YS[p]! + dy);
        if (q >= 0) nearPort[q] = 1;
      }
  }
  const d = model.diamond;
  const tipX = at(d, 0) >= 0 && on[at(d, 0)] ? d : 8;
  const chrysTips = options['basic-chrysanthemum-tip'] === 'diamond-tip';
  const fixed = options['basic-entry-choice'] === 'fixed';
  const entries = ([0, 1] as const).map((s) => {
    const pt = ports[s];
    const eastTip = chrysTips ? (relative && s === 1 ? P(-tipX, 0) : P(tipX, 0)) : pt.east;
    const westTip = chrysTips ? (relative && s === 1 ? P(tipX, 0) : P(-tipX, 0)) : pt.west;
    return {
      J: [pt.home],
      L: fixed ? [pt.east] : [pt.east, pt.west].sort((a, b) => a - b),
      Jd: [pt.mid],
      R: [pt.foreign],
      C: fixed ? [westTip] : [eastTip, westTip].sort((a, b) => a - b),
      Rh: [pt.mid],
    } as Record<string, PlaceId[]>;
  }) as unknown as Layout['entries'];
  const starting = new Uint8Array(POINT_COUNT);
  for (const s of [0, 1] as const) for (const list of Object.values(entries[s])) for (const p of list) starting[p] = 1;
  const inclusive = options['basic-own-side'] === 'inclusive';
  const side: [Uint8Array, Uint8Array] = [new Uint8Array(POINT_COUNT), new Uint8Array(POINT_COUNT)];
  for (const p of shape.points) {
    const y = YS[p]!;
    if (y < 0 || (inclusive && y === 0)) side[0][p] = 1;
    if (y > 0 || (inclusive && y === 0)) side[1][p] = 1;
  }
  const reflect = options['basic-mirror'] === 'reflection';
  const mirror = new Int16Array(POINT_COUNT).fill(-1);
  for (const p of shape.points) {
    const q = reflect ? at(XS[p]!, -YS[p]!) : at(-XS[p]!, -YS[p]!);
    if (q >= 0 && on[q]) mirror[p] = q;
  }
  const dirSet = options['basic-direction-set'] ?? 'eight';
  const moveDirs = dirSet === 'eight' ? DIRS8 : DIRS4;
  const lineDirs = dirSet === 'orthogonal' ? DIRS4 : DIRS8;
  const pure = options['basic-colour-restriction'] === 'pure-colour';
  const flowerOk: [Uint8Array, Uint8Array] = [new Uint8Array(POINT_COUNT), new Uint8Array(POINT_COUNT)];
  const ownColour: [Uint8Array, Uint8Array] = [new Uint8Array(POINT_COUNT), new Uint8Array(POINT_COUNT)];
  for (const p of shape.points) {
    const c = colour[p]!;
    const red = (c & RED) !== 0;
    const white = (c & WHITE) !== 0;
    const yellow = (c & YELLOW) !== 0;
    // A red flower is barred from white points (and the other way round); a point with both is open to both.
    flowerOk[0][p] = pure ? (white && !red && !yellow ? 0 : 1) : white && !red ? 0 : 1;
    flowerOk[1][p] = pure ? (red && !white && !yellow ? 0 : 1) : red && !white ? 0 : 1;
    ownColour[0][p] = red && !white ? 1 : 0;
    ownColour[1][p] = white && !red ? 1 : 0;
  }
  const next = new Int16Array(POINT_COUNT * 8).fill(-1);
  for (const p of shape.points)
    DIRS8.forEach(([dx, dy], d) => {
      const q = at(XS[p]! + dx, YS[p]! + dy);
      if (q >= 0 && on[q]) next[p * 8 + d] = q;
    });
  const moveDirIdx = moveDirs.map(([dx, dy]) => dirIndex(dx, dy));
  const forwardLineIdx = lineDirs.filter(([dx, dy]) => dy > 0 || (dy === 0 && dx > 0)).map(([dx, dy]) => dirIndex(dx, dy));
  const open = shape.points.filter((p) => !noLand[p] && !starting[p]);
  const dragonAnywhere = options['basic-dragon-placement'] === 'anywhere';
  const placeable = ([0, 1] as const).map((s) => ({
    K: open.filter((p) => !nearPort[p]),
    W: open.filter((p) => (colour[p]! & YELLOW) !== 0),
    B: open.filter((p) => (colour[p]! & (RED | WHITE)) !== 0),
    Rk: open,
    D: dragonAnywhere ? open : open.filter((p) => side[s === 0 ? 1 : 0][p]),
    Lo: open.filter((p) => side[s][p]),
  })) as unknown as Layout['placeable'];
  const layout: Layout = Object.freeze({
    next,
    moveDirIdx,
    forwardLineIdx,
    placeable,
    model,
    points: shape.points,
    on,
    colour,
    noLand,
    nearPort,
    starting,
    ports,
    entries,
    side,
    mirror,
    moveDirs,
    lineDirs,
    flowerOk,
    ownColour,
  });
  LAYOUTS.set(key, layout);
  return layout;
}

/** 0 for a red flower, 1 for a white one, -1 for anything else. */
export const colourIndex = (code: string): -1 | 0 | 1 => {
  const f = flowerOf(code);
  return f === undefined ? -1 : f.colour === 'red' ? 0 : 1;
};

/** Colour words of a point, e.g. "red and yellow". */
export function colourWords(bits: number): string {
  const parts: string[] = [];
  if (bits & GATE) parts.push('red (a port triangle)');
  else if (bits & RED) parts.push('red');
  if (bits & WHITE) parts.push('white');
  if (bits & YELLOW) parts.push('yellow');
  if (parts.length === 0) return 'off the board';
  return parts.length === 1 ? (parts[0] as string) : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}
