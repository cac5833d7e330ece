import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  boardShape,
  POINT_SETS,
  parsePlace,
  placeName,
  pointId,
  squareId,
  colourSet,
  pointInRegion,
  between,
  kingDistance,
  lineOfSight,
  slide,
  neighbours4,
  neighbours8,
  place,
  PLACE_COUNT,
  DEFAULT_REGION_MODEL,
} from './index.ts';
import { unwrap } from '../core/result.ts';

const P = (name: string) => unwrap(parsePlace(name));

describe('playable sets reproduce the inventory counts (§7.3, §7.4)', () => {
  it.each([
    ['strict', 249],
    ['closed', 253],
    ['star', 261],
    ['kutai-k1', 221],
    ['kutai-k2', 269],
    ['kutai-k3', 293],
    ['kutai-k4', 241],
  ] as const)('point set %s has %i points', (set, n) => {
    expect(boardShape(set, 'none').points.length).toBe(n);
  });
  it.each([
    ['centre', 256],
    ['whole', 216],
    ['touching', 284],
    ['none', 0],
  ] as const)('square set %s has %i squares', (set, n) => {
    expect(boardShape('strict', set).squares.length).toBe(n);
  });
  it('strict row widths run 9, 11, 13, 15, then 17 ×9', () => {
    const shape = boardShape('strict', 'none');
    const widths = [];
    for (let y = 8; y >= -8; y--) widths.push(shape.points.filter((id) => (place(id) as { y: number }).y === y).length);
    expect(widths).toEqual([9, 11, 13, 15, 17, 17, 17, 17, 17, 17, 17, 17, 17, 15, 13, 11, 9]);
  });
  it('Kutai K1 is the strict set minus 28 rim-adjacent points', () => {
    const k1 = new Set(boardShape('kutai-k1', 'none').points);
    const strict = boardShape('strict', 'none').points;
    const removed = strict.filter((p) => !k1.has(p)).map(placeName);
    expect(removed).toHaveLength(28);
    expect(removed).toContain(placeName(pointId(3, 8)!));
    expect(removed).toContain(placeName(pointId(-6, -6)!));
    for (const p of k1) expect(strict).toContain(p);
  });
  it('every named point set is distinct', () => {
    const sizes = new Set(POINT_SETS.map((s) => boardShape(s, 'none').points.join(',')));
    expect(sizes.size).toBe(POINT_SETS.length);
  });
});

describe('notation of places', () => {
  it('names the anchor points of the wiki notation', () => {
    expect(placeName(pointId(0, 0)!)).toBe('10j');
    expect(placeName(pointId(0, 7)!)).toBe('10c');
    expect(placeName(pointId(0, -7)!)).toBe('10q');
    expect(placeName(pointId(7, 0)!)).toBe('3j');
    expect(placeName(pointId(-7, 0)!)).toBe('17j');
    expect(placeName(pointId(1, -9)!)).toBe('9s');
    expect(placeName(pointId(-1, 9)!)).toBe('11a');
  });
  it('names a square by its north-east then south-west corner', () => {
    expect(placeName(squareId(0, 0)!)).toBe('9i:10j');
    expect(placeName(squareId(-1, -1)!)).toBe('10j:11k');
  });
  it('parses squares from either diagonal, in either order, any case', () => {
    const id = squareId(0, 0)!;
    for (const t of ['9i:10j', '10j:9i', '10i:9j', '9J:10I', ' 9i:10j ']) expect(unwrap(parsePlace(t))).toBe(id);
  });
  it('round-trips every place id', () => {
    for (let id = 0; id < PLACE_COUNT; id++) expect(unwrap(parsePlace(placeName(id)))).toBe(id);
  });
  it.each([
    ['', 'ERR_PLACE_EMPTY'],
    ['20j', 'ERR_PLACE_SYNTAX'],
    ['10t', 'ERR_PLACE_SYNTAX'],
    ['0a', 'ERR_PLACE_SYNTAX'],
    ['j10', 'ERR_PLACE_SYNTAX'],
    ['10j:10k', 'ERR_PLACE_SQUARE'],
    ['10j:12l', 'ERR_PLACE_SQUARE'],
    ['10j:11k:12l', 'ERR_PLACE_SYNTAX'],
    ['<script>', 'ERR_PLACE_SYNTAX'],
  ])('rejects %j with %s', (text, code) => {
    const r = parsePlace(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe(code);
  });
  it('never throws on arbitrary text', () => {
    fc.assert(fc.property(fc.string(), (s) => typeof parsePlace(s).ok === 'boolean'));
  });
});

describe('colour classes of the default region model (§7.5)', () => {
  const classes = (set: 'strict' | 'kutai-k1') => {
    const counts: Record<string, number> = {};
    for (const id of boardShape(set, 'none').points) {
      const c = colourSet(id, DEFAULT_REGION_MODEL);
      counts[c] = (counts[c] ?? 0) + 1;
    }
    return counts;
  };
  it('matches the table on the 249 strictly-inside points', () => {
    expect(classes('strict')).toEqual({ Y: 124, R: 30, W: 30, RW: 25, RY: 12, WY: 12, GRWY: 4, G: 4, GY: 8 });
  });
  it('matches the table on Kutai’s 221 points', () => {
    expect(classes('kutai-k1')).toEqual({ Y: 96, R: 30, W: 30, RW: 25, RY: 12, WY: 12, GRWY: 4, G: 4, GY: 8 });
  });
  it('puts red at NE and SW by default and flips with the parameter', () => {
    expect(colourSet(P('8h'))).toBe('R');
    expect(colourSet(P('12h'))).toBe('W');
    expect(colourSet(P('8h'), { ...DEFAULT_REGION_MODEL, redQuarters: 'nw-se' })).toBe('W');
  });
  it('colours squares by what they overlap', () => {
    expect(colourSet(squareId(0, 0)!)).toBe('R');
    expect(colourSet(squareId(3, 3)!)).toBe('RY'); // cut by the diamond edge x+y=7
  });
  it('the single-gate-point model marks only the four port points', () => {
    const m = { ...DEFAULT_REGION_MODEL, gate: 'point' as const };
    const gates = boardShape('strict', 'none').points.filter((id) => colourSet(id, m).includes('G'));
    expect(gates.map(placeName).sort()).toEqual(['10b', '10r', '18j', '2j'].sort());
  });
});

describe('named regions', () => {
  it('the wiki paths “10c to 10q and 3j to 17j” are 29 points', () => {
    const pts = boardShape('strict', 'none').points.filter((id) => {
      const p = place(id) as { x: number; y: number };
      return pointInRegion('paths', p.x, p.y);
    });
    expect(pts).toHaveLength(29);
    for (const n of ['10c', '10q', '3j', '17j', '10j']) expect(pts).toContain(P(n));
  });
  it('walls have 24 points, tips excluded', () => {
    const walls = boardShape('strict', 'none').points.filter((id) => {
      const p = place(id) as { x: number; y: number };
      return pointInRegion('walls', p.x, p.y);
    });
    expect(walls).toHaveLength(24);
  });
});

describe('lines', () => {
  const shape = boardShape('strict', 'centre');
  it('measures the distance in king\'s steps', () => {
    expect(kingDistance(P('10j'), P('10f'))).toBe(4);
    expect(kingDistance(P('10j'), P('7h'))).toBe(3);
    expect(kingDistance(P('10j'), P('9i'))).toBe(1);
    expect(kingDistance(P('10j'), P('10j'))).toBe(0);
  });

  it('finds the points between two points at any angle', () => {
    expect(between(P('10j'), P('10f'))!.map(placeName)).toEqual(['10i', '10h', '10g']);
    expect(between(P('10j'), P('6h'))!.map(placeName)).toEqual(['8i']);
    expect(between(P('10j'), P('9i'))).toEqual([]);
    expect(between(P('10j'), P('7h'))).toEqual([]); // (3,2): no lattice point between
    expect(between(P('10j'), squareId(0, 0)!)).toBeUndefined();
  });
  it('line of sight is blocked by an occupied place between', () => {
    const occ = new Set([P('10h')]);
    expect(lineOfSight(P('10j'), P('10f'), (p) => occ.has(p))).toBe(false);
    expect(lineOfSight(P('10j'), P('6j'), (p) => occ.has(p))).toBe(true);
    expect(lineOfSight(P('10j'), P('6h'), () => false, ['orthogonal'])).toBe(false);
  });
  it('slides stop before the first occupied place and at the rim', () => {
    const occ = new Set([P('10f')]);
    expect(slide(P('10j'), 0, 1, shape, (p) => occ.has(p)).map(placeName)).toEqual(['10i', '10h', '10g']);
    expect(slide(P('10j'), 1, 0, shape, () => false)).toHaveLength(8);
  });
  it('neighbours stay on the board and of one kind', () => {
    expect(neighbours4(P('10j'), shape)).toHaveLength(4);
    expect(neighbours8(P('10j'), shape)).toHaveLength(8);
    expect(neighbours4(P('10b'), shape)).toHaveLength(3);
    expect(neighbours8(squareId(0, 0)!, shape).every((id) => id >= 361)).toBe(true);
  });
});
