/**
 * Starlight route data: on a variant page, the table of contents lists the
 * open-question topics under "Open questions" (the questions are rendered by a
 * component from the engine's data, so Starlight does not see their headings).
 */
import { defineRouteMiddleware } from '@astrojs/starlight/route-data';
import { getMeta } from './engine/catalog.ts';
import { topicAnchor, topicLabel, topicsOf } from './site/topics.ts';

export const onRequest = defineRouteMiddleware((context) => {
  const route = context.locals.starlightRoute;
  const variant = /^variants\/([a-z]+)$/.exec(route.id)?.[1];
  const meta = variant ? getMeta(variant) : undefined;
  const section = route.toc?.items.find((i) => i.slug === 'open-questions');
  if (!meta || !section) return;
  section.children = topicsOf(meta).map((t) => ({ depth: 3, slug: topicAnchor(t), text: topicLabel(t), children: [] }));
});
