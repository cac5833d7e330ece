/**
 * The Balance position check: setups and texts that must be refused (each with its code, rule and
 * reason) and positions that must be accepted.
 */
import { describe, expect, it } from 'vitest';
import { unwrap } from '../../core/result.ts';
import type { PositionError } from '../../core/position.ts';
import type { OptionValues } from '../../core/types.ts';
import { engine } from './engine.ts';
import { EXAMPLES, EXERCISES } from './examples.ts';
import { RULE_IDS } from './rules.ts';

/** A stage-two board with four balances (the first worked example). */
const FOUR = 'b1_13eLi,15l:16mLi,14k:15lO,14f:15gW,12o:13pLi,11n:12oO,8e:9fLo,7g:8hR,7d:8eLo,5h:6iO,4g:5hLi_-_-';

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
  { what: 'a Wheel on an intersection', text: 'b1_10jW_-_-_t0', code: 'ERR_POSITION_WHEEL', rule: 'wheel-on-squares', reason: /Wheel of Life cannot stand on the intersection 10j/ },
  { what: 'a flower on a Wheel on an intersection', text: 'b1_10jRW_-_-_t0', code: 'ERR_POSITION_WHEEL', rule: 'wheel-on-squares', reason: /cannot stand on the intersection 10j/ },
  { what: 'two tiles on one place', text: 'b1_10jR,10jLo_-_-_t0', code: 'ERR_POSITION_OCCUPIED', rule: 'board-and-places', reason: /Two tiles are given for 10j/ },
  { what: 'a place off the board', text: 'b1_1jR_-_-_t0', code: 'ERR_POSITION_PLACE', rule: 'board-and-places', reason: /1j is not a playable place/ },
  { what: 'a square on a board of intersections only', text: 'b1_9i:10jR_Lo_-_t0', options: { 'balance-play-surface': 'intersections' }, code: 'ERR_POSITION_PLACE', rule: 'board-and-places', reason: /9i:10j is not a playable place/ },
  { what: 'five Lilies', text: 'b1_10jLi,9jLi,8jLi,7jLi,6jLi_-_-_t0', code: 'ERR_POSITION_COUNT', rule: 'tile-set', reason: /only 4 Lilies, but the board and the hands hold 5/ },
  { what: 'two Roses, one in each hand', text: 'b1_-_R_R_t0', code: 'ERR_POSITION_COUNT', rule: 'tile-set', reason: /only 1 Rose, but .* hold 2/ },
  { what: 'a fifth Lotus in the five-five set', text: 'b1_-_LoLoLo_LoLo_t0', options: { 'balance-tile-count': 'five-five' }, code: 'ERR_POSITION_COUNT', rule: 'tile-set', reason: /only 4 Lotus tiles/ },
  { what: 'a Wheel where the board has no square', text: 'b1_10jR_W_-_t0', options: { 'balance-play-surface': 'intersections' }, code: 'ERR_POSITION_COUNT', rule: 'tile-set', reason: /no Wheel of Life under the rules in force/ },
  { what: 'no tiles at all', text: 'b1_-_-_-_t0', code: 'ERR_POSITION_EMPTY', rule: 'tile-set', reason: /no tiles at all/ },
  { what: 'the Blossoming with both hands empty', text: 'b1_10jR_-_-_t0.s1', code: 'ERR_POSITION_STAGE', rule: 'turn-order', reason: /someone must still hold a tile/ },
  { what: 'the second stage with a tile in hand', text: 'b1_10jR_Lo_-_t0.s2', code: 'ERR_POSITION_STAGE', rule: 'turn-order', reason: /a hand is not empty/ },
  { what: 'an empty hand to place from', text: 'b1_10jR_Lo_-_t1', code: 'ERR_POSITION_TURN', rule: 'turn-order', reason: /Player 2 is to place a tile but holds none/ },
  { what: 'the same player placing again while the other holds tiles', text: 'b1_10jR_Lo_Li_t0.m0p', code: 'ERR_POSITION_TURN', rule: 'turn-order', reason: /placed the last tile and is to place again/ },
  { what: 'a pass in the Blossoming', text: 'b1_10jR_Lo_-_t0.p1', code: 'ERR_POSITION_PASSES', rule: 'passing', reason: /no passing in the Blossoming/ },
  { what: 'quiet moves in the Blossoming', text: 'b1_10jR_Lo_-_t0.q3', code: 'ERR_POSITION_COUNTER', rule: 'quiet-draw', reason: /start at 0 when the Blossoming ends/ },
  { what: 'a move in the Blossoming', text: 'b1_10jR_Lo_-_t0.m1m', code: 'ERR_POSITION_LAST', rule: 'turn-order', reason: /every turn places a tile/ },
  { what: 'the player with fewer tiles placing first', text: 'b1_-_R_LoLi_t0', code: 'ERR_POSITION_FIRST', rule: 'first-placer', reason: /Player 2 holds more tiles and so places first/ },
  { what: 'the player with more tiles placing first when fewer begins', text: 'b1_-_R_LoLi_t1', options: { 'balance-first-placer': 'fewer' }, code: 'ERR_POSITION_FIRST', rule: 'first-placer', reason: /Player 1 holds fewer tiles/ },
  { what: 'a first placer other than the one to place the first tile', text: 'b1_-_RLo_Li_t0.f1', code: 'ERR_POSITION_FIRST', rule: 'first-placer', reason: /first placer is the player to move, Player 1, not Player 2/ },
  { what: 'three passes in a row', text: `${FOUR}_t0.s2.m1s.p3`, code: 'ERR_POSITION_PASSES', rule: 'passing', reason: /Two passes in a row end the game, so there cannot be 3/ },
  { what: 'passes after a move', text: `${FOUR}_t0.s2.m1m.p1`, code: 'ERR_POSITION_PASSES', rule: 'passing', reason: /counts passes in a row/ },
  { what: 'a pass not counted', text: `${FOUR}_t0.s2.m1s`, code: 'ERR_POSITION_PASSES', rule: 'passing', reason: /counts no pass/ },
  { what: 'the mover to move again', text: `${FOUR}_t0.s2.m0m`, code: 'ERR_POSITION_TURN', rule: 'turn-order', reason: /Player 1 made the last move, so the other player is to move/ },
  { what: 'more quiet moves than the cap allows', text: `${FOUR}_t0.s2.q61`, code: 'ERR_POSITION_QUIET', rule: 'quiet-draw', reason: /drawn once 60 moves pass .* cannot be 61/ },
  { what: 'a record of balances below the board', text: `${FOUR}_t0.s2.b2`, code: 'ERR_POSITION_RECORD', rule: 'quiet-draw', reason: /holds 4 balances, but the record .* 2/ },
  { what: 'quiet moves as the second stage begins', text: `${FOUR}_t0.s2.m1p.q2`, code: 'ERR_POSITION_QUIET', rule: 'quiet-draw', reason: /has only begun/ },
  { what: 'a record above the board as the second stage begins', text: `${FOUR}_t0.s2.m1p.b6`, code: 'ERR_POSITION_RECORD', rule: 'quiet-draw', reason: /record number of balances is the board's 4, not 6/ },
  { what: 'a last move onto an empty place', text: `${FOUR}_t0.s2.m1m.u9d:10e~9f:10g`, code: 'ERR_POSITION_LAST', rule: 'move-orthogonal', reason: /went to 9f:10g, but no tile stands there/ },
  { what: 'a last move that is not along a line', text: `${FOUR}_t0.s2.m1m.u9f:10g~8e:9f`, code: 'ERR_POSITION_LAST', rule: 'move-orthogonal', reason: /not along a row or a column/ },
  { what: 'a last move from a place still taken', text: `${FOUR}_t0.s2.m1m.u7d:8e~8e:9f`, code: 'ERR_POSITION_LAST', rule: 'move-orthogonal', reason: /left 7d:8e, but a tile stands there/ },
  { what: 'a last move of a tile fixed on an intersection', text: `${FOUR}_t0.s2.m1m.u13d~13e`, code: 'ERR_POSITION_LAST', rule: 'fixed-tiles', reason: /tiles on intersections never move/ },
  { what: 'a history the repetition rule does not keep', text: `${FOUR}_t0.s2.habc`, code: 'ERR_POSITION_HISTORY', rule: 'repetition', reason: /keeps no history/ },
  { what: 'a history that does not end with the position', text: `${FOUR}_t0.s2.habc`, options: { 'balance-repetition': 'superko' }, code: 'ERR_POSITION_HISTORY', rule: 'repetition', reason: /does not end with this position/ },
  { what: 'a point touching a square under the blocking reading', text: 'b1_10jR,9i:10jLo_Li_-_t0', options: { 'balance-mixed-occupancy': 'blocking' }, code: 'ERR_POSITION_CROSS', rule: 'blossoming-place', reason: /10j touches the tile on 9i:10j/ },
  { what: 'a setup with a Wheel on an intersection', setup: { pieces: [{ tile: 'W', place: '10j' }], hands: [[], []], toMove: 0 }, code: 'ERR_POSITION_WHEEL', rule: 'wheel-on-squares', reason: /cannot stand on the intersection 10j/ },
  { what: 'a setup with two Roses in a hand', setup: { pieces: [], hands: [['R', 'R'], []], toMove: 0 }, code: 'ERR_POSITION_COUNT', rule: 'tile-set', reason: /only 1 Rose/ },
  { what: 'a setup in the Blossoming with a record of balances', setup: { pieces: [{ tile: 'R', place: '10j' }], hands: [['Lo'], []], toMove: 0, best: 1 }, code: 'ERR_POSITION_COUNTER', rule: 'quiet-draw', reason: /start at 0/ },
];

describe('Balance position check: refused', () => {
  for (const c of REFUSED) {
    it(`refuses ${c.what}`, () => {
      const r = c.text !== undefined ? engine.parsePosition(c.text, c.options) : engine.fromSetup(c.setup, c.options);
      expect(r.ok).toBe(false);
      if (r.ok) return;
      const e = r.error as PositionError;
      expect(e.code).toBe('ERR_POSITION');
      const hit = e.problems.find((p) => p.code === c.code && p.rule === c.rule && c.reason.test(p.message));
      expect(hit, JSON.stringify(e.problems)).toBeDefined();
      expect(RULE_IDS).toContain(e.rule);
      for (const p of e.problems) expect(RULE_IDS).toContain(p.rule);
      expect(e.message).toMatch(/^This position cannot occur: /);
    });
  }
});

describe('Balance position check: accepted', () => {
  const ACCEPTED: readonly { what: string; text: string; options?: OptionValues }[] = [
    { what: 'a Blossoming position with tiles set aside (a teaching diagram)', text: 'b1_10jR_Lo_-_t0' },
    { what: 'the start of a game: the player with more tiles places first', text: 'b1_-_RLoLoOOO_LiLiLiLiW_t0' },
    { what: 'the player with fewer tiles first when fewer begins', text: 'b1_-_R_LoLi_t0', options: { 'balance-first-placer': 'fewer' } },
    { what: 'the other player placing twice once a hand is empty', text: 'b1_10jR_Lo_-_t0.m0p' },
    { what: 'a second stage with its record of balances left out', text: `${FOUR}_t0.s2` },
    { what: 'a game just drawn by the quiet-move cap', text: `${FOUR}_t0.s2.m1m.q60` },
    { what: 'a long quiet run where no cap applies', text: `${FOUR}_t0.s2.m1m.q150`, options: { 'balance-no-win-draw': 'analysis' } },
    { what: 'a game drawn by two passes', text: `${FOUR}_t0.s2.m1s.p2` },
    { what: 'a last move along a row onto a tile now there', text: `${FOUR}_t0.s2.m1m.u7e:8f~7d:8e` },
    { what: 'a point beside a square where they are independent', text: 'b1_10jR,9i:10jLo_Li_-_t0' },
  ];
  for (const c of ACCEPTED) {
    it(`accepts ${c.what}`, () => {
      const r = engine.parsePosition(c.text, c.options);
      expect(r.ok, r.ok ? '' : r.error.message).toBe(true);
      if (!r.ok) return;
      expect(engine.checkPosition(r.value)).toEqual([]);
      expect(engine.formatPosition(unwrap(engine.parsePosition(engine.formatPosition(r.value), c.options)))).toBe(engine.formatPosition(r.value));
    });
  }
  it('a record of balances left out is the board’s count, and is not written back', () => {
    const s = unwrap(engine.parsePosition(`${FOUR}_t0.s2`));
    expect(s.best).toBe(4);
    expect(engine.formatPosition(s)).not.toMatch(/\.b4/);
    expect(unwrap(engine.fromSetup({ ...(engine.toSetup(s) as object), best: undefined })).best).toBe(4);
  });
  it('every example and exercise start passes the check', () => {
    for (const x of [...EXAMPLES, ...EXERCISES]) {
      const s = unwrap(engine.parsePosition(x.start, x.options));
      expect(engine.checkPosition(s), x.id).toEqual([]);
    }
  });
});
