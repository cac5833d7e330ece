/**
 * @packageDocumentation
 * Kutai Pai Sho: the light part shipped with the engine — the 29 tile types of a
 * player's set with their codes and properties, and the rule options (ids,
 * choices, defaults; their prose lives in `docs.ts`).
 */
import type { OptionSpec, TileDef, VariantSpec } from '../../core/types.ts';

export type KutaiColour = 'red' | 'white';
export type KutaiLight = 'day' | 'night';
/** Seasons as the source names them: Maple is "Fall", Clover and Willow are "Autumn". */
export type KutaiSeason = 'spring' | 'summer' | 'fall' | 'autumn' | 'winter';
export type KutaiKind = 'flower' | 'lotus' | 'wheel' | 'cup' | 'spade' | 'twig';

/** One tile type of a player's set, with the data the rules use. */
export interface KutaiTile {
  /** Notation code: D/N + two flower letters for flowers (`DCB`), two letters for the others (`WH`). */
  readonly code: string;
  readonly name: string;
  readonly kind: KutaiKind;
  /** Flower name without Day/Night (used by the identical-flowers rule), e.g. `Cherry Blossom`. */
  readonly flower?: string;
  readonly colour?: KutaiColour;
  readonly light?: KutaiLight;
  readonly season?: KutaiSeason;
  /** Point value from the tables (the White Lotus has none; see `kutai-lotus-value`). */
  readonly value?: number;
  readonly element?: string;
  readonly glyph: string;
}

const FLOWERS: readonly { abbr: string; name: string; colour: KutaiColour; season: KutaiSeason; value: number }[] = [
  { abbr: 'CB', name: 'Cherry Blossom', colour: 'red', season: 'spring', value: 2 },
  { abbr: 'CH', name: 'Chrysanthemum', colour: 'red', season: 'summer', value: 2 },
  { abbr: 'IR', name: 'Iris', colour: 'red', season: 'spring', value: 1 },
  { abbr: 'MA', name: 'Maple', colour: 'red', season: 'fall', value: 3 },
  { abbr: 'PE', name: 'Peony', colour: 'red', season: 'summer', value: 1 },
  { abbr: 'RH', name: 'Rhododendron', colour: 'red', season: 'winter', value: 3 },
  { abbr: 'CL', name: 'Clover', colour: 'white', season: 'autumn', value: 1 },
  { abbr: 'JA', name: 'Jasmine', colour: 'white', season: 'winter', value: 2 },
  { abbr: 'LI', name: 'Lily', colour: 'white', season: 'summer', value: 3 },
  { abbr: 'PI', name: 'Pine', colour: 'white', season: 'winter', value: 1 },
  { abbr: 'WI', name: 'Willow', colour: 'white', season: 'autumn', value: 2 },
  { abbr: 'WS', name: 'Wisteria', colour: 'white', season: 'spring', value: 3 },
];

const slug = (s: string) => s.toLowerCase().replace(/ /g, '-');

/** The 29 tiles of one player's set, in the source's order (Day reds, Night reds, Day whites, Night whites, others). */
export const TILES: readonly KutaiTile[] = Object.freeze([
  ...(['red', 'white'] as const).flatMap((colour) =>
    (['day', 'night'] as const).flatMap((light) =>
      FLOWERS.filter((f) => f.colour === colour).map((f) => ({
        code: `${light === 'day' ? 'D' : 'N'}${f.abbr}`,
        name: `${light === 'day' ? 'Day' : 'Night'} ${f.name}`,
        kind: 'flower' as const,
        flower: f.name,
        colour: f.colour,
        light,
        season: f.season,
        value: f.value,
        glyph: `${slug(f.name)}-${light}`,
      })),
    ),
  ),
  { code: 'CU', name: 'Cup', kind: 'cup', element: 'Fire', value: 2, glyph: 'cup' },
  { code: 'SP', name: 'Spade', kind: 'spade', element: 'Earth', value: 1, glyph: 'spade' },
  { code: 'TW', name: 'Twig', kind: 'twig', element: 'Air', value: 3, glyph: 'twig' },
  { code: 'WH', name: 'Wheel', kind: 'wheel', element: 'Water', value: 2, glyph: 'wheel' },
  { code: 'WL', name: 'White Lotus', kind: 'lotus', flower: 'White Lotus', glyph: 'white-lotus' },
] satisfies KutaiTile[]);

export const TILE_INDEX: ReadonlyMap<string, number> = new Map(TILES.map((t, i) => [t.code, i]));
export const TILE_CODES: readonly string[] = TILES.map((t) => t.code);
export const tileByCode = (code: string): KutaiTile | undefined => {
  const i = TILE_INDEX.get(code);
  return i === undefined ? undefined : TILES[i];
};
/** Flowers in the rules' sense: the 24 coloured flowers and the White Lotus. */
export const isFlower = (t: KutaiTile): boolean => t.kind === 'flower' || t.kind === 'lotus';

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function tileDef(t: KutaiTile): TileDef {
  const props: Record<string, string | number> = {};
  if (t.kind === 'flower') {
    props.kind = t.colour === 'red' ? 'Red flower' : 'White flower';
    props.colour = cap(t.colour as string);
    props.light = cap(t.light as string);
    props.season = cap(t.season as string);
    props.value = t.value as number;
  } else if (t.kind === 'lotus') {
    props.kind = 'White Lotus (flower)';
    props.colour = 'none';
    props.light = 'none';
    props.season = 'none';
    props.value = 'none';
  } else {
    props.kind = 'Other piece';
    props.element = t.element as string;
    props.colour = 'none';
    props.light = 'none';
    props.season = 'none';
    props.value = t.value as number;
  }
  return {
    code: t.code,
    name: t.name,
    colour: t.kind === 'flower' ? (t.colour as 'red' | 'white') : t.kind === 'lotus' ? 'lotus' : 'special',
    glyph: t.glyph,
    props,
    count: 1,
  };
}

const o = (id: string, choices: readonly string[], def: string, effect: 'engine' | 'documentation' = 'engine'): OptionSpec =>
  Object.freeze({ id, choices: Object.freeze([...choices]), default: def, effect });

/** Every rule option of Kutai (inventory §6.H and §0.2, plus options of our own). Prose: `docs.ts`. */
export const OPTION_SPECS: readonly OptionSpec[] = Object.freeze([
  // board
  o('kutai-surface', ['intersections', 'squares'], 'intersections'),
  o('kutai-valid-intersections', ['k1', 'k2', 'k3', 'k4'], 'k1'),
  o('kutai-colour-model', ['standard', 'diamond-8', 'diamond-9', 'red-nw-se', 'gate-points'], 'standard'),
  o('kutai-placement-semantics', ['any-colour', 'all-colours'], 'any-colour'),
  o('kutai-gate-colour', ['red', 'neutral'], 'red'),
  // tiles
  o('kutai-piece-count', ['29', '30'], '29', 'documentation'),
  o('kutai-white-jade', ['absent', 'rules-undefined'], 'absent', 'documentation'),
  o('kutai-season-naming', ['same', 'different'], 'same'),
  o('kutai-lotus-value', ['0', '1', '2', '3'], '0'),
  o('kutai-tile-marking', ['owner-for-display', 'facing-marker'], 'owner-for-display', 'documentation'),
  // setup
  o('kutai-player-count', ['two', 'three', 'four'], 'two'),
  o('kutai-first-player', ['random', 'south'], 'random'),
  o('kutai-centerpiece-placer', ['first-turn', 'pre-game'], 'first-turn'),
  o('kutai-centerpiece-colour', ['exempt', 'applies'], 'exempt'),
  // harmony
  o('kutai-harmony-value', ['shared-count', 'value-sum', 'value-min', 'value-max'], 'shared-count'),
  o('kutai-tile-values-use', ['harmonies-only', 'placement-score'], 'harmonies-only'),
  o('kutai-line-of-sight', ['any-angle', 'tile-discs', 'eight-directions', 'orthogonal'], 'any-angle'),
  o('kutai-preference', ['mandatory', 'optional'], 'mandatory'),
  o('kutai-preference-metric', ['euclidean', 'grid-steps', 'king-steps'], 'euclidean'),
  o('kutai-preference-ties', ['earlier-placed', 'later-placed'], 'earlier-placed'),
  o('kutai-preference-scope', ['chain-end', 'mutual'], 'chain-end'),
  o('kutai-topology', ['chain', 'star', 'tree'], 'chain'),
  o('kutai-link-back', ['required', 'not-required'], 'required'),
  o('kutai-identical-flowers', ['same-name', 'day-night-only'], 'same-name'),
  o('kutai-lotus-vs-specials', ['lotus-rule', 'special-rule'], 'lotus-rule'),
  o('kutai-lotus-twig', ['three', 'one'], 'three'),
  o('kutai-lotus-spade', ['spade-rule', 'lotus-rule'], 'spade-rule'),
  o('kutai-special-chain', ['links-onward', 'leaves-only'], 'links-onward'),
  o('kutai-recalc', ['recompute', 'fixed'], 'recompute'),
  // disharmony
  o('kutai-adjacency', ['orthogonal', 'eight', 'drawn-lines'], 'orthogonal'),
  o('kutai-disharmony-scope', ['flowers-only', 'all-pieces'], 'flowers-only'),
  o('kutai-disharmony-multiple', ['most-restrictive', 'additive'], 'most-restrictive'),
  o('kutai-lotus-properties', ['no-disharmony', 'complete-disharmony'], 'no-disharmony'),
  o('kutai-spade', ['cancels-all', 'cancels-caused', 'spares-complete'], 'cancels-all'),
  o('kutai-centerpiece-disharmony', ['causes', 'inert'], 'causes'),
  o('kutai-adjacent-pair-harmony', ['allowed', 'never'], 'allowed'),
  // ending
  o('kutai-win-threshold', ['exceed', 'reach'], 'exceed'),
  o('kutai-threshold', ['10', '15', '20', '30', '40'], '20'),
  o('kutai-ownership', ['shared-total', 'per-player'], 'shared-total'),
  o('kutai-exhaustion', ['draw', 'higher-share'], 'draw'),
  o('kutai-gambling', ['off', 'koi-koi'], 'off', 'documentation'),
  o('kutai-capture-variant', ['none', 'hook'], 'none', 'documentation'),
]);

export const spec: VariantSpec = Object.freeze({
  id: 'kutai',
  name: 'Kutai Pai Sho',
  tiles: Object.freeze(TILES.map(tileDef)),
  options: OPTION_SPECS,
});
