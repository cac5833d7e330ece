/** `/data/<variant>.json`: a variant's rules as data, checked against its schema (src/site/rules-data.ts). */
import type { APIRoute } from 'astro';
import type { VariantMeta } from '../../engine/core/types.ts';
import { cardVariants } from '../../site/cards.ts';
import { checkedJson, variantData } from '../../site/rules-data.ts';

export function getStaticPaths() {
  return cardVariants().map((meta) => ({ params: { variant: meta.id }, props: { meta } }));
}

export const GET: APIRoute = ({ props }) => {
  const meta = props.meta as VariantMeta;
  return new Response(checkedJson('variant', variantData(meta), `/data/${meta.id}.json`), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
};
