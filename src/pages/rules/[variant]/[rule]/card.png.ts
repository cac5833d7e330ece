/** A rule card's link-preview image (`og:image`), made at build time: see `src/site/card-image.ts`. */
import type { APIRoute } from 'astro';
import { allCards, boardTagProps, diagramOf, ruleText, type Card } from '../../../../site/cards.ts';
import { cardPng } from '../../../../site/card-image.ts';

export function getStaticPaths() {
  return allCards().map((card) => ({ params: { variant: card.meta.id, rule: card.rule.id }, props: { card } }));
}

export const GET: APIRoute = async ({ props }) => {
  const card = props.card as Card;
  const tag = diagramOf(card);
  const png = await cardPng(card, tag ? boardTagProps(card.meta.id, tag) : undefined, ruleText(card.meta, card.section.body).split('\n\n')[0] ?? '');
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
};
