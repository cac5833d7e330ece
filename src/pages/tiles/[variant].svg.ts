/**
 * A variant's tile sprite (`/tiles/<variant>.svg`): its tile faces as SVG `<symbol>`s, plain and with
 * each owner's ring. Boards and tile tables draw a tile as one `<use>` of it, so the artwork is
 * downloaded once and cached instead of repeated in every page's DOM.
 */
import type { GetStaticPaths } from 'astro';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ENGINES } from '../../engine/catalog.ts';
import { TileSymbols } from '../../components/board/glyphs.tsx';
import { tileLooks } from '../../site/tile-looks.ts';

export const getStaticPaths = (() => Object.keys(ENGINES).map((variant) => ({ params: { variant } }))) satisfies GetStaticPaths;

export function GET({ params }: { params: { variant: string } }): Response {
  const body = renderToStaticMarkup(createElement(TileSymbols, { variants: { [params.variant]: tileLooks(params.variant) } }));
  return new Response(`<svg xmlns="http://www.w3.org/2000/svg">${body}</svg>`, { headers: { 'Content-Type': 'image/svg+xml' } });
}
