/**
 * Starlight route data: the open questions of a variant are rendered by a component from the
 * engine's data, so Starlight does not see their headings. On a variant's open-questions page
 * (`variants/<id>/open-questions`) the table of contents lists every topic (h2) and, under it,
 * every question (h3).
 */
import { defineRouteMiddleware } from '@astrojs/starlight/route-data';
import { getMeta } from './engine/catalog.ts';
import { topicAnchor, topicLabel, topicsOf } from './site/topics.ts';

export const onRequest = defineRouteMiddleware((context) => {
  const route = context.locals.starlightRoute;
  const variant = /^variants\/([a-z0-9-]+)\/open-questions$/.exec(route.id)?.[1];
  const meta = variant ? getMeta(variant) : undefined;
  if (!meta || !route.toc) return;
  const top = route.toc.items[0];
  route.toc.items = [
    ...(top?.slug === '_top' ? [top] : []),
    ...topicsOf(meta).map((t) => ({
      depth: 2,
      slug: topicAnchor(t),
      text: topicLabel(t),
      children: meta.options.filter((o) => o.topic === t).map((o) => ({ depth: 3, slug: o.id, text: o.title, children: [] })),
    })),
  ];
});
