/**
 * @packageDocumentation
 * An engine that reaches the browser in two chunks (`src/engine/README.md`, "Two chunks in the
 * browser"): the first chunk's members answer at once; each member of the second is a stand-in that
 * forwards to it once `complete()` has loaded it, and throws before (a programming error, never an
 * answer to input). Basic and the Pai Sho Project are built so (`variants/<id>/first.ts`).
 */
import type { VariantEngine } from './types.ts';

export function twoChunks<S, K extends Exclude<keyof VariantEngine<S>, 'complete'>>(
  name: string,
  first: Omit<VariantEngine<S>, K | 'complete'>,
  late: readonly K[],
  load: () => Promise<Pick<VariantEngine<S>, K>>,
): VariantEngine<S> {
  let loaded: Pick<VariantEngine<S>, K> | undefined;
  let loading: Promise<void> | undefined;
  const standIns = Object.fromEntries(
    late.map((k) => [
      k,
      (...args: unknown[]) => {
        if (!loaded) throw new Error(`${name}: call engine.complete() before ${String(k)}.`);
        return (loaded[k] as (...a: unknown[]) => unknown)(...args);
      },
    ]),
  );
  return Object.freeze({
    ...first,
    ...standIns,
    complete: () =>
      (loading ??= load().then((m) => {
        loaded = m;
      })),
  }) as VariantEngine<S>;
}
