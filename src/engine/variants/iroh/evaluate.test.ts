/**
 * Iroh's evaluation: a spare harmony across a midline already covered counts (a four-midline win
 * must survive the other side's answering turn, and one harmony per midline is easy to break), and
 * any lead fades as the quiet spell runs toward its draw.
 */
import { describe, expect, it } from 'vitest';
import { unwrap } from '../../core/result.ts';
import type { OptionValues } from '../../core/types.ts';
import { analysis } from './engine.ts';
import { engine, QUIET_LIMIT } from './engine.ts';
import { evaluation, rawScores, spareHarmonies } from './evaluate.ts';
import type { IrohState } from './state.ts';

const LETTERS = 'abcdefghijklmnopqrs';
const n = (x: number, y: number) => `${10 - x}${LETTERS[9 - y]}`;
type Piece = readonly [owner: 0 | 1, code: string, x: number, y: number];
function pos(toMove: 0 | 1, pieces: readonly Piece[], o: OptionValues = {}): IrohState {
  const body = pieces.map(([ow, c, x, y]) => `${ow}${c}${n(x, y)}`).join(',');
  return unwrap(engine.parsePosition(`${toMove}~${body}`, o));
}

// South's harmonies across all four midlines, every piece on paint it may stand on: N A(-2,4)–A(1,4),
// E F(3,1)–W(3,-2), S F(-1,-3)–A(4,-3), W E(-6,-1)–A(-6,2). North to answer.
const base: Piece[] = [
  [0, 'A', -2, 4], [0, 'A', 1, 4], [0, 'F', 3, 1], [0, 'W', 3, -2], [0, 'F', -1, -3], [0, 'A', 4, -3],
  [0, 'E', -6, -1], [0, 'A', -6, 2], [0, 'L', 0, -7], [1, 'L', 0, 7], [1, 'F', -8, 0],
];
const crossing = (s: IrohState, seat: 0 | 1) => [0, 1, 2, 3].map((m) => analysis(s).edges[seat].filter((e) => e.mask & (1 << m)).length);

describe('Iroh evaluation', () => {
  it('a second harmony across a covered midline is worth more than the same pieces out of line', () => {
    const spare = pos(1, [...base, [0, 'E', -2, 6], [0, 'E', 2, 6]]);
    const apart = pos(1, [...base, [0, 'E', -2, 6], [0, 'E', 2, 5]]);
    expect(analysis(spare).complete[0]).toBe(true);
    expect(analysis(apart).complete[0]).toBe(true);
    // The spare position has one more South harmony across some midline; the other has none more.
    const more = crossing(spare, 0).reduce((a, x) => a + x, 0) - crossing(apart, 0).reduce((a, x) => a + x, 0);
    expect(more).toBeGreaterThan(0);
    expect(spareHarmonies(spare, 0)).toBe(1);
    expect(spareHarmonies(apart, 0)).toBe(0);
    // South's score (before it is set against North's and squashed, which saturates this far ahead).
    expect(rawScores(spare)[0]).toBeGreaterThan(rawScores(apart)[0] as number);
  });

  it('a lead fades in proportion to the quiet spell (the draw it runs toward)', () => {
    const s = pos(1, base);
    const v = evaluation.evaluate(s)[0] as number;
    expect(v).toBeGreaterThan(0);
    const half = { ...s, quiet: QUIET_LIMIT / 2 } as IrohState;
    expect(evaluation.evaluate(half)[0]).toBeCloseTo(v / 2, 9);
  });
});
