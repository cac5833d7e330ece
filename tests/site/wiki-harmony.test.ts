/**
 * The Pai Sho Project's harmony and scoring page in the browser, lean and deterministic: closing a
 * ring on an exercise board shades and counts its territory (the engine's score, read from the
 * board), and choosing a flower shows only the harmony it sends and receives, with reasons.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launch } from './site.ts';
import { clickPlace } from './board-click.ts';

let browser: Browser;
const errors: string[] = [];
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  expect(errors).toEqual([]);
});

/** Opens the harmony page and waits for the board `id` to be live. */
async function board(id: string): Promise<{ page: Page; w: Locator }> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${inject('baseUrl')}/variants/wiki/harmony/`, { waitUntil: 'load' });
  const w = page.locator(`#${id} [data-testid="board-widget"]`);
  await w.scrollIntoViewIfNeeded();
  await page.locator(`#${id} [data-testid="board-widget"][data-ready="true"]`).waitFor({ timeout: 60_000 });
  return { page, w };
}

describe('Pai Sho Project: harmony and scoring on the live board', () => {
  it('closing the ring shades its territory and the score counts it', async () => {
    const { page, w } = await board('exercise-close-the-ring');
    const description = w.getByTestId('position-description');
    expect(await description.textContent()).toContain('territory 0');
    expect(await w.locator('[data-area="territory-0"]').count()).toBe(0);
    // The Rhododendron on 6r moves two points north, onto the empty corner 6p.
    await clickPlace(page, w, '6r');
    await clickPlace(page, w, '6p');
    await expect.poll(() => w.getByTestId('exercise-verdict').getAttribute('class')).toBe('ps-ok');
    const territory = w.locator('[data-area="territory-0"]');
    await expect.poll(() => territory.count()).toBe(1);
    expect(await territory.getAttribute('data-count')).toBe('1');
    expect(await territory.locator('title').textContent()).toContain('1 empty point');
    expect(await description.textContent()).toContain('territory 1');
    // The ring itself: four tiles and the four points between them.
    expect(await w.locator('[data-area="ring-0"]').getAttribute('data-count')).toBe('8');
    await page.close();
  });

  it('choosing a flower shows only what it sends and receives, with the reasons', async () => {
    const { page, w } = await board('reach-board');
    const list = w.getByTestId('harmony-list');
    const all = await list.locator('li').count();
    expect(await list.locator('summary').textContent()).toContain('on the board');
    // Sente's Rhododendron on 7g: it exchanges harmony with the Jade on 7j, and nothing else reaches it.
    await clickPlace(page, w, '7g');
    await expect.poll(() => list.locator('summary').textContent()).toContain('of the tile on 7g');
    const items = await list.locator('li').allTextContents();
    expect(items.length).toBeLessThan(all);
    expect(items.every((t) => t.includes('7g'))).toBe(true);
    expect(items.some((t) => t.includes('sends harmony to the Jade on 7j'))).toBe(true);
    expect(items.some((t) => t.includes('immune to capture'))).toBe(true);
    // Drawn: the lines on the board are the chosen tile's only.
    expect(Number(await w.locator('.ps-harmonies').getAttribute('data-count'))).toBe(items.length);
    await page.close();
  });
});
