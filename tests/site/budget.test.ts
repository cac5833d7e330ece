/**
 * Size budgets (gzip): a page loads ≤ 10 KB of JS before any board hydrates, and
 * ≤ 92 KB (the bar is 90: scripts/budget.ts says why) once its first board has hydrated and loaded its variant's engine.
 * DOM budget: every page has at most 3,000 elements before any interaction.
 * Checked statically over the build and, for the first board, on the network in
 * Chromium. Prints each page's figures.
 *
 * DOM size: a page has at most 3,000 elements at load on a phone (what Lighthouse counts,
 * with the boards in view hydrated), and a board's drawing stays a few dozen elements
 * (no element per place or per grid line; tiles are `<use>` of the shared sprite). Counted on every
 * built page from its HTML (parse5), and in Chromium on a sample, where the live count must match.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { builtPages, launch, sampledPages } from './site.ts';
import { BUDGET_FIRST_BOARD, BUDGET_PRE_BOARD, firstIslandJs, gz, preBoardJs } from '../../scripts/budget.ts';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ENGINES } from '../../src/engine/catalog.ts';
import { faceGap, faceOrder } from '../../src/components/board/glyphs.tsx';
import { tileLooks } from '../../src/site/tile-looks.ts';
import { domCount } from './dom-count.ts';

/** Statically every page; in the browser the per-rule and per-board families are sampled (see sampledPages). */
const pages = builtPages();
const sampled = sampledPages();
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

describe('JavaScript budgets', () => {
  for (const page of pages) {
    it(`${page}: ≤ 10 KB before a board hydrates, ≤ ${BUDGET_FIRST_BOARD / 1024} KB with the first board`, () => {
      const pre = preBoardJs(page);
      const island = firstIslandJs(page, new Set(pre.files));
      console.log(`budget ${page}: before boards ${kb(pre.bytes)}${island ? `, with first board ${kb(pre.bytes + island.bytes)}` : ''}`);
      expect(pre.bytes).toBeLessThanOrEqual(BUDGET_PRE_BOARD);
      if (island) expect(pre.bytes + island.bytes).toBeLessThanOrEqual(BUDGET_FIRST_BOARD);
    });
  }
});

describe('no module-preload helper', () => {
  // astro.config.mjs replaces Vite's helper (0.88 KB gzip on every page before any board) with a plain call;
  // a Vite upgrade that brought it back would be caught by the budgets only once they overflow.
  it('no built chunk carries Vite’s preload code (its “vite:preloadError” event or modulepreload link)', () => {
    const dir = join('dist', '_astro');
    const carriers = readdirSync(dir).filter((f) => f.endsWith('.js') && /vite:preloadError|modulepreload/.test(readFileSync(join(dir, f), 'utf8')));
    expect(carriers).toEqual([]);
  });
});

describe('JavaScript budget measured in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });
  const boardPages = sampled.filter((p) => readFileSync(join('dist', p, 'index.html'), 'utf8').includes('data-testid="board-widget"'));
  it('some pages carry live boards', () => {
    expect(boardPages.length).toBeGreaterThan(0);
  });
  for (const page of boardPages) {
    it(`${page}: the first live board with its engine loads ≤ ${BUDGET_FIRST_BOARD / 1024} KB of JS`, async () => {
      const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const p = await ctx.newPage();
      const js = new Set<string>();
      p.on('response', (r) => {
        const u = new URL(r.url());
        if (u.pathname.endsWith('.js')) js.add(u.pathname);
      });
      await p.goto(`${inject('baseUrl')}${page}`, { waitUntil: 'load' });
      const before = new Set(js);
      await p.locator('[data-testid="board-widget"]').first().scrollIntoViewIfNeeded();
      await p.waitForFunction(() => document.querySelector('[data-testid="board-widget"]')?.getAttribute('data-ready') === 'true', undefined, { timeout: 30_000 });
      await p.waitForLoadState('networkidle');
      const size = (set: Set<string>) => [...set].reduce((n, f) => n + gz(readFileSync(join('dist', f))), 0);
      console.log(`network ${page}: at load ${kb(size(before))}, with first board ${kb(size(js))}`);
      expect(size(js)).toBeLessThanOrEqual(BUDGET_FIRST_BOARD);
      await ctx.close();
    });
  }
});

/**
 * Elements a board's drawing may have before interaction: rim, colour areas, grid and points (a
 * few paths), a `<use>` per tile, and at most an area tint per garden and the 38 coordinate labels.
 */
const BOARD_ELEMENTS = 100;
/** Lighthouse flags pages above about 1,400 elements and fails them above 3,000; every page stays within 3,000. */
export const BUDGET_DOM = 3000;
const PAGE_ELEMENTS = BUDGET_DOM;

/**
 * How many elements the boards in view may add as they come alive on a phone (the mover's hand as buttons instead of
 * one picture, the move list): measured 0–59 on the sample below (2026-12-05). The HTML count must leave that room.
 */
const HYDRATION_GROWTH = 80;

describe('DOM size, read from the built HTML', () => {
  // Every built page, statically (parse5): hydration adds nothing (the server draws everything a live board shows),
  // so the HTML's element count is the page's at load; the browser check below holds the two together on a sample.
  for (const page of pages) {
    it(`${page}: ≤ ${PAGE_ELEMENTS - HYDRATION_GROWTH} elements in the HTML (room for the boards in view to come alive); each board drawing ≤ ${BOARD_ELEMENTS}`, () => {
      const r = domCount(readFileSync(join('dist', page, 'index.html'), 'utf8'));
      const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
      console.log(
        `dom ${page}: ${r.total} elements; open-question cards ${r.questions}; ${r.boards.length} boards, drawings ${sum(r.boards)} (largest ${Math.max(0, ...r.boards)}), widgets ${sum(r.widgets)}`,
      );
      for (const n of r.boards) expect(n).toBeLessThanOrEqual(BOARD_ELEMENTS);
      expect(r.total).toBeLessThanOrEqual(PAGE_ELEMENTS - HYDRATION_GROWTH);
    });
  }
});

/** Pages whose live count is compared with the static one: every rules page (the largest), and one page of each other kind. */
const DOM_SAMPLE = [...new Set([...pages.filter((p) => /^\/variants\/[a-z]+\/$/.test(p)), '/', '/compare/', '/board/', '/notation/', '/variants/kutai/open-questions/', sampled.find((p) => p.startsWith('/rules/')), sampled.find((p) => p.startsWith('/embed/'))])].filter((p): p is string => !!p && pages.includes(p));

describe('DOM size in the browser (a sample: the static count holds)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });
  for (const page of DOM_SAMPLE) {
    it(`${page}: at load on a phone, with the boards in view live, the count exceeds the HTML's by at most ${HYDRATION_GROWTH} and is ≤ ${PAGE_ELEMENTS}`, async () => {
      const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
      const p = await ctx.newPage();
      await p.goto(`${inject('baseUrl')}${page}`, { waitUntil: 'load' });
      await p.waitForLoadState('networkidle');
      const live = await p.evaluate(() => ({
        total: document.getElementsByTagName('*').length,
        boards: [...document.querySelectorAll('svg.ps-board')].map((s) => s.getElementsByTagName('*').length + 1),
      }));
      const built = domCount(readFileSync(join('dist', page, 'index.html'), 'utf8'));
      console.log(`dom live ${page}: ${live.total} elements (HTML ${built.total})`);
      expect(live.total).toBeLessThanOrEqual(PAGE_ELEMENTS);
      expect(live.total - built.total, `live ${live.total}, HTML ${built.total}`).toBeGreaterThanOrEqual(0);
      expect(live.total - built.total, `live ${live.total}, HTML ${built.total}`).toBeLessThanOrEqual(HYDRATION_GROWTH);
      for (const n of live.boards) expect(n).toBeLessThanOrEqual(BOARD_ELEMENTS);
      await ctx.close();
    });
  }
});

/**
 * Pictures drawn by the browser as images (CSS backgrounds: a hand's tiles) come from one small sheet of
 * faces per variant (`faceSheet`). An SVG image is drawn whole wherever it appears, and each distinct SVG
 * image is a document of its own for the page's main thread: a hand of 29 kinds whose backgrounds were views
 * into the 340 KB sprite of every variant cost a phone about a second of main-thread work (Lighthouse
 * performance 77–89 on the variant pages, 2026-11-27), and one file per face cost a document each, about a
 * tenth of a second for Kutai's hands (2026-11-29). Checked on every built page, by size and count.
 */
const SHEET_BYTES = 32 * 1024;
describe('CSS background images', () => {
  it(`on every built page, each is a variant's face sheet (one plain SVG of at most ${SHEET_BYTES / 1024} KB, no fragments), one file per variant`, () => {
    const sizes = new Map<string, number>();
    const bad: string[] = [];
    let count = 0;
    for (const page of pages) {
      const html = readFileSync(join('dist', page, 'index.html'), 'utf8');
      for (const m of html.matchAll(/url\(([^)]+)\)/g)) {
        const url = (m[1] as string).replace(/&quot;|&#34;|&#x27;|["']/g, '');
        if (url.startsWith('data:') || url.startsWith('#')) continue;
        count++;
        if (url.includes('#')) {
          bad.push(`${page}: ${url} is a fragment of a larger image`);
          continue;
        }
        if (!/^\/tiles\/faces\/[a-z]+\.svg$/.test(url)) bad.push(`${page}: ${url} is not a face sheet`);
        let size = sizes.get(url);
        if (size === undefined) {
          const text = readFileSync(join('dist', url.split('?')[0] as string), 'utf8');
          size = /<(use|view|symbol|image)\b/.test(text) ? Infinity : Buffer.byteLength(text);
          sizes.set(url, size);
        }
        if (size > SHEET_BYTES) bad.push(`${page}: ${url} is ${size === Infinity ? 'a sprite drawing from elsewhere' : `${size} bytes`}`);
      }
    }
    console.log(`background images: ${count} on ${pages.length} pages, ${sizes.size} files, largest ${Math.max(0, ...sizes.values())} bytes`);
    expect(count).toBeGreaterThan(100);
    expect(sizes.size).toBeLessThanOrEqual(Object.keys(ENGINES).length);
    expect(bad.slice(0, 10)).toEqual([]);
  });
  it('each layer of a hand picture shows the face of the tile its label names, in its own cell', () => {
    let strips = 0;
    const bad: string[] = [];
    for (const page of pages) {
      const html = readFileSync(join('dist', page, 'index.html'), 'utf8');
      for (const m of html.matchAll(/<span class="ps-hand-strip" role="img" aria-label="([^"]*)" data-rows="(\d+)" style="([^"]*)"/g)) {
        strips++;
        const style = (m[3] as string).replace(/&#x27;|&quot;/g, '');
        const variant = /\/tiles\/faces\/([a-z]+)\.svg/.exec(style)![1]!;
        const looks = tileLooks(variant);
        const order = faceOrder(looks.map((l) => l.code));
        const names = (m[1] as string).replace(/&#x27;/g, "'").split(', ').map((n) => n.replace(/ ×\d+$/, ''));
        const rows = Number(m[2]);
        const cols = Math.ceil(names.length / rows);
        const gap = faceGap(order.length);
        const tall = gap * (order.length - 1) + 1;
        const positions = /background-position:([^;]*)/.exec(style)![1]!.split(',');
        names.forEach((name, i) => {
          const [x, y] = positions[i]!.trim().split(' ').map((v) => parseFloat(v) / 100);
          // Where the layer's sheet starts (in cells), and so which face sits on this cell's row.
          const top = (rows - tall) * y!;
          const row = Math.floor(i / cols);
          const face = order[Math.round((row - top) / gap)];
          const col = cols > 1 ? Math.round(x! * (cols - 1)) : 0;
          if (looks.find((l) => l.code === face)?.name !== name || col !== i % cols) bad.push(`${page}: tile ${i} “${name}” shows ${face} in column ${col}`);
        });
      }
    }
    expect(strips).toBeGreaterThan(50);
    expect(bad.slice(0, 10)).toEqual([]);
  });
});
