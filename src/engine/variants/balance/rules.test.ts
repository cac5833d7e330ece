/**
 * Balance Pai Sho: the inventory's worked examples BAL-1…BAL-12 (with the §0.2
 * corrections), balance-counting edge cases, locking, the Wheel, gardens and notation.
 */
import { describe, expect, it } from 'vitest';
import { unwrap } from '../../core/result.ts';
import { isPoint, placeName, type PlaceId } from '../../geometry/coords.ts';
import { canBalanceAll, maxBalances, type Flower, type PairEdge } from './balances.ts';
import { engine, internals } from './engine.ts';
import { EXAMPLES } from './examples.ts';
import { gardenTable } from './gardens.ts';
import { RULE_IDS } from './rules.ts';
import type { BalanceState } from './state.ts';
import { count, id, movable, movesFrom, play, pos, pt, sq, tryMove, type P } from './test-helpers.ts';

const DEFAULT_TABLE = gardenTable({ layout: 'sectors-d9', membership: 'overlap', onboard: 'strict-centre', surface: 'both' });
const gardens = (name: string) => DEFAULT_TABLE.gardensOf(id(name)).map((g) => DEFAULT_TABLE.ids[g]);
const example = (exId: string) => EXAMPLES.find((e) => e.id === exId)!;
const start = (exId: string) => unwrap(engine.parsePosition(example(exId).start));

// Places of the default layout used below.
const NNE_A = sq(0, 5); // north-north-east inner
const NNE_B = sq(2, 5);
const NNE_C = sq(1, 4);
const NNE_D = sq(1, 3);
const DIAG = sq(2, 2); // east-north-east inner + north-north-east inner
const DIAG2 = sq(3, 3);
const ENE_A = sq(4, 1); // east-north-east inner
const ENE_B = sq(5, 2);
const SSW_A = sq(-2, -5);
const SSW_B = sq(-3, -6);
/** Mechanics tests use small teaching positions; switch the sure-draw test off so they stay in play. */
const FREE = { 'balance-no-win-draw': 'none' };

describe('gardens (default layout, inventory §7.6)', () => {
  it('has 16 gardens and 41 membership classes (36 on squares, 37 on points)', () => {
    const sqs = new Set<string>();
    const pts = new Set<string>();
    for (const p of DEFAULT_TABLE.places) (isPoint(p) ? pts : sqs).add(DEFAULT_TABLE.gardensOf(p).join(','));
    expect(DEFAULT_TABLE.ids).toHaveLength(16);
    expect(sqs.size).toBe(36);
    expect(pts.size).toBe(37);
    expect(new Set([...sqs, ...pts]).size).toBe(41);
    expect(DEFAULT_TABLE.places.filter(isPoint)).toHaveLength(249);
    expect(DEFAULT_TABLE.places.filter((p) => !isPoint(p))).toHaveLength(256);
  });
  it('puts border places in every garden they touch; four squares are quartered', () => {
    expect(gardens(DIAG)).toEqual(['ene-inner', 'nne-inner']);
    expect(gardens(pt(0, 0))).toHaveLength(8);
    expect(gardens(sq(4, 4))).toEqual(['ene-inner', 'ene-outer', 'nne-inner', 'nne-outer']);
    const quartered = DEFAULT_TABLE.places.filter((p) => !isPoint(p) && DEFAULT_TABLE.gardensOf(p).length === 4).map(placeName);
    expect(quartered.sort()).toEqual([sq(4, 4), sq(-5, 4), sq(-5, -5), sq(4, -5)].sort());
  });
  it('BAL-3 precision: intersections belong to 1, 2 or 8 gardens, never 3', () => {
    const sizes = new Set(DEFAULT_TABLE.places.filter(isPoint).map((p) => DEFAULT_TABLE.gardensOf(p).length));
    expect([...sizes].sort()).toEqual([1, 2, 8]);
  });
  it('view() lists the gardens as areas with labels', () => {
    const v = engine.view(unwrap(engine.create({ seed: 1 })));
    expect(v.areas).toHaveLength(16);
    expect(v.areas?.find((a) => a.id === 'nne-inner')?.label).toBe('North-north-east inner');
    expect(v.areas?.find((a) => a.id === 'nne-inner')?.places).toContain(id(DIAG));
  });
});

describe('BAL-1: the draw and the first player', () => {
  it('deals 6 and 5 tiles of the 11-tile set, and the 6-tile player places first', () => {
    for (let seed = 0; seed < 20; seed++) {
      const s = unwrap(engine.create({ seed }));
      const sizes = [s.hands[0].length, s.hands[1].length];
      expect(sizes.slice().sort()).toEqual([5, 6]);
      expect([...s.hands[0], ...s.hands[1]].sort()).toEqual(['Li', 'Li', 'Li', 'Li', 'Lo', 'Lo', 'O', 'O', 'O', 'R', 'W'].sort());
      expect(s.hands[s.toMove]).toHaveLength(6);
      expect(s.stage).toBe(1);
    }
  });
  it('the 6-tile player also places the last tile, then the other player moves first', () => {
    let s = unwrap(engine.create({ seed: 1, options: { 'balance-no-win-draw': 'none' } }));
    const first = s.toMove;
    const movers: number[] = [];
    // Place tiles on a row of squares far apart so nothing ends the game.
    const spots = [sq(-8, 0), sq(-6, 0), sq(-4, 0), sq(-2, 0), sq(0, 0), sq(2, 0), sq(4, 0), sq(6, 0), sq(-8, -2), sq(-6, -2), sq(-4, -2)];
    for (const spot of spots) {
      movers.push(s.toMove);
      s = play(s, `${s.hands[s.toMove][0]}*${spot}`);
    }
    expect(movers).toEqual([0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0].map((k) => (k === 0 ? first : 1 - first)));
    expect(s.stage).toBe(2);
    expect(s.toMove).toBe(1 - first);
  });
});

describe('BAL-2 … BAL-4: multi-garden places and the Wheel', () => {
  it('BAL-2: an Orchid on a two-garden square balances a Lily in each garden', () => {
    const s = pos([['O', DIAG], ['Li', NNE_A], ['Li', ENE_A]]);
    expect(count(s)).toBe(2);
    expect(new Set(engine.harmonies(s).map((h) => h.region))).toEqual(new Set(['nne-inner', 'ene-inner']));
    expect(engine.harmonies(s).every((h) => h.kind === 'orchid-lily' && h.rule === 'one-per-garden')).toBe(true);
    expect(internals.isComplete(s)).toBe(true);
  });
  it('BAL-3 (corrected): a Lily on the centre point balances one Orchid in each of three inner gardens', () => {
    const s = pos([['Li', pt(0, 0)], ['O', NNE_A], ['O', ENE_A], ['O', SSW_A]]);
    expect(count(s)).toBe(3);
  });
  it('BAL-4: the Rose on the Wheel balances both Lotus in one garden', () => {
    const s = pos([['R', NNE_C, 'W'], ['Lo', NNE_A], ['Lo', NNE_B]]);
    expect(count(s)).toBe(2);
    expect(engine.harmonies(s).every((h) => h.rule === 'wheel-doubles' && h.region === 'nne-inner')).toBe(true);
    expect(engine.harmonies(s)[0]?.reason).toMatch(/Rose \(on the Wheel\) on 8e:9f and Lotus on .* share the garden North-north-east inner/);
  });
  it('BAL-4 (corrected): an Orchid on the Wheel on a two-garden square takes two balances in each garden', () => {
    const s = pos([['O', DIAG, 'W'], ['Li', NNE_A], ['Li', NNE_B], ['Li', ENE_A], ['Li', ENE_B]]);
    expect(count(s)).toBe(4);
    const r = pos([['R', DIAG, 'W'], ['Lo', NNE_A], ['Lo', ENE_A]]);
    expect(count(r)).toBe(2);
  });
  it('without the Wheel a single-garden Rose takes one balance (BAL-5)', () => {
    const s = pos([['R', NNE_C], ['Lo', NNE_A], ['Lo', NNE_B]]);
    expect(count(s)).toBe(1);
  });
});

describe('exact maximum matching', () => {
  it('finds the best assignment where a greedy pass would not', () => {
    // Orchid and Lily 1 both on diagonal squares (ENE inner + NNE inner); Lily 2 in ENE inner only.
    // Greedy in garden order pairs Orchid–Lily 1 in ENE inner and is stuck at 1; the best is 2.
    const s = pos([['O', DIAG], ['Li', DIAG2], ['Li', ENE_A]]);
    expect(count(s)).toBe(2);
    const hs = engine.harmonies(s);
    expect(hs.find((h) => h.places.includes(id(ENE_A)))?.region).toBe('ene-inner');
    expect(hs.find((h) => h.places.includes(id(DIAG2)))?.region).toBe('nne-inner');
  });
  it('never counts one pair of tiles twice by default', () => {
    expect(count(pos([['O', DIAG], ['Li', DIAG2]]))).toBe(1);
  });
  it('agrees with brute force on random small configurations', () => {
    let seed = 12345;
    const rand = (n: number) => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return seed % n;
    };
    for (let trial = 0; trial < 300; trial++) {
      const flowers: Flower[] = [];
      const n = 2 + rand(5);
      for (let k = 0; k < n; k++) {
        const gs = [...new Set([rand(3), rand(3)].slice(0, 1 + rand(2)))].sort();
        flowers.push({ side: (k % 2) as 0 | 1, gardens: gs, cap: rand(4) === 0 ? 2 : 1 });
      }
      const edges: PairEdge[] = [];
      flowers.forEach((u, a) => {
        if (u.side !== 0) return;
        flowers.forEach((d, b) => {
          if (d.side !== 1) return;
          for (const g of u.gardens) if (d.gardens.includes(g)) edges.push({ u: a, d: b, g });
        });
      });
      for (const pairOnce of [true, false]) {
        const got = maxBalances(flowers, edges, pairOnce);
        // Brute force over all subsets of edges.
        let best = 0;
        let bestCover = false;
        for (let mask = 0; mask < 1 << edges.length; mask++) {
          const chosen = edges.filter((_, k) => mask & (1 << k));
          const use = new Map<string, number>();
          let okSet = true;
          for (const e of chosen) {
            for (const key of [`${e.u}/${e.g}`, `${e.d}/${e.g}`]) use.set(key, (use.get(key) ?? 0) + 1);
            if (pairOnce && chosen.filter((x) => x.u === e.u && x.d === e.d).length > 1) okSet = false;
          }
          for (const [key, v] of use) if (v > (flowers[Number(key.split('/')[0])] as Flower).cap) okSet = false;
          if (!okSet) continue;
          best = Math.max(best, chosen.length);
          const touched = new Set(chosen.flatMap((e) => [e.u, e.d]));
          if (touched.size === flowers.length) bestCover = true;
        }
        expect(got.length, `trial ${trial} pairOnce ${pairOnce}`).toBe(best);
        if (pairOnce) expect(canBalanceAll(flowers, edges), `cover trial ${trial}`).toBe(bestCover);
      }
    }
  });
});

describe('locking (BAL-5, BAL-6)', () => {
  it('BAL-5: either spare Lotus may move, the Rose may not', () => {
    // A dead position (the Rose is pinned with one balance at most), so the sure-draw test is switched off.
    const s = pos([['R', NNE_C], ['Lo', NNE_A], ['Lo', NNE_B], ['O', SSW_A], ['Li', SSW_B]], [[], []], 0, FREE);
    expect(movable(s)).toEqual([NNE_A, NNE_B].sort());
    const r = tryMove(s, `${NNE_C}-${sq(1, 6)}`);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.rule).toBe('locked-tiles');
  });
  it('BAL-6: the printed example — one Lotus leaves, then the remaining pair is locked until it returns', () => {
    let s = start('surplus-lock');
    expect(movable(s)).toEqual([sq(2, 5), sq(1, 4), sq(-5, 3)].sort());
    s = play(s, '7d:8e-3d:4e');
    expect(count(s)).toBe(4);
    expect(movable(s)).toEqual([sq(6, 5), sq(-5, 3)].sort());
    s = play(s, '14f:15g-14c:15d', '3d:4e-6d:7e');
    expect(movable(s)).toContain(sq(1, 4));
    expect(movable(s)).toContain(sq(3, 5));
  });
  it('a locked flower locks the Wheel under it; an empty Wheel is never locked', () => {
    const s = pos([['R', NNE_C, 'W'], ['Lo', NNE_A], ['Lo', NNE_B], ['O', SSW_A], ['Li', SSW_B]]);
    expect(movable(s)).toEqual([]);
    const t = pos([['W', NNE_C], ['R', NNE_D], ['Lo', NNE_A], ['Lo', sq(-7, 0)], ['O', SSW_A], ['Li', SSW_B], ['Li', sq(6, -4)]], [[], []], 0, FREE);
    expect(movable(t)).toEqual([NNE_C, sq(-7, 0), sq(6, -4)].sort());
  });
});

describe('movement (BAL-7, BAL-8, BAL-12)', () => {
  it('BAL-7: a tile on an intersection never moves, balanced or not', () => {
    const s = pos([['Li', pt(-3, 5)], ['O', sq(-7, 0)], ['R', sq(6, -4)]], [[], []], 0, FREE);
    expect(movesFrom(s, pt(-3, 5))).toEqual([]);
    const r = tryMove(s, `${pt(-3, 5)}-${pt(-3, 4)}`);
    expect(!r.ok && r.error.rule).toBe('fixed-tiles');
  });
  it('BAL-8: the Wheel may be placed on a free square but not on an intersection', () => {
    const s = pos([['O', ENE_A]], [['W', 'Li'], ['R']], 0, FREE);
    const bad = tryMove(s, `W*${pt(3, 3)}`);
    expect(!bad.ok && bad.error.rule).toBe('wheel-on-squares');
    expect(tryMove(s, `W*${sq(3, 3)}`).ok).toBe(true);
    const taken = tryMove(s, `Li*${ENE_A}`);
    expect(!taken.ok && taken.error.rule).toBe('blossoming-place');
  });
  it('BAL-12: a tile slides any distance but not into or through an occupied square; a boxed tile cannot move', () => {
    const s = pos([['Li', sq(0, 0)], ['Lo', sq(3, 0)], ['O', sq(-7, -3)]], [[], []], 0, FREE);
    expect(movesFrom(s, sq(0, 0))).toContain(sq(2, 0));
    expect(movesFrom(s, sq(0, 0))).toContain(sq(0, 7));
    expect(movesFrom(s, sq(0, 0))).not.toContain(sq(3, 0));
    expect(movesFrom(s, sq(0, 0))).not.toContain(sq(4, 0));
    const through = tryMove(s, `${sq(0, 0)}-${sq(4, 0)}`);
    expect(!through.ok && through.error.rule).toBe('no-jumping');
    const diag = tryMove(s, `${sq(0, 0)}-${sq(1, 1)}`);
    expect(!diag.ok && diag.error.rule).toBe('move-orthogonal');
    const boxed = pos([['Li', sq(0, 0)], ['O', sq(1, 0)], ['O', sq(-1, 0)], ['O', sq(0, 1)], ['R', sq(0, -1)]], [[], []], 0, FREE);
    expect(movesFrom(boxed, sq(0, 0))).toEqual([]);
  });
  it('placing in the second stage and moving in the Blossoming are refused', () => {
    const s2 = pos([['Li', sq(0, 0)], ['O', sq(3, 0)], ['Li', sq(-7, -3)]], [[], []], 0, FREE);
    const p = engine.applyMove(s2, { type: 'place', tile: 'Li', to: id(sq(5, 5)) });
    expect(!p.ok && p.error.rule).toBe('move-orthogonal');
    const s1 = pos([['Li', sq(0, 0)]], [['O'], []], 0, FREE);
    const m = tryMove(s1, `${sq(0, 0)}-${sq(0, 2)}`);
    expect(!m.ok && m.error.rule).toBe('blossoming-place');
  });
});

describe('the Wheel of Life (default: it moves and carries its flower)', () => {
  it('a flower may be placed on the Wheel, and moved onto an empty Wheel', () => {
    const s = pos([['W', sq(0, 0)], ['Lo', NNE_A]], [['R'], ['O']], 0, FREE);
    expect(tryMove(s, `R*${sq(0, 0)}`).ok).toBe(true);
    const t = pos([['W', sq(0, 0)], ['Li', sq(0, 3)], ['O', SSW_A]], [[], []], 0, FREE);
    expect(movesFrom(t, sq(0, 3))).toContain(sq(0, 0));
    const after = play(t, `${sq(0, 3)}-${sq(0, 0)}`);
    expect(after.cells.find((c) => c.p === id(sq(0, 0)))).toMatchObject({ t: 'Li', w: true });
  });
  it('moving the stack carries the flower; the Wheel cannot go under a flower', () => {
    const s = pos([['Li', sq(0, 0), 'W'], ['Lo', sq(0, 4)], ['O', sq(-7, -3)]], [[], []], 0, FREE);
    const after = play(s, `${sq(0, 0)}-${sq(0, 2)}`);
    expect(after.cells.find((c) => c.p === id(sq(0, 2)))).toMatchObject({ t: 'Li', w: true });
    expect(after.cells.some((c) => c.p === id(sq(0, 0)))).toBe(false);
    const u = pos([['W', sq(0, 0)], ['Li', sq(0, 3)], ['O', sq(-7, -3)]], [[], []], 0, FREE);
    expect(movesFrom(u, sq(0, 0))).not.toContain(sq(0, 3));
    const under = pos([['Li', sq(0, 0)]], [['W'], []], 0, FREE);
    const r = tryMove(under, `W*${sq(0, 0)}`);
    expect(!r.ok && r.error.rule).toBe('wheel-stack');
  });
  it('a flower cannot be stacked on a flower', () => {
    const s = pos([['W', sq(0, 0)], ['Lo', sq(0, 3)]], [['R'], ['O']], 0, FREE);
    const r = tryMove(s, `R*${sq(0, 3)}`);
    expect(!r.ok && r.error.rule).toBe('blossoming-place');
  });
});

describe('ending (BAL-9, BAL-10, BAL-11)', () => {
  const rest: P[] = [['O', SSW_A], ['Li', SSW_B], ['O', sq(-5, -2)], ['Li', sq(-6, -3)]];
  it('BAL-9: with the full set, the Rose must be doubled and an Orchid must be doubled', () => {
    // Rose single, two Lotus: not complete even with every Orchid/Lily paired as well as possible.
    const noRose = pos([['R', NNE_C], ['Lo', NNE_A], ['Lo', NNE_B], ['O', DIAG, 'W'], ['Li', NNE_D], ['Li', ENE_A], ...rest]);
    expect(internals.isComplete(noRose)).toBe(false);
    const noOrchid = pos([['R', NNE_C, 'W'], ['Lo', NNE_A], ['Lo', NNE_B], ['O', ENE_B], ['Li', ENE_A], ['Li', sq(3, 1)], ...rest]);
    expect(internals.isComplete(noOrchid)).toBe(false);
    const both = pos([['R', NNE_C, 'W'], ['Lo', NNE_A], ['Lo', NNE_B], ['O', DIAG], ['Li', NNE_D], ['Li', ENE_A], ...rest]);
    expect(internals.isComplete(both)).toBe(true);
  });
  it('BAL-10: a Rose fixed on a one-garden intersection makes the game a draw', () => {
    let s = start('fixed-rose-deadlock');
    s = play(s, 'R*8e');
    const o = engine.outcome(s);
    expect(o).toMatchObject({ status: 'draw', rule: 'impossible-draw' });
    expect(engine.legalMoves(s)).toEqual([]);
    const r = engine.applyMove(s, { type: 'place', tile: 'Li', to: id(sq(5, 5)) });
    expect(!r.ok && r.error.rule).toBe('game-over');
  });
  it('a Rose balanced on a one-garden square is pinned: the sure-draw test sees it at once', () => {
    const dead: P[] = [['R', NNE_C], ['Lo', NNE_A], ['Lo', sq(-7, 0)], ['W', sq(6, -4)], ...rest];
    expect(engine.outcome(pos(dead))).toMatchObject({ status: 'draw', rule: 'impossible-draw' });
    // Before the change only the move cap ended such games. Check the claim by search with the test switched off:
    // the Rose never becomes movable and no reachable position is complete.
    const seen = explore(pos(dead, [[], []], 0, FREE), 400);
    expect(seen.complete).toBe(0);
    expect(seen.roseMoved).toBe(false);
    expect(seen.states).toBeGreaterThan(100);
    // The same holds in the Blossoming once the Rose has a Lotus beside it, whoever holds the rest.
    const early = pos([['R', NNE_C], ['Lo', NNE_A]], [['Lo', 'W'], ['O', 'Li']], 0);
    expect(engine.outcome(early)).toMatchObject({ status: 'draw', rule: 'impossible-draw' });
  });
  it('similar positions that can still be won are not called dead', () => {
    // The Rose on a diagonal square belongs to two gardens: one Lotus in each completes the harmony.
    const diag = pos([['R', DIAG], ['Lo', NNE_A], ['Lo', sq(6, -4)], ...rest]);
    expect(internals.isImpossible(diag)).toBe(false);
    expect(engine.outcome(play(diag, `${sq(6, -4)}-${sq(6, 1)}`))).toMatchObject({ status: 'win', winner: 0 });
    // The Rose alone in its garden is not locked: it steps onto the Wheel, then both Lotus join it.
    const alone = pos([['R', NNE_C], ['W', NNE_D], ['Lo', sq(6, 5)], ['Lo', sq(2, -3)], ...rest]);
    expect(internals.isImpossible(alone)).toBe(false);
    const won = play(alone, `${NNE_C}-${NNE_D}`, `${sq(2, -3)}-${sq(2, 5)}`, `${sq(6, 5)}-${sq(3, 5)}`);
    expect(engine.outcome(won)).toMatchObject({ status: 'win', winner: 0, rule: 'complete-harmony' });
    // Under lock rule none, or with balances that need a clear line, the Rose is not pinned.
    const loose = (o: Record<string, string>) => internals.isImpossible(pos([['R', NNE_C], ['Lo', NNE_A], ['Lo', sq(-7, 0)], ['W', sq(6, -4)], ...rest], [[], []], 0, o));
    expect(loose({ 'balance-lock-rule': 'none' })).toBe(false);
    expect(loose({ 'balance-harmony-geometry': 'clear-line' })).toBe(false);
    expect(loose({ 'balance-lock-rule': 'canonical' })).toBe(true);
  });
  it('never calls a position dead when a search finds complete harmony from it', () => {
    let seed = 777;
    const rand = (n: number) => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return (seed >>> 8) % n;
    };
    const near = [NNE_A, NNE_B, NNE_C, NNE_D, DIAG, DIAG2, ENE_A, ENE_B, sq(6, 5), sq(3, 5), sq(4, 4), sq(2, -3), sq(6, 1), sq(-7, 0)];
    const o = { ...FREE, 'balance-move-range': 'one' };
    let dead = 0;
    let live = 0;
    let liveWon = 0;
    for (let k = 0; k < 40 && dead + live < 16; k++) {
      const spots = [...near].sort(() => rand(3) - 1).slice(0, 4) as [string, string, string, string];
      const onWheel = rand(3) === 0;
      const pieces: P[] = [onWheel ? ['R', spots[0], 'W'] : ['R', spots[0]], ['Lo', spots[1]], ['Lo', spots[2]], ...rest];
      if (!onWheel) pieces.push(['W', spots[3]]);
      const s = pos(pieces, [[], []], 0, o);
      if (internals.isComplete(s)) continue;
      const found = explore(s, 250).complete;
      if (internals.isImpossible(s)) {
        dead++;
        expect(found, `dead but completable: ${engine.formatPosition(s)}`).toBe(0);
      } else {
        live++;
        if (found > 0) liveWon++;
      }
    }
    // Both kinds occur, and the search is able to find a completion when there is a near one.
    expect(dead).toBeGreaterThan(0);
    expect(liveWon).toBeGreaterThan(0);
  });
  it('BAL-11: a placement that balances every flower wins during the Blossoming', () => {
    // The Wheel is still in a hand: the Blossoming is not over, yet every flower is balanced.
    const s = pos([['R', DIAG], ['Lo', NNE_A], ['O', sq(-3, 2)], ['Li', sq(-2, 2)], ['Li', sq(-4, 2)], ['O', SSW_A], ['Li', SSW_B], ['O', sq(-5, -2)], ['Li', sq(-6, -3)]], [['Lo'], ['W']], 0);
    const after = play(s, `Lo*${ENE_A}`);
    expect(after.stage).toBe(1);
    expect(engine.outcome(after)).toMatchObject({ status: 'win', winner: 0, rule: 'complete-harmony' });
  });
  it('the worked game ends with Player 2 completing the harmony by a move', () => {
    const ex = example('whole-game');
    let s = unwrap(engine.parsePosition(ex.start));
    expect(s).toMatchObject(unwrap(engine.create({ seed: 1 })));
    for (const step of ex.steps) {
      expect(engine.outcome(s).status).toBe('ongoing');
      s = play(s, step.move);
    }
    expect(engine.outcome(s)).toMatchObject({ status: 'win', winner: 1, rule: 'complete-harmony' });
    expect(count(s)).toBe(6);
  });
  it('a quiet run of 60 second-stage plies draws', () => {
    const s = pos([['Li', sq(0, 0)], ['O', sq(-7, -3)]], [[], []], 0, {}, { quiet: 59, best: 0 });
    const after = play(s, `${sq(0, 0)}-${sq(0, 1)}`);
    expect(engine.outcome(after)).toMatchObject({ status: 'draw', rule: 'quiet-draw' });
  });
});

describe('notation', () => {
  it('round-trips positions and setups exactly', () => {
    let s = unwrap(engine.create({ seed: 9 }));
    for (const ex of EXAMPLES) {
      const p = unwrap(engine.parsePosition(ex.start));
      expect(engine.formatPosition(p)).toBe(ex.start);
      expect(engine.formatPosition(unwrap(engine.fromSetup(engine.toSetup(p))))).toBe(ex.start);
    }
    s = play(s, `${s.hands[s.toMove][0]}*${sq(0, 0)}`);
    const text = engine.formatPosition(s);
    expect(text).toMatch(/^[A-Za-z0-9*:\-.,_~!]+$/);
    expect(engine.formatPosition(unwrap(engine.parsePosition(text)))).toBe(text);
  });
  it('accepts a short hand-written position', () => {
    const s = unwrap(engine.parsePosition('b1_9i:10jLoW,8hR_-_-'));
    expect(s.stage).toBe(2);
    expect(count(s)).toBe(1);
  });
  it('rejects impossible positions and setups with a plain message', () => {
    const bad: [string, RegExp][] = [
      ['b1_10jW_-_-_t0', /Wheel of Life cannot stand on the intersection/],
      ['b1_10jR,10jLo_-_-_t0', /Two tiles are given for 10j/],
      ['b1_10jLi,9jLi,8jLi,7jLi,6jLi_-_-_t0', /only 4 Lilies/],
      ['b1_10jR_Lo_-_t1', /Player 2 is to place a tile but holds none/],
      ['b1_10jR_-_-_t0.s1', /someone must still hold a tile/],
      ['b1_1jR_-_-_t0', /not a playable place/],
      ['b1_10jRW_-_-_t0', /Wheel of Life cannot stand on the intersection/],
      ['x1_10jR_-_-', /not a Balance position/],
      ['b1_10jQ_-_-', /not a piece/],
      ['b1_10jR_-_-_z9', /not understood/],
    ];
    for (const [text, re] of bad) {
      const r = engine.parsePosition(text);
      expect(r.ok, text).toBe(false);
      if (!r.ok) expect(r.error.message).toMatch(re);
    }
    const setups: unknown[] = [{ pieces: [{ tile: 'W', place: '10j' }] }, { pieces: [{ tile: 'R', place: '10j', under: 'Lo' }] }, { pieces: [], hands: [['R', 'R'], []] }, { hands: 'no' }];
    for (const su of setups) expect(engine.fromSetup(su).ok).toBe(false);
  });
  it('describe() names the stage, the tiles, their gardens and the balances; hidden hands stay hidden', () => {
    const s = pos([['R', NNE_C, 'W'], ['Lo', NNE_A]], [['Li'], ['O']]);
    const d = engine.describe(s);
    expect(d).toMatch(/Blossoming/);
    expect(d).toMatch(/Rose on the Wheel of Life on square 8e:9f \(garden North-north-east inner\)/);
    expect(d).toMatch(/1 balance:/);
    expect(d).toMatch(/Player 1 holds 1 hidden tile/);
    expect(d).not.toMatch(/holds Lily/);
    // A board that shows the hands describes them too (it never says "hidden" about tiles on screen).
    const shown = engine.describe(s, { revealHands: true });
    expect(shown).toMatch(/Player 1 holds Lily/);
    expect(shown).not.toMatch(/hidden/);
  });
  it('every rule cited by the engine exists in rules.ts', async () => {
    const { RULE } = await import('./engine.ts');
    for (const r of Object.values(RULE)) expect(RULE_IDS).toContain(r);
  });
});

describe('bundle budget', () => {
  it('the engine module graph never imports rule prose, option docs, examples or meta', async () => {
    const { readFileSync } = await import('node:fs');
    const { dirname, resolve } = await import('node:path');
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/^import(?!\s+type)[^'"]*['"](\.[^'"]+)['"]/gm)) visit(resolve(dirname(file), m[1] as string));
    };
    visit(resolve(import.meta.dirname, 'engine.ts'));
    const names = [...seen].map((f) => f.split('/').slice(-2).join('/'));
    for (const banned of ['balance/docs.ts', 'balance/meta.ts', 'balance/rules.ts', 'balance/examples.ts', 'balance/index.ts']) expect(names).not.toContain(banned);
    expect(names).toContain('balance/spec.ts');
  });
});

describe('purity', () => {
  it('applyMove never changes its input', () => {
    const s = start('surplus-lock');
    const before = JSON.stringify(s);
    play(s, '7d:8e-3d:4e');
    expect(JSON.stringify(s)).toBe(before);
  });
  it('places of pieces are sorted and unique', () => {
    const s = play(unwrap(engine.create({ seed: 3 })), `${'O'}*${sq(0, 0)}`.replace('O', unwrap(engine.create({ seed: 3 })).hands[unwrap(engine.create({ seed: 3 })).toMove][0] as string));
    const ps = s.cells.map((c) => c.p as PlaceId);
    expect(ps).toEqual([...ps].sort((a, b) => a - b));
  });
});

/** Breadth-first search over second-stage moves (up to `limit` positions): how many are complete, whether the Rose moved. */
function explore(start: BalanceState, limit: number): { states: number; complete: number; roseMoved: boolean } {
  const rose = (st: BalanceState) => st.cells.find((c) => c.t === 'R')?.p;
  const r0 = rose(start);
  const key = (st: BalanceState) => st.cells.map((c) => `${c.p}${c.t}${c.w ? 'W' : ''}`).join(',');
  const seen = new Set<string>([key(start)]);
  const queue = [start];
  let complete = 0;
  let roseMoved = false;
  while (queue.length > 0 && seen.size < limit) {
    const st = queue.shift() as BalanceState;
    for (const m of engine.legalMoves(st)) {
      if (m.type !== 'move') continue;
      const next = unwrap(engine.applyMove(st, m));
      if (rose(next) !== r0) roseMoved = true;
      if (internals.isComplete(next)) complete++;
      if (seen.has(key(next))) continue;
      seen.add(key(next));
      queue.push(next);
    }
  }
  return { states: seen.size, complete, roseMoved };
}
