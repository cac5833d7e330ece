/**
 * @packageDocumentation
 * The prose of every Iroh rule option: the question, its sources, what each
 * choice means, and why the default. Written in our own words; server side only
 * (the engine chunk never imports it).
 */
import type { OptionDoc } from '../../core/types.ts';
import { booklet, ours, sheet } from './rules.ts';

const ch = (label: string, meaning: string) => ({ label, meaning });

export const OPTION_DOCS: Readonly<Record<string, OptionDoc>> = Object.freeze({
  'iroh-midlines': {
    title: 'Where the four midlines run',
    question: 'The booklet names four midlines (black, blue, red and green) and shows them in a diagram that was lost. Which four lines are they?',
    sources: [booklet('p. 11: Black line: Midline 1 … Green line: Midline 4'), booklet('p. 11: harmonies cannot occur diagonally')],
    choiceText: {
      'half-axes': ch(
        'Four half-lines from the centre',
        'Each midline runs from the centre point to the rim: midline 1 north, 2 east, 3 south, 4 west. A harmony crosses the north midline when it is an east–west line north of the centre with one piece on each side of the north half-line, and so on round the board.',
      ),
      'axes-and-diagonals': ch(
        'The two axes and the two diagonals',
        'Midline 1 is the whole north–south line through the centre, 2 the whole east–west line, 3 the diagonal from south-west to north-east, 4 the diagonal from north-west to south-east. One harmony may cross two of them, but it counts for one.',
      ),
      'half-diagonals': ch(
        'Four half-diagonals from the centre',
        'Each midline runs from the centre towards a corner of the board, through the middle of a coloured quarter: midline 1 north-east, 2 south-east, 3 south-west, 4 north-west.',
      ),
    },
    why: 'Four half-lines are the only reading in which four harmonies, one across each midline, must surround the centre, which fits the ring of harmonies the booklet builds towards in Basic Pai Sho. They also make every midline a line of points, so "a piece lying on a midline" has a plain meaning. The numbering 1–4 is ours: the colours that told them apart were in the lost diagram.',
    rules: ['midlines', 'harmony', 'harmony-on-midline', 'four-midlines'],
    topic: 'board',
  },
  'iroh-colour-regions': {
    title: 'Are the small red triangles red paint?',
    question: 'Fire may move only on red paint. Besides the red quarters of the central diamond, the board has four small red triangles at the compass points. Do they count as red paint?',
    sources: [booklet('p. 12: the small red triangle to the right of the White Lotus'), booklet('p. 13: Fire can only move on the red paint')],
    choiceText: {
      'gates-red': ch('Yes: the triangles are red paint', 'Red paint is the two red quarters and the four triangles; white paint is the two white quarters; wood is everything else.'),
      'gates-wood': ch('No: the triangles count as wood', 'Only the red quarters are red paint; the triangles are treated like the unpainted wood around them, so Earth may use them and Fire may not.'),
    },
    why: 'The booklet calls them red triangles and starts a Fire in one of them, which only makes sense if Fire may stand there.',
    rules: ['paint', 'paint-bound', 'fire', 'earth'],
    topic: 'board',
  },
  'iroh-home-point': {
    title: 'Which point is the home point',
    question: 'The home point is where white, red and wood meet, on the side nearest the player. Which point is that?',
    sources: [booklet('p. 12: where the white, red and wood all intersect closest to the player')],
    choiceText: {
      'diamond-tip': ch('The tip of the diamond', 'The point where the central diamond meets the player\u2019s red triangle, seven steps from the centre (10q for South, 10c for North): a red quarter, a white quarter and the wood all touch it.'),
      'gate-point': ch('The middle of the player\u2019s triangle', 'The point one step further out, in the middle of the player\u2019s own red triangle (10r for South, 10b for North).'),
    },
    why: 'On the board we draw, the diamond tips are the only points touched by red paint, white paint and wood at once, and one of them lies nearest each player. It is also the one point where Fire, Water and Earth may all stand, which suits the place where every nation is brought in.',
    rules: ['home-point', 'bring-in', 'setup'],
    topic: 'board',
  },
  'iroh-setup-positions': {
    title: 'The starting position',
    question: 'Each player starts with two pieces of each nation and the White Lotus on the board, in a diagram that was lost. Where do the other pieces stand?',
    sources: [booklet('p. 12: two pieces from each nation (8 in total) and the White Lotus on the board; the start looks like this (diagram lost)'), booklet('p. 12: the second fire piece in the small red triangle')],
    choiceText: {
      reconstructed: ch(
        'Our reconstruction',
        'A fixed start, the same for both players turned about the centre. For South: the White Lotus on the home point 10q with an Earth on each side (11q, 9q); behind the Lotus an Air on 10p with Fire on 11p and Water on 9p beside it; a second Air on 10o and a second Water on 9o; the second Fire in the east triangle on 2j. North mirrors it. No harmony stands at the start.',
      ),
      placed: ch(
        'Placed by the players',
        'The White Lotus starts on the home point and the second Fire in its triangle; the players then take turns, guest first, placing their other seven pieces (a Fire, two Waters, two Earths, two Airs) on empty points of their own half that each piece may stand on. Play starts once all are placed.',
      ),
    },
    why: 'The booklet gives only two positions: the Lotus on the home point and the second Fire in a red triangle. We keep both and fill in the rest so that every piece stands on paint it may use, the nations gather round the Lotus as the diagram\u2019s caption suggests, and no harmony exists before the first move. The research notes preferred letting the players place the rest; that stays available as the second choice, but a fixed start lets a reader see the opening position and play at once.',
    rules: ['setup', 'home-point'],
    topic: 'setup',
  },
  'iroh-second-fire-triangle': {
    title: 'Which triangle holds the second Fire',
    question: 'The second Fire starts "in the middle of the small red triangle to the right of the White Lotus". Which triangle is that?',
    sources: [booklet('p. 12: the second fire piece goes in the middle of the small red triangle to the right of the White Lotus')],
    choiceText: {
      'right-gate': ch('The triangle on the player\u2019s right', 'As a player looks across the board, the triangle on the right: the east triangle (2j) for South, the west triangle (18j) for North.'),
      'own-gate': ch('The player\u2019s own triangle', 'The triangle just behind the home point (10r for South, 10b for North).'),
    },
    why: 'The player\u2019s own triangle lies behind the Lotus, not to its right; the side triangle on the player\u2019s right hand is the natural reading of the words.',
    rules: ['setup'],
    topic: 'setup',
  },
  'iroh-guest': {
    title: 'Who is the guest',
    question: 'The guest moves first, but the booklet never says who the guest is.',
    sources: [booklet('p. 12: the guest has the first move')],
    choiceText: {
      random: ch('Drawn by lot', 'One player is chosen at random to be the guest and moves first (the game\u2019s seed decides).'),
      north: ch('North is the guest', 'The second seat, North (the invited player), is the guest and moves first.'),
    },
    why: 'Nothing says who hosts; a fair draw is the neutral choice, and the position records who the guest was.',
    rules: ['guest-first'],
    topic: 'setup',
  },
  'iroh-fire-range': {
    title: 'How far Fire moves',
    question: 'The running text lets Fire move 3 points; the tile sheet says at most 2.',
    sources: [booklet('p. 13: Fire can move 3 spaces at a time'), sheet('Fire: Max 2, straight line')],
    choiceText: {
      '3': ch('Up to 3', 'Fire moves up to three points in a straight line, as the text says.'),
      '2': ch('Up to 2', 'Fire moves up to two points in a straight line, as the tile sheet says.'),
    },
    why: 'The running text is the rule; the sheet is a summary for newcomers, and every other range on it matches the text.',
    rules: ['fire', 'tile-sheet'],
    topic: 'movement',
  },
  'iroh-lotus-jump': {
    title: 'Does the White Lotus jump?',
    question: 'The text calls the White Lotus the only piece that can jump over pieces; the tile sheet lists it simply as moving in a straight line.',
    sources: [booklet('p. 13: the White Lotus is the only piece that can jump over pieces'), sheet('White Lotus: Max 5, straight line')],
    choiceText: {
      jumps: ch('It jumps', 'The Lotus moves up to five points in a straight line and may pass over any pieces on the way; it lands on an empty point.'),
      'no-jump': ch('It stops at pieces', 'The Lotus moves up to five points in a straight line and stops before the first piece in its way, like the others.'),
    },
    why: 'The two statements do not clash: a straight line that passes over pieces is still a straight line. The text is explicit about the jump.',
    rules: ['white-lotus', 'no-passing', 'tile-sheet'],
    topic: 'movement',
  },
  'iroh-directions': {
    title: 'Do straight moves include diagonals?',
    question: 'Fire, Water, Earth and the White Lotus move in a straight line. May that line be diagonal?',
    sources: [booklet('p. 13: the other pieces can only move in a straight line'), booklet('p. 11: harmonies cannot occur diagonally')],
    choiceText: {
      eight: ch('Eight directions', 'A straight move may go along the lines or diagonally.'),
      orthogonal: ch('Along the lines only', 'A straight move goes north, south, east or west only.'),
    },
    why: 'The booklet rules out diagonals for harmonies and says nothing of the kind for moves, so we do not add the limit.',
    rules: ['straight-moves', 'fire', 'water', 'earth', 'white-lotus'],
    topic: 'movement',
  },
  'iroh-air-turns': {
    title: 'How Air turns',
    question: 'Air may change direction during its move of up to 4. How?',
    sources: [booklet('p. 13: it can also change direction during its move'), sheet('Air: can turn mid-move')],
    choiceText: {
      'any-steps': ch('Any steps', 'Air takes up to four single steps, each to any of the eight neighbouring points, never through a piece and never twice over the same point; it ends on an empty point.'),
      'orthogonal-steps': ch('Steps along the lines', 'As above, but every step goes north, south, east or west.'),
      'one-turn': ch('At most one turn', 'Air moves in a straight line, may turn once, and goes on in a straight line; four points in all.'),
    },
    why: 'Changing direction freely is the plainest reading, and the other pieces\u2019 eight directions carry over to each step.',
    rules: ['air'],
    topic: 'movement',
  },
  'iroh-colour-path': {
    title: 'Paint along the whole move',
    question: 'Fire "can only move on the red paint". Must every point it passes be red, or only the point where it stops?',
    sources: [booklet('p. 13: can only move on the red paint'), booklet('p. 14: any piece can move on a border between two colours')],
    choiceText: {
      'whole-path': ch('Every point of the move', 'Each point the piece passes and the point where it stops must carry paint it may use (a border point carries both colours).'),
      destination: ch('Only where it stops', 'Only the point where the piece stops must carry paint it may use.'),
    },
    why: 'Moving "on" the paint describes the whole move, not only its end.',
    rules: ['paint-bound', 'fire', 'water', 'earth'],
    topic: 'movement',
  },
  'iroh-capture-own': {
    title: 'Taking your own pieces',
    question: 'Pieces take each other by landing on each other. May a piece land on one of its own side?',
    sources: [booklet('p. 14: pieces take each other by moving on the other piece')],
    choiceText: {
      'enemy-only': ch('Only the opponent\u2019s pieces', 'A piece may land on an opponent\u2019s piece that can be taken, never on its own.'),
      'own-too': ch('Own pieces too', 'A piece may also land on one of its own side that can be taken, removing it.'),
    },
    why: 'Taking means taking from the opponent in every game the booklet describes.',
    rules: ['capture'],
    topic: 'capture',
  },
  'iroh-bring-in-blocked': {
    title: 'A piece on the home point',
    question: 'New pieces come in on the home point. What if a piece stands there?',
    sources: [booklet('p. 14: additional pieces are brought in on the home point')],
    choiceText: {
      'empty-home': ch('The point must be empty', 'Nothing can be brought in while any piece, your own White Lotus included, stands on your home point.'),
      'capture-on-home': ch('A new piece may take', 'A Fire, Water or Earth may be brought in onto an opponent\u2019s piece standing on your home point, taking it if it can be taken.'),
    },
    why: '"Brought in on the home point" reads as putting a piece on it, which needs it free. So the Lotus must leave home before the first piece can come in.',
    rules: ['bring-in', 'home-point'],
    topic: 'placement',
  },
  'iroh-placement-turn': {
    title: 'Placing a Rock or a Knotweed',
    question: 'Rocks and Knotweed are "placed mid game". Is placing one a whole turn?',
    sources: [booklet('p. 14: bringing in a piece ends the turn'), sheet('Rock and Knotweed: placed mid game')],
    choiceText: {
      'whole-turn': ch('A whole turn', 'Placing a Rock or a Knotweed is the whole turn.'),
      'with-a-move': ch('Together with a move', 'A player may place one Rock or Knotweed and move one piece in the same turn, in either order, and then ends the turn.'),
    },
    why: 'The booklet says bringing in ends the turn, and treats placing Rocks and Knotweed the same way elsewhere; one action a turn is the simplest reading.',
    rules: ['turn', 'rocks', 'knotweed'],
    topic: 'turns',
  },
  'iroh-rock-placement': {
    title: 'Where a Rock may go',
    question: 'The text puts Rocks on any point except the home point; the tile sheet says "all areas".',
    sources: [booklet('p. 14: Rocks can be placed on any point except for the home point'), sheet('Rock: placed mid game, all areas')],
    choiceText: {
      'not-home': ch('Any empty point but a home point', 'A Rock goes on any empty point except the two home points.'),
      anywhere: ch('Any empty point', 'A Rock goes on any empty point, home points included.'),
    },
    why: 'The text is the more precise of the two, and a Rock on a home point would stop that player bringing in pieces for good.',
    rules: ['rocks', 'tile-sheet'],
    topic: 'placement',
  },
  'iroh-knotweed-placement': {
    title: 'Where a Knotweed may go, and whom it holds',
    question: 'A Knotweed goes on a square and holds whatever pieces stand on its four corners. May it go on any square, and does it hold pieces of both sides?',
    sources: [booklet('p. 13: it prevents whatever pieces were on the four corners of the square from moving')],
    choiceText: {
      'any-square': ch('Any free square; holds everyone', 'A Knotweed goes on any square without a Knotweed; it holds every piece on its corners, of either side (never a Fire or a White Lotus).'),
      'occupied-corner': ch('A square with a piece on a corner', 'As before, but the square must have at least one piece on its corners.'),
      'enemy-only': ch('Holds only the opponent', 'A Knotweed goes on any free square and holds only the opponent\u2019s pieces on its corners.'),
    },
    why: '"Whatever pieces" holds everyone, and nothing limits the square.',
    rules: ['knotweed'],
    topic: 'knotweed',
  },
  'iroh-knotweed-persistence': {
    title: 'Pieces that come to a knotweeded corner later',
    question: 'Does a Knotweed hold only the pieces on its corners when it is placed, or also pieces that arrive there later?',
    sources: [booklet('p. 13: whatever pieces were on the four corners')],
    choiceText: {
      'placed-on': ch('Only those there when placed', 'A Knotweed holds the pieces on its corners at the moment it is placed; pieces that move onto a corner afterwards are free.'),
      'any-time': ch('Any piece on a corner', 'Any piece standing on a corner is held, whenever it arrived (never a Fire or a White Lotus).'),
    },
    why: 'The text speaks of the pieces that were on the corners, in the past tense.',
    rules: ['knotweed'],
    topic: 'knotweed',
  },
  'iroh-knotweed-release': {
    title: 'How knotweeded pieces are freed',
    question: 'The text frees the pieces when a White Lotus or a Fire reaches a corner; the tile sheet says both can "take away" Knotweed, Fire when it is within its range.',
    sources: [booklet('p. 13: freed when the White Lotus or a fire piece reaches any of the four corners'), booklet('p. 13: Fire can destroy knotweed if it can reach it on the red paint'), sheet('Fire and White Lotus: can take away knotweed')],
    choiceText: {
      removed: ch('Reaching a corner removes it', 'When a White Lotus or a Fire of either side ends a move on a corner, the Knotweed is taken off the board and its pieces are free.'),
      'freed-stays': ch('The pieces go free, the Knotweed stays', 'As before, but the Knotweed stays on its square, spent: it holds nothing any more.'),
      'fire-burns': ch('Fire may also burn it from afar', 'As the first choice, and a Fire may also, as its turn, burn a Knotweed one of whose corners it could reach with a move on red paint, without moving.'),
    },
    why: 'The sheet\u2019s "take away" and the text\u2019s "reaches" fit together when reaching a corner removes the Knotweed.',
    rules: ['knotweed-release', 'fire', 'white-lotus'],
    topic: 'knotweed',
  },
  'iroh-fire-knotweed': {
    title: 'A Knotweed put on a Fire',
    question: 'If a Knotweed is placed on a square with a Fire on one of its corners, what happens?',
    sources: [booklet('p. 13: if the opposing player puts down a knotweed on a fire bender, the knotweed is destroyed and the turn is over')],
    choiceText: {
      destroyed: ch('The Knotweed is destroyed', 'The Knotweed is destroyed at once and holds nothing; the player\u2019s turn is over. This holds for a Fire of either side.'),
      'fire-immune': ch('Only the Fire goes free', 'The Knotweed stays and holds the other pieces on its corners; only the Fire is not held.'),
    },
    why: 'The text says so in as many words.',
    rules: ['knotweed-fire'],
    topic: 'knotweed',
  },
  'iroh-harmony-geometry': {
    title: 'How far apart harmony partners may be',
    question: 'Two pieces on one line across a midline, with nothing between, form a harmony. Must they also stand at the same distance from the midline?',
    sources: [booklet('p. 11: two pieces each lie on the same line that intersects a midline; nothing in between')],
    choiceText: {
      'any-distance': ch('Any distance', 'Any two pieces on one line (not a diagonal), on opposite sides of a midline, with nothing between them.'),
      symmetric: ch('Mirror images', 'As before, and the two pieces must be equally far from the midline, mirror images of each other.'),
    },
    why: 'The text asks only for the same line and nothing between.',
    rules: ['harmony'],
    topic: 'harmony',
  },
  'iroh-harmony-ownership': {
    title: 'Whose pieces harmonize',
    question: 'The booklet says the opponent\u2019s White Lotus may be used in your harmonies, which implies other pieces harmonize only with their owner\u2019s. What about Rocks, which the sheet says harmonize "with rocks of both players"?',
    sources: [booklet('p. 13: the opponent\u2019s White Lotus can be used in the other player\u2019s harmonies'), sheet('Rock: harmony with rocks of both players')],
    choiceText: {
      'own-and-lotuses': ch('Your own pieces and either Lotus', 'A harmony joins two of your own pieces, or one of them and either White Lotus.'),
      'own-lotuses-rocks': ch('Also either player\u2019s Rocks', 'As before, and a Rock of either player may stand in for one of your own pieces wherever a Rock may harmonize.'),
      any: ch('Any pieces', 'Any two pieces form a harmony for both players, whoever owns them.'),
    },
    why: 'The booklet singles out the White Lotus as the piece both players may use; reading the Rock line of the sheet as an ownership rule would contradict the text, which makes Rocks block.',
    rules: ['harmony-owner', 'earth-rocks'],
    topic: 'harmony',
  },
  'iroh-one-harmony-per-piece': {
    title: 'One harmony per piece',
    question: 'A piece may be used in one harmony only (Water in two). How is that counted when a piece could join several?',
    sources: [booklet('p. 11: a piece may only be used in one harmony; the only exception is the Water piece')],
    choiceText: {
      matching: ch('Each piece counts once', 'The harmonies that count are a set in which no piece is used twice (a Water twice at most). The engine finds the best such set exactly: the most midlines crossed, then the most harmonies.'),
      reuse: ch('Pieces may be reused', 'Every harmony counts, however many share a piece.'),
    },
    why: 'The text says so; finding the best set exactly means no player loses a win the rules allow.',
    rules: ['one-harmony', 'water-two', 'four-midlines'],
    topic: 'harmony',
  },
  'iroh-rock-harmony': {
    title: 'Rocks in harmonies',
    question: 'The text says Rocks disrupt harmonies and that Earth harmonizes "with and over" Rocks; the tile sheet says Rocks harmonize with the Rocks of both players.',
    sources: [booklet('p. 14: Rocks disrupt harmonies'), booklet('p. 13: Earth can make harmonies with and over rocks'), sheet('Earth: harmony with/through a rock; Rock: harmony with rocks of both players')],
    choiceText: {
      'earth-only': ch('Earth only', 'A Rock blocks every line except for Earth: an Earth may harmonize with a Rock and across one, as if it were not there.'),
      partner: ch('A partner for anyone', 'Any piece may harmonize with a Rock; a Rock still blocks lines it is not part of, except for Earth.'),
      blocks: ch('Rocks only block', 'A Rock never harmonizes and blocks every line, Earth\u2019s too.'),
    },
    why: 'The first reading keeps the text\u2019s "disrupt" for everyone and gives Earth its special power; the sheet\u2019s line can then be read as "an Earth harmonizes with Rocks of either player" when the ownership option allows it.',
    rules: ['earth-rocks', 'harmony-blocking', 'rocks'],
    topic: 'harmony',
  },
  'iroh-knotweed-harmony': {
    title: 'Knotweeded pieces in harmonies',
    question: 'The text says knotweeded pieces do not disrupt harmonies; the tile sheet says Knotweed disrupts harmonies.',
    sources: [booklet('p. 13: knotweeded pieces do not disrupt harmonies'), sheet('Knotweed: locks down pieces, disrupts harmonies')],
    choiceText: {
      'transparent-silent': ch('Transparent and silent', 'A held piece does not block other harmonies, and cannot be in one itself.'),
      'transparent-keeps': ch('Transparent, keeps its own', 'A held piece does not block other harmonies and may still be in one.'),
      'blocks-silent': ch('Blocks and is silent', 'A held piece blocks lines like any piece and cannot be in a harmony.'),
    },
    why: 'The first reading keeps the text (held pieces do not get in the way) and applies the sheet\u2019s "disrupts" to the held pieces\u2019 own harmonies.',
    rules: ['knotweed-harmony', 'harmony-blocking'],
    topic: 'harmony',
  },
  'iroh-win-claim': {
    title: 'Claiming the win',
    question: 'A player with a harmony across every midline must wait one turn, then proclaim. How does the engine handle the claim?',
    sources: [booklet('p. 14: the opposing player has 1 turn to try to stop them; the player must proclaim; a wrong proclamation ends the turn')],
    choiceText: {
      proclaim: ch('Proclaim as a turn', 'If the harmonies stood when the opponent\u2019s turn began and still stand, proclaiming wins. Proclaiming is always allowed; a wrong proclamation simply uses up the turn.'),
      automatic: ch('Won when the answer fails', 'The player wins as soon as the opponent\u2019s answering turn ends with the harmonies still standing; no proclamation is needed.'),
      instant: ch('Won at once', 'A player wins as soon as a turn of theirs ends with a harmony across every midline; there is no answer turn.'),
    },
    why: 'The first choice is the text. The other two are conveniences some players may want.',
    rules: ['four-midlines', 'answer-turn', 'proclaim'],
    topic: 'ending',
  },
  'iroh-simultaneous-win': {
    title: 'Both players complete the four midlines',
    question: 'The answering player may complete their own four midlines instead of breaking the other\u2019s. Who wins?',
    sources: [booklet('p. 14: the player with the harmonies must proclaim that they have won')],
    choiceText: {
      'first-proclaims': ch('The first correct proclamation', 'Whoever proclaims correctly first wins: that is the player whose harmonies came first, since their turn comes first.'),
      'both-void': ch('Neither may win while both stand', 'A proclamation fails while the opponent also has a harmony across every midline.'),
    },
    why: 'The claim is made on a player\u2019s own turn, so the first valid one decides the game.',
    rules: ['proclaim', 'answer-turn'],
    topic: 'ending',
  },
  'iroh-draw': {
    title: 'Games that go nowhere',
    question: 'The booklet has no rule that ends a game without a winner.',
    sources: [ours('the booklet only describes the win')],
    choiceText: {
      'quiet-cap': ch('A draw after 100 quiet turns', 'The game is drawn after 100 turns in a row (50 each) without a capture, a piece brought in, a Rock or Knotweed placed, or a Knotweed removed.'),
      none: ch('No draw', 'The game goes on until someone wins.'),
    },
    why: 'A safety net: without it two careful players, or a computer, could play for ever.',
    rules: ['quiet-draw'],
    topic: 'ending',
  },
  'iroh-midline-images': {
    title: 'The lost example pictures',
    question: 'The booklet shows three pictures that were lost: harmonies over midlines 4 and 3, a disrupted harmony over midline 1, and a winning position. How do we use them?',
    sources: [booklet('p. 12: the white pieces have a harmony over midline 4 and the black pieces over midline 3'), booklet('p. 14: an example of a winning position')],
    choiceText: {
      'prose-only': ch('From their captions only', 'Our examples are built from the captions and the rule text; none copies a picture we have not seen.'),
    },
    why: 'Only the captions survive.',
    rules: ['harmony', 'four-midlines'],
    topic: 'harmony',
  },
});
