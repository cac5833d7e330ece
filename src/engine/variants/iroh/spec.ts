/**
 * @packageDocumentation
 * Iroh Pai Sho: the light part shipped with the engine — the seven tile types of
 * a player's set with their codes, counts and movement data, and the rule options
 * (ids, choices, defaults; their prose lives in `docs.ts`).
 */
import type { OptionSpec, TileDef, VariantSpec } from '../../core/types.ts';

export type IrohKind = 'fire' | 'water' | 'earth' | 'air' | 'lotus' | 'rock' | 'knotweed';

/** One tile type of a player's set. */
export interface IrohTile {
  /** Notation code. */
  readonly code: 'F' | 'W' | 'E' | 'A' | 'L' | 'R' | 'K';
  readonly name: string;
  readonly kind: IrohKind;
  /** How many each player has. */
  readonly count: number;
  /** How many of them start on the board. */
  readonly start: number;
  readonly glyph: string;
  readonly colour: TileDef['colour'];
}

export const FIRE = 'F';
export const WATER = 'W';
export const EARTH = 'E';
export const AIR = 'A';
export const LOTUS = 'L';
export const ROCK = 'R';
export const KNOTWEED = 'K';

/** The 22 tiles of a player, in the booklet's order. */
export const TILES: readonly IrohTile[] = Object.freeze([
  { code: 'F', name: 'Fire', kind: 'fire', count: 4, start: 2, glyph: 'fire', colour: 'red' },
  { code: 'W', name: 'Water', kind: 'water', count: 4, start: 2, glyph: 'water', colour: 'white' },
  { code: 'E', name: 'Earth', kind: 'earth', count: 4, start: 2, glyph: 'earth', colour: 'neutral' },
  { code: 'A', name: 'Air', kind: 'air', count: 4, start: 2, glyph: 'air', colour: 'neutral' },
  { code: 'L', name: 'White Lotus', kind: 'lotus', count: 1, start: 1, glyph: 'white-lotus', colour: 'lotus' },
  { code: 'R', name: 'Rock', kind: 'rock', count: 2, start: 0, glyph: 'rock', colour: 'special' },
  { code: 'K', name: 'Knotweed', kind: 'knotweed', count: 3, start: 0, glyph: 'knotweed', colour: 'special' },
] satisfies IrohTile[]);

export const TILE_CODES: readonly string[] = TILES.map((t) => t.code);
const BY_CODE: ReadonlyMap<string, IrohTile> = new Map(TILES.map((t) => [t.code, t]));
export const tileByCode = (code: string): IrohTile | undefined => BY_CODE.get(code);
export const tileName = (code: string): string => BY_CODE.get(code)?.name ?? code;
/** The four nations: the pieces brought in on the home point. */
export const NATIONS: readonly string[] = [FIRE, WATER, EARTH, AIR];

/** A tile as the engine ships it: no reference prose (the full rows are in `sheet.ts`, server side). */
function tileDef(t: IrohTile): TileDef {
  return { code: t.code, name: t.name, colour: t.colour, glyph: t.glyph, count: t.count };
}

const o = (id: string, choices: readonly string[], def: string, effect: 'engine' | 'documentation' = 'engine'): OptionSpec =>
  Object.freeze({ id, choices: Object.freeze([...choices]), default: def, effect });

/** Every `iroh-*` open question of the inventory (§4.H) as a rule option. Prose: `docs.ts`. */
export const OPTION_SPECS: readonly OptionSpec[] = Object.freeze([
  // board
  o('iroh-midlines', ['half-axes', 'axes-and-diagonals', 'half-diagonals'], 'half-axes'),
  o('iroh-colour-regions', ['gates-red', 'gates-wood'], 'gates-red'),
  o('iroh-home-point', ['diamond-tip', 'gate-point'], 'diamond-tip'),
  // setup
  o('iroh-setup-positions', ['reconstructed', 'placed'], 'reconstructed'),
  o('iroh-second-fire-triangle', ['right-gate', 'own-gate'], 'right-gate'),
  o('iroh-guest', ['random', 'north'], 'random'),
  // movement
  o('iroh-fire-range', ['3', '2'], '3'),
  o('iroh-lotus-jump', ['jumps', 'no-jump'], 'jumps'),
  o('iroh-directions', ['eight', 'orthogonal'], 'eight'),
  o('iroh-air-turns', ['any-steps', 'orthogonal-steps', 'one-turn'], 'any-steps'),
  o('iroh-colour-path', ['whole-path', 'destination'], 'whole-path'),
  o('iroh-capture-own', ['enemy-only', 'own-too'], 'enemy-only'),
  o('iroh-bring-in-blocked', ['empty-home', 'capture-on-home'], 'empty-home'),
  o('iroh-placement-turn', ['whole-turn', 'with-a-move'], 'whole-turn'),
  o('iroh-rock-placement', ['not-home', 'anywhere'], 'not-home'),
  // knotweed
  o('iroh-knotweed-placement', ['any-square', 'occupied-corner', 'enemy-only'], 'any-square'),
  o('iroh-knotweed-persistence', ['placed-on', 'any-time'], 'placed-on'),
  o('iroh-knotweed-release', ['removed', 'freed-stays', 'fire-burns'], 'removed'),
  o('iroh-fire-knotweed', ['destroyed', 'fire-immune'], 'destroyed'),
  // harmony
  o('iroh-harmony-geometry', ['any-distance', 'symmetric'], 'any-distance'),
  o('iroh-harmony-ownership', ['own-and-lotuses', 'own-lotuses-rocks', 'any'], 'own-and-lotuses'),
  o('iroh-one-harmony-per-piece', ['matching', 'reuse'], 'matching'),
  o('iroh-rock-harmony', ['earth-only', 'partner', 'blocks'], 'earth-only'),
  o('iroh-knotweed-harmony', ['transparent-silent', 'transparent-keeps', 'blocks-silent'], 'transparent-silent'),
  // ending
  o('iroh-win-claim', ['proclaim', 'automatic', 'instant'], 'proclaim'),
  o('iroh-simultaneous-win', ['first-proclaims', 'both-void'], 'first-proclaims'),
  o('iroh-draw', ['quiet-cap', 'none'], 'quiet-cap'),
  o('iroh-midline-images', ['prose-only'], 'prose-only', 'documentation'),
]);

export const spec: VariantSpec = Object.freeze({
  id: 'iroh',
  name: 'Iroh Pai Sho',
  tiles: Object.freeze(TILES.map(tileDef)),
  options: OPTION_SPECS,
});
