/**
 * @packageDocumentation
 * Iroh worked examples and exercises (our own, built from the rule text: the
 * booklet's pictures are lost). Every example is replayed by the tests and every
 * exercise is checked to be solvable, and not by every move.
 *
 * Positions use the notation of `notation.ts`: South's pieces start with 0,
 * North's with 1; points are named number-then-letter (10j is the centre; 10q is
 * South's home point, 10c North's).
 */
import type { ExampleDef, ExerciseDef } from '../../core/types.ts';

/** The reconstructed start with South as the guest. */
export const START = '0~1F18j,0E11q,0F11p,1W11e,1W11d,1E11c,0L10q,0A10p,0A10o,1A10e,1A10d,1L10c,0E9q,0W9p,0W9o,1F9d,1E9c,0F2j';

/**
 * The worked game's position after forty turns: South has harmonies across the north and west
 * midlines; each player has one piece of each nation, South a Rock and two Knotweeds, North one
 * Knotweed and no Rock left off the board.
 */
export const WORKED_GAME = '0~1F18j,1R16d,1A15e,0E14k,0A14h,0A12f,1W12d,0E11m,0L10q,1L10c,0W9p,0A9f,0W7l,1E7b,0F5h,1R4p~r111112111101.t40';

/** The worked game after South's Lotus frees the Water (North to answer). */
const THREAT = '1~1F18j,1R16d,1A15e,0E14k,0A14h,0A12f,1W12d,0E11m,1L10c,0W9p,0A9f,0W7l,0F7h,1E7b,0L6m,1R4p~r111112111100.t43.a0';

export const EXAMPLES: readonly ExampleDef[] = Object.freeze([
  {
    id: 'opening',
    title: 'The first moves',
    rule: 'paint-bound',
    start: START,
    intro:
      'The reconstructed start, South to move as the guest. Every nation keeps to its own paint: the Fires to red, the Waters to white, the Earths to the unpainted wood; the Airs and the White Lotus go anywhere.',
    steps: [
      { move: '11p-13n', caption: 'South’s Fire goes diagonally up to three points along the red quarter: 12o and 13n are both red.' },
      { move: '11d-12e', caption: 'North’s Water steps along its white quarter.' },
      { move: '10p-12m', caption: 'South’s Air, free now that the Fire has gone, winds out in four single steps.' },
      { move: '11c-13c', caption: 'North’s Earth keeps to the wood outside the diamond.' },
    ],
  },
  {
    id: 'air-turns',
    title: 'Air turns during its move',
    rule: 'air',
    start: '0~0E11j,0L10q,0A10j,1L10c,1E9k,1E9j,1E9i',
    intro: 'South’s Air on the centre faces a wall of three North Earths. It cannot take them, and it cannot pass through them.',
    steps: [{ move: '10j-8j', caption: 'It goes round instead: north to 10i, across 9h and 8i, and down to 8j — four single steps, changing direction as it goes.' }],
  },
  {
    id: 'lotus-jump',
    title: 'The White Lotus jumps',
    rule: 'white-lotus',
    start: '0~0E13l,0L10q,0A10p,1E10n,1L10c',
    intro: 'South’s White Lotus on its home point, with its own Air and a North Earth in the way.',
    steps: [{ move: '10q-10l', caption: 'The Lotus passes over both pieces and stops five points on, on an empty point: it is the only piece that jumps, and it never takes.' }],
  },
  {
    id: 'knotweed',
    title: 'A Knotweed holds, the Lotus frees',
    rule: 'knotweed',
    start: '1~0E14p,0A14o,1E13p,0L13m,1L10c,0F8n,1W8f',
    intro: 'North to move. Three pieces stand round the square 13o:14p: South’s Earth and Air, and North’s own Earth.',
    steps: [
      { move: 'K*13o:14p', caption: 'North lays a Knotweed on the square. It holds every piece on the corners, North’s Earth included; none of them may move.' },
      { move: '13m-13o', caption: 'South’s White Lotus ends its move on the free corner 13o: the Knotweed is taken off and all three pieces are free again.' },
    ],
  },
  {
    id: 'knotweed-on-fire',
    title: 'Knotweed cannot hold a Fire',
    rule: 'knotweed-fire',
    start: '1~0E12o,0F11n,0L10q,1L10c,1W8f',
    intro: 'North would like to hold South’s Earth on 12o, but South’s Fire stands on 11n, another corner of the same square.',
    steps: [{ move: 'K*11n:12o', caption: 'The Knotweed touches a Fire, so it is destroyed at once, holds nothing, and North’s turn is over.' }],
  },
  {
    id: 'water-two',
    title: 'A Water in two harmonies',
    rule: 'water-two',
    start: '0~0A11m,0W11f,0L10q,1L10c,0F7h,1E6b',
    intro: 'South’s Water stands in its white quarter. On 7h is a South Fire; below, on 11m, a South Air.',
    steps: [
      {
        move: '11f-11h',
        caption:
          'The Water drops to 11h. East along its line the Fire faces it across midline 1; south along its column the Air faces it across midline 4. Any other piece could count in only one of them; a Water counts in both.',
      },
    ],
  },
  {
    id: 'earth-over-rock',
    title: 'Earth harmonizes over a Rock',
    rule: 'earth-rocks',
    start: '0~0E16m,0R12l,1W12f,0L10q,1L10c,0A7l',
    intro: 'A South Rock stands on 12l, on the line between 16l and 7l. A Rock blocks every harmony — except one with an Earth.',
    steps: [{ move: '16m-16l', caption: 'South’s Earth steps onto the line. It sees its Air on 7l over the Rock: a harmony across midline 3.' }],
  },
  {
    id: 'worked-game',
    title: 'A game to a proclaimed win',
    rule: 'proclaim',
    start: WORKED_GAME,
    intro:
      'Forty turns in. South already has harmonies across midline 1 (Airs on 12f and 9f) and midline 4 (Earth on 14k, Air on 14h). North has placed both its Rocks and keeps one Knotweed.',
    steps: [
      { move: '5h-7h', caption: 'South’s Fire slides west along the red quarter to 7h, above its Water on 7l: a third harmony, across midline 2.' },
      { move: 'K*6l:7m', caption: 'North answers with its last Knotweed. It holds South’s Water on 7l; a held piece cannot be in a harmony, so midline 2 is lost again.' },
      {
        move: '10q-6m',
        caption:
          'South’s White Lotus jumps four points to 6m, a corner of the knotweeded square. The Knotweed is removed and the Water is free; the Lotus itself faces the Earth on 11m across midline 3. All four midlines are crossed.',
      },
      {
        move: 'proclaim',
        caption:
          'North has one turn to break a harmony. Its Air on 15e could have stepped between the Earth and the Air on the west line, but North proclaims a win of its own instead. North has no harmony at all: the proclamation is wrong and the turn is simply lost.',
      },
      { move: 'proclaim', caption: 'South’s four harmonies have stood through North’s turn. South proclaims, points them out, and wins.' },
    ],
  },
]);

export const EXERCISES: readonly ExerciseDef[] = Object.freeze([
  {
    id: 'midline-3',
    title: 'A harmony across midline 3',
    prompt: 'South to move. Make a harmony across midline 3, the south half-line.',
    rule: 'harmony',
    start: '0~0E15n,0A6l,0W8o,0L10q,1L10c,1A13e',
    goal: { kind: 'harmony-gain', count: 1, harmonyKind: 'midline-3' },
    hint: 'Two of your pieces must stand on one east–west line south of the centre, one on each side of the south half-line, with nothing between them.',
    success: 'The two pieces face each other across the south half-line with nothing in between.',
  },
  {
    id: 'free-the-earth',
    title: 'Free your Earth',
    prompt: 'South to move. North’s Knotweed on 13o:14p holds your Earth and Air. Set them free.',
    rule: 'knotweed-release',
    start: '0~0E14p,0A14o,1E13p,0L13l,1L10c,0F11o,1W8f,1K13o:14p!14p!14o!13p',
    goal: { kind: 'moves', accepted: ['13l-13o'] },
    hint: 'Only a White Lotus or a Fire frees knotweeded pieces, by ending a move on a corner of the square. Which corner is free, and which of those two can get there?',
    success: 'The Lotus jumps down to 13o, a corner of the square: the Knotweed comes off. Your Fire could not help: 12o is red, but 13o is wood.',
  },
  {
    id: 'stop-the-win',
    title: 'Stop the win in one',
    prompt: 'North to move. South has a harmony across every midline and will proclaim next turn. You have no Rock or Knotweed left. Break one harmony.',
    rule: 'answer-turn',
    start: THREAT,
    goal: { kind: 'moves', accepted: ['15e-14i', '15e-11f', '12d-10f', '10c-10f'] },
    hint: 'Any piece standing between the two pieces of a harmony breaks it — even one on the midline. Look at the north and west lines.',
    success: 'One of your pieces now stands between two South pieces, so that harmony is gone and a proclamation would fail.',
  },
  {
    id: 'proclaim-now',
    title: 'Claim the win',
    prompt: 'South to move. Your four harmonies have stood through North’s turn. Win the game.',
    rule: 'proclaim',
    start: '0~1F18i,1R16d,1A15e,0E14k,0A14h,0A12f,1W12d,0E11m,1L10c,0W9p,0A9f,0W7l,0F7h,1E7b,0L6m,1R4p~r111112111100.t44.q1.a0',
    goal: { kind: 'win' },
    hint: 'The win does not come by itself: you have to say so.',
    success: 'You proclaimed while your harmonies across all four midlines still stood after North’s answer: the game is yours.',
  },
]);
