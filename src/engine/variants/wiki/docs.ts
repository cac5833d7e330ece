/**
 * @packageDocumentation
 * The prose of every Pai Sho Project rule option of part 1: question, sources,
 * choices, and why the default. Written in our own words; server-side only (not
 * imported by the engine). Inventory ids are kept (`../shared/rules-inventory.md` §2.H).
 */
import type { OptionDoc, SourceRef } from '../../core/types.ts';
import { SOURCE_FILE } from './rules.ts';

const main = (note: string): SourceRef => ({ file: SOURCE_FILE, note });
const older = (note: string): SourceRef => ({ file: SOURCE_FILE, note: `older block at the end of the page: ${note}` });
const ch = (label: string, meaning: string) => ({ label, meaning });
/** A reading the site does not play (named in the prose only). */
const NOT_PLAYED = 'The board plays the default; this reading is recorded for discussion.';

export const OPTION_DOCS: Readonly<Record<string, OptionDoc>> = Object.freeze({
  // --- players
  'wiki-players': {
    title: 'Number of players',
    question: 'How many people play: two, three or four?',
    sources: [main('Games with 3 or 4 Players'), main('Playing: Sente and Gote')],
    choiceText: {
      '2': ch('Two', 'Sente sits at East and moves first; Gote sits at West.'),
      '3': ch('Three', 'Four colours at four seats; the player at South also plays North, as a team of two.'),
      '4': ch('Four', 'Four seats, East first, then clockwise; opposite seats form a team.'),
    },
    why: 'The page describes the two-player game first and treats three and four players as variations of it.',
    rules: ['players', 'teams'],
    topic: 'players',
  },
  'wiki-teams': {
    title: 'What team-mates may do to each other',
    question: 'Opposite seats "cooperate as a team", but places are awarded by each player\'s score. May team-mates capture each other, and do their tiles count as friendly?',
    sources: [main('4 Players: "cooperate as a team"'), main('Scoring: places awarded by the players\' scores')],
    choiceText: {
      cooperate: ch('Team-mates are friends', 'Team-mates may not capture each other, and sovereignty only binds opponents; each player still scores alone.'),
      'team-score': ch('Friends, scored as a team', 'As "team-mates are friends" on the board; the team\'s scores would be added together once scoring counts harmony (part 2).'),
      opponents: ch('Team-mates are opponents', 'Every other seat is an opponent on the board.'),
    },
    why: '"Cooperate" rules out taking a partner\'s tiles, while the scoring text still ranks players one by one.',
    rules: ['teams', 'capture', 'single-sovereignty'],
    topic: 'players',
  },
  'wiki-3p': {
    title: 'Three players: turns of the two-colour player',
    question: 'With three players, one person plays two colours. Do they take both colours\' turns in the seating order, or one merged turn?',
    sources: [main('3 Players: "as if he/she were a team of two"')],
    choiceText: {
      alternate: ch('Each colour in its seat\'s turn', 'The two-colour player plays South\'s turn and North\'s turn separately, in the clockwise order.'),
      merged: ch('One merged turn', `The two colours would act once per round together. ${NOT_PLAYED}`),
    },
    why: 'A team of two in a four-player game has two turns per round, and the page says the third player plays exactly like that.',
    rules: ['teams'],
    topic: 'players',
  },
  'wiki-seating-2p': {
    title: 'Seats in a two-player game',
    question: 'Where do Sente and Gote sit?',
    sources: [main('Board Locations: the x axis runs from the East Torii to the West Torii')],
    choiceText: {
      'east-west': ch('East and West', 'Sente at East, Gote at West, facing along the numbered axis.'),
      'north-south': ch('North and South', `Gote at North or South instead. The rules do not depend on seats, so only the names change. ${NOT_PLAYED}`),
    },
    why: 'East moves first in every game size, and opposite seats are the natural pair.',
    rules: ['players'],
    topic: 'players',
  },
  'wiki-turn-direction': {
    title: 'Which way is clockwise',
    question: 'Play goes clockwise from East. Is the next seat South or North?',
    sources: [main('Playing: "Play proceeds clockwise around the board, starting with the player sitting at the East"')],
    choiceText: {
      'east-south': ch('East, South, West, North', 'Clockwise seen from above with north at the top.'),
      'east-north': ch('East, North, West, South', `The other sense; only the seat names change. ${NOT_PLAYED}`),
    },
    why: 'That is clockwise on a map with north at the top, which is how the page\'s compass is drawn. (The page also names seats after elements, East being Fire; no rule uses those names, so they are labels only.)',
    rules: ['players'],
    topic: 'players',
  },

  'wiki-player-colours': {
    title: 'Player colours and flower colours',
    question: 'Players take colours (Red and White, or Red, Yellow, Blue and Green) while flowers are red or white. Does a player\'s colour limit their flowers?',
    sources: [main('2 and 4 Player Game Record Sheets'), main('The Pai Sho Tiles: counts per player')],
    choiceText: {
      'owner-marker': ch('Colour marks the owner', 'Every player has red and white flowers; the colour only shows whose tile it is.'),
      'flower-colour': ch('Colour limits flowers', `A player would hold only flowers of their colour. ${NOT_PLAYED}`),
    },
    why: 'The tile list gives every player six of each flower, red and white alike. (The version notes also wonder whether the paired flowers should become a white and a red Rose; the pairs move alike but send harmony differently, so the site keeps six flowers.)',
    rules: ['tile-set', 'players'],
    topic: 'players',
  },
  // --- board
  'wiki-board-images': {
    title: 'The missing board pictures',
    question: 'Every picture of the board is missing from the saved page. What board do we use?',
    sources: [main('The Pai Sho Ban, Regions of the Board (images missing)'), main('Recording: "the first board illustration"')],
    choiceText: {
      rebuilt: ch('Rebuilt from the text', 'The board is rebuilt from the written facts: the paths from 10c to 10q and 3j to 17j fix the central gardens, the drop example R*10c fixes the Torii.'),
      supplied: ch('A board supplied as data', `Another drawing of the board could be loaded. ${NOT_PLAYED}`),
    },
    why: 'The text gives enough coordinates to rebuild one board that agrees with all of it.',
    rules: ['board', 'gardens'],
    topic: 'board',
  },
  'wiki-playable-points': {
    title: 'Which edge points are playable',
    question: 'Points inside the circle are playable; points on or just outside it are playable "if marked with star points", and the page never lists them. Which are they?',
    sources: [main('Playable Points'), main('Recording a Board Position: "starting from intersection 9s … until reaching 11a"')],
    choiceText: {
      star: ch('Star points included (261)', 'The 249 points inside the circle, the 4 on it at the compass points, and the 8 just outside beside them, such as 9s and 11a.'),
      closed: ch('On the circle (253)', 'Points inside the circle and the 4 on it.'),
      strict: ch('Inside only (249)', 'Only the points strictly inside the circle.'),
    },
    why: 'The board-position scan starts at 9s and ends at 11a, which lie just outside the circle, so they must be star points.',
    rules: ['board', 'position-notation'],
    topic: 'board',
  },
  'wiki-diamond-size': {
    title: 'Size of the central gardens',
    question: 'How far from the centre do the four central gardens reach?',
    sources: [main('Paths: "10c to 10q and 3j to 17j"')],
    choiceText: {
      '7': ch('7 points', 'The gardens fill the diamond reaching 10c, 3j, 10q and 17j.'),
      '8': ch('8 points', 'A larger diamond, one point further out.'),
      '9': ch('9 points', 'The diamond reaches the rim.'),
    },
    why: 'The paths that divide the central gardens end exactly 7 points from the centre.',
    rules: ['gardens', 'walls'],
    topic: 'board',
  },
  'wiki-quarter-colours': {
    title: 'Which central gardens are red',
    question: 'Two opposite central gardens are red and two white, but which?',
    sources: [main('Gardens: "2 red central gardens, 2 white central gardens"')],
    choiceText: {
      'ne-sw': ch('North-east and south-west red', 'The red gardens lie to the north-east and south-west.'),
      'nw-se': ch('North-west and south-east red', 'The colours swapped.'),
    },
    why: 'Either is symmetric; one must be fixed so that positions and unnatural gardens mean the same to every reader. The site uses the same layout for every variant.',
    rules: ['gardens', 'natural-gardens'],
    topic: 'board',
  },
  'wiki-torii-shape': {
    title: 'Shape of the Torii',
    question: 'The Torii are "small red triangular regions at the edge of the board near the compass points". Where exactly?',
    sources: [main('Gardens: Torii'), main('Notation Examples: "R*10c"')],
    choiceText: {
      triangle: ch('Triangle from the diamond tip', 'Each Torii opens from a tip of the central diamond (10c for the north) to the rim between the two diagonals through the tip.'),
      point: ch('A single gate point', 'Each Torii is one point 8 from the centre (10b for the north), lying on the border of two yellow gardens.'),
      apex8: ch('Small triangle from 8 points out', 'Each Torii starts 8 points from the centre and opens to the rim.'),
    },
    why: 'Only the first shape lets a flower be dropped on 10c as the page\'s example does, and splits the yellow ring into the four yellow gardens the page counts.',
    rules: ['gardens', 'torii', 'flower-drops'],
    topic: 'board',
  },
  'wiki-colour-classes': {
    title: 'When a point is "completely inside" a garden',
    question: 'Is a point judged by the point itself or by the tile standing on it?',
    sources: [main('Piebald Intersections: "falls along a line or corner"')],
    choiceText: {
      closure: ch('By the point', 'A point on a border belongs to every garden it touches (piebald); any other point lies wholly inside one garden.'),
      footprint: ch('By the tile\'s footprint', `A round tile would cover nearby borders too. ${NOT_PLAYED}`),
    },
    why: 'The page speaks of points that fall on a line, which is a property of the point.',
    rules: ['piebald-points'],
    topic: 'board',
  },
  'wiki-piebald-move': {
    title: 'Moving off a point between gardens',
    question: '"A tile on a piebald intersection may move to any adjacent garden." Is that a rule of its own?',
    sources: [main('Piebald Intersections'), main('Walls: "start their movement on a wall may move directly to either garden"')],
    choiceText: {
      'any-garden': ch('Yes, from any border point', 'A tile starting on any border point may enter any garden that point touches without pausing.'),
      'walls-only': ch('It restates the wall rule', 'It only repeats that a tile on a wall may go either way.'),
    },
    why: 'On this board both readings allow the same moves: fences and paths never need a pause, and a tile on a wall may go either way. The option changes nothing in play.',
    rules: ['piebald-points', 'wall-crossing'],
    topic: 'board',
  },

  // --- drops
  'wiki-flower-drop-zone': {
    title: 'Where flowers may be dropped',
    question: 'The main text lets flowers drop in any neutral garden and on points touching a Torii; the older block allows only the Torii. Which?',
    sources: [main('Dropping: "wholly within a neutral garden, or any empty intersection touching or contained by a Torii"'), older('Dropping: "only … within the Torii"')],
    choiceText: {
      v1: ch('Neutral gardens and Torii (main text)', 'A flower may be dropped on a point wholly inside a yellow garden or a Torii, or on any point touching a Torii.'),
      v2: ch('Torii only (older block)', 'A flower may be dropped only on a point in or touching a Torii.'),
    },
    why: 'The main text is the newer one, and every flower\'s own entry agrees with it.',
    rules: ['flower-drops'],
    topic: 'placement',
  },
  'wiki-special-flower-drop': {
    title: 'Where the Lotus and Orchid may be dropped',
    question: 'Their entries say "any intersection except on a wall"; the general rule limits flowers to neutral gardens. Which wins?',
    sources: [main('Lotus and Orchid: "any intersection except on a wall"'), main('Dropping: flower tiles')],
    choiceText: {
      'tile-entry': ch('Their own entries', 'The Lotus and Orchid drop anywhere but on walls, central gardens included.'),
      generic: ch('The general flower rule', 'They drop only where other flowers may.'),
    },
    why: 'A tile\'s own entry is the specific rule and overrides the general one.',
    rules: ['element-drops', 'flower-drops', 'lotus', 'orchid'],
    topic: 'placement',
  },
  'wiki-board-regions-gate-drop': {
    title: 'Flowers on central points touching a Torii',
    question: 'A diamond tip such as 10c belongs to central gardens but touches a Torii. May flowers be dropped there?',
    sources: [main('Dropping: "any empty intersection touching or contained by a Torii"')],
    choiceText: {
      touching: ch('Yes, if it touches a Torii', 'A point touching a Torii takes flowers even though it also borders central gardens.'),
      never: ch('Never on central points', 'Flowers never drop on a point of a central garden, tips included.'),
    },
    why: 'The drop rule names points touching a Torii without exception, and the page\'s own example drops a Rose on 10c.',
    rules: ['flower-drops'],
    topic: 'placement',
  },
  'wiki-wall-drop': {
    title: 'Drops on walls',
    question: 'May a tile be dropped on a wall point that touches a Torii (a diamond tip)?',
    sources: [main('Walls: "unless that intersection touches a torii"'), main('Dropping: "except garden wall intersections that do not touch a Torii"')],
    choiceText: {
      'torii-walls': ch('Yes, where the wall touches a Torii', 'Wall points are closed to drops except the four tips, which touch a Torii.'),
      none: ch('No drops on any wall point', 'No tile may be dropped on any wall point, tips included.'),
    },
    why: 'The exception is stated twice, in the wall rule and in the drop rule.',
    rules: ['walls', 'element-drops', 'flower-drops'],
    topic: 'placement',
  },
  'wiki-sovereignty-scope': {
    title: 'What sovereignty limits',
    question: 'Sovereignty bans certain drops. Does it also limit ordinary moves?',
    sources: [main('Single Sovereignty'), main('Partial Sovereignty')],
    choiceText: {
      drops: ch('Drops only', 'The bans apply to a newly dropped tile: where it is dropped and where it moves straight after. "Threaten" means it could capture or bend the sovereign tile from where it stands; both the drop point and the point it moves to must be free of such threats.'),
      'moves-too': ch('Also ordinary moves', 'As "drops only", and in addition no ordinary move may end in or on the border of a garden an opponent\'s tile holds alone.'),
    },
    why: 'Every clause speaks of dropped or newly dropped tiles.',
    rules: ['single-sovereignty', 'partial-sovereignty'],
    topic: 'placement',
  },
  'wiki-partial-sovereignty': {
    title: 'When a border tile holds a garden',
    question: 'A tile on a border holds gardens that are "otherwise empty and untouched by other border tiles". Do other border tiles matter?',
    sources: [main('Partial Sovereignty')],
    choiceText: {
      literal: ch('As written', 'The garden must have no tile inside it and no other tile on its border.'),
      'inside-only': ch('Only tiles inside count', 'The garden must have no tile wholly inside it; other border tiles do not matter.'),
    },
    why: 'The literal words name both conditions.',
    rules: ['partial-sovereignty'],
    topic: 'placement',
  },
  'wiki-drop-capture': {
    title: 'Drop capture (older block)',
    question: 'The older block lets a flower capture by being dropped on an opponent\'s tile. Is that in play?',
    sources: [older('Drop Capture'), main('Dropping: a dropped tile "may not capture … on the same turn"')],
    choiceText: {
      off: ch('Off', 'Tiles are dropped on empty points only.'),
      on: ch('On', 'A red or white flower may be dropped on an opponent\'s tile where flowers may be dropped, capturing it; a flower dropped less than a full round ago cannot be taken this way. A drop that captures ends the turn.'),
    },
    why: 'The main text forbids a dropped tile to capture.',
    rules: ['drop-capture', 'dropping'],
    topic: 'capture',
  },
  // --- movement
  'wiki-lily-move-wording': {
    title: 'How the Lily and Chrysanthemum move',
    question: '"Up to 1 intersection horizontally and vertically, or up to 3 diagonally. But may not change direction." Can the two be combined?',
    sources: [main('Lily and Chrysanthemum entries')],
    choiceText: {
      'one-direction': ch('One or the other', 'One orthogonal step, or one to three diagonal steps in a single direction.'),
      combined: ch('Combined', `An orthogonal step followed by diagonal ones. ${NOT_PLAYED}`),
    },
    why: '"May not change direction" rules out combining them.',
    rules: ['lily', 'chrysanthemum'],
    topic: 'movement',
  },
  'wiki-knight-blocking': {
    title: 'What blocks a knight move',
    question: 'The Jasmine, Rose, Air and Spirit Wheel move one point straight then one diagonally, "but do not leap over walls or tiles". Which point must be free?',
    sources: [main('Jasmine, Rose, Air: "does not leap over walls or tiles"')],
    choiceText: {
      'orthogonal-first': ch('The straight step first', 'The point one step straight ahead must be empty, and neither step may cross a wall.'),
      either: ch('Either route', 'The move is allowed if either route (straight then diagonal, or diagonal then straight) is free.'),
      leaper: ch('A true leaper', 'Nothing in between matters, but the move still may not cross a wall.'),
    },
    why: 'The page describes the move as a straight step followed by a turn.',
    rules: ['knight-moves', 'jasmine', 'rose', 'air'],
    topic: 'movement',
  },
  'wiki-moving-v2': {
    title: 'The older movement rule',
    question: 'The older block says tiles move in straight orthogonal lines, some turning. Does it override the tile entries?',
    sources: [older('Moving: "in a straight line horizontally or vertically"')],
    choiceText: {
      'tile-entries': ch('The tile entries govern', 'Each tile moves as its own entry says.'),
      v2: ch('The older rule', `All moves would be straight and orthogonal. ${NOT_PLAYED}`),
    },
    why: 'The older block itself defers to "individual tiles" for details.',
    rules: ['moving'],
    topic: 'movement',
  },
  'wiki-torii-passage': {
    title: 'Crossing a wall through a Torii',
    question: 'The Torii paragraph lets a move cross a wall if it passes any point touching a Torii; the Moving section only if the tile starts touching one. Which?',
    sources: [main('Torii: "as long as they cross at least one intersection that touches or is contained within a torii"'), main('Moving: "starts it\'s move touching a torii"')],
    choiceText: {
      'any-point': ch('Any point of the move', 'A move that passes a point touching a Torii may cross a wall.'),
      'start-only': ch('Only the starting point', 'Only a tile that starts on a point touching a Torii may cross a wall.'),
    },
    why: 'The Torii paragraph is the detailed one and says so explicitly.',
    rules: ['torii', 'wall-crossing'],
    topic: 'movement',
  },
  'wiki-wall-pause': {
    title: 'How long a tile waits on a wall',
    question: 'A tile must stop "on a wall intersection for one turn". Is ending the move there enough?',
    sources: [main('Walls: "without stopping on a wall intersection for one turn"; knights "wait a turn"')],
    choiceText: {
      'end-on-wall': ch('End the move there', 'The move ends on the wall; on a later turn the tile may go on into either garden.'),
      'full-turn': ch('Stay a full turn', `The tile would have to stay through one more of its owner's turns. ${NOT_PLAYED}`),
    },
    why: 'The page says a tile that starts on a wall may go directly to either garden.',
    rules: ['walls', 'wall-crossing'],
    topic: 'movement',
  },
  'wiki-wall-crossing-geometry': {
    title: 'Jumping the wall line diagonally',
    question: 'A diagonal step can hop over the wall line without touching a wall point. Is that a crossing?',
    sources: [main('Walls: "If their path does not cross a wall intersection they cannot stop on the wall and cannot cross the wall"')],
    choiceText: {
      line: ch('Yes: the line counts', 'A move crosses a wall whenever it goes from one side to the other, with or without a wall point on the way.'),
      'wall-point': ch('Only through a wall point', 'A move crosses only when it passes over a wall point on its way from one side to the other.'),
    },
    why: 'The page says such a diagonal mover may neither stop on the wall nor cross it.',
    rules: ['wall-crossing', 'walls'],
    topic: 'movement',
  },
  'wiki-compound-actions': {
    title: 'Move and bend in one turn',
    question: 'A turn is "one and only one" action, yet each element lists "Move and Bend" in its menu. Is that one action?',
    sources: [main('Turn: "one and only one of the following"'), main('Air, Water, Earth, Fire, Spirit Wheel: "Move and Bend a flower tile in range from its new location"')],
    choiceText: {
      menus: ch('Yes, as the menus say', 'An element that moves without capturing may then bend a flower from where it landed, or end the turn.'),
      atomic: ch('No, single actions only', 'Moving ends the turn; bending is a turn of its own. Dropping and moving the dropped tile stay one action.'),
    },
    why: 'The tile entries are the specific rules.',
    rules: ['move-and-bend', 'turn'],
    topic: 'turns',
  },
  // --- capture
  'wiki-kamikaze': {
    title: 'Kamikaze capture (older block)',
    question: 'The older block says capturing a "passive element tile" removes the capturer too, without saying what is passive.',
    sources: [older('Kamikaze Capture')],
    choiceText: {
      off: ch('Off', 'No capture removes the capturer.'),
      'chi-blocker': ch('On: the Chi Blocker is passive', 'A tile that captures a Chi Blocker is taken too, by the Chi Blocker\'s owner.'),
      immobilized: ch('On: immobilized tiles are passive', 'A tile that captures a tile immobilized by a Chi Blocker is taken too.'),
    },
    why: 'The term is undefined and the main text has no such rule.',
    rules: ['kamikaze', 'capture'],
    topic: 'capture',
  },
  'wiki-unnatural-capture-death': {
    title: 'Capturing inside an unnatural garden (older block)',
    question: 'The older block says a flower that captures in an unnatural garden dies after the capture.',
    sources: [older('Kamikaze Capture: "dies immediately after the capture"')],
    choiceText: {
      off: ch('Off', 'Captures in any garden are ordinary.'),
      on: ch('On', 'A red flower capturing on a point wholly inside a white central garden (or a white flower inside a red one) is removed after the capture.'),
    },
    why: 'The main text has no such rule.',
    rules: ['kamikaze', 'natural-gardens'],
    topic: 'capture',
  },
  // --- bending
  'wiki-bend-toward-away': {
    title: 'Bending toward or away',
    question: 'A line bender may move a flower "toward or away from the element tile within 7 intersections". What is measured?',
    sources: [main('Bending: "toward or away from the element tile within 7 intersections"')],
    choiceText: {
      'final-distance': ch('Distance from the bender', 'The flower slides along the line through the bender and itself, ending 1 to 7 points from the bender.'),
      'move-distance': ch('Length of the slide', 'The flower slides along that line at most 7 points, in either direction (never onto or past the bender).'),
      'any-direction': ch('Any direction, ending within 7', 'The flower slides in any of the eight directions, ending within 7 points of the bender.'),
    },
    why: '"Toward or away" fixes the line, and "within 7 … of the element tile" measures from the bender.',
    rules: ['line-bend'],
    topic: 'bending',
  },
  'wiki-bend-reach': {
    title: 'Bending a flower immune to capture',
    question: 'A flower is bent if an element could move onto it "as if to capture it". Can a flower immune to capture by harmony still be bent?',
    sources: [main('Bending: "as if to capture it"'), main('Harmony Protection from Capture')],
    choiceText: {
      geometry: ch('Yes: reach is geometry', 'Only the path matters; immunity stops captures, not bends.'),
      'immune-unbendable': ch('No', `An immune flower could not be bent. Immunity comes with harmony (part 2). ${NOT_PLAYED}`),
    },
    why: 'Immunity is stated for capture only; elements never capture flowers anyway.',
    rules: ['bending'],
    topic: 'bending',
  },
  'wiki-bend-unnatural': {
    title: 'Bending into an unnatural garden (older block)',
    question: 'The older block says a flower bent into an unnatural garden is captured.',
    sources: [older('Bending Capture')],
    choiceText: {
      disharmony: ch('Only the garden\'s disharmony', 'The flower stays; standing there costs it the unnatural garden\'s point of disharmony (part 2).'),
      captured: ch('Captured', 'A red or white flower bent onto a point wholly inside an unnatural central garden is captured by the bender\'s owner (removed if it was their own or a team-mate\'s).'),
    },
    why: 'The main text has no such rule.',
    rules: ['bend-limits', 'natural-gardens'],
    topic: 'bending',
  },
  // --- Chi Blocker
  'wiki-chi-blocker-leaper': {
    title: 'Is the Chi Blocker a leaper?',
    question: 'The page asks it itself: does the Chi Blocker\'s zebra move (one straight, then two diagonal) jump over tiles?',
    sources: [main('Chi Blocker: "Is it a leaper?"')],
    choiceText: {
      stepper: ch('No, it steps', 'The points of its path must be empty, and it may not cross a wall.'),
      leaper: ch('It leaps tiles', 'Tiles on the way do not matter; walls still do.'),
      'leaper-walls': ch('It leaps tiles and walls', 'Nothing on the way matters.'),
    },
    why: 'Every other multi-step mover "does not leap", and hopping belongs to the Spirit Wheel.',
    rules: ['chi-blocker'],
    topic: 'movement',
  },
  'wiki-chi-immobilize-chi': {
    title: 'Does a Chi Blocker immobilize another?',
    question: 'The page asks: "Does it immobilize other Chi Blockers too?"',
    sources: [main('Chi Blocker: "Does it immobilize other Chi Blockers too?"')],
    choiceText: {
      yes: ch('Yes', 'Two adjacent Chi Blockers immobilize each other.'),
      no: ch('No', 'Chi Blockers are never immobilized.'),
    },
    why: 'The entry says it immobilizes "all adjacent tiles".',
    rules: ['immobilize'],
    topic: 'special',
  },
  'wiki-chi-adjacency': {
    title: 'Which tiles a Chi Blocker immobilizes',
    question: 'What counts as "adjacent", and are its owner\'s tiles affected?',
    sources: [main('Chi Blocker: "Immobilizes all adjacent tiles"')],
    choiceText: {
      eight: ch('All eight neighbours, every owner', 'Every tile one step away in any of eight directions, friend or foe.'),
      four: ch('Four neighbours', 'Only tiles one step away orthogonally.'),
      enemy: ch('Opponents only', 'All eight neighbours, but only opponents\' tiles.'),
    },
    why: 'It matches the Chi Blocker\'s own one-step move, and the page says "all adjacent tiles".',
    rules: ['immobilize'],
    topic: 'special',
  },
  'wiki-chi-withdraw': {
    title: 'The one turn to withdraw',
    question: 'Adjacent elements "have one turn to withdraw". When is that turn?',
    sources: [main('Chi Blocker: "Adjacent element tiles have one turn to withdraw by one and only one intersection"')],
    choiceText: {
      'next-turn': ch('The owner\'s next turn', 'On the first turn of its owner that begins with the element next to a Chi Blocker, it may step one point away (Air steps orthogonally). After that it is frozen while it stays. Flowers are frozen at once.'),
      'at-once': ch('No grace', 'Elements are frozen at once, like flowers.'),
    },
    why: '"One turn" reads most simply as the owner\'s ordinary next turn. (A free extra move outside the turn order is another reading; the site does not play it.)',
    rules: ['withdraw', 'immobilize'],
    topic: 'special',
  },
  'wiki-chi-capture': {
    title: 'What the Chi Blocker captures',
    question: 'It "captures only as a Mahn and only after immobilizing". Which elements?',
    sources: [main('Chi Blocker: "Captures only as a Mahn and only after immobilizing"')],
    choiceText: {
      immobilized: ch('Elements it has immobilized', 'With a one-point step, an opponent\'s element that is immobilized and whose owner has had a turn since (its chance to withdraw).'),
      adjacent: ch('Any adjacent element', 'With a one-point step, any opponent\'s element next to it.'),
    },
    why: '"Only after immobilizing" means the victim has already been held.',
    rules: ['chi-capture'],
    topic: 'capture',
  },
  'wiki-chi-element-status': {
    title: 'Does the Chi Blocker keep a player alive?',
    question: 'The goal is to capture all element tiles "(but perhaps not the chi blocker)". Does a Chi Blocker alone keep its owner in the game?',
    sources: [main('Object: "(but perhaps not the chi blocker)"')],
    choiceText: {
      'not-counted': ch('No', 'Only Air, Water, Earth, Fire and the Spirit Wheel count for the keep-an-element rule, and for the first turn\'s element.'),
      counted: ch('Yes', 'The Chi Blocker counts as an element for both.'),
    },
    why: 'The goal exempts it from what must be captured, so it does not keep its owner in the game.',
    rules: ['keep-an-element', 'opening'],
    topic: 'ending',
  },
  // --- Spirit Wheel
  'wiki-spirit-wheel-range': {
    title: 'How far the Spirit Wheel moves',
    question: 'The entry says it "moves 6 intersections". Up to 6, or exactly 6?',
    sources: [main('Spirit Wheel: "Moves 6 intersections"'), main('Moving: "up to its maximum range"')],
    choiceText: {
      'up-to': ch('Up to 6', 'One to six points in a straight line.'),
      exactly: ch('Exactly 6', 'Straight moves go exactly six points (its knight move and hops are unchanged).'),
    },
    why: 'The general rule lets every tile move up to its maximum.',
    rules: ['spirit-wheel'],
    topic: 'movement',
  },
  'wiki-spirit-wheel-hop': {
    title: 'The Spirit Wheel\'s hop',
    question: 'How far may the Wheel hop, and where may the hopped tile be?',
    sources: [main('Spirit Wheel: "There must be either a wall or a single tile … between it and the element tile"')],
    choiceText: {
      'within-range': ch('Within 6', 'Along a straight line, over exactly one screen anywhere between, landing on the next tile within 6 points.'),
      unlimited: ch('Any distance', 'The same, with no limit on the distance.'),
    },
    why: 'It keeps the Wheel\'s stated range. (A hop in the knight mode is another reading; the site does not play it.)',
    rules: ['hop-capture'],
    topic: 'capture',
  },
  'wiki-spirit-wheel-wall-screen': {
    title: 'Hopping a wall',
    question: 'The Wheel may hop "a wall". What counts?',
    sources: [main('Walls: "Hopper tiles … may treat a wall as a tile"')],
    choiceText: {
      crossing: ch('Crossing the wall line', 'Crossing from one side of a wall to the other is the one screen; then no tile may stand between.'),
      occupied: ch('Only a tile', 'Walls are never screens (a hop crosses them freely); the screen must be a tile.'),
    },
    why: 'The page says a hopper may treat a wall as a tile.',
    rules: ['hop-capture'],
    topic: 'capture',
  },
  'wiki-spirit-wheel-demote': {
    title: 'Demoting an opponent\'s element',
    question: 'The page asks whether the Wheel can demote enemy elements, and enemy Spirit Wheels.',
    sources: [main('Spirit Wheel: "Can the spirit wheel demote enemy element tiles?"')],
    choiceText: {
      no: ch('No', 'The Wheel changes only its own side\'s elements.'),
      'enemy-elements': ch('Yes, but not Wheels', 'It may also change an adjacent opponent\'s element (not a Spirit Wheel) into another of that opponent\'s elements not in play.'),
      'enemy-all': ch('Yes, Wheels too', 'As before, an opponent\'s Spirit Wheel included.'),
    },
    why: 'The rule speaks only of friendly tiles.',
    rules: ['promotion'],
    topic: 'special',
  },
  'wiki-promotion-mechanics': {
    title: 'What promotion exchanges',
    question: 'Where does the old tile go, what is "not yet in play", and may the Chi Blocker take part?',
    sources: [main('Spirit Wheel: "may not be changed to an element tile that is already on the board or which has been captured by an opponent"')],
    choiceText: {
      reserve: ch('Swap with the reserve', 'The old tile goes back to the reserve; the new kind must be in the reserve (neither on the board nor captured). The Chi Blocker may be promoted into or out of.'),
      'never-entered': ch('Never entered', 'As before, but the new kind must never have been in play this game.'),
      'no-chi': ch('Without the Chi Blocker', 'As the first, but the Chi Blocker is never promoted nor promoted into.'),
    },
    why: 'It is the plain reading of "not already on the board or captured by an opponent".',
    rules: ['promotion'],
    topic: 'special',
  },
  'wiki-reincarnation-chooser': {
    title: 'Who picks the element given for the Wheel',
    question: 'The page asks: "Who chooses the element tile to be exchanged?"',
    sources: [main('Spirit Wheel: "Who chooses the element tile to be exchanged?"')],
    choiceText: {
      owner: ch('The Wheel\'s owner', 'The owner picks which of their reserve elements to give.'),
      captor: ch('The captor', `The player who took the Wheel would pick. ${NOT_PLAYED}`),
    },
    why: 'The owner gets the Wheel back and drops it at once, so the exchange is theirs.',
    rules: ['reincarnation'],
    topic: 'special',
  },
  'wiki-reincarnation-timing': {
    title: 'When the Wheel may be reincarnated',
    question: 'The page asks whether reincarnation must follow the capture at once or may come at any time.',
    sources: [main('Spirit Wheel: "Does reincarnation have to be done immediately"'), main('Sample game: "Gote reincarnates the spirit wheel"')],
    choiceText: {
      'any-later-turn': ch('Any later turn', 'Reincarnating is a turn\'s action on any later turn, while an element is left to give.'),
      'next-turn': ch('The owner\'s next turn only', 'Only on the owner\'s first turn after the capture.'),
    },
    why: 'Reincarnation is listed among a turn\'s actions, and the sample game uses it as Gote\'s own move. (An immediate, out-of-turn reincarnation is another reading; the site does not play it.)',
    rules: ['reincarnation'],
    topic: 'special',
  },
  'wiki-reincarnation-exchange-destination': {
    title: 'Where the exchanged element goes',
    question: 'The element given in exchange for the Wheel: where does it go?',
    sources: [main('Spirit Wheel: "in exchange for any other element tile"')],
    choiceText: {
      'captor-pile': ch('To the captor', 'It takes the Wheel\'s place among the captor\'s captured tiles.'),
      'leaves-game': ch('Out of the game', 'It leaves the game with no owner.'),
      pot: ch('To the Pot', 'It goes to the Pot.'),
    },
    why: 'The captor keeps a captured tile. With no betting the Pot is just the box of captured tiles, so all three readings play the same: the tile is out of play and may not be promoted into.',
    rules: ['reincarnation', 'pot'],
    topic: 'special',
  },
  'wiki-reincarnation-drop': {
    title: 'Where the reincarnated Wheel is dropped',
    question: 'The Wheel "must be immediately dropped into play". Under the drop rules?',
    sources: [main('Spirit Wheel: "must be immediately dropped into play"')],
    choiceText: {
      'element-drop': ch('As an element drop', 'Where elements may be dropped, under sovereignty, with the optional move after it and no capture or bend.'),
      'any-empty': ch('Any empty point', 'On any empty point, walls included (sovereignty still applies).'),
    },
    why: 'The general drop rules apply to every drop.',
    rules: ['reincarnation', 'element-drops'],
    topic: 'special',
  },
  // --- ending
  'wiki-opening-element-rule': {
    title: 'The first element',
    question: '"The game starts with each player entering an element tile", and a player with no element at the start of a turn loses. How does the game begin?',
    sources: [main('Playing: "The game starts with each player entering an element tile"')],
    choiceText: {
      'after-first-round': ch('Checks begin after one round', 'The first turn is free; the element checks start once every player has had a turn.'),
      'element-first': ch('Enter an element first', 'Each player\'s first turn drops an element (one that counts for survival), and the checks start after that round.'),
    },
    why: 'The text makes the element entry the start of the game.',
    rules: ['opening', 'keep-an-element'],
    topic: 'setup',
  },
  'wiki-element-loss-timing': {
    title: 'When a player without elements is out',
    question: 'A player who "fails to keep an element" is removed, and the game ends when one player alone has elements "at the start of his or her turn". When exactly?',
    sources: [main('The Element Tiles: "he is removed from the game"'), main('Sample game: "Sente captures Gote\'s only element … Gote enters a flower … gote wins"')],
    choiceText: {
      'at-once': ch('At once', 'The game ends as soon as a turn begins with at most one player holding elements.'),
      'last-turn': ch('After one more turn', 'A player who lost every element still plays one turn (and may drop an element); if they still have none at its end they are removed, and the game ends at the start of the turn of a player who alone has elements.'),
      removed: ch('Removed at once', 'At the end of each turn every player without an element is removed; the game ends when one player is left.'),
    },
    why: 'It is the only reading that fits the sample game outline, where Gote plays on after losing the last element. (The outline has no real moves; the site uses its story only to choose readings like this one.)',
    rules: ['keep-an-element', 'game-end'],
    topic: 'ending',
  },
  'wiki-elimination-tiles': {
    title: 'Tiles of a removed player',
    question: 'In a three- or four-player game, what happens to the tiles of a player removed for losing every element?',
    sources: [main('Resigning: "No tiles are removed as the result of a resignation"')],
    choiceText: {
      stay: ch('They stay', 'They stay on the board, and others may bend and capture them, as with a resigned player.'),
      removed: ch('They are removed', 'They leave the board.'),
    },
    why: 'That is how the page treats a player who resigns.',
    rules: ['keep-an-element'],
    topic: 'ending',
  },
  'wiki-survival-legality': {
    title: 'Losing your own last element',
    question: 'Is an action that leaves its player without an element on the board allowed?',
    sources: [main('"If a player fails to keep an element tile in play"')],
    choiceText: {
      legal: ch('Allowed', 'It is allowed and its consequences follow.'),
      illegal: ch('Not allowed', 'After the first round, no action may leave its player without an element that counts (a kamikaze capture by the last one, a promotion turning it into a Chi Blocker).'),
    },
    why: 'The text speaks of failing to keep an element, not of a forbidden action.',
    rules: ['keep-an-element'],
    topic: 'ending',
  },
  'wiki-pass-end': {
    title: 'Passing',
    question: 'Passing is marked "needs to be reevaluated". Is it in play?',
    sources: [main('Passing: "(Needs to be reevaluated in light of capturing all elements)"')],
    choiceText: {
      on: ch('On', 'A player may pass; when the passes in a row outnumber the players still in, the game ends.'),
      disabled: ch('Off', 'No passing.'),
    },
    why: 'It is the text, with four worked examples.',
    rules: ['passing'],
    topic: 'ending',
  },
  'wiki-no-valid-moves': {
    title: 'When no one can move',
    question: 'The game ends when "all players have no valid moves". Does passing count as a move?',
    sources: [main('Ending the Game: "All players have no valid moves"')],
    choiceText: {
      'passes-excluded': ch('Passing does not count', 'The game ends at the start of a turn when no player still in has any action but passing or resigning.'),
      dropped: ch('Condition dropped', 'The condition is never checked.'),
    },
    why: 'Counting a pass as a move would make the condition impossible.',
    rules: ['game-end'],
    topic: 'ending',
  },
  'wiki-pot-wuji': {
    title: 'The Pot and the Wuji',
    question: 'Betting with the Pot and hidden draws from the Wuji are "not defined or tested". Are they in play?',
    sources: [main('The Pot'), main('The Wuji')],
    choiceText: {
      off: ch('Off', 'The Pot only holds captured tiles; every tile in reserve is open.'),
      experimental: ch('Experimental', `House rules for betting or face-down draws. ${NOT_PLAYED}`),
    },
    why: 'The page leaves both undefined.',
    rules: ['pot'],
    topic: 'capture',
  },

});


