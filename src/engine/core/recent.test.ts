import { describe, expect, it } from 'vitest';
import { ENGINES } from '../catalog.ts';
import { stepKey } from './steps.ts';
import { RecentCache } from './recent.ts';

describe('RecentCache', () => {
  it('keeps the last few answers by identity and forgets older ones', () => {
    const c = new RecentCache<object, number>(2);
    const a = {};
    const b = {};
    const d = {};
    c.set(a, 1);
    c.set(b, 2);
    expect(c.get(a)).toBe(1);
    expect(c.get({})).toBeUndefined();
    c.set(d, 3);
    expect(c.get(a)).toBeUndefined();
    expect([c.get(b), c.get(d)]).toEqual([2, 3]);
  });
  it("gives Kutai's legal steps equal to a fresh computation once the cache has moved on", () => {
    const e = ENGINES.kutai!;
    const s0 = e.create({ seed: 3 });
    if (!s0.ok) throw new Error(s0.error.message);
    let s = s0.value;
    const first = e.legalMoves(s).map(stepKey);
    const seen = [s];
    for (let k = 0; k < 6; k++) {
      const r = e.applyMove(s, e.legalMoves(s)[k * 31 % e.legalMoves(s).length]!);
      if (!r.ok) throw new Error(r.error.message);
      s = r.value;
      seen.push(s);
    }
    // The first position's steps were pushed out of the cache: computed again, the same.
    expect(e.legalMoves(seen[0]!).map(stepKey)).toEqual(first);
    expect(e.legalMoves(s)).toBe(e.legalMoves(s));
  });
});
