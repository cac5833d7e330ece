/**
 * @packageDocumentation
 * Pai Sho Project ("Wiki") rules: the light part shipped with the engine — the
 * fourteen tile kinds of a player's set with their codes and the data the rules
 * use, and the rule options (ids, choices, defaults; their prose is in `docs.ts`).
 */
import type { OptionSpec, TileDef, VariantSpec } from '../../core/types.ts';

/** White and red flowers, the two special flowers, and the six element tiles. */
export type WikiGroup = 'white' | 'red' | 'special' | 'element';

/** How a tile moves (the page's tile entries). */
export type MoveKind =
  /** 1 step orthogonally, or 1–3 diagonally in one direction (Lily, Chrysanthemum). */
  | 'lily'
  /** 1–3 orthogonally (Jade, Rhododendron). */
  | 'jade'
  /** 1 orthogonal step then 1 diagonal step turning 45°, not leaping (Jasmine, Rose, Air). */
  | 'knight'
  /** 1–2 in eight directions (Lotus). */
  | 'lotus'
  /** 1–6 in eight directions (Orchid, Fire). */
  | 'queen6'
  /** A zebra (1 orthogonal then 2 diagonal) or a one-step Mahn (Chi Blocker). */
  | 'chi'
  /** 1–6 diagonally or 1 orthogonally (Water). */
  | 'water'
  /** 1–6 orthogonally (Earth). */
  | 'earth'
  /** Up to 6 in eight directions or a knight move; captures and bends only by hopping (Spirit Wheel). */
  | 'wheel';

export interface WikiTile {
  /** The page's abbreviation, used in notation. */
  readonly code: string;
  readonly name: string;
  readonly group: WikiGroup;
  /** Tiles of this kind per player. */
  readonly count: number;
  readonly move: MoveKind;
  /** Captures only along diagonals (Lily, Chrysanthemum, Water). */
  readonly diagonalCapture: boolean;
  /** Rule id of the tile's own entry (its movement and abilities). */
  readonly rule: string;
  readonly glyph: string;
}

const t = (code: string, name: string, group: WikiGroup, count: number, move: MoveKind, rule: string, glyph: string, diagonalCapture = false): WikiTile =>
  Object.freeze({ code, name, group, count, move, diagonalCapture, rule, glyph });

/** The fourteen tile kinds of a player's set, in the page's order. */
export const TILES: readonly WikiTile[] = Object.freeze([
  t('Ly', 'Lily', 'white', 6, 'lily', 'lily', 'lily', true),
  t('Jd', 'Jade', 'white', 6, 'jade', 'jade', 'jade'),
  t('Js', 'Jasmine', 'white', 6, 'knight', 'jasmine', 'jasmine'),
  t('C', 'Chrysanthemum', 'red', 6, 'lily', 'chrysanthemum', 'chrysanthemum', true),
  t('Rd', 'Rhododendron', 'red', 6, 'jade', 'rhododendron', 'rhododendron'),
  t('Rs', 'Rose', 'red', 6, 'knight', 'rose', 'rose'),
  t('Lt', 'Lotus', 'special', 3, 'lotus', 'lotus', 'lotus'),
  t('O', 'Orchid', 'special', 3, 'queen6', 'orchid', 'orchid'),
  t('Qi', 'Chi Blocker', 'element', 1, 'chi', 'chi-blocker', 'chi-blocker'),
  t('A', 'Air', 'element', 1, 'knight', 'air', 'air'),
  t('W', 'Water', 'element', 1, 'water', 'water', 'water', true),
  t('E', 'Earth', 'element', 1, 'earth', 'earth', 'earth'),
  t('F', 'Fire', 'element', 1, 'queen6', 'fire', 'fire'),
  t('S', 'Spirit Wheel', 'element', 1, 'wheel', 'spirit-wheel', 'wheel'),
]);

export const TILE_CODES: readonly string[] = TILES.map((x) => x.code);
/** Index of a tile code in `TILES`. */
export const TILE_INDEX: ReadonlyMap<string, number> = new Map(TILES.map((x, i) => [x.code, i]));
export const tileByCode = (code: string): WikiTile | undefined => {
  const i = TILE_INDEX.get(code);
  return i === undefined ? undefined : TILES[i];
};
export const isFlower = (x: WikiTile): boolean => x.group !== 'element';
export const isElement = (x: WikiTile): boolean => x.group === 'element';
/** The element kinds, in set order. */
export const ELEMENT_CODES: readonly string[] = TILES.filter(isElement).map((x) => x.code);

/** The drawing of a tile kind; its reference words (the tile table's columns) are in `tile-words.ts`, out of the engine chunk. */
function tileDef(x: WikiTile): TileDef {
  return {
    code: x.code,
    name: x.name,
    colour: x.group === 'white' ? 'white' : x.group === 'red' ? 'red' : x.group === 'special' ? 'lotus' : 'special',
    glyph: x.glyph,
    count: x.count,
  };
}

const o = (id: string, choices: readonly string[], def: string, effect: 'engine' | 'documentation' = 'engine'): OptionSpec =>
  Object.freeze({ id, choices: Object.freeze([...choices]), default: def, effect });

/**
 * Every rule option (the inventory's `wiki-*` questions bearing on the board, drops, movement,
 * capture, bending, special tiles, players, the end of the game, harmony and scoring, plus the
 * number of players). Choices listed are the readings the engine plays; readings it does not play are named in
 * the option's prose. Prose: `docs.ts`.
 */
export const OPTION_SPECS: readonly OptionSpec[] = Object.freeze([
  // players
  o('wiki-players', ['2', '3', '4'], '2'),
  o('wiki-teams', ['cooperate', 'team-score', 'opponents'], 'cooperate'),
  o('wiki-3p', ['alternate', 'merged'], 'alternate', 'documentation'),
  o('wiki-3p-scoring', ['colours', 'one-player'], 'colours'),
  o('wiki-seating-2p', ['east-west', 'north-south'], 'east-west', 'documentation'),
  o('wiki-turn-direction', ['east-south', 'east-north'], 'east-south', 'documentation'),
  o('wiki-player-colours', ['owner-marker', 'flower-colour'], 'owner-marker', 'documentation'),
  // board
  o('wiki-board-images', ['rebuilt', 'supplied'], 'rebuilt', 'documentation'),
  o('wiki-playable-points', ['star', 'closed', 'strict'], 'star'),
  o('wiki-diamond-size', ['7', '8', '9'], '7'),
  o('wiki-quarter-colours', ['ne-sw', 'nw-se'], 'ne-sw'),
  o('wiki-torii-shape', ['triangle', 'point', 'apex8'], 'triangle'),
  o('wiki-colour-classes', ['closure', 'footprint'], 'closure', 'documentation'),
  o('wiki-piebald-move', ['any-garden', 'walls-only'], 'any-garden', 'documentation'),
  // drops
  o('wiki-flower-drop-zone', ['v1', 'v2'], 'v1'),
  o('wiki-special-flower-drop', ['tile-entry', 'generic'], 'tile-entry'),
  o('wiki-board-regions-gate-drop', ['touching', 'never'], 'touching'),
  o('wiki-wall-drop', ['torii-walls', 'none'], 'torii-walls'),
  o('wiki-sovereignty-scope', ['drops', 'moves-too'], 'drops'),
  o('wiki-partial-sovereignty', ['literal', 'inside-only'], 'literal'),
  o('wiki-drop-capture', ['off', 'on'], 'off'),
  // movement and walls
  o('wiki-lily-move-wording', ['one-direction', 'combined'], 'one-direction', 'documentation'),
  o('wiki-knight-blocking', ['orthogonal-first', 'either', 'leaper'], 'orthogonal-first'),
  o('wiki-moving-v2', ['tile-entries', 'v2'], 'tile-entries', 'documentation'),
  o('wiki-torii-passage', ['any-point', 'start-only'], 'any-point'),
  o('wiki-wall-pause', ['end-on-wall', 'full-turn'], 'end-on-wall', 'documentation'),
  o('wiki-wall-crossing-geometry', ['line', 'wall-point'], 'line'),
  o('wiki-compound-actions', ['menus', 'atomic'], 'menus'),
  // capture
  o('wiki-kamikaze', ['off', 'chi-blocker', 'immobilized'], 'off'),
  o('wiki-unnatural-capture-death', ['off', 'on'], 'off'),
  // bending
  o('wiki-bend-toward-away', ['final-distance', 'move-distance', 'any-direction'], 'final-distance'),
  o('wiki-bend-reach', ['geometry', 'immune-unbendable'], 'geometry'),
  o('wiki-bend-unnatural', ['disharmony', 'captured'], 'disharmony'),
  // Chi Blocker
  o('wiki-chi-blocker-leaper', ['stepper', 'leaper', 'leaper-walls'], 'stepper'),
  o('wiki-chi-immobilize-chi', ['yes', 'no'], 'yes'),
  o('wiki-chi-adjacency', ['eight', 'four', 'enemy'], 'eight'),
  o('wiki-chi-withdraw', ['next-turn', 'at-once'], 'next-turn'),
  o('wiki-chi-capture', ['immobilized', 'adjacent'], 'immobilized'),
  o('wiki-chi-element-status', ['not-counted', 'counted'], 'not-counted'),
  // Spirit Wheel
  o('wiki-spirit-wheel-range', ['up-to', 'exactly'], 'up-to'),
  o('wiki-spirit-wheel-hop', ['within-range', 'unlimited'], 'within-range'),
  o('wiki-spirit-wheel-wall-screen', ['crossing', 'occupied'], 'crossing'),
  o('wiki-spirit-wheel-demote', ['no', 'enemy-elements', 'enemy-all'], 'no'),
  o('wiki-promotion-mechanics', ['reserve', 'never-entered', 'no-chi'], 'reserve'),
  o('wiki-reincarnation-chooser', ['owner', 'captor'], 'owner', 'documentation'),
  o('wiki-reincarnation-timing', ['any-later-turn', 'next-turn'], 'any-later-turn'),
  o('wiki-reincarnation-exchange-destination', ['captor-pile', 'leaves-game', 'pot'], 'captor-pile', 'documentation'),
  o('wiki-reincarnation-drop', ['element-drop', 'any-empty'], 'element-drop'),
  // ending
  o('wiki-opening-element-rule', ['after-first-round', 'element-first'], 'element-first'),
  o('wiki-element-loss-timing', ['at-once', 'last-turn', 'removed'], 'last-turn'),
  o('wiki-elimination-tiles', ['stay', 'removed'], 'stay'),
  o('wiki-survival-legality', ['legal', 'illegal'], 'legal'),
  o('wiki-pass-end', ['on', 'disabled'], 'on'),
  o('wiki-no-valid-moves', ['passes-excluded', 'dropped'], 'passes-excluded'),
  o('wiki-pot-wuji', ['off', 'experimental'], 'off', 'documentation'),
  // harmony and scoring (part 2)
  o('wiki-harmony-model', ['v1', 'v2'], 'v1'),
  o('wiki-foreign-harmony', ['any', 'own-or-lotus'], 'any'),
  o('wiki-own-disharmony', ['filtered', 'lists'], 'filtered'),
  o('wiki-rose-disharmony-list', ['senders', 'receiver', 'union'], 'senders'),
  o('wiki-harmony-path-walls', ['block', 'torii'], 'block'),
  o('wiki-net-count', ['everywhere', 'scoring-only'], 'everywhere'),
  o('wiki-capturer-harmony', ['excluded', 'counted'], 'excluded'),
  o('wiki-immunity-scope', ['capture', 'bend-immobilize'], 'capture', 'documentation'),
  o('wiki-immobilized-effects', ['active', 'inert'], 'active'),
  o('wiki-ring-definition', ['v1', 'v2'], 'v1'),
  o('wiki-ring-surround', ['orthogonal', 'eight'], 'orthogonal'),
  o('wiki-ring-graphics', ['must-receive', 'loop'], 'must-receive'),
  o('wiki-territory-paths', ['any-harmony', 'ring-paths'], 'any-harmony'),
  o('wiki-chain-scoring', ['received', 'own-chains', 'net'], 'received'),
  o('wiki-scoring-gt', ['per-garden', 'points'], 'per-garden'),
  o('wiki-score-ties', ['shared', 'tiebreak'], 'shared'),
  o('wiki-v2-knotweed-rock', ['ignore', 'import'], 'ignore', 'documentation'),
  o('wiki-merge-flower-pairs', ['six', 'renamed'], 'six', 'documentation'),
  o('wiki-sample-game', ['narrative', 'ignore'], 'narrative', 'documentation'),
]);

export const spec: VariantSpec = Object.freeze({
  id: 'wiki',
  name: 'Pai Sho Project',
  tiles: Object.freeze(TILES.map(tileDef)),
  options: OPTION_SPECS,
});
