import { describe, expect, it } from 'vitest';
import { hintLead } from '../../src/components/opponent/OpponentPanel.tsx';
import { fnv1a } from '../../src/engine/core/rng.ts';

describe('the hint line', () => {
  it('calls a turn of passes passing, never circled; any other turn is played, circled only where the board marks it', () => {
    expect(hintLead([{ type: 'pass' }], false)).toEqual({ pass: true, circled: false });
    expect(hintLead([{ type: 'pass' }], true)).toEqual({ pass: true, circled: false });
    const place = { type: 'place', tile: 'R', to: 12 } as const;
    expect(hintLead([place], true)).toEqual({ pass: false, circled: true });
    expect(hintLead([place], false)).toEqual({ pass: false, circled: false });
    // An exercise's hint has no steps: never a pass.
    expect(hintLead([], true)).toEqual({ pass: false, circled: true });
  });
});

describe('fnv1a', () => {
  it('is FNV-1a: the published 32-bit values', () => {
    expect(fnv1a('')).toBe(0x811c9dc5);
    expect(fnv1a('a')).toBe(0xe40c292c);
    expect(fnv1a('foobar')).toBe(0xbf9cf968);
  });
});
