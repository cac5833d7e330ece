/** Kutai with three and four players (`kutai-player-count`): seats, turn order, hands, notation, outcome. */
import { describe, expect, it } from 'vitest';
import { unwrap } from '../../core/result.ts';
import type { OptionValues, Seat } from '../../core/types.ts';
import { engine } from './engine.ts';
import type { KutaiState } from './state.ts';

const three: OptionValues = { 'kutai-player-count': 'three' };
const four: OptionValues = { 'kutai-player-count': 'four' };
const play = (s: KutaiState, text: string) => unwrap(engine.applyMove(s, unwrap(engine.parseMove(s, text))));

describe('Kutai for three and four players', () => {
  it('gives every seat a full set and names the seats clockwise', () => {
    for (const [o, names] of [
      [{}, ['South', 'North']],
      [three, ['South', 'West', 'North']],
      [four, ['South', 'West', 'North', 'East']],
    ] as const) {
      const s = unwrap(engine.create({ options: o, seed: 1 }));
      const v = engine.view(s);
      expect(v.seats).toBe(names.length);
      expect(v.playerNames).toEqual(names);
      expect(v.hands.map((h) => [h.player, h.size])).toEqual(names.map((_, i) => [i, 29]));
    }
  });

  it('draws the first player among all seats, and the seat before them lays the Centerpiece before play', () => {
    const firsts = new Set(Array.from({ length: 40 }, (_, seed) => unwrap(engine.create({ options: four, seed })).toMove));
    expect([...firsts].sort()).toEqual([0, 1, 2, 3]);
    expect(unwrap(engine.create({ options: { ...four, 'kutai-first-player': 'south', 'kutai-centerpiece-placer': 'pre-game' } })).toMove).toBe(3);
    expect(unwrap(engine.create({ options: { ...three, 'kutai-first-player': 'south', 'kutai-centerpiece-placer': 'pre-game' } })).toMove).toBe(2);
  });

  it('passes the turn around the table in order, each seat placing its own tiles', () => {
    let s = unwrap(engine.create({ options: { ...four, 'kutai-first-player': 'south' } }));
    const movers: Seat[] = [];
    for (const m of ['DCB*10j', 'DCB*10g', 'DCB*10m', 'DIR*7j', 'DIR*13j']) {
      movers.push(s.toMove);
      expect(engine.view(s).turn).toBe(movers.length - 1);
      s = play(s, m);
    }
    expect(movers).toEqual([0, 1, 2, 3, 0]);
    expect(s.pieces.map((p) => p.owner)).toEqual([0, 1, 2, 3, 0]);
    expect(s.hands.map((h) => h.length)).toEqual([27, 28, 28, 28]);
    expect(engine.describe(s)).toMatch(/South holds 27 tiles, West 28, North 28 and East 28\./);
    expect(engine.view(s).prompt).toBe('Place a tile from your hand');
  });

  it('writes positions with the seats and hands, and reads them back exactly', () => {
    let s = unwrap(engine.create({ options: { ...three, 'kutai-first-player': 'south' } }));
    for (const m of ['DCB*10j', 'DCB*10g', 'DCB*10m']) s = play(s, m);
    const text = engine.formatPosition(s);
    expect(text).toBe('0.3~0DCB10j,1DCB10g,2DCB10m');
    expect(engine.formatPosition(unwrap(engine.parsePosition(text, three)))).toBe(text);
    // The same text does not fit a two-player game: seat 2 is not at that table.
    const two = engine.parsePosition(text, {});
    expect(two.ok).toBe(false);
    const setup = { pieces: [{ tile: 'DCB', place: '10j', owner: 3 }], toMove: 0, hands: [[], [], [], ['DIR']] };
    const q = unwrap(engine.fromSetup(setup, four));
    expect(engine.formatPosition(q)).toMatch(/^0~3DCB10j~0~0~0~/);
    expect(engine.fromSetup(setup, three).ok).toBe(false);
    expect(engine.fromSetup({ ...setup, hands: [[], []] }, four).ok).toBe(false);
  });

  it('passes a seat with no placement and draws only when no seat can place', () => {
    const p = unwrap(engine.fromSetup({ pieces: [{ tile: 'DCB', place: '10j', owner: 0 }], toMove: 1, hands: [[], [], ['DIR']] }, three));
    expect(engine.legalMoves(p)).toEqual([{ type: 'pass' }]);
    const q = unwrap(engine.applyMove(p, { type: 'pass' }));
    expect(q.toMove).toBe(2);
    expect(engine.outcome(q).status).toBe('ongoing');
    const done = unwrap(engine.fromSetup({ pieces: [{ tile: 'DCB', place: '10j', owner: 0 }], toMove: 1, hands: [[], [], []] }, three));
    expect(engine.outcome(done)).toMatchObject({ status: 'draw', rule: 'exhaustion', reason: expect.stringMatching(/for any player/) });
  });

  it('with separate shares shows each seat’s score, and a finished game gives scores and placings', () => {
    const o = { ...three, 'kutai-ownership': 'per-player', 'kutai-exhaustion': 'higher-share' };
    // A harmony between South's and West's tiles counts for both owners.
    const pieces = [
      { tile: 'DCB', place: '10j', owner: 0 },
      { tile: 'DIR', place: '10g', owner: 1 },
    ];
    const going = unwrap(engine.fromSetup({ pieces, toMove: 2, hands: [[], [], ['DIR']] }, o));
    const v = engine.view(going);
    expect(v.scores?.map((x) => x.seat)).toEqual([0, 1, 2]);
    const [a, b, c] = (v.scores ?? []).map((x) => x.points);
    expect(a).toBeGreaterThan(0);
    expect(v.status).toBe(`Harmony: South ${a}, West ${b}, North ${c} · the goal is to pass 20`);
    const s = unwrap(engine.fromSetup({ pieces, toMove: 2, hands: [[], [], []] }, o));
    const oc = engine.outcome(s);
    expect(oc.status).not.toBe('ongoing');
    if (oc.status !== 'ongoing') {
      expect(oc.scores?.map((x) => x.points)).toEqual([a, b, c]);
      expect(oc.placings?.flat().sort()).toEqual([0, 1, 2]);
      const best = Math.max(a ?? 0, b ?? 0, c ?? 0);
      expect(oc.placings?.[0]?.every((p) => v.scores?.[p]?.points === best)).toBe(true);
    }
  });
});
