/**
 * Basic's evaluation: the count if the game ended now, and the pull toward a ring of harmonies
 * around the centre for the seat ahead on that count (so a lead ends the game instead of growing
 * for hundreds of turns).
 */
import { describe, expect, it } from 'vitest';
import type { Move } from '../../core/types.ts';
import { evaluation, ringShare } from './evaluate.ts';
import { finalCount } from './engine.ts';
import { pos, type P } from './test-helpers.ts';

// Three sides of a square of harmonies around the centre (the "win the pot" exercise), South's.
// North has more tiles out, none protected, so South is ahead on the count.
const north: P[] = [['R', 1, 6, -6], ['R', 1, -6, 6], ['J', 1, 7, 1], ['J', 1, -1, 7], ['C', 1, -7, -1], ['C', 1, 1, -7]];
const threeSides: P[] = [['Rh', 0, -4, -4], ['J', 0, 4, -4], ['Rh', 0, 4, 4], ['C', 0, -6, 2], ...north];
// The same tiles with the north-east corner pulled back to the south: two sides fewer.
const oneSide: P[] = [['Rh', 0, -4, -4], ['J', 0, 4, -4], ['Rh', 0, 4, -7], ['C', 0, -6, 2], ...north];

describe('Basic evaluation: ending the game when ahead', () => {
  it('ringShare: three sides of a square around the centre span most directions, one side a quarter, none for the other seat', () => {
    const three = ringShare(pos(threeSides), 0);
    const one = ringShare(pos(oneSide), 0);
    expect(three).toBeGreaterThanOrEqual(0.5);
    expect(three).toBeLessThan(1);
    expect(one).toBeLessThan(three);
    expect(ringShare(pos(threeSides), 1)).toBe(0);
  });

  it('the seat ahead on the count values a position nearer a ring higher; it does not help the seat behind', () => {
    const near = pos(threeSides);
    const far = pos(oneSide);
    const lead = (s: ReturnType<typeof pos>) => finalCount(s)[0].total - finalCount(s)[1].total;
    // South is ahead on the count in both (equal tiles dead, more harmonies standing).
    expect(lead(near)).toBeGreaterThan(0);
    expect(lead(far)).toBeGreaterThan(0);
    const vNear = evaluation.evaluate(near)[0] as number;
    const vFar = evaluation.evaluate(far)[0] as number;
    expect(vNear).toBeGreaterThan(vFar);
    // The other seat's pull is nothing while it is behind: its value is exactly minus South's.
    expect(evaluation.evaluate(near)[1]).toBeCloseTo(-vNear, 12);
  });
});

describe('Basic hint words', () => {
  it('the coin-toss pass is explained as the choice of the first move; a quiet placement says the points are level, not that a score of 0 is ahead', async () => {
    const { engine } = await import('./engine.ts');
    const s = engine.create({ seed: 3 });
    if (!s.ok) throw new Error(s.error.message);
    const words = (step: Move) => {
      const after = engine.applyMove(s.value, step);
      if (!after.ok) throw new Error(after.error.message);
      return evaluation.reasons(s.value, [step], after.value).map((r) => r.text).join(' ');
    };
    const steps = engine.legalMoves(s.value);
    const pass = steps.find((m) => m.type === 'pass');
    expect(pass).toBeDefined();
    expect(words(pass!)).toMatch(/the other player places first, and you make the first move of the game/);
    const place = steps.find((m) => m.type === 'place')!;
    expect(words(place)).toMatch(/keeps the points level at 0 each/);
    expect(words(place)).not.toMatch(/\(0\) ahead/);
  });
});
