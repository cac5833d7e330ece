/**
 * Pai Sho Project harmony (part 2): the send lists, the flow along the sender's reach, net
 * harmony, rings and territory on hand-made positions (a simple ring, nested rings, a ring
 * inside an opponent's ring, false rings), and the score.
 */
import { describe, expect, it } from 'vitest';
import { unwrap } from '../../core/result.ts';
import { placeName } from '../../geometry/index.ts';
import { engine } from './engine.ts';
import { DEFAULT_RULES, enclosed, links, nets, rings, scores, sendsDisharmony, sendsHarmony } from './harmony.ts';
import { at, personOf, type WikiState } from './state.ts';

/** A position from [seat, tile, x, y] (x east→west from the centre, y north→south), after the opening round. */
function pos(tiles: readonly (readonly [number, string, number, number])[]): WikiState {
  return unwrap(engine.fromSetup({ toMove: 0, turn: 4, pieces: [...tiles.map(([owner, tile, x, y]) => ({ owner, tile, place: placeName(at(x, y)) })), { owner: 0, tile: 'F', place: '10q' }, { owner: 1, tile: 'E', place: '10c' }] })) as WikiState;
}
const P = (x: number, y: number) => at(x, y);

describe('send lists', () => {
  // [sender, receiver, harmony, disharmony], from the page's tile entries (ring Ly Jd Js C Rd Rs).
  const table: [string, string, boolean, boolean][] = [
    ['Ly', 'Jd', true, false],
    ['Jd', 'Ly', false, true],
    ['Ly', 'C', true, false],
    ['C', 'Ly', true, false],
    ['Ly', 'Ly', false, true],
    ['Ly', 'Rs', false, true],
    ['Ly', 'Rd', false, true],
    ['Jd', 'Rd', true, false],
    ['Js', 'Rs', true, false],
    ['Lt', 'Ly', true, false],
    ['Rs', 'Lt', true, false],
    ['Lt', 'O', false, false],
    ['O', 'Ly', false, true],
    ['O', 'O', false, false],
    ['O', 'Lt', false, true],
    ['Ly', 'O', false, false],
    ['F', 'Ly', false, false],
    ['Ly', 'W', false, false],
  ];
  for (const [a, b, h, d] of table) {
    it(`${a} → ${b}: harmony ${h}, disharmony ${d}`, () => {
      expect(sendsHarmony(a, b)).toBe(h);
      expect(sendsDisharmony(a, b)).toBe(d);
    });
  }
  it('the Rose contradiction: by the senders Lily, Jade and Rose; by the Rose entry Chrysanthemum, Rhododendron and Rose; or both', () => {
    const from = (rose: 'senders' | 'receiver' | 'union') => ['Ly', 'Jd', 'Js', 'C', 'Rd', 'Rs'].filter((a) => sendsDisharmony(a, 'Rs', rose));
    expect(from('senders')).toEqual(['Ly', 'Jd', 'Rs']);
    expect(from('receiver')).toEqual(['C', 'Rd', 'Rs']);
    expect(from('union')).toEqual(['Ly', 'Jd', 'C', 'Rd', 'Rs']);
  });
});

describe('flow along the sender’s reach', () => {
  it('a Jade sends harmony straight to a Rhododendron up to 3 points away, not past a tile, not diagonally', () => {
    const s = pos([
      [0, 'Jd', 1, 1],
      [0, 'Rd', 1, 4],
      [0, 'Rd', 4, 4],
    ]);
    const h = links(s).filter((l) => l.kind === 'harmony');
    expect(h.some((l) => l.from === P(1, 1) && l.to === P(1, 4))).toBe(true);
    expect(h.some((l) => l.from === P(1, 1) && l.to === P(4, 4))).toBe(false);
    const blocked = pos([
      [0, 'Jd', 1, 1],
      [1, 'Ly', 1, 2],
      [0, 'Rd', 1, 4],
    ]);
    expect(links(blocked).some((l) => l.from === P(1, 1) && l.to === P(1, 4))).toBe(false);
  });
  it('a Lily sends only along diagonals; disharmony flows only between players; foreign harmony counts', () => {
    const s = pos([
      [0, 'Ly', 1, 1],
      [1, 'Rd', 3, 3],
      [0, 'Rd', 1, 2],
      [1, 'C', 2, 2],
    ]);
    const l = links(s);
    // Lily → opponent's Rhododendron diagonally beyond the Chrysanthemum: blocked by it; Lily → C (foreign harmony).
    expect(l.find((x) => x.from === P(1, 1) && x.to === P(2, 2))?.kind).toBe('harmony');
    expect(l.find((x) => x.from === P(1, 1) && x.to === P(2, 2))?.reason).toContain('foreign');
    // Lily and own Rhododendron are orthogonal neighbours: the Lily sends nothing orthogonally.
    expect(l.some((x) => x.from === P(1, 1) && x.to === P(1, 2))).toBe(false);
    // The Chrysanthemum (opponent) sends disharmony to the Lily? C is 2 after Ly: C sends D to Js, Jd… not Ly.
    expect(l.some((x) => x.from === P(2, 2) && x.to === P(1, 1) && x.kind === 'disharmony')).toBe(false);
    expect(l.some((x) => x.from === P(2, 2) && x.to === P(1, 1) && x.kind === 'harmony')).toBe(true);
    const own = links(s, { ...DEFAULT_RULES, foreign: 'own-or-lotus' });
    expect(own.some((x) => x.from === P(1, 1) && x.to === P(2, 2) && x.kind === 'harmony')).toBe(false);
  });
  it('net harmony: more harmony than disharmony makes a flower immune to capture', () => {
    const s = pos([
      [1, 'Rd', 2, 2],
      [0, 'Jd', 2, 4],
      [1, 'Js', 4, 3],
    ]);
    const n = nets(s).get(P(2, 2));
    expect(n?.harmony).toBe(2);
    expect(n?.disharmony).toBe(0);
    expect(n?.immune).toBe(n!.harmony > n!.disharmony + n!.garden);
    const hostile = pos([
      [1, 'Rd', 2, 2],
      [0, 'Ly', 3, 3],
    ]);
    const m = nets(hostile).get(P(2, 2));
    expect(m?.disharmony).toBe(1);
    expect(m?.immune).toBe(false);
  });
});

/** A loop of alternating Jades and Rhododendrons through the given points (an even number). */
const loop = (owner: number, pts: readonly [number, number][], first = 'Jd'): [number, string, number, number][] =>
  pts.map(([x, y], i) => [owner, i % 2 === 0 ? first : first === 'Jd' ? 'Rd' : 'Jd', x, y]);
const SMALL: [number, number][] = [
  [0, 0],
  [3, 0],
  [3, 3],
  [0, 3],
];
const OUTER: [number, number][] = [
  [-3, -3],
  [0, -3],
  [3, -3],
  [3, 0],
  [3, 3],
  [0, 3],
  [-3, 3],
  [-3, 0],
];
const INNER: [number, number][] = [
  [-1, -1],
  [1, -1],
  [1, 1],
  [-1, 1],
];
const territoryOf = (s: WikiState, person: number) => scores(s, [0, 0]).find((x) => x.person === person)!.territory;

describe('rings and territory', () => {
  it('a simple ring of four encloses the four points inside it; its harmony paths are not territory', () => {
    const s = pos(loop(0, SMALL));
    const r = rings(s, 0);
    expect(r.tiles.size).toBe(4);
    expect(r.paths.size).toBe(8);
    expect([...enclosed(s, r)].sort((a, b) => a - b)).toEqual([P(1, 1), P(1, 2), P(2, 1), P(2, 2)].sort((a, b) => a - b));
    expect(territoryOf(s, 0)).toBe(4);
    expect(territoryOf(s, 1)).toBe(0);
  });
  it('nested rings of one player: the outer ring’s inside, less the inner ring’s tiles and paths, counted once', () => {
    const s = pos([...loop(0, OUTER), ...loop(0, INNER)]);
    expect(rings(s, 0).tiles.size).toBe(12);
    expect(territoryOf(s, 0)).toBe(25 - 4 - 4);
  });
  it('a ring inside an opponent’s ring: the outer player counts neither its tiles, its paths nor what it encloses', () => {
    const s = pos([...loop(0, OUTER), ...loop(1, INNER)]);
    expect(territoryOf(s, 1)).toBe(1);
    expect(territoryOf(s, 0)).toBe(25 - 4 - 4 - 1);
  });
  it('false rings: a loop that mixes owners, an open chain, and a tile hanging off a ring', () => {
    const mixed = pos(loop(0, SMALL).map((t, i) => (i === 2 ? ([1, t[1], t[2], t[3]] as [number, string, number, number]) : t)));
    expect(rings(mixed, 0).tiles.size).toBe(0);
    expect(territoryOf(mixed, 0)).toBe(0);
    const open = pos(loop(0, SMALL).slice(0, 3));
    expect(rings(open, 0).tiles.size).toBe(0);
    const tail = pos([...loop(0, SMALL), [0, 'Rd', -3, 0]]);
    expect(rings(tail, 0).tiles.size).toBe(4);
    expect(territoryOf(tail, 0)).toBe(4);
  });
});

describe('score GT + HT + (H − D)', () => {
  it('adds gardens, territory and net harmony received by one’s own tiles', () => {
    const s = pos(loop(0, SMALL));
    const [a] = scores(s, [3, 1]);
    expect(a!.gardens).toBe(3);
    expect(a!.territory).toBe(4);
    // Each tile of the ring receives harmony from its two neighbours on the ring.
    expect(a!.harmony).toBe(8);
    expect(a!.total).toBe(a!.gardens + a!.territory + a!.harmony - a!.disharmony);
  });
});

describe('harmony properties on self-play positions, for each reading of the open questions', () => {
  const variants: [string, typeof DEFAULT_RULES][] = [
    ['defaults', DEFAULT_RULES],
    ['Rose list from the Rose entry', { ...DEFAULT_RULES, rose: 'receiver' }],
    ['Rose list, both', { ...DEFAULT_RULES, rose: 'union' }],
    ['own harmony only (or a Lotus)', { ...DEFAULT_RULES, foreign: 'own-or-lotus' }],
    ['disharmony by the lists whatever the owner', { ...DEFAULT_RULES, ownDisharmony: 'lists' }],
    ['a Torii lets harmony through a wall', { ...DEFAULT_RULES, pathWalls: 'torii' }],
    ['garden disharmony only in scoring', { ...DEFAULT_RULES, netCount: 'scoring-only' }],
  ];
  for (const [label, rules] of variants) {
    it(`links, nets, rings and scores agree (${label})`, () => {
      for (const seed of [1, 2]) {
        let s = unwrap(engine.create({ options: { 'wiki-players': seed === 2 ? '4' : '2' } }));
        let r = seed * 7919;
        for (let ply = 0; ply < 120 && engine.outcome(s).status === 'ongoing'; ply++) {
          const legal = engine.legalMoves(s).filter((m) => m.type !== 'resign');
          r = (r * 1103515245 + 12345) & 0x7fffffff;
          s = unwrap(engine.applyMove(s, legal[r % legal.length]!));
          if (ply % 10 !== 9) continue;
          const l = links(s, rules);
          const byPlace = new Map(s.pieces.map((p) => [p.place, p]));
          for (const x of l) {
            const a = byPlace.get(x.from)!;
            const b = byPlace.get(x.to)!;
            expect(x.kind === 'harmony' ? sendsHarmony(a.tile, b.tile) : sendsDisharmony(a.tile, b.tile, rules.rose), x.reason).toBe(true);
            for (const p of x.path) expect(byPlace.has(p), 'nothing stands on a harmony path').toBe(false);
            if (x.kind === 'disharmony' && rules.ownDisharmony === 'filtered') expect(personOf(s.options, a.owner), 'no disharmony from one’s own tiles').not.toBe(personOf(s.options, b.owner));
            if (x.kind === 'harmony' && rules.foreign === 'own-or-lotus' && a.tile !== 'Lt') expect(personOf(s.options, a.owner)).toBe(personOf(s.options, b.owner));
          }
          const n = nets(s, rules, l);
          for (const [place, v] of n) {
            expect(v.harmony).toBe(l.filter((x) => x.to === place && x.kind === 'harmony').length);
            expect(v.immune).toBe(v.harmony > v.disharmony + (rules.netCount === 'everywhere' ? v.garden : 0));
          }
          const sc = scores(s, [0, 0, 0, 0], rules);
          for (const x of sc) {
            expect(x.total).toBe(x.gardens + x.territory + x.harmony - x.disharmony);
            const rg = rings(s, x.person, rules, l);
            for (const p of enclosed(s, rg)) {
              expect(rg.paths.has(p) || rg.tiles.has(p), 'ring tiles and paths are never territory').toBe(false);
            }
          }
        }
      }
    });
  }
});
