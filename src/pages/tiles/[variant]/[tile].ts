/**
 * One tile face as a small SVG image (`/tiles/<variant>/<code>.svg`): what a hand's CSS backgrounds
 * show (`tileView`). The browser draws an SVG image whole wherever it appears, so each face is a file
 * of its own rather than a view into the sprite.
 */
import type { GetStaticPaths } from 'astro';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ENGINES } from '../../../engine/catalog.ts';
import { TileImage, tileImageName } from '../../../components/board/glyphs.tsx';
import { tileLooks } from '../../../site/tile-looks.ts';

export const getStaticPaths = (() =>
  Object.keys(ENGINES).flatMap((variant) => tileLooks(variant).map((look) => ({ params: { variant, tile: tileImageName(look.code) }, props: { look } })))) satisfies GetStaticPaths;

export function GET({ params, props }: { params: { variant: string }; props: { look: ReturnType<typeof tileLooks>[number] } }): Response {
  const body = renderToStaticMarkup(createElement(TileImage, { look: props.look, variant: params.variant }));
  return new Response(body, { headers: { 'Content-Type': 'image/svg+xml' } });
}
