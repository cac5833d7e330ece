/**
 * @packageDocumentation
 * Balance Pai Sho: the light part shipped with the engine — tile codes and option
 * specs (ids, choices, defaults). No prose here: option prose lives in `docs.ts`.
 */
import type { OptionSpec, TileDef, VariantSpec } from '../../core/types.ts';

/** Tile codes. Lotus and Lily share an initial, so they take two letters. */
export const ROSE = 'R';
export const LOTUS = 'Lo';
export const ORCHID = 'O';
export const LILY = 'Li';
export const WHEEL = 'W';
export const TILE_CODES = [ROSE, LOTUS, ORCHID, LILY, WHEEL] as const;
export const FLOWER_CODES = [ROSE, LOTUS, ORCHID, LILY] as const;

export const TILE_NAMES: Readonly<Record<string, string>> = {
  R: 'Rose',
  Lo: 'Lotus',
  O: 'Orchid',
  Li: 'Lily',
  W: 'Wheel of Life',
};

/** Tile counts of a set, by code. */
export const TILE_SETS: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  standard: { R: 1, Lo: 2, O: 3, Li: 4, W: 1 },
  'five-five': { R: 1, Lo: 4, O: 2, Li: 3, W: 1 },
};

const TILES: readonly TileDef[] = [
  { code: ROSE, name: 'Rose', colour: 'red', glyph: 'rose', count: 1, props: { pairs: 'Lotus', facing: 'up' } },
  { code: LOTUS, name: 'Lotus', colour: 'lotus', glyph: 'lotus', count: 2, props: { pairs: 'Rose', facing: 'up' } },
  { code: ORCHID, name: 'Orchid', colour: 'white', glyph: 'orchid', count: 3, props: { pairs: 'Lily', facing: 'down' } },
  { code: LILY, name: 'Lily', colour: 'white', glyph: 'lily', count: 4, props: { pairs: 'Orchid', facing: 'down' } },
  { code: WHEEL, name: 'Wheel of Life', colour: 'special', glyph: 'wheel', count: 1, props: { pairs: 'none (doubles the flower on it)', facing: '—' } },
];

const o = (id: string, choices: string[], effect: 'engine' | 'documentation' = 'engine'): OptionSpec => ({
  id,
  choices,
  default: choices[0] as string,
  effect,
});

/** Every open question of the inventory (§1.H, §0.2) as an option; the first choice is the default. */
export const OPTION_SPECS: readonly OptionSpec[] = [
  o('balance-play-surface', ['both', 'intersections', 'squares']),
  o('balance-gardens-diagram', ['sectors-d9', 'sectors-d8', 'sectors-d7', 'blocks-4x4']),
  o('balance-garden-membership', ['overlap', 'half']),
  o('balance-garden-pair-types', ['both-everywhere', 'alternating-map']),
  o('balance-onboard-set', ['strict-centre', 'closed-centre', 'strict-whole']),
  o('balance-same-pair-twice', ['once', 'per-garden']),
  o('balance-draw-first', ['random', 'first-seat']),
  o('balance-hand-visibility', ['hidden', 'open']),
  o('balance-first-placer', ['more', 'fewer']),
  o('balance-stage2-first-mover', ['alternate', 'first-placer', 'random']),
  o('balance-who-moves-what', ['any', 'own']),
  o('balance-move-range', ['any', 'one', 'up-to-two', 'up-to-three']),
  o('balance-mixed-occupancy', ['independent', 'blocking', 'movement-only']),
  o('balance-wheel-stacking', ['place-or-move', 'place-only', 'under-too']),
  o('balance-wheel-mobility', ['carries', 'immobile', 'empty-only']),
  o('balance-lock-rule', ['every-maximum', 'canonical', 'none']),
  o('balance-complete-definition', ['all-balanced', 'full-capacity', 'target-count', 'all-placed']),
  o('balance-winner', ['completer', 'cooperative']),
  o('balance-stage1-win', ['yes', 'stage-two-only']),
  o('balance-no-win-draw', ['analysis-and-cap', 'analysis', 'cap', 'none']),
  o('balance-no-legal-move', ['pass', 'lose', 'draw']),
  o('balance-repetition', ['none', 'no-undo', 'superko', 'threefold']),
  o('balance-forced-balance', ['off', 'stage-two', 'both-stages']),
  o('balance-unlike-pairs', ['standard', 'up-down']),
  o('balance-tile-count', ['standard', 'five-five']),
  o('balance-fixed-tiles', ['fixed', 'movable']),
  o('balance-harmony-geometry', ['garden-only', 'clear-line']),
  o('balance-voluntary-pass', ['no', 'yes']),
  o('balance-tile-removal', ['none', 'future-hook'], 'documentation'),
  o('balance-variety-concern', ['keep-rules', 'log-variety'], 'documentation'),
  o('balance-rk-lily-claim', ['arithmetic', 'comment'], 'documentation'),
  o('balance-example-images', ['prose-only', 'reconstruct'], 'documentation'),
  o('balance-diagonal-lines', ['through-corners', 'bisect-edges'], 'documentation'),
  o('balance-player-count', ['two', 'more'], 'documentation'),
  o('balance-one-game-per-board', ['shared-equipment', 'one-game'], 'documentation'),
];

/** Stage-2 plies without a new record number of balances before the game is drawn (`balance-no-win-draw`). */
export const QUIET_LIMIT = 60;

export const SPEC: VariantSpec = {
  id: 'balance',
  name: 'Balance Pai Sho',
  tiles: TILES,
  options: OPTION_SPECS,
  harmonyWord: ['balance', 'balances'],
};
