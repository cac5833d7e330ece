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

/**
 * The frame's size (issue 41): an embed page posts its content's height to the page framing it, as
 * `{ type: HEIGHT_MESSAGE, height }`, when it loads, whenever it changes (a ResizeObserver: a step's caption,
 * the computer's panel, a narrower frame) and when asked with `{ type: HEIGHT_REQUEST }` (`EmbedPage.astro`).
 */
export const HEIGHT_MESSAGE = 'paisho-codex:height';
export const HEIGHT_REQUEST = 'paisho-codex:height?';
/** The frame's height before its page says (or where the host strips the script): a board with its controls. */
export const EMBED_FALLBACK_HEIGHT = 1100;

/**
 * The host page's half, one small script after the frame: it takes height messages only from the embed's own
 * origin and only for the frame that sent them (`e.source`), sets that frame's height, and asks frames that
 * loaded before it ran. Installed once per page and origin however many boards the page embeds.
 */
export function hostScript(origin: string): string {
  const o = JSON.stringify(origin);
  return (
    `(function(w,o){var k="paishoCodex "+o;if(w[k])return;w[k]=1;` +
    `w.addEventListener("message",function(e){var d=e.data,f=document.getElementsByTagName("iframe"),i;` +
    `if(e.origin!==o||!d||d.type!==${JSON.stringify(HEIGHT_MESSAGE)}||!(d.height>0&&d.height<1e5))return;` +
    `for(i=0;i<f.length;i++)if(f[i].contentWindow===e.source)f[i].style.height=Math.ceil(d.height)+"px"});` +
    `var f=document.getElementsByTagName("iframe"),i;for(i=0;i<f.length;i++)if(f[i].src.indexOf(o+"/")===0&&f[i].contentWindow)f[i].contentWindow.postMessage({type:${JSON.stringify(HEIGHT_REQUEST)}},o)` +
    `})(window,${o})`
  );
}

/**
 * The code to paste into another page: the `<iframe>` (its height a fallback, `height` when the caller measured
 * one) and the script that keeps the frame as tall as the board and its controls (`hostScript`).
 */
export function embedCode(src: string, title: string, height = EMBED_FALLBACK_HEIGHT): string {
  const h = Math.max(300, Math.min(3000, Math.ceil(height)));
  return (
    `<iframe src="${attr(src)}" title="${attr(title)}" width="560" height="${h}" style="border:0;max-width:100%" loading="lazy"></iframe>` +
    `<script>${hostScript(new URL(src).origin)}</script>`
  );
}
