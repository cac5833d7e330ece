/**
 * Ancient's evaluation hooks for the strong level's safety check: the widest hand the other seat
 * might hold (`widestHand`, the `worstCase` of the hunt for a winning reply), on positions of
 * seeded games, both seats, hands and piles of every size.
 */
import { describe, expect, it } from 'vitest';
import { unwrap } from '../../core/result.ts';
import { nextInt } from '../../core/rng.ts';
import { engine } from './engine.ts';
import { evaluation, widestHand } from './evaluate.ts';
import { TILE_CODES } from './spec.ts';
import { pileOf, pilesOf, type AncientState } from './state.ts';

/** Positions at the start of a turn from a seeded random game. */
function positions(seed: number, steps: number): AncientState[] {
  let s = unwrap(engine.create({ seed }));
  const out: AncientState[] = [];
  let rng = seed;
  for (let k = 0; k < steps && engine.outcome(s).status === 'ongoing'; k++) {
    if (s.stage.kind === 'start') out.push(s);
    const legal = engine.legalMoves(s).filter((m) => m.type !== 'resign');
    let i: number;
    [i, rng] = nextInt(rng, legal.length);
    s = unwrap(engine.applyMove(s, legal[i]!));
  }
  return out;
}

/** The kinds a seat might hold as the other seat sees it: its pile and its hand together. */
const possibleKinds = (s: AncientState, seat: 0 | 1): string[] => {
  const pile = pileOf(pilesOf(s), seat);
  return TILE_CODES.filter((c, i) => (pile[i] ?? 0) > 0 || s.hands[seat].includes(c));
};

describe('Ancient: the widest hand the other seat might hold', () => {
  const rows: [seed: number, steps: number][] = [
    [1, 30],
    [2, 60],
    [3, 120],
    [4, 200],
  ];
  for (const [seed, steps] of rows) {
    it(`seed ${seed}, ${steps} steps: one tile of every kind left in that seat's hand and pile, nothing else changed`, () => {
      const all = positions(seed, steps);
      expect(all.length).toBeGreaterThan(2);
      for (const s of all)
        for (const seat of [0, 1] as const) {
          const w = widestHand(s, seat);
          const kinds = possibleKinds(s, seat);
          expect(w.hands[seat]).toEqual(kinds);
          expect(new Set(w.hands[seat]).size).toBe(w.hands[seat].length);
          expect(w.hands[1 - seat]).toBe(s.hands[1 - seat]);
          expect(w.pieces).toBe(s.pieces);
          expect(w.removed).toBe(s.removed);
          expect([w.toMove, w.turn, w.stage]).toEqual([s.toMove, s.turn, s.stage]);
          // Nothing is added that the seat could not hold, and widening again changes nothing.
          expect(widestHand(w, seat).hands[seat]).toEqual(kinds);
          // Every placement the real hand allows, the widest hand allows too.
          if (seat === s.toMove) {
            const key = (m: unknown) => JSON.stringify(m);
            const wide = new Set(engine.legalMoves(w).map(key));
            for (const m of engine.legalMoves(s)) if (m.type === 'place') expect(wide.has(key(m))).toBe(true);
          }
        }
    });
  }

  it('is what the strong level hunts winning replies against', () => {
    expect(evaluation.worstCase).toBe(widestHand);
    expect(evaluation.replyHunt).toBeGreaterThan(0);
  });
});
