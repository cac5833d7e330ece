import { describe, expect, it } from 'vitest';
import {
  disharmonious,
  FLOWER_CODES,
  FLOWERS,
  flowerOf,
  HARMONY_RING,
  harmonious,
  OTHERS,
  relationFromTraits,
  SET_SIZE,
  TILE_CODES,
} from './tiles.ts';

describe('Booklet tiles', () => {
  it('BASIC-1: 54 tiles per player, 6 of each flower and 3 of each other tile', () => {
    expect(SET_SIZE).toBe(54);
    expect(FLOWERS.map((f) => f.count)).toEqual([6, 6, 6, 6, 6, 6]);
    expect(OTHERS.map((t) => t.count)).toEqual([3, 3, 3, 3, 3, 3]);
    expect(new Set(TILE_CODES).size).toBe(12);
    // Codes are distinct regardless of case (the notation reads them case-insensitively).
    expect(new Set(TILE_CODES.map((c) => c.toLowerCase())).size).toBe(12);
  });

  it('three white and three red flowers, one of each movement type per colour', () => {
    for (const colour of ['white', 'red'] as const) {
      expect(FLOWERS.filter((f) => f.colour === colour).map((f) => f.moveType).sort()).toEqual(['five', 'l', 'three']);
    }
  });

  const H: [string, string][] = [
    ['J', 'L'],
    ['J', 'Rh'],
    ['L', 'Jd'],
    ['Jd', 'R'],
    ['R', 'C'],
    ['C', 'Rh'],
  ];
  const D: [string, string][] = [
    ['J', 'R'],
    ['L', 'C'],
    ['Jd', 'Rh'],
  ];
  const key = (a: string, b: string) => [a, b].sort().join('|');

  it('BASIC-2: the harmony and disharmony table, both ways round, and no other pair', () => {
    const hs = new Set(H.map(([a, b]) => key(a, b)));
    const ds = new Set(D.map(([a, b]) => key(a, b)));
    for (const a of FLOWER_CODES)
      for (const b of FLOWER_CODES) {
        expect(harmonious(a, b), `harmony ${a} ${b}`).toBe(hs.has(key(a, b)));
        expect(disharmonious(a, b), `disharmony ${a} ${b}`).toBe(ds.has(key(a, b)));
      }
    expect(harmonious('J', 'K')).toBe(false);
    expect(disharmonious('Lo', 'J')).toBe(false);
  });

  it("Ancient's six trait rules give exactly Basic's listed partners", () => {
    for (const a of FLOWERS)
      for (const b of FLOWERS) {
        const listed = harmonious(a.code, b.code) ? 'harmony' : disharmonious(a.code, b.code) ? 'disharmony' : 'none';
        expect(relationFromTraits(a, b), `${a.name}–${b.name}`).toBe(listed);
      }
  });

  it('the harmony ring: neighbours harmonize, opposites clash', () => {
    for (let i = 0; i < 6; i++) {
      const a = HARMONY_RING[i]!;
      expect(harmonious(a, HARMONY_RING[(i + 1) % 6]!)).toBe(true);
      expect(disharmonious(a, HARMONY_RING[(i + 3) % 6]!)).toBe(true);
    }
    expect(flowerOf('Jd')?.name).toBe('White Jade');
  });
});
