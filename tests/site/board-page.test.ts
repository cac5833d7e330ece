/** The board page in Chromium: the explorer shows the right geometry and tells what any place is. */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { launch } from './site.ts';
import { clickPlace } from './board-click.ts';

describe('The board page', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    mkdirSync('test-results/screens', { recursive: true });
    browser = await launch();
    page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
    await page.goto(`${inject('baseUrl')}/board/`, { waitUntil: 'load' });
    // Wait for hydration: a control used before it is plain HTML that React never hears.
    await page.locator('[data-testid="board-explorer"][data-ready="true"]').waitFor({ timeout: 30_000 });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('draws the board without JavaScript: 249 point dots and the colour regions are in the served HTML', async () => {
    const html = (await (await fetch(`${inject('baseUrl')}/board/`)).text()).replace(/<!-- -->/g, '');
    expect(html).toContain('class="ps-board"');
    expect(html).toContain('249 points and 256 squares are playable.');
  });

  it('clicking a point shows its name, colours and regions', async () => {
    const info = page.getByTestId('place-info');
    await clickPlace(page, page.getByTestId('board-explorer'), '10c');
    await expect.poll(() => info.textContent()).toContain('Point 10c');
    const text = (await info.textContent()) ?? '';
    expect(text).toContain('gate');
    expect(text).toContain('path');
    await clickPlace(page, page.getByTestId('board-explorer'), '9i:10j');
    await expect.poll(() => info.textContent()).toContain('Square 9i:10j');
    expect(await info.textContent()).toContain('red quarter');
    expect(await info.textContent()).not.toMatch(/garden|port/);
    await page.screenshot({ path: 'test-results/screens/board-page.png', fullPage: false });
  });

  it('the keyboard moves over the points and reports each one', async () => {
    const svg = page.locator('[data-testid="board-explorer"] svg.ps-board');
    await clickPlace(page, page.getByTestId('board-explorer'), '10j');
    await svg.focus();
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => page.getByTestId('place-info').textContent()).toContain('Point 10i');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.getByTestId('place-info').textContent()).toContain('Point 9i');
    await page.keyboard.press('s');
    await expect.poll(() => page.getByTestId('place-info').textContent()).toContain('Square');
  });

  it('switching the geometry changes the number of playable places', async () => {
    await page.locator('[data-testid="board-explorer"] select').first().selectOption('kutai');
    await expect.poll(() => page.locator('.ps-count').textContent()).toContain('221 points are playable.');
    // One dot per playable point, all in one path (a subpath each).
    const dots = (await page.locator('[data-testid="board-explorer"] path.ps-points').getAttribute('d')) ?? '';
    expect(dots.match(/M/g)?.length).toBe(221);
  });
});

describe('The board page overlays', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });
  it('highlighting the paths marks the 29 path points of the default board', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
    await page.goto(`${inject('baseUrl')}/board/`, { waitUntil: 'load' });
    // Wait for hydration: a control used before it is plain HTML that React never hears.
    await page.locator('[data-testid="board-explorer"][data-ready="true"]').waitFor({ timeout: 30_000 });
    await page.getByTestId('region-select').selectOption('paths');
    await expect.poll(() => page.locator('.ps-count').textContent()).toContain('covers 29 of these points');
    // The highlight marks each of its places (drawn as one path, so it says how many).
    expect(await page.locator('.ps-area-active').getAttribute('data-count')).toBe('29');
    await page.screenshot({ path: 'test-results/screens/board-paths.png' });
    await page.close();
  });
});
