/** The compare page: the matrix comes from the variants' metadata, and the two-variant view follows the URL. */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch } from './site.ts';
import { METAS } from '../../src/engine/catalog.ts';
import { FACT_IDS } from '../../src/engine/core/types.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('compare variants', () => {
  it('the matrix has a column per written variant and every cell names its rule', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
    await page.goto(`${inject('baseUrl')}/compare/`, { waitUntil: 'load' });
    const metas = Object.values(METAS);
    for (const m of metas) {
      for (const f of FACT_IDS) {
        const cell = page.locator(`[data-testid="compare-matrix"] tr[data-fact="${f}"] td[data-variant="${m.id}"]`);
        expect(await cell.locator('a').first().textContent()).toBe(m.facts[f].answer);
        expect(await cell.locator('a').first().getAttribute('href')).toBe(`/variants/${m.id}/#${m.facts[f].rule}`);
        if (m.facts[f].option) expect(await cell.textContent()).toContain('Open question');
      }
    }
    await page.close();
  });
  it('choosing two variants updates the URL and the columns; opening that URL restores them', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
    await page.goto(`${inject('baseUrl')}/compare/`, { waitUntil: 'load' });
    await page.locator('select[data-side="a"]').selectOption('kutai');
    await page.locator('select[data-side="b"]').selectOption('balance');
    await expect.poll(() => page.url()).toMatch(/a=kutai&b=balance/);
    const visible = async (side: string) =>
      page.locator(`[data-col="${side}"] [data-variant-col]:not([hidden])`).getAttribute('data-variant-col');
    expect(await visible('a')).toBe('kutai');
    expect(await visible('b')).toBe('balance');
    const a = page.locator('[data-col="a"] [data-variant-col="kutai"]');
    expect(await a.textContent()).toContain(METAS.kutai!.facts.harmony.answer);
    const again = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
    await again.goto(page.url(), { waitUntil: 'load' });
    expect(await again.locator('[data-col="a"] [data-variant-col]:not([hidden])').getAttribute('data-variant-col')).toBe('kutai');
    expect(await again.locator('select[data-side="b"]').inputValue()).toBe('balance');
    // The shown boards hydrate and are playable; the hidden ones do not load.
    await again.locator('[data-col="b"] [data-variant-col="balance"] [data-testid="board-widget"]').scrollIntoViewIfNeeded();
    await again.locator('[data-col="b"] [data-variant-col="balance"] [data-testid="board-widget"][data-ready="true"]').waitFor({ timeout: 30_000 });
    await again.screenshot({ path: 'test-results/screens/compare.png', fullPage: false });
    await again.close();
    await page.close();
  });
  it('deep links to a rule scroll to it', async () => {
    const m = METAS.kutai!;
    const rule = m.rules[Math.floor(m.rules.length / 2)]!;
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${inject('baseUrl')}/variants/kutai/#${rule.id}`, { waitUntil: 'load' });
    const h = page.locator(`[data-rule="${rule.id}"]`);
    expect(await h.textContent()).toContain(`${rule.number} ${rule.title}`);
    await expect.poll(() => h.evaluate((el) => el.getBoundingClientRect().top)).toBeLessThan(400);
    await expect.poll(() => h.evaluate((el) => el.classList.contains('ps-flash'))).toBe(true);
    await page.close();
  });
});
