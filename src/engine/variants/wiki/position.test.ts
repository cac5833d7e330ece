/**
 * Issue 40 for the Pai Sho Project: the position check (every refused setup with its reason), a resigned
 * player never placing above those still in, resigning out of turn, the Chi Blocker's one turn stated in a
 * hand-set position, territory leaving out every harmony path, and the three-player scoring.
 */
import { describe, expect, it } from 'vitest';
import type { PositionError } from '../../core/position.ts';
import { unwrap } from '../../core/result.ts';
import type { Move, OptionValues } from '../../core/types.ts';
import { parsePlace, placeName } from '../../geometry/index.ts';
import { engine } from './engine.ts';
import { scores } from './scoring.ts';
import type { WikiState } from './state.ts';

const P = (n: string) => unwrap(parsePlace(n));
const play = (s: WikiState, ...texts: string[]): WikiState => texts.reduce((x, t) => unwrap(engine.applyMove(x, unwrap(engine.parseMove(x, t)))), s);
const targets = (s: WikiState, from: string) =>
  engine
    .legalMoves(s)
    .filter((m): m is Extract<Move, { type: 'move' }> => m.type === 'move' && m.from === P(from))
    .map((m) => placeName(m.to))
    .sort();

describe('Pai Sho Project: the position check refuses what the rules do not allow', () => {
  // [what, position text, options, problem code, rule]
  const refused: [string, string, OptionValues, string, string][] = [
    ['three Fires of one seat (board and Pot)', '0.4~0F10q,1E3j~0F1,0F1', {}, 'ERR_POSITION_COUNT', 'tile-set'],
    ['a tile off the playable points', '0.4~0F1a,1E3j~-', {}, 'ERR_POSITION_PLACE', 'board'],
    ['two tiles on one point', '0.4~0F10q,1E10q~-', {}, 'ERR_POSITION_OCCUPIED', 'moving'],
    ['a tile of a seat the game does not have', '0.4~0F10q,3E3j~-', {}, 'ERR_POSITION_SEAT', 'players'],
    ['a Chi Blocker mark on a flower', '0.4~0Rs10c!,0F10q,1E3j~-', {}, 'ERR_POSITION_MARK', 'withdraw'],
    ['a Chi Blocker mark with no Chi Blocker beside', '0.4~0F10q!,1E3j~-', {}, 'ERR_POSITION_MARK', 'withdraw'],
    ['an element of the seat to act beside a Chi Blocker without its mark', '1.10~0F16p,1F14q,0Qi10j,1E10i~-', {}, 'ERR_POSITION_GRACE', 'withdraw'],
    ['a flower on the board in the first round', '1.1~0F10q,0Rs10c~-', {}, 'ERR_POSITION_OPENING', 'opening'],
    ['a capture in the first round', '1.1~0F10q~1E0', {}, 'ERR_POSITION_OPENING', 'opening'],
    ['a tile in the Pot taken by its own player', '0.4~0F10q,1E3j~1Rs1', {}, 'ERR_POSITION_POT', 'capture'],
    ['a Spirit Wheel captured in a turn still to come', '0.4~0F10q,1E3j~1S0*9', {}, 'ERR_POSITION_POT', 'reincarnation'],
    ['the seat to act already resigned', '1.4~0F10q,1E3j~-~r1', {}, 'ERR_POSITION_OUT', 'resigning'],
    ['one colour of the two-colour player resigned, the other still playing', '0.8~0F10q,1E10c,2W3j,3A17j~-~r1', { 'wiki-players': '3' }, 'ERR_POSITION_OUT', 'resigning'],
    ['a removed player still with tiles, where removal takes them off', '0.8~0F10q,1Rs10c~-~x1', { 'wiki-elimination-tiles': 'removed' }, 'ERR_POSITION_OUT', 'keep-an-element'],
    ['a player still in with no element, under removal at once', '0.4~0F10q,1Rs10c~-', { 'wiki-element-loss-timing': 'removed' }, 'ERR_POSITION_ELEMENT', 'keep-an-element'],
    ['more passes than the game allows before it ends', '0.9.p5~0F10q,1E3j~-', {}, 'ERR_POSITION_PASSES', 'passing'],
    ['passes while passing is off', '0.4.p1~0F10q,1E3j~-', { 'wiki-pass-end': 'disabled' }, 'ERR_POSITION_PASSES', 'passing'],
    ['a turn in progress on an empty point', '0.4.d10c~0F10q,1E3j~-', {}, 'ERR_POSITION_STAGE', 'turn'],
    ['a drop turn without drop capture', '0.4~0Rs10c*3,0F10q,1E3j~-', {}, 'ERR_POSITION_FRESH', 'drop-capture'],
    ['a drop turn older than a round', '0.9~0Rs10c*3,0F10q,1E3j~-', { 'wiki-drop-capture': 'on' }, 'ERR_POSITION_FRESH', 'drop-capture'],
    ['an element in play missing from the entered elements', '0.4~0F10q,1E3j~-~e0.0', {}, 'ERR_POSITION_ENTERED', 'promotion'],
  ];
  for (const [what, text, options, code, rule] of refused) {
    it(`refuses ${what}`, () => {
      const r = engine.parsePosition(text, options);
      expect(r.ok, text).toBe(false);
      if (r.ok) return;
      const e = r.error as PositionError;
      expect(e.code).toBe('ERR_POSITION');
      expect(e.problems.map((p) => p.code)).toContain(code);
      expect(e.problems.find((p) => p.code === code)?.rule).toBe(rule);
      expect(e.message).toMatch(/^This position cannot occur: /);
    });
  }
  // Setups (plain JSON) go through the same check: [what, setup, options, problem code]
  const setups: [string, unknown, OptionValues, string][] = [
    ['a second Fire', { toMove: 0, turn: 4, pieces: [{ tile: 'F', place: '10q', owner: 0 }, { tile: 'F', place: '10c', owner: 0 }, { tile: 'E', place: '3j', owner: 1 }] }, {}, 'ERR_POSITION_COUNT'],
    ['an unmarked element beside a Chi Blocker as its turn begins', { toMove: 1, turn: 10, pieces: [{ tile: 'F', place: '16p', owner: 0 }, { tile: 'F', place: '14q', owner: 1 }, { tile: 'Qi', place: '10j', owner: 0 }, { tile: 'E', place: '10i', owner: 1 }] }, {}, 'ERR_POSITION_GRACE'],
    ['a star point of the default board on a board without them', { toMove: 0, turn: 4, pieces: [{ tile: 'F', place: '9s', owner: 0 }, { tile: 'E', place: '3j', owner: 1 }] }, { 'wiki-playable-points': 'strict' }, 'ERR_POSITION_PLACE'],
    ['the seat to act resigned', { toMove: 1, turn: 4, pieces: [{ tile: 'F', place: '10q', owner: 0 }, { tile: 'E', place: '3j', owner: 1 }], out: [{ seat: 1, why: 'resigned' }] }, {}, 'ERR_POSITION_OUT'],
  ];
  for (const [what, setup, options, code] of setups) {
    it(`fromSetup refuses ${what}`, () => {
      const r = engine.fromSetup(setup, options);
      expect(r.ok).toBe(false);
      if (!r.ok) expect((r.error as PositionError).problems.map((p) => p.code)).toContain(code);
    });
  }
  it('accepts the marked position, and positions reached in play', () => {
    expect(engine.checkPosition(unwrap(engine.parsePosition('1.10~0F16p,1F14q,0Qi10j,1E10i!~-')))).toEqual([]);
    expect(engine.checkPosition(unwrap(engine.create()))).toEqual([]);
  });
});

describe('Pai Sho Project: an element next to a Chi Blocker has one turn to withdraw, in a hand-set position too (issue 40)', () => {
  it('the marked Earth may withdraw on this turn only; the Chi Blocker may take it once its turn is spent', () => {
    const s = unwrap(engine.parsePosition('1.10~0F16p,1F14q,0Qi10j,1E10i!~-'));
    expect(targets(s, '10i')).toContain('10h');
    const declined = play(s, 'pass');
    expect(targets(declined, '10j')).toContain('10i');
    const again = play(declined, 'pass');
    expect(targets(again, '10i')).toEqual([]);
  });
});

describe('Pai Sho Project: resigning (rule 9.3)', () => {
  const four = { 'wiki-players': '4' };
  it('a player who resigned ranks after every player still in (the issue’s position)', () => {
    let s = unwrap(engine.parsePosition('3.10~0E16p,1E14q,3F10j,2E4d~-', four));
    s = play(s, 'resign');
    for (let i = 0; i < 10 && engine.outcome(s).status === 'ongoing'; i++) s = play(s, 'pass');
    const o = engine.outcome(s);
    if (o.status === 'ongoing') throw new Error('the passes end the game');
    if (o.status === 'win') expect(o.winner).not.toBe(3);
    expect(o.placings?.[o.placings.length - 1]).toEqual([3]);
    expect(o.reason).toMatch(/resigned/);
  });
  it('a player may resign at any time: out of turn, and the player to act goes on', () => {
    const s = unwrap(engine.parsePosition('3.10~0E16p,1E14q,3F10j,2E4d~-', four));
    const r = unwrap(engine.applyMove(s, { type: 'resign', seat: 1 }));
    expect(engine.view(r).toMove).toBe(3);
    expect(engine.view(r).out).toEqual([1]);
    expect(engine.checkPosition(r)).toEqual([]);
    // South is skipped from now on
    const after = play(r, 'pass', 'pass');
    expect(engine.view(after).toMove).toBe(2);
    expect(engine.applyMove(r, { type: 'resign', seat: 1 }).ok).toBe(false);
    expect(engine.applyMove(r, { type: 'resign', seat: 9 as never }).ok).toBe(false);
  });
  it('the player to act may resign in the middle of a turn', () => {
    const s = play(unwrap(engine.parsePosition('0.4~0F10q,1E3j~-')), 'Rs*10c');
    expect(s.stage.kind).toBe('dropped');
    expect(engine.outcome(unwrap(engine.applyMove(s, { type: 'resign' })))).toMatchObject({ status: 'win', winner: 1 });
  });
});

describe('Pai Sho Project: territory leaves out every harmony path (rule 11.9)', () => {
  // Sente's 8-ring encloses 25 points; inside it a Jade on 11k and a Rhododendron on 9k send each other harmony across 10k.
  const text = '0.4~0Jd13m,0Rd10m,0Jd7m,0Rd7j,0Jd7g,0Rd10g,0Jd13g,0Rd13j,0Jd11k,0Rd9k,0F10q,1E10c~-';
  it('the point the chain’s harmony runs over is not territory: 22', () => {
    const sc = scores(unwrap(engine.parsePosition(text)));
    expect(sc[0]!.points).not.toContain(P('10k'));
    expect(sc[0]!.territory).toBe(22);
  });
  it('under wiki-territory-paths = ring-paths only the rings’ paths are left out: 23', () => {
    expect(scores(unwrap(engine.parsePosition(text, { 'wiki-territory-paths': 'ring-paths' })))[0]!.territory).toBe(23);
  });
});

describe('Pai Sho Project: three players, the two-colour player scores as a team of two (rules 3.2, 11.4)', () => {
  // South (seat 1) and North (seat 3, played by South) each have a Lily; a Lily sends disharmony to a Lily.
  const text = '1.8~0F10q,1E10c,2W3j,3A17j,1Ly5d,3Ly6c~-';
  it('each colour scores alone, and the two colours send each other disharmony', () => {
    const s = unwrap(engine.parsePosition(text, { 'wiki-players': '3' }));
    const sc = scores(s);
    expect(sc).toHaveLength(4);
    expect(sc[1]!.disharmony).toBeGreaterThan(0);
    expect(sc[3]!.disharmony).toBeGreaterThan(0);
    expect(engine.harmonies(s).some((h) => h.kind === 'disharmony')).toBe(true);
  });
  it('under wiki-3p-scoring = one-player the two colours are one player: one score, no disharmony between them', () => {
    const s = unwrap(engine.parsePosition(text, { 'wiki-players': '3', 'wiki-3p-scoring': 'one-player' }));
    const sc = scores(s);
    expect(sc).toHaveLength(3);
    expect(sc[1]!.disharmony).toBe(0);
  });
});

describe('Pai Sho Project: a move ending on a point touching a Torii may cross a wall (rules 1.7, 5.3)', () => {
  it('9e to 9b crosses the wall and is allowed; 9e to 9c is not', () => {
    const s = unwrap(engine.parsePosition('0.4~0Jd9e,0F10q,1E3j~-'));
    expect(targets(s, '9e')).toContain('9b');
    expect(targets(s, '9e')).not.toContain('9c');
  });
});
