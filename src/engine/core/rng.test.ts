import { describe, expect, it } from 'vitest';
import { fnv1a } from './rng.ts';

describe('fnv1a', () => {
  it('is FNV-1a: the published 32-bit values', () => {
    expect(fnv1a('')).toBe(0x811c9dc5);
    expect(fnv1a('a')).toBe(0xe40c292c);
    expect(fnv1a('foobar')).toBe(0xbf9cf968);
  });
});
