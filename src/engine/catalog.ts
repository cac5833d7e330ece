/**
 * @packageDocumentation
 * Every variant's engine and full metadata, loaded eagerly. For the server
 * (pages, build plugins) and the tests; the browser uses `lazy.ts` instead so a
 * page downloads only the engine of the variant it shows.
 */
import type { NoHarmonyExplainer, VariantEngine, VariantId, VariantMeta } from './core/types.ts';
import * as ancient from './variants/ancient/index.ts';
import * as balance from './variants/balance/index.ts';
import * as basic from './variants/basic/index.ts';
import * as iroh from './variants/iroh/index.ts';
import * as kutai from './variants/kutai/index.ts';
import * as wiki from './variants/wiki/index.ts';
import { explainNoHarmony as balanceExplain } from './variants/balance/explain.ts';
import { explainNoHarmony as kutaiExplain } from './variants/kutai/explain.ts';

export const ENGINES: Partial<Record<VariantId, VariantEngine<unknown>>> = {
  balance: balance.engine as VariantEngine<unknown>,
  kutai: kutai.engine as VariantEngine<unknown>,
  ancient: ancient.engine as VariantEngine<unknown>,
  iroh: iroh.engine as VariantEngine<unknown>,
  wiki: wiki.engine as VariantEngine<unknown>,
  basic: basic.engine as VariantEngine<unknown>,
};
export const METAS: Partial<Record<VariantId, VariantMeta>> = {
  balance: balance.meta,
  kutai: kutai.meta,
  ancient: ancient.meta,
  iroh: iroh.meta,
  wiki: wiki.meta,
  basic: basic.meta,
};

/** The engine of a variant, or undefined if it is not written yet. */
export const getEngine = (id: string): VariantEngine<unknown> | undefined => ENGINES[id as VariantId];
/** The metadata of a variant, or undefined if it is not written yet. */
export const getMeta = (id: string): VariantMeta | undefined => METAS[id as VariantId];

/** Each variant's "why no harmony" explainer, where it has one. */
export const EXPLAINERS: Partial<Record<VariantId, NoHarmonyExplainer>> = {
  balance: balanceExplain as NoHarmonyExplainer,
  kutai: kutaiExplain as NoHarmonyExplainer,
};
export const getExplainer = (id: string): NoHarmonyExplainer | undefined => EXPLAINERS[id as VariantId];
