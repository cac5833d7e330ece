/** Keyboard navigation over places uses the shared geometry: arrow steps and the S switch between points and squares. */
import { describe, expect, it } from 'vitest';
import { offsetPlace, otherLattice, pickPlace } from '../../src/components/board/explorer-geometry.ts';
import { boardShape, centre, parsePlace, placeName } from '../../src/engine/geometry/index.ts';
import { unwrap } from '../../src/engine/core/result.ts';

const P = (n: string) => unwrap(parsePlace(n));
const both = boardShape('strict', 'centre');
const pointsOnly = boardShape('strict', 'none');

describe('keyboard cursor geometry', () => {
  it('S goes from a point to the square whose south-west corner it is, and back', () => {
    expect(placeName(otherLattice(P('10j'), both.has)!)).toBe('9i:10j');
    expect(placeName(otherLattice(P('9i:10j'), both.has)!)).toBe('10j');
    expect(placeName(otherLattice(P('12l:13m'), both.has)!)).toBe('13m');
  });
  it('S goes nowhere on a board without squares, or off the board', () => {
    expect(otherLattice(P('10j'), pointsOnly.has)).toBeUndefined();
    expect(both.has(P('6b'))).toBe(true);
    expect(otherLattice(P('6b'), both.has)).toBeUndefined(); // the square north-east of 6b (centre 4.5, 8.5) is outside the circle
  });
  it('every playable square maps to a point that maps back to it', () => {
    for (const q of both.squares) {
      const p = otherLattice(q, both.has);
      if (p !== undefined) expect(otherLattice(p, both.has)).toBe(q);
    }
  });
  it('arrow steps skip places that are not on the board and stop at the rim', () => {
    expect(placeName(offsetPlace(P('10j'), 0, 1, both.has)!)).toBe('10i');
    expect(offsetPlace(P('10b'), 0, 1, both.has)).toBeUndefined();
  });
});

describe('pointer to place (pickPlace): no element per place, forgiving taps', () => {
  const sq = P('9i:10j'); // centre (0.5, 0.5) in board units
  const pt = P('10j'); // centre (0, 0)
  const places = [...both.points, ...both.squares];
  const phone = 22 / 17; // 22 CSS px at 17 px per board unit (a 390 px phone)
  it('the centres are where the test assumes', () => {
    expect(centre(sq)).toEqual({ x: 0.5, y: 0.5 });
    expect(centre(pt)).toEqual({ x: 0, y: 0 });
  });
  it('with nothing highlighted, a tap means the nearest place within its cell', () => {
    expect(pickPlace(0.1, 0.15, { places })).toBe(pt);
    expect(pickPlace(0.42, 0.6, { places })).toBe(sq);
    expect(pickPlace(0.3, -0.35, { places: pointsOnly.points })).toBe(pt);
  });
  it('a near miss goes to the nearest highlighted target', () => {
    expect(pickPlace(0.3, 0.3, { places, targets: [sq] })).toBe(sq);
    expect(pickPlace(0.25, 0.2, { places, targets: [sq] })).toBe(sq); // nearer the point 10j, but the square is the target
  });
  it('on a phone a target or a tile answers within 22 CSS px, not only within its own small cell', () => {
    const t = P('10h'); // (0, 2)
    expect(pickPlace(0.3, 1.0, { places, targets: [t] })).toBe(P('10i')); // without the phone's reach: the place under the tap
    expect(pickPlace(0.3, 1.0, { places, targets: [t], reach: phone })).toBe(t);
    expect(pickPlace(0.3, 1.0, { places, occupied: [t], reach: phone })).toBe(t);
    // The nearer of two candidates wins.
    expect(pickPlace(0.2, 1.2, { places, targets: [t], occupied: [pt], reach: phone })).toBe(t);
    expect(pickPlace(0.2, 0.7, { places, targets: [t], occupied: [pt], reach: phone })).toBe(pt);
  });
  it('a tap right on a place means that place, even next to a target', () => {
    expect(pickPlace(0.05, 0.05, { places, targets: [sq], reach: phone })).toBe(pt);
  });
  it('a tap off the board means nothing', () => {
    expect(pickPlace(9.8, 9.8, { places, targets: [sq] })).toBeUndefined();
    expect(pickPlace(3, 3, { places: [], targets: [sq] })).toBeUndefined();
  });
});
