/**
 * @packageDocumentation
 * Worked examples and exercises for Ancient Pai Sho, replayed and checked by the
 * tests. Positions use the Ancient position notation (see `notation.ts`); every step
 * is one step of a turn (a turn that places also moves, so most turns take two).
 */
import type { ExampleDef, ExerciseDef } from '../../core/types.ts';

export const EXAMPLES: readonly ExampleDef[] = Object.freeze([
  {
    id: 'guessing-ritual',
    title: 'Guessing for the play order, and a centerpiece that has to be drawn again',
    rule: 'play-order-guess',
    start: '1g:l:0W~0~-~JLJdJdD~JCRhKLo~-~8c1gu8',
    intro:
      'Both hands have been dealt at random: five tiles each, hidden from the other player. South has taken one more random tile from their pile and hidden it in one fist. North guesses which.',
    steps: [
      { move: '10j:guess left', caption: 'North guesses the left hand, and the tile is there: the right guess lets North decide the play order.' },
      {
        move: '10j:order first',
        caption:
          'North chooses to play first. The hidden tile now becomes the centerpiece, but it is a Wheel, a one-time tile, so it is set aside with its effect unused and South draws again: another Wheel, set aside; then a Ship, set aside too; then a Chrysanthemum, which goes on the centre. North begins.',
      },
    ],
  },
  {
    id: 'harmony-lines',
    title: 'The booklet’s two lines: one harmony, then two',
    rule: 'first-flower',
    start: '0s~1~0L14g,1Jd12g,1J8g~LRC~-~-~7',
    intro:
      'On row g stand a Lily, a White Jade and a Jasmine: the booklet’s “Single Harmony” line. The Lily and the Jade harmonize. The Jade and the Jasmine are both white, with 5-space and 3-space moves, which makes nothing. The Lily does not reach the Jasmine, because the Jade is the first flower it meets. One harmony.',
    steps: [
      {
        move: 'L*10g',
        caption:
          'South places a second Lily between the Jade and the Jasmine (10g is both red and white, so a white flower may go there). The Jade now has a Lily on each side, and the new Lily harmonizes with the Jasmine too: three harmonies.',
      },
      {
        move: '14g-15i',
        caption:
          'The turn’s move takes the first Lily off the row, one point west then two south. What remains is the booklet’s “Two Harmonies” line: Jade, Lily, Jasmine, with the Lily in harmony on both sides.',
      },
    ],
  },
  {
    id: 'wheel',
    title: 'The Wheel: turn the ring, then move a turned tile',
    rule: 'wheel',
    start: '0s~1~0J10f,1Rh6g~W~-~-~7',
    intro: 'South’s Jasmine stands on 10f, North’s Rhododendron on 6g. They do not share a line, so there is no harmony. South holds a Wheel.',
    steps: [
      { move: 'W*10g', caption: 'South places the Wheel on 10g, right below the Jasmine. Placing it is not the turn’s move: first comes its effect.' },
      {
        move: '10g:rotate 90',
        caption:
          'South turns the ring of eight points around the Wheel by 90° clockwise. The only tile on it, the Jasmine, goes from the north point to the east point, 9g, on the Rhododendron’s row: a white 3-space and a red 5-space flower, one harmony.',
      },
      { move: '9g-8g', caption: 'Now the move: South may move the tile the Wheel just turned. The Jasmine steps east and still sees the Rhododendron first. One harmony, and North’s turn.' },
    ],
  },
  {
    id: 'ship',
    title: 'The Ship takes a tile’s place and sends the tile away',
    rule: 'ship',
    start: '0s~1~1L12g,1Jd10g~B~-~-~7',
    intro: 'North’s Lily and White Jade are in harmony on row g. South holds a Ship.',
    steps: [
      { move: 'B*10g', caption: 'South puts the Ship on the point of the White Jade, which comes off the board for a moment.' },
      {
        move: '10g:relocate 5e',
        caption:
          'South sends the Jade to any empty point, here 5e, far from the Lily. The Ship stays on 10g and blocks nothing, but the Lily has no flower left on its row: no harmony. South has no tile that can move, so the turn ends.',
      },
    ],
  },
  {
    id: 'coin',
    title: 'The Coin blocks a line',
    rule: 'coin',
    start: '0s~1~1L12g,1Jd8g~Rk~-~-~7',
    intro: 'North’s Lily and White Jade see each other along row g, with two empty points between them: one harmony. South holds a Coin.',
    steps: [
      {
        move: 'Rk*10g',
        caption:
          'South puts the Coin between them. Other special tiles let lines through; the Coin does not, so the harmony is gone. The Coin never moves, and South has no other tile on the board, so the turn ends with the placement.',
      },
    ],
  },
  {
    id: 'knotweed',
    title: 'The Knotweed drains its neighbours',
    rule: 'knotweed',
    start: '0s~1~1L12f,1J10f,1Jd8f~K~-~-~7',
    intro: 'Row f holds North’s Lily, Jasmine and White Jade. The Lily and the Jasmine harmonize: one harmony.',
    steps: [
      {
        move: 'K*11e',
        caption:
          'South places the Knotweed on 11e, diagonally touching both the Lily and the Jasmine. Both are drained: turned face down, with no properties left, so they neither harmonize nor move, yet they still fill their points. No harmony remains.',
      },
    ],
  },
  {
    id: 'lotus',
    title: 'The Lotus turns harmony into disharmony, and back',
    rule: 'lotus',
    start: '0s~1~1L12g,1Jd10g,1J8g~Lo~-~-~7',
    intro: 'The “Single Harmony” line again: North’s Lily, White Jade and Jasmine on row g, one harmony. South holds a Lotus.',
    steps: [
      {
        move: 'Lo*5g',
        caption:
          'The Lotus goes on the same row, away from the flowers. Everything on its lines is turned over: the Lily–Jade harmony becomes a disharmony. No harmony now.',
      },
      { move: '5g-5e', caption: 'The Lotus moves up to two points; here it leaves the row, and the harmony is back.' },
    ],
  },
  {
    id: 'dragon',
    title: 'The Dragon lands and removes; any tile can remove the Dragon',
    rule: 'dragon',
    start: '0s~1~0D10m,1J10g,1C8e~R~L~-~7',
    intro: 'South’s Dragon stands on 10m; North’s Jasmine is exactly six points north of it, on 10g.',
    steps: [
      { move: 'R*7m', caption: 'South places a Rose on a white point, 7m. The turn’s move is still to come.' },
      { move: 'D10m x J10g', caption: 'The Dragon moves exactly six points north, over the empty points, and lands on the Jasmine, which leaves the game.' },
      { move: 'L*7g', caption: 'North places a Lily on 7g.' },
      { move: 'C8e x D10g', caption: 'North’s Chrysanthemum goes round its L, two west and two south, and lands on the Dragon: any tile may remove a Dragon that way.' },
    ],
  },
  {
    id: 'draw-and-discard',
    title: 'Drawing over the hand limit',
    rule: 'hand-limit',
    start: '0s~1~0R10j~JLJdCRh~JLJdCRh~-~9ix',
    intro: 'South holds five tiles, the hand limit. Instead of placing, South may draw.',
    steps: [
      { move: 'draw', caption: 'South draws a random tile from their pile: a Lotus. That makes six, one over the limit.' },
      { move: 'discard Lo', caption: 'So South discards a tile, here the Lotus itself, which leaves the game. The turn is over.' },
    ],
  },
  {
    id: 'worked-game',
    title: 'A short game, from the guess to exactly five harmonies',
    rule: 'winning',
    start: '1g:l:0W~0~-~JLJdJdD~JCRhKLo~-~8c1gu8',
    intro: 'A game under the default rules: hands of five, and the winner is whoever brings the board to exactly five harmonies.',
    steps: [
      { move: '10j:guess right', caption: 'North guesses the right hand, but the tile is in the left: South decides the play order.' },
      {
        move: '10j:order second',
        caption:
          'South chooses to play second. The hidden Wheel, then a second Wheel and a Ship, are one-time tiles and are set aside; the Chrysanthemum drawn next becomes the centerpiece, South’s tile on 10j. North begins.',
      },
      { move: 'Rh*10l', caption: 'North places a Rhododendron on 10l, a point of both colours. Below the Chrysanthemum on column 10, the red L-mover and the red 5-space flower harmonize: 1.' },
      { move: '10l-8j', caption: 'North moves it two points, to 8j on the centre row, where it still sees the Chrysanthemum first: 1.' },
      { move: 'J*8h', caption: 'South places a Jasmine on the red point 8h, above the Rhododendron: a white 3-space and a red 5-space flower, another harmony. 2.' },
      { move: '10j-9k', caption: 'South moves the centerpiece one point east and one south, a short L. On the diagonal it still sees the Rhododendron: 2.' },
      { move: 'J*2j', caption: 'North places a Jasmine on 2j, at the far end of the Rhododendron’s row: 3.' },
      { move: '2j-5m', caption: 'North moves that Jasmine three points along a diagonal to 5m, from where another diagonal still leads to the Rhododendron. The count stays at 3, two short of the target.' },
      {
        move: 'L*13m',
        caption:
          'South places a Lily on the red point 13m. Along row m it meets North’s Jasmine, and along its diagonal South’s own Jasmine: two harmonies at once. The board holds exactly five, and South wins at once, before the turn’s move.',
      },
    ],
  },
]);

export const EXERCISES: readonly ExerciseDef[] = Object.freeze([
  {
    id: 'exactly-five',
    title: 'Exactly five',
    prompt: 'The board holds three harmonies; the target is exactly five. South holds a Lily, two White Jades and a Dragon. Place a tile that wins at once.',
    rule: 'winning',
    start: '0s~4~0C9k,1Rh8j,0J8h,1J5m~LJdJdD~CKLo~0W,0W,0B~s6bujj',
    goal: { kind: 'win' },
    hint: 'One placement has to make two harmonies. Which flower harmonizes with a Jasmine, and where does a point see two Jasmines at once?',
    success: 'The Lily harmonizes with both Jasmines, one along a row and one along a diagonal: three becomes five.',
  },
  {
    id: 'two-at-once',
    title: 'Two harmonies with one tile',
    prompt: 'North’s White Jade and Jasmine stand on row g with room between them. Place one tile that makes two harmonies at once.',
    rule: 'several-harmonies',
    start: '0s~1~1Jd12g,0R10j,1J8g~LCRh~J~-~7',
    goal: { kind: 'harmony-gain', count: 2 },
    hint: 'Which flower harmonizes with both a White Jade and a Jasmine? It has to be the first flower each of them meets.',
    success: 'The Lily harmonizes with every white flower of another movement type: with the Jade on one side and the Jasmine on the other, or with both along two different lines.',
  },
  {
    id: 'coin-to-five',
    title: 'Down to exactly five',
    prompt: 'Six harmonies are on the board and the target is exactly five: going past it did not win. South holds a White Jade and a Coin. Place a tile that wins.',
    rule: 'coin',
    start: '0s~1~1L12p,1L12n,1L12l,1L12h,1L12f,1L12d,1J9p,1J9n,1J9l,1J9h,1J9f,1J9d~JdRk~-~-~7',
    goal: { kind: 'win' },
    hint: 'Adding a flower will not lower the count here. Which tile blocks a line?',
    success: 'A Coin between a Lily and its Jasmine blocks that one harmony, and the count drops to exactly five.',
  },
]);
