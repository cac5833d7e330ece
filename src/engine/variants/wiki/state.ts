/**
 * @packageDocumentation
 * The Pai Sho Project game state, and the board layout an option set implies:
 * playable points, the twelve gardens each point belongs to, which side of the
 * walls it lies on, the Torii it touches, and where each kind of tile may be
 * dropped. Precomputed once per option set and memoised.
 */
import type { OptionValues, Seat } from '../../core/types.ts';
import { closureClasses, pointId, POINT_COUNT, type PlaceId } from '../../geometry/index.ts';

// ---------------------------------------------------------------------------
// Gardens

/** The twelve gardens: bits 0–3 central (NE, NW, SW, SE), 4–7 yellow (NE, NW, SW, SE), 8–11 Torii (N, E, S, W). */
export const GARDEN_NAMES: readonly string[] = Object.freeze([
  'north-east central garden',
  'north-west central garden',
  'south-west central garden',
  'south-east central garden',
  'north-east yellow garden',
  'north-west yellow garden',
  'south-west yellow garden',
  'south-east yellow garden',
  'north Torii',
  'east Torii',
  'south Torii',
  'west Torii',
]);
export const GARDEN_IDS: readonly string[] = Object.freeze(['c-ne', 'c-nw', 'c-sw', 'c-se', 'y-ne', 'y-nw', 'y-sw', 'y-se', 't-n', 't-e', 't-s', 't-w']);
export const CENTRAL_MASK = 0x00f;
export const YELLOW_MASK = 0x0f0;
export const TORII_MASK = 0xf00;
export const ALL_GARDENS = 0xfff;

/** Sides of the walls: a point wholly on the central side, wholly on the outer (yellow and Torii) side, or on a wall. */
export const SIDE_WALL = 0;
export const SIDE_CENTRAL = 1;
export const SIDE_OUTER = 2;

const quadrant = (px: number, py: number): number => (px > 0 ? (py > 0 ? 0 : 3) : py > 0 ? 1 : 2);

/** The garden index of an open-region sample point (x east, y north), the board circle ignored so that star points beyond it have gardens. */
function gardenAt(diamond: number, gate: 'triangle' | 'point' | 'apex8', px: number, py: number): number {
  if (Math.abs(px) + Math.abs(py) < diamond) return quadrant(px, py);
  if (gate !== 'point') {
    const a = gate === 'triangle' ? diamond : 8;
    if (py > a + Math.abs(px)) return 8;
    if (px > a + Math.abs(py)) return 9;
    if (-py > a + Math.abs(px)) return 10;
    if (-px > a + Math.abs(py)) return 11;
  }
  return 4 + quadrant(px, py);
}

// ---------------------------------------------------------------------------
// Layout

export interface Layout {
  /** Playable points, in id order. */
  readonly points: readonly PlaceId[];
  readonly onBoard: Uint8Array;
  /** Garden bitmask per point id (0 off the board). */
  readonly gardens: Uint16Array;
  /** Side of the walls per point id. */
  readonly side: Uint8Array;
  /** Whether the point touches or lies in a Torii. */
  readonly torii: Uint8Array;
  /** Colour of each central garden (bits 0–3): `R` or `W`. */
  readonly centralColour: readonly ('R' | 'W')[];
  /** Drop zones per tile class, as membership arrays and lists. */
  readonly dropFlower: Uint8Array;
  readonly dropSpecial: Uint8Array;
  readonly dropElement: Uint8Array;
  /** Any empty point (Spirit Wheel reincarnated under `wiki-reincarnation-drop` = any-empty). */
  readonly dropAny: Uint8Array;
  readonly dropFlowerList: readonly PlaceId[];
  readonly dropSpecialList: readonly PlaceId[];
  readonly dropElementList: readonly PlaceId[];
}

export const X = new Int8Array(POINT_COUNT);
export const Y = new Int8Array(POINT_COUNT);
for (let id = 0; id < POINT_COUNT; id++) {
  X[id] = Math.floor(id / 19) - 9;
  Y[id] = (id % 19) - 9;
}
/** The point at (x, y), or -1 off the grid. */
export const at = (x: number, y: number): number => (x < -9 || x > 9 || y < -9 || y > 9 ? -1 : (x + 9) * 19 + (y + 9));

const LAYOUTS = new Map<string, Layout>();
/** The layout of an options object already asked for (states share their options object, and the key below is built from eight of them). */
const LAYOUT_OF = new WeakMap<OptionValues, Layout>();

export function layoutFor(options: OptionValues): Layout {
  let L = LAYOUT_OF.get(options);
  if (!L) {
    L = buildLayout(options);
    LAYOUT_OF.set(options, L);
  }
  return L;
}

function buildLayout(options: OptionValues): Layout {
  const keyParts = [
    'wiki-playable-points',
    'wiki-diamond-size',
    'wiki-quarter-colours',
    'wiki-torii-shape',
    'wiki-flower-drop-zone',
    'wiki-special-flower-drop',
    'wiki-board-regions-gate-drop',
    'wiki-wall-drop',
  ].map((k) => options[k]);
  const key = keyParts.join('/');
  const hit = LAYOUTS.get(key);
  if (hit) return hit;
  const set = options['wiki-playable-points'] ?? 'star';
  const limit = set === 'strict' ? 80 : set === 'closed' ? 81 : 82;
  const diamond = Number(options['wiki-diamond-size'] ?? '7');
  const gate = (options['wiki-torii-shape'] === 'point' ? 'point' : options['wiki-torii-shape'] === 'apex8' ? 'apex8' : 'triangle') as 'triangle' | 'point' | 'apex8';
  const redNeSw = options['wiki-quarter-colours'] !== 'nw-se';
  const onBoard = new Uint8Array(POINT_COUNT);
  const gardens = new Uint16Array(POINT_COUNT);
  const side = new Uint8Array(POINT_COUNT);
  const torii = new Uint8Array(POINT_COUNT);
  const points: PlaceId[] = [];
  for (let x = -9; x <= 9; x++)
    for (let y = -9; y <= 9; y++) {
      if (x * x + y * y > limit) continue;
      const id = pointId(x, y) as PlaceId;
      onBoard[id] = 1;
      points.push(id);
      let mask = 0;
      for (const g of closureClasses(x, y, (px, py) => gardenAt(diamond, gate, px, py))) mask |= 1 << g;
      if (gate === 'point' && ((x === 0 && Math.abs(y) === 8) || (y === 0 && Math.abs(x) === 8))) {
        mask |= 1 << (y === 8 ? 8 : x === 8 ? 9 : y === -8 ? 10 : 11);
      }
      gardens[id] = mask;
      const central = (mask & CENTRAL_MASK) !== 0;
      const outer = (mask & (YELLOW_MASK | TORII_MASK)) !== 0;
      side[id] = central && outer ? SIDE_WALL : central ? SIDE_CENTRAL : SIDE_OUTER;
      torii[id] = mask & TORII_MASK ? 1 : 0;
    }
  points.sort((a, b) => a - b);
  const centralColour: ('R' | 'W')[] = [0, 1, 2, 3].map((q) => ((q === 0 || q === 2) === redNeSw ? 'R' : 'W'));
  const wallDropOk = (id: number) => side[id] !== SIDE_WALL || (options['wiki-wall-drop'] !== 'none' && torii[id] === 1);
  const gateDropOk = (id: number) => options['wiki-board-regions-gate-drop'] !== 'never' || (gardens[id]! & CENTRAL_MASK) === 0;
  const single = (m: number) => m !== 0 && (m & (m - 1)) === 0;
  const flowerZone = (id: number): boolean => {
    const m = gardens[id] as number;
    const inZone = options['wiki-flower-drop-zone'] === 'v2' ? torii[id] === 1 : (single(m) && (m & CENTRAL_MASK) === 0) || torii[id] === 1;
    return inZone && wallDropOk(id) && gateDropOk(id);
  };
  const dropFlower = new Uint8Array(POINT_COUNT);
  const dropSpecial = new Uint8Array(POINT_COUNT);
  const dropElement = new Uint8Array(POINT_COUNT);
  const dropAny = new Uint8Array(POINT_COUNT);
  for (const id of points) {
    dropAny[id] = 1;
    dropFlower[id] = flowerZone(id) ? 1 : 0;
    dropElement[id] = wallDropOk(id) ? 1 : 0;
    dropSpecial[id] = options['wiki-special-flower-drop'] === 'generic' ? dropFlower[id]! : dropElement[id]!;
  }
  const list = (a: Uint8Array) => Object.freeze(points.filter((p) => a[p] === 1));
  const layout: Layout = Object.freeze({
    points: Object.freeze(points),
    onBoard,
    gardens,
    side,
    torii,
    centralColour: Object.freeze(centralColour),
    dropFlower,
    dropSpecial,
    dropElement,
    dropAny,
    dropFlowerList: list(dropFlower),
    dropSpecialList: list(dropSpecial),
    dropElementList: list(dropElement),
  });
  LAYOUTS.set(key, layout);
  return layout;
}

/** Whether a garden mask names exactly one garden. */
export const singleGarden = (m: number): boolean => m !== 0 && (m & (m - 1)) === 0;
/** Index of the lowest garden in a mask. */
export const gardenIndex = (m: number): number => 31 - Math.clz32(m & -m);

/** The gardens of a mask in words, e.g. `the north Torii and the north-east yellow garden`. */
export function gardenWords(mask: number): string {
  const names: string[] = [];
  for (let g = 0; g < 12; g++) if (mask & (1 << g)) names.push(`the ${GARDEN_NAMES[g]}`);
  if (names.length === 0) return 'no garden';
  return names.length === 1 ? (names[0] as string) : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/**
 * Whether a flower of `group` stands wholly inside an unnatural garden at a point: a red flower
 * inside a white central garden, or a white flower inside a red one (Lotus and Orchid have no colour).
 */
export function unnaturalAt(layout: Layout, group: string, id: number): boolean {
  if (group !== 'red' && group !== 'white') return false;
  const m = layout.gardens[id] as number;
  if (!singleGarden(m) || (m & CENTRAL_MASK) === 0) return false;
  const c = layout.centralColour[gardenIndex(m)];
  return group === 'red' ? c === 'W' : c === 'R';
}

// ---------------------------------------------------------------------------
// State

/** A tile on the board. */
export interface WikiPiece {
  readonly place: PlaceId;
  readonly tile: string;
  readonly owner: Seat;
  /**
   * An element's standing next to a Chi Blocker: 1 = its owner's turn began while it was
   * immobilized (its one turn to withdraw), 2 = a later turn began and it is still there (frozen).
   */
  readonly mark?: 1 | 2;
  /** The turn on which this flower was dropped (kept only while drop capture is in play and it is still immune). */
  readonly dropped?: number;
}

/** A tile out of play: captured by a seat (`by`), or removed with no captor. */
export interface PotEntry {
  readonly tile: string;
  readonly owner: Seat;
  readonly by?: Seat;
  /** For a captured Spirit Wheel: the turn of its capture (reincarnation timing). */
  readonly turn?: number;
}

/** A seat out of the game: resigned, or removed for losing every element. */
export interface OutSeat {
  readonly seat: Seat;
  readonly why: 'resigned' | 'removed';
}

/** Where the turn in progress stands. */
export type Stage =
  /** The turn has not begun: any action. */
  | { readonly kind: 'start' }
  /** A tile was just dropped on `at`: it may move (no capture), or the turn ends. */
  | { readonly kind: 'dropped'; readonly at: PlaceId }
  /** An element just moved to `at` without capturing: it may bend a flower in reach, or the turn ends. */
  | { readonly kind: 'moved'; readonly at: PlaceId };

export interface WikiState {
  readonly variant: 'wiki';
  /** Resolved options (every id present). */
  readonly options: OptionValues;
  /** Tiles on the board, in place order. */
  readonly pieces: readonly WikiPiece[];
  /** Tiles out of play, in the order they left. */
  readonly pot: readonly PotEntry[];
  readonly toMove: Seat;
  /** Turns completed so far (the view's turn counter). */
  readonly turn: number;
  readonly stage: Stage;
  /** Consecutive passes just before this turn. */
  readonly passes: number;
  readonly out: readonly OutSeat[];
  /** Per seat: bitmask of the element kinds (in `ELEMENT_CODES` order) it has ever brought into play. */
  readonly entered: readonly number[];
}

// ---------------------------------------------------------------------------
// Seats, people and teams

/** Number of seats (colours) at the table: 2 for two players, 4 for three or four. */
export const seatCount = (o: OptionValues): number => (o['wiki-players'] === '2' || o['wiki-players'] === undefined ? 2 : 4);
export const peopleCount = (o: OptionValues): number => Number(o['wiki-players'] ?? '2') || 2;
/** The person playing a seat: with three players, the person at South also plays North. */
export const personOf = (o: OptionValues, s: Seat): number => (o['wiki-players'] === '3' && s === 3 ? 1 : s);
/**
 * Who harmony and the score belong to (rules 3.2, 11.4): each colour alone, as team-mates in a
 * four-player game, so with three players the two-colour player's colours send each other disharmony,
 * never share a ring and score apart; under `wiki-3p-scoring` = one-player the person's colours are one
 * player for harmony and the score. With two or four players the scorer is the seat either way.
 */
export const scorerOf = (o: OptionValues, s: Seat): number => (o['wiki-3p-scoring'] === 'one-player' ? personOf(o, s) : s);
/** How many scorers the game has (`scorerOf`). */
export const scorerCount = (o: OptionValues): number => (o['wiki-3p-scoring'] === 'one-player' ? peopleCount(o) : seatCount(o));
/** The seats a scorer's score is shown on. */
export const scorerSeats = (o: OptionValues, k: number): Seat[] => (o['wiki-3p-scoring'] === 'one-player' ? seatsOf(o, k) : [k as Seat]);
/** The seats a person plays. */
export const seatsOf = (o: OptionValues, person: number): Seat[] => (o['wiki-players'] === '3' && person === 1 ? [1, 3] : [person as Seat]);

/** Whether two seats are on one side: the same seat or person, or team-mates (opposite seats) unless `wiki-teams` = opponents. */
export function friends(o: OptionValues, a: Seat, b: Seat): boolean {
  if (a === b || personOf(o, a) === personOf(o, b)) return true;
  return seatCount(o) === 4 && o['wiki-teams'] !== 'opponents' && a % 2 === b % 2;
}

/** Seat names: East moves first and play runs clockwise (East, South, West, North); two players are Sente (East) and Gote (West). */
export function seatNames(o: OptionValues): readonly string[] {
  if (seatCount(o) === 2) return ['Sente (East)', 'Gote (West)'];
  if (o['wiki-players'] === '3') return ['East (Red)', 'South (Yellow)', 'West (Blue)', 'North (Green, played by South)'];
  return ['East (Red)', 'South (Yellow)', 'West (Blue)', 'North (Green)'];
}
/** Short seat names for messages. */
export function seatWord(o: OptionValues, s: Seat): string {
  if (seatCount(o) === 2) return s === 0 ? 'Sente' : 'Gote';
  return ['East', 'South', 'West', 'North'][s] as string;
}

export const isOut = (state: Pick<WikiState, 'out'>, s: Seat): boolean => state.out.some((x) => x.seat === s);
