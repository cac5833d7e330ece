/**
 * Basic Pai Sho in Chromium: a capture played on a live board restores a harmony, and the running
 * points under the board follow the engine.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch } from './site.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('Basic Pai Sho on its page', () => {
  it('a capture that removes a disharmony brings the harmony back, and the points change', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${inject('baseUrl')}/variants/basic/`, { waitUntil: 'load' });
    const w = page.locator('#disruptor [data-testid="board-widget"]');
    await w.scrollIntoViewIfNeeded();
    await page.locator('#disruptor [data-testid="board-widget"][data-ready="true"]').waitFor({ timeout: 60_000 });
    const status = w.getByTestId('view-status');
    await expect.poll(() => status.textContent()).toContain('South 0, North 0');
    await w.locator('.ps-hit [data-place="16o"]').click();
    await w.locator('.ps-hit [data-place="16l"]').click();
    await expect.poll(() => status.textContent(), { timeout: 15_000 }).toContain('South 1, North 0');
    await expect.poll(() => status.textContent()).toContain('Pot 1');
    expect(await w.getByTestId('move-list').textContent()).toContain('J16o x R16l');
    expect(errors).toEqual([]);
    await page.close();
  });
});
