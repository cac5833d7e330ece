/**
 * @packageDocumentation
 * The rules of Iroh Pai Sho: stable ids (page anchors, cited by every refusal),
 * display numbers, titles, sections and sources. The prose lives in the MDX page.
 * The engine imports only `RULE_IDS`-free code; this module is server side.
 */
import type { RuleDef, SourceRef } from '../../core/types.ts';

/** The booklet "Official Pai Sho Rules and Gameplay" (simplebooklet scrape; the author is not named; diagrams lost). */
export const SOURCE_FILE = '002_ee979707c44381bc.txt';
/** A passage of the booklet's Iroh chapter (pp. 11–15). */
export const booklet = (note: string): SourceRef => ({ file: SOURCE_FILE, note });
/** A line of the booklet's tile sheet (p. 15). */
export const sheet = (note: string): SourceRef => ({ file: SOURCE_FILE, note: `tile sheet, p. 15: ${note}` });
/** A point the booklet leaves out, settled by us. */
export const ours = (note: string): SourceRef => ({ file: SOURCE_FILE, note: `not in the booklet; our addition: ${note}` });

const r = (id: string, number: string, title: string, section: string, sources: SourceRef[], topics: string[]): RuleDef =>
  Object.freeze({ id, number, title, section, sources: Object.freeze(sources), topics: Object.freeze(topics) });

export const RULES: readonly RuleDef[] = Object.freeze([
  r('board', '1.1', 'Points for pieces, squares for Knotweed', 'Board and tiles', [booklet('p. 12: pieces on the points of the lines, not the spaces'), booklet('p. 13: Knotweed is the only piece placed on the spaces')], ['board']),
  r('paint', '1.2', 'Red paint, white paint and wood', 'Board and tiles', [booklet('p. 13: red paint, white paint, unpainted wood areas'), booklet('p. 12: the small red triangle')], ['board', 'movement']),
  r('midlines', '1.3', 'The four midlines', 'Board and tiles', [booklet('p. 11: Midline 1 to Midline 4, shown in a diagram (lost)')], ['board', 'harmony']),
  r('home-point', '1.4', 'The home point', 'Board and tiles', [booklet('p. 12: where the white, red and wood all intersect closest to the player')], ['board', 'setup']),
  r('tiles', '1.5', 'Twenty-two tiles each', 'Board and tiles', [booklet('p. 11: each player gets 22 tiles')], ['tiles']),
  r('tile-sheet', '1.6', 'The tile sheet and where it disagrees', 'Board and tiles', [sheet('Piece, Movement, Colour, Special ability')], ['tiles']),
  r('setup', '2.1', 'The starting position', 'Setup', [booklet('p. 12: two pieces from each nation and the White Lotus on the board; diagram lost'), booklet('p. 12: the second fire piece in the small red triangle')], ['setup']),
  r('guest-first', '2.2', 'The guest moves first', 'Setup', [booklet('p. 12: the guest has the first move')], ['setup', 'turns']),
  r('turn', '3.1', 'One action a turn', 'Turns and movement', [booklet('pp. 13–14: move, bring in, place a Rock or Knotweed, or proclaim')], ['turns']),
  r('straight-moves', '3.2', 'Straight moves, and moving less', 'Turns and movement', [booklet('p. 13: the other pieces can only move in a straight line'), booklet('p. 14: all moving pieces may move less than their max')], ['movement']),
  r('paint-bound', '3.3', 'Moving on your paint, and on borders', 'Turns and movement', [booklet('p. 14: a border between two colours, if it may move on one of them')], ['movement']),
  r('fire', '3.4', 'Fire', 'Turns and movement', [booklet('p. 13: Fire moves 3, only on the red paint'), sheet('Fire: Max 2, on red only')], ['movement', 'tiles']),
  r('water', '3.5', 'Water', 'Turns and movement', [booklet('p. 13: Water moves 2, only on the white paint'), sheet('Water: Max 2, on white only')], ['movement', 'tiles']),
  r('earth', '3.6', 'Earth', 'Turns and movement', [booklet('p. 13: Earth moves 3, only on unpainted wood'), sheet('Earth: Max 3, on wood only')], ['movement', 'tiles']),
  r('air', '3.7', 'Air', 'Turns and movement', [booklet('p. 13: Air moves 4 and may change direction during its move'), sheet('Air: Max 4, can turn mid move, all areas')], ['movement', 'tiles']),
  r('white-lotus', '3.8', 'The White Lotus', 'Turns and movement', [booklet('p. 13: the White Lotus moves 5 on any colour and is the only piece that can jump'), sheet('White Lotus: Max 5, straight line, all areas')], ['movement', 'tiles']),
  r('no-passing', '3.9', 'No passing over pieces', 'Turns and movement', [booklet('p. 13: the White Lotus is the only piece that can jump over pieces')], ['movement']),
  r('capture', '3.10', 'Taking a piece by landing on it', 'Turns and movement', [booklet('p. 14: pieces take each other by moving on the other piece'), sheet('Fire, Water, Earth: can attack')], ['capture']),
  r('untakeable', '3.11', 'Rocks, the White Lotus and Air cannot be taken', 'Turns and movement', [booklet('p. 14: rocks, the White Lotus and Air pieces can\u2019t be taken'), booklet('p. 13: Air cannot be attacked or attack')], ['capture']),
  r('bring-in', '3.12', 'Bringing in a piece', 'Turns and movement', [booklet('p. 14: additional pieces are brought in on the home point; bringing in ends the turn')], ['placement', 'turns']),
  r('rocks', '3.13', 'Rocks', 'Turns and movement', [booklet('p. 14: Rocks on any point except the home point; never moved'), sheet('Rock: placed mid game, all areas')], ['placement', 'tiles']),
  r('knotweed', '3.14', 'Knotweed locks the corners of its square', 'Turns and movement', [booklet('p. 13: it prevents whatever pieces were on the four corners from moving'), sheet('Knotweed: locks down pieces')], ['placement', 'movement', 'tiles']),
  r('knotweed-fire', '3.15', 'Knotweed cannot hold Fire or the White Lotus', 'Turns and movement', [booklet('p. 13: Fire can\u2019t be knot-weeded; a Knotweed put on a Fire is destroyed and the turn is over'), booklet('p. 13: the White Lotus cannot be knotweeded')], ['placement', 'tiles']),
  r('knotweed-release', '3.16', 'Freeing knotweeded pieces', 'Turns and movement', [booklet('p. 13: freed when the White Lotus or a Fire reaches a corner'), booklet('p. 13: Fire can destroy knotweed it can reach on the red paint'), sheet('White Lotus and Fire: can take away knotweed')], ['movement', 'tiles']),
  r('harmony', '4.1', 'A harmony crosses a midline', 'Harmonies', [booklet('p. 11: two pieces on the same line that intersects a midline'), booklet('p. 11: harmonies cannot occur diagonally')], ['harmony']),
  r('harmony-blocking', '4.2', 'Nothing in between', 'Harmonies', [booklet('p. 11: any piece in between disrupts the harmony'), booklet('p. 14: Rocks disrupt harmonies')], ['harmony']),
  r('harmony-on-midline', '4.3', 'A piece on a midline is not in harmony', 'Harmonies', [booklet('p. 11: a piece lying on a midline is NOT harmonious')], ['harmony']),
  r('harmony-owner', '4.4', 'Whose pieces harmonize', 'Harmonies', [booklet('p. 13: the opponent\u2019s White Lotus can be used in the other player\u2019s harmonies')], ['harmony']),
  r('one-harmony', '4.5', 'One harmony per piece', 'Harmonies', [booklet('p. 11: a piece may only be used in one harmony')], ['harmony']),
  r('water-two', '4.6', 'Water may be in two harmonies', 'Harmonies', [booklet('p. 13: Water can make 2 simultaneous harmonies'), sheet('Water: can make two harmonies')], ['harmony', 'tiles']),
  r('earth-rocks', '4.7', 'Earth with and over Rocks', 'Harmonies', [booklet('p. 13: Earth can make harmonies with and over rocks'), sheet('Rock: harmony with rocks of both players')], ['harmony', 'tiles']),
  r('knotweed-harmony', '4.8', 'Knotweeded pieces and harmonies', 'Harmonies', [booklet('p. 13: knotweeded pieces do not disrupt harmonies'), sheet('Knotweed: disrupts harmonies')], ['harmony', 'tiles']),
  r('four-midlines', '5.1', 'A harmony across every midline', 'End of the game', [booklet('p. 14: a harmony through each of the four midlines')], ['ending', 'harmony']),
  r('answer-turn', '5.2', 'The opponent\u2019s one turn to answer', 'End of the game', [booklet('p. 14: the opposing player has 1 turn to try to stop them')], ['ending', 'turns']),
  r('proclaim', '5.3', 'Proclaiming victory', 'End of the game', [booklet('p. 14: must proclaim and point out the harmonies; a wrong proclamation ends the turn')], ['ending', 'turns']),
  r('quiet-draw', '5.4', 'A draw after a long quiet spell (our addition)', 'End of the game', [ours('the booklet has no rule that ends a game without a winner')], ['ending']),
  r('game-over', '5.5', 'After the game ends', 'End of the game', [booklet('p. 14: the game is won when a proclamation is correct')], ['ending']),
]);

export const RULE_IDS: readonly string[] = RULES.map((x) => x.id);
