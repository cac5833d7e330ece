/**
 * The tile sprite: every variant's tile faces as SVG `<symbol>`s in one static file
 * (`/tiles.svg`). Boards, hands and tile tables draw a tile as one `<use>` of it, so
 * the artwork is downloaded once and cached instead of repeated in every page's DOM.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ENGINES } from '../engine/catalog.ts';
import { TileSymbols, type TileLook } from '../components/board/glyphs.tsx';

export function GET(): Response {
  const variants: Record<string, TileLook[]> = {};
  for (const [id, engine] of Object.entries(ENGINES)) {
    if (engine) variants[id] = engine.spec.tiles.map((t) => ({ code: t.code, name: t.name, colour: t.colour, glyph: t.glyph }));
  }
  const body = renderToStaticMarkup(createElement(TileSymbols, { variants }));
  return new Response(`<svg xmlns="http://www.w3.org/2000/svg">${body}</svg>`, { headers: { 'Content-Type': 'image/svg+xml' } });
}
