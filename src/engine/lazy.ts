/**
 * @packageDocumentation
 * Browser entry: loads one variant's engine on demand (a separate chunk per
 * variant, logic only: no rule prose), so reading a page costs nothing until a
 * board comes into view.
 */
import type { NoHarmonyExplainer, VariantEngine, VariantId } from './core/types.ts';

const LOADERS: Partial<Record<VariantId, () => Promise<VariantEngine<unknown>>>> = {
  balance: () => import('./variants/balance/engine.ts').then((m) => m.engine as VariantEngine<unknown>),
  ancient: () => import('./variants/ancient/engine.ts').then((m) => m.engine as VariantEngine<unknown>),
  iroh: () => import('./variants/iroh/engine.ts').then((m) => m.engine as VariantEngine<unknown>),
  kutai: () => import('./variants/kutai/engine.ts').then((m) => m.engine as VariantEngine<unknown>),
  wiki: () => import('./variants/wiki/first.ts').then((m) => m.engine as VariantEngine<unknown>),
  basic: () => import('./variants/basic/first.ts').then((m) => m.engine as VariantEngine<unknown>),
};

/** Loads a variant's engine; rejects for a variant with no engine yet. */
export function loadEngine(id: VariantId): Promise<VariantEngine<unknown>> {
  const l = LOADERS[id];
  return l ? l() : Promise.reject(new Error(`No engine for variant “${id}” yet.`));
}

const EXPLAINERS: Partial<Record<VariantId, () => Promise<NoHarmonyExplainer>>> = {
  balance: () => import('./variants/balance/explain.ts').then((m) => m.explainNoHarmony as NoHarmonyExplainer),
  kutai: () => import('./variants/kutai/explain.ts').then((m) => m.explainNoHarmony as NoHarmonyExplainer),
};

/** Loads a variant's "why no harmony" explainer (for exercise boards); undefined when it has none. */
export function loadExplainer(id: VariantId): Promise<NoHarmonyExplainer | undefined> {
  const l = EXPLAINERS[id];
  return l ? l() : Promise.resolve(undefined);
}
