/**
 * Starlight route data: the open questions of a variant are rendered by a component from the
 * engine's data, so Starlight does not see their headings. On a variant's open-questions page
 * (`variants/<id>/open-questions`) the table of contents lists every topic (h2) and, under it,
 * every question (h3).
 *
 * The footer's Previous / Next links take the sidebar's labels, which under a variant's group are bare ("Rules",
 * "Open questions"): a link to a variant's page is labelled with the variant's name too ("Basic Pai Sho: Open
 * questions"), so a reader at the end of Iroh's page knows the next page is another game's.
 */
import { defineRouteMiddleware } from '@astrojs/starlight/route-data';
import { getMeta } from './engine/catalog.ts';
import { questionsOn, SUBPAGES } from './site/rule-pages.ts';
import { topicAnchor, topicLabel, topicsOf } from './site/topics.ts';

/** A pagination link to one of a variant's pages, labelled with the variant's name. */
export function withVariant<T extends { href: string; label: string }>(link: T | undefined): T | undefined {
  const v = link && /^\/variants\/([a-z0-9-]+)\//.exec(link.href)?.[1];
  const name = v ? getMeta(v)?.name : undefined;
  if (!link || !name) return link;
  // The variant's own rules page: the sidebar labels it with the bare name, the footer says what it is.
  if (/^\/variants\/[a-z0-9-]+\/?$/.test(link.href)) return { ...link, label: `${name}: Rules` };
  if (link.label.startsWith(name)) return link;
  return { ...link, label: `${name}: ${link.label}` };
}

export const onRequest = defineRouteMiddleware((context) => {
  const route = context.locals.starlightRoute;
  if (route.pagination) route.pagination = { prev: withVariant(route.pagination.prev), next: withVariant(route.pagination.next) };
  const m = /^variants\/([a-z0-9-]+)\/([a-z0-9-]+)$/.exec(route.id);
  const variant = m?.[1];
  // The open-questions page, or a further rules page that shows its own questions (site/rule-pages.ts).
  const page = m?.[2] === 'open-questions' ? undefined : m?.[2];
  const full = variant ? getMeta(variant) : undefined;
  if (!full || !route.toc || (page !== undefined && !SUBPAGES[variant as string]?.[page])) return;
  const meta = { ...full, options: questionsOn(full, page) };
  if (meta.options.length === 0) return;
  const top = route.toc.items[0];
  const own = page === undefined ? [] : route.toc.items.filter((x) => x.slug !== '_top');
  route.toc.items = [
    ...(top?.slug === '_top' ? [top] : []),
    ...own,
    ...topicsOf(meta).map((t) => ({
      depth: 2,
      slug: topicAnchor(t),
      text: topicLabel(t),
      children: meta.options.filter((o) => o.topic === t).map((o) => ({ depth: 3, slug: o.id, text: o.title, children: [] })),
    })),
  ];
});
