/**
 * @packageDocumentation
 * The address and HTML code that embed a board in another site (`/embed/…`, see `src/pages/embed/`), from the
 * share link the widget writes. Plain strings from parsed parameters; the attribute values are escaped.
 *
 * Every board of a variant's rules pages (and its cards) has its own pre-rendered embed page,
 * `/embed/<variant>/<board>/`, which shows that board's first position without JavaScript; the link's state
 * (`pos`, `moves`, `step`, `opt`) rides along in the query. A board elsewhere (the board explorer, the notation
 * page) goes to `/embed/<variant>/`, a new game whose board (`game`) restores the link's position and moves.
 */
import { readableQuery } from '../../site/query.ts';

/**
 * Paths whose boards have an embed page of their own. The variant page's address is spelled here, not taken
 * from `site/paths.ts`: importing it from this lazy chunk too splits it into a chunk of its own, which costs
 * the first board about 100 bytes (the Pai Sho Project's has fewer to spare).
 */
const OWN_EMBED = (variant: string, path: string) =>
  (path.startsWith(`/variants/${variant}/`) && !path.endsWith('/open-questions/')) || path.startsWith(`/rules/${variant}/`) || path.startsWith(`/embed/${variant}/`);

/** The embed address for a share link (absolute URL of the widget's "Copy link"). */
export function embedUrl(variant: string, boardId: string, shareLink: string): string {
  const u = new URL(shareLink);
  const p = new URLSearchParams(u.search);
  if (OWN_EMBED(variant, u.pathname) || !p.has('pos')) {
    p.set('board', boardId);
    const q = readableQuery(p);
    return `${u.origin}/embed/${variant}/${boardId}/${q ? `?${q}` : ''}`;
  }
  p.set('board', 'game');
  p.delete('step');
  return `${u.origin}/embed/${variant}/?${readableQuery(p)}`;
}

const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The `<iframe>` code to paste into another page. */
export function embedCode(src: string, title: string): string {
  return `<iframe src="${attr(src)}" title="${attr(title)}" width="560" height="800" style="border:0;max-width:100%" loading="lazy"></iframe>`;
}
