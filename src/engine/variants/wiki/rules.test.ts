import { describe, expect, it } from 'vitest';
import { unwrap } from '../../core/result.ts';
import { applySteps, parseTurnOf } from '../../core/steps.ts';
import type { Move, OptionValues } from '../../core/types.ts';
import { parsePlace, placeName } from '../../geometry/index.ts';
import { engine, type WikiState } from './engine.ts';
import { layoutFor, SIDE_WALL, TORII_MASK } from './state.ts';
import { meta } from './meta.ts';

const P = (n: string) => unwrap(parsePlace(n));
/** A position from `0F10j 1Ly11k …` (seat, tile code, point, and `!`/`!!` for a Chi Blocker mark), after the opening round unless `turn` says otherwise. */
function pos(pieces: string, options: OptionValues = {}, extra: Record<string, unknown> = {}): WikiState {
  const list = pieces
    .split(' ')
    .filter(Boolean)
    .map((x) => {
      const m = /^([0-3])([A-Za-z]{1,2}?)(\d{1,2}[a-s])(!{0,2})$/.exec(x);
      if (!m) throw new Error(x);
      return { owner: Number(m[1]), tile: m[2], place: m[3], ...(m[4] ? { mark: m[4].length } : {}) };
    });
  return unwrap(engine.fromSetup({ toMove: 0, turn: 4, pieces: list, ...extra }, options)) as WikiState;
}
const targets = (s: WikiState, from: string) =>
  engine
    .legalMoves(s)
    .filter((m): m is Extract<Move, { type: 'move' }> => m.type === 'move' && m.from === P(from))
    .map((m) => placeName(m.to))
    .sort();
const refused = (s: WikiState, text: string) => {
  const m = unwrap(engine.parseMove(s, text));
  const r = engine.applyMove(s, m);
  expect(r.ok, `${text} should be refused`).toBe(false);
  return r.ok ? '' : r.error.rule;
};
const play = (s: WikiState, ...texts: string[]) => {
  let cur = s;
  for (const t of texts) cur = unwrap(engine.applyMove(cur, unwrap(engine.parseMove(cur, t))));
  return cur;
};
const drops = (s: WikiState, tile: string) =>
  new Set(engine.legalMoves(s).filter((m) => m.type === 'place' && m.tile === tile).map((m) => placeName((m as { to: number }).to)));

describe('Pai Sho Project: the board (WIKI-1, §7)', () => {
  const L = layoutFor(unwrap(engine.resolveOptions({})));
  it('has 261 playable points, including the star points 9s and 11a', () => {
    expect(L.points.length).toBe(261);
    expect(L.onBoard[P('9s')]).toBe(1);
    expect(L.onBoard[P('11a')]).toBe(1);
    expect(layoutFor(unwrap(engine.resolveOptions({ 'wiki-playable-points': 'strict' }))).points.length).toBe(249);
  });
  it('has 29 path points from 10c to 10q and 3j to 17j, all between central gardens but the four tips', () => {
    const path = L.points.filter((p) => {
      const n = placeName(p);
      const [num, letter] = [Number(n.slice(0, -1)), n.slice(-1)];
      return (num === 10 && letter >= 'c' && letter <= 'q') || (letter === 'j' && num >= 3 && num <= 17);
    });
    expect(path.length).toBe(29);
    for (const p of path) {
      const m = L.gardens[p] as number;
      if (['10c', '10q', '3j', '17j'].includes(placeName(p))) expect(L.side[p]).toBe(SIDE_WALL);
      else expect(m & ~0xf).toBe(0);
    }
  });
  it('has 12 gardens, 24 wall points plus the 4 tips, and fences beside each Torii', () => {
    const used = new Set<number>();
    for (const p of L.points) for (let g = 0; g < 12; g++) if ((L.gardens[p] as number) & (1 << g)) used.add(g);
    expect(used.size).toBe(12);
    expect(L.points.filter((p) => L.side[p] === SIDE_WALL).length).toBe(28);
    expect((L.gardens[P('10b')] as number) & TORII_MASK).not.toBe(0); // inside the north Torii
    expect(L.gardens[P('9b')]).toBe((1 << 8) | (1 << 4)); // a fence: north Torii and north-east yellow garden
    expect(L.torii[P('10c')]).toBe(1); // the tip touches the Torii
  });
});

describe('Pai Sho Project: dropping', () => {
  it('drops a Rose on 10c, where the diamond tip touches the north Torii (WIKI-2 R*10c)', () => {
    const s = pos('0F10q 1E10c', {}, { toMove: 0 });
    expect(drops(s, 'Rs').has('10d')).toBe(false); // a central point: not for flowers
    const s2 = pos('0F10q 1E3j');
    expect(drops(s2, 'Rs').has('10c')).toBe(true);
    expect(drops(s2, 'Rs').has('13c')).toBe(true); // yellow
    expect(refused(s2, 'Rs*10g')).toBe('flower-drops');
    expect(refused(s2, 'Rs*9d')).toBe('walls'); // a wall point touching no Torii
  });
  it('drops elements, the Lotus and the Orchid anywhere but on walls (the tile entries)', () => {
    const s = pos('0F10q 1E3j');
    expect(drops(s, 'A').has('10g')).toBe(true);
    expect(drops(s, 'Lt').has('10g')).toBe(true);
    expect(drops(s, 'A').has('9d')).toBe(false);
    expect(drops(s, 'A').has('10c')).toBe(true);
    expect(drops(pos('0F10q 1E3j', { 'wiki-wall-drop': 'none' }), 'A').has('10c')).toBe(false);
    expect(drops(pos('0F10q 1E3j', { 'wiki-special-flower-drop': 'generic' }), 'Lt').has('10g')).toBe(false);
  });
  it('under the older layer, flowers drop only in or touching a Torii', () => {
    const s = pos('0F10q 1E3j', { 'wiki-flower-drop-zone': 'v2' });
    expect(drops(s, 'Ly').has('13c')).toBe(false);
    expect(drops(s, 'Ly').has('10b')).toBe(true);
    expect(drops(s, 'Ly').has('9b')).toBe(true);
  });
  it('the first turn of each player enters an element (element-first)', () => {
    const s = unwrap(engine.create({}));
    expect(refused(s, 'Rs*10c')).toBe('opening');
    expect(engine.legalMoves(s).every((m) => m.type === 'resign' || (m.type === 'place' && ['A', 'W', 'E', 'F', 'S'].includes(m.tile)))).toBe(true);
  });
  it('a dropped tile may move at once but not capture (WIKI-10), and R*10c-10f is not a Rose move (WIKI-2)', () => {
    const s = pos('0F10q 1E3j 1Ly10f');
    const after = play(s, 'Rs*10c');
    expect(engine.view(after).toMove).toBe(0);
    expect(engine.legalMoves(after).some((m) => m.type === 'end')).toBe(true);
    expect(targets(after, '10c')).not.toContain('10f');
    const turn = unwrap(parseTurnOf(engine, pos('0F10q 1E3j'), 'R*10c-10f'));
    expect(turn.map((m) => m.type)).toEqual(['place', 'move']);
    const r = applySteps(engine, pos('0F10q 1E3j'), turn);
    expect(r.ok).toBe(false);
    if (!r.ok) expect([r.error.index, r.error.rule]).toEqual([1, 'rose']);
    const ok2 = unwrap(parseTurnOf(engine, pos('0F10q 1E3j'), 'R*10c-11e'));
    expect(applySteps(engine, pos('0F10q 1E3j'), ok2).ok).toBe(true);
  });
  it('single sovereignty: no drop into a garden held by a lone enemy tile, nor a drop that threatens it', () => {
    const s = pos('0F10q 1E3j 1Ly14d');
    // 14d = (-4, 6): the lone tile wholly inside the north-west yellow garden
    const d = drops(s, 'Jd');
    expect(d.has('15c')).toBe(false);
    expect(refused(s, 'Jd*15c')).toBe('single-sovereignty');
    // A Jade dropped in the north Torii two points from a sovereign tile on the fence would threaten it
    const s2 = pos('0F10q 1E3j 1Ly11b');
    expect(refused(s2, 'Jd*10b')).toBe('partial-sovereignty');
  });
});

describe('Pai Sho Project: movement per tile from the centre of an empty board', () => {
  const counts: [string, number][] = [
    ['Ly', 16],
    ['Jd', 12],
    ['Js', 8],
    ['C', 16],
    ['Rd', 12],
    ['Rs', 8],
    ['Lt', 16],
    ['O', 36],
    ['Qi', 16],
    ['A', 8],
    ['W', 16],
    ['E', 24],
    ['F', 36],
    ['S', 44],
  ];
  for (const [code, n] of counts) {
    it(`${code} has ${n} targets from 10j`, () => {
      expect(targets(pos(`0${code}10j 0F10q 1E3j`.replace(code === 'F' ? '0F10q' : '§', '0E10q')), '10j').length).toBe(n);
    });
  }
  it('the Orchid may jump the wall line diagonally only when crossings count at wall points', () => {
    expect(targets(pos('0O10j 0F10q 1E3j', { 'wiki-wall-crossing-geometry': 'wall-point' }), '10j').length).toBe(48);
  });
  it('the Spirit Wheel may move exactly 6 only, under that reading', () => {
    expect(targets(pos('0S10j 0F10q 1E3j', { 'wiki-spirit-wheel-range': 'exactly' }), '10j').length).toBe(4 + 8);
  });
  it('knight moves do not leap: a tile on the orthogonal first step blocks them', () => {
    const s = pos('0Js10j 0Ly10i 0F10q 1E3j');
    expect(targets(s, '10j')).not.toContain('9h');
    expect(targets(s, '10j')).not.toContain('11h');
    expect(targets(pos('0Js10j 0Ly10i 0F10q 1E3j', { 'wiki-knight-blocking': 'either' }), '10j')).toContain('9h');
  });
  it('a move the tile cannot make is refused in words saying how it moves, citing its entry (the words live outside the engine chunk)', () => {
    const s = pos('0Jd10j 0F10q 1E3j');
    const r = engine.applyMove(s, { type: 'move', from: P('10j'), to: P('11k') });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.rule).toBe('jade');
    expect(r.error.message).toBe('The Jade cannot go from 10j to 11k: it moves 1–3 orthogonally, and no tile may be passed over.');
  });
  it("the tile table's columns (kind, movement, captures) are in the rules' metadata for every tile, not in the engine's spec", () => {
    expect(meta.tiles.map((t) => t.code)).toEqual(engine.spec.tiles.map((t) => t.code));
    for (const t of meta.tiles) expect(Object.keys(t.props ?? {})).toEqual(['kind', 'moves', 'captures']);
    expect(meta.tiles.find((t) => t.code === 'W')?.props).toEqual({ kind: 'Element', moves: '1–6 diagonally, or 1 orthogonally', captures: 'elements, diagonally' });
    expect(engine.spec.tiles.every((t) => t.props === undefined)).toBe(true);
  });
});

describe('Pai Sho Project: walls and Torii', () => {
  it('stops on a wall before entering a central garden, then goes on', () => {
    const s = pos('0Jd12c 0F10q 1E3j'); // 12c = (-2, 7), yellow
    expect(targets(s, '12c')).toContain('12e'); // (-2, 5): the wall
    expect(targets(s, '12c')).not.toContain('12f'); // through the wall into the centre
    expect(refused(s, 'Jd12c-12f')).toBe('wall-crossing');
    const onWall = pos('0Jd12e 0F10q 1E3j');
    expect(targets(onWall, '12e')).toContain('12h');
  });
  it('passes through a Torii into the centre', () => {
    const s = pos('0O10b 0F10q 1E3j');
    expect(targets(s, '10b')).toContain('10h');
  });
  it('a knight move may not leap a wall: it lands on the wall first', () => {
    expect(targets(pos('0Js9c 0F10q 1E3j'), '9c')).not.toContain('10e'); // (1, 7) over the wall point (1, 6) to (0, 5)
    expect(targets(pos('0Js9d 0F10q 1E3j'), '9d')).toContain('10f'); // from the wall point (1, 6) into the centre
  });
});

describe('Pai Sho Project: capture', () => {
  it('L10j x C11j: the Lotus captures the Chrysanthemum one point west (WIKI-2)', () => {
    const s = pos('0Lt10j 1C11j 0F10q 1E3j');
    const m = unwrap(engine.parseMove(s, 'L10j x C11j'));
    expect(m).toEqual({ type: 'move', from: P('10j'), to: P('11j') });
    expect(engine.formatMove(s, m)).toBe('Lt10j x C11j');
    const after = unwrap(engine.applyMove(s, m));
    expect(engine.view(after).pot).toEqual([{ tile: 'C', owner: 1 }]);
    expect(engine.parseMove(s, 'L10j x Rs11j').ok).toBe(false);
  });
  it('flowers capture elements; elements capture only elements; the Lily only along diagonals', () => {
    const s = pos('0Jd10j 1F10i 0W10q 1E3j');
    expect(targets(s, '10j')).toContain('10i');
    expect(refused(pos('0F10j 1Jd10i 0W10q 1E3j'), 'F10j-10i')).toBe('capture-rights');
    expect(refused(pos('0Ly10j 1Jd10i 0W10q 1E3j'), 'Ly10j-10i')).toBe('lily');
    expect(targets(pos('0Ly10j 1Jd9i 0W10q 1E3j'), '10j')).toContain('9i');
    expect(refused(pos('0Jd10j 0Rd10i 0W10q 1E3j'), 'Jd10j-10i')).toBe('capture');
  });
  it('team-mates do not capture each other in a 4-player game', () => {
    const s = pos('0Jd10j 2Rd10i 0W10q 1E3j 2E17j 3E10c', { 'wiki-players': '4' });
    expect(targets(s, '10j')).not.toContain('10i');
    expect(targets(pos('0Jd10j 2Rd10i 0W10q 1E3j 2E17j 3E10c', { 'wiki-players': '4', 'wiki-teams': 'opponents' }), '10j')).toContain('10i');
  });
  it('the Spirit Wheel captures an element only by hopping one screen', () => {
    expect(targets(pos('0S10j 1Ly10h 1F10f 0W10q 1E3j'), '10j')).toContain('10f');
    expect(targets(pos('0S10j 1F10f 0W10q 1E3j'), '10j')).not.toContain('10f');
    expect(targets(pos('0S10j 1Ly10h 1Ly10g 1F10f 0W10q 1E3j'), '10j')).not.toContain('10f');
  });
});

describe('Pai Sho Project: bending', () => {
  const bends = (s: WikiState, at: string, flower: string) =>
    engine
      .legalMoves(s)
      .filter((m): m is Extract<Move, { type: 'use' }> => m.type === 'use' && m.ability === 'bend' && m.at === P(at) && m.args[0] === P(flower))
      .map((m) => placeName(m.args[1] as number))
      .sort();
  it('Fire bends a flower one step as Fire, or toward or away along the line within 7', () => {
    const b = bends(pos('0F10j 1Ly10g 0W10q 1E3j'), '10j', '10g');
    expect(b).toEqual(expect.arrayContaining(['10h', '10i', '10f', '10e', '10d', '10c', '9g', '11g', '9f', '11h']));
    expect(b).not.toContain('10j');
  });
  it('Water bends only flowers it reaches diagonally; Earth only orthogonally', () => {
    expect(bends(pos('0W10j 1Ly10g 0F10q 1E3j'), '10j', '10g')).toEqual([]);
    expect(bends(pos('0W10j 1Ly8h 0F10q 1E3j'), '10j', '8h').length).toBeGreaterThan(0);
    expect(bends(pos('0E10j 1Ly8h 0F10q 1E3j'), '10j', '8h')).toEqual([]);
  });
  it('Air bends a flower one knight move; bending your own flower is allowed', () => {
    const b = bends(pos('0A10j 0Ly9h 0F10q 1E3j'), '10j', '9h');
    expect(b.length).toBeGreaterThan(0);
    expect(b).toContain('8f');
  });
  it('move, then bend: the element just moved may bend, or the turn ends', () => {
    const s = play(pos('0F10k 1Ly10g 0W10q 1E3j'), 'F10k-10j');
    expect(engine.view(s).toMove).toBe(0);
    expect(engine.legalMoves(s).some((m) => m.type === 'end')).toBe(true);
    const bent = play(s, 'F10j:bend 10g 10e');
    expect(engine.view(bent).toMove).toBe(1);
    expect(engine.view(bent).pieces.find((p) => p.tile === 'Ly')?.place).toBe(P('10e'));
  });
  it('an element next to a Chi Blocker cannot bend', () => {
    const s = pos('0F10j! 1Qi10k 1Ly10g 0W10q 1E3j');
    expect(refused(s, 'F10j:bend 10g 10e')).toBe('immobilize');
  });
});

describe('Pai Sho Project: the Chi Blocker', () => {
  it('immobilizes adjacent flowers at once', () => {
    const s = pos('1Qi10k 0Jd10j 0W10q 1E3j');
    expect(targets(s, '10j')).toEqual([]);
    expect(refused(s, 'Jd10j-10g')).toBe('immobilize');
  });
  it('gives an adjacent element one turn to withdraw one point', () => {
    const s = pos('1Qi10k 0E10j! 0W10q 1E3j');
    const t = targets(s, '10j');
    expect(t.length).toBeGreaterThan(0);
    expect(t.every((x) => ['10i', '9j', '11j'].includes(x))).toBe(true);
    const frozen = pos('1Qi10k 0E10j! 0W10q 1E3j', {}, {});
    const marked = unwrap(engine.fromSetup({ ...(engine.toSetup(frozen) as object), pieces: (engine.toSetup(frozen) as { pieces: { place: string }[] }).pieces.map((p) => (p.place === '10j' ? { ...p, mark: 2 } : p)) }, {}));
    expect(targets(marked as WikiState, '10j')).toEqual([]);
  });
  it('captures as a Mahn only an element it has immobilized (whose owner has had a turn)', () => {
    const fresh = pos('0Qi10k 1E10j 0W10q 1F3j');
    expect(targets(fresh, '10k')).not.toContain('10j');
    const setup = engine.toSetup(fresh) as { pieces: { place: string; mark?: number }[] };
    const marked = unwrap(engine.fromSetup({ ...setup, pieces: setup.pieces.map((p) => (p.place === '10j' ? { ...p, mark: 1 } : p)) }, {})) as WikiState;
    expect(targets(marked, '10k')).toContain('10j');
  });
});

describe('Pai Sho Project: the Spirit Wheel', () => {
  it('promotes an adjacent friendly element into an element not in play', () => {
    const s = pos('0S10j 0F10k 0W10q 1E3j');
    const promos = engine.legalMoves(s).filter((m) => m.type === 'use' && m.ability === 'promote');
    expect(promos.map((m) => (m as { args: readonly unknown[] }).args[1]).sort()).toEqual(['A', 'E', 'Qi']);
    const after = play(s, 'S10j:promote 10k A');
    expect(engine.view(after).pieces.find((p) => p.place === P('10k'))?.tile).toBe('A');
  });
  it('is reincarnated on a later turn in exchange for an element in reserve', () => {
    const s = unwrap(engine.fromSetup({ toMove: 1, turn: 6, pieces: [{ tile: 'F', place: '10q', owner: 0 }, { tile: 'E', place: '3j', owner: 1 }], pot: [{ tile: 'S', owner: 1, by: 0, turn: 5 }] }, {})) as WikiState;
    const after = play(s, 'S10c:reincarnate W');
    expect(engine.view(after).pieces.some((p) => p.tile === 'S' && p.owner === 1)).toBe(true);
    expect(engine.view(after).pot).toEqual([{ tile: 'W', owner: 1 }]);
  });
});

describe('Pai Sho Project: end of the game', () => {
  it('WIKI-4: three passes in a two-player game end it; a move in between does not', () => {
    const s = pos('0F10q 1E3j');
    expect(engine.outcome(play(s, 'pass', 'pass', 'pass')).status).not.toBe('ongoing');
    expect((engine.outcome(play(s, 'pass', 'pass', 'pass')) as { rule: string }).rule).toBe('passing');
    expect(engine.outcome(play(s, 'pass', 'pass')).status).toBe('ongoing');
    expect(engine.outcome(play(s, 'pass', 'E3j-3h', 'pass')).status).toBe('ongoing');
  });
  it('WIKI-4: five passes in a four-player game end it', () => {
    const s = pos('0F10q 1E3j 2W17j 3A10c', { 'wiki-players': '4' });
    expect(engine.outcome(play(s, 'pass', 'pass', 'pass', 'pass')).status).toBe('ongoing');
    expect(engine.outcome(play(s, 'pass', 'pass', 'pass', 'pass', 'pass')).status).not.toBe('ongoing');
  });
  it('WIKI-8: after losing its only element a player takes one more turn; the game ends at the start of the survivor’s turn', () => {
    let s = pos('0Jd10j 1E10i 0F10q');
    s = play(s, 'Jd10j x E10i');
    expect(engine.outcome(s).status).toBe('ongoing');
    expect(engine.view(s).toMove).toBe(1);
    s = play(s, 'Ly*13c', 'end');
    const o = engine.outcome(s);
    expect(o.status).not.toBe('ongoing');
    expect((o as { rule: string }).rule).toBe('keep-an-element');
  });
  it('resigning in a two-player game gives the other player the win', () => {
    const o = engine.outcome(play(pos('0F10q 1E3j'), 'resign'));
    expect(o).toMatchObject({ status: 'win', winner: 1, rule: 'resigning' });
  });
});

describe('Pai Sho Project: the prompt', () => {
  it('the view says what to do without the seat (the board names who acts before it); the description names the seat', () => {
    const s = unwrap(engine.create({ seed: 1 }));
    const v = engine.view(s).prompt ?? '';
    expect(v).toBe('Enter an element tile to begin');
    expect(engine.describe(s)).toContain('Sente: enter an element tile to begin.');
  });
});
