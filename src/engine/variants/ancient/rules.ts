/**
 * @packageDocumentation
 * The rules of Ancient Pai Sho (booklet pp. 16–19): stable ids (page anchors, cited
 * by violations), display numbers, titles, sections and sources. The prose lives in
 * the MDX page. Not imported by the engine.
 */
import type { RuleDef, SourceRef } from '../../core/types.ts';

export const SOURCE_FILE = '002_ee979707c44381bc.txt';
/** A passage of the booklet's Ancient pages, named by its heading and a few words. */
const bk = (note: string): SourceRef => ({ file: SOURCE_FILE, note: `Ancient Pai Sho, ${note}` });
/** A point the booklet does not cover: our own rule, said so. */
const OURS: SourceRef = { file: SOURCE_FILE, note: 'not covered by the booklet; our addition' };

const r = (id: string, number: string, title: string, section: string, sources: SourceRef[], topics: string[]): RuleDef =>
  Object.freeze({ id, number, title, section, sources: Object.freeze(sources), topics: Object.freeze(topics) });

export const RULES: readonly RuleDef[] = Object.freeze([
  // 1. Board and tiles
  r('board', '1.1', 'The board', 'Board and tiles', [bk('Playing Material: "1 Pai Sho Board"'), { file: SOURCE_FILE, note: 'Basic Pai Sho, The Board (diamond, quarters, red triangles)' }], ['board']),
  r('point-colours', '1.2', 'The colour of a point', 'Board and tiles', [bk('Placement/Movement: "considered a certain color"')], ['board', 'placement']),
  r('tile-set', '1.3', 'Each player’s 54 tiles', 'Board and tiles', [bk('Playing Material: "Each player gets 54 tiles"')], ['tiles']),
  r('flower-traits', '1.4', 'Flower colours and movement types', 'Board and tiles', [bk('Harmonies, rules 1 and 2')], ['tiles', 'movement', 'harmony']),
  r('special-names', '1.5', 'Ship and Coin, Boat and Rock', 'Board and tiles', [bk('Playing Material: Boat, Rock'), bk('Special Tiles: Ship, Coin')], ['tiles']),
  // 2. Setup
  r('target-and-hand', '2.1', 'Agree on the target and the hand size', 'Setting up', [bk('Setup: "decide the target number of harmonies"')], ['setup', 'ending']),
  r('random-hands', '2.2', 'Random hands', 'Setting up', [bk('Setup: "randomly chosen"')], ['setup', 'chance']),
  r('play-order-guess', '2.3', 'Guessing for the play order', 'Setting up', [bk('Setup: "shuffle it behind their back"')], ['setup', 'chance']),
  r('centerpiece', '2.4', 'The centerpiece', 'Setting up', [bk('Setup: "becomes the centerpiece"')], ['setup', 'placement']),
  // 3. Turns
  r('turn-choice', '3.1', 'Draw, or place and move', 'Taking turns', [bk('During Your Turn: "they can either"')], ['turns']),
  r('draw', '3.2', 'Drawing a tile', 'Taking turns', [bk('During Your Turn: "Draw 1 tile"')], ['turns', 'chance']),
  r('hand-limit', '3.3', 'The hand limit and discarding', 'Taking turns', [bk('Setup: "may not be exceeded"'), bk('During Your Turn: "Discard 1 if necessary"')], ['turns']),
  r('place-and-move', '3.4', 'Placing, then moving', 'Taking turns', [bk('During Your Turn: "Place 1 tile AND Move 1 tile"'), bk('"place and move the same tile"')], ['turns', 'placement', 'movement']),
  r('special-placement-is-not-a-move', '3.5', 'A special tile’s effect is not the move', 'Taking turns', [bk('During Your Turn: "does not count as moving a tile"')], ['turns', 'special']),
  r('no-action', '3.6', 'When you can neither draw nor place', 'Taking turns', [OURS], ['turns', 'ending']),
  // 4. Placement
  r('one-tile-per-point', '4.1', 'One tile per point', 'Placing tiles', [bk('Placement/Movement'), { file: SOURCE_FILE, note: 'Basic Pai Sho: "Tiles are placed on the intersections"' }], ['placement']),
  r('white-flower-placement', '4.2', 'White flowers go on red points', 'Placing tiles', [bk('Placement/Movement: "white flower tiles can only be played on the red"')], ['placement']),
  r('red-flower-placement', '4.3', 'Red flowers go on white points', 'Placing tiles', [bk('Placement/Movement: "red flower tiles can only be played on the white"')], ['placement']),
  r('special-tile-placement', '4.4', 'Where special tiles go', 'Placing tiles', [bk('Special Tiles'), OURS], ['placement', 'special']),
  // 5. Movement
  r('moving-a-tile', '5.1', 'Moving a tile', 'Moving tiles', [bk('Placement/Movement: "Any tile can be moved to any space"'), OURS], ['movement']),
  r('move-three', '5.2', 'Three-space flowers', 'Moving tiles', [bk('Harmonies, rule 2: "3 Spaces"'), bk('"need not move the full distance"')], ['movement']),
  r('move-l', '5.3', 'L-shaped flowers', 'Moving tiles', [bk('Harmonies, rule 2: "L-Shaped 2-2"'), bk('"move in their L first"')], ['movement']),
  r('move-five', '5.4', 'Five-space flowers', 'Moving tiles', [bk('Harmonies, rule 2: "5 Spaces"')], ['movement']),
  r('no-passing', '5.5', 'No passing over tiles', 'Moving tiles', [OURS], ['movement']),
  r('fixed-specials', '5.6', 'Which special tiles move', 'Moving tiles', [bk('Special Tiles: Lotus "can move up to two spaces", Dragon "1 space or exactly 6"')], ['movement', 'special']),
  r('captures', '5.7', 'Captures', 'Moving tiles', [bk('Dragon Tile: "removed from the game"'), OURS], ['movement', 'capture']),
  // 6. Harmony
  r('flower-relations', '6.1', 'Which flowers harmonize and which clash', 'Harmony', [bk('Harmonies, rules 3–6')], ['harmony']),
  r('parallels', '6.2', 'Parallels: the lines through a point', 'Harmony', [bk('Harmonies: "on the same parallel"'), bk('Lotus Tile: "any of its four parallels"')], ['harmony']),
  r('first-flower', '6.3', 'Only the first flower along a line', 'Harmony', [bk('Harmonies: "only the first flower along its line"'), bk('"Single Harmony" and "Two Harmonies" diagrams')], ['harmony']),
  r('several-harmonies', '6.4', 'One flower, several harmonies', 'Harmony', [bk('Harmonies: "a single flower can have multiple harmonies"')], ['harmony']),
  r('specials-do-not-block', '6.5', 'Special tiles do not block', 'Harmony', [bk('Harmonies: "not blocked by special tiles (with the exception of the coin)"')], ['harmony', 'special']),
  r('harmony-count', '6.6', 'Counting the harmonies on the board', 'Harmony', [bk('Objective: "harmonies to be on the board"')], ['harmony', 'ending']),
  // 7. Special tiles
  r('ship', '7.1', 'The Ship', 'Special tiles', [bk('Ship Tile: "[Elemental Water: Mobility]"')], ['special']),
  r('coin', '7.2', 'The Coin', 'Special tiles', [bk('Coin Tile: "[Elemental Earth: Stability]"')], ['special', 'harmony']),
  r('knotweed', '7.3', 'The Knotweed', 'Special tiles', [bk('Knotweed Tile: "[Elemental Fire: Consumption]"')], ['special']),
  r('wheel', '7.4', 'The Wheel', 'Special tiles', [bk('Wheel Tile: "[Elemental Air: Circular Motion]"'), bk('During Your Turn: "place a wheel tile, rotate 180º"')], ['special', 'movement']),
  r('lotus', '7.5', 'The Lotus', 'Special tiles', [bk('Lotus Tile: "[Yin/Yang Aspect: Chaos]"')], ['special', 'harmony', 'movement']),
  r('dragon', '7.6', 'The Dragon', 'Special tiles', [bk('Dragon Tile: "[Yin/Yang Aspect: Entropy]"')], ['special', 'movement', 'capture']),
  // 8. End
  r('winning', '8.1', 'Reaching the target', 'End of the game', [bk('During Your Turn: "If at any point during your turn"'), bk('Objective: "exactly a certain number"')], ['ending']),
  r('drawn-game', '8.2', 'A game nobody can finish', 'End of the game', [OURS], ['ending']),
]);

export const RULE_IDS: readonly string[] = RULES.map((x) => x.id);
