/**
 * @packageDocumentation
 * A small seeded random source (mulberry32). The state is a plain 32-bit integer
 * kept inside the game state, so draws are reproducible and states stay serialisable.
 */

/** Returns a float in [0, 1) and the next state. Pure. */
export function nextRandom(state: number): [number, number] {
  const s = (state + 0x6d2b79f5) | 0;
  let t = s;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  const value = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  return [value, s];
}

/** An integer in [0, n) and the next state. */
export function nextInt(state: number, n: number): [number, number] {
  const [v, s] = nextRandom(state);
  return [Math.floor(v * n), s];
}

/** Fisher–Yates shuffle of a copy of `items`; returns the shuffled copy and the next state. */
export function shuffle<T>(items: readonly T[], state: number): [T[], number] {
  const out = items.slice();
  let s = state;
  for (let i = out.length - 1; i > 0; i--) {
    const [j, s2] = nextInt(s, i + 1);
    s = s2;
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return [out, s];
}

/** Normalises any number (e.g. from a URL) to a valid 32-bit seed. */
export function seedFrom(n: number): number {
  return Number.isFinite(n) ? (Math.trunc(n) | 0) : 0;
}

/** 32-bit FNV-1a of a text (a seed other than the standard offset basis gives a second, independent hash). */
export function fnv1a(text: string, seed = 0x811c9dc5): number {
  let h = seed >>> 0;
  for (let k = 0; k < text.length; k++) {
    h ^= text.charCodeAt(k);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}
