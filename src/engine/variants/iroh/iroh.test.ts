import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { unwrap } from '../../core/result.ts';
import type { Move, OptionValues } from '../../core/types.ts';
import { parsePlace, placeName, pointId, squareId, type PlaceId } from '../../geometry/index.ts';
import { engine, analysis, bestSets, destinations } from './engine.ts';
import { bestSet, candidateEdges, capacityOf, coversAll, type Edge } from './harmony.ts';
import { heldSet } from './knots.ts';
import { RULE_IDS } from './rules.ts';
import { OPTION_SPECS, TILES } from './spec.ts';
import { TILE_SHEET } from './sheet.ts';
import { EXAMPLES, EXERCISES } from './examples.ts';
import { codeOf, crossings, layoutFor, onMidline, ownerOf, RED, WHITE, WOOD, type IrohState, type MidlineModel } from './state.ts';

const LETTERS = 'abcdefghijklmnopqrs';
/** The name of point (x, y): x east, y north. */
const n = (x: number, y: number) => `${10 - x}${LETTERS[9 - y]}`;
const at = (name: string) => unwrap(parsePlace(name));
type Piece = readonly [owner: 0 | 1, code: string, x: number, y: number];
/** A position from pieces; both Lotuses on their home points unless given. */
function pos(toMove: 0 | 1, pieces: readonly Piece[], o: OptionValues = {}, tokens = ''): IrohState {
  const body = pieces.map(([ow, c, x, y]) => `${ow}${c}${n(x, y)}`).join(',');
  const text = `${toMove}~${body || '-'}${tokens ? `~${tokens}` : ''}`;
  return unwrap(engine.parsePosition(text, o));
}
const step = (s: IrohState, text: string) => engine.applyMove(s, unwrap(engine.parseMove(s, text)));
const play = (s: IrohState, ...texts: string[]): IrohState => texts.reduce((acc, t) => unwrap(step(acc, t)), s);
const rule = (s: IrohState, text: string) => {
  const r = step(s, text);
  return r.ok ? 'accepted' : r.error.rule;
};
const targets = (s: IrohState, from: string) =>
  engine
    .legalMoves(s)
    .filter((m): m is Extract<Move, { type: 'move' }> => m.type === 'move' && m.from === at(from))
    .map((m) => placeName(m.to))
    .sort();
const harmonyPairs = (s: IrohState, seat: 0 | 1) =>
  engine
    .harmonies(s)
    .filter((h) => h.owner === seat)
    .map((h) => `${h.places.map(placeName).sort().join('-')}@${h.kind}`)
    .sort();
const opts = (o: OptionValues = {}) => unwrap(engine.resolveOptions(o));

describe('IROH-1: the tile set', () => {
  it('gives each player 22 tiles: four of each nation, one White Lotus, two Rocks, three Knotweed', () => {
    expect(TILES.map((t) => [t.code, t.count])).toEqual([
      ['F', 4],
      ['W', 4],
      ['E', 4],
      ['A', 4],
      ['L', 1],
      ['R', 2],
      ['K', 3],
    ]);
    expect(TILES.reduce((a, t) => a + t.count, 0)).toBe(22);
  });
  it('starts 9 pieces each on the board (two of each nation and the Lotus) and keeps 13 off it', () => {
    const s = unwrap(engine.create({ seed: 5 }));
    const v = engine.view(s);
    for (const seat of [0, 1] as const) {
      const mine = v.pieces.filter((p) => p.owner === seat).map((p) => p.tile).sort();
      expect(mine).toEqual(['A', 'A', 'E', 'E', 'F', 'F', 'L', 'W', 'W']);
      expect(v.hands[seat]?.size).toBe(13);
    }
  });
  it('starts with no harmony, the Lotus on each home point and the second Fire in the right-hand triangle', () => {
    const s = unwrap(engine.create({ seed: 5 }));
    expect(engine.harmonies(s)).toEqual([]);
    expect(s.board[at('10q')]).toBe('L');
    expect(s.board[at('10c')]).toBe('l');
    expect(s.board[at('2j')]).toBe('F');
    expect(s.board[at('18j')]).toBe('f');
    expect(unwrap(engine.create({ seed: 5, options: { 'iroh-second-fire-triangle': 'own-gate' } })).board[at('10r')]).toBe('F');
  });
  it('marks the text-against-sheet contradictions with the option that settles each', () => {
    const marked = TILE_SHEET.flatMap((r) => r.contradictions.map((c) => c.option));
    for (const id of ['iroh-fire-range', 'iroh-lotus-jump', 'iroh-rock-harmony', 'iroh-knotweed-harmony', 'iroh-knotweed-release', 'iroh-rock-placement']) expect(marked).toContain(id);
    for (const id of marked) expect(OPTION_SPECS.map((o) => o.id)).toContain(id);
  });
});

describe('who moves first', () => {
  it('draws the guest by lot, and the guest moves first', () => {
    const guests = new Set([0, 1, 2, 3, 4, 5, 6, 7].map((seed) => unwrap(engine.create({ seed })).guest));
    expect(guests).toEqual(new Set([0, 1]));
    const s = unwrap(engine.create({ seed: 3 }));
    expect(s.toMove).toBe(s.guest);
  });
  it('makes North the guest under iroh-guest = north', () => {
    const s = unwrap(engine.create({ seed: 3, options: { 'iroh-guest': 'north' } }));
    expect([s.guest, s.toMove]).toEqual([1, 1]);
  });
});

describe('the board: paint, home points, midlines', () => {
  const layout = layoutFor(opts());
  it('paints the red quarters and the triangles red, the white quarters white, the rest wood', () => {
    expect(layout.paint[at('8h')]).toBe(RED); // (2, 2), north-east quarter
    expect(layout.paint[at('12r')]).toBe(WOOD); // (-2, -8) outside the diamond
    expect(layout.paint[at('12h')]).toBe(WHITE); // (-2, 2), north-west quarter
    expect(layout.paint[at('2j')]).toBe(RED); // the east triangle
    expect(layout.paint[at('10q')]).toBe(RED | WHITE | WOOD); // the home point
    expect(layoutFor(opts({ 'iroh-colour-regions': 'gates-wood' })).paint[at('2j')]).toBe(WOOD);
  });
  it('puts the home points at the diamond tips, or in the triangles under iroh-home-point', () => {
    expect(layout.home.map(placeName)).toEqual(['10q', '10c']);
    expect(layoutFor(opts({ 'iroh-home-point': 'gate-point' })).home.map(placeName)).toEqual(['10r', '10b']);
  });
  it('numbers the half-axes 1 north, 2 east, 3 south, 4 west', () => {
    expect(crossings('half-axes', false, 3, -2, 4, false)).toBe(1);
    expect(crossings('half-axes', true, 3, -2, 4, false)).toBe(2);
    expect(crossings('half-axes', false, -3, -2, 4, false)).toBe(4);
    expect(crossings('half-axes', true, -3, -2, 4, false)).toBe(8);
    expect(crossings('half-axes', false, 3, 1, 4, false)).toBe(0);
  });
  it('lets one line cross two midlines under the other readings, and the symmetric option keeps only the mirror one', () => {
    // y = 3 from x = -4 to x = 4 crosses the N–S axis (x = 0), x = y (at 3) and x = −y (at −3)
    expect(crossings('axes-and-diagonals', false, 3, -4, 4, false)).toBe(1 | 4 | 8);
    expect(crossings('axes-and-diagonals', false, 3, -4, 4, true)).toBe(1);
    expect(crossings('half-diagonals', false, 3, -4, 4, false)).toBe(1 | 8);
    expect(onMidline('half-diagonals', 2, 2)).toBe(true);
    expect(onMidline('half-diagonals', 0, 2)).toBe(false);
  });
});

describe('movement bound to paint', () => {
  // South Fire on 8h (2, 2) red; Water on 12h (-2, 2) white; Earth on 12r (-2, -8) wood.
  const s = pos(0, [
    [0, 'F', 2, 2],
    [0, 'W', -2, 2],
    [0, 'E', -4, -6],
    [0, 'L', 0, -7],
    [1, 'L', 0, 7],
  ]);
  const layout = layoutFor(s.options);
  it('sends a Fire only to red points (borders count), at most 3 away, straight', () => {
    const t = targets(s, n(2, 2));
    expect(t.length).toBeGreaterThan(0);
    for (const q of t) expect(layout.paint[at(q)]! & RED).toBeTruthy();
    expect(t).toContain(n(5, 2)); // (5, 2) on the diamond edge: red and wood
    expect(t).toContain(n(0, 2)); // on the midline: red and white border
    expect(t).not.toContain(n(-1, 2)); // white
    expect(t).not.toContain(n(2, 6)); // too far and off the paint
    expect(rule(s, `${n(2, 2)}-${n(-1, 2)}`)).toBe('paint-bound');
    expect(rule(s, `${n(2, 2)}-${n(3, 4)}`)).toBe('straight-moves');
  });
  it('keeps Fire to 2 under the tile sheet reading', () => {
    const s2 = unwrap(engine.parsePosition(engine.formatPosition(s), { 'iroh-fire-range': '2' }));
    expect(targets(s2, n(2, 2))).not.toContain(n(5, 2));
    expect(rule(s2, `${n(2, 2)}-${n(5, 2)}`)).toBe('fire');
  });
  it('sends a Water only to white points, at most 2 away', () => {
    const t = targets(s, n(-2, 2));
    for (const q of t) expect(layout.paint[at(q)]! & WHITE).toBeTruthy();
    expect(t).toContain(n(-4, 2));
    expect(t).not.toContain(n(-5, 2));
    expect(t).not.toContain(n(-2, -1));
  });
  it('sends an Earth only over wood, at most 3 away', () => {
    const t = targets(s, n(-4, -6));
    for (const q of t) expect(layout.paint[at(q)]! & WOOD).toBeTruthy();
    expect(t).toContain(n(-4, -8));
    expect(t).toContain(n(-1, -6)); // (−1, −6) is on the diamond edge: wood and red
    // Northward the Earth meets the red quarter at once: (−4, −5) is inside the diamond? |x|+|y| = 9, still wood
    expect(rule(s, `${n(-4, -6)}-${n(-4, -2)}`)).toBe('earth');
  });
  it('checks the whole path, or only the stop under iroh-colour-path = destination', () => {
    // Water on (-1, 5) (white): east along y = 5 the path crosses (0, 5) (red+white border) then (1, 5) red.
    const w = pos(0, [
      [0, 'W', -2, 4],
      [0, 'L', 0, -7],
      [1, 'L', 0, 7],
    ]);
    // (-2, 4) to (0, 4): (-1, 4) white, (0, 4) border: legal. Diagonal to (0, 6)? (-1, 5) white, (0, 6) border.
    expect(targets(w, n(-2, 4))).toContain(n(0, 4));
  });
});

describe('Air and the White Lotus', () => {
  it('lets Air turn: it reaches round a wall of pieces in up to four steps, never through one', () => {
    const s = pos(0, [
      [0, 'A', 0, 0],
      [1, 'F', 1, 1],
      [1, 'F', 1, 0],
      [1, 'W', 1, -1],
      [0, 'L', 0, -7],
      [1, 'L', 0, 7],
    ]);
    const t = targets(s, n(0, 0));
    expect(t).toContain(n(2, 0)); // round the wall: (0,1) → (1,2) → (2,1) → (2,0)
    expect(t).not.toContain(n(1, 0)); // Air never takes
    expect(t).not.toContain(n(5, 0)); // five steps away
    expect(rule(s, `${n(0, 0)}-${n(1, 0)}`)).toBe('air');
  });
  it('under one-turn Air moves in at most two straight legs', () => {
    const base = pos(0, [
      [0, 'A', 0, 0],
      [0, 'L', 0, -7],
      [1, 'L', 0, 7],
    ]);
    const s = unwrap(engine.parsePosition(engine.formatPosition(base), { 'iroh-air-turns': 'one-turn' }));
    const t = targets(s, n(0, 0));
    expect(t).toContain(n(2, 2));
    expect(t).toContain(n(3, 1)); // east 2, then north-east 1
    const steps = targets(base, n(0, 0));
    expect(t.every((q) => steps.includes(q))).toBe(true);
  });
  it('lets the Lotus jump over pieces, up to 5, landing only on an empty point', () => {
    const s = pos(0, [
      [0, 'L', 0, -7],
      [0, 'A', 0, -6],
      [1, 'W', 0, -4],
      [1, 'L', 0, 7],
    ]);
    const t = targets(s, n(0, -7));
    expect(t).toContain(n(0, -5));
    expect(t).toContain(n(0, -2));
    expect(t).not.toContain(n(0, -4)); // the Lotus never takes
    expect(t).not.toContain(n(0, -1)); // six away
    const nj = unwrap(engine.parsePosition(engine.formatPosition(s), { 'iroh-lotus-jump': 'no-jump' }));
    expect(targets(nj, n(0, -7))).not.toContain(n(0, -5));
    expect(rule(nj, `${n(0, -7)}-${n(0, -5)}`)).toBe('no-passing');
  });
  it('may move diagonally unless iroh-directions = orthogonal', () => {
    const s = pos(0, [
      [0, 'L', 0, -7],
      [1, 'L', 0, 7],
    ]);
    expect(targets(s, n(0, -7))).toContain(n(2, -5));
    const o = unwrap(engine.parsePosition(engine.formatPosition(s), { 'iroh-directions': 'orthogonal' }));
    expect(targets(o, n(0, -7))).not.toContain(n(2, -5));
  });
});

describe('IROH-5: capture by landing; some pieces cannot be taken', () => {
  const s = pos(0, [
    [0, 'F', 2, 2],
    [1, 'F', 3, 2],
    [1, 'A', 2, 3],
    [1, 'L', 3, 3],
    [1, 'R', 1, 2],
    [0, 'L', 0, -7],
  ]);
  it('takes an enemy Fire by landing on it', () => {
    const after = play(s, `F${n(2, 2)} x F${n(3, 2)}`);
    expect(after.board[at(n(3, 2))]).toBe('F');
    expect(engine.formatMove(s, { type: 'move', from: at(n(2, 2)), to: at(n(3, 2)) })).toBe(`F${n(2, 2)} x F${n(3, 2)}`);
  });
  it.each([
    ['an Air', 2, 3],
    ['a White Lotus', 3, 3],
    ['a Rock', 1, 2],
  ])('refuses to land on %s', (_w, x, y) => {
    expect(rule(s, `${n(2, 2)}-${n(x, y)}`)).toBe('untakeable');
  });
  it('refuses own pieces unless iroh-capture-own = own-too', () => {
    const own = pos(0, [
      [0, 'F', 2, 2],
      [0, 'F', 3, 2],
      [0, 'L', 0, -7],
      [1, 'L', 0, 7],
    ]);
    expect(rule(own, `${n(2, 2)}-${n(3, 2)}`)).toBe('capture');
    const too = unwrap(engine.parsePosition(engine.formatPosition(own), { 'iroh-capture-own': 'own-too' }));
    expect(rule(too, `${n(2, 2)}-${n(3, 2)}`)).toBe('accepted');
  });
  it('checks written capture marks against the board', () => {
    expect(engine.parseMove(s, `${n(2, 2)} x ${n(2, 4)}`).ok).toBe(false);
    expect(engine.parseMove(s, `W${n(2, 2)}-${n(3, 2)}`).ok).toBe(false);
    expect(engine.parseMove(s, `${n(2, 2)}-${n(3, 2)}`).ok).toBe(true);
  });
});

describe('bringing in, Rocks', () => {
  const start = unwrap(engine.create({ seed: 2, options: { 'iroh-guest': 'north' } }));
  it('cannot bring in while the Lotus stands on the home point; can once it leaves, and that ends the turn', () => {
    expect(rule(start, 'F*10c')).toBe('bring-in');
    const s = play(start, '10c-8e', '11p-12o');
    expect(s.toMove).toBe(1);
    const r = unwrap(step(s, 'W*10c'));
    expect(r.board[at('10c')]).toBe('w');
    expect(r.toMove).toBe(0);
    expect(r.reserve[1][1]).toBe(1);
    expect(rule(s, 'W*10d')).toBe('bring-in');
  });
  it('places a Rock on any empty point but a home point; Rocks never move', () => {
    expect(rule(start, 'R*10f')).toBe('accepted');
    const s = pos(1, [
      [0, 'L', 0, -5],
      [1, 'L', 0, 5],
    ]);
    expect(rule(s, 'R*10c')).toBe('rocks');
    expect(rule(s, 'R*10q')).toBe('rocks');
    const any = unwrap(engine.parsePosition(engine.formatPosition(s), { 'iroh-rock-placement': 'anywhere' }));
    expect(rule(any, 'R*10c')).toBe('accepted');
    const r = play(s, 'R*10f');
    expect(rule(r, '10f-10g')).toBe('turn'); // not South's piece
    const r2 = play(r, '10o-10p');
    expect(rule(r2, '10f-10g')).toBe('rocks');
  });
});

describe('Knotweed', () => {
  // South Earth on (3,-3)? Use wood: Earth on (-4,-6) and Water on (1,-2); North Earth on (-3,-6).
  const s = pos(1, [
    [0, 'E', -4, -6],
    [1, 'E', -3, -6],
    [0, 'A', -4, -5],
    [0, 'L', 0, -7],
    [1, 'L', 0, 7],
    [1, 'F', 2, 2],
    [0, 'F', -1, -4],
  ]);
  const sq = placeName(squareId(-4, -6)!); // corners (-4,-6), (-3,-6), (-4,-5), (-3,-5)
  it('locks every piece on the square’s corners, of both sides, and is the whole turn', () => {
    const k = unwrap(step(s, `K*${sq}`));
    expect(k.toMove).toBe(0);
    expect([...heldSet(k)].map(placeName).sort()).toEqual([n(-4, -6), n(-3, -6), n(-4, -5)].sort());
    expect(rule(k, `${n(-4, -6)}-${n(-4, -7)}`)).toBe('knotweed');
    expect(rule(k, `${n(-4, -5)}-${n(-5, -4)}`)).toBe('knotweed');
    expect(engine.formatPosition(k)).toContain(`1K${sq}!`);
  });
  it('goes only on a square, never a point', () => {
    expect(rule(s, 'K*10f')).toBe('knotweed');
  });
  it('IROH-6: a Knotweed put on a square with a Fire on a corner is destroyed and the turn ends', () => {
    const fsq = placeName(squareId(-1, -4)!); // corners include (-1,-4), South's Fire
    const k = unwrap(step(s, `K*${fsq}`));
    expect(k.knots).toEqual([]);
    expect(k.reserve[1][5]).toBe(2);
    expect(k.toMove).toBe(0);
    const imm = unwrap(engine.parsePosition(engine.formatPosition(s), { 'iroh-fire-knotweed': 'fire-immune' }));
    const k2 = unwrap(step(imm, `K*${fsq}`));
    expect(k2.knots).toHaveLength(1);
    expect(heldSet(k2).has(at(n(-1, -4)))).toBe(false);
  });
  it('frees the pieces when a White Lotus ends a move on a corner, removing the Knotweed', () => {
    const k = unwrap(step(s, `K*${sq}`));
    // South's Lotus from (0,-7) west... reach (-3,-5): not straight. Use North: put a position with a Lotus in reach.
    const k2 = unwrap(engine.parsePosition(engine.formatPosition(k).replace(`0L${n(0, -7)}`, `0L${n(-3, -3)}`)));
    const freed = play(k2, `${n(-3, -3)}-${n(-3, -5)}`);
    expect(freed.knots).toEqual([]);
    expect(heldSet(freed).size).toBe(0);
    const stays = unwrap(engine.parsePosition(engine.formatPosition(k2), { 'iroh-knotweed-release': 'freed-stays' }));
    const f2 = play(stays, `${n(-3, -3)}-${n(-3, -5)}`);
    expect(f2.knots).toHaveLength(1);
    expect(f2.knots[0]?.spent).toBe(true);
    expect(heldSet(f2).size).toBe(0);
  });
  it('lets a Fire burn a Knotweed it could reach, without moving, under fire-burns', () => {
    const k = unwrap(step(s, `K*${sq}`));
    const burn = unwrap(engine.parsePosition(engine.formatPosition(k), { 'iroh-knotweed-release': 'fire-burns' }));
    // South's Fire on (-1,-4) reaches (-3,-6)? Diagonal: (-2,-5), (-3,-6): both red? (-3,-6) is wood.
    const burns = engine.legalMoves(burn).filter((m) => m.type === 'use');
    for (const b of burns) expect(b).toMatchObject({ ability: 'burn', args: [squareId(-4, -6)] });
    expect(engine.legalMoves(k).some((m) => m.type === 'use')).toBe(false);
  });
  it('holds only the pieces present when placed; later arrivals go free (unless any-time)', () => {
    const k = unwrap(step(s, `K*${sq}`));
    // North Fire cannot come; craft: a South Air arrives on the free corner (-3,-5).
    const t = play(k, `${n(-1, -4)}-${n(-2, -5)}`);
    expect(heldSet(t).has(at(n(-2, -5)))).toBe(false);
    const anyTime = unwrap(engine.parsePosition(engine.formatPosition(s).replace(`0A${n(-4, -5)}`, `0A${n(-2, -3)}`), { 'iroh-knotweed-persistence': 'any-time' }));
    const arrive = play(anyTime, `K*${sq}`, `${n(-2, -3)}-${n(-3, -5)}`);
    expect(heldSet(arrive).has(at(n(-3, -5)))).toBe(true);
    const placedOn = unwrap(engine.parsePosition(engine.formatPosition(anyTime), {}));
    expect(heldSet(play(placedOn, `K*${sq}`, `${n(-2, -3)}-${n(-3, -5)}`)).has(at(n(-3, -5)))).toBe(false);
  });
});

describe('harmonies (IROH-2, IROH-3, IROH-4)', () => {
  const lotuses: Piece[] = [
    [0, 'L', 0, -7],
    [1, 'L', 0, 7],
  ];
  it('IROH-2: two own pieces across the north midline with nothing between form a harmony; a piece on the midline blocks it', () => {
    const s = pos(0, [[0, 'A', -2, 3], [0, 'E', 4, 3], ...lotuses]);
    expect(harmonyPairs(s, 0)).toEqual([`${[n(-2, 3), n(4, 3)].sort().join('-')}@midline-1`]);
    const blocked = pos(0, [[0, 'A', -2, 3], [0, 'E', 4, 3], [0, 'W', 0, 3], ...lotuses]);
    expect(harmonyPairs(blocked, 0)).toEqual([]);
  });
  it('IROH-3: never diagonally', () => {
    const s = pos(0, [[0, 'A', -2, -2], [0, 'F', 2, 2], ...lotuses]);
    expect(harmonyPairs(s, 0)).toEqual([]);
  });
  it('joins only own pieces, but either player’s White Lotus', () => {
    const s = pos(0, [[0, 'A', -2, 3], [1, 'E', 4, 3], ...lotuses]);
    expect(engine.harmonies(s)).toEqual([]);
    const l = pos(0, [[0, 'A', -2, 3], [1, 'L', 4, 3], [0, 'L', 0, -7]]);
    expect(harmonyPairs(l, 0)).toHaveLength(1);
    expect(harmonyPairs(l, 1)).toEqual([]);
  });
  it('names the harmony’s owner once in its reason, and another seat’s piece with its owner', () => {
    const own = pos(0, [[0, 'A', -2, 3], [0, 'E', 4, 3], ...lotuses]);
    const [h] = engine.harmonies(own);
    expect(h?.reason).toMatch(/^South's harmony: Air on \S+ and Earth on \S+ across midline 1/);
    const l = pos(0, [[0, 'A', -2, 3], [1, 'L', 4, 3], [0, 'L', 0, -7]]);
    const [hl] = engine.harmonies(l);
    expect(hl?.reason).toMatch(/^South's harmony: Air on \S+ and North's White Lotus on \S+ across/);
    expect(hl?.reason).not.toMatch(/South's Air/);
  });
  it('IROH-4: a piece counts in one harmony only; a Water in two', () => {
    // Fire at (1,2) pairs across N with (-3,2) and across E with (1,-2).
    const f = pos(0, [[0, 'F', 1, 2], [0, 'A', -3, 2], [0, 'A', 1, -2], ...lotuses]);
    expect(analysis(f).edges[0]).toHaveLength(2);
    expect(harmonyPairs(f, 0)).toHaveLength(1);
    // Water on white at (-1,2) pairs across N with (3,2) and across W with (-1,-2).
    const w = pos(0, [[0, 'W', -1, 2], [0, 'A', 3, 2], [0, 'A', -1, -2], ...lotuses]);
    expect(harmonyPairs(w, 0)).toHaveLength(2);
    expect(engine.harmonies(w).every((h) => h.rule === 'water-two')).toBe(true);
    const reuse = unwrap(engine.parsePosition(engine.formatPosition(f), { 'iroh-one-harmony-per-piece': 'reuse' }));
    expect(harmonyPairs(reuse, 0)).toHaveLength(2);
  });
  it('lets Earth harmonize with and over a Rock; a Rock blocks everyone else', () => {
    const over = pos(0, [[0, 'E', -4, 3], [0, 'R', -1, 3], [0, 'A', 2, 3], ...lotuses]);
    const pairs = harmonyPairs(over, 0);
    expect(pairs).toContain(`${[n(-4, 3), n(2, 3)].sort().join('-')}@midline-1`);
    const notEarth = pos(0, [[0, 'W', -3, 3], [0, 'R', -1, 3], [0, 'A', 2, 3], ...lotuses]);
    expect(harmonyPairs(notEarth, 0)).toEqual([]);
    const withRock = pos(0, [[0, 'E', -4, 3], [0, 'R', 1, 3], ...lotuses]);
    expect(harmonyPairs(withRock, 0)).toHaveLength(1);
    expect(engine.harmonies(withRock)[0]?.rule).toBe('earth-rocks');
    const blocks = unwrap(engine.parsePosition(engine.formatPosition(over), { 'iroh-rock-harmony': 'blocks' }));
    expect(harmonyPairs(blocks, 0)).toEqual([]);
    const partner = unwrap(engine.parsePosition(engine.formatPosition(notEarth), { 'iroh-rock-harmony': 'partner' }));
    expect(harmonyPairs(partner, 0)).toContain(`${[n(-1, 3), n(2, 3)].sort().join('-')}@midline-1`);
  });
  it('treats held pieces as transparent and silent by default', () => {
    // South Air held on (-1,-3) sits between South pieces on (-3,-3) and (2,-3)... the Air is a corner of square (-1,-4).
    const s = pos(1, [[0, 'W', -3, 3], [0, 'A', -1, 3], [0, 'F', 2, 3], [1, 'A', -2, 2], ...lotuses]);
    const k = unwrap(step(s, `K*${placeName(squareId(-2, 2)!)}`));
    expect(heldSet(k).has(at(n(-1, 3)))).toBe(true);
    expect(harmonyPairs(k, 0)).toEqual([`${[n(-3, 3), n(2, 3)].sort().join('-')}@midline-1`]);
    const keeps = unwrap(engine.parsePosition(engine.formatPosition(k), { 'iroh-knotweed-harmony': 'transparent-keeps' }));
    // The held Air may pair with the Fire, and the Water still sees the Fire through it: two candidates, one counts.
    expect(analysis(keeps).edges[0].map((e) => [e.a, e.b].map(placeName).sort().join('-')).sort()).toEqual(
      [[n(-3, 3), n(2, 3)], [n(-1, 3), n(2, 3)]].map((x) => x.sort().join('-')).sort(),
    );
    expect(harmonyPairs(keeps, 0)).toHaveLength(1);
    const blocks = unwrap(engine.parsePosition(engine.formatPosition(k), { 'iroh-knotweed-harmony': 'blocks-silent' }));
    expect(harmonyPairs(blocks, 0)).toEqual([]);
  });
});

/** Harmony candidates straight from the rule text, pair by pair (an independent check of the engine's line walk). */
function naiveEdges(s: IrohState, seat: 0 | 1): string[] {
  const o = s.options;
  const layout = layoutFor(o);
  const held = heldSet(s);
  const kh = o['iroh-knotweed-harmony'];
  const rockMode = o['iroh-rock-harmony'];
  const own = o['iroh-harmony-ownership'];
  const pieces = layout.points.filter((p) => s.board[p] !== '.');
  const usable = (p: PlaceId) => {
    const ch = s.board[p] as string;
    const c = codeOf(ch);
    return own === 'any' || c === 'L' || (c === 'R' && own === 'own-lotuses-rocks') || ownerOf(ch) === seat;
  };
  const out: string[] = [];
  for (const a of pieces)
    for (const b of pieces) {
      if (a >= b) continue;
      const [ax, ay] = layout.xy[a]!;
      const [bx, by] = layout.xy[b]!;
      if (ax !== bx && ay !== by) continue;
      const ca = codeOf(s.board[a]!);
      const cb = codeOf(s.board[b]!);
      if (!usable(a) || !usable(b)) continue;
      if (layout.onMidline[a] || layout.onMidline[b]) continue;
      if (kh !== 'transparent-keeps' && (held.has(a) || held.has(b))) continue;
      const earth = ca === 'E' || cb === 'E';
      if (ca === 'R' || cb === 'R') {
        if (rockMode === 'blocks') continue;
        if (rockMode === 'earth-only' && !((ca === 'R' && cb === 'E') || (cb === 'R' && ca === 'E'))) continue;
      }
      let clear = true;
      const between = ax === bx ? Array.from({ length: Math.abs(by - ay) - 1 }, (_, k) => pointId(ax, Math.min(ay, by) + k + 1)!) : Array.from({ length: Math.abs(bx - ax) - 1 }, (_, k) => pointId(Math.min(ax, bx) + k + 1, ay)!);
      for (const q of between) {
        const ch = s.board[q]!;
        if (ch === '.') continue;
        if (kh !== 'blocks-silent' && held.has(q)) continue;
        if (codeOf(ch) === 'R' && rockMode !== 'blocks' && earth) continue;
        clear = false;
      }
      if (!clear) continue;
      const vertical = ax === bx;
      const mask = vertical ? crossings(layout.midlines, true, ax, Math.min(ay, by), Math.max(ay, by), o['iroh-harmony-geometry'] === 'symmetric') : crossings(layout.midlines, false, ay, Math.min(ax, bx), Math.max(ax, bx), o['iroh-harmony-geometry'] === 'symmetric');
      if (mask) out.push(`${a}-${b}:${mask}`);
    }
  return out.sort();
}

/** Every subset of the edges that respects capacities: the best (cover, count) by brute force. */
function bruteBest(edges: readonly Edge[], cap: (p: PlaceId) => number): { cover: number; count: number } {
  let best = { cover: 0, count: 0 };
  const nE = edges.length;
  for (let mask = 0; mask < 1 << nE; mask++) {
    const used = new Map<PlaceId, number>();
    const sel: Edge[] = [];
    let okk = true;
    for (let i = 0; i < nE && okk; i++) {
      if (!(mask & (1 << i))) continue;
      const e = edges[i]!;
      for (const p of [e.a, e.b]) {
        used.set(p, (used.get(p) ?? 0) + 1);
        if (used.get(p)! > cap(p)) okk = false;
      }
      sel.push(e);
    }
    if (!okk) continue;
    // cover by trying every assignment of midlines
    let cover = 0;
    const assign = (i: number, taken: number, c: number) => {
      if (c > cover) cover = c;
      if (i === sel.length) return;
      assign(i + 1, taken, c);
      for (let m = 0; m < 4; m++) if (sel[i]!.mask & (1 << m) && !(taken & (1 << m))) assign(i + 1, taken | (1 << m), c + 1);
    };
    assign(0, 0, 0);
    if (cover > best.cover || (cover === best.cover && sel.length > best.count)) best = { cover, count: sel.length };
  }
  return best;
}

describe('one harmony per piece, solved exactly', () => {
  const harmonyOptions = fc.record({
    'iroh-midlines': fc.constantFrom('half-axes', 'axes-and-diagonals', 'half-diagonals'),
    'iroh-rock-harmony': fc.constantFrom('earth-only', 'partner', 'blocks'),
    'iroh-harmony-ownership': fc.constantFrom('own-and-lotuses', 'own-lotuses-rocks', 'any'),
    'iroh-harmony-geometry': fc.constantFrom('any-distance', 'symmetric'),
    'iroh-knotweed-harmony': fc.constantFrom('transparent-silent', 'transparent-keeps', 'blocks-silent'),
  });
  const cell = fc.record({ x: fc.integer({ min: -4, max: 4 }), y: fc.integer({ min: -4, max: 4 }), owner: fc.constantFrom(0, 1), code: fc.constantFrom('F', 'W', 'W', 'E', 'A', 'R') });
  const position = fc.tuple(harmonyOptions, fc.uniqueArray(cell, { minLength: 4, maxLength: 16, selector: (c) => `${c.x},${c.y}` }), fc.option(fc.tuple(fc.integer({ min: -4, max: 3 }), fc.integer({ min: -4, max: 3 })), { nil: undefined }));
  const build = ([o, cells, knot]: [OptionValues, { x: number; y: number; owner: number; code: string }[], [number, number] | undefined]): IrohState | undefined => {
    const counts = new Map<string, number>();
    const pieces: string[] = ['0L10q', '1L10c'];
    const paint = layoutFor(opts(o)).paint;
    for (const cell of cells) {
      // A nation off its paint would be refused by the position check: stand in the nation of the point's paint.
      const bits = paint[at(n(cell.x, cell.y))]!;
      const fits = (cell.code === 'F' && bits & RED) || (cell.code === 'W' && bits & WHITE) || (cell.code === 'E' && bits & WOOD) || 'AR'.includes(cell.code);
      const c = fits ? cell : { ...cell, code: bits & WOOD ? 'E' : bits & RED ? 'F' : 'W' };
      const k = `${c.owner}${c.code}`;
      counts.set(k, (counts.get(k) ?? 0) + 1);
      if (counts.get(k)! > (c.code === 'R' ? 2 : 4)) continue;
      pieces.push(`${c.owner}${c.code}${n(c.x, c.y)}`);
    }
    let text = `0~${pieces.join(',')}`;
    if (knot) {
      const sq = squareId(knot[0], knot[1])!;
      const s0 = engine.parsePosition(text, o);
      if (!s0.ok) return undefined;
      const layout = layoutFor(s0.value.options);
      const held = (layout.corners[sq - 361] ?? []).filter((p) => s0.value.board[p] !== '.' && !'FLRflr'.includes(s0.value.board[p]!));
      text = `0~${pieces.join(',')},1K${placeName(sq)}${held.map((h) => `!${placeName(h)}`).join('')}`;
    }
    const r = engine.parsePosition(text, o);
    return r.ok ? r.value : undefined;
  };
  it('the engine’s candidate harmonies are exactly the pairs the rule text allows', () => {
    fc.assert(
      fc.property(position, (p) => {
        const s = build(p as never);
        if (!s) return;
        for (const seat of [0, 1] as const) {
          const mine = candidateEdges(s, seat)
            .map((e) => `${Math.min(e.a, e.b)}-${Math.max(e.a, e.b)}:${e.mask}`)
            .sort();
          expect(mine).toEqual(naiveEdges(s, seat));
        }
      }),
      { numRuns: 300, seed: 7 },
    );
  });
  it('the chosen harmonies cross as many midlines, then are as many, as the best subset found by brute force', () => {
    fc.assert(
      fc.property(position, fc.constantFrom('matching', 'reuse'), (p, per) => {
        const s0 = build(p as never);
        if (!s0) return;
        const s = unwrap(engine.parsePosition(engine.formatPosition(s0), { ...s0.options, 'iroh-one-harmony-per-piece': per }));
        const cap = (q: PlaceId) => capacityOf(codeOf(s.board[q]!), s.options);
        for (const seat of [0, 1] as const) {
          const edges = candidateEdges(s, seat);
          if (edges.length > 14) continue;
          const got = bestSet(edges, cap);
          const want = bruteBest(edges, cap);
          const cover = [0, 1, 2, 3].filter((m) => got.covered & (1 << m)).length;
          expect([cover, got.edges.length]).toEqual([want.cover, want.count]);
          expect(coversAll(edges, cap)).toBe(want.cover === 4);
          // the chosen set respects the capacities and assigns crossed midlines
          const used = new Map<PlaceId, number>();
          for (const { edge, midline } of got.edges) {
            expect(edge.mask & (1 << midline)).toBeTruthy();
            for (const q of [edge.a, edge.b]) used.set(q, (used.get(q) ?? 0) + 1);
          }
          for (const [q, k] of used) expect(k).toBeLessThanOrEqual(cap(q));
        }
      }),
      { numRuns: 300, seed: 11 },
    );
  });
  it('answers the win test in one go even with many candidates', () => {
    // A dense block of South pieces: many candidate harmonies.
    const pieces: Piece[] = [];
    // Each a kind that may stand there: inside the diamond an Air, or the nation of the point's paint.
    const paint = layoutFor(opts()).paint;
    for (const x of [-3, -2, -1, 1, 2, 3])
      for (const y of [-3, -1, 1, 3]) pieces.push([0, (x + y) % 2 === 0 ? 'A' : paint[at(n(x, y))]! & RED ? 'F' : 'W', x, y]);
    const counts: Record<string, number> = {};
    const ok4 = pieces.filter(([, c]) => (counts[c] = (counts[c] ?? 0) + 1) <= 4);
    const s = pos(0, [...ok4, [0, 'L', 0, -7], [1, 'L', 0, 7]]);
    const t0 = performance.now();
    bestSets(s);
    expect(performance.now() - t0).toBeLessThan(500);
  });
});

describe('IROH-7: the win, the answer turn and the proclamation', () => {
  // South's four harmonies, every piece on paint it may stand on: N A(-2,4)–A(1,4), E F(3,1)–W(3,-2),
  // S F(-1,-3)–A(4,-3), W E(-6,-1)–A(-6,2).
  // In `ready` the last Air waits on (4,-5); North has an Air on (5,-5) and a Fire in the west triangle.
  const base: Piece[] = [
    [0, 'A', -2, 4],
    [0, 'A', 1, 4],
    [0, 'F', 3, 1],
    [0, 'W', 3, -2],
    [0, 'F', -1, -3],
    [0, 'E', -6, -1],
    [0, 'A', -6, 2],
    [0, 'L', 0, -7],
    [1, 'L', 0, 7],
    [1, 'F', -8, 0],
  ];
  const ready = pos(0, [...base, [0, 'A', 4, -5], [1, 'A', 5, -5]]);
  const complete = (state: IrohState) => analysis(state).complete[0];
  const finish = `${n(4, -5)}-${n(4, -3)}`;
  const idle = `${n(-8, 0)}-${n(-8, 1)}`;
  it('three midlines are not enough', () => {
    expect(complete(ready)).toBe(false);
    expect(bestSets(ready)[0].edges).toHaveLength(3);
  });
  it('completing the fourth midline does not win at once: the opponent gets a turn', () => {
    const done = play(ready, finish);
    expect(complete(done)).toBe(true);
    expect(harmonyPairs(done, 0).map((h) => h.split('@')[1]).sort()).toEqual(['midline-1', 'midline-2', 'midline-3', 'midline-4']);
    expect(done.armed[0]).toBe(true);
    expect(engine.outcome(done).status).toBe('ongoing');
    expect(done.toMove).toBe(1);
  });
  it('if the answer does not break them, the proclamation wins', () => {
    const done = play(ready, finish, idle);
    expect(engine.legalMoves(done)).toContainEqual({ type: 'proclaim' });
    const won = play(done, 'proclaim');
    expect(engine.stepNote?.(done, { type: 'proclaim' })).toBeUndefined();
    expect(engine.outcome(won)).toMatchObject({ status: 'win', winner: 0, rule: 'proclaim' });
    expect(engine.legalMoves(won)).toEqual([]);
    expect(rule(won, `${n(4, -3)}-${n(4, -4)}`)).toBe('game-over');
  });
  it('if the answer breaks one, a proclamation is wrong and only uses up the turn', () => {
    const done = play(ready, finish, `${n(5, -5)}-${n(3, -3)}`);
    expect(complete(done)).toBe(false);
    const wasted = play(done, 'proclaim');
    // the board's message says why it only ended the turn, with the rule
    expect(engine.stepNote?.(done, { type: 'proclaim' })).toEqual({ text: expect.stringMatching(/^The proclamation was not correct, so it only ended the turn: South has no harmony across every midline at once\.$/), rule: 'proclaim' });
    expect(engine.outcome(wasted).status).toBe('ongoing');
    expect(wasted.toMove).toBe(1);
    expect(wasted.turn).toBe(done.turn + 1);
    expect(wasted.board).toBe(done.board);
  });
  it('a proclamation straight after the opponent opened your harmonies is premature; one turn later it wins', () => {
    const blocked = pos(1, [...base, [0, 'A', 4, -3], [1, 'A', 3, -3]]);
    expect(complete(blocked)).toBe(false);
    const opened = play(blocked, `${n(3, -3)}-${n(3, -6)}`);
    expect(complete(opened)).toBe(true);
    expect(opened.armed[0]).toBe(false);
    const early = play(opened, 'proclaim');
    expect(engine.stepNote?.(opened, { type: 'proclaim' })?.text).toMatch(/did not yet stand when North's turn began/);
    expect(engine.outcome(early).status).toBe('ongoing');
    const later = play(early, idle, 'proclaim');
    expect(engine.outcome(later)).toMatchObject({ status: 'win', winner: 0 });
  });
  it('under both-void neither may proclaim while both have all four midlines', () => {
    const south = [...base.filter((p) => p[0] === 0), [0, 'A', 4, -3] as Piece];
    const north = south.filter((p) => p[1] !== 'L').map(([, c, x, y]) => [1, c, -x, -y] as Piece);
    const both = pos(0, [...south, ...north, [1, 'L', 0, 7]], {}, 'a01');
    expect(analysis(both).complete).toEqual([true, true]);
    expect(engine.outcome(play(both, 'proclaim'))).toMatchObject({ status: 'win', winner: 0 });
    const bv = unwrap(engine.parsePosition(engine.formatPosition(both), { 'iroh-simultaneous-win': 'both-void' }));
    expect(engine.outcome(play(bv, 'proclaim')).status).toBe('ongoing');
  });
  it('wins without a proclamation under iroh-win-claim = automatic, and at once under instant', () => {
    const auto = unwrap(engine.parsePosition(engine.formatPosition(ready), { 'iroh-win-claim': 'automatic' }));
    const a1 = play(auto, finish);
    expect(engine.outcome(a1).status).toBe('ongoing');
    expect(engine.legalMoves(a1).some((m) => m.type === 'proclaim')).toBe(false);
    const a2 = play(a1, idle);
    expect(engine.outcome(a2)).toMatchObject({ status: 'win', winner: 0, rule: 'answer-turn' });
    const inst = unwrap(engine.parsePosition(engine.formatPosition(ready), { 'iroh-win-claim': 'instant' }));
    expect(engine.outcome(play(inst, finish))).toMatchObject({ status: 'win', winner: 0, rule: 'four-midlines' });
  });
  it('round-trips a position with a pending win through text', () => {
    const done = play(ready, finish);
    const text = engine.formatPosition(done);
    expect(text).toContain('a0');
    expect(engine.formatPosition(unwrap(engine.parsePosition(text)))).toBe(text);
  });
});

describe('setting up by placing (iroh-setup-positions = placed)', () => {
  it('has the players take turns placing seven pieces each in their own half on their paint, then the guest moves', () => {
    let s = unwrap(engine.create({ seed: 1, options: { 'iroh-setup-positions': 'placed', 'iroh-guest': 'north' } }));
    expect(engine.view(s).stage).toBe('Setting up');
    expect(rule(s, 'F*10q')).toBe('setup');
    expect(rule(s, `W*${n(-2, -2)}`)).toBe('setup'); // South's half, North to place
    for (let i = 0; i < 14; i++) {
      const lm = engine.legalMoves(s);
      expect(lm.every((m) => m.type === 'place')).toBe(true);
      s = unwrap(engine.applyMove(s, lm[i * 13 % lm.length]!));
    }
    expect(engine.view(s).stage).toBe('Play');
    expect(s.toMove).toBe(1);
    expect(engine.view(s).pieces.filter((p) => p.owner === 0)).toHaveLength(9);
  });
});

describe('with-a-move turns (iroh-placement-turn = with-a-move)', () => {
  it('lets a player place a Rock and move in one turn, then end', () => {
    const s = unwrap(engine.create({ seed: 1, options: { 'iroh-placement-turn': 'with-a-move', 'iroh-guest': 'north' } }));
    const a = play(s, 'R*10h');
    expect(a.toMove).toBe(1);
    expect(engine.legalMoves(a)).toContainEqual({ type: 'end' });
    expect(engine.legalMoves(a).some((m) => m.type === 'place')).toBe(false);
    const b = play(a, '10c-8e');
    expect(b.toMove).toBe(0);
    expect(b.turn).toBe(s.turn + 1);
    const c = play(s, '10c-8e');
    expect(c.toMove).toBe(1);
    expect(rule(c, '9c-8b')).toBe('turn');
    expect(play(c, 'end').toMove).toBe(0);
  });
});

describe('quiet draw', () => {
  it('draws after 100 quiet turns unless iroh-draw = none', () => {
    const s = pos(0, [[0, 'L', 0, -7], [1, 'L', 0, 7], [0, 'A', 5, 0]], {}, 't99.q99');
    const d = play(s, `${n(5, 0)}-${n(5, 1)}`);
    expect(engine.outcome(d)).toMatchObject({ status: 'draw', rule: 'quiet-draw' });
    const none = unwrap(engine.parsePosition(engine.formatPosition(s), { 'iroh-draw': 'none' }));
    expect(engine.outcome(play(none, `${n(5, 0)}-${n(5, 1)}`)).status).toBe('ongoing');
  });
});

describe('refusals name rules', () => {
  it('every refusal in a random game names a known rule', () => {
    let s = unwrap(engine.create({ seed: 9 }));
    const candidates = ['proclaim', 'end', 'pass', 'K*10j', 'R*10j', 'F*10q', '10q-10k', 'L*10j', 'A*10c', 'F10j:burn 9i:10j'];
    for (let i = 0; i < 40 && engine.outcome(s).status === 'ongoing'; i++) {
      for (const c of candidates) {
        const m = engine.parseMove(s, c);
        if (!m.ok) continue;
        const r = engine.applyMove(s, m.value);
        if (!r.ok) expect(RULE_IDS).toContain(r.error.rule);
      }
      const lm = engine.legalMoves(s);
      s = unwrap(engine.applyMove(s, lm[(i * 7919) % lm.length]!));
    }
  });
  it('offers destinations consistent with the board', () => {
    const s = unwrap(engine.create({ seed: 4 }));
    expect(destinations(s, at('10q')).length).toBeGreaterThan(0);
  });
});

describe('exercise answers are exactly the moves that do it', () => {
  const ex = (id: string) => EXERCISES.find((e) => e.id === id)!;
  const accepted = (id: string) => [...(ex(id).goal as { accepted: readonly string[] }).accepted].sort();
  it('“stop the win” lists every move that breaks South’s harmonies, and only those', () => {
    const s = unwrap(engine.parsePosition(ex('stop-the-win').start));
    expect(analysis(s).complete[0]).toBe(true);
    const breaking = engine
      .legalMoves(s)
      .filter((m) => !analysis(unwrap(engine.applyMove(s, m))).complete[0])
      .map((m) => engine.formatMove(s, m))
      .sort();
    expect(breaking).toEqual(accepted('stop-the-win'));
  });
  it('“free the Earth” lists every move that removes the Knotweed', () => {
    const s = unwrap(engine.parsePosition(ex('free-the-earth').start));
    const freeing = engine
      .legalMoves(s)
      .filter((m) => unwrap(engine.applyMove(s, m)).knots.length === 0)
      .map((m) => engine.formatMove(s, m))
      .sort();
    expect(freeing).toEqual(accepted('free-the-earth'));
  });
  it('the worked game ends in a proclaimed win after a wrong proclamation', () => {
    const g = EXAMPLES.find((e) => e.id === 'worked-game')!;
    let s = unwrap(engine.parsePosition(g.start));
    const outcomes: string[] = [];
    for (const st of g.steps) {
      s = play(s, st.move);
      outcomes.push(engine.outcome(s).status);
    }
    expect(outcomes).toEqual(['ongoing', 'ongoing', 'ongoing', 'ongoing', 'win']);
    expect(engine.outcome(s)).toMatchObject({ winner: 0, rule: 'proclaim' });
  });
});

describe('Iroh: the prompt', () => {
  it('the view says what to do without the seat (the board names who acts before it); the description names the seat', () => {
    const s = unwrap(engine.create({ seed: 1 }));
    const who = engine.view(s).toMove === 0 ? 'South' : 'North';
    const v = engine.view(s).prompt ?? '';
    expect(v).toMatch(/^[A-Z]/);
    expect(v.startsWith(`${who}:`)).toBe(false);
    expect(engine.describe(s)).toContain(`${who}: ${v.charAt(0).toLowerCase()}${v.slice(1)}`);
  });
});
