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
 * The first forty turns of the worked game, from `START` (South the guest), as the tests replay them. Both
 * sides develop; North places both its Rocks and spends two Knotweeds on squares beside its own Fire on 9d,
 * which destroys them (3.15), so it keeps one.
 */
export const WORKED_GAME_TURNS =
  '10o-10n 11e-13g 10n-10j 9c-6c 10j-9f 6c-5d 10p-10n R*16d 10n-10j 10d-11g 10j-12f 11g-9k 2j-5j 9k-5o 5j-7h K*8c:9d 9p-7n 11c-14c 7n-7m 14c-15d ' +
  '7m-7k R*4p 11q-12q 11d-11e 12q-12o 11e-11g 12o-15l 11g-12h 9o-9m K*8d:9e 9m-9k 9d-6g 9k-11i 5d-3f 11i-13i 15d-14d 9q-6n 14d-17g 6n-6m 17g-16f';

/**
 * The worked game's position after those forty turns: South has harmonies across the north and east
 * midlines; North has placed both Rocks and keeps one Knotweed; nothing has been taken.
 */
export const WORKED_GAME = '0~1F18j,1E16f,1R16d,0E15l,0W13i,1W13g,1W12h,0A12f,0F11p,0L10q,1A10e,1L10c,0A9f,0W7k,0F7h,0E6m,1F6g,1A5o,1R4p,1E3f~r222223222201.t40.q10';

/** The worked game after South's Lotus frees the Earth (North to answer). */
export const THREAT = '1~1F18j,1E16f,1R16d,0E15l,0W15i,0L14m,1W13g,1W12h,0A12f,0F11p,1A10e,1L10c,0A9f,0W7k,0F7h,0E6m,1F6g,1A5o,1R4p,1E3f~r222223222200.t43.a0';

/** The threat after North's answer 18j-18i, which breaks nothing (South to move). */
export const ANSWERED = '0~1F18i,1E16f,1R16d,0E15l,0W15i,0L14m,1W13g,1W12h,0A12f,0F11p,1A10e,1L10c,0A9f,0W7k,0F7h,0E6m,1F6g,1A5o,1R4p,1E3f~r222223222200.t44.q1.a0';

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
      { move: '10p-12m', caption: 'South’s Air on 10p slips out between its own pieces to 12m. It could have gone from the start: an Air moves up to four single steps, each to any neighbouring empty point, turning as it likes.' },
      { move: '11c-13c', caption: 'North’s Earth keeps to the wood outside the diamond.' },
    ],
  },
  {
    id: 'air-turns',
    title: 'Air turns during its move',
    rule: 'air',
    start: '0~0F11j,0L10q,0A10j,1L10c,1W9k,1F9j,1F9i',
    intro: 'South’s Air on the centre faces a wall of North pieces on the red and white paint there: Fires on 9i and 9j, a Water on 9k. It cannot take them, and it cannot pass through them.',
    steps: [{ move: '10j-8j', caption: 'It goes round instead: north to 10i, across 9h and 8i, and down to 8j — four single steps, changing direction as it goes.' }],
  },
  {
    id: 'lotus-jump',
    title: 'The White Lotus jumps',
    rule: 'white-lotus',
    start: '0~0L10q,0A10p,1W10n,1L10c',
    intro: 'South’s White Lotus on its home point, with its own Air on 10p and a North Water on 10n in the way.',
    steps: [{ move: '10q-10l', caption: 'The Lotus passes over both pieces and stops five points on, on an empty point: it is the only piece that jumps, and it never takes.' }],
  },
  {
    id: 'knotweed',
    title: 'A Knotweed holds, the Lotus frees',
    rule: 'knotweed',
    start: '1~0E14p,0A14o,1E13p,0L13m,1L10c,0F8h,1W12h',
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
    start: '1~0E12o,0F11n,0L10q,1L10c,1W12h',
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
      'Forty turns into a game from the reconstructed start, South the guest; nothing has been taken yet. South has harmonies across midline 1 (Airs on 12f and 9f) and midline 2 (Water on 7k, Fire on 7h). North has placed both its Rocks and keeps one Knotweed.',
    steps: [
      { move: '13i-15i', caption: 'South’s Water slides west along its white quarter to 15i, above its Earth on 15l: a third harmony, across midline 4.' },
      { move: 'K*14l:15m', caption: 'North answers with its last Knotweed. It holds South’s Earth on 15l; a held piece cannot be in a harmony, so midline 4 is lost again.' },
      {
        move: '10q-14m',
        caption:
          'South’s White Lotus jumps over its own Fire on 11p and lands four points away on 14m, a corner of the knotweeded square. The Knotweed is removed and the Earth is free; the Lotus itself faces the Earth on 6m across midline 3. All four midlines are crossed.',
      },
      {
        move: 'proclaim',
        caption:
          'North has one turn to break a harmony. Its Air on 10e could have stepped onto 10f, between the two Airs on the north line, but North proclaims a win of its own instead. North has one harmony (Water on 13g and Fire on 6g, across midline 1), not four: the proclamation is wrong and the turn is simply lost.',
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
    start: '0~0E14p,0A14o,1E13p,0L13l,1L10c,0F11o,1W12h,1K13o:14p!14p!14o!13p',
    goal: { kind: 'moves', accepted: ['13l-13o'] },
    hint: 'Only a White Lotus or a Fire frees knotweeded pieces, by ending a move on a corner of the square. Which corner is free, and which of those two can get there?',
    success: 'The Lotus moves straight down to 13o, a corner of the square, and the Knotweed comes off. Your Fire could not help: it can reach 12o, whose border carries red, but 13o is wood only.',
  },
  {
    id: 'stop-the-win',
    title: 'Stop the win in one',
    prompt: 'North to move. South has a harmony across every midline and will proclaim next turn. You have no Rock or Knotweed left. Break one harmony.',
    rule: 'answer-turn',
    start: THREAT,
    goal: { kind: 'moves', accepted: ['18j-15j', 'W13g x W15i', '12h-10f', '10e-10f', '10e-11f', '10e-7i', '10c-10f', 'F6g x F7h', '5o-7m', '5o-8m', '5o-9m'] },
    hint: 'Any piece standing between the two pieces of a harmony breaks it — even one on the midline — and so does taking one of them. Look along each of the four lines.',
    success: 'One of South’s harmonies is gone — a piece of yours stands between its two pieces, or you took one of them — so a proclamation would fail.',
  },
  {
    id: 'proclaim-now',
    title: 'Claim the win',
    prompt: 'South to move. Your four harmonies have stood through North’s turn. Win the game.',
    rule: 'proclaim',
    start: ANSWERED,
    goal: { kind: 'win' },
    hint: 'The win does not come by itself: you have to say so.',
    success: 'You proclaimed while your harmonies across all four midlines still stood after North’s answer: the game is yours.',
  },
]);
