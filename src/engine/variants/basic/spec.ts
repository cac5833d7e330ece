/**
 * @packageDocumentation
 * Basic Pai Sho: the light part shipped with the engine — the 12 tile types of a
 * player's set (flower data shared with Ancient in `../booklet/tiles.ts`), where each
 * flower enters, and the rule options (ids, choices, defaults; prose in `docs.ts`).
 */
import type { OptionSpec, TileDef, VariantSpec } from '../../core/types.ts';
import { FLOWERS, MOVE_GLYPH, OTHERS, TILE_CODES, tileName } from '../booklet/tiles.ts';

export { TILE_CODES, tileName };

/** Where each ordinary flower enters, in the booklet's words (the engine maps these to points). */
export type EntryPort = 'home' | 'foreign' | 'east-west' | 'mid';
export const ENTRY: Readonly<Record<string, EntryPort>> = Object.freeze({ J: 'home', L: 'east-west', Jd: 'mid', R: 'foreign', C: 'east-west', Rh: 'mid' });

const ENTRY_WORDS: Record<EntryPort, string> = { home: 'Home port', foreign: 'Foreign port', 'east-west': 'East or West port', mid: 'Mid port (the centre)' };
const MOVE_WORDS = { three: 'up to 3 in a straight line', l: '2 then 2, an L', five: 'up to 5 in a straight line' } as const;

const OTHER_PROPS: Readonly<Record<string, Record<string, string>>> = {
  K: { moves: 'never by itself (a Boat may move it)', enters: 'any point not within one point of a port', ability: 'drains the pieces next to it' },
  W: { moves: 'any distance in a straight line', enters: 'a yellow point', ability: 'turns the pieces around it' },
  Rk: { moves: 'never', enters: 'any point', ability: 'takes on the traits of the flowers next to it' },
  B: { moves: 'up to 5 steps, turning freely, over pieces', enters: 'a red or white point', ability: 'pushes a piece or carries up to three of yours' },
  D: { moves: 'up to 6 in a straight line, over pieces', enters: "the opponent's half", ability: 'captures any enemy piece; no harmonies' },
  Lo: { moves: 'up to 2 in a straight line', enters: 'your own half', ability: 'takes any tile; when blooming, harmonizes with any flower' },
};

const TILES: readonly TileDef[] = Object.freeze([
  ...FLOWERS.map(
    (f): TileDef => ({
      code: f.code,
      name: f.name,
      colour: f.colour,
      glyph: f.glyph,
      count: f.count,
      props: {
        kind: f.colour === 'red' ? 'Red flower' : 'White flower',
        moves: `${MOVE_GLYPH[f.moveType]} ${MOVE_WORDS[f.moveType]}`,
        enters: ENTRY_WORDS[ENTRY[f.code] as EntryPort],
        harmony: f.harmony.map(tileName).join(', '),
        disharmony: f.disharmony.map(tileName).join(', '),
      },
    }),
  ),
  ...OTHERS.map(
    (t): TileDef => ({
      code: t.code,
      name: t.name,
      colour: t.code === 'Lo' ? 'lotus' : t.kind === 'special-flower' ? 'special' : 'neutral',
      glyph: t.glyph,
      count: t.count,
      props: { kind: t.kind === 'special-flower' ? `Special flower (${t.aspect})` : `Non-flower (${t.aspect})`, ...OTHER_PROPS[t.code] },
    }),
  ),
]);

const o = (id: string, choices: readonly string[], def: string, effect: 'engine' | 'documentation' = 'engine'): OptionSpec =>
  Object.freeze({ id, choices: Object.freeze([...choices]), default: def, effect });

/** Every open question of the inventory's §3.H as an option. Prose: `docs.ts`. */
export const OPTION_SPECS: readonly OptionSpec[] = Object.freeze([
  // board
  o('basic-board-geometry', ['standard', 'diamond-8', 'diamond-9', 'red-nw-se', 'gate-points'], 'standard'),
  o('basic-playable-points', ['strict', 'closed', 'square-corners', 'kutai'], 'strict'),
  o('basic-space-vs-point', ['points', 'adjoining-squares'], 'points'),
  o('basic-port-points', ['single', 'triangle'], 'single'),
  o('basic-east-west-naming', ['absolute', 'relative'], 'absolute'),
  // placement
  o('basic-chrysanthemum-tip', ['port', 'diamond-tip'], 'port'),
  o('basic-entry-choice', ['either', 'fixed'], 'either'),
  // setup
  o('basic-first-player', ['choice', 'winner-both'], 'choice'),
  o('basic-spring-flowers', ['mirrored-pairs', 'free-matching'], 'mirrored-pairs'),
  o('basic-mirror', ['rotation', 'reflection'], 'rotation'),
  o('basic-own-side', ['exclusive', 'inclusive'], 'exclusive'),
  o('basic-colour-restriction', ['opposite-colour', 'pure-colour'], 'opposite-colour'),
  o('basic-nonflower-timing', ['second-turn', 'after-setup'], 'second-turn'),
  o('basic-special-timing', ['fourth-turn', 'both-had-three'], 'fourth-turn', 'documentation'),
  // movement
  o('basic-direction-set', ['eight', 'orthogonal', 'orthogonal-moves'], 'eight'),
  o('basic-l-move', ['two-two', 'any-turn', 'short-legs'], 'two-two'),
  o('basic-l-blocking', ['opponents', 'leaper', 'any-piece'], 'opponents'),
  o('basic-move-onto-port-entries', ['all-ports-closed', 'triangles-only'], 'all-ports-closed'),
  // capture
  o('basic-capture-rule', ['composed', 'disharmony-only'], 'composed'),
  // non-flowers and specials
  o('basic-drain-scope', ['eight-continuous', 'at-placement', 'four-continuous'], 'eight-continuous'),
  o('basic-wheel-rotation', ['any-45', 'quarter-turns'], 'any-45'),
  o('basic-wheel-ability-timing', ['action', 'on-placement'], 'action'),
  o('basic-boat-movement', ['king-steps', 'straight'], 'king-steps'),
  o('basic-boat-push', ['away', 'any-adjacent'], 'away'),
  o('basic-boat-carry', ['each-turn', 'once-per-boat'], 'each-turn'),
  o('basic-boat-harmony', ['transparent', 'blocks'], 'transparent'),
  o('basic-rock-multi', ['all-adjacent', 'single-only', 'own-only'], 'all-adjacent'),
  o('basic-dragon-placement', ['opposing-half', 'anywhere'], 'opposing-half'),
  o('basic-blooming', ['strict-fewer', 'tie-both'], 'strict-fewer'),
  // harmony
  o('basic-harmony-definition', ['clear-line', 'adjacent', 'first-flower'], 'clear-line'),
  o('basic-starting-point-harmony', ['ports-and-spring', 'ports-only'], 'ports-and-spring'),
  o('basic-disharmony-definition', ['interpose', 'same-line'], 'interpose'),
  o('basic-scoring-timing', ['on-creation', 'per-turn', 'at-end'], 'on-creation'),
  o('basic-natural-bonus', ['natural-two', 'per-flower'], 'natural-two'),
  // ending and count
  o('basic-lotus-protection', ['own-flowers-own-lotus', 'any-piece-any-lotus'], 'own-flowers-own-lotus'),
  o('basic-distance-metric', ['king', 'manhattan', 'lines'], 'king'),
  o('basic-dead-pieces', ['unprotected', 'every-piece'], 'unprotected'),
  o('basic-end-chain', ['enclosing-cycle', 'four-midlines'], 'enclosing-cycle'),
  o('basic-end-three-tiles', ['board-and-reserve', 'board-only'], 'board-and-reserve'),
  o('basic-end-target', ['none', '10', '20', '30', '50'], 'none'),
  o('basic-pot-winner-vs-score', ['points-decide', 'pot-decides'], 'points-decide'),
  o('basic-ties', ['draw', 'pot-breaks'], 'draw'),
  o('basic-no-legal-action', ['pass', 'lose'], 'pass'),
]);

export const spec: VariantSpec = Object.freeze({
  id: 'basic',
  name: 'Basic Pai Sho',
  tiles: TILES,
  options: OPTION_SPECS,
});
