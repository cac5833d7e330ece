/**
 * @packageDocumentation
 * The rules of Basic Pai Sho: stable ids (page anchors, cited by violations),
 * display numbers, titles, sections and sources. The prose is in the MDX page.
 */
import type { RuleDef, SourceRef } from '../../core/types.ts';

export const SOURCE_FILE = '002_ee979707c44381bc.txt';
/** A passage of the booklet ("Official Pai Sho Rules and Gameplay"; no author is named), by page. */
const bk = (page: number, note: string): SourceRef => ({ file: SOURCE_FILE, note: `booklet p. ${page}: ${note}` });
const OURS: SourceRef = { file: SOURCE_FILE, note: 'not covered by the booklet; our addition' };

const r = (id: string, number: string, title: string, section: string, sources: SourceRef[], topics: string[]): RuleDef =>
  Object.freeze({ id, number, title, section, sources: Object.freeze(sources), topics: Object.freeze(topics) });

export const RULES: readonly RuleDef[] = Object.freeze([
  r('board', '1.1', 'The board and its points', 'Board and tiles', [bk(2, '18x18 square grid with the corners cut off; 256 spaces; tiles on the intersections')], ['board']),
  r('colours', '1.2', 'Red, white and yellow points', 'Board and tiles', [bk(2, 'diamond in four quarters, white and red at opposite corners; four outer red triangles')], ['board']),
  r('ports', '1.3', 'The five ports', 'Board and tiles', [bk(3, 'Home, Foreign, Mid, East and West ports')], ['board', 'placement']),
  r('tiles', '1.4', 'The tiles', 'Board and tiles', [bk(2, 'each player gets 54 tiles')], ['tiles']),
  r('flower-traits', '1.5', 'Flower colours, movement and partners', 'Board and tiles', [bk(4, 'White Flowers and Red Flowers'), bk(18, 'Ancient: the same harmonies stated by colour and move type')], ['tiles', 'harmony']),
  r('coin-toss', '2.1', 'The coin toss', 'Setup', [bk(3, 'flip a coin … choose the first starting piece … or make the first move')], ['setup']),
  r('spring-flowers', '2.2', 'The spring flowers', 'Setup', [bk(3, '6 pieces each … called the spring flowers … same, but mirrored, position')], ['setup']),
  r('spring-placement', '2.3', 'Where spring flowers go', 'Setup', [bk(3, 'not on any of the ports; only on your side; red not in white, white not in red')], ['setup', 'placement']),
  r('turn-actions', '3.1', 'A turn: move, place, or use an ability', 'Turns', [bk(3, 'each player on their turn may make one of the following moves')], ['turns']),
  r('reserve', '3.2', 'Your reserve', 'Turns', [bk(6, "returned to a player's reserve pile")], ['turns', 'tiles']),
  r('entry-ports', '3.3', 'Where each flower enters', 'Turns', [bk(4, 'Jasmine at the Home Port; Lily at the East or West Port; White Jade and Rhododendron at the Mid Port; Rose at the Foreign Port; Chrysanthemum at the east or west tip')], ['placement']),
  r('port-occupied', '3.4', 'An occupied port blocks entry', 'Turns', [bk(3, "can't place a piece if the starting point is occupied")], ['placement']),
  r('nonflower-placement', '3.5', 'Placing a non-flower', 'Turns', [bk(4, 'only after the first turn(s)'), bk(4, 'Knotweed, Wheel, Boat and Rock placement')], ['placement']),
  r('special-placement', '3.6', 'Placing a special flower', 'Turns', [bk(5, 'only after the first three turns of each player'), bk(5, 'Dragon on the opposing half; Lotus on your side')], ['placement']),
  r('ability-after-move', '3.7', 'An ability after moving', 'Turns', [bk(3, 'if a non-flower, you may use its special ability after moved')], ['turns']),
  r('no-legal-action', '3.8', 'When no action is possible', 'Turns', [OURS], ['turns', 'ending']),
  r('straight-moves', '4.1', 'Straight movers', 'Moving', [bk(4, 'up to 3 spaces … in a straight line; up to 5 spaces in one direction')], ['movement']),
  r('l-moves', '4.2', 'The L-shaped move', 'Moving', [bk(4, 'move 2 spaces in one direction, and 2 spaces in another direction')], ['movement']),
  r('no-passing', '4.3', 'No passing over an opponent', 'Moving', [bk(6, 'may not move a piece over an opponents piece, except with the White Dragon and the Boat')], ['movement']),
  r('no-port-landing', '4.4', 'No moving onto a port', 'Moving', [bk(6, "can't move a piece onto any of the ports")], ['movement']),
  r('colour-bound', '4.5', 'Flowers end on their own colours', 'Moving', [bk(6, 'a red flower may not end its move in a white space')], ['movement']),
  r('capture', '5.1', 'Capturing a disharmonious tile', 'Capturing', [bk(6, 'must be a disharmonious tile; must be your opponent’s tile')], ['capture']),
  r('capture-nonflower', '5.2', 'Non-flowers are taken with their taker', 'Capturing', [bk(4, 'may be removed by any piece, but that piece is also removed')], ['capture']),
  r('pot', '5.3', 'The Pot', 'Capturing', [bk(6, 'all captured pieces are placed into The Pot'), bk(9, 'the pot is the place where all of the pieces that were removed go')], ['capture', 'scoring']),
  r('wrong-colour-return', '5.4', 'A flower moved onto a wrong colour goes back', 'Capturing', [bk(6, 'placed into a wrong colour space by the boat is returned')], ['capture']),
  r('knotweed', '6.1', 'Knotweed', 'Non-flower tiles', [bk(4, 'not within one space of any port; may not move by itself')], ['special']),
  r('drained', '6.2', 'Drained pieces', 'Non-flower tiles', [bk(4, '“drained” and may not be moved or form harmonies; may be captured by ANY piece'), bk(5, 'a Knotweed cannot be drained by another Knotweed')], ['special', 'capture', 'harmony']),
  r('wheel', '6.3', 'The Wheel', 'Non-flower tiles', [bk(5, 'placed on any yellow space; any number of spaces in one direction')], ['special', 'movement']),
  r('wheel-rotation', '6.4', 'Turning with the Wheel', 'Non-flower tiles', [bk(5, 'all pieces within one space … clockwise or counterclockwise rotation any amount')], ['special']),
  r('boat', '6.5', 'The Boat', 'Non-flower tiles', [bk(5, 'only on spaces with red or white color; up to 5 spaces in any combination of directions; may travel over other pieces')], ['special', 'movement']),
  r('boat-push', '6.6', 'The Boat pushes', 'Non-flower tiles', [bk(5, 'push any piece one intersection away')], ['special']),
  r('boat-carry', '6.7', 'The Boat carries', 'Non-flower tiles', [bk(5, "move up to three of your pieces five spaces in one direction, if you havent moved the boat yet"), bk(4, 'White Jade and Rhododendron cannot use the boat')], ['special']),
  r('rock', '6.8', 'The Rock', 'Non-flower tiles', [bk(5, 'may be placed on any space; may not be moved; takes on the traits of an adjacent flower')], ['special', 'harmony']),
  r('white-dragon', '7.1', 'The White Dragon', 'Special flowers', [bk(5, 'opposing half; up to 6 spaces; may move over other pieces; cannot form harmonies')], ['special', 'movement', 'capture']),
  r('white-lotus', '7.2', 'The White Lotus', 'Special flowers', [bk(5, 'up to 2 spaces a turn in any direction; must start on your side; may take any tile')], ['special', 'movement', 'capture']),
  r('blooming', '7.3', 'The blooming Lotus', 'Special flowers', [bk(5, 'fewest number of tiles to The Pot are considered “blooming”')], ['special', 'harmony']),
  r('harmony', '8.1', 'Harmony', 'Harmony and disharmony', [bk(7, 'align two pieces in a straight, uninterrupted line; only with your own pieces')], ['harmony']),
  r('natural-harmony', '8.2', 'Natural harmony', 'Harmony and disharmony', [bk(7, 'red flower in a red space … white flower in a white space … two points'), bk(8, 'one extra bonus point')], ['harmony', 'scoring']),
  r('starting-points', '8.3', 'No harmony from a starting point or before moving', 'Harmony and disharmony', [bk(7, 'cannot create a harmony … on a starting point; pieces must first be moved')], ['harmony']),
  r('disharmony', '8.4', 'Disharmony', 'Harmony and disharmony', [bk(7, 'disrupt an opponents harmony with a piece that is disharmonious')], ['harmony', 'scoring']),
  r('running-score', '8.5', 'The running score', 'Harmony and disharmony', [bk(7, 'continue to generate points each turn they remain intact'), bk(8, 'a point for every time you create a harmony')], ['scoring']),
  r('end-chain', '9.1', 'A chain of harmonies around the centre', 'End of the game', [bk(9, 'forms a chain of harmonies around the Center Point and wins the pot')], ['ending']),
  r('end-three-tiles', '9.2', 'Too few flowers left', 'End of the game', [bk(9, 'left with only three harmonious tiles')], ['ending']),
  r('end-target', '9.3', 'A points target', 'End of the game', [bk(9, 'reaches a predetermined number of points (No one gets the pot)')], ['ending', 'scoring']),
  r('forfeit', '9.4', 'Forfeit', 'End of the game', [bk(9, 'a player forfeits and his or her opponent wins')], ['ending']),
  r('final-count', '9.5', 'The final count', 'End of the game', [bk(8, 'How to Score'), bk(9, 'Counting Points')], ['ending', 'scoring']),
  r('winning', '9.6', 'Who wins', 'End of the game', [bk(10, 'the most total points … though not always necessarily the pot')], ['ending', 'scoring']),
]);

export const RULE_IDS: readonly string[] = RULES.map((x) => x.id);
