/** The board drawing, rendered on the server: light, with ids of its own, and a tile sprite that has every tile. */
import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { BoardSvg } from '../../src/components/board/BoardSvg.tsx';
import { TileImage, TileSymbols, tileHref, tileSymbolId, tileView, type TileLook } from '../../src/components/board/glyphs.tsx';
import { ENGINES } from '../../src/engine/catalog.ts';
import { unwrap } from '../../src/engine/core/result.ts';

const elements = (html: string) => (html.match(/<[a-zA-Z][\w:-]*/g) ?? []).length;
const looks = (id: string): TileLook[] => ENGINES[id as keyof typeof ENGINES]!.spec.tiles.map((t) => ({ code: t.code, name: t.name, colour: t.colour, glyph: t.glyph }));

describe('BoardSvg', () => {
  for (const [id, engine] of Object.entries(ENGINES)) {
    it(`${id}: a new game's board is a few dozen elements, with no element per place`, () => {
      const s = unwrap(engine!.create({}));
      const view = engine!.view(s, { revealHands: true });
      const html = renderToStaticMarkup(createElement(BoardSvg, { view, tiles: {}, label: 'x', interactive: true, showBorders: true }));
      expect(view.points.length).toBeGreaterThan(200);
      expect(elements(html)).toBeLessThan(20 + view.pieces.length * 2);
      expect(html).toContain('role="application"');
    });
  }
  it('two boards in one page get different clip ids, and each uses its own', () => {
    const engine = ENGINES.kutai!;
    const view = engine.view(unwrap(engine.create({})));
    const one = () => createElement(BoardSvg, { view, tiles: {}, label: 'x' });
    const html = renderToStaticMarkup(createElement('div', null, one(), one()));
    const ids = [...html.matchAll(/<clipPath id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids.length).toBe(2);
    expect(new Set(ids).size).toBe(2);
    for (const svg of html.split('</svg>').slice(0, 2)) {
      const own = /<clipPath id="([^"]+)"/.exec(svg)![1];
      for (const m of svg.matchAll(/url\(#([^)]+)\)/g)) expect(m[1]).toBe(own);
    }
  });
});

describe('the tile sprite', () => {
  const variants = Object.fromEntries(Object.keys(ENGINES).map((id) => [id, looks(id)]));
  const svg = renderToStaticMarkup(createElement(TileSymbols, { variants }));
  it('has a symbol per tile (plain and with each owner’s ring), all ids distinct, and nothing else (no views: a hand draws faces from files of their own)', () => {
    const ids = [...svg.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [id, ls] of Object.entries(variants)) {
      for (const l of ls) for (const o of [undefined, 0, 1, 2, 3] as const) expect(ids).toContain(tileSymbolId(id, l.code, o));
    }
    expect(ids.length).toBe(Object.values(variants).reduce((n, ls) => n + ls.length * 5, 0));
    expect(svg).not.toContain('<view');
  });
  it('a board tile points into its own variant’s sprite, and a hand’s face is a small image of that face alone', () => {
    expect(tileHref('kutai', 'DMA', 1)).toBe(`/tiles/kutai.svg#${tileSymbolId('kutai', 'DMA', 1)}`);
    expect(tileView('wiki', 'F*')).toBe('/tiles/wiki/F_2a.svg');
    const image = renderToStaticMarkup(createElement(TileImage, { look: variants.kutai![0]!, variant: 'kutai' }));
    const inSprite = new RegExp(`<symbol id="${tileSymbolId('kutai', variants.kutai![0]!.code)}"[^>]*>(.*?)</symbol>`).exec(svg)![1]!;
    expect(image).toBe(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="-0.5 -0.5 1 1" width="64" height="64">${inSprite}</svg>`);
    expect(elements(image)).toBeLessThan(15);
  });
  it('draws Day tiles with sun rays and Night tiles with a crescent outline, so they differ in shape', () => {
    const face = (code: string) => {
      const m = new RegExp(`<symbol id="${tileSymbolId('kutai', code)}"[^>]*>(.*?)</symbol>`).exec(svg);
      return m![1]!;
    };
    const day = face('DMA');
    const night = face('NMA');
    // The outline is the first shape: the rays (a star path) for Day, the bitten disc (two arcs) for Night.
    expect(day).toMatch(/^<g class="tile-face"><path d="M[^"]*L/);
    expect(night).toMatch(/^<g class="tile-face"><path d="M[^"]*A[^"]*A[^"]*Z"/);
    expect(day).toContain('<circle r="0.43"');
    expect(night).not.toContain('<circle r="0.43"');
  });
});
