/**
 * A variant's face sheet (`/tiles/faces/<variant>.svg`): its tile faces one under another, what a hand
 * that is only shown draws its tiles from (`faceSheet`, `faceLayer` in glyphs.tsx).
 */
import type { GetStaticPaths } from 'astro';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ENGINES } from '../../../engine/catalog.ts';
import { FaceSheet } from '../../../components/board/glyphs.tsx';
import { tileLooks } from '../../../site/tile-looks.ts';

export const getStaticPaths = (() => Object.keys(ENGINES).map((variant) => ({ params: { variant } }))) satisfies GetStaticPaths;

export function GET({ params }: { params: { variant: string } }): Response {
  const body = renderToStaticMarkup(createElement(FaceSheet, { looks: tileLooks(params.variant), variant: params.variant }));
  return new Response(body, { headers: { 'Content-Type': 'image/svg+xml' } });
}
