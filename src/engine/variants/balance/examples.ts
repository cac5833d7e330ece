/**
 * @packageDocumentation
 * Worked examples and exercises for Balance Pai Sho (server side). Positions are
 * written in the Balance position notation; the tests replay every step.
 *
 * Garden names refer to the default layout: eight sectors (e.g. north-north-east,
 * between the north midline and the north-east diagonal), each inner or outer.
 * Places used (default layout):
 *   9d:10e, 7d:8e, 8e:9f, 8f:9g, 6d:7e: north-north-east inner
 *   7g:8h, 6f:7g: on the diagonal, east-north-east inner and north-north-east inner
 *   4g:5h, 5h:6i, 6h:7i: east-north-east inner       3d:4e: east-north-east outer
 *   11n:12o, 12o:13p: south-south-west inner           14k:15l, 15l:16m, 15j:16k, 14l: west-south-west inner
 *   6k:7l, 4l:5m, 5j:6k: east-south-east inner         5o:6p: south-south-east outer
 *   15g:16h: west-north-west inner                     13e, 8e (intersections): one garden each
 */
import type { ExampleDef, ExerciseDef } from '../../core/types.ts';

export const EXAMPLES: readonly ExampleDef[] = [
  {
    id: 'surplus-lock',
    title: 'Two Lotus and one Rose: the spare Lotus may leave',
    rule: 'locked-tiles',
    start: 'b1_13eLi,15l:16mLi,14k:15lO,14f:15gW,12o:13pLi,11n:12oO,8e:9fLo,7g:8hR,7d:8eLo,5h:6iO,4g:5hLi_-_-_t0.s2.f0',
    intro:
      'Second stage. The north-north-east inner garden holds two Lotus and the Rose, which stands on the diagonal square 7g:8h and so also belongs to the east-north-east inner garden, where no Lotus is. Three Orchid–Lily pairs sit in other gardens, and the fourth Lily is fixed on the intersection 13e with no Orchid in its garden. In the north-north-east inner garden the Rose can balance only one Lotus, so one Lotus is spare. The movable tiles are the two Lotus and the empty Wheel; the Rose and the paired Orchids and Lilies are locked.',
    steps: [
      { move: '7d:8e-3d:4e', caption: 'Player 1 slides the Lotus on 7d:8e east, out of the garden. The balance count stays at four: the other Lotus still pairs with the Rose. Now that pair is the only one for the Rose, so the Lotus on 8e:9f and the Rose are both locked.' },
      { move: '14f:15g-14c:15d', caption: 'Player 2 moves the empty Wheel of Life north. An empty Wheel is not a flower, so it is never locked.' },
      { move: '3d:4e-6d:7e', caption: 'Player 1 brings the wandering Lotus back into the north-north-east inner garden. There are two Lotus for one Rose again, so either Lotus is free to leave once more.' },
    ],
  },
  {
    id: 'wheel-double',
    title: 'The Wheel of Life doubles the Rose',
    rule: 'wheel-doubles',
    start: 'b1_9d:10eLo,7d:8eLo,5h:6iO_LiW_R_t0.s1.f0',
    intro: 'A teaching position in the Blossoming (not every tile of the set is in play). Two Lotus wait in the north-north-east inner garden. Player 1 holds the Wheel and a Lily, Player 2 the Rose.',
    steps: [
      { move: 'W*8e:9f', caption: 'Player 1 puts the Wheel of Life on 8e:9f, an empty square in the same garden. The Wheel may only stand on a square.' },
      { move: 'R*8e:9f', caption: 'Player 2 places the Rose on top of the Wheel. Doubled, the Rose balances both Lotus at once: two balances in one garden.' },
    ],
  },
  {
    id: 'multi-garden',
    title: 'One Orchid, two gardens',
    rule: 'one-per-garden',
    start: 'b1_8e:9fLi,4g:5hLi_OO_Li_t0.s1.f0',
    intro: 'A teaching position. One Lily stands in the north-north-east inner garden, another in the east-north-east inner garden. Player 1 holds two Orchids, Player 2 a Lily.',
    steps: [
      { move: 'O*7g:8h', caption: 'The square 7g:8h lies on the diagonal, so it belongs to both gardens. The Orchid there forms one balance in each: two balances.' },
      { move: 'Li*6f:7g', caption: 'Player 2 adds a third Lily on another diagonal square. The Orchid already has its one balance in each garden, so the count stays at two and one Lily is left over.' },
    ],
  },
  {
    id: 'fixed-rose-deadlock',
    title: 'A fixed Rose ends the game in a draw',
    rule: 'impossible-draw',
    start: 'b1_9d:10eLo,7d:8eLo,5h:6iO,4g:5hLi_R_-_t0.s1.f0',
    intro: 'A teaching position (not every tile of the set is in play). Both Lotus are in the north-north-east inner garden; Player 1 is about to place the Rose, the last tile.',
    steps: [
      { move: 'R*8e', caption: 'The Rose goes on the intersection 8e, which lies inside one garden only. A tile on an intersection never moves and the Wheel cannot stand there, so this Rose can take part in one balance at most, yet two Lotus need it. Complete harmony is out of reach: the game is drawn at once.' },
    ],
  },
  {
    id: 'whole-game',
    title: 'A whole game, from the draw to the final balance',
    rule: 'complete-harmony',
    start: 'b1_-_OOOLiLiW_RLoLoLiLi_t0.s1.f0.r1d2opl4',
    intro:
      'Seed 1. The bag is drawn: Player 1 gets six tiles (three Orchids, two Lilies and the Wheel of Life), Player 2 five (the Rose, both Lotus and two Lilies). With more tiles, Player 1 places first.',
    steps: [
      { move: 'O*14l', caption: 'Player 1 fixes an Orchid on the intersection 14l, inside the west-south-west inner garden. It will never move.' },
      { move: 'R*7g:8h', caption: 'Player 2 puts the Rose on the diagonal square 7g:8h: it belongs to two gardens, so it can balance one Lotus in each.' },
      { move: 'O*11n:12o', caption: 'A second Orchid goes to the south-south-west inner garden.' },
      { move: 'Li*15l:16m', caption: 'Player 2 pairs the fixed Orchid with a Lily in its garden: the first balance.' },
      { move: 'Li*12o:13p', caption: 'Player 1 pairs the second Orchid the same way: two balances.' },
      { move: 'Lo*4g:5h', caption: 'A Lotus joins the Rose in the east-north-east inner garden: three balances.' },
      { move: 'Li*6k:7l', caption: 'Player 1 keeps a Lily unbalanced in the east-south-east inner garden, where there is no Orchid yet.' },
      { move: 'Lo*8e:9f', caption: 'The second Lotus joins the Rose in the north-north-east inner garden: the Rose now has a balance in each of its gardens. Four balances.' },
      { move: 'O*5o:6p', caption: 'Player 1 places the last Orchid alone in the south-south-east outer garden, away from the Lily.' },
      { move: 'Li*4l:5m', caption: 'Player 2 places the last Lily in the east-south-east inner garden as well. Two Lilies now wait there for an Orchid that can serve both.' },
      { move: 'W*5j:6k', caption: 'Player 1 must place the Wheel of Life, the last tile. Putting it in the east-south-east inner garden, in the lone Orchid’s column, is a slip. The Blossoming is over; Player 2 moves first.' },
      { move: '5o:6p-5j:6k', caption: 'Player 2 slides the lone Orchid north onto the Wheel. Doubled, it balances both Lilies. Every flower is balanced: complete harmony, and Player 2 wins.' },
    ],
  },
];

export const EXERCISES: readonly ExerciseDef[] = [
  {
    id: 'complete-a-balance',
    title: 'Form a balance',
    prompt: 'You are Player 1 in the Blossoming, holding a Lotus and a Lily. Place one tile so that it forms a new balance.',
    rule: 'matching-pairs',
    start: 'b1_11n:12oLo,9d:10eR,5h:6iO_LoLi_OLi_t0.s1.f0',
    goal: { kind: 'harmony-gain', count: 1 },
    hint: 'A Lotus needs the Rose, a Lily needs an Orchid, and the partner must be in the same garden. Which flowers on the board still lack a partner?',
    success: 'Yes: the new tile shares a garden with an unpaired partner (the Rose or the Orchid), so the count of balances rises by one.',
  },
  {
    id: 'double-with-the-wheel',
    title: 'Two balances with one tile',
    prompt: 'Player 1 holds the Rose. Place it to form two balances at once.',
    rule: 'wheel-doubles',
    start: 'b1_9d:10eLo,8e:9fW,7d:8eLo,5h:6iO,4g:5hLi_R_-_t0.s1.f0',
    goal: { kind: 'harmony-gain', count: 2 },
    hint: 'A flower normally takes one balance per garden. What doubles it?',
    success: 'On the Wheel of Life the Rose takes two balances in its garden, one with each Lotus. In this small teaching set that also completes the harmony.',
  },
  {
    id: 'which-tiles-move',
    title: 'Which tiles may move?',
    prompt: 'Second stage. Select every tile that may move now.',
    rule: 'locked-tiles',
    start: 'b1_14lO,15l:16mLi,12o:13pLi,11n:12oO,9d:10eLo,8e:9fRW,7d:8eLo,6h:7iLi,5h:6iO,4g:5hLi_-_-_t0.s2.f0',
    goal: { kind: 'select-movable' },
    hint: 'A tile on an intersection never moves. A tile is locked if the board would lose a balance without it. Look for a garden with more of one flower than its partner can serve.',
    success: 'Only the two Lilies of the east-north-east inner garden may move: the Orchid there can serve one of them, so either is spare. Everything else is locked, and the Orchid on 14l is fixed.',
  },
  {
    id: 'win-in-one',
    title: 'Win in one move',
    prompt: 'Player 1 to move in the second stage. Complete the harmony with one move.',
    rule: 'complete-harmony',
    start: 'b1_15g:16hLi,14k:15lO,12o:13pLi,11n:12oO,9d:10eLo,8f:9gLi,8e:9fRW,7g:8hO,7d:8eLo,4g:5hLi_-_-_t0.s2.f0',
    goal: { kind: 'win' },
    hint: 'One Lily and one Orchid have no partner. Can one of them reach the other’s garden in a straight line?',
    success: 'The Lily and the Orchid now share a garden: every flower is balanced and you win.',
  },
];
