/**
 * Engines that come in two chunks (`VariantEngine.complete`, e.g. Basic): a board becomes live
 * with the first chunk (it shows the position and its legal steps) and fetches the second as
 * soon as the reader reaches for it (pointer over the board, focus inside it), before anything
 * that applies a step. These helpers keep that to one line at each place in the widget.
 */
import { useEffect, useState } from 'react';
import type { VariantEngine } from '../../engine/core/types.ts';

const WHOLE = new WeakSet<object>();

/** The engine once whole (at once for an engine in one chunk). */
export function whole<E extends VariantEngine<unknown>>(engine: E): Promise<E> {
  if (!engine.complete || WHOLE.has(engine)) return Promise.resolve(engine);
  return engine.complete().then(() => {
    WHOLE.add(engine);
    return engine;
  });
}

/**
 * Whether the engine answers in full now (always, for an engine in one chunk). Until then the widget
 * shows the server's drawing of the board's start position (`initialView`, `initialDescription`,
 * `initialHarmonies`): an engine's first chunk may leave `view`, `describe` and `harmonies` to the
 * second, and the widget makes the engine whole before it shows any other position.
 */
export const isWhole = (engine: VariantEngine<unknown>): boolean => !engine.complete || WHOLE.has(engine);

/**
 * Whether the engine answers for a position now (its outcome, and so its legal steps): an engine's first
 * chunk may leave some positions to the second (the Pai Sho Project's scoring, which a finished game's
 * result needs), and a board opening on such a position makes the engine whole before it becomes live.
 */
export function firstAnswers(engine: VariantEngine<unknown>, s: unknown): boolean {
  try {
    // (An engine's legal steps ask its outcome first.)
    return s === undefined || !!engine.outcome(s);
  } catch {
    return false;
  }
}

/** Starts fetching the rest of the engine, if any (idempotent; errors surface in `whenWhole`). */
export function warm(engine: VariantEngine<unknown> | undefined): void {
  if (engine?.complete && !WHOLE.has(engine)) whole(engine).catch(() => undefined);
}

/** Runs `fn` once the engine is whole: synchronously when it already is. */
export function whenWhole(engine: VariantEngine<unknown> | undefined, fn: () => void, onError?: (e: unknown) => void): void {
  if (!engine?.complete || WHOLE.has(engine)) {
    fn();
    return;
  }
  whole(engine).then(fn, (e: unknown) => onError?.(e));
}

/**
 * For the board's own clicks and keys, which may come fast: before the engine is whole they wait in
 * a queue, then run one per render (each after the previous one's result is on screen), so a second
 * click never acts on the position the first one had not yet changed. `fn` should read the widget's
 * latest handlers (through a ref), not the ones of the render that queued it.
 */
export function useWhole(engine: VariantEngine<unknown> | undefined, onError: (e: unknown) => void): (fn: () => void) => void {
  const [isWhole, setWhole] = useState(false);
  const [queue, setQueue] = useState<readonly (() => void)[]>([]);
  useEffect(() => {
    if (!isWhole || queue.length === 0) return;
    const [first, ...rest] = queue;
    setQueue(rest);
    first?.();
  }, [isWhole, queue]);
  return (fn) => {
    if (!engine?.complete || WHOLE.has(engine)) {
      fn();
      return;
    }
    setQueue((q) => [...q, fn]);
    whole(engine).then(() => setWhole(true), onError);
  };
}
