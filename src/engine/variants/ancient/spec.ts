/**
 * @packageDocumentation
 * Ancient Pai Sho: the light part shipped with the engine — the twelve tile kinds of a
 * player's 54 tiles (the booklet's shared data, `../booklet/tiles.ts`, with Ancient's
 * names and effects) and the rule options (ids, choices, defaults; the prose lives in
 * `docs.ts`).
 */
import type { OptionSpec, TileDef, VariantSpec } from '../../core/types.ts';
import {
  BOAT,
  DRAGON,
  FLOWERS,
  KNOTWEED,
  LOTUS,
  OTHERS,
  ROCK,
  WHEEL,
  flowerOf,
  type BookletFlower,
  type OtherCode,
} from '../booklet/tiles.ts';

/** What a non-flower tile does in Ancient (the Special Tiles page). */
export type SpecialKind = 'ship' | 'coin' | 'knotweed' | 'wheel' | 'lotus' | 'dragon';

/** Ancient's name and role for each of the six other tiles of the set. */
export const SPECIALS: Readonly<Record<OtherCode, { readonly kind: SpecialKind; readonly name: string; readonly listName: string; readonly element: string; readonly oneTime: boolean }>> =
  Object.freeze({
    [BOAT]: { kind: 'ship', name: 'Ship', listName: 'Boat', element: 'Water', oneTime: true },
    [ROCK]: { kind: 'coin', name: 'Coin', listName: 'Rock', element: 'Earth', oneTime: false },
    [KNOTWEED]: { kind: 'knotweed', name: 'Knotweed', listName: 'Knotweed', element: 'Fire', oneTime: true },
    [WHEEL]: { kind: 'wheel', name: 'Wheel', listName: 'Wheel', element: 'Air', oneTime: true },
    [LOTUS]: { kind: 'lotus', name: 'Lotus', listName: 'White Lotus', element: 'Yin/Yang', oneTime: false },
    [DRAGON]: { kind: 'dragon', name: 'Dragon', listName: 'White Dragon', element: 'Yin/Yang', oneTime: false },
  });

/** Every tile code of a set, in the booklet's order (the six flowers, then the six others). */
export const TILE_CODES: readonly string[] = Object.freeze([...FLOWERS.map((f) => f.code as string), ...OTHERS.map((t) => t.code as string)]);
/** Copies of each code in one player's set (6 per flower, 3 per other tile), in `TILE_CODES` order. */
export const SET_COUNTS: readonly number[] = Object.freeze([...FLOWERS.map((f) => f.count), ...OTHERS.map((t) => t.count)]);
export const TILE_INDEX: ReadonlyMap<string, number> = new Map(TILE_CODES.map((c, i) => [c, i]));

export const isAncientCode = (code: string): boolean => TILE_INDEX.has(code);
export const flower = (code: string): BookletFlower | undefined => flowerOf(code);
export const special = (code: string): (typeof SPECIALS)[OtherCode] | undefined => (SPECIALS as Record<string, (typeof SPECIALS)[OtherCode]>)[code];

/** The name a tile goes by on the Ancient page (Ship and Coin for the Boat and Rock of the list). */
export const ancientName = (code: string): string => flowerOf(code)?.name ?? special(code)?.name ?? code;

/** The tile kinds as the engine chunk carries them: code, name, colour, glyph, count (reference prose: `meta.ts`). */
function tileDefs(): TileDef[] {
  return [
    ...FLOWERS.map((f) => ({ code: f.code, name: f.name, colour: f.colour, glyph: f.glyph, count: f.count })),
    ...OTHERS.map((t) => ({ code: t.code, name: SPECIALS[t.code].name, colour: SPECIALS[t.code].kind === 'lotus' ? ('lotus' as const) : ('special' as const), glyph: t.glyph, count: t.count })),
  ];
}

const o = (id: string, choices: readonly string[], def: string, effect: 'engine' | 'documentation' = 'engine'): OptionSpec =>
  Object.freeze({ id, choices: Object.freeze([...choices]), default: def, effect });

/** Hand sizes and targets offered (the booklet leaves both to the players). */
export const HAND_SIZES = ['3', '4', '5', '6', '7', '8', '10'] as const;
export const TARGETS = ['2', '3', '4', '5', '6', '7', '8', '10'] as const;

/**
 * Every rule option of Ancient: the inventory's 30 `ancient-*` questions (§5.H; its
 * `ancient-hand-size-and-target` is split into `ancient-hand-size` and `ancient-target`),
 * plus `ancient-move-whose`, a question of our own. Prose: `docs.ts`.
 */
export const OPTION_SPECS: readonly OptionSpec[] = Object.freeze([
  // tiles
  o('ancient-tile-names', ['element-match', 'listed-only'], 'element-match'),
  // setup
  o('ancient-hand-size', HAND_SIZES, '5'),
  o('ancient-target', TARGETS, '5'),
  o('ancient-hand-source', ['own-set', 'shared-pool'], 'own-set'),
  o('ancient-first-player', ['guesser-chooses', 'guesser-first'], 'guesser-chooses'),
  o('ancient-centerpiece-source', ['hider-pile', 'unowned'], 'hider-pile'),
  o('ancient-centerpiece-one-time', ['replace', 'stay-inert'], 'replace'),
  // turns
  o('ancient-turn-place-move', ['move-if-possible', 'move-optional'], 'move-if-possible'),
  o('ancient-discard', ['leaves-game', 'back-to-pile'], 'leaves-game'),
  o('ancient-exhaustion', ['pass', 'loses'], 'pass'),
  // placement
  o('ancient-placement-colours', ['contains', 'mixed-needs-both'], 'contains'),
  o('ancient-special-placement', ['any-point', 'coloured-points'], 'any-point'),
  // movement
  o('ancient-move-whose', ['own', 'any'], 'own'),
  o('ancient-move-types', ['line-set', 'orthogonal'], 'line-set'),
  o('ancient-l-partial', ['legs-1-2', 'exact-2-2', 'first-leg-2'], 'legs-1-2'),
  o('ancient-move-blocking', ['no-passing', 'pass-own'], 'no-passing'),
  o('ancient-special-mobility', ['lotus-dragon-only', 'all-move'], 'lotus-dragon-only'),
  o('ancient-no-other-capture', ['dragon-only', 'basic-capture'], 'dragon-only'),
  // harmony
  o('ancient-parallel', ['four-lines', 'orthogonal'], 'four-lines'),
  o('ancient-first-flower', ['drained-skipped', 'drained-block'], 'drained-skipped'),
  o('ancient-example-bars', ['board-edge', 'coins'], 'board-edge', 'documentation'),
  o('ancient-harmony-ownership', ['global', 'own'], 'global'),
  o('ancient-disharmony-effect', ['ignored', 'subtract'], 'ignored'),
  // special tiles
  o('ancient-ship', ['ship-stays', 'ship-leaves'], 'ship-stays'),
  o('ancient-coin-scope', ['between', 'whole-line'], 'between'),
  o('ancient-lotus-scope', ['whole-line', 'between'], 'whole-line'),
  o('ancient-lotus-flip-count', ['counts', 'not-counted'], 'counts'),
  o('ancient-knotweed', ['eight-once', 'four-once', 'continuous'], 'eight-once'),
  o('ancient-wheel', ['steps-45', 'steps-90'], 'steps-45'),
  o('ancient-dragon', ['jumps', 'blocked'], 'jumps'),
  o('ancient-dragon-removal', ['any-tile', 'ship-only'], 'any-tile'),
  // ending
  o('ancient-win-count', ['exact', 'at-least'], 'exact'),
]);

export const spec: VariantSpec = Object.freeze({
  id: 'ancient',
  name: 'Ancient Pai Sho',
  tiles: Object.freeze(tileDefs()),
  options: OPTION_SPECS,
});
