/** The board drawing, rendered on the server: light, with ids of its own, and a tile sprite that has every tile. */
import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { BoardSvg } from '../../src/components/board/BoardSvg.tsx';
import { FaceSheet, faceGap, faceLayer, faceOrder, faceSheet, HAND_COLS, handGrid, STRIP_MAX, TileSymbols, tileHref, tileSymbolId, type TileLook } from '../../src/components/board/glyphs.tsx';
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
  it('has a symbol per tile (plain and with each owner’s ring), all ids distinct, and nothing else (no views: a hand draws faces from the face sheet)', () => {
    const ids = [...svg.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [id, ls] of Object.entries(variants)) {
      for (const l of ls) for (const o of [undefined, 0, 1, 2, 3] as const) expect(ids).toContain(tileSymbolId(id, l.code, o));
    }
    expect(ids.length).toBe(Object.values(variants).reduce((n, ls) => n + ls.length * 5, 0));
    expect(svg).not.toContain('<view');
  });
  it('a board tile points into its own variant’s sprite; a hand’s faces come from one sheet of the variant’s faces, each drawn as in the sprite', () => {
    expect(tileHref('kutai', 'DMA', 1)).toBe(`/tiles/kutai.svg#${tileSymbolId('kutai', 'DMA', 1)}`);
    expect(faceSheet('wiki')).toBe('/tiles/faces/wiki.svg');
    for (const [id, ls] of Object.entries(variants)) {
      const sheet = renderToStaticMarkup(createElement(FaceSheet, { looks: ls, variant: id }));
      const order = faceOrder(ls.map((l) => l.code));
      const gap = faceGap(ls.length);
      expect(sheet).toMatch(new RegExp(`^<svg xmlns="http://www.w3.org/2000/svg" viewBox="-0.5 -0.5 1 ${gap * (ls.length - 1) + 1}"`));
      // Face k sits k × gap tile heights down, and is the sprite's plain face of the k-th code in sorted order.
      const faces = [...sheet.matchAll(/<g transform="translate\(0 (\d+)\)">(.*?)<\/g>(?=<g transform="translate|<\/svg>)/g)];
      expect(faces.map((m) => Number(m[1]))).toEqual(order.map((_, k) => k * gap));
      order.forEach((code, k) => {
        const inSprite = new RegExp(`<symbol id="${tileSymbolId(id, code)}"[^>]*>(.*?)</symbol>`).exec(svg)![1]!;
        expect(faces[k]![2], `${id} ${code}`).toBe(inSprite);
      });
      expect(elements(sheet)).toBeLessThan(15 * ls.length);
    }
  });
  it('a hand picture’s layer shows its face in its own cell and only empty sheet in the other cells of its column', () => {
    // Cells are 1 × 1; the picture is cols × rows cells. A layer is the sheet drawn 1 cell wide, shifted
    // by p% of (box − image) on each axis (how CSS places a background).
    const place = (size: number, box: number, p: string) => ((box - size) * parseFloat(p)) / 100;
    // Both grids: the other hand's picture (`STRIP_MAX` a row) and the mover's (`HAND_COLS` a row, three rows for 29).
    for (const [kinds, mover] of [1, 2, 11, 15, 16, 29, 30].flatMap((k) => [[k, false], [k, true]] as const)) {
      const { rows, cols } = handGrid(kinds, mover);
      expect(rows).toBe(Math.ceil(kinds / (mover ? HAND_COLS : STRIP_MAX)));
      const gap = faceGap(kinds);
      const tall = gap * (kinds - 1) + 1;
      for (let i = 0; i < kinds; i++) {
        for (const index of [0, kinds - 1, Math.floor(kinds / 2)]) {
          const col = i % cols;
          const row = Math.floor(i / cols);
          const l = faceLayer(index, kinds, col, row, cols, rows);
          const [w, h] = l.size.split(' ').map((x) => parseFloat(x) / 100);
          expect(w! * cols).toBeCloseTo(1, 3);
          expect(h! * rows).toBeCloseTo(tall, 2);
          const [px, py] = l.position.split(' ');
          expect(place(1, cols, px!)).toBeCloseTo(col, 2);
          const top = place(tall, rows, py!);
          // The face `index` starts at top + gap × index: exactly this cell's row.
          expect(top + gap * index).toBeCloseTo(row, 2);
          // Every other face is at least `gap` ≥ rows cells away, so outside the picture or in an empty row.
          for (let k = 0; k < kinds; k++) if (k !== index) expect(Math.abs(top + gap * k - row)).toBeGreaterThan(rows - 1e-4);
        }
      }
    }
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
  it('marks the owner with a ring a phone can see: at least 0.09 of a tile wide (1.6 px at a 390 px phone’s 18 px a tile) on a wider pale halo, each seat with its own dash', () => {
    // At 0.05 (0.9 px on a phone) North's and South's tiles looked alike (screenshots, 2026-11-29).
    const ring = (o: 0 | 1 | 2 | 3) => {
      const sym = new RegExp(`<symbol id="${tileSymbolId('iroh', 'F', o)}"[^>]*>(.*?)</symbol>`).exec(svg)![1]!;
      const [halo, mark] = [...sym.matchAll(/<circle r="0.36"[^>]*>/g)].map((m) => m[0]);
      return { halo: Number(/stroke-width="([\d.]+)"/.exec(halo!)![1]), width: Number(/stroke-width="([\d.]+)"/.exec(mark!)![1]), dash: /stroke-dasharray="([^"]+)"/.exec(mark!)?.[1] ?? 'solid' };
    };
    const rings = ([0, 1, 2, 3] as const).map(ring);
    for (const r of rings) {
      expect(r.width).toBeGreaterThanOrEqual(0.09);
      expect(r.halo).toBeGreaterThan(r.width + 0.04);
    }
    expect(new Set(rings.map((r) => r.dash)).size).toBe(4);
  });
});
