/**
 * @packageDocumentation
 * Worked examples and exercises for the Pai Sho Project rules, replayed and checked
 * by the tests. Positions use the compact position text (see `notation.ts`).
 */
import type { ExampleDef, ExerciseDef } from '../../core/types.ts';

export const EXAMPLES: readonly ExampleDef[] = Object.freeze([
  {
    id: 'worked-game',
    title: 'The first turns of a game',
    rule: 'opening',
    start: '0.0~-~-',
    intro: 'A new two-player game. The board is empty and both reserves are full. Sente, at East, moves first.',
    steps: [
      { move: 'F*3j', caption: 'Sente enters an element first, as every player must: Fire on the eastern tip of the diamond, a point touching the east Torii. The turn is not over yet: a tile just dropped may move at once.' },
      { move: 'F3j-5j', caption: 'The Fire goes on two points west along the path, into the central gardens. A tile moved after its drop may not capture.' },
      { move: 'S*17j', caption: 'Gote answers with the Spirit Wheel on the western tip…' },
      { move: 'S17j-15j', caption: '…and moves it in the same way, two points east.' },
      { move: 'Rs*10c', caption: 'Now flowers may come in. A Rose is dropped on 10c, where the north Torii meets the diamond…' },
      { move: 'Rs10c-11e', caption: '…and slips into the north-west central garden with its knight-shaped move: one point straight, one diagonally.' },
      { move: 'Ly*10r', caption: 'Gote drops a Lily in the south Torii…' },
      { move: 'Ly10r-9q', caption: '…and steps it diagonally into the south-east yellow garden.' },
      { move: 'F5j-7h', caption: 'Fire moves two points diagonally, staying inside the central gardens (straight north it would have crossed the wall). It captured nothing, so it could bend a flower in reach; none is, so the turn ends.' },
    ],
  },
  {
    id: 'drop-then-move',
    title: 'A drop, then a move of the tile just dropped',
    rule: 'drop-and-move',
    start: '0.2~1E10q,0F3j~-',
    intro: 'Both players have entered an element. Sente drops a Rose on 10c, the tip of the diamond that touches the north Torii.',
    steps: [
      { move: 'Rs*10c', caption: 'A flower may be dropped on a point touching a Torii. The turn is not over: the Rose may move at once, though it may not capture.' },
      { move: 'Rs10c-11e', caption: 'One step straight, then one diagonally: the Rose’s move. Passing the Torii-touching tip, it enters the central gardens without pausing on a wall.' },
    ],
  },
  {
    id: 'wall-pause',
    title: 'Stopping on a wall',
    rule: 'wall-crossing',
    start: '0.2~0Jd12c,1E10q,0F3j~-',
    intro: 'Sente’s Jade stands in the north-west yellow garden on 12c. The central gardens lie beyond the wall.',
    steps: [
      { move: 'Jd12c-12e', caption: 'The Jade may not cross the wall in one move, so it stops on the wall point 12e.' },
      { move: 'pass', caption: 'Gote passes.' },
      { move: 'Jd12e-12h', caption: 'Starting on the wall, the Jade may now go straight into the central garden.' },
    ],
  },
  {
    id: 'move-and-bend',
    title: 'Fire moves, then bends a flower',
    rule: 'move-and-bend',
    start: '0.2~1Ly10g,0F10k,1E10q,0W3j~-',
    intro: 'Gote’s Lily stands on 10g. Sente’s Fire is on 10k.',
    steps: [
      { move: 'F10k-10j', caption: 'Fire moves one point north. It did not capture, so it may now bend a flower it could reach “as if to capture it”.' },
      { move: 'F10j:bend 10g 10c', caption: 'The Lily is pushed straight away from the Fire, to 10c, seven points from the bender: the furthest a line bender may send it.' },
    ],
  },
]);

export const EXERCISES: readonly ExerciseDef[] = Object.freeze([
  {
    id: 'capture-with-lotus',
    title: 'Capture with the Lotus',
    prompt: 'Sente to move: capture Gote’s Chrysanthemum.',
    rule: 'capture',
    start: '0.4~0Lt10j,1C11j,0F10q,1E3j~-',
    goal: { kind: 'moves', accepted: ['Lt10j x C11j'] },
    hint: 'The Lotus moves up to two points in any direction and captures any tile it lands on.',
    success: 'Right: L10j x C11j, the page’s own example. A capture ends the turn.',
  },
]);
