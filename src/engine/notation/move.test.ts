import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatMoveText, parseMoveText, sameMove } from './move.ts';
import { unwrap } from '../core/result.ts';
import { PLACE_COUNT, POINT_COUNT } from '../geometry/coords.ts';
import type { Move } from '../core/types.ts';

const codes = ['R', 'L', 'WL'];
describe('shared move notation', () => {
  it('parses placements, moves and pass', () => {
    expect(formatMoveText(unwrap(parseMoveText('r*10J', codes)))).toBe('R*10j');
    expect(formatMoveText(unwrap(parseMoveText('9i:10j-9f:10g', codes)))).toBe('9i:10j-9f:10g');
    expect(unwrap(parseMoveText(' PASS ', codes))).toEqual({ type: 'pass' });
  });
  it.each([
    ['', 'ERR_MOVE_EMPTY'],
    ['X*10j', 'ERR_MOVE_TILE'],
    ['R*99z', 'ERR_PLACE_SYNTAX'],
    ['10j', 'ERR_MOVE_SYNTAX'],
    ['10j-', 'ERR_MOVE_SYNTAX'],
    ['R10j-10f', 'ERR_MOVE_SYNTAX'],
  ])('rejects %j with %s', (t, code) => {
    const r = parseMoveText(t, codes);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe(code);
  });
  it('round-trips any move', () => {
    const place = fc.integer({ min: 0, max: PLACE_COUNT - 1 });
    const move: fc.Arbitrary<Move> = fc.oneof(
      fc.record({ type: fc.constant('place' as const), tile: fc.constantFrom(...codes), to: place }),
      fc.record({ type: fc.constant('move' as const), from: place, to: place }),
      fc.constant({ type: 'pass' as const }),
    );
    fc.assert(fc.property(move, (m) => sameMove(unwrap(parseMoveText(formatMoveText(m), codes)), m)));
    expect(POINT_COUNT).toBe(361);
  });
});
