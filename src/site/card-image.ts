/**
 * @packageDocumentation
 * A rule card's link-preview image (1200×630 PNG, made at build time): the variant, the rule's number and
 * title, and its board when the rule has a diagram or a worked example, drawn by the same `BoardSvg` the
 * pages use from the engine's view of the position. SVG assembled here, rasterised by `sharp` (librsvg) with
 * the machine's fonts (DejaVu Sans or any sans-serif; nothing from the network). Plain PNG, no palette: quantising
 * took five times as long (about 90 ms a card against 18 ms of CPU) for half the bytes.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';
import { BoardSvg } from '../components/board/BoardSvg.tsx';
import { TileFace, tileSymbolId, type TileLook } from '../components/board/glyphs.tsx';
import type { BoardWidgetProps } from '../components/board/BoardWidget.tsx';
import type { Card } from './cards.ts';

export const CARD_IMAGE = { width: 1200, height: 630 } as const;

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Words wrapped to lines of at most `width` characters (a sans-serif's average width is close enough). */
export function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const w of text.split(/\s+/)) {
    if (line && (line + ' ' + w).length > width) {
      lines.push(line);
      line = w;
    } else line = line ? `${line} ${w}` : w;
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    const last = kept[maxLines - 1] as string;
    kept[maxLines - 1] = last.length + 2 <= width || !/\s/.test(last) ? `${last} …` : `${last.replace(/\s+\S+$/, '')} …`;
    return kept;
  }
  return lines;
}

/** The board of a widget as a standalone SVG fragment (tile faces inlined, CSS variables resolved), `size` px square. */
export function boardSvg(props: BoardWidgetProps, x: number, y: number, size: number): string {
  const inner = renderToStaticMarkup(
    createElement(BoardSvg, {
      view: props.initialView,
      tiles: props.tiles,
      showAreas: props.overlays.areas,
      showBorders: true,
      ...(props.overlays.harmonies ? { harmonies: props.initialHarmonies } : {}),
      label: 'board',
    }),
  );
  const looks = Object.values(props.tiles) as TileLook[];
  const symbols = renderToStaticMarkup(
    createElement(
      'defs',
      null,
      looks.flatMap((look) =>
        ([undefined, 0, 1, 2, 3] as const).map((owner) =>
          createElement('symbol', { key: tileSymbolId(props.variant, look.code, owner), id: tileSymbolId(props.variant, look.code, owner), viewBox: '-0.5 -0.5 1 1' }, createElement(TileFace, { look, variant: props.variant, ...(owner === undefined ? {} : { owner }) })),
        ),
      ),
    ),
  );
  return (
    symbols +
    inner
      .replace(/href="[^"#]*tiles\.svg#/g, 'href="#')
      .replace(/var\(--[\w-]+,\s*([^()]+?)\)/g, '$1')
      .replace(/^<svg\b/, `<svg x="${x}" y="${y}" width="${size}" height="${size}"`)
  );
}

/** The card image as SVG text. */
export function cardSvg(card: Card, board: BoardWidgetProps | undefined, summary = ''): string {
  const { width: W, height: H } = CARD_IMAGE;
  const { meta, rule } = card;
  const titleLines = wrap(rule.title, board ? 22 : 36, 4);
  const titleSize = 54;
  const parts: string[] = [];
  parts.push(`<rect width="${W}" height="${H}" fill="#f7f1e3"/>`);
  parts.push(`<rect x="0" y="0" width="18" height="${H}" fill="#8e2a1f"/>`);
  parts.push(`<text x="60" y="92" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="30" fill="#5b4a32">${esc(meta.name)} · ${esc(rule.section)}</text>`);
  parts.push(`<text x="60" y="200" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="84" font-weight="bold" fill="#8e2a1f">Rule ${esc(rule.number)}</text>`);
  titleLines.forEach((l, i) => {
    parts.push(`<text x="60" y="${290 + i * (titleSize + 14)}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="${titleSize}" fill="#1d1a14">${esc(l)}</text>`);
  });
  parts.push(`<text x="60" y="${H - 48}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="26" fill="#5b4a32">Pai Sho Codex · rules/${esc(meta.id)}/${esc(rule.id)}</text>`);
  // Without a board, the first words of the rule fill the space.
  if (!board && summary) {
    const top = 290 + titleLines.length * (titleSize + 14) + 20;
    const room = Math.max(0, Math.floor((H - 110 - top) / 42));
    wrap(summary, 64, Math.min(4, room)).forEach((l, i) => {
      parts.push(`<text x="60" y="${top + i * 42}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="30" fill="#3b342a">${esc(l)}</text>`);
    });
  }
  if (board) {
    parts.push(`<circle cx="${W - 285}" cy="${H / 2}" r="272" fill="#efe3c4"/>`);
    parts.push(boardSvg(board, W - 285 - 260, H / 2 - 260, 520));
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${parts.join('')}</svg>`;
}

/** The card image as PNG bytes. */
export async function cardPng(card: Card, board: BoardWidgetProps | undefined, summary = ''): Promise<Buffer> {
  return sharp(Buffer.from(cardSvg(card, board, summary))).png({ compressionLevel: 6 }).toBuffer();
}
