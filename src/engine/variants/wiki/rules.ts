/**
 * @packageDocumentation
 * The rules of the Pai Sho Project ("Wiki") rule set, part 1: stable ids (page
 * anchors, cited by every refusal), display numbers, titles, sections and sources.
 * The prose is in the MDX page. Not imported by the engine.
 */
import type { RuleDef, SourceRef } from '../../core/types.ts';

export const SOURCE_FILE = '001_94f4e2436740bad1.txt';
/** The main text of the page (the version Osuji saved on 12 Apr 2013). */
const main = (note: string): SourceRef => ({ file: SOURCE_FILE, who: 'Osuji (saved the version)', date: 'April 12, 2013', note });
/** The older block at the end of the page, which contradicts the main text in places. */
const older = (note: string): SourceRef => ({ file: SOURCE_FILE, note: `older block at the end of the page: ${note}` });

const r = (id: string, number: string, title: string, section: string, sources: SourceRef[], topics: string[]): RuleDef =>
  Object.freeze({ id, number, title, section, sources: Object.freeze(sources), topics: Object.freeze(topics) });

export const RULES: readonly RuleDef[] = Object.freeze([
  // 1 Board
  r('board', '1.1', 'The board and its playable points', 'The board', [main('Playable Points: "marked with star points"')], ['board']),
  r('coordinates', '1.2', 'Naming the points', 'The board', [main('Board Locations: number first, then letter')], ['board', 'notation']),
  r('gardens', '1.3', 'The twelve gardens', 'The board', [main('Gardens: 4 central, 4 yellow, 4 Torii')], ['board']),
  r('natural-gardens', '1.4', 'Natural and unnatural gardens', 'The board', [main('Natural / Unnatural Gardens')], ['board', 'harmony']),
  r('piebald-points', '1.5', 'Points between gardens', 'The board', [main('Piebald Intersections')], ['board']),
  r('walls', '1.6', 'Walls', 'The board', [main('Walls: "without stopping on a wall intersection"'), main('Moving: "may not cross or pass through a wall"')], ['board', 'movement']),
  r('torii', '1.7', 'Torii: the gates', 'The board', [main('Torii: "gateways to the central gardens"')], ['board', 'movement']),
  r('fences-and-paths', '1.8', 'Fences and paths', 'The board', [main('Fences; Paths "10c to 10q and 3j to 17j"')], ['board', 'movement']),
  // 2 Tiles
  r('tile-set', '2.1', 'Each player’s tiles', 'The tiles', [main('The Pai Sho Tiles: counts per player')], ['tiles']),
  r('lily', '2.2', 'Lily', 'The tiles', [main('Lily entry')], ['tiles', 'movement']),
  r('jade', '2.3', 'Jade', 'The tiles', [main('Jade entry')], ['tiles', 'movement']),
  r('jasmine', '2.4', 'Jasmine', 'The tiles', [main('Jasmine entry')], ['tiles', 'movement']),
  r('chrysanthemum', '2.5', 'Chrysanthemum', 'The tiles', [main('Chrysanthemum entry')], ['tiles', 'movement']),
  r('rhododendron', '2.6', 'Rhododendron', 'The tiles', [main('Rhododendron entry')], ['tiles', 'movement']),
  r('rose', '2.7', 'Rose', 'The tiles', [main('Rose entry')], ['tiles', 'movement']),
  r('lotus', '2.8', 'Lotus', 'The tiles', [main('Lotus entry')], ['tiles', 'movement']),
  r('orchid', '2.9', 'Orchid', 'The tiles', [main('Orchid entry')], ['tiles', 'movement']),
  r('chi-blocker', '2.10', 'Chi Blocker', 'The tiles', [main('Chi Blocker entry, "Is it a leaper?"')], ['tiles', 'movement']),
  r('air', '2.11', 'Air', 'The tiles', [main('Air entry')], ['tiles', 'movement', 'bending']),
  r('water', '2.12', 'Water', 'The tiles', [main('Water entry')], ['tiles', 'movement', 'bending']),
  r('earth', '2.13', 'Earth', 'The tiles', [main('Earth entry')], ['tiles', 'movement', 'bending']),
  r('fire', '2.14', 'Fire', 'The tiles', [main('Fire entry')], ['tiles', 'movement', 'bending']),
  r('spirit-wheel', '2.15', 'Spirit Wheel', 'The tiles', [main('Spirit Wheel entry')], ['tiles', 'movement', 'bending']),
  // 3 Players and turns
  r('players', '3.1', 'Two to four players, East first, clockwise', 'Players and turns', [main('Playing: "starting with the player sitting at the East"'), main('Sente and Gote')], ['players', 'turns']),
  r('teams', '3.2', 'Teams: four players, and three', 'Players and turns', [main('Games with 3 or 4 Players')], ['players']),
  r('turn', '3.3', 'One action per turn', 'Players and turns', [main('Turn: "one and only one of the following"'), main('element menus: "Drop and Move", "Move and Bend"')], ['turns']),
  r('opening', '3.4', 'The first turn: enter an element', 'Players and turns', [main('"The game starts with each player entering an element tile"')], ['turns', 'setup']),
  // 4 Dropping
  r('dropping', '4.1', 'Dropping a tile', 'Dropping', [main('Dropping: "Placing a tile on the board"')], ['placement']),
  r('flower-drops', '4.2', 'Where flowers may be dropped', 'Dropping', [main('Dropping: neutral gardens and points touching a Torii'), older('Dropping: "only … within the Torii"')], ['placement']),
  r('element-drops', '4.3', 'Where elements, Lotus and Orchid may be dropped', 'Dropping', [main('"except garden wall intersections that do not touch a Torii"'), main('Lotus and Orchid: "any intersection except on a wall"')], ['placement']),
  r('drop-and-move', '4.4', 'Moving the tile just dropped', 'Dropping', [main('"may move up to their maximum distance immediately after being dropped but may not capture or bend"')], ['placement', 'movement']),
  r('single-sovereignty', '4.5', 'Single sovereignty', 'Dropping', [main('Single Sovereignty')], ['placement']),
  r('partial-sovereignty', '4.6', 'Partial sovereignty', 'Dropping', [main('Partial Sovereignty')], ['placement']),
  // 5 Moving
  r('moving', '5.1', 'Moving a tile', 'Moving', [main('Moving: "up to its maximum range"; "may not cross or pass through another tile"')], ['movement']),
  r('knight-moves', '5.2', 'Knight moves do not leap', 'Moving', [main('Jasmine, Rose, Air: "does not leap over walls or tiles"')], ['movement']),
  r('wall-crossing', '5.3', 'Crossing a wall', 'Moving', [main('Walls: pause on the wall, or pass through a Torii'), main('"Tiles with diagonal movement must stop…"')], ['movement']),
  // 6 Capture
  r('capture', '6.1', 'Capturing by landing', 'Capture', [main('Capture: "the opponent\'s tile must be captured"; "Players may not capture their own tiles"')], ['capture']),
  r('capture-rights', '6.2', 'What each tile may capture', 'Capture', [main('The Element Tiles: "Element tiles capture each other but do not capture flower tiles"'), main('flower entries: "Captures all tiles"')], ['capture']),
  r('drop-capture', '6.3', 'Drop capture (optional)', 'Capture', [older('Drop Capture')], ['capture', 'placement']),
  r('kamikaze', '6.4', 'Kamikaze capture (optional)', 'Capture', [older('Kamikaze Capture')], ['capture']),
  r('pot', '6.5', 'The Pot', 'Capture', [main('The Pot: "a receptacle in which to hold the captured tiles"')], ['capture']),
  // 7 Bending
  r('bending', '7.1', 'Bending a flower', 'Bending', [main('Bending: "as if to capture it"; "The owner of the element tile determines how the flower moves"')], ['bending']),
  r('line-bend', '7.2', 'Bending by Water, Earth and Fire', 'Bending', [main('"Be moved one intersection as if it were that element tile"; "toward or away … within 7 intersections"')], ['bending']),
  r('knight-bend', '7.3', 'Bending by Air', 'Bending', [main('"Make a single move as if it were a knight"')], ['bending']),
  r('bend-limits', '7.4', 'What a bent flower may not do', 'Bending', [main('"A tile being bent may not …"')], ['bending']),
  r('move-and-bend', '7.5', 'Move, then bend', 'Bending', [main('element menus: "Move and Bend a flower tile in range from its new location"')], ['bending', 'turns']),
  // 8 Chi Blocker and Spirit Wheel
  r('immobilize', '8.1', 'The Chi Blocker immobilizes its neighbours', 'Chi Blocker and Spirit Wheel', [main('"Immobilizes all adjacent tiles"; "Prevents all adjacent element tiles from bending"')], ['special']),
  r('withdraw', '8.2', 'Withdrawing from a Chi Blocker', 'Chi Blocker and Spirit Wheel', [main('"Adjacent element tiles have one turn to withdraw"')], ['special', 'movement']),
  r('chi-capture', '8.3', 'How the Chi Blocker captures', 'Chi Blocker and Spirit Wheel', [main('"Captures only as a Mahn and only after immobilizing"')], ['special', 'capture']),
  r('hop-capture', '8.4', 'The Spirit Wheel hops to capture and to bend', 'Chi Blocker and Spirit Wheel', [main('"Must hop to capture"; "Must hop to bend"')], ['special', 'capture', 'bending']),
  r('promotion', '8.5', 'Promotion', 'Chi Blocker and Spirit Wheel', [main('"May promote any friendly element tile to any other element tile not yet in play"')], ['special']),
  r('reincarnation', '8.6', 'Reincarnating the Spirit Wheel', 'Chi Blocker and Spirit Wheel', [main('"If captured the spirit wheel may be reincarnated"'), main('Sample game: "Gote reincarnates the spirit wheel"')], ['special']),
  // 9 Ending
  r('keep-an-element', '9.1', 'Keep an element on the board', 'End of the game', [main('"Players must keep at least one element tile in play at all times"'), main('Sample game: "Sente captures Gote\'s only element tile in play / Gote enters a flower"')], ['ending']),
  r('passing', '9.2', 'Passing', 'End of the game', [main('Passing, examples 1–4')], ['ending', 'turns']),
  r('resigning', '9.3', 'Resigning', 'End of the game', [main('Resigning')], ['ending']),
  r('game-end', '9.4', 'When the game ends', 'End of the game', [main('Victory Conditions: Ending the Game')], ['ending']),
  r('scoring', '9.5', 'Scoring', 'End of the game', [main('Scoring: GT + HT + (H − D)')], ['ending', 'scoring']),
  // 10 Notation
  r('move-notation', '10.1', 'Recording moves', 'Recording a game', [main('Notation Examples: "R*10c", "R*10c-10f", "L10j x C11j"'), main('Tile Abbreviations')], ['notation']),
  r('position-notation', '10.2', 'Recording a board position', 'Recording a game', [main('Recording a Board Position: from 9s to 11a, brackets per player')], ['notation']),
  // 11 Harmony and scoring (on the page variants/wiki/harmony)
  r('harmony-lists', '11.1', 'The flower ring: who sends harmony and disharmony', 'Harmony and scoring', [main('Harmony: "harmony flows clockwise around the ring and disharmony flows counter clockwise"'), main('each flower\'s entry: sends and receives harmony and disharmony')], ['harmony']),
  r('lotus-orchid-harmony', '11.2', 'The Lotus and the Orchid', 'Harmony and scoring', [main('Lotus entry: harmony with every flower but the Orchid'), main('Orchid entry: disharmony to every flower but Orchids')], ['harmony']),
  r('harmony-reach', '11.3', 'How far harmony reaches', 'Harmony and scoring', [main('Net Harmony: "can reach it in one move"; "does not cross a garden wall"'), older('Harmony: "on the same horizontal or vertical line"')], ['harmony']),
  r('harmony-owners', '11.4', 'Whose tiles harmonize', 'Harmony and scoring', [main('Foreign Harmonies'), main('Net Disharmony: "Players do not receive disharmony from their own tiles"')], ['harmony']),
  r('garden-disharmony', '11.5', 'Disharmony from an unnatural garden', 'Harmony and scoring', [main('Natural / Unnatural Gardens: "one point of disharmony"')], ['harmony']),
  r('net-harmony', '11.6', 'Net harmony: immune to capture', 'Harmony and scoring', [main('Net Harmony; Net Disharmony'), main('Harmony Protection from Capture')], ['harmony', 'capture']),
  r('harmony-chains', '11.7', 'Harmony chains', 'Harmony and scoring', [main('Harmony Chains')], ['harmony']),
  r('harmony-rings', '11.8', 'Harmony rings', 'Harmony and scoring', [main('Harmony Rings'), main('Territory: "All tiles in a harmony ring must receive harmony"')], ['harmony']),
  r('territory', '11.9', 'Territory', 'Harmony and scoring', [main('Territory: "the number of unoccupied intersections it surrounds"'), main('Harmony Rings: nested rings, "No intersection is counted twice"')], ['harmony', 'scoring']),
  r('final-score', '11.10', 'The final score and the placings', 'Harmony and scoring', [main('Scoring: GT + HT + (H − D); second and third places'), main('Sample game: "Sente has more harmony but Gote has more territory and gote wins"')], ['scoring', 'ending']),
]);

/** The rules whose headings are on the page "Pai Sho Project: harmony and scoring" (`variants/wiki/harmony`). */
export const HARMONY_PAGE_RULES: readonly string[] = Object.freeze(RULES.filter((x) => x.section === 'Harmony and scoring').map((x) => x.id));

export const RULE_IDS: readonly string[] = RULES.map((x) => x.id);
