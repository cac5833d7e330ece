/**
 * @packageDocumentation
 * The tile set of the "Official Pai Sho Rules and Gameplay" booklet (seed
 * `002_ee979707c44381bc.txt`), shared by Basic Pai Sho (pp. 2–10) and Ancient Pai Sho
 * (pp. 16–19): the six ordinary flowers with their colour, movement type and harmony /
 * disharmony partners, and the six other tiles. Data only — how a tile moves, enters or
 * acts is each variant's business.
 *
 * Both games print the same list of 54 tiles per player. Basic names every flower's
 * harmony and disharmony partners (p. 4); Ancient says its harmonies are "the same as
 * Basic" and states them as six rules over colour and movement type (p. 18). The two
 * descriptions agree: `relationFromTraits` derives the relation from the traits, and the
 * tests check it against the listed partners.
 */

export type BookletColour = 'red' | 'white';

/**
 * Movement type, as the booklet's glyphs: `three` = "•••" (up to 3 in a straight line),
 * `l` = "¬" (2 and 2, an L), `five` = "•••••" (up to 5 in a straight line).
 */
export type MoveType = 'three' | 'l' | 'five';

/** The booklet's glyph for each movement type. */
export const MOVE_GLYPH: Readonly<Record<MoveType, string>> = Object.freeze({ three: '•••', l: '¬', five: '•••••' });

/** Codes of the six ordinary flowers. */
export const JASMINE = 'J';
export const LILY = 'L';
export const JADE = 'Jd';
export const ROSE = 'R';
export const CHRYSANTHEMUM = 'C';
export const RHODODENDRON = 'Rh';
/** Codes of the other six tiles. */
export const KNOTWEED = 'K';
export const WHEEL = 'W';
export const ROCK = 'Rk';
export const BOAT = 'B';
export const DRAGON = 'D';
export const LOTUS = 'Lo';

export type FlowerCode = typeof JASMINE | typeof LILY | typeof JADE | typeof ROSE | typeof CHRYSANTHEMUM | typeof RHODODENDRON;
export type OtherCode = typeof KNOTWEED | typeof WHEEL | typeof ROCK | typeof BOAT | typeof DRAGON | typeof LOTUS;
export type BookletCode = FlowerCode | OtherCode;

/** One of the six ordinary flowers. */
export interface BookletFlower {
  readonly code: FlowerCode;
  /** Name as the booklet's tile list gives it (it spells "White Lilly"; we write "White Lily"). */
  readonly name: string;
  /** Short name used in running text (the tile descriptions say "Lily"). */
  readonly short: string;
  readonly colour: BookletColour;
  readonly moveType: MoveType;
  /** Flowers it forms a harmony with (p. 4), by code. */
  readonly harmony: readonly FlowerCode[];
  /** Flowers it is in disharmony with (p. 4), by code. */
  readonly disharmony: readonly FlowerCode[];
  /** Glyph key for the board artwork. */
  readonly glyph: string;
  /** Tiles of this kind per player. */
  readonly count: number;
}

/** The six ordinary flowers, in the booklet's order (white ones first). */
export const FLOWERS: readonly BookletFlower[] = Object.freeze(
  (
    [
      { code: JASMINE, name: 'Jasmine', short: 'Jasmine', colour: 'white', moveType: 'three', harmony: [LILY, RHODODENDRON], disharmony: [ROSE], glyph: 'jasmine' },
      { code: LILY, name: 'White Lily', short: 'Lily', colour: 'white', moveType: 'l', harmony: [JASMINE, JADE], disharmony: [CHRYSANTHEMUM], glyph: 'lily' },
      { code: JADE, name: 'White Jade', short: 'White Jade', colour: 'white', moveType: 'five', harmony: [LILY, ROSE], disharmony: [RHODODENDRON], glyph: 'white-jade' },
      { code: ROSE, name: 'Rose', short: 'Rose', colour: 'red', moveType: 'three', harmony: [JADE, CHRYSANTHEMUM], disharmony: [JASMINE], glyph: 'rose' },
      { code: CHRYSANTHEMUM, name: 'Chrysanthemum', short: 'Chrysanthemum', colour: 'red', moveType: 'l', harmony: [ROSE, RHODODENDRON], disharmony: [LILY], glyph: 'chrysanthemum' },
      { code: RHODODENDRON, name: 'Rhododendron', short: 'Rhododendron', colour: 'red', moveType: 'five', harmony: [CHRYSANTHEMUM, JASMINE], disharmony: [JADE], glyph: 'rhododendron' },
    ] as const
  ).map((f) => Object.freeze({ ...f, harmony: Object.freeze([...f.harmony]), disharmony: Object.freeze([...f.disharmony]), count: 6 })),
);

/** Kind of a non-flower tile: the booklet's "Non-Flower" group and its "Special Flowers". */
export type OtherKind = 'non-flower' | 'special-flower';

/** One of the six other tiles. */
export interface BookletOther {
  readonly code: OtherCode;
  readonly name: string;
  readonly kind: OtherKind;
  /** The element or aspect the booklet gives in brackets: Fire, Wind, Water, Earth, Yin, Yang. */
  readonly aspect: string;
  /** Ancient's other name for the tile where it uses one (Boat → Ship, Rock → Coin). */
  readonly ancientName?: string;
  readonly glyph: string;
  readonly count: number;
}

/** The other six tiles, in the booklet's order. */
export const OTHERS: readonly BookletOther[] = Object.freeze(
  (
    [
      { code: KNOTWEED, name: 'Knotweed', kind: 'non-flower', aspect: 'Fire', glyph: 'knotweed' },
      { code: WHEEL, name: 'Wheel', kind: 'non-flower', aspect: 'Wind', glyph: 'wheel' },
      { code: ROCK, name: 'Rock', kind: 'non-flower', aspect: 'Earth', ancientName: 'Coin', glyph: 'rock' },
      { code: BOAT, name: 'Boat', kind: 'non-flower', aspect: 'Water', ancientName: 'Ship', glyph: 'boat' },
      { code: DRAGON, name: 'White Dragon', kind: 'special-flower', aspect: 'Yin', glyph: 'white-dragon' },
      { code: LOTUS, name: 'White Lotus', kind: 'special-flower', aspect: 'Yang', glyph: 'white-lotus' },
    ] as const
  ).map((t) => Object.freeze({ ...t, count: 3 }) as BookletOther),
);

/** Every tile code, flowers first, in the booklet's order. */
export const TILE_CODES: readonly BookletCode[] = Object.freeze([...FLOWERS.map((f) => f.code), ...OTHERS.map((t) => t.code)]);
export const FLOWER_CODES: readonly FlowerCode[] = Object.freeze(FLOWERS.map((f) => f.code));

/** Tiles per player: 6 × 6 flowers + 6 × 3 others = 54. */
export const SET_SIZE = FLOWERS.reduce((n, f) => n + f.count, 0) + OTHERS.reduce((n, t) => n + t.count, 0);

const FLOWER_BY_CODE: ReadonlyMap<string, BookletFlower> = new Map(FLOWERS.map((f) => [f.code, f]));
const OTHER_BY_CODE: ReadonlyMap<string, BookletOther> = new Map(OTHERS.map((t) => [t.code, t]));

/** The flower with this code, or undefined. */
export const flowerOf = (code: string): BookletFlower | undefined => FLOWER_BY_CODE.get(code);
/** The non-flower or special tile with this code, or undefined. */
export const otherOf = (code: string): BookletOther | undefined => OTHER_BY_CODE.get(code);
/** Whether the code is one of the six ordinary flowers. */
export const isFlowerCode = (code: string): code is FlowerCode => FLOWER_BY_CODE.has(code);
/** Display name of any booklet tile code. */
export const tileName = (code: string): string => flowerOf(code)?.name ?? otherOf(code)?.name ?? code;

/** Whether two ordinary flowers form a harmony (symmetric; p. 4). */
export function harmonious(a: string, b: string): boolean {
  const f = FLOWER_BY_CODE.get(a);
  return f !== undefined && (f.harmony as readonly string[]).includes(b);
}

/** Whether two ordinary flowers are in disharmony (symmetric; p. 4). */
export function disharmonious(a: string, b: string): boolean {
  const f = FLOWER_BY_CODE.get(a);
  return f !== undefined && (f.disharmony as readonly string[]).includes(b);
}

/**
 * The relation Ancient's six rules give from colour and movement type (p. 18):
 * same movement type and different colour → disharmony; an L-mover harmonizes with the
 * other movement types of its own colour; a "•••" flower harmonizes with a "•••••" flower
 * of the other colour (and the other way round). Anything else → none.
 */
export function relationFromTraits(a: BookletFlower, b: BookletFlower): 'harmony' | 'disharmony' | 'none' {
  if (a.moveType === b.moveType) return a.colour !== b.colour ? 'disharmony' : 'none';
  if (a.moveType === 'l' || b.moveType === 'l') return a.colour === b.colour ? 'harmony' : 'none';
  return a.colour !== b.colour ? 'harmony' : 'none';
}

/**
 * The harmony ring the partners form: each flower harmonizes with its two neighbours and
 * is in disharmony with the flower opposite. Jasmine – Lily – White Jade – Rose –
 * Chrysanthemum – Rhododendron – (Jasmine).
 */
export const HARMONY_RING: readonly FlowerCode[] = Object.freeze([JASMINE, LILY, JADE, ROSE, CHRYSANTHEMUM, RHODODENDRON]);
