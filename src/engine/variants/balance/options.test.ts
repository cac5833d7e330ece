/**
 * Balance Pai Sho: every engine option changes play as its prose says. Each test
 * shows the difference between the default and the other choice(s).
 */
import { describe, expect, it } from 'vitest';
import { unwrap } from '../../core/result.ts';
import type { OptionValues } from '../../core/types.ts';
import { engine, internals } from './engine.ts';
import { gardenTable } from './gardens.ts';
import { OPTION_SPECS } from './spec.ts';
import { OPTION_DOCS } from './docs.ts';
import { placeName, type PlaceId } from '../../geometry/coords.ts';
import { count, id, movable, movesFrom, play, pos, pt, sq, tryMove, type P } from './test-helpers.ts';

const FREE: OptionValues = { 'balance-no-win-draw': 'none' };
const w = (o: OptionValues): OptionValues => ({ ...FREE, ...o });
const NNE_A = sq(0, 5);
const NNE_B = sq(2, 5);
const NNE_C = sq(1, 4);
const DIAG = sq(2, 2);
const DIAG2 = sq(3, 3);
const ENE_A = sq(4, 1);
const SSW_A = sq(-2, -5);
const SSW_B = sq(-3, -6);
/** A surplus position: two Lotus and one Rose in NNE inner, one Orchid–Lily pair elsewhere. */
const SURPLUS: P[] = [['R', NNE_C], ['Lo', NNE_A], ['Lo', NNE_B], ['O', SSW_A], ['Li', SSW_B]];

describe('every engine option is covered here', () => {
  it('lists the engine options', () => {
    expect(OPTION_SPECS.filter((o) => o.effect === 'engine').length).toBe(28);
  });
});

describe('board and gardens', () => {
  it('balance-play-surface: intersections only drops the Wheel; squares only forbids points', () => {
    const s = unwrap(engine.create({ seed: 3, options: { 'balance-play-surface': 'intersections' } }));
    expect([...s.hands[0], ...s.hands[1]]).not.toContain('W');
    expect(s.hands[0].length + s.hands[1].length).toBe(10);
    const onSquare = tryMove(s, `${s.hands[s.toMove][0]}*${sq(0, 0)}`);
    expect(!onSquare.ok && onSquare.error.rule).toBe('board-and-places');
    const q = unwrap(engine.create({ seed: 3, options: { 'balance-play-surface': 'squares' } }));
    const onPoint = tryMove(q, `${q.hands[q.toMove][0]}*${pt(0, 0)}`);
    expect(!onPoint.ok && onPoint.error.rule).toBe('board-and-places');
    expect(engine.view(q).points).toHaveLength(0);
  });
  it('balance-gardens-diagram: the diamond size decides whether two tiles share a garden', () => {
    const pieces: P[] = [['R', sq(0, 5)], ['Lo', sq(0, 8)]];
    expect(count(pos(pieces, [[], []], 0, FREE))).toBe(1);
    expect(count(pos(pieces, [[], []], 0, w({ 'balance-gardens-diagram': 'sectors-d7' })))).toBe(0);
    const blocks = gardenTable({ layout: 'blocks-4x4', membership: 'overlap', onboard: 'strict-centre', surface: 'both' });
    expect(blocks.ids).toHaveLength(16);
    expect(count(pos([['R', sq(1, 1)], ['Lo', sq(3, 3)]], [[], []], 0, w({ 'balance-gardens-diagram': 'blocks-4x4' })))).toBe(1);
    expect(count(pos([['R', sq(1, 1)], ['Lo', sq(3, 3)]], [[], []], 0, FREE))).toBe(1);
    expect(count(pos([['R', sq(5, 0)], ['Lo', sq(5, 5)]], [[], []], 0, w({ 'balance-gardens-diagram': 'blocks-4x4' })))).toBe(0);
    expect(count(pos([['R', sq(5, 0)], ['Lo', sq(5, 3)]], [[], []], 0, w({ 'balance-gardens-diagram': 'blocks-4x4' })))).toBe(1);
  });
  it('balance-garden-membership: at least half leaves the four quartered squares in no garden', () => {
    const pieces: P[] = [['O', sq(4, 4)], ['Li', sq(3, 4)]];
    expect(count(pos(pieces, [[], []], 0, FREE))).toBe(1);
    expect(count(pos(pieces, [[], []], 0, w({ 'balance-garden-membership': 'half' })))).toBe(0);
  });
  it('balance-garden-membership: under the default layout and board, the two readings differ on exactly the twelve squares the prose names', () => {
    const key = { layout: 'sectors-d9', onboard: 'strict-centre', surface: 'both' } as const;
    const overlap = gardenTable({ ...key, membership: 'overlap' });
    const half = gardenTable({ ...key, membership: 'half' });
    const names = (t: typeof half, p: PlaceId) => t.gardensOf(p).map((g) => t.ids[g]);
    const differ = overlap.places.filter((p) => names(overlap, p).join() !== names(half, p).join()).map((p) => placeName(p));
    const quartered = ['5e:6f', '14e:15f', '5n:6o', '14n:15o'];
    const rim = ['1i:2j', '1j:2k', '9a:10b', '10a:11b', '9r:10s', '10r:11s', '18i:19j', '18j:19k'];
    expect(differ.sort()).toEqual([...quartered, ...rim].sort());
    for (const q of quartered) {
      expect(names(overlap, id(q)), q).toHaveLength(4);
      expect(names(half, id(q)), q).toEqual([]);
    }
    for (const r of rim) {
      // Two gardens of one slice under any overlap; only the inner one of them under at least half.
      const both = names(overlap, id(r));
      expect(both, r).toHaveLength(2);
      expect(names(half, id(r)), r).toEqual(both.filter((g) => g?.endsWith('-inner')));
    }
    // The option's prose names the same squares and the same count.
    const doc = OPTION_DOCS['balance-garden-membership']!;
    for (const r of rim) expect(doc.choiceText.half!.meaning).toContain(r);
    expect(doc.choiceText.half!.meaning).toContain(['four', 'eight', 'twelve'][differ.length / 4 - 1]!);
    expect(doc.why).toContain('twelve squares');
  });
  it('balance-garden-pair-types: the sample map admits only one kind per garden', () => {
    const lr: P[] = [['R', NNE_A], ['Lo', NNE_B]];
    const ol: P[] = [['O', NNE_A], ['Li', NNE_B]];
    const opts = w({ 'balance-garden-pair-types': 'alternating-map' });
    expect(count(pos(lr, [[], []], 0, FREE))).toBe(1);
    expect(count(pos(ol, [[], []], 0, FREE))).toBe(1);
    expect(count(pos(lr, [[], []], 0, opts)) + count(pos(ol, [[], []], 0, opts))).toBe(1);
  });
  it('balance-onboard-set: the rim points and the partly-outside squares', () => {
    const s = pos([['O', ENE_A]], [['Li'], []], 0, FREE);
    const rim = pt(0, 9);
    const r = tryMove(s, `Li*${rim}`);
    expect(!r.ok && r.error.rule).toBe('board-and-places');
    expect(tryMove(pos([['O', ENE_A]], [['Li'], []], 0, w({ 'balance-onboard-set': 'closed-centre' })), `Li*${rim}`).ok).toBe(true);
    const edge = sq(0, 8);
    expect(tryMove(s, `Li*${edge}`).ok).toBe(true);
    const whole = tryMove(pos([['O', ENE_A]], [['Li'], []], 0, w({ 'balance-onboard-set': 'strict-whole' })), `Li*${edge}`);
    expect(!whole.ok && whole.error.rule).toBe('board-and-places');
  });
  it('balance-harmony-geometry: a clear line is needed, and a tile between them breaks it', () => {
    const pieces: P[] = [['O', sq(0, 2)], ['Li', sq(0, 6)], ['Lo', sq(0, 4)]];
    expect(count(pos(pieces, [[], []], 0, FREE))).toBe(1);
    const opts = w({ 'balance-harmony-geometry': 'clear-line' });
    expect(count(pos(pieces, [[], []], 0, opts))).toBe(0);
    expect(count(pos([['O', sq(0, 2)], ['Li', sq(0, 6)]], [[], []], 0, opts))).toBe(1);
    expect(count(pos([['O', pt(1, 3)], ['Li', sq(0, 6)]], [[], []], 0, opts))).toBe(0);
  });
});

describe('balances', () => {
  it('balance-same-pair-twice: two tiles sharing two gardens count once, or once per garden', () => {
    const pieces: P[] = [['O', DIAG], ['Li', DIAG2]];
    expect(count(pos(pieces, [[], []], 0, FREE))).toBe(1);
    expect(count(pos(pieces, [[], []], 0, w({ 'balance-same-pair-twice': 'per-garden' })))).toBe(2);
  });
  it('balance-unlike-pairs: any upward flower balances any downward flower', () => {
    const pieces: P[] = [['R', NNE_A], ['Li', NNE_B], ['Lo', SSW_A], ['O', SSW_B]];
    expect(count(pos(pieces, [[], []], 0, FREE))).toBe(0);
    const s = pos(pieces, [[], []], 0, w({ 'balance-unlike-pairs': 'up-down' }));
    expect(count(s)).toBe(2);
    expect(engine.harmonies(s).map((h) => h.kind).sort()).toEqual(['lotus-orchid', 'rose-lily']);
  });
  it('balance-tile-count: five and five gives four Lotus, two Orchids and three Lilies', () => {
    const s = unwrap(engine.create({ seed: 2, options: { 'balance-tile-count': 'five-five' } }));
    const all = [...s.hands[0], ...s.hands[1]];
    expect(all.filter((t) => t === 'Lo')).toHaveLength(4);
    expect(all.filter((t) => t === 'O')).toHaveLength(2);
    expect(all.filter((t) => t === 'Li')).toHaveLength(3);
    expect(engine.fromSetup({ pieces: [['Lo', sq(0, 0)], ['Lo', sq(1, 0)], ['Lo', sq(2, 0)]].map(([tile, place]) => ({ tile, place })) }).ok).toBe(false);
    expect(engine.fromSetup({ pieces: [['Lo', sq(0, 0)], ['Lo', sq(1, 0)], ['Lo', sq(2, 0)]].map(([tile, place]) => ({ tile, place })) }, { 'balance-tile-count': 'five-five' }).ok).toBe(true);
  });
});

describe('setup and turns', () => {
  it('balance-draw-first: the first seat always draws first (and holds six)', () => {
    const sizes = (o: OptionValues) => Array.from({ length: 12 }, (_, seed) => unwrap(engine.create({ seed, options: o })).hands[0].length);
    expect(sizes({ 'balance-draw-first': 'first-seat' }).every((n) => n === 6)).toBe(true);
    expect(new Set(sizes({})).size).toBe(2);
  });
  it('balance-hand-visibility: hands are hidden unless open (or revealed for study)', () => {
    const s = unwrap(engine.create({ seed: 5 }));
    expect(engine.view(s).hands.every((h) => h.hidden && h.tiles.length === 0 && h.size > 0)).toBe(true);
    expect(engine.view(s, { revealHands: true }).hands.every((h) => !h.hidden && h.tiles.length === h.size)).toBe(true);
    // A reader facing the computer (seat 0) sees only their own hand.
    const mine = engine.view(s, { revealHands: [1] }).hands;
    expect([mine[0]?.hidden, mine[1]?.hidden]).toEqual([true, false]);
    expect(mine[1]?.tiles).toEqual(s.hands[1]);
    expect(engine.describe(s, { revealHands: [1] })).toMatch(/Player 1 holds \d+ hidden tiles?\. Player 2 holds (Rose|Lotus|Orchid|Lily|Wheel)/);
    const o = unwrap(engine.create({ seed: 5, options: { 'balance-hand-visibility': 'open' } }));
    expect(engine.view(o).hands.every((h) => !h.hidden && h.tiles.length === h.size)).toBe(true);
    expect(engine.describe(o)).toMatch(/holds (Rose|Lotus|Orchid|Lily|Wheel)/);
  });
  it('balance-first-placer: with fewer first, the six-tile player places the last two tiles in a row', () => {
    let s = unwrap(engine.create({ seed: 1, options: w({ 'balance-first-placer': 'fewer' }) }));
    expect(s.hands[s.toMove]).toHaveLength(5);
    const movers: number[] = [];
    const spots = [sq(-8, 0), sq(-6, 0), sq(-4, 0), sq(-2, 0), sq(0, 0), sq(2, 0), sq(4, 0), sq(6, 0), sq(-8, -2), sq(-6, -2), sq(-4, -2)];
    for (const spot of spots) {
      movers.push(s.toMove);
      s = play(s, `${s.hands[s.toMove][0]}*${spot}`);
    }
    expect(movers[9]).toBe(movers[10]);
    expect(movers.slice(0, 10).every((m, k) => k === 0 || m !== movers[k - 1])).toBe(true);
  });
  it('turn-order: with more first (the default), and with five and five on intersections, nobody ever places twice in a row', () => {
    const spots = [sq(-8, 0), sq(-6, 0), sq(-4, 0), sq(-2, 0), sq(0, 0), sq(2, 0), sq(4, 0), sq(6, 0), sq(-8, -2), sq(-6, -2), sq(-4, -2)];
    const points = [pt(-8, 0), pt(-6, 0), pt(-4, 0), pt(-2, 0), pt(1, 1), pt(2, 0), pt(4, 0), pt(6, 0), pt(-8, -2), pt(-6, -2)];
    for (const [o, where] of [[w({}), spots], [w({ 'balance-play-surface': 'intersections' }), points]] as const)
      for (const seed of [1, 2, 3, 4]) {
        let s = unwrap(engine.create({ seed, options: o }));
        const movers: number[] = [];
        for (const spot of where) {
          if (engine.outcome(s).status !== 'ongoing') break;
          movers.push(s.toMove);
          s = play(s, `${s.hands[s.toMove][0]}*${spot}`);
        }
        expect(movers.length, `seed ${seed}`).toBe(where.length);
        expect(movers.every((m, k) => k === 0 || m !== movers[k - 1]), `seed ${seed}`).toBe(true);
      }
  });
  it('balance-stage2-first-mover: alternate, first placer, or random', () => {
    const last = (o: OptionValues) => pos([['R', NNE_C], ['Lo', NNE_A], ['O', SSW_A]], [['Li'], []], 0, w(o), { firstPlacer: 0 });
    const after = (o: OptionValues) => play(last(o), `Li*${sq(-7, 0)}`);
    expect(after({}).toMove).toBe(1);
    expect(after({ 'balance-stage2-first-mover': 'first-placer' }).toMove).toBe(0);
    const rnd = new Set(
      Array.from({ length: 16 }, (_, k) => {
        const s = pos([['R', NNE_C], ['Lo', NNE_A], ['O', SSW_A]], [['Li'], []], 0, w({ 'balance-stage2-first-mover': 'random' }), { rng: k * 7919 });
        return play(s, `Li*${sq(-7, 0)}`).toMove;
      }),
    );
    expect(rnd.size).toBe(2);
  });
  it('balance-who-moves-what: only tiles you placed', () => {
    const setup = {
      pieces: [
        { tile: 'Lo', place: sq(-7, 0), owner: 1 },
        { tile: 'Li', place: sq(6, -4), owner: 0 },
        { tile: 'R', place: NNE_A, owner: 0 },
        { tile: 'O', place: SSW_A, owner: 1 },
      ],
      hands: [[], []],
      toMove: 0,
    };
    const any = unwrap(engine.fromSetup(setup, FREE));
    expect(movable(any)).toContain(sq(-7, 0));
    const own = unwrap(engine.fromSetup(setup, w({ 'balance-who-moves-what': 'own' })));
    expect(movable(own)).not.toContain(sq(-7, 0));
    expect(movable(own)).toContain(sq(6, -4));
    const r = tryMove(own, `${sq(-7, 0)}-${sq(-7, 1)}`);
    expect(!r.ok && r.error.rule).toBe('shared-tiles');
  });
  it('balance-voluntary-pass: passing is allowed in the second stage when moves exist', () => {
    const s = pos(SURPLUS, [[], []], 0, FREE);
    const r = engine.applyMove(s, { type: 'pass' });
    expect(!r.ok && r.error.rule).toBe('passing');
    const v = pos(SURPLUS, [[], []], 0, w({ 'balance-voluntary-pass': 'yes' }));
    expect(engine.legalMoves(v).some((m) => m.type === 'pass')).toBe(true);
    const twice = play(v, 'pass', 'pass');
    expect(engine.outcome(twice)).toMatchObject({ status: 'draw', rule: 'passing' });
  });
});

describe('movement', () => {
  it('balance-move-range: any distance, one step, up to two or three', () => {
    const pieces: P[] = [['Li', sq(0, 0)], ['Lo', sq(-7, -3)], ['O', sq(6, -4)]];
    const n = (o: OptionValues) => movesFrom(pos(pieces, [[], []], 0, w(o)), sq(0, 0)).length;
    expect(n({ 'balance-move-range': 'one' })).toBe(4);
    expect(n({ 'balance-move-range': 'up-to-two' })).toBe(8);
    expect(n({ 'balance-move-range': 'up-to-three' })).toBe(12);
    expect(n({})).toBeGreaterThan(20);
    const r = tryMove(pos(pieces, [[], []], 0, w({ 'balance-move-range': 'one' })), `${sq(0, 0)}-${sq(0, 2)}`);
    expect(!r.ok && r.error.rule).toBe('move-orthogonal');
  });
  it('balance-mixed-occupancy: a tile on an intersection blocks its squares (for placing and moving)', () => {
    const pieces: P[] = [['Lo', pt(2, 1)], ['O', sq(-7, -3)], ['R', sq(6, -4)]];
    const place = (o: OptionValues) => tryMove(pos(pieces, [['Li'], []], 0, w(o)), `Li*${sq(1, 0)}`);
    expect(place({}).ok).toBe(true);
    const b = place({ 'balance-mixed-occupancy': 'blocking' });
    expect(!b.ok && b.error.rule).toBe('blossoming-place');
    expect(place({ 'balance-mixed-occupancy': 'movement-only' }).ok).toBe(true);
    const moving: P[] = [['Li', sq(0, 0)], ['Lo', pt(3, 1)], ['O', sq(-7, -3)], ['R', sq(6, -4)]];
    const reach = (o: OptionValues) => movesFrom(pos(moving, [[], []], 0, w(o)), sq(0, 0));
    expect(reach({})).toContain(sq(5, 0));
    expect(reach({ 'balance-mixed-occupancy': 'movement-only' })).not.toContain(sq(5, 0));
    expect(reach({ 'balance-mixed-occupancy': 'movement-only' })).toContain(sq(1, 0));
    expect(reach({ 'balance-mixed-occupancy': 'blocking' })).not.toContain(sq(2, 0));
  });
  it('balance-mixed-occupancy (movement-only): a flower may not land on a Wheel whose square has a tile on a corner', () => {
    // The Wheel on sq(0, 0); a Lotus on its south-east corner, which the squares to the north do not touch;
    // a Lily slides in from the north.
    const pieces: P[] = [['W', sq(0, 0)], ['Lo', pt(1, 0)], ['Li', sq(0, 3)], ['O', sq(-7, -3)], ['R', sq(6, -4)]];
    const to = (o: OptionValues) => movesFrom(pos(pieces, [[], []], 0, w(o)), sq(0, 3));
    expect(to({})).toContain(sq(0, 0));
    // Under 'movement-only' placing ignores neighbours, so this position can arise; under 'blocking' it cannot.
    expect(to({ 'balance-mixed-occupancy': 'movement-only' })).not.toContain(sq(0, 0));
    expect(to({ 'balance-mixed-occupancy': 'movement-only' })).toContain(sq(0, 1));
  });
  it('balance-fixed-tiles: intersection tiles may move along the lines', () => {
    const pieces: P[] = [['Li', pt(-3, 5)], ['O', sq(-7, 0)], ['R', sq(6, -4)]];
    expect(movesFrom(pos(pieces, [[], []], 0, FREE), pt(-3, 5))).toEqual([]);
    const m = movesFrom(pos(pieces, [[], []], 0, w({ 'balance-fixed-tiles': 'movable' })), pt(-3, 5));
    expect(m).toContain(pt(-3, 0));
    expect(m.every((p) => !p.includes(':'))).toBe(true);
  });
  it('balance-wheel-stacking: place only, or slide the Wheel under a flower', () => {
    const pieces: P[] = [['W', sq(0, 0)], ['Li', sq(0, 3)], ['O', sq(-7, -3)]];
    expect(movesFrom(pos(pieces, [[], []], 0, FREE), sq(0, 3))).toContain(sq(0, 0));
    const po = pos(pieces, [[], []], 0, w({ 'balance-wheel-stacking': 'place-only' }));
    expect(movesFrom(po, sq(0, 3))).not.toContain(sq(0, 0));
    const r = tryMove(po, `${sq(0, 3)}-${sq(0, 0)}`);
    expect(!r.ok && r.error.rule).toBe('wheel-stack');
    const ut = pos(pieces, [[], []], 0, w({ 'balance-wheel-stacking': 'under-too' }));
    expect(movesFrom(ut, sq(0, 0))).toContain(sq(0, 3));
    const placed = play(pos([['Li', sq(0, 3)], ['O', sq(-7, -3)]], [['W'], []], 0, w({ 'balance-wheel-stacking': 'under-too' })), `W*${sq(0, 3)}`);
    expect(placed.cells.find((c) => c.p === id(sq(0, 3)))).toMatchObject({ t: 'Li', w: true });
  });
  it('balance-wheel-mobility: carries, never moves, or only when empty', () => {
    const stack: P[] = [['Li', sq(0, 0), 'W'], ['Lo', sq(-7, -3)], ['R', sq(6, -4)]];
    const carried = play(pos(stack, [[], []], 0, FREE), `${sq(0, 0)}-${sq(0, 2)}`);
    expect(carried.cells.find((c) => c.p === id(sq(0, 2)))).toMatchObject({ t: 'Li', w: true });
    for (const mode of ['immobile', 'empty-only']) {
      const left = play(pos(stack, [[], []], 0, w({ 'balance-wheel-mobility': mode })), `${sq(0, 0)}-${sq(0, 2)}`);
      expect(left.cells.find((c) => c.p === id(sq(0, 0)))).toMatchObject({ t: 'W' });
      expect(left.cells.find((c) => c.p === id(sq(0, 2)))).toMatchObject({ t: 'Li' });
      expect(left.cells.find((c) => c.p === id(sq(0, 2)))?.w).toBeUndefined();
    }
    const empty: P[] = [['W', sq(0, 0)], ['Lo', sq(-7, -3)], ['R', sq(6, -4)]];
    expect(movesFrom(pos(empty, [[], []], 0, FREE), sq(0, 0)).length).toBeGreaterThan(0);
    expect(movesFrom(pos(empty, [[], []], 0, w({ 'balance-wheel-mobility': 'empty-only' })), sq(0, 0)).length).toBeGreaterThan(0);
    const im = pos(empty, [[], []], 0, w({ 'balance-wheel-mobility': 'immobile' }));
    expect(movesFrom(im, sq(0, 0))).toEqual([]);
    const r = tryMove(im, `${sq(0, 0)}-${sq(0, 2)}`);
    expect(!r.ok && r.error.rule).toBe('wheel-moves');
  });
  it('balance-lock-rule: every maximum, one canonical assignment, or none', () => {
    expect(movable(pos(SURPLUS, [[], []], 0, FREE))).toEqual([NNE_A, NNE_B].sort());
    const canonical = movable(pos(SURPLUS, [[], []], 0, w({ 'balance-lock-rule': 'canonical' })));
    expect(canonical).toHaveLength(1);
    expect([NNE_A, NNE_B]).toContain(canonical[0]);
    const none = movable(pos(SURPLUS, [[], []], 0, w({ 'balance-lock-rule': 'none' })));
    expect(none).toEqual([NNE_A, NNE_B, NNE_C, SSW_A, SSW_B].sort());
  });
  it('balance-forced-balance: a balancing move must be played when one exists', () => {
    const pieces: P[] = [['R', NNE_C], ['Lo', NNE_A], ['Lo', sq(0, 0)], ['O', SSW_A], ['Li', sq(-7, 0)]];
    const free = pos(pieces, [[], []], 0, FREE);
    const forced = pos(pieces, [[], []], 0, w({ 'balance-forced-balance': 'stage-two' }));
    expect(engine.legalMoves(forced).length).toBeLessThan(engine.legalMoves(free).length);
    for (const m of engine.legalMoves(forced)) expect(count(unwrap(engine.applyMove(forced, m)))).toBeGreaterThan(count(forced));
    const r = tryMove(forced, `${sq(-7, 0)}-${sq(-7, 1)}`);
    expect(!r.ok && r.error.rule).toBe('following-suit');
    // In the Blossoming only with both-stages.
    const b = (o: OptionValues) => pos([['R', NNE_C], ['O', SSW_A]], [['Lo', 'Li'], ['Lo']], 0, w(o));
    expect(tryMove(b({ 'balance-forced-balance': 'stage-two' }), `Lo*${sq(-7, 0)}`).ok).toBe(true);
    const bs = tryMove(b({ 'balance-forced-balance': 'both-stages' }), `Lo*${sq(-7, 0)}`);
    expect(!bs.ok && bs.error.rule).toBe('following-suit');
    expect(tryMove(b({ 'balance-forced-balance': 'both-stages' }), `Lo*${NNE_A}`).ok).toBe(true);
  });
  it('balance-forced-balance with balance-voluntary-pass: a player who can form a balance may not pass instead', () => {
    const pieces: P[] = [['R', NNE_C], ['Lo', NNE_A], ['Lo', sq(0, 0)], ['O', SSW_A], ['Li', sq(-7, 0)]];
    const both = pos(pieces, [[], []], 0, w({ 'balance-forced-balance': 'stage-two', 'balance-voluntary-pass': 'yes' }));
    expect(engine.legalMoves(both).some((m) => m.type === 'pass')).toBe(false);
    const r = engine.applyMove(both, { type: 'pass' });
    expect(!r.ok && r.error.rule).toBe('following-suit');
    // With nothing to gain, the voluntary pass is back.
    const quiet = pos(SURPLUS, [[], []], 0, w({ 'balance-forced-balance': 'stage-two', 'balance-voluntary-pass': 'yes' }));
    expect(engine.legalMoves(quiet).some((m) => m.type === 'pass')).toBe(true);
  });
  it('balance-repetition: no undo, no repeated arrangement, or threefold draw', () => {
    const base = pos(SURPLUS, [[], []], 0, FREE);
    const out = `${NNE_B}-${sq(6, 5)}`;
    const back = `${sq(6, 5)}-${NNE_B}`;
    expect(tryMove(play(base, out), back).ok).toBe(true);
    const nu = play(pos(SURPLUS, [[], []], 0, w({ 'balance-repetition': 'no-undo' })), out);
    const r = tryMove(nu, back);
    expect(!r.ok && r.error.rule).toBe('repetition');
    const sk = play(pos(SURPLUS, [[], []], 0, w({ 'balance-repetition': 'superko' })), out);
    const r2 = tryMove(sk, back);
    expect(!r2.ok && r2.error.rule).toBe('repetition');
    // Threefold: shuttle a spare Lotus out and back twice (the start counts once).
    let t = pos(SURPLUS, [[], []], 0, w({ 'balance-repetition': 'threefold' }));
    t = play(t, out, back);
    expect(engine.outcome(t).status).toBe('ongoing');
    t = play(t, out, back);
    expect(engine.outcome(t)).toMatchObject({ status: 'draw', rule: 'repetition' });
  });
  it('balance-no-legal-move: pass, lose or draw', () => {
    const stuck: P[] = [['R', pt(1, 5)], ['Lo', pt(-3, 5)], ['O', pt(-4, -2)]];
    const s = pos(stuck, [[], []], 0, FREE);
    expect(engine.legalMoves(s)).toEqual([{ type: 'pass' }]);
    expect(engine.outcome(pos(stuck, [[], []], 0, w({ 'balance-no-legal-move': 'lose' })))).toMatchObject({ status: 'win', winner: 1, rule: 'passing' });
    expect(engine.outcome(pos(stuck, [[], []], 0, w({ 'balance-no-legal-move': 'draw' })))).toMatchObject({ status: 'draw', rule: 'passing' });
  });
});

describe('the end of the game', () => {
  it('balance-complete-definition: every flower balanced, every capacity used, or a target count', () => {
    // The Orchid on the diagonal has a Lily in one of its two gardens only.
    const pieces: P[] = [['O', DIAG], ['Li', ENE_A]];
    expect(internals.isComplete(pos(pieces, [[], []], 0, FREE))).toBe(true);
    expect(internals.isComplete(pos(pieces, [[], []], 0, w({ 'balance-complete-definition': 'full-capacity' })))).toBe(false);
    expect(internals.isComplete(pos([...pieces, ['Li', NNE_A]], [[], []], 0, w({ 'balance-complete-definition': 'full-capacity' })))).toBe(true);
    // Target count: one Orchid and two Lilies need max(1, 2) = 2 balances, even with a flower still in hand.
    const t = pos([['O', DIAG], ['Li', ENE_A], ['Li', NNE_A]], [['R'], []], 0, w({ 'balance-complete-definition': 'target-count' }));
    expect(internals.isComplete(t)).toBe(false);
    const t2 = pos([['O', DIAG], ['Li', ENE_A], ['Li', NNE_A]], [['Li'], []], 0, w({ 'balance-complete-definition': 'target-count' }));
    expect(internals.isComplete(t2)).toBe(false);
    const t3 = pos([['O', DIAG], ['Li', ENE_A], ['Li', NNE_A]], [['O'], []], 0, w({ 'balance-complete-definition': 'target-count' }));
    expect(internals.isComplete(t3)).toBe(true);
    expect(internals.isComplete(pos([['O', DIAG], ['Li', ENE_A], ['Li', NNE_A]], [['O'], []], 0, FREE))).toBe(false);
  });
  it('balance-complete-definition: every tile placed too, so the Wheel still in a hand holds the win back', () => {
    const before = (o: OptionValues) => pos([['O', SSW_A], ['Li', SSW_B], ['Lo', NNE_A]], [['R', 'W'], []], 0, o);
    // Under the default, the last flower completes the harmony with the Wheel still in the hand.
    const won = play(before(FREE), `R*${NNE_B}`);
    expect(engine.outcome(won)).toMatchObject({ status: 'win', winner: 0, rule: 'complete-harmony' });
    expect(won.hands[0]).toEqual(['W']);
    const o = w({ 'balance-complete-definition': 'all-placed' });
    const held = play(before(o), `R*${NNE_B}`);
    expect(engine.outcome(held).status).toBe('ongoing');
    expect(internals.isComplete(held)).toBe(false);
    // Player 1's hand is empty, so player 0 places again: the Wheel completes it.
    const done = play(held, `W*${sq(-7, 0)}`);
    expect(engine.outcome(done)).toMatchObject({ status: 'win', winner: 0, rule: 'complete-harmony' });
    const end = engine.outcome(done);
    expect(end.status === 'win' ? end.reason : '').toContain('every tile is placed');
  });
  it('balance-complete-definition: the win names the reading in force', () => {
    // One Orchid and two Lilies need two balances: the second Lily brings the board to the count.
    const o = w({ 'balance-complete-definition': 'target-count' });
    const s = pos([['O', DIAG], ['Li', ENE_A]], [['Li', 'O'], []], 0, o);
    const won = play(s, `Li*${NNE_A}`);
    const end = engine.outcome(won);
    expect(end).toMatchObject({ status: 'win', rule: 'complete-harmony' });
    expect(end.status === 'win' ? end.reason : '').toContain('the number of balances the set needs');
    expect(end.status === 'win' ? end.reason : '').not.toContain('every flower is balanced');
  });
  it('balance-winner: the completer wins, or the result is shared', () => {
    const s = pos([['R', NNE_C, 'W'], ['Lo', NNE_A]], [['Lo'], []], 0, FREE);
    expect(engine.outcome(play(s, `Lo*${NNE_B}`))).toMatchObject({ status: 'win', winner: 0 });
    const c = pos([['R', NNE_C, 'W'], ['Lo', NNE_A]], [['Lo'], []], 0, w({ 'balance-winner': 'cooperative' }));
    expect(engine.outcome(play(c, `Lo*${NNE_B}`))).toMatchObject({ status: 'draw', rule: 'complete-harmony' });
  });
  it('balance-stage1-win: a completing placement wins at once, or only a move does', () => {
    const o = w({ 'balance-stage1-win': 'stage-two-only' });
    const s = play(pos([['R', NNE_C, 'W'], ['Lo', NNE_A]], [['Lo'], []], 0, o), `Lo*${NNE_B}`);
    expect(engine.outcome(s).status).toBe('ongoing');
    expect(s.stage).toBe(2);
    const m = pos([['R', NNE_C, 'W'], ['Lo', NNE_A], ['Lo', sq(2, -3)]], [[], []], 0, o);
    expect(engine.outcome(play(m, `${sq(2, -3)}-${sq(2, 5)}`))).toMatchObject({ status: 'win', winner: 0 });
  });
  it('balance-stage1-win, only by a move: a completing last placement hands the win to the opponent’s Wheel move; with nothing movable, passes follow', () => {
    const o = w({ 'balance-stage1-win': 'stage-two-only' });
    const s = play(pos([['O', SSW_A], ['Li', SSW_B], ['Lo', NNE_A], ['W', sq(-7, 0)]], [['R'], []], 0, o), `R*${NNE_B}`);
    expect(internals.isComplete(s)).toBe(true);
    expect(engine.outcome(s).status).toBe('ongoing');
    // Only the empty Wheel may move (the flowers are all locked), and any such move wins for player 1.
    expect(movable(s)).toEqual([sq(-7, 0)]);
    for (const m of engine.legalMoves(s)) expect(engine.outcome(unwrap(engine.applyMove(s, m)))).toMatchObject({ status: 'win', winner: 1 });
    // All on intersections: nothing can move, so both pass and the game is drawn.
    const f = play(pos([['O', pt(-2, -5)], ['Li', pt(-3, -6)], ['Lo', pt(1, 5)]], [['R'], []], 0, o), `R*${pt(2, 5)}`);
    expect(internals.isComplete(f)).toBe(true);
    expect(engine.legalMoves(f)).toEqual([{ type: 'pass' }]);
    expect(engine.outcome(play(f, 'pass', 'pass'))).toMatchObject({ status: 'draw', rule: 'passing' });
  });
  it('balance-no-win-draw: sure test, move cap, both, or none', () => {
    const dead: P[] = [['R', pt(2, 5)], ['Lo', NNE_A], ['Lo', NNE_B], ['Li', sq(-7, 0)], ['O', SSW_A]];
    const o = (v: string) => engine.outcome(pos(dead, [[], []], 0, { 'balance-no-win-draw': v }));
    expect(o('analysis-and-cap')).toMatchObject({ status: 'draw', rule: 'impossible-draw' });
    expect(o('analysis')).toMatchObject({ status: 'draw', rule: 'impossible-draw' });
    expect(o('cap').status).toBe('ongoing');
    expect(o('none').status).toBe('ongoing');
    // SURPLUS itself is dead (the Rose, locked in one garden, can balance only one Lotus); with the Rose on a
    // diagonal square it can still balance both, so only the cap ends this game.
    const live: P[] = [['R', DIAG], ['Lo', NNE_A], ['Lo', NNE_B], ['O', SSW_A], ['Li', SSW_B]];
    expect(engine.outcome(pos(SURPLUS, [[], []], 0, { 'balance-no-win-draw': 'analysis' }))).toMatchObject({ status: 'draw', rule: 'impossible-draw' });
    const quiet = (v: string) => engine.outcome(play(pos(live, [[], []], 0, { 'balance-no-win-draw': v }, { quiet: 59, best: 2 }), `${NNE_B}-${sq(6, 5)}`));
    expect(quiet('cap')).toMatchObject({ status: 'draw', rule: 'quiet-draw' });
    expect(quiet('analysis-and-cap')).toMatchObject({ status: 'draw', rule: 'quiet-draw' });
    expect(quiet('analysis').status).toBe('ongoing');
    expect(quiet('none').status).toBe('ongoing');
  });
});
