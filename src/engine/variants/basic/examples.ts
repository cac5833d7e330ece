/**
 * @packageDocumentation
 * Worked examples and exercises for Basic Pai Sho, replayed and checked by the tests.
 * Start positions are written as setups (readable here) and turned into the position
 * notation (`notation.ts`) when the module loads.
 */
import { unwrap } from '../../core/result.ts';
import type { ExampleDef, ExerciseDef, OptionValues } from '../../core/types.ts';
import { placeName, pointId, type PlaceId } from '../../geometry/coords.ts';
import { fromSetup, type BasicSetup } from './notation.ts';
import { formatPosition } from './notation-write.ts';

/** Point name of (x, y): x east, y north, (0, 0) the centre. */
const p = (x: number, y: number): string => placeName(pointId(x, y) as PlaceId);
type Piece = [tile: string, owner: 0 | 1, x: number, y: number];
const position = (pieces: Piece[], extra: Partial<BasicSetup> = {}, options: OptionValues = {}): string =>
  formatPosition(
    unwrap(
      fromSetup(
        { stage: 'play', toMove: 0, turnsTaken: [6, 6], turn: 24, pieces: pieces.map(([tile, owner, x, y]) => ({ tile, owner, place: p(x, y) })), ...extra },
        options,
      ),
    ),
  );
const springStart = formatPosition(unwrap(fromSetup({ stage: 'spring', toMove: 0, pieces: [], spring: { coin: 0, decider: 0, count: 0 } })));

/** The worked game: the setup, then South closes a ring of harmonies around the centre. */
const WORKED: ExampleDef = {
  id: 'worked-game',
  title: 'A whole game: the spring flowers, then a ring around the centre',
  rule: 'end-chain',
  start: springStart,
  intro: 'South won the coin toss and chose to place the first spring flower, so North will make the first move. Each chosen flower is copied at once on the point turned halfway round the centre.',
  steps: [
    { move: `Rh*${p(-4, -6)}`, caption: 'South chooses a Rhododendron on a yellow point of their half.' },
    { move: `Rh*${p(4, 6)}`, caption: 'North must copy it on the mirrored point. Having copied, North chooses the next pair.' },
    { move: `J*${p(-6, 5)}`, caption: 'North picks a Jasmine.' },
    { move: `J*${p(6, -5)}`, caption: 'South copies it, and chooses next.' },
    { move: `J*${p(4, -5)}`, caption: 'South adds a second Jasmine, south-east of the diamond.' },
    { move: `J*${p(-4, 5)}`, caption: 'North copies.' },
    { move: `L*${p(-2, 7)}`, caption: 'North picks a Lily.' },
    { move: `L*${p(2, -7)}`, caption: 'South copies.' },
    { move: `R*${p(-6, -5)}`, caption: 'South picks a Rose; a red flower may stand on yellow.' },
    { move: `R*${p(6, 5)}`, caption: 'North copies.' },
    { move: `R*${p(5, 6)}`, caption: 'North’s last choice.' },
    { move: `R*${p(-5, -6)}`, caption: 'South copies it. The twelve spring flowers stand; none has moved, so none harmonizes yet. North moves first.' },
    { move: `${p(5, 6)}-${p(5, 7)}`, caption: 'North shuffles a Rose.' },
    { move: `${p(-4, -6)}-${p(-4, -4)}`, caption: 'South’s Rhododendron steps up two points. It has moved now, so it may harmonize.' },
    { move: `${p(5, 7)}-${p(5, 6)}`, caption: 'North waits.' },
    { move: `${p(4, -5)}-${p(4, -4)}`, caption: 'The Jasmine moves up one: Jasmine and Rhododendron face each other along an open row. A harmony, +1 for South.' },
    { move: `${p(5, 6)}-${p(5, 7)}`, caption: 'North waits.' },
    { move: `Rh*${p(0, 0)}`, caption: 'South enters a second Rhododendron at the Mid port, the centre. On its starting point it cannot harmonize yet.' },
    { move: `${p(5, 7)}-${p(5, 6)}`, caption: 'North waits.' },
    { move: `${p(0, 0)}-${p(4, 4)}`, caption: 'The Rhododendron runs four points north-east. It now sees the Jasmine straight to the south: +1.' },
    { move: `${p(5, 6)}-${p(5, 7)}`, caption: 'North waits.' },
    { move: `C*${p(-8, 0)}`, caption: 'South enters a Chrysanthemum at the West port.' },
    { move: `${p(5, 7)}-${p(5, 6)}`, caption: 'North waits.' },
    { move: `${p(-8, 0)}-${p(-6, 2)}`, caption: 'The Chrysanthemum makes its L: two points, then two at a right angle.' },
    { move: `${p(5, 6)}-${p(5, 7)}`, caption: 'North still waits, and misses the threat.' },
    {
      move: `${p(-6, 2)}-${p(-4, 4)}`,
      caption:
        'A second L puts the Chrysanthemum on the north-west corner. It harmonizes with both Rhododendrons, and the four harmonies close a ring around the centre: the game ends and South wins the pot. Then everything is counted, and the points decide who wins the game.',
    },
  ],
};

/** North's 32 ordinary flowers lost to the Pot (all but one Lily, one White Jade, one Rose and one Chrysanthemum). */
const NORTH_LOST: BasicSetup['pot'] = (
  [
    ['J', 6],
    ['L', 5],
    ['Jd', 5],
    ['R', 5],
    ['C', 5],
    ['Rh', 6],
  ] as const
).flatMap(([tile, n]) => Array.from({ length: n }, () => ({ tile, owner: 1 })));

/** The endings other than the ring, and the Rock: each one move from what it shows (`basic/endings.mdx`). */
const ENDINGS: ExampleDef[] = [
  {
    id: 'three-flowers',
    page: 'endings',
    title: 'Down to three flowers',
    rule: 'end-three-tiles',
    start: position(
      [['J', 0, -6, -5], ['R', 1, -6, -3], ['L', 1, 5, 6], ['C', 1, 6, 5], ['Jd', 1, -3, 7], ['L', 0, 2, -7], ['Rh', 0, -4, -4], ['C', 0, -2, -7]],
      { pot: NORTH_LOST },
    ),
    intro: 'A long game: North has lost 32 of their 36 flowers to the Pot. The last four are on the board, none in reserve. South’s Jasmine stands two points below North’s Rose, a flower it clashes with.',
    steps: [
      {
        move: `J${p(-6, -5)} x R${p(-6, -3)}`,
        caption: 'The Jasmine takes the Rose. North has three flowers left, too few to build a ring: the game ends at once, South wins the pot, and the count decides the game.',
      },
    ],
  },
  {
    id: 'points-target',
    page: 'endings',
    title: 'A points target of 10',
    rule: 'end-target',
    options: { 'basic-end-target': '10' },
    start: position([['J', 0, -5, -5], ['L', 0, -6, 2], ['R', 1, 6, 5], ['C', 1, 3, 6]], { points: [9, 6] }, { 'basic-end-target': '10' }),
    intro: 'The players agreed to stop at 10 points. South has 9. Its Jasmine is one point east of the column where its Lily stands.',
    steps: [
      {
        move: `${p(-5, -5)}-${p(-6, -5)}`,
        caption: 'The Jasmine steps west and sees the Lily along an open column: a harmony, +1. South reaches 10 and the game ends. Nobody wins the pot; the count decides.',
      },
    ],
  },
  {
    id: 'forfeit',
    page: 'endings',
    title: 'Giving up',
    rule: 'forfeit',
    start: position([['J', 0, -6, -5], ['L', 0, -6, 2], ['R', 1, 6, 5], ['C', 1, 3, 6]], { toMove: 1, points: [3, 1] }),
    intro: 'North is to act, behind on points and with nothing to stop South’s harmonies.',
    steps: [{ move: 'resign', caption: 'North gives up at the start of the turn: South wins. Nothing is counted.' }],
  },
  {
    id: 'rock',
    page: 'endings',
    title: 'A Rock copies the flowers next to it',
    rule: 'rock',
    start: position([['Rk', 0, -5, -4], ['Jd', 0, -6, -4], ['L', 0, -3, 2], ['R', 1, -1, -5], ['J', 0, 6, -5], ['C', 1, 5, 6]]),
    intro: 'South’s Rock stands next to South’s White Jade, so it takes on the White Jade’s friends (the Lily and the Rose) and its enemy (the Rhododendron). Click the Rock to read what it copies.',
    steps: [
      {
        move: `${p(-3, 2)}-${p(-5, 0)}`,
        caption: 'South’s Lily makes its L onto the Rock’s column. A Lily is a friend of the White Jade, so it harmonizes with the Rock: +1.',
      },
      {
        move: `${p(-1, -5)}-${p(-4, -5)}`,
        caption: 'North’s Rose stops next to the Rock too. The Rock now copies both flowers, either player’s: as a Rose it also harmonizes with South’s White Jade beside it (+1).',
      },
      {
        move: `${p(-6, -4)}-${p(-8, -4)}`,
        caption: 'The White Jade steps two points west. The Rock copies only the Rose now, and a Lily is no friend of a Rose: the harmony with the Lily is gone. The White Jade still sees the Rock along the row, and a Rose is its friend, so that harmony stands.',
      },
    ],
  },
];

export const EXAMPLES: readonly ExampleDef[] = Object.freeze([
  {
    id: 'spring-flowers',
    title: 'Choosing and copying spring flowers',
    rule: 'spring-flowers',
    start: springStart,
    intro: 'The spring flowers go in pairs: one player chooses a flower and a point on their own half, the other copies it on the mirrored point.',
    steps: [
      { move: `J*${p(-6, -5)}`, caption: 'South chooses a Jasmine on a yellow point of the south half.' },
      { move: `J*${p(6, 5)}`, caption: 'North has no choice: the same Jasmine, on the point turned halfway round the centre.' },
      { move: `C*${p(5, 3)}`, caption: 'North now chooses: a Chrysanthemum on the red north-east quarter, its own colour.' },
      { move: `C*${p(-5, -3)}`, caption: 'South copies it in the red south-west quarter.' },
    ],
  },
  {
    id: 'capture',
    title: 'A Jasmine takes a Rose',
    rule: 'capture',
    start: position([['J', 0, -6, -5], ['R', 1, -6, -3], ['L', 1, -3, -5], ['R', 1, 6, 5]]),
    intro: 'A tile captures only an opponent tile it is in disharmony with. A Jasmine clashes with the Rose, but harmonizes with the Lily.',
    steps: [{ move: `J${p(-6, -5)} x R${p(-6, -3)}`, caption: 'The Jasmine lands on the Rose two points north. The Rose goes to the Pot. Moving three points east onto the Lily instead would be refused.' }],
  },
  {
    id: 'natural-harmony',
    title: 'A natural harmony, and a disharmony that breaks it',
    rule: 'natural-harmony',
    start: position([['R', 0, 3, 2], ['Jd', 0, 3, -2], ['Rh', 1, 5, 1], ['J', 0, -6, -5]], { toMove: 1 }),
    intro: 'South’s Rose stands on red and its White Jade on white, on one open column: a natural harmony, worth 2.',
    steps: [
      {
        move: `${p(5, 1)}-${p(3, 1)}`,
        caption: 'North’s Rhododendron, in disharmony with the White Jade, steps between them. The harmony is broken and South loses 2.',
      },
    ],
  },
  {
    id: 'knotweed',
    title: 'Knotweed drains its neighbours',
    rule: 'knotweed',
    start: position([['J', 1, -6, -4], ['L', 0, -8, -2], ['R', 1, 6, 5]]),
    intro: 'A Lily may not take a Jasmine: they are in harmony. Knotweed changes that.',
    steps: [
      { move: `K*${p(-6, -3)}`, caption: 'South places a Knotweed next to North’s Jasmine. The Jasmine is drained: it cannot move or harmonize.' },
      { move: `${p(6, 5)}-${p(5, 5)}`, caption: 'North moves elsewhere.' },
      { move: `${p(-8, -2)}-${p(-6, -4)}`, caption: 'Any tile may take a drained tile: South’s Lily makes its L onto the Jasmine and sends it to the Pot.' },
    ],
  },
  {
    id: 'wheel',
    title: 'The Wheel turns the tiles around it',
    rule: 'wheel-rotation',
    start: position([['W', 0, -6, -3], ['R', 1, -5, -3], ['J', 0, -6, 2], ['R', 1, 6, 5]]),
    intro: 'The Wheel turns every tile on the eight points around it, either way, by any eighth of a turn.',
    steps: [{ move: `W${p(-6, -3)}:rotate ccw 2`, caption: 'A quarter turn counter-clockwise carries North’s Rose from the east of the Wheel to its north, onto the column of South’s Jasmine.' }],
  },
  {
    id: 'boat',
    title: 'The Boat pushes and carries',
    rule: 'boat-push',
    start: position([['B', 0, -1, 3], ['J', 1, 0, 3], ['L', 0, -2, 3], ['R', 1, 6, 5], ['J', 0, -6, -5]]),
    intro: 'The Boat stands between South’s Lily and North’s Jasmine.',
    steps: [
      { move: `B${p(-1, 3)}:push ${p(0, 3)} ${p(1, 3)}`, caption: 'It pushes the Jasmine one point straight away, onto the red quarter: a white flower may not stand there, so it goes back to North’s reserve.' },
      { move: `${p(6, 5)}-${p(5, 5)}`, caption: 'North moves.' },
      { move: `B${p(-1, 3)}:carry s 2 ${p(-2, 3)}`, caption: 'The Boat sails two points south with the Lily beside it.' },
    ],
  },
  {
    id: 'blooming-lotus',
    title: 'A blooming White Lotus',
    rule: 'blooming',
    start: position([['Lo', 0, -6, -3], ['R', 1, -4, 5], ['J', 0, 6, -5]], { toMove: 1, pot: [{ tile: 'J', owner: 1 }] }),
    intro: 'North has lost a tile to the Pot and South none, so South’s White Lotus blooms: it harmonizes with any flower, North’s included.',
    steps: [{ move: `${p(-4, 5)}-${p(-6, 5)}`, caption: 'North’s Rose moves onto the Lotus’s column. The harmony scores for South, the Lotus’s owner.' }],
  },
  WORKED,
  ...ENDINGS,
] satisfies ExampleDef[]);

export const EXERCISES: readonly ExerciseDef[] = Object.freeze([
  {
    id: 'capture-the-disruptor',
    title: 'Capture the tile that breaks your harmony',
    prompt: 'North’s Rose stands between your Jasmine and your Lily, breaking their harmony. Restore it.',
    rule: 'disharmony',
    start: position([['J', 0, -6, -5], ['L', 0, -6, 2], ['R', 1, -6, -2], ['R', 1, 6, 5], ['J', 0, 6, -6]]),
    goal: { kind: 'moves', accepted: [`J${p(-6, -5)} x R${p(-6, -2)}`] },
    hint: 'A Jasmine may capture a Rose: they are in disharmony.',
    success: 'The Jasmine takes the Rose and stays on the Lily’s column: the harmony stands again.',
  },
  {
    id: 'wheel-score',
    title: 'Which turn of the Wheel scores?',
    prompt: 'Turn your Wheel so that your Jasmine next to it forms a harmony.',
    rule: 'wheel-rotation',
    start: position([['W', 0, -6, -3], ['J', 0, -5, -3], ['L', 0, -7, 2], ['R', 1, 6, 5]]),
    goal: { kind: 'harmony-gain', count: 1, harmonyKind: 'harmony' },
    hint: 'The Lily waits on the column one point west of the Wheel.',
    success: 'Half a turn carries the Jasmine to the west of the Wheel, onto the Lily’s column.',
  },
  {
    id: 'win-the-pot',
    title: 'Win the pot in one',
    prompt: 'Three harmonies already surround the centre. Close the ring.',
    rule: 'end-chain',
    options: { 'basic-pot-winner-vs-score': 'pot-decides' },
    start: position(
      [['Rh', 0, -4, -4], ['J', 0, 4, -4], ['Rh', 0, 4, 4], ['C', 0, -6, 2], ['R', 1, 6, -6]],
      {},
      { 'basic-pot-winner-vs-score': 'pot-decides' },
    ),
    goal: { kind: 'win' },
    hint: 'The Chrysanthemum harmonizes with a Rhododendron. Where would it see both?',
    success: 'The Chrysanthemum’s L lands on the fourth corner: a ring of harmonies around the centre wins the pot, and under this option the pot wins the game.',
  },
] satisfies ExerciseDef[]);
