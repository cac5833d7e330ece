/**
 * @packageDocumentation
 * Kutai rules: stable ids, display numbers, titles, sections and sources. The
 * prose lives in the MDX page. Not imported by the engine.
 */
import type { RuleDef, SourceRef } from '../../core/types.ts';

export const SOURCE_FILE = '003_fb61d2b6d028d216.txt';
const page = (note: string): SourceRef => ({ file: SOURCE_FILE, who: 'Red Kutai', note });
const comment = (who: string, date: string, note: string): SourceRef => ({ file: SOURCE_FILE, who, date, note });

const r = (id: string, number: string, title: string, section: string, sources: SourceRef[], topics: string[]): RuleDef =>
  Object.freeze({ id, number, title, section, sources: Object.freeze(sources), topics: Object.freeze(topics) });

export const RULES: readonly RuleDef[] = Object.freeze([
  r('board', '1.1', 'The board', 'Board and tiles', [page('utilises a normal game board')], ['board']),
  r('valid-intersections', '1.2', 'Valid intersections', 'Board and tiles', [page('at least half of each adjoining square')], ['board']),
  r('point-colours', '1.3', 'Colours of a point', 'Board and tiles', [page('Colored Intersections')], ['board', 'placement']),
  r('tile-sets', '1.4', 'The tiles', 'Board and tiles', [page('a set comprised of 29 pieces'), comment('Red Kutai', 'at 4:39 pm on Jun 20, 2010', '30 faces, 29 separate tiles')], ['tiles']),
  r('tile-properties', '1.5', 'Colour, light, season and value', 'Board and tiles', [page('Red Flowers and White Flowers tables')], ['tiles', 'harmony']),
  r('centerpiece', '2.1', 'The Centerpiece', 'Placing tiles', [page('The Centerpiece')], ['setup', 'placement']),
  r('turns', '2.2', 'Taking turns', 'Placing tiles', [page('each player takes turns placing one piece'), comment('Red Kutai', 'at 5:20 am on Aug 30, 2010', 'a normal two-player game'), { file: SOURCE_FILE, note: 'passing, and not passing while a placement is left: not covered by the page; our addition' }], ['turns']),
  r('no-movement', '2.3', 'Tiles stay where they are placed', 'Placing tiles', [comment('Red Kutai', 'at 8:57 pm on Aug 12, 2010', 'no ability to move pieces')], ['movement']),
  r('one-tile-per-place', '2.4', 'One tile per place', 'Placing tiles', [page('placing one piece on the board at any valid intersection')], ['placement']),
  r('red-flowers', '2.5', 'Where red flowers go', 'Placing tiles', [page('only be placed on red or yellow intersections')], ['placement']),
  r('white-flowers', '2.6', 'Where white flowers go', 'Placing tiles', [page('only be placed on white or yellow intersections')], ['placement']),
  r('special-placement', '2.7', 'Where the Wheel, Cup, Spade and Twig go', 'Placing tiles', [page('only be placed on yellow intersections')], ['placement']),
  r('lotus-placement', '2.8', 'Where the White Lotus goes', 'Placing tiles', [page('only on Red or White intersections')], ['placement']),
  r('shared-properties', '3.1', 'Harmony by shared properties', 'Harmony', [page('share at least one property')], ['harmony']),
  r('line-of-sight', '3.2', 'An open straight line', 'Harmony', [page('A straight line can be drawn')], ['harmony']),
  r('identical-flowers', '3.3', 'Identical flowers', 'Harmony', [page('Pieces with identical flowers')], ['harmony']),
  r('wheel', '3.4', 'The Wheel', 'Harmony', [page('Wheel [Water]')], ['harmony', 'special']),
  r('cup', '3.5', 'The Cup', 'Harmony', [page('Cup [Fire]')], ['harmony', 'special']),
  r('twig', '3.6', 'The Twig', 'Harmony', [page('Twig [Air]')], ['harmony', 'special']),
  r('spade', '3.7', 'The Spade', 'Harmony', [page('Spade [Earth]')], ['harmony', 'disharmony', 'special']),
  r('white-lotus', '3.8', 'The White Lotus', 'Harmony', [page('equal to their point values')], ['harmony', 'special']),
  r('harmony-growth', '3.9', 'Harmony grows from the Centerpiece', 'Harmony', [page('Harmony grows out from the Centerpiece')], ['harmony']),
  r('harmony-preference', '3.10', 'Harmony preference', 'Harmony', [page('This is called Harmony preference')], ['harmony']),
  r('link-back', '3.11', 'Only linked harmonies score', 'Harmony', [page('must link back to the Centerpiece')], ['harmony', 'scoring']),
  r('disharmony', '4.1', 'Disharmony between neighbours', 'Disharmony', [page('directly adjacent to each other')], ['disharmony']),
  r('overcoming-disharmony', '4.2', 'Overcoming disharmony', 'Disharmony', [page('Overcoming Disharmony works as such')], ['disharmony']),
  r('centerpiece-immunity', '4.3', 'The Centerpiece and disharmony', 'Disharmony', [page('never affected by Disharmony')], ['disharmony']),
  r('winning', '5.1', 'Winning', 'End of the game', [comment('Red Kutai', 'at 5:20 am on Aug 30, 2010', 'total Harmony exceeds a certain predetermined value'), comment('metsik', 'at 3:28 am on Aug 30, 2010', 'What is the goal')], ['ending', 'scoring']),
  r('ownership', '5.2', 'Whose harmony is it?', 'End of the game', [comment('Red Kutai', 'at 2:03 pm on Aug 16, 2010', 'not at all relevant to gameplay who owns')], ['ending', 'scoring']),
  r('exhaustion', '5.3', 'When no placement is left', 'End of the game', [{ file: SOURCE_FILE, note: 'not covered by the page; our addition' }], ['ending']),
]);

export const RULE_IDS: readonly string[] = RULES.map((x) => x.id);
