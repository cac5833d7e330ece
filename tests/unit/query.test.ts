/** Readable query strings: the characters left unescaped read back exactly, for any text. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readableQuery } from '../../src/site/query.ts';

describe('readableQuery', () => {
  it('leaves option lists, place names and moves readable', () => {
    const p = new URLSearchParams({ board: 'b1', opt: 'balance-move-range=one,balance-play-surface=squares', moves: 'R*10j 9i:10j-9f:10g' });
    expect(readableQuery(p)).toBe('board=b1&opt=balance-move-range=one,balance-play-surface=squares&moves=R*10j+9i:10j-9f:10g');
  });
  it('reads back exactly what the standard encoding reads back, whatever the keys and values hold', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.string({ unit: 'binary' }), fc.string({ unit: 'binary' }))), (pairs) => {
        const p = new URLSearchParams(pairs);
        expect([...new URLSearchParams(readableQuery(p))]).toEqual([...new URLSearchParams(p.toString())]);
      }),
      { numRuns: 1000 },
    );
    // The characters that matter, spelled out.
    const tricky = new URLSearchParams({ v: 'a=b&c#d+e%f g,h:i*j/k' });
    expect(new URLSearchParams(readableQuery(tricky)).get('v')).toBe('a=b&c#d+e%f g,h:i*j/k');
    // A key holding `=` (fast-check found `[['=', '']]` read back as `[['', '=']]`).
    expect([...new URLSearchParams(readableQuery(new URLSearchParams([['=', ''], ['a=b', 'c=d']])))]).toEqual([['=', ''], ['a=b', 'c=d']]);
  });
});
