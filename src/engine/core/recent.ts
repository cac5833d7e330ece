/**
 * @packageDocumentation
 * A cache of the answers for the last few keys (by identity), for large per-position answers
 * such as long lists of legal steps. A `WeakMap` keeps such an answer until a full garbage
 * collection proves its position dead, so a game played quickly leaves many behind; this keeps
 * only the last `size`, which is what callers ask again (the position on the board, the one
 * just before). Answers must be pure functions of the key: a miss recomputes the same value.
 */
export class RecentCache<K extends object, V> {
  private readonly keys: (K | undefined)[];
  private readonly values: (V | undefined)[];
  private next = 0;
  constructor(size: number) {
    this.keys = new Array<K | undefined>(size).fill(undefined);
    this.values = new Array<V | undefined>(size).fill(undefined);
  }
  get(key: K): V | undefined {
    for (let i = 0; i < this.keys.length; i++) if (this.keys[i] === key) return this.values[i];
    return undefined;
  }
  set(key: K, value: V): void {
    this.keys[this.next] = key;
    this.values[this.next] = value;
    this.next = (this.next + 1) % this.keys.length;
  }
}
