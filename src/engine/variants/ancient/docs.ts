/**
 * @packageDocumentation
 * The prose of every Ancient rule option: question, sources, choices, and why the
 * default. Server-side only (not imported by the engine). Written in our own words;
 * quotations are a few words, for finding the passage.
 */
import type { OptionDoc, SourceRef } from '../../core/types.ts';
import { SOURCE_FILE } from './rules.ts';

const bk = (note: string): SourceRef => ({ file: SOURCE_FILE, note: `Ancient Pai Sho, ${note}` });
const basic = (note: string): SourceRef => ({ file: SOURCE_FILE, note: `Basic Pai Sho, ${note}` });
const OURS: SourceRef = { file: SOURCE_FILE, note: 'not covered by the booklet; our addition' };
const ch = (label: string, meaning: string) => ({ label, meaning });

const numberChoices = (values: readonly string[], what: (n: string) => string) =>
  Object.fromEntries(values.map((v) => [v, ch(v, what(v))]));

export const OPTION_DOCS: Readonly<Record<string, OptionDoc>> = Object.freeze({
  'ancient-tile-names': {
    title: 'Boat and Rock, or Ship and Coin',
    question:
      'The tile list of the Ancient pages names a Boat and a Rock, while the Special Tiles section describes a Ship and a Coin and never mentions the other two. Are they the same tiles?',
    sources: [bk('Playing Material: the tile list'), bk('Special Tiles: Ship [Water], Coin [Earth]')],
    choiceText: {
      'element-match': ch(
        'Same tiles, matched by element',
        'The Boat is the Ship (both Water) and the Rock is the Coin (both Earth): the Boat tiles of the set take the Ship’s effect and the Rock tiles the Coin’s.',
      ),
      'listed-only': ch(
        'Only the listed tiles',
        'The set holds the listed Boat and Rock, and the Ship and Coin rules never come into play. A Boat or Rock goes on an empty point and then does nothing: it never moves, blocks no line and has no effect.',
      ),
    },
    why: 'Each of the six other tiles in the list has exactly one element, and the Special Tiles section has exactly one tile per element; matching them one to one leaves no tile without a rule.',
    rules: ['special-names', 'ship', 'coin', 'tile-set'],
    topic: 'tiles',
  },
  'ancient-hand-size': {
    title: 'How many tiles a hand may hold',
    question:
      'Players agree on a hand size before the game, and a hand may never hold more. The booklet gives no number. How many tiles does a hand start with, and hold at most?',
    sources: [bk('Setup: "the number of tiles in each person\'s hand"')],
    choiceText: numberChoices(['3', '4', '5', '6', '7', '8', '10'], (n) => `Each player starts with ${n} tiles and may never hold more than ${n}.`),
    why: 'The booklet leaves the number to the players. Five is our placeholder: enough choice on every turn, small enough that drawing still matters. (The inventory lists this with the target as one question, ancient-hand-size-and-target; here they are two switches.)',
    rules: ['target-and-hand', 'random-hands', 'hand-limit'],
    topic: 'setup',
  },
  'ancient-target': {
    title: 'The target number of harmonies',
    question: 'Players agree on how many harmonies on the board win the game. The booklet gives no number. What is the target?',
    sources: [bk('Setup: "decide the target number of harmonies"'), bk('Setup: "increases exponentially"')],
    choiceText: numberChoices(['2', '3', '4', '5', '6', '7', '8', '10'], (n) => `The game is won by bringing the board to ${n} harmonies.`),
    why: 'The booklet leaves it to the players and warns that games grow much longer as the target rises. Five is our placeholder, a game of moderate length.',
    rules: ['target-and-hand', 'winning'],
    topic: 'ending',
  },
  'ancient-hand-source': {
    title: 'Where hands come from',
    question: 'Hands are chosen at random. From what: each player’s own 54 tiles, or one pool of both sets?',
    sources: [bk('Playing Material: "Each player gets 54 tiles"'), bk('Setup: "randomly chosen"')],
    choiceText: {
      'own-set': ch(
        'Each from their own set',
        'Each player’s hand is drawn at random from their own 54 tiles; the rest stay face down as that player’s private draw pile.',
      ),
      'shared-pool': ch(
        'One shared pool',
        'Both sets go into one face-down pool of 108 tiles. Hands are drawn from it, and both players draw from it during the game; a tile belongs to whoever drew it.',
      ),
    },
    why: 'Every player is given a set of their own, so the draw pile most naturally stays with its owner.',
    rules: ['random-hands', 'draw', 'tile-set'],
    topic: 'setup',
  },
  'ancient-first-player': {
    title: 'What the guess decides',
    question:
      'One player hides a tile in one hand and the other guesses which hand. A correct guess lets the guesser decide the play order. What happens after a wrong guess?',
    sources: [bk('Setup: "If they are correct, they get to determine play order"')],
    choiceText: {
      'guesser-chooses': ch(
        'The winner of the guess decides',
        'A correct guess lets the guesser decide who plays first; after a wrong guess the hider decides.',
      ),
      'guesser-first': ch('Right guess plays first', 'A correct guess makes the guesser the first player; after a wrong guess the hider plays first. Nobody chooses.'),
    },
    why: 'The booklet speaks of deciding the order, not of playing first, and the natural fallback is that the other player decides.',
    rules: ['play-order-guess'],
    topic: 'setup',
  },
  'ancient-centerpiece-source': {
    title: 'Whose tile the centerpiece is',
    question: 'The tile used for the guess becomes the centerpiece. Where does it come from, and whom does it belong to?',
    sources: [bk('Setup: "using a random tile"'), bk('Setup: "becomes the centerpiece"')],
    choiceText: {
      'hider-pile': ch(
        'From the hider’s draw pile',
        'The hider takes a random tile from their own draw pile (not their hand); once it is the centerpiece it belongs to the hider.',
      ),
      unowned: ch('From outside both sets', 'The tile comes from outside both sets and belongs to nobody; either player may move it if it is a tile that moves.'),
    },
    why: 'The hider is the one who produces the tile, and the booklet’s counts of 54 tiles each leave no spare tile outside the sets.',
    rules: ['play-order-guess', 'centerpiece'],
    topic: 'setup',
  },
  'ancient-centerpiece-one-time': {
    title: 'A one-time tile as centerpiece',
    question:
      'If the guessing tile is one of the tiles with a one-time effect (Ship, Knotweed, Wheel), its effect is lost and another random tile is taken. Does the first tile stay on the board?',
    sources: [bk('Setup: "the effect is lost and you pick another random tile"')],
    choiceText: {
      replace: ch(
        'Set aside and replaced',
        'The one-time tile leaves the game with its effect unused, and another random tile from the same source is taken, again and again until the tile is not a one-time tile; that one becomes the centerpiece.',
      ),
      'stay-inert': ch('Kept in the centre, without its effect', 'The one-time tile stays in the centre as the centerpiece, its effect lost. It blocks the point and nothing else.'),
    },
    why: 'The booklet goes on to say that any other centerpiece acts like a normally placed tile, which reads as: the centre must end up holding a tile that works normally.',
    rules: ['centerpiece'],
    topic: 'setup',
  },
  'ancient-turn-place-move': {
    title: 'Is the move after a placement compulsory?',
    question: 'A turn that places a tile also moves one. Must a tile be moved, and what if no tile can move?',
    sources: [bk('During Your Turn: "Place 1 tile AND Move 1 tile"'), bk('"always able to place and move the same tile"')],
    choiceText: {
      'move-if-possible': ch(
        'Compulsory when possible',
        'After placing, the player must move one of their tiles (it may be the one just placed); if none of their tiles can move, the turn ends after the placement.',
      ),
      'move-optional': ch('Optional', 'After placing, the player may move one of their tiles or end the turn without moving.'),
    },
    why: 'The booklet joins the two actions with a capitalised AND, so the move belongs to the turn; ending the turn when no move exists avoids a turn that cannot be completed. A third reading, that a placement is illegal when no move would follow, is not offered: it would make a placement depend on what its effect does next.',
    rules: ['place-and-move', 'special-placement-is-not-a-move'],
    topic: 'turns',
  },
  'ancient-discard': {
    title: 'Where discarded tiles go',
    question: 'A player who draws above the hand limit discards one tile. Where does it go?',
    sources: [bk('During Your Turn: "Discard 1 if necessary"')],
    choiceText: {
      'leaves-game': ch('Out of the game', 'The discarded tile is out of the game for good.'),
      'back-to-pile': ch('Back into the pile', 'The discarded tile goes back into its owner’s draw pile (or the shared pool) and may be drawn again.'),
    },
    why: 'The booklet says nothing about returning a tile, so a discard simply leaves play.',
    rules: ['hand-limit'],
    topic: 'turns',
  },
  'ancient-exhaustion': {
    title: 'Nothing to draw and nothing to place',
    question: 'A player whose draw pile is empty and who cannot place any tile has no legal turn. What happens?',
    sources: [OURS],
    choiceText: {
      pass: ch('Pass; two passes in a row draw the game', 'The player passes. If both players pass one after the other, the game is drawn.'),
      loses: ch('That player loses', 'A player who can neither draw nor place loses the game.'),
    },
    why: 'The booklet does not cover it. Passing is the least drastic answer, and a game in which neither player can act any more is a draw.',
    rules: ['no-action', 'drawn-game'],
    topic: 'ending',
  },
  'ancient-placement-colours': {
    title: 'Points of several colours',
    question:
      'White flowers go on red points and red flowers on white ones; a point that is red and white takes either. What about a point that is red and neutral (on the edge of the diamond), or a purely neutral point?',
    sources: [bk('Placement/Movement: "both white and red, any tile can be placed there"')],
    choiceText: {
      contains: ch(
        'One suitable colour is enough',
        'A white flower may go on any point that touches red (a red gate included), a red flower on any point that touches white. A purely neutral point takes no flower.',
      ),
      'mixed-needs-both': ch(
        'A mixed point needs both',
        'A point that is purely red (or red gate) takes white flowers and a purely white point red ones. A point of several colours takes a flower only if it is both red and white; red-and-neutral and white-and-neutral points take none.',
      ),
    },
    why: 'The booklet defines a point’s colour as any colour a tile on it would touch, so a point on the diamond’s edge is red as well as neutral.',
    rules: ['point-colours', 'white-flower-placement', 'red-flower-placement'],
    topic: 'placement',
  },
  'ancient-special-placement': {
    title: 'Where special tiles may be placed',
    question: 'The colour rule is stated for flowers. Where may the six special tiles go?',
    sources: [bk('Placement/Movement: the colour rule names flower tiles'), bk('Ship Tile: "put it in the location of another tile"')],
    choiceText: {
      'any-point': ch('Any empty point', 'A special tile goes on any empty point of the board; the Ship goes onto a point that holds another tile.'),
      'coloured-points': ch(
        'Red or white points only',
        'A special tile goes only on a point that is red or white (at least in part), never on purely neutral wood; the Ship still goes onto an occupied point, with the same colour limit.',
      ),
    },
    why: 'Colours are given only for flowers, and the Ship’s own rule sends it onto a tile.',
    rules: ['special-tile-placement', 'ship'],
    topic: 'placement',
  },
  'ancient-move-whose': {
    title: 'Whose tile may be moved',
    question: 'A turn moves "1 tile". May it be any tile on the board, or only one of the player’s own?',
    sources: [bk('During Your Turn: "Move 1 tile"'), OURS],
    choiceText: {
      own: ch('Your own tiles', 'A player moves only a tile of their own (a centerpiece that belongs to nobody may be moved by either player).'),
      any: ch('Any tile', 'A player may move any tile on the board, their opponent’s included.'),
    },
    why: 'Our addition: the booklet does not say, and in every other booklet game a player moves only their own pieces.',
    rules: ['moving-a-tile', 'place-and-move'],
    topic: 'movement',
  },
  'ancient-move-types': {
    title: 'Straight lines for moving',
    question: 'Do the 3-space and 5-space flowers (and the Lotus and Dragon) move along diagonals as well as along the grid lines?',
    sources: [bk('Harmonies, rule 2: "3 Spaces", "5 Spaces"'), basic('"up to 3 in a straight line"')],
    choiceText: {
      'line-set': ch(
        'The same lines as harmony',
        'Straight moves follow the lines chosen for harmony: along rows, columns and both diagonals by default, or along rows and columns only when harmonies are.',
      ),
      orthogonal: ch('Grid lines only', 'Straight moves go along rows and columns only, whatever lines harmonies use.'),
    },
    why: 'One notion of a line for the whole game is the simplest reading, and it agrees with the default for parallels.',
    rules: ['move-three', 'move-five', 'lotus', 'dragon', 'parallels'],
    topic: 'movement',
  },
  'ancient-l-partial': {
    title: 'How short an L may be',
    question:
      'Flowers need not use their full distance, and the L-movers go round their L first, so they never travel 3 in one line. How short may each arm of the L be?',
    sources: [bk('Placement/Movement: "need not move the full distance"'), bk('"move in their L first"')],
    choiceText: {
      'legs-1-2': ch('Each arm 1 or 2', 'An L is one or two points along a row or column, then one or two points at a right angle: it always turns, so the tile never ends in line with where it began.'),
      'exact-2-2': ch('Always 2 and 2', 'An L is exactly two points, then exactly two at a right angle.'),
      'first-leg-2': ch('First arm 2, second 1 or 2', 'The first arm is always two points; only the second may be shortened to one.'),
    },
    why: 'Shortening is allowed for every flower, and the turn is what the L-first sentence protects: with both arms shortened and the turn kept, the tile can never go 3 in one direction.',
    rules: ['move-l'],
    topic: 'movement',
  },
  'ancient-move-blocking': {
    title: 'Passing over tiles',
    question: 'May a moving tile pass over other tiles on its way?',
    sources: [OURS, basic('pieces may pass over their own side’s pieces')],
    choiceText: {
      'no-passing': ch('Never', 'A moving tile may not pass over any tile, special tiles included, and ends on an empty point (except where it captures).'),
      'pass-own': ch('Over your own tiles', 'As in Basic Pai Sho, a moving tile may pass over tiles of its own player, but not over others.'),
    },
    why: 'Ancient grants no passing at all; only the Dragon’s long jump says anything about landing beyond other tiles.',
    rules: ['no-passing', 'move-three', 'move-five', 'move-l', 'lotus'],
    topic: 'movement',
  },
  'ancient-special-mobility': {
    title: 'Do the Ship, Coin, Knotweed and Wheel move?',
    question: 'Movement is described only for flowers, the Lotus and the Dragon. Can the other special tiles move once placed?',
    sources: [bk('Placement/Movement: "Any tile can be moved to any space"'), bk('Special Tiles')],
    choiceText: {
      'lotus-dragon-only': ch('No', 'The Ship, Coin, Knotweed and Wheel stay where they are placed; the Lotus and the Dragon move.'),
      'all-move': ch(
        'Yes, one step',
        'Every tile may move. The Ship, Coin, Knotweed and Wheel have no distance of their own, so here they move one point along a line. Their one-time effects do not fire again.',
      ),
    },
    why: 'The "any tile … any space" sentence is about colours, not about which tiles move; the booklet gives a movement only to the Lotus and the Dragon.',
    rules: ['fixed-specials'],
    topic: 'movement',
  },
  'ancient-no-other-capture': {
    title: 'Captures other than the Dragon’s',
    question: 'The Dragon removes what it lands on, and any tile can remove the Dragon. Can anything else capture?',
    sources: [bk('Dragon Tile'), basic('flowers capture flowers they clash with')],
    choiceText: {
      'dragon-only': ch('No', 'Only the Dragon captures, and the only tile others can capture is a Dragon. Every other move ends on an empty point.'),
      'basic-capture': ch(
        'Flowers capture clashing flowers',
        'As in Basic Pai Sho, a flower may also end its move on an opponent’s flower it is in disharmony with, removing that flower from the game.',
      ),
    },
    why: 'Ancient defines no other capture, and the hand-and-draw economy works without one.',
    rules: ['captures', 'dragon'],
    topic: 'movement',
  },
  'ancient-parallel': {
    title: 'What a parallel is',
    question: 'Harmonies form between flowers on the same "parallel", and the Lotus acts on its "four parallels". Which lines are they?',
    sources: [bk('Harmonies: "on the same parallel"'), bk('Lotus Tile: "any of its four parallels"')],
    choiceText: {
      'four-lines': ch('Row, column and both diagonals', 'Through every point run four lines: its row, its column and its two diagonals. Harmonies form along all four.'),
      orthogonal: ch('Rows and columns', 'A parallel is a row or a column only; the Lotus’s "four parallels" are the four directions of its row and column.'),
    },
    why: 'Only rows, columns and the two diagonals make four lines through a point; with rows and columns alone there are two lines (four directions).',
    rules: ['parallels', 'lotus', 'coin'],
    topic: 'harmony',
  },
  'ancient-first-flower': {
    title: 'Drained flowers on a line',
    question: 'A flower interacts only with the first flower along its line, and special tiles are looked past. Is a flower drained by the Knotweed looked past too?',
    sources: [bk('Harmonies: "only the first flower along its line"'), bk('Knotweed Tile: "no longer have any of their properties"')],
    choiceText: {
      'drained-skipped': ch('Looked past', 'A drained flower has no properties, so lines look past it as they do past special tiles.'),
      'drained-block': ch('Blocks', 'A drained flower is still the first flower on the line: it stops the line, though it forms nothing itself.'),
    },
    why: 'A drained flower keeps none of its properties, being a flower included.',
    rules: ['first-flower', 'knotweed'],
    topic: 'harmony',
  },
  'ancient-example-bars': {
    title: 'The bars in the harmony diagrams',
    question: 'The two printed diagrams of a line begin and end with a bar, "|". Does the bar mean the end of the line, or a Coin?',
    sources: [bk('Harmonies: "Single Harmony", "Two Harmonies"')],
    choiceText: {
      'board-edge': ch('The ends of the line', 'The bars just show where the line stops; the diagrams are about the order of the flowers.'),
      coins: ch('Coins', 'The bars are Coins closing the line. The counts in the diagrams do not change either way.'),
    },
    why: 'The diagrams illustrate which flower is first along a line; nothing in them depends on what closes it.',
    rules: ['first-flower'],
    topic: 'harmony',
  },
  'ancient-harmony-ownership': {
    title: 'Whose harmonies count',
    question: 'The goal counts harmonies on the board. Do all of them count, or only the player’s own?',
    sources: [bk('Objective: "harmonies to be on the board"')],
    choiceText: {
      global: ch('All of them', 'Every harmony on the board counts, whoever owns its flowers; the player whose step brings the count to the target wins.'),
      own: ch('Your own', 'Only harmonies between two of the acting player’s own flowers count towards that player’s target.'),
    },
    why: 'The booklet counts the harmonies on the board and never mentions ownership.',
    rules: ['harmony-count', 'winning'],
    topic: 'harmony',
  },
  'ancient-disharmony-effect': {
    title: 'Do disharmonies lower the count?',
    question: 'Disharmonies form just like harmonies. Do they count against the target?',
    sources: [bk('Objective'), bk('Harmonies, rule 3')],
    choiceText: {
      ignored: ch('No', 'Only harmonies are counted; disharmonies matter only where a Lotus turns them into harmonies.'),
      subtract: ch('Yes', 'The count is the number of harmonies minus the number of disharmonies (never below zero for the target).'),
    },
    why: 'The goal speaks only of harmonies.',
    rules: ['harmony-count', 'flower-relations'],
    topic: 'harmony',
  },
  'ancient-ship': {
    title: 'The Ship after its effect',
    question: 'The Ship takes another tile’s point and sends that tile elsewhere. Does the Ship stay on the board afterwards?',
    sources: [bk('Ship Tile: "put it in the location of another tile"')],
    choiceText: {
      'ship-stays': ch('It stays', 'The Ship stays on the point it took, as a tile with no further effect.'),
      'ship-leaves': ch('It leaves', 'Once the other tile has been moved, the Ship leaves the game, and the point it took is empty again.'),
    },
    why: 'The Ship is put in the other tile’s place, and nothing says it is removed.',
    rules: ['ship'],
    topic: 'tiles',
  },
  'ancient-coin-scope': {
    title: 'What the Coin blocks',
    question: 'The Coin blocks harmonies and disharmonies along "that parallel". Only those that pass through it, or every one on its lines?',
    sources: [bk('Coin Tile: "blocks all harmonies and disharmonies"'), bk('Harmonies: "with the exception of the coin"')],
    choiceText: {
      between: ch('Those it stands between', 'A line from a flower stops at a Coin, so the Coin blocks any harmony or disharmony that would pass through its point.'),
      'whole-line': ch('Everything on its lines', 'No harmony or disharmony forms anywhere on any line through the Coin, even between flowers on the same side of it.'),
    },
    why: 'The Harmonies page treats the Coin as the one special tile that blocks, which describes a tile standing in the way.',
    rules: ['coin', 'specials-do-not-block'],
    topic: 'tiles',
  },
  'ancient-lotus-scope': {
    title: 'Which relations the Lotus turns over',
    question: 'The Lotus swaps harmonies and disharmonies on its four parallels. All those anywhere on its lines, or only those it stands between?',
    sources: [bk('Lotus Tile: "any of its four parallels"')],
    choiceText: {
      'whole-line': ch('Anywhere on its lines', 'Every harmony or disharmony between two flowers that lie on one of the Lotus’s lines, on either side of it or across it, is swapped.'),
      between: ch('Only those across it', 'Only a harmony or disharmony whose two flowers lie on either side of the Lotus, on one of its lines, is swapped.'),
    },
    why: 'The booklet speaks of whatever happens on its parallels, a whole line, unlike the Coin’s blocking.',
    rules: ['lotus'],
    topic: 'tiles',
  },
  'ancient-lotus-flip-count': {
    title: 'Does a turned-over disharmony count?',
    question: 'A disharmony on a Lotus’s line becomes a harmony. Does it count towards the target?',
    sources: [bk('Lotus Tile: "Changes any disharmonies … into harmonies"')],
    choiceText: {
      counts: ch('Yes', 'A disharmony turned over by a Lotus is a harmony in every respect and counts.'),
      'not-counted': ch('No', 'Only harmonies that were harmonies to begin with and are not turned over count; a Lotus can only take harmonies away.'),
    },
    why: 'The booklet says the disharmony becomes a harmony.',
    rules: ['lotus', 'harmony-count'],
    topic: 'tiles',
  },
  'ancient-knotweed': {
    title: 'Which flowers the Knotweed drains, and when',
    question: 'The Knotweed drains the flowers next to it, once. Which points are next to it, and does it drain flowers that arrive later?',
    sources: [bk('Knotweed Tile: "drains any adjacent flower tiles"'), bk('"One-Time effect"')],
    choiceText: {
      'eight-once': ch('All eight neighbours, once', 'When placed, it drains every flower on the eight points around it; flowers that come next to it later are not drained.'),
      'four-once': ch('Four neighbours, once', 'When placed, it drains the flowers on the four points beside it along the row and column.'),
      continuous: ch('All eight, all the time', 'Any flower on one of the eight points around a Knotweed is drained for as long as it stays there, including flowers that arrive later.'),
    },
    why: 'The booklet calls the effect one-time, and "adjacent" on a board with diagonal lines includes the diagonal neighbours.',
    rules: ['knotweed'],
    topic: 'tiles',
  },
  'ancient-wheel': {
    title: 'How far the Wheel turns',
    question: 'The Wheel turns the tiles around it by as many degrees as its player likes. In what steps?',
    sources: [bk('Wheel Tile: "as many degrees as desired"'), bk('During Your Turn: "rotate 180º"')],
    choiceText: {
      'steps-45': ch('Steps of 45°', 'All tiles on the eight points around the Wheel turn together by 0°, 45°, 90° … 315° clockwise, as its player chooses. A turn that would carry a tile off the board is not allowed.'),
      'steps-90': ch('Steps of 90°', 'As above, but only by 0°, 90°, 180° or 270°, so tiles beside it stay beside it and tiles on its diagonals stay on diagonals.'),
    },
    why: 'On a grid, the points around a tile form a ring of eight, and 45° is the smallest turn that keeps every tile on a point; the booklet’s own example uses 180°. Turning only some of the tiles is not offered: "any adjacent tiles" describes what the Wheel reaches, and a partial turn could stack two tiles on one point.',
    rules: ['wheel'],
    topic: 'tiles',
  },
  'ancient-dragon': {
    title: 'The Dragon’s long move',
    question: 'The Dragon moves 1 point or exactly 6. May the 6-point move pass over tiles?',
    sources: [bk('Dragon Tile: "If it lands on a tile exactly"')],
    choiceText: {
      jumps: ch('It jumps', 'The 6-point move goes straight along a line over anything in between; only the landing point matters.'),
      blocked: ch('It is blocked', 'The 6-point move needs the five points in between to be empty.'),
    },
    why: 'Landing "exactly" on a tile six points away would rarely happen if the way had to be clear; the jump gives the rule its point.',
    rules: ['dragon'],
    topic: 'tiles',
  },
  'ancient-dragon-removal': {
    title: 'Removing the Dragon',
    question: 'Any other tile can remove the Dragon. How?',
    sources: [bk('Dragon Tile: "It can be removed by any other tile"')],
    choiceText: {
      'any-tile': ch('By moving onto it', 'Any other tile that ends its move on the Dragon’s point removes the Dragon from the game.'),
      'ship-only': ch('Only by the Ship', 'The Dragon cannot be captured; the only way to be rid of it is to send it elsewhere with a Ship.'),
    },
    why: 'The Dragon removes by landing, and the same sentence reads naturally as: other tiles may land on it.',
    rules: ['dragon', 'captures'],
    topic: 'tiles',
  },
  'ancient-win-count': {
    title: 'Exactly the target, or at least',
    question:
      'The Objective asks for exactly the target number of harmonies, while the turn rules add that the count can overshoot. Does a count above the target win?',
    sources: [bk('Objective: "exactly a certain number"'), bk('During Your Turn: "possible to overshoot"')],
    choiceText: {
      exact: ch(
        'Exactly',
        'You win the moment one of your steps leaves exactly the target number of harmonies on the board. Going past it wins nothing, and the game goes on until someone brings the count back to the target exactly.',
      ),
      'at-least': ch('At least', 'You win the moment one of your steps leaves the target number of harmonies or more on the board.'),
    },
    why: 'Reading "overshoot" as a warning lets both sentences stand: the count is checked after each step of a turn, and only an exact hit wins.',
    rules: ['winning', 'harmony-count'],
    topic: 'ending',
  },
});
