import { describe, expect, it } from 'vitest';
import { unwrap } from '../../core/result.ts';
import { placeName, pointId, type PlaceId } from '../../geometry/coords.ts';
import { arcSpan, enclosesCentre, crossesFourMidlines } from './analysis.ts';
import { engine } from './engine.ts';
import { finalCount } from './rules-engine.ts';
import { conserved, disharmonyList, harmonyList, id, mv, play, pos, pt, targets, tryStep, type P } from './test-helpers.ts';
import { TILE_INDEX, type BasicState } from './state.ts';
import { meta } from './meta.ts';
import type { OptionValues } from '../../core/types.ts';

const rejects = (s: ReturnType<typeof pos>, text: string, rule: string) => {
  const r = tryStep(s, text);
  expect(r.ok, `${text} should be refused`).toBe(false);
  if (!r.ok) expect(r.error.rule, r.error.message).toBe(rule);
};
const NORTH_ROSE: P = ['R', 1, 5, -6];

describe('Basic: the worked examples BASIC-1…8', () => {
  it('BASIC-1: 54 tiles each, 108 in all, and the setup places 12 spring flowers', () => {
    const s = unwrap(engine.create({ seed: 4 }));
    expect(s.hands[0].reduce((a, b) => a + b, 0)).toBe(54);
    expect(conserved(s)).toBe(108);
    let t = s;
    for (let k = 0; k < 40 && t.stage === 'spring'; k++) t = unwrap(engine.applyMove(t, engine.legalMoves(t)[0]!));
    expect(t.stage).toBe('play');
    expect(t.pieces).toHaveLength(12);
    expect(conserved(t)).toBe(108);
  });

  it('BASIC-2: harmony partners on an open line form a harmony; other pairs do not', () => {
    const rows: [string, string, boolean][] = [
      ['J', 'L', true],
      ['J', 'Rh', true],
      ['L', 'Jd', true],
      ['Jd', 'R', true],
      ['R', 'C', true],
      ['C', 'Rh', true],
      ['J', 'R', false],
      ['J', 'Jd', false],
      ['L', 'C', false],
      ['Jd', 'Rh', false],
    ];
    // Two yellow points on one column: (-6,-5) and (-6,2).
    for (const [a, b, h] of rows) {
      const s = pos([[a, 0, -6, -5], [b, 0, -6, 2], NORTH_ROSE]);
      expect(harmonyList(s).length, `${a}–${b}`).toBe(h ? 1 : 0);
    }
  });

  it('BASIC-3: a Jasmine captures a Rose, not a Lily, and never its own tile', () => {
    const s = pos([['J', 0, -6, -5], ['R', 1, -6, -3], ['L', 1, -3, -5], ['L', 0, -7, -4]]);
    const after = play(s, `${pt(-6, -5)}-${pt(-6, -3)}`);
    expect(after.pot).toEqual([{ tile: 'R', owner: 1 }]);
    expect(engine.formatMove(s, mv(s, `${pt(-6, -5)}-${pt(-6, -3)}`))).toBe(`J${pt(-6, -5)} x R${pt(-6, -3)}`);
    rejects(s, `${pt(-6, -5)}-${pt(-3, -5)}`, 'capture');
    rejects(s, `${pt(-6, -5)}-${pt(-7, -4)}`, 'capture');
  });

  it('BASIC-4: a Rock next to a White Jade harmonizes with a Lily', () => {
    const s = pos([['Rk', 0, -6, -2], ['Jd', 0, -7, -2], ['L', 0, -6, 2], NORTH_ROSE]);
    expect(harmonyList(s)).toEqual([`0:1:${[pt(-6, -2), pt(-6, 2)].sort().join('-')}`]);
    // Without the Jade the Rock copies nothing.
    expect(harmonyList(pos([['Rk', 0, -6, -2], ['L', 0, -6, 2], NORTH_ROSE]))).toEqual([]);
  });

  it('BASIC-5: a natural harmony is worth 2, and disrupting it costs its owner 2', () => {
    const s = pos([['R', 0, 3, 2], ['Jd', 0, 3, -2], ['Rh', 1, 5, 1]], {}, { toMove: 1 });
    expect(harmonyList(s)).toEqual([`0:2:${[pt(3, 2), pt(3, -2)].sort().join('-')}`]);
    const after = play(s, `${pt(5, 1)}-${pt(3, 1)}`);
    expect(harmonyList(after)).toEqual([]);
    expect(disharmonyList(after)).toHaveLength(1);
    expect(after.points).toEqual([-2, 0]);
  });

  it('BASIC-6: a Jasmine enters only at its Home port, a Rose only at its Foreign port, and never onto a tile', () => {
    const s = pos([NORTH_ROSE]);
    expect(tryStep(s, 'J*10r').ok).toBe(true);
    rejects(s, 'J*10b', 'entry-ports');
    expect(tryStep(s, 'R*10b').ok).toBe(true);
    rejects(s, 'R*10r', 'entry-ports');
    const north = pos([NORTH_ROSE], {}, { toMove: 1 });
    expect(tryStep(north, 'J*10b').ok).toBe(true);
    // An opponent's Rose on South's Home port: a Jasmine could capture it, but may not enter.
    const blocked = pos([['R', 1, 0, -8], NORTH_ROSE]);
    rejects(blocked, 'J*10r', 'port-occupied');
  });

  it('BASIC-7: each player counts +1 per opponent tile in the Pot', () => {
    const s = pos([['J', 0, -6, -5], ['J', 1, 6, 5]], {}, { pot: [{ tile: 'R', owner: 1 }, { tile: 'C', owner: 1 }, { tile: 'J', owner: 0 }] });
    const [a, b] = finalCount(s);
    expect(a.pot).toBe(2);
    expect(b.pot).toBe(1);
  });

  it('BASIC-8: a Boat pushing a white flower onto a red point sends it back to its reserve', () => {
    const s = pos([['B', 0, -1, 3], ['J', 1, 0, 3], NORTH_ROSE]);
    const before = s.hands[1][TILE_INDEX.get('J')!]!;
    const after = play(s, `B${pt(-1, 3)}:push ${pt(0, 3)} ${pt(1, 3)}`);
    expect(after.pieces.some((p) => p.tile === 'J')).toBe(false);
    expect(after.hands[1][TILE_INDEX.get('J')!]).toBe(before + 1);
    expect(after.pot).toEqual([]);
    expect(conserved(after)).toBe(108);
  });
});

describe('Basic: movement, a table per tile', () => {
  // From (-6,-5), a yellow point in the south-west; the red quarter starts at the wall (-4,-3).
  const rows: [string, number, string[]][] = [
    ['J', 14, [pt(-3, -5), pt(-5, -4)]],
    ['R', 16, [pt(-4, -3), pt(-3, -2)]],
    ['Jd', 16, [pt(-6, 0), pt(-1, 0)]],
    ['Rh', 22, [pt(-2, -1), pt(-6, -1)]],
    ['D', 25, [pt(0, 1), pt(0, -5)]],
    ['Lo', 12, [pt(-4, -3), pt(-6, -3)]],
    ['B', 0, []],
  ];
  for (const [tile, n, some] of rows) {
    it(`${tile} from ${pt(-6, -5)} reaches ${n} points`, () => {
      const s = pos([[tile, 0, -6, -5], NORTH_ROSE]);
      const t = targets(s, -6, -5);
      if (tile !== 'B') expect(t).toHaveLength(n);
      for (const p of some) expect(t).toContain(p);
    });
  }
  it('white flowers may not end on red points; red flowers may not end on white ones', () => {
    const s = pos([['J', 0, -6, -5], NORTH_ROSE]);
    rejects(s, `${pt(-6, -5)}-${pt(-4, -3)}`, 'colour-bound');
    const r = pos([['R', 0, 6, -5], NORTH_ROSE]);
    // (4,-3) is on the wall of the white south-east quarter.
    rejects(r, `${pt(6, -5)}-${pt(4, -3)}`, 'colour-bound');
  });
  it('the Lily moves 2 and 2 as an L and is stopped only by opponents on its route', () => {
    const s = pos([['L', 0, -6, -3], NORTH_ROSE]);
    expect(targets(s, -6, -3)).toEqual([pt(-4, -5)]);
    rejects(s, `${pt(-6, -3)}-${pt(-4, -1)}`, 'colour-bound');
    rejects(s, `${pt(-6, -3)}-${pt(-6, -1)}`, 'l-moves');
    // Block both routes to (-4,-5) with opponents: (-5,-3) and (-6,-4).
    const blocked = pos([['L', 0, -6, -3], ['L', 1, -5, -3], ['L', 1, -6, -4]]);
    rejects(blocked, `${pt(-6, -3)}-${pt(-4, -5)}`, 'no-passing');
    const ownInWay = pos([['L', 0, -6, -3], ['J', 0, -5, -3], ['J', 0, -6, -4], NORTH_ROSE]);
    expect(targets(ownInWay, -6, -3)).toEqual([pt(-4, -5)]);
  });
  it('no tile passes over an opponent, except the Dragon and the Boat', () => {
    const s = pos([['J', 0, -6, -5], ['L', 1, -5, -5]]);
    expect(targets(s, -6, -5)).toHaveLength(11);
    rejects(s, `${pt(-6, -5)}-${pt(-4, -5)}`, 'no-passing');
    const d = pos([['D', 0, -6, -5], ['L', 1, -5, -5]]);
    expect(targets(d, -6, -5)).toContain(pt(-4, -5));
    expect(targets(d, -6, -5)).toContain(pt(-5, -5));
  });
  it('no tile moves onto a port, the centre included', () => {
    const s = pos([['Jd', 0, 0, 4], NORTH_ROSE]);
    rejects(s, `${pt(0, 4)}-${pt(0, 0)}`, 'no-port-landing');
    const open = pos([['Jd', 0, 0, 4], NORTH_ROSE], { 'basic-move-onto-port-entries': 'triangles-only' });
    expect(targets(open, 0, 4)).toContain(pt(0, 0));
  });
  it('the Boat moves up to five steps, turning freely and passing over tiles', () => {
    const s = pos([['B', 0, -6, -3], ['L', 1, -5, -3], NORTH_ROSE]);
    const t = targets(s, -6, -3);
    expect(t).toContain(pt(-1, -3));
    expect(t).toContain(pt(-2, 1));
    expect(t).not.toContain(pt(0, -3));
    const straight = pos([['B', 0, -6, -3], NORTH_ROSE], { 'basic-boat-movement': 'straight' });
    expect(targets(straight, -6, -3)).not.toContain(pt(-2, 0));
    expect(t).toContain(pt(-2, 0));
  });
});

describe('Basic: capture', () => {
  const rows: [string, string, boolean, string][] = [
    ['J', 'R', true, 'disharmony pair'],
    ['R', 'J', true, 'disharmony pair'],
    ['J', 'L', false, 'harmony pair'],
    ['J', 'J', false, 'same flower'],
    ['J', 'K', true, 'a non-flower is taken with its taker'],
    ['J', 'D', true, 'the Dragon is removable by any tile'],
    ['J', 'Lo', true, 'the Lotus is removable by any tile'],
    ['D', 'L', true, 'the Dragon captures enemy tiles'],
    ['Lo', 'L', true, 'the Lotus takes any tile'],
  ];
  for (const [a, b, ok, why] of rows) {
    it(`${a} onto ${b}: ${ok ? 'captures' : 'refused'} (${why})`, () => {
      // Two points apart, so that a Knotweed target does not drain its taker first.
      const s = pos([[a, 0, -6, -5], [b, 1, -6, -3], ['J', 1, 6, 5]]);
      const r = tryStep(s, `${pt(-6, -5)}-${pt(-6, -3)}`);
      expect(r.ok).toBe(ok);
      if (r.ok) {
        expect(r.value.pot.map((t) => t.tile)).toContain(b);
        if (b === 'K') expect(r.value.pot.map((t) => t.tile)).toContain(a);
        if (b !== 'K') expect(r.value.pieces.some((p) => p.tile === a && p.owner === 0)).toBe(true);
      } else expect(r.error.rule).toBe('capture');
    });
  }
  it('under the disharmony-only reading the Dragon captures nothing', () => {
    const s = pos([['D', 0, -6, -5], ['L', 1, -6, -4], ['J', 1, 6, 5]], { 'basic-capture-rule': 'disharmony-only' });
    rejects(s, `${pt(-6, -5)}-${pt(-6, -4)}`, 'capture');
  });
});

describe('Basic: the non-flower tiles and special flowers', () => {
  it('Knotweed drains the tiles next to it: they cannot move or harmonize, and any tile may take them', () => {
    // North's Jasmine on (-6,-4) is next to South's Knotweed on (-6,-3); North's Lily on (-6,2) would harmonize with it.
    const s = pos([['K', 0, -6, -3], ['J', 1, -6, -4], ['L', 0, -8, -2], ['L', 1, -7, -4], ['K', 1, -5, -3]], {}, { toMove: 1 });
    rejects(s, `${pt(-6, -4)}-${pt(-6, -5)}`, 'drained');
    expect(engine.describe(s)).toContain('drained');
    // A Knotweed is never drained by another Knotweed: North's Knotweed next to South's is not drained (it just cannot move).
    rejects(s, `${pt(-5, -3)}-${pt(-5, -4)}`, 'knotweed');
    const south = pos([['K', 0, -6, -3], ['J', 1, -6, -4], ['L', 0, -8, -2], ['R', 1, 6, 5]]);
    // A Lily may not normally take a Jasmine, but a drained one it may.
    expect(tryStep(south, `${pt(-8, -2)}-${pt(-6, -4)}`).ok).toBe(true);
    const undrained = pos([['J', 1, -6, -4], ['L', 0, -8, -2], ['R', 1, 6, 5]]);
    rejects(undrained, `${pt(-8, -2)}-${pt(-6, -4)}`, 'capture');
    // A drained flower forms no harmony.
    const h = pos([['K', 1, -7, -5], ['J', 0, -6, -5], ['L', 0, -6, 2], NORTH_ROSE]);
    expect(harmonyList(h)).toEqual([]);
  });

  it('taking the Knotweed frees its tiles; the taker goes to the Pot with it', () => {
    const s = pos([['K', 1, -6, -3], ['J', 0, -6, -4], ['R', 0, -6, -1], ['L', 0, -6, 2]]);
    rejects(s, `${pt(-6, -4)}-${pt(-6, -5)}`, 'drained');
    const after = play(s, `${pt(-6, -1)}-${pt(-6, -3)}`);
    expect(after.pot.map((t) => t.tile).sort()).toEqual(['K', 'R']);
    expect(after.pieces.find((p) => p.tile === 'J')?.place).toBe(pointId(-6, -4));
    const southAgain = unwrap(engine.fromSetup({ ...(engine.toSetup(after) as object), toMove: 0 }));
    expect(targets(southAgain, -6, -4).length).toBeGreaterThan(0);
  });

  it('at-placement drain: only the tiles next to the Knotweed when it is placed are drained', () => {
    const start: P[] = [['J', 1, -6, -4], ['R', 1, -4, -1], ['R', 0, 6, 5]];
    for (const [opts, drainedLater] of [
      [{}, true],
      [{ 'basic-drain-scope': 'at-placement' }, false],
    ] as const) {
      const placed = play(pos(start, opts), `K*${pt(-6, -3)}`);
      expect(engine.describe(placed)).toContain('drained');
      // North's Rose then steps next to the Knotweed.
      const moved = play(placed, `${pt(-4, -1)}-${pt(-5, -2)}`);
      const rose = moved.pieces.findIndex((p) => p.tile === 'R' && p.owner === 1 && p.place === pointId(-5, -2));
      expect(rose).toBeGreaterThanOrEqual(0);
      expect(engine.describe(moved).includes(`North's Rose on ${pt(-5, -2)} (drained)`), JSON.stringify(opts)).toBe(drainedLater);
    }
  });

  it('the Wheel turns every tile around it by the amount and direction chosen', () => {
    const s = pos([['W', 0, -6, -3], ['J', 1, -5, -3], ['R', 1, 6, 5]]);
    const ccw = play(s, `W${pt(-6, -3)}:rotate ccw 2`);
    expect(ccw.pieces.find((p) => p.tile === 'J')?.place).toBe(pointId(-6, -2));
    const cw = play(s, `W${pt(-6, -3)}:rotate cw 2`);
    expect(cw.pieces.find((p) => p.tile === 'J')?.place).toBe(pointId(-6, -4));
    expect(engine.describeArg!(s, mv(s, `W${pt(-6, -3)}:rotate cw 2`), 3)).toBe('90°');
    rejects(s, `W${pt(-6, -3)}:rotate cw 9`, 'wheel-rotation');
    const rock = pos([['W', 0, -6, -3], ['J', 1, -5, -3], ['Rk', 1, -7, -3]]);
    rejects(rock, `W${pt(-6, -3)}:rotate cw 2`, 'rock');
    const quarter = pos([['W', 0, -6, -3], ['J', 1, -5, -3], ['R', 1, 6, 5]], { 'basic-wheel-rotation': 'quarter-turns' });
    rejects(quarter, `W${pt(-6, -3)}:rotate cw 1`, 'wheel-rotation');
  });

  it('a Wheel that moves may turn the tiles around it in the same turn, or end the turn', () => {
    const s = pos([['W', 0, -6, -3], ['R', 1, -3, -4], ['R', 1, 6, 5]]);
    const moved = play(s, `${pt(-6, -3)}-${pt(-4, -3)}`);
    expect(moved.toMove).toBe(0);
    const legal = engine.legalMoves(moved);
    expect(legal.some((m) => m.type === 'end')).toBe(true);
    expect(legal.every((m) => m.type === 'end' || (m.type === 'use' && m.at === pointId(-4, -3)))).toBe(true);
    const ended = play(moved, 'end');
    expect(ended.toMove).toBe(1);
    expect(engine.view(moved).turn).toBe(engine.view(s).turn);
    expect(engine.view(ended).turn).toBe(engine.view(s).turn + 1);
  });

  it('the Boat pushes a tile straight away from it, onto an empty point', () => {
    const s = pos([['B', 0, -6, -3], ['J', 1, -5, -3], ['R', 1, 6, 5]]);
    const after = play(s, `B${pt(-6, -3)}:push ${pt(-5, -3)} ${pt(-4, -3)}`.replace(pt(-4, -3), pt(-4, -3)));
    // (-4,-3) is on the red wall: the white Jasmine goes back to North's reserve.
    expect(after.pieces.some((p) => p.tile === 'J')).toBe(false);
    rejects(s, `B${pt(-6, -3)}:push ${pt(-5, -3)} ${pt(-5, -2)}`, 'boat-push');
    const any = pos([['B', 0, -6, -3], ['J', 1, -5, -3], ['R', 1, 6, 5]], { 'basic-boat-push': 'any-adjacent' });
    expect(play(any, `B${pt(-6, -3)}:push ${pt(-5, -3)} ${pt(-5, -4)}`).pieces.find((p) => p.tile === 'J')?.place).toBe(pointId(-5, -4));
  });

  it('the Boat carries up to three of its own tiles, not the White Jade or Rhododendron', () => {
    const s = pos([['B', 0, -6, -3], ['J', 0, -5, -3], ['Jd', 0, -7, -3], ['R', 1, 6, 5]]);
    const after = play(s, `B${pt(-6, -3)}:carry s 1 ${pt(-5, -3)}`);
    expect(after.pieces.find((p) => p.tile === 'B')?.place).toBe(pointId(-6, -4));
    expect(after.pieces.find((p) => p.tile === 'J')?.place).toBe(pointId(-5, -4));
    rejects(s, `B${pt(-6, -3)}:carry s 1 ${pt(-7, -3)}`, 'boat-carry');
    // After moving, the Boat may push but not carry.
    const moved = play(s, `${pt(-6, -3)}-${pt(-6, -6)}`);
    expect(engine.legalMoves(moved).some((m) => m.type === 'use' && m.ability === 'carry')).toBe(false);
    const once = pos([['B', 0, -6, -3, { sailed: true }], ['J', 0, -5, -3], ['R', 1, 6, 5]], { 'basic-boat-carry': 'once-per-boat' });
    rejects(once, `B${pt(-6, -3)}:carry s 1 ${pt(-5, -3)}`, 'boat-carry');
  });

  it('the Boat neither harmonizes nor blocks a harmony (unless the option says it blocks)', () => {
    const line: P[] = [['J', 0, -6, -5], ['B', 1, -6, -1], ['L', 0, -6, 2], NORTH_ROSE];
    expect(harmonyList(pos(line))).toHaveLength(1);
    expect(harmonyList(pos(line, { 'basic-boat-harmony': 'blocks' }))).toHaveLength(0);
  });

  it('the White Dragon is placed on the opposing half; the White Lotus on your own', () => {
    const s = pos([NORTH_ROSE]);
    expect(tryStep(s, `D*${pt(3, 5)}`).ok).toBe(true);
    rejects(s, `D*${pt(3, -5)}`, 'white-dragon');
    expect(tryStep(s, `Lo*${pt(3, -5)}`).ok).toBe(true);
    rejects(s, `Lo*${pt(3, 5)}`, 'white-lotus');
    const early = pos([NORTH_ROSE], {}, { turnsTaken: [2, 2] });
    rejects(early, `D*${pt(3, 5)}`, 'special-placement');
    const first = pos([NORTH_ROSE], {}, { turnsTaken: [0, 0] });
    rejects(first, `K*${pt(3, -5)}`, 'nonflower-placement');
    expect(tryStep(pos([NORTH_ROSE], { 'basic-nonflower-timing': 'after-setup' }, { turnsTaken: [0, 0] }), `K*${pt(3, -5)}`).ok).toBe(true);
    rejects(s, `K*${pt(1, -7)}`, 'knotweed');
    rejects(s, `W*${pt(3, -3)}`, 'wheel');
    rejects(s, `B*${pt(-6, -5)}`, 'boat');
  });

  it('a blooming White Lotus harmonizes with any flower, the opponent’s included, for its owner', () => {
    const line: P[] = [['Lo', 0, -6, -3], ['R', 1, -6, 2]];
    expect(harmonyList(pos(line))).toEqual([]);
    const blooming = pos(line, {}, { pot: [{ tile: 'J', owner: 1 }] });
    expect(harmonyList(blooming)).toEqual([`0:1:${[pt(-6, -3), pt(-6, 2)].sort().join('-')}`]);
    // A tie: nobody blooms, unless the option lets both bloom.
    const tie = { pot: [{ tile: 'J', owner: 1 }, { tile: 'J', owner: 0 }] };
    expect(harmonyList(pos(line, {}, tie))).toEqual([]);
    expect(harmonyList(pos(line, { 'basic-blooming': 'tie-both' }, tie))).toHaveLength(1);
  });
});

describe('Basic: harmony and disharmony', () => {
  it('no harmony from a starting point, nor from a spring flower before it moves', () => {
    expect(harmonyList(pos([['J', 0, 0, -8], ['L', 0, 0, -3], NORTH_ROSE]))).toEqual([]);
    const spring: P[] = [['J', 0, -6, -5, { unmoved: true }], ['L', 0, -6, 2], NORTH_ROSE];
    expect(harmonyList(pos(spring))).toEqual([]);
    expect(harmonyList(pos(spring, { 'basic-starting-point-harmony': 'ports-only' }))).toHaveLength(1);
  });
  it('only the first tile along a line counts: a tile between breaks the harmony', () => {
    expect(harmonyList(pos([['J', 0, -6, -5], ['R', 0, -6, -2], ['L', 0, -6, 2], NORTH_ROSE]))).toEqual([]);
    expect(harmonyList(pos([['J', 0, -6, -5], ['L', 0, -6, 2], NORTH_ROSE], { 'basic-harmony-definition': 'adjacent' }))).toEqual([]);
    expect(harmonyList(pos([['J', 0, -6, -5], ['L', 0, -6, -4], NORTH_ROSE], { 'basic-harmony-definition': 'adjacent' }))).toHaveLength(1);
  });
  it('diagonal lines count by default, not under the orthogonal option', () => {
    const diag: P[] = [['J', 0, -6, -5], ['L', 0, -3, -8], NORTH_ROSE];
    expect(harmonyList(pos(diag))).toHaveLength(1);
    expect(harmonyList(pos(diag, { 'basic-direction-set': 'orthogonal' }))).toHaveLength(0);
  });
  it('an opponent tile between two harmonizing tiles is a disharmony only if it clashes with one of them', () => {
    const base: P[] = [['J', 0, -6, -5], ['L', 0, -6, 2]];
    expect(disharmonyList(pos([...base, ['R', 1, -6, -2]]))).toHaveLength(1);
    expect(disharmonyList(pos([...base, ['C', 1, -6, -2]]))).toHaveLength(1);
    expect(disharmonyList(pos([...base, ['Jd', 1, -6, -2]]))).toHaveLength(0);
    // Same-line reading: a clashing opponent tile beyond one end, in clear line.
    const beyond: P[] = [...base, ['R', 1, -6, -6]];
    expect(disharmonyList(pos(beyond))).toHaveLength(0);
    expect(disharmonyList(pos(beyond, { 'basic-disharmony-definition': 'same-line' }))).toHaveLength(1);
  });
  it('natural harmony: 2 points; per-flower bonus reading: +1 for each flower on its own colour', () => {
    const nat: P[] = [['R', 0, 3, 2], ['Jd', 0, 3, -2], NORTH_ROSE.map((x, k) => (k === 2 ? -5 : x)) as P];
    expect(harmonyList(pos(nat))[0]).toMatch(/^0:2:/);
    expect(harmonyList(pos(nat, { 'basic-natural-bonus': 'per-flower' }))[0]).toMatch(/^0:3:/);
    // Two white flowers on white points: plain 1, or 3 under the per-flower reading.
    const white: P[] = [['J', 0, -2, 3], ['L', 0, -2, 1], NORTH_ROSE];
    expect(harmonyList(pos(white))[0]).toMatch(/^0:1:/);
    expect(harmonyList(pos(white, { 'basic-natural-bonus': 'per-flower' }))[0]).toMatch(/^0:3:/);
  });
});

describe('Basic: the running score under each timing', () => {
  // South moves the Jasmine up one to (-6,-5), opening its line to the Lily on (-6,2): a harmony.
  const start: P[] = [['J', 0, -7, -5], ['L', 0, -6, 2], ['R', 1, 6, 5], ['J', 0, 6, -5]];
  const form = `${pt(-7, -5)}-${pt(-6, -5)}`;
  it('on creation (default): +1 once, when the harmony forms', () => {
    const s = play(pos(start), form, `${pt(6, 5)}-${pt(5, 5)}`, `${pt(6, -5)}-${pt(5, -5)}`);
    expect(s.points).toEqual([1, 0]);
  });
  it('per turn: +1 at the end of each of the owner’s turns while it stands', () => {
    const o = { 'basic-scoring-timing': 'per-turn' };
    const s = play(pos(start, o), form, `${pt(6, 5)}-${pt(5, 5)}`, `${pt(6, -5)}-${pt(5, -5)}`);
    expect(s.points).toEqual([2, 0]);
  });
  it('at the end: no running total, only what stands on the board', () => {
    const o = { 'basic-scoring-timing': 'at-end' };
    const s = play(pos(start, o), form);
    expect(s.points).toEqual([0, 0]);
    expect(engine.view(s).scores).toEqual([
      { seat: 0, points: 1 },
      { seat: 1, points: 0 },
    ]);
  });
});

describe('Basic: the endings and the final count', () => {
  // J, L, J, L on the corners of a square around the centre: four harmonies in a ring.
  const ring: P[] = [['J', 0, -4, -4], ['L', 0, 4, -4], ['J', 0, 4, 4], ['L', 0, -6, 2], ['R', 1, 6, -5]];
  it('a chain of harmonies around the centre ends the game and wins the pot', () => {
    const s = pos(ring);
    expect(enclosesCentre(s, 0)).toBe(false);
    // Three sides of the square, one chain: from the south-west corner round by the east to the
    // north-east, half a turn; the Lotus on (-6, 2) is in no harmony yet.
    expect(arcSpan(s, 0)).toBeCloseTo(0.5, 9);
    expect(arcSpan(s, 1)).toBe(0);
    const after = play(s, `${pt(-6, 2)}-${pt(-4, 4)}`);
    expect(enclosesCentre(after, 0)).toBe(true);
    expect(arcSpan(after, 0)).toBe(1);
    const o = engine.outcome(after);
    expect(o.status).not.toBe('ongoing');
    if (o.status !== 'ongoing') expect(o.reason).toContain('South wins the pot');
    // Counted: South +2 from the two new harmonies, −4 dead; North −1 dead: North has more points.
    if (o.status === 'win') expect(o.winner).toBe(1);
    const pot = unwrap(engine.fromSetup({ ...(engine.toSetup(after) as object) }, { 'basic-pot-winner-vs-score': 'pot-decides' }));
    const po = engine.outcome(pot);
    expect(po.status === 'win' && po.winner).toBe(0);
  });
  it('a ring that does not surround the centre does not end the game', () => {
    const off: P[] = [['J', 0, -6, 2], ['L', 0, -2, 2], ['J', 0, -2, 6], ['L', 0, -6, 6], NORTH_ROSE];
    const s = pos(off);
    expect(harmonyList(s)).toHaveLength(4);
    expect(enclosesCentre(s, 0)).toBe(false);
    // A closed ring beside the centre reaches only the angle its square covers (atan 3 − atan 1/3).
    expect(arcSpan(s, 0)).toBeCloseTo((Math.atan2(6, 2) - Math.atan2(2, 6)) / (2 * Math.PI), 9);
    expect(crossesFourMidlines(s, 0)).toBe(false);
    expect(engine.outcome(s).status).toBe('ongoing');
    const around = pos([['J', 0, -4, -4], ['L', 0, 4, -4], ['J', 0, 4, 4], ['L', 0, -4, 4], NORTH_ROSE]);
    expect(crossesFourMidlines(around, 0)).toBe(true);
  });
  it('a player left with three flowers ends the game; the other wins the pot', () => {
    // South keeps a Jasmine, a Lily and a Rose; the other 33 flowers are in the Pot.
    const lost = ['J', 'L', 'Jd', 'R', 'C', 'Rh'].flatMap((t) => Array.from({ length: ['J', 'L', 'R'].includes(t) ? 5 : 6 }, () => ({ tile: t, owner: 0 })));
    const s = pos([['J', 0, -6, -5], ['L', 0, -6, 2], ['R', 0, 6, 5], ['R', 1, 6, -5]], {}, { pot: lost });
    const o = engine.outcome(s);
    expect(o.status).not.toBe('ongoing');
    if (o.status !== 'ongoing') expect(o.reason).toContain('North wins the pot');
  });
  it('a points target ends the game at once, and nobody wins the pot', () => {
    const s = pos([['J', 0, -7, -5], ['L', 0, -6, 2], ['R', 1, 6, 5]], { 'basic-end-target': '10' }, { points: [9, 0] });
    expect(engine.outcome(s).status).toBe('ongoing');
    const after = play(s, `${pt(-7, -5)}-${pt(-6, -5)}`);
    const o = engine.outcome(after);
    expect(o.status).not.toBe('ongoing');
    if (o.status !== 'ongoing') {
      expect(o.reason).toContain('Nobody wins the pot');
      expect(o.scores).toBeDefined();
    }
  });
  it('a forfeit gives the game to the opponent', () => {
    const o = engine.outcome(play(pos([NORTH_ROSE]), 'resign'));
    expect(o.status === 'win' && o.winner).toBe(1);
  });
  it('the count under both booklet texts: protected and dead pieces', () => {
    // South: Lotus on (-6,-3) with a Jasmine 2 away and a Rock 2 away; a Lily far off. North: a Rose.
    const p: P[] = [['Lo', 0, -6, -3], ['J', 0, -6, -5], ['Rk', 0, -4, -3], ['L', 0, 6, -5], ['R', 1, 6, 5]];
    const [a] = finalCount(pos(p));
    // Counting Points: own flowers near an own Lotus are protected (the Jasmine); the rest are dead (Lotus, Rock, Lily).
    expect([a.protectedPieces, a.dead]).toEqual([1, 3]);
    const [b] = finalCount(pos(p, { 'basic-lotus-protection': 'any-piece-any-lotus', 'basic-dead-pieces': 'every-piece' }));
    // How to Score: every own piece near any Lotus (Jasmine, Rock) +1; every own piece on the board −1.
    expect([b.protectedPieces, b.dead]).toEqual([2, 4]);
    const [m] = finalCount(pos(p, { 'basic-distance-metric': 'lines' }));
    expect(m.protectedPieces).toBe(1);
  });
});

describe('Basic: the spring-flower setup', () => {
  it('the coin winner chooses: place the first flower, or pass and move first', () => {
    const s = unwrap(engine.create({ seed: 1 }));
    const coin = s.toMove;
    expect(engine.legalMoves(s).some((m) => m.type === 'pass')).toBe(true);
    const passed = play(s, 'pass');
    expect(passed.toMove).toBe(coin === 0 ? 1 : 0);
    expect(passed.spring?.firstMover).toBe(coin);
    expect(engine.legalMoves(unwrap(engine.create({ seed: 1, options: { 'basic-first-player': 'winner-both' } }))).some((m) => m.type === 'pass')).toBe(false);
  });
  it('each chosen flower is copied on the mirrored point; spring flowers stay on their own side, off ports and wrong colours', () => {
    const s = unwrap(engine.fromSetup({ stage: 'spring', toMove: 0, pieces: [], spring: { coin: 0, decider: 0, count: 0 } }));
    rejects(s, `J*${pt(-2, 3)}`, 'spring-placement');
    rejects(s, `J*${pt(-3, -2)}`, 'spring-placement');
    rejects(s, `K*${pt(-6, -5)}`, 'spring-flowers');
    const one = play(s, `J*${pt(-6, -5)}`);
    expect(engine.legalMoves(one)).toEqual([{ type: 'place', tile: 'J', to: pointId(6, 5) as PlaceId }]);
    rejects(one, `J*${pt(6, 4)}`, 'spring-flowers');
    const two = play(one, `J*${pt(6, 5)}`);
    // The player who copied chooses next.
    expect(two.toMove).toBe(1);
    const refl = unwrap(engine.fromSetup({ stage: 'spring', toMove: 0, pieces: [], spring: { coin: 0, decider: 0, count: 0 } }, { 'basic-mirror': 'reflection' }));
    expect(engine.legalMoves(play(refl, `J*${pt(-6, -5)}`))[0]).toEqual({ type: 'place', tile: 'J', to: pointId(-6, 5) });
    // Reflection swaps the quarter colours: a Jasmine on a white south-east point has its copy on a red one.
    rejects(refl, `J*${pt(2, -3)}`, 'spring-flowers');
  });
  it('free placement keeps the two sets matchable', () => {
    const o = { 'basic-spring-flowers': 'free-matching' };
    let s = unwrap(engine.fromSetup({ stage: 'spring', toMove: 0, pieces: [], spring: { coin: 0, decider: 0, count: 0 } }, o));
    for (const x of [-5, -4, -3]) s = play(s, `J*${pt(x, -7)}`, `R*${pt(x, 7)}`);
    // A fourth Jasmine would need 4 + 3 = 7 spring flowers on each side.
    rejects(s, `J*${pt(-2, -7)}`, 'spring-flowers');
    expect(tryStep(s, `R*${pt(-2, -7)}`).ok).toBe(true);
  });
});

describe('Basic: notation and positions', () => {
  it('steps round-trip, and capture marks and tile letters are checked', () => {
    const s = pos([['J', 0, -6, -5], ['R', 1, -6, -3], ['B', 0, -1, 3], ['J', 1, 0, 3]]);
    for (const m of engine.legalMoves(s)) expect(engine.parseMove(s, engine.formatMove(s, m))).toEqual({ ok: true, value: m });
    expect(engine.parseMove(s, `R${pt(-6, -5)}-${pt(-6, -4)}`).ok).toBe(false);
    expect(engine.parseMove(s, `${pt(-6, -5)} x ${pt(-6, -4)}`).ok).toBe(false);
  });
  it('positions round-trip exactly, and bad ones are refused with a message', () => {
    const s = pos([['J', 0, -6, -5], ['R', 1, -6, -3]], {}, { pot: [{ tile: 'L', owner: 1 }], points: [3, -2] });
    const text = engine.formatPosition(s);
    expect(engine.formatPosition(unwrap(engine.parsePosition(text)))).toBe(text);
    expect(engine.parsePosition(text.replace('0J', '0Q')).ok).toBe(false);
    const many = Array.from({ length: 7 }, (_, k) => ({ tile: 'J', owner: 0, place: placeName(pointId(-6 + k, -5) as PlaceId) }));
    expect(engine.fromSetup({ pieces: many }).ok).toBe(false);
  });
});

describe('Basic: the endings’ and the Rock’s worked examples (the endings page)', () => {
  const example = (id: string) => meta.examples.find((e) => e.id === id)!;
  /** Replays an example under extra options; returns the states before and after each step. */
  const replay = (id: string, extra: OptionValues = {}) => {
    const ex = example(id);
    let s = unwrap(engine.parsePosition(ex.start, { ...ex.options, ...extra }));
    const states = [s];
    for (const st of ex.steps) {
      s = unwrap(engine.applyMove(s, unwrap(engine.parseMove(s, st.move))));
      states.push(s);
    }
    return states;
  };
  const endings: [id: string, extra: OptionValues, ends: boolean, words: string[]][] = [
    ['three-flowers', {}, true, ['North has only 3 flowers left', 'South wins the pot', 'Final count: South 29, North -3']], // 33 North tiles in the Pot − 4 dead; North: 3 dead
    ['three-flowers', { 'basic-end-three-tiles': 'board-only' }, true, ['North has only 3 flowers left', 'South wins the pot']],
    ['three-flowers', { 'basic-pot-winner-vs-score': 'pot-decides' }, true, ['The pot decides: South wins']],
    ['points-target', {}, true, ['South reached 10 points (the target is 10)', 'Nobody wins the pot']],
    ['points-target', { 'basic-end-target': '20' }, false, []],
    ['points-target', { 'basic-scoring-timing': 'at-end' }, false, []],
    ['forfeit', {}, true, ['North forfeited, so South wins.']],
  ];
  for (const [id, extra, ends, words] of endings) {
    it(`${id} under ${JSON.stringify(extra)}: ${ends ? 'one move ends the game' : 'the game goes on'}`, () => {
      const states = replay(id, extra);
      for (const s of states.slice(0, -1)) expect(engine.outcome(s).status).toBe('ongoing');
      const o = engine.outcome(states.at(-1)!);
      expect(o.status !== 'ongoing').toBe(ends);
      for (const w of words) expect(o.status !== 'ongoing' && o.reason).toContain(w);
      // The finished board's line is the outcome itself.
      if (ends) expect(engine.view(states.at(-1)!).status).toBe(o.status !== 'ongoing' ? o.reason : '');
    });
  }
  it('the ending examples name the rule they end by', () => {
    const o = engine.outcome(replay('forfeit').at(-1)!);
    expect(o.status !== 'ongoing' ? o.rule : undefined).toBe('forfeit');
    for (const id of ['three-flowers', 'points-target']) expect(example(id).rule).toMatch(/^end-/);
  });
  // Harmonies through the Rock (owner:value:places) after each step, under each reading of several flowers next to it.
  const rockTable: [choice: string, perStep: number[]][] = [
    ['all-adjacent', [0, 1, 2, 1]],
    ['single-only', [0, 1, 0, 1]],
    ['own-only', [0, 1, 1, 0]],
  ];
  for (const [choice, perStep] of rockTable) {
    it(`the Rock example, ${choice}: harmonies through the Rock after each step ${perStep.join(', ')}`, () => {
      const states = replay('rock', { 'basic-rock-multi': choice });
      const rock = (s: BasicState) => s.pieces.find((p) => p.tile === 'Rk')!.place;
      expect(states.map((s) => engine.harmonies(s).filter((h) => h.kind !== 'disharmony' && h.places.includes(rock(s))).length)).toEqual(perStep);
    });
  }
  it('clicking the Rock says what it copies, and the friends and enemies that follow', () => {
    const [s0, s1, s2] = replay('rock');
    const words = (s: BasicState) => {
      const r = engine.applyMove(s, { type: 'move', from: s.pieces.find((p) => p.tile === 'Rk')!.place, to: id(pt(-5, -3)) });
      return r.ok ? '' : `${r.error.rule}: ${r.error.message}`;
    };
    expect(words(s0!)).toBe("rock: A Rock never moves once placed. It copies the White Jade next to it: it harmonizes with South's White Lily and Rose on an open line, and clashes with Rhododendron.");
    // North to act: the Rock still answers (before the owner check).
    expect(words(s1!)).toContain('It copies the White Jade next to it');
    expect(words(s2!)).toContain('It copies the White Jade and Rose next to it');
    const single = replay('rock', { 'basic-rock-multi': 'single-only' })[2]!;
    expect(words(single)).toContain('Under the rules in force it copies none of the 2 flowers next to it');
    expect(engine.harmonies(s1!).map((h) => h.reason)).toContain("South's Rock on 15n (copying White Jade) and South's White Lily on 15j: a harmony for South, worth 1.");
  });
});

describe('Basic: every switch says where its answer shows', () => {
  it('each option that changes play has a line for under its switch; documentation-only options have none', () => {
    for (const o of meta.options) {
      if (o.effect === 'engine') expect(o.shows?.length ?? 0, o.id).toBeGreaterThan(20);
      else expect(o.shows, o.id).toBeUndefined();
    }
  });
});

describe('Basic: one analysis for states around one board', () => {
  // A step's effect scores the step on one state and returns another around the same frozen pieces, Pot and options
  // (analysis.ts keeps the analysis by that board too). Whatever else differs between the two must not change it.
  const deepCopy = (s: BasicState): BasicState =>
    Object.freeze({ ...s, pieces: Object.freeze(s.pieces.map((p) => Object.freeze({ ...p }))), pot: Object.freeze(s.pot.map((t) => Object.freeze({ ...t }))) });
  it('a state sharing the board but not the turn, mover, points or passes gets the analysis a fresh copy of it gets', async () => {
    const { analyse, boardInfo } = await import('./analysis.ts');
    let shared = 0;
    for (const seed of [1, 2, 3]) {
      let s = unwrap(engine.create({ seed }));
      let rng = seed;
      for (let ply = 0; ply < 120 && engine.outcome(s).status === 'ongoing'; ply++) {
        const a = analyse(s);
        const other = Object.freeze({ ...s, toMove: (1 - s.toMove) as 0 | 1, turn: s.turn + 1, passes: s.passes + 1, points: Object.freeze([s.points[0] + 3, s.points[1] + 5]) as BasicState['points'], turnsTaken: Object.freeze([s.turnsTaken[0] + 1, s.turnsTaken[1]]) as BasicState['turnsTaken'], partial: undefined });
        if (analyse(other) === a) shared++;
        expect(analyse(other)).toEqual(analyse(deepCopy(other)));
        expect(boardInfo(other)).toEqual(boardInfo(deepCopy(other)));
        const lm = engine.legalMoves(s);
        rng = (rng * 1103515245 + 12345) & 0x7fffffff;
        s = unwrap(engine.applyMove(s, lm[rng % lm.length]!));
      }
    }
    // The sharing is what the test is about: most such states found the first one's analysis.
    expect(shared).toBeGreaterThan(100);
  });
});
