/**
 * The Kutai position check: texts and setups that must be refused (each with its code, rule and
 * reason) and positions that must be accepted.
 */
import { describe, expect, it } from 'vitest';
import { unwrap } from '../../core/result.ts';
import type { PositionError } from '../../core/position.ts';
import type { OptionValues } from '../../core/types.ts';
import { engine } from './engine.ts';
import { EXAMPLES, EXERCISES } from './examples.ts';
import { RULE_IDS } from './rules.ts';
import type { KutaiState } from './state.ts';

/** The worked game of the page: North's Night Lily on 12h takes the total to 22 and wins. */
const WON = '0NJA10j,1NPI17k,0NCL14p,1NWI16o,0NWI5m,1NCL2i,0WH5d,1WH2k,0DCL14q,1NLI12h';
const three: OptionValues = { 'kutai-player-count': 'three' };
const south: OptionValues = { 'kutai-first-player': 'south' };

interface Refused {
  readonly what: string;
  readonly text?: string;
  readonly setup?: unknown;
  readonly options?: OptionValues;
  readonly code: string;
  readonly rule: string;
  readonly reason: RegExp;
}

const REFUSED: readonly Refused[] = [
  { what: 'a point off the valid intersections', text: '0~0DCB10j,1DIR1j', code: 'ERR_POSITION_PLACE', rule: 'valid-intersections', reason: /1j is not one of the valid intersections/ },
  { what: 'a point in the squares game', text: '1~0DCB9i:10j,1DIR10g', options: { 'kutai-surface': 'squares' }, code: 'ERR_POSITION_PLACE', rule: 'board', reason: /10g is not a square of the board/ },
  { what: 'a red flower on white', text: '0~0DCB10j,1DRH12h', code: 'ERR_POSITION_COLOUR', rule: 'red-flowers', reason: /Day Rhododendron may not stand on 12h: that place is white/ },
  { what: 'a Centerpiece off the centre', text: '1~0DIR10g', code: 'ERR_POSITION_CENTERPIECE', rule: 'centerpiece', reason: /must stand on the centre, not on 10g/ },
  { what: 'a Centerpiece that is not a flower', setup: { pieces: [{ tile: 'SP', place: '10j', owner: 0 }], toMove: 1 }, code: 'ERR_POSITION_CENTERPIECE', rule: 'centerpiece', reason: /must be a flower, and the Spade is not one/ },
  { what: 'two tiles on one place', text: '1~0DCB10j,1DIR10g,0DPE10g', code: 'ERR_POSITION_OCCUPIED', rule: 'one-tile-per-place', reason: /Two tiles stand on 10g/ },
  { what: 'a seat’s tile twice on the board', text: '1~0DCB10j,1DIR10g,0DCB10e', code: 'ERR_POSITION_COPIES', rule: 'tile-sets', reason: /South has only one Day Cherry Blossom, but two are on the board/ },
  { what: 'a tile both in hand and on the board', text: '1~0DCB10j~1fffffff~1fffffff', code: 'ERR_POSITION_COPIES', rule: 'tile-sets', reason: /listed twice \(hand and board\)/ },
  { what: 'a hand with a tile twice', setup: { pieces: [], toMove: 0, hands: [['DIR', 'DIR'], []] }, code: 'ERR_POSITION_COPIES', rule: 'tile-sets', reason: /South has only one Day Iris/ },
  { what: 'a tile placed out of turn', text: '1~0DCB10j,0DIR10g', code: 'ERR_POSITION_TURN', rule: 'turns', reason: /South's Day Iris on 10g was placed out of turn: it was North's turn, and North could still place a tile/ },
  { what: 'the wrong seat to move', text: '0~0DCB10j', code: 'ERR_POSITION_TURN', rule: 'turns', reason: /After South's Day Cherry Blossom on 10j it is North's turn, not South's/ },
  { what: 'a seat passed over that could place, three players', text: '1~0DCB10j,1NIR10h,0DIR6j', options: three, code: 'ERR_POSITION_TURN', rule: 'turns', reason: /placed out of turn: it was North's turn/ },
  { what: 'a placement after the game was won', text: `1~${WON},0DRH8h`, code: 'ERR_POSITION_OVER', rule: 'winning', reason: /already over before South's Day Rhododendron on 8h: North's placement brought the total harmony on the board to 22/ },
  { what: 'a won game with the winner to move', text: `1~${WON}`, code: 'ERR_POSITION_TURN', rule: 'turns', reason: /The game ended with North's Night Lily on 12h, when it was South's turn, not North's/ },
  { what: 'a game out of placements with the last placer to move', setup: { pieces: [{ tile: 'DCB', place: '10j', owner: 0 }], toMove: 0, hands: [[], []] }, code: 'ERR_POSITION_TURN', rule: 'turns', reason: /game ended with South's Day Cherry Blossom on 10j/ },
  { what: 'North’s Centerpiece when South moves first', text: '0~1DCB10j', options: south, code: 'ERR_POSITION_FIRST', rule: 'centerpiece', reason: /South lays the Centerpiece, not North/ },
  { what: 'South’s Centerpiece when North lays it before South moves', text: '1~0DCB10j', options: { ...south, 'kutai-centerpiece-placer': 'pre-game' }, code: 'ERR_POSITION_FIRST', rule: 'centerpiece', reason: /North lays the Centerpiece, not South/ },
  { what: 'North to open an empty board when South moves first', text: '1~-', options: south, code: 'ERR_POSITION_FIRST', rule: 'centerpiece', reason: /South lays the Centerpiece and is to move on the empty board, not North/ },
];

describe('Kutai position check: refused', () => {
  for (const c of REFUSED) {
    it(`refuses ${c.what}`, () => {
      const r = c.text !== undefined ? engine.parsePosition(c.text, c.options) : engine.fromSetup(c.setup, c.options);
      expect(r.ok).toBe(false);
      if (r.ok) return;
      const e = r.error as PositionError;
      expect(e.code).toBe('ERR_POSITION');
      const hit = e.problems.find((p) => p.code === c.code && p.rule === c.rule && c.reason.test(p.message));
      expect(hit, JSON.stringify(e.problems)).toBeDefined();
      for (const p of e.problems) expect(RULE_IDS).toContain(p.rule);
      expect(e.message).toMatch(/^This position cannot occur: /);
    });
  }
  it('refuses states no parser makes: a seat not at the table, a hand too few, a tile that is no tile', () => {
    const s = unwrap(engine.parsePosition('1~0DCB10j'));
    const codes = (x: unknown) => engine.checkPosition(x as KutaiState).map((p) => `${p.code} ${p.rule}`);
    expect(codes({ ...s, toMove: 2 })).toContain('ERR_POSITION_SEAT turns');
    expect(codes({ ...s, hands: [s.hands[0]] })).toContain('ERR_POSITION_HANDS tile-sets');
    expect(codes({ ...s, pieces: [{ tile: 'XX', place: 180, owner: 0 }] })).toContain('ERR_POSITION_TILE tile-sets');
    expect(codes({ ...s, pieces: [{ tile: 'DCB', place: s.pieces[0]?.place, owner: 5 }] })).toContain('ERR_POSITION_OWNER turns');
    expect(codes(null)).toEqual(['ERR_POSITION_SHAPE board']);
  });
});

describe('Kutai position check: accepted', () => {
  const ACCEPTED: readonly { what: string; text?: string; setup?: unknown; options?: OptionValues }[] = [
    { what: 'an empty board', text: '0~-' },
    { what: 'a Centerpiece and the next seat to move', text: '1~0DCB10j' },
    { what: 'the page’s harmony lab', text: '1~0DCB10j,1NIR10h,0DIR6j,1DCH7g,0DPE4j' },
    { what: 'the worked game, won, the seat after the winner to move', text: `0~${WON}` },
    { what: 'a seat with nothing left passed over', setup: { pieces: [{ tile: 'DCB', place: '10j', owner: 0 }, { tile: 'DPE', place: '10g', owner: 0 }], toMove: 1, hands: [[], []] } },
    { what: 'a hand with tiles set aside (a teaching position)', text: '1~0DMA10j~1ffffff7~14001220' },
    { what: 'three players in turn', text: '0~0DCB10j,1DIR10g,2DPE4j', options: three },
    { what: 'South’s Centerpiece when South moves first', text: '1~0DCB10j', options: south },
    { what: 'North’s Centerpiece before South moves', text: '0~1DCB10j', options: { ...south, 'kutai-centerpiece-placer': 'pre-game' } },
    { what: 'a Centerpiece on a centre square', text: '1~0DCB9i:10j', options: { 'kutai-surface': 'squares' } },
  ];
  for (const c of ACCEPTED) {
    it(`accepts ${c.what}`, () => {
      const r = c.text !== undefined ? engine.parsePosition(c.text, c.options) : engine.fromSetup(c.setup, c.options);
      expect(r.ok, r.ok ? '' : r.error.message).toBe(true);
      if (!r.ok) return;
      expect(engine.checkPosition(r.value)).toEqual([]);
      const text = engine.formatPosition(r.value);
      expect(engine.formatPosition(unwrap(engine.parsePosition(text, c.options)))).toBe(text);
    });
  }
  it('every example and exercise start passes the check', () => {
    for (const x of [...EXAMPLES, ...EXERCISES]) {
      const s = unwrap(engine.parsePosition(x.start, x.options));
      expect(engine.checkPosition(s), x.id).toEqual([]);
    }
  });
});
