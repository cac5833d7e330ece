/**
 * Where to start (issue 41, point 8): the home page's first screen, on a desktop and on a phone, says what the
 * site is, shows a board and names the variant to start with and why; the variant cards follow close under it;
 * and in the phone menu a variant's name opens the variant instead of folding its pages away.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContextOptions } from 'playwright-core';
import { launch } from './site.ts';
import { METAS } from '../../src/engine/catalog.ts';
import { START_VARIANT } from '../../src/site/start-here.ts';
import { variantHref } from '../../src/site/links.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 } };
const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

describe('the home page’s first screen', () => {
  it('recommends the variant with the fewest rules, and says so with its count', () => {
    const metas = Object.values(METAS);
    const fewest = Math.min(...metas.map((m) => m.rules.length));
    expect(METAS[START_VARIANT as keyof typeof METAS]!.rules.length).toBe(fewest);
  });

  for (const [name, opts] of [['desktop (1280 px)', DESKTOP], ['phone (390 px)', PHONE]] as const) {
    it(`${name}: what the site is, a board and where to start and why, all within the first screen; the cards begin in it`, async () => {
      const ctx = await browser.newContext(opts);
      const page = await ctx.newPage();
      await page.goto(`${inject('baseUrl')}/`, { waitUntil: 'load' });
      const height = opts.viewport!.height;
      const box = async (sel: string) => {
        const b = await page.locator(sel).first().boundingBox();
        expect(b, sel).not.toBeNull();
        return b!;
      };
      for (const sel of ['.ps-start-what', '.ps-start-board svg.ps-board', '#start-here', '[data-testid="start-why"]', '[data-testid="start-link"]']) {
        const b = await box(sel);
        expect(b.y + b.height, `${sel} ends within the first screen`).toBeLessThanOrEqual(height);
        expect(b.width, sel).toBeGreaterThan(0);
      }
      const meta = METAS[START_VARIANT as keyof typeof METAS]!;
      expect(await page.locator('#start-here').innerText()).toContain(meta.name);
      expect(await page.getByTestId('start-why').innerText()).toContain(`fewest rules of the six (${meta.rules.length})`);
      expect(new URL(await page.getByTestId('start-link').evaluate((a) => (a as HTMLAnchorElement).href)).pathname).toBe(variantHref(START_VARIANT));
      // The board is a drawing with tiles on it, not an empty frame.
      expect(await page.locator('.ps-start-board svg [data-tile]').count()).toBeGreaterThan(5);
      // The cards start within the first screen (they began 966 px down on a phone), the start card marked.
      expect((await box('.ps-cards')).y).toBeLessThan(height);
      expect(await page.locator(`.ps-card[data-variant="${START_VARIANT}"] [data-testid="start-tag"]`).innerText()).toBe('Start here');
      await page.screenshot({ path: `test-results/screens/home-${opts.viewport!.width}.png` });
      await ctx.close();
    });
  }
});

describe('the phone menu', () => {
  it('tapping a variant’s name opens its rules page (it no longer folds a group)', async () => {
    const ctx = await browser.newContext(PHONE);
    const page = await ctx.newPage();
    await page.goto(`${inject('baseUrl')}/`, { waitUntil: 'load' });
    await page.locator('button[popovertarget="starlight__sidebar"]').tap();
    const sidebar = page.locator('#starlight__sidebar');
    for (const m of Object.values(METAS)) {
      // Every variant's name is a link to its rules page, not a group's label.
      expect(await sidebar.locator(`a.ps-side-variant[href="${variantHref(m.id)}"]`).innerText(), m.id).toBe(m.name);
      expect(await sidebar.locator('summary', { hasText: m.name }).count(), m.id).toBe(0);
    }
    await page.screenshot({ path: 'test-results/screens/home-menu-390.png' });
    const meta = METAS.kutai!;
    await sidebar.locator(`a.ps-side-variant[href="${variantHref(meta.id)}"]`).tap();
    await page.waitForURL((u) => u.pathname === variantHref(meta.id));
    // On its page the variant's link is the current one, its questions page listed under it by name.
    expect(await page.locator(`#starlight__sidebar a.ps-side-variant[aria-current="page"]`).innerText()).toBe(meta.name);
    expect(await page.locator(`#starlight__sidebar a.ps-side-sub[aria-label="${meta.name}: Open questions"]`).count()).toBe(1);
    await ctx.close();
  });
});
