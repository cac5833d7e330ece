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

describe('touch forgiveness (pickPlace)', () => {
  const sq = P('9i:10j'); // centre (0.5, 0.5) in board units
  const pt = P('10j'); // centre (0, 0)
  const nobody = () => false;
  it('the centres are where the test assumes', () => {
    expect(centre(sq)).toEqual({ x: 0.5, y: 0.5 });
    expect(centre(pt)).toEqual({ x: 0, y: 0 });
  });
  it('a near miss between places goes to the nearest highlighted target', () => {
    expect(pickPlace(0.3, 0.3, undefined, [sq], nobody)).toBe(sq);
    // Landing on a non-target point, off its centre, still reaches the target square.
    expect(pickPlace(0.25, 0.2, pt, [sq], nobody)).toBe(sq);
  });
  it('a tap at the centre of a place, on a tile, or on a target means that place', () => {
    expect(pickPlace(0.05, 0.05, pt, [sq], nobody)).toBe(pt);
    expect(pickPlace(0.25, 0.2, pt, [sq], (p) => p === pt)).toBe(pt);
    expect(pickPlace(0.25, 0.2, pt, [pt, sq], nobody)).toBe(pt);
  });
  it('a tap out of reach of every target keeps the place it landed on, or nothing', () => {
    expect(pickPlace(-0.3, -0.3, pt, [sq], nobody)).toBe(pt);
    expect(pickPlace(3, 3, undefined, [sq], nobody)).toBeUndefined();
    expect(pickPlace(0.3, 0.3, undefined, [], nobody)).toBeUndefined();
  });
});
