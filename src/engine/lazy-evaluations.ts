/**
 * @packageDocumentation
 * Browser entry for the evaluations: one variant's evaluation as its own chunk (imported by the
 * opponent's worker only).
 */
import type { Evaluation } from './core/evaluation.ts';
import type { VariantId } from './core/types.ts';

const LOADERS: Partial<Record<VariantId, () => Promise<Evaluation<unknown>>>> = {
  ancient: () => import('./variants/ancient/evaluate.ts').then((m) => m.evaluation as Evaluation<unknown>),
  balance: () => import('./variants/balance/evaluate.ts').then((m) => m.evaluation as Evaluation<unknown>),
  basic: () => import('./variants/basic/evaluate.ts').then((m) => m.evaluation as Evaluation<unknown>),
  iroh: () => import('./variants/iroh/evaluate.ts').then((m) => m.evaluation as Evaluation<unknown>),
  kutai: () => import('./variants/kutai/evaluate.ts').then((m) => m.evaluation as Evaluation<unknown>),
  wiki: () => import('./variants/wiki/evaluate.ts').then((m) => m.evaluation as Evaluation<unknown>),
};

/** A variant's evaluation and its engine (the evaluation module imports the engine). */
export async function loadEvaluation(id: VariantId): Promise<Evaluation<unknown>> {
  const l = LOADERS[id];
  if (!l) throw new Error(`No evaluation for variant “${id}”.`);
  return l();
}
