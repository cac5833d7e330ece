/**
 * @packageDocumentation
 * The rules of Balance Pai Sho: stable ids (page anchors, cited by violations),
 * display numbers, titles, sections and sources. The prose is in the MDX page.
 */
import type { RuleDef, SourceRef } from '../../core/types.ts';

const PAGE = '000_39f97c09c5d4f1fb.txt';
const TEXT: SourceRef = { file: PAGE, note: 'rule text, author not named on the page (probably Eun_Mi_89; last edited by Darren); same text in 004_bb69a3c8ecfd23f1.txt' };
const src = (note: string, who?: string, date?: string): SourceRef => ({ file: PAGE, note, ...(who ? { who } : {}), ...(date ? { date } : {}) });

export const RULES: readonly RuleDef[] = [
  { id: 'board-and-places', number: '1.1', title: 'Board, squares and intersections', section: 'Components', sources: [TEXT, src('"free square or … free intersection"')], topics: ['board'] },
  { id: 'gardens', number: '1.2', title: 'The sixteen gardens', section: 'Components', sources: [src('"16 different areas, or gardens"'), src('"only really 41 different spaces"', 'Harlan Nowick', '12:08 am on Aug 23, 2010')], topics: ['board', 'harmony'] },
  { id: 'garden-borders', number: '1.3', title: 'Places on a garden border', section: 'Components', sources: [src('"intersecting square which belongs to two gardens"'), src('diagonals through square corners', 'Osuji', '12:09 am on Aug 23, 2010')], topics: ['board', 'harmony'] },
  { id: 'tile-set', number: '1.4', title: 'The shared set of eleven tiles', section: 'Components', sources: [src('"usually consists of eleven tiles"')], topics: ['tiles'] },
  { id: 'draw-tiles', number: '2.1', title: 'Drawing the hands', section: 'Setup', sources: [src('"draws one tile from the bag"')], topics: ['setup', 'chance'] },
  { id: 'first-placer', number: '2.2', title: 'Who places first', section: 'Setup', sources: [src('"owns the most tiles begins"'), src('fewer-tiles-first quirk', 'Red Kutai', '11:06 am on Aug 19, 2010'), src('"That was a mistake"', 'Eun_Mi_89', '6:46 am on Aug 20, 2010')], topics: ['setup'] },
  { id: 'blossoming-place', number: '3.1', title: 'Placing a tile', section: 'The Blossoming', sources: [src('"The Blossoming"')], topics: ['placement'] },
  { id: 'turn-order', number: '3.2', title: 'Turns in the Blossoming', section: 'The Blossoming', sources: [src('"each player in turns places one tile"'), src('the other player places twice in a row at the end (our reading of an empty hand)', 'Red Kutai', '11:06 am on Aug 19, 2010')], topics: ['placement'] },
  { id: 'wheel-on-squares', number: '3.3', title: 'The Wheel stands on squares', section: 'The Blossoming', sources: [src('"cannot be placed on intersections"')], topics: ['placement', 'tiles'] },
  { id: 'wheel-stack', number: '3.4', title: 'A flower on the Wheel', section: 'The Blossoming', sources: [src('"placed on the Wheel of Life Tile"')], topics: ['placement', 'tiles'] },
  { id: 'fixed-tiles', number: '3.5', title: 'Tiles on intersections are fixed', section: 'The Blossoming', sources: [src('"cannot be moved later in the game"'), src('fixed tiles are strategic', 'Eun_Mi_89', '6:46 am on Aug 20, 2010')], topics: ['placement', 'movement'] },
  { id: 'move-orthogonal', number: '4.1', title: 'Moving a tile', section: 'Moving', sources: [src('"only move horizontally or vertically"'), src('how far may a tile move', 'Harlan Nowick', '1:18 pm on Aug 20, 2010')], topics: ['movement'] },
  { id: 'no-jumping', number: '4.2', title: 'No passing over tiles', section: 'Moving', sources: [src('"cannot move over any tiles"')], topics: ['movement'] },
  { id: 'shared-tiles', number: '4.3', title: 'Either player moves any tile', section: 'Moving', sources: [src('"share the same set of tiles"')], topics: ['movement'] },
  { id: 'wheel-moves', number: '4.4', title: 'The Wheel carries its flower', section: 'Moving', sources: [src('"Tiles on squares can only move"')], topics: ['movement', 'tiles'] },
  { id: 'locked-tiles', number: '4.5', title: 'Balanced tiles are locked', section: 'Moving', sources: [src('balanced tiles "cannot be moved"'), src('the Lotus, Lotus and Rose example')], topics: ['movement', 'harmony'] },
  { id: 'passing', number: '4.6', title: 'When you cannot move', section: 'Moving', sources: [src('not covered by the rule text')], topics: ['movement', 'ending'] },
  { id: 'matching-pairs', number: '5.1', title: 'A balance: two matching flowers in one garden', section: 'Balances', sources: [src('"Lotus with Rose" … "Orchid with Lily"'), src('"with a square in between?"', 'Rodrigo', '7:25 pm on Jan 5, 2013')], topics: ['harmony'] },
  { id: 'one-per-garden', number: '5.2', title: 'One balance per garden', section: 'Balances', sources: [src('exceptions 1a and 1b')], topics: ['harmony'] },
  { id: 'wheel-doubles', number: '5.3', title: 'The Wheel doubles a flower', section: 'Balances', sources: [src('exception 2: "doubled"')], topics: ['harmony', 'tiles'] },
  { id: 'simultaneous-balances', number: '5.4', title: 'Counting balances at the same time', section: 'Balances', sources: [src('"would not harm the balance"')], topics: ['harmony'] },
  { id: 'complete-harmony', number: '6.1', title: 'Winning: complete harmony', section: 'End of the game', sources: [src('"restore complete harmony or balance"'), src('Tips and Tricks: lose before the next stage')], topics: ['ending'] },
  { id: 'impossible-draw', number: '6.2', title: 'Draw when harmony is out of reach', section: 'End of the game', sources: [src('the Rose can form only one harmony', 'Harlan Nowick', '12:27 pm on Aug 23, 2010'), src('"cat\'s game"', 'Harlan Nowick', '8:49 pm on Aug 22, 2010'), src('disputes it: "not a no win situation"', 'Eun_Mi_89', '2:54 am on Aug 23, 2010')], topics: ['ending'] },
  { id: 'quiet-draw', number: '6.3', title: 'Draw after a long run without progress (our addition)', section: 'End of the game', sources: [src('our addition, not in the sources: the 60-turn cap was prompted by this question whether no-win games will be frequent', 'Harlan Nowick', '4:16 pm on Aug 20, 2010')], topics: ['ending'] },
  { id: 'game-over', number: '6.4', title: 'After the game ends', section: 'End of the game', sources: [src('the game ends with the final balance')], topics: ['ending'] },
  { id: 'repetition', number: '7.1', title: 'Repeated positions (optional)', section: 'Optional rules', sources: [src('"can\'t just undo"', 'Darren', '7:44 am on Aug 20, 2010'), src('Chess and Go style rule', 'Red Kutai', '1:30 am on Aug 22, 2010')], topics: ['movement', 'ending'] },
  { id: 'following-suit', number: '7.2', title: 'Following suit (optional)', section: 'Optional rules', sources: [src('"following suit"', 'Eun_Mi_89', '11:20 am on Aug 20, 2010'), src('not in the Blossoming', 'Red Kutai', '1:30 am on Aug 22, 2010'), src('only if you hold the tile', 'Eun_Mi_89', '4:23 am on Aug 22, 2010')], topics: ['movement', 'placement'] },
];

export const RULE_IDS: readonly string[] = RULES.map((r) => r.id);
