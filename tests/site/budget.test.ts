/**
 * Size budgets (gzip): a page loads ≤ 10 KB of JS before any board hydrates, and
 * ≤ 90 KB once its first board has hydrated and loaded its variant's engine.
 * DOM budget: every page has at most 3,000 elements before any interaction.
 * Checked statically over the build and, for the first board, on the network in
 * Chromium. Prints each page's figures.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { builtPages, launch } from './site.ts';
import { BUDGET_FIRST_BOARD, BUDGET_PRE_BOARD, firstIslandJs, gz, preBoardJs } from '../../scripts/budget.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const pages = builtPages();
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

describe('JavaScript budgets', () => {
  for (const page of pages) {
    it(`${page}: ≤ 10 KB before a board hydrates, ≤ 90 KB with the first board`, () => {
      const pre = preBoardJs(page);
      const island = firstIslandJs(page, new Set(pre.files));
      console.log(`budget ${page}: before boards ${kb(pre.bytes)}${island ? `, with first board ${kb(pre.bytes + island.bytes)}` : ''}`);
      expect(pre.bytes).toBeLessThanOrEqual(BUDGET_PRE_BOARD);
      if (island) expect(pre.bytes + island.bytes).toBeLessThanOrEqual(BUDGET_FIRST_BOARD);
    });
  }
});

describe('JavaScript budget measured in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });
  const boardPages = pages.filter((p) => readFileSync(join('dist', p, 'index.html'), 'utf8').includes('data-testid="board-widget"'));
  it('some pages carry live boards', () => {
    expect(boardPages.length).toBeGreaterThan(0);
  });
  for (const page of boardPages) {
    it(`${page}: the first live board with its engine loads ≤ 90 KB of JS`, async () => {
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

/** Lighthouse flags pages above about 1,400 elements and fails them above 3,000; every page stays within 3,000. */
export const BUDGET_DOM = 3000;

describe('DOM budget', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });
  for (const page of pages) {
    it(`${page}: at most ${BUDGET_DOM} elements before any interaction`, async () => {
      const p = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      await p.goto(`${inject('baseUrl')}${page}`, { waitUntil: 'load' });
      const n = await p.evaluate(() => document.getElementsByTagName('*').length);
      console.log(`dom ${page}: ${n} elements`);
      expect(n).toBeLessThanOrEqual(BUDGET_DOM);
      await p.close();
    });
  }
});
