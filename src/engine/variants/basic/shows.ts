/**
 * @packageDocumentation
 * For each Basic rule option that changes play: where a reader sees a non-default answer take effect
 * on the rules page (a board, a passage, the points or the count), or why nothing there shows it,
 * in plain words. Shown under the switch once it is moved (`OptionDoc.shows`; `src/site/page-options.ts`).
 * Server side only. Checked against the page's boards by `tests/site/basic.test.ts` for a few options,
 * and for completeness by `basic.test.ts`.
 */
export const OPTION_SHOWS: Readonly<Record<string, string>> = Object.freeze({
  'basic-board-geometry':
    'Every board redraws its colour areas. A board whose tiles would then stand on a wrong colour (the movement and capture boards, under the larger diamonds) keeps the usual layout and says so under it; the worked game stops early and says why.',
  'basic-playable-points':
    'The dots at the rim of every board change. A board with a tile on a point this answer removes (under Kutai’s rule, the disharmony and ring boards) keeps its own rules and says so under it.',
  'basic-space-vs-point':
    'The drawing stays the same, but the points on the diamond’s edges take other colours, so flowers may stop elsewhere: click a flower on the movement board. Boards whose flowers would stand on a wrong colour keep their own rules and say so.',
  'basic-port-points':
    'Click the Boat (4n) or the Chrysanthemum (4m) on the movement board: no move may now end anywhere in a red triangle, and no non-flower may be placed in one.',
  'basic-east-west-naming':
    'Nothing changes on its own: it matters only when entries are fixed (the question “East or West, each time”). Choose that too, then click a Lily in a play board’s reserve.',
  'basic-chrysanthemum-tip':
    'Click a Chrysanthemum in the reserve on the movement board: it now enters on the diamond’s east or west tip. The worked game stops early, where its Chrysanthemum enters on the West port.',
  'basic-entry-choice':
    'Click a Lily or a Chrysanthemum in a reserve (the movement board): each now has one entry point instead of two.',
  'basic-first-player':
    'The passage under “Coin toss” changes. On the new-game board the coin toss winner now places the first spring flower and also moves first, so the worked game, where North moves first, stops early and says why.',
  'basic-spring-flowers':
    'The passage under “Spring flowers” changes. The setup’s turn order changes too, so the spring-flower example and the worked game stop early and say why; on the new-game board, try placing freely.',
  'basic-mirror':
    'The passage under “Spring flowers” changes. The copy of a spring flower now goes to the reflected point, so the spring-flower example and the worked game stop early and say why; on the new-game board, click the copying player’s flower to see where it must go.',
  'basic-own-side':
    'Click a White Lotus or a White Dragon in South’s reserve on the movement board: the east–west centre line is now open to them; on the new-game board, to spring flowers too.',
  'basic-colour-restriction':
    'Click a red flower on the movement board: it may now stop on points that are white and yellow.',
  'basic-nonflower-timing':
    'The passage under “Placing non-flowers” changes; on the new-game board, the non-flowers may be placed from the first move after the setup.',
  'basic-direction-set':
    'Click a tile on the movement board: its diagonal moves are gone. The worked game stops early, where its Rhododendron runs diagonally. (Every harmony drawn on the rules page runs along a grid line, so the harmony lines stay.)',
  'basic-l-move':
    'Click the Lily or the Chrysanthemum on the movement board: it reaches other points.',
  'basic-l-blocking':
    'No board on the rules page has a tile on the route of an L, so nothing shows there: play one on the new-game board.',
  'basic-move-onto-port-entries':
    'Click the Boat at the start of the Boat example: it may now stop on the centre point.',
  'basic-capture-rule':
    'The Knotweed example stops early: its Lily may no longer take the drained Jasmine, its friend. On the movement board, the Dragon and the Boat may no longer capture; only the Jasmine’s capture of the Rose remains.',
  'basic-drain-scope':
    'On the movement board, North’s Lily on 10n stands diagonally next to South’s Knotweed: it is no longer drained, so South’s Rhododendron on 8p may no longer take it (click the Rhododendron). The Knotweed example reads the same.',
  'basic-wheel-rotation':
    'On the Wheel example and the Wheel exercise, the Wheel now offers only quarter turns.',
  'basic-wheel-ability-timing':
    'The Wheel example stops early and the Wheel exercise loses its answer: a Wheel already on the board may no longer turn; only a Wheel just placed does.',
  'basic-boat-movement':
    'Click the Boat on the movement board: it moves only in straight lines now.',
  'basic-boat-push':
    'Step through the Boat example and click the Boat: it offers more points for the pushed tile.',
  'basic-boat-carry':
    'The Boat example’s Boat has not moved before it carries, so it reads the same; on a play board, a Boat that has moved can no longer carry.',
  'basic-boat-harmony':
    'No Boat on the rules page stands between two friendly tiles, so nothing shows there: try it on a play board.',
  'basic-rock-multi':
    'No Rock on the rules page has two flowers next to it. The Rock board on “The Rock and the endings” shows it: when North’s Rose joins the White Jade beside the Rock, what the Rock copies changes.',
  'basic-dragon-placement':
    'Click a White Dragon in a reserve once specials may come (the movement board): it may now go on your own half too.',
  'basic-blooming':
    'On the ring board, where each player has lost one tile, both Lotuses now bloom: new harmony lines appear.',
  'basic-harmony-definition':
    'The harmony lines on the boards change: only neighbours harmonize, so the ring board’s game is no longer over. “Flowers only block”: no non-flower stands on a harmony line on the rules page, so nothing shows.',
  'basic-starting-point-harmony':
    'Step through the worked game: the spring flowers harmonize where they stand, before they move.',
  'basic-disharmony-definition':
    'The harmony and disharmony lines on the disharmony board and the natural-harmony example change.',
  'basic-scoring-timing':
    'The passages under “The game in brief” and “Running score” change, and so does the points line under every board; the count table follows.',
  'basic-natural-bonus':
    'The passage under “Natural harmony” changes, and the values of the harmonies on the harmony board (open “harmonies on the board” under it).',
  'basic-lotus-protection':
    'The passage under “Final count” changes, and so do the ring board’s count and the count table: North’s White Lotus now protects South’s Jasmine.',
  'basic-distance-metric':
    'The ring board’s count and the count table change under steps along grid lines. Along lines, nothing changes here: South’s Lotus and Rhododendron share a diagonal, so both measures agree.',
  'basic-dead-pieces':
    'The passage under “Final count” changes, and so do the ring board’s count and the count table: South’s protected Rhododendron now counts as dead too.',
  'basic-end-chain':
    'The ring board’s line names the new reason; its four harmonies cross all four midlines as well, so the game is still over.',
  'basic-end-three-tiles':
    'Most small boards on the rules page have three flowers or fewer a side, so they now show a finished game and say why. The three-flowers board on “The Rock and the endings” shows the ending itself.',
  'basic-end-target':
    'The passages under “How it ends” and “Points target” change. No board on the rules page reaches the target; the target board on “The Rock and the endings” follows it.',
  'basic-pot-winner-vs-score':
    'The ring board and the count table now give the game to South, who won the pot.',
  'basic-ties':
    'The passage under “Who wins” changes, and the ring board and the count table, whose totals are level, give the game to South, the pot winner.',
  'basic-no-legal-action':
    'The passage under “No legal action” changes. No board on the rules page leaves a player with nothing to do.',
});
