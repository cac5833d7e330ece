import { describe, expect, it } from 'vitest';
import { unwrap } from '../../core/result.ts';
import type { Move } from '../../core/types.ts';
import { engine as whole } from './engine.ts';
import { engine as first } from './first.ts';
import type { BasicState } from './state.ts';

describe('Basic in two chunks (first.ts, for the browser)', () => {
  it('before complete(), shows a position and its legal steps, and refuses to play with a clear error', () => {
    const s = unwrap(first.create({ seed: 3 }));
    expect(first.view(s)).toEqual(whole.view(s));
    expect(first.legalMoves(s)).toEqual(whole.legalMoves(s));
    expect(first.outcome(s)).toEqual(whole.outcome(s));
    expect(() => first.applyMove(s, first.legalMoves(s)[0] as Move)).toThrow(/complete\(\)/);
  });

  it('after complete(), answers exactly as the whole engine over seeded games, refusals included', async () => {
    await first.complete!();
    for (const seed of [1, 2, 3]) {
      let s: BasicState = unwrap(whole.create({ seed }));
      let rng = seed * 7919;
      for (let n = 0; n < 120 && whole.outcome(s).status === 'ongoing'; n++) {
        const legal = whole.legalMoves(s);
        rng = (rng * 1103515245 + 12345) >>> 0;
        const m = legal[rng % legal.length] as Move;
        expect(first.formatMove(s, m)).toBe(whole.formatMove(s, m));
        expect(first.parseMove(s, whole.formatMove(s, m))).toEqual(whole.parseMove(s, whole.formatMove(s, m)));
        const bad: Move = { type: 'move', from: 0, to: 360 };
        expect(first.applyMove(s, bad)).toEqual(whole.applyMove(s, bad));
        const a = unwrap(first.applyMove(s, m));
        const b = unwrap(whole.applyMove(s, m));
        expect(first.formatPosition(a)).toBe(whole.formatPosition(b));
        s = b;
      }
    }
  });
});
