/**
 * @packageDocumentation
 * Every variant's evaluation (`variants/<id>/evaluate.ts`), for the computer opponent and hints,
 * eagerly (server, tests, scripts) and lazily (`loadEvaluation`, used by the opponent's worker
 * only, so pages never download an evaluation unless a reader asks for an opponent or a hint).
 * A written variant without an evaluation fails `evaluations.test.ts`.
 */
import type { Evaluation } from './core/evaluation.ts';
import type { VariantId } from './core/types.ts';
import { evaluation as ancient } from './variants/ancient/evaluate.ts';
import { evaluation as balance } from './variants/balance/evaluate.ts';
import { evaluation as basic } from './variants/basic/evaluate.ts';
import { evaluation as iroh } from './variants/iroh/evaluate.ts';
import { evaluation as kutai } from './variants/kutai/evaluate.ts';
import { evaluation as wiki } from './variants/wiki/evaluate.ts';

export const EVALUATIONS: Partial<Record<VariantId, Evaluation<unknown>>> = {
  ancient: ancient as Evaluation<unknown>,
  balance: balance as Evaluation<unknown>,
  basic: basic as Evaluation<unknown>,
  iroh: iroh as Evaluation<unknown>,
  kutai: kutai as Evaluation<unknown>,
  wiki: wiki as Evaluation<unknown>,
};
export const getEvaluation = (id: string): Evaluation<unknown> | undefined => EVALUATIONS[id as VariantId];
