/** Search (pagefind) finds rules by id, by number and title words; its UI loads only when search opens. */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch } from './site.ts';
import { METAS } from '../../src/engine/catalog.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Types `query` into the search dialog; resolves with the result links once `found` holds for them (pagefind fills its list in batches). */
async function search(page: Page, query: string, found: (hrefs: string[]) => boolean): Promise<string[]> {
  await page.locator('site-search button[data-open-modal]').click();
  const input = page.locator('#starlight__search input');
  await input.waitFor({ timeout: 15_000 });
  await input.fill(query);
  const links = page.locator('#starlight__search .pagefind-ui__result a');
  let hrefs: string[] = [];
  await expect
    .poll(async () => {
      hrefs = await links.evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).getAttribute('href') ?? ''));
      return found(hrefs);
    }, { timeout: 20_000, interval: 250 })
    .toBe(true)
    .catch(() => {
      throw new Error(`search for “${query}” never showed the expected result; it showed ${JSON.stringify(hrefs)}`);
    });
  return hrefs;
}

describe('search', () => {
  it('does not download the search UI until search is opened', async () => {
    const page = await browser.newPage();
    const js: string[] = [];
    page.on('request', (r) => js.push(r.url()));
    await page.goto(`${inject('baseUrl')}/rules/`, { waitUntil: 'networkidle' });
    expect(js.filter((u) => /pagefind|ui-core/.test(u))).toEqual([]);
    await page.close();
  });
  it('finds a rule by its stable id, its title words and its number', async () => {
    const rule = METAS.balance!.rules.find((r) => r.id === 'wheel-doubles')!;
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${inject('baseUrl')}/`, { waitUntil: 'load' });
    const byId = await search(page, `balance/${rule.id}`, (h) => h.includes(`/variants/balance/#${rule.id}`));
    expect(byId).toContain(`/variants/balance/#${rule.id}`);
    await page.keyboard.press('Escape');
    const byWords = await search(page, rule.title, (h) => h.some((x) => x.startsWith('/variants/balance/')));
    expect(byWords.some((h) => h.startsWith('/variants/balance/'))).toBe(true);
    await page.keyboard.press('Escape');
    // By its dotted number alone: with six variants the number is shared, and the sections of that
    // number come up under their pages (the rules index, below, narrows it to one variant).
    const same = Object.entries(METAS).flatMap(([v, m]) => m!.rules.filter((r) => r.number === rule.number).map((r) => `/variants/${v}/#${r.id}`));
    const hits = (h: string[]) => same.filter((x) => h.includes(x)).length;
    const byNumber = await search(page, rule.number, (h) => hits(h) >= 3);
    expect(hits(byNumber)).toBeGreaterThanOrEqual(3);

    await page.close();
  });
});

describe('rules index', () => {
  it('finds a rule by its number, and keeps the filter in the address', async () => {
    const rule = METAS.balance!.rules.find((r) => r.id === 'wheel-doubles')!;
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${inject('baseUrl')}/rules/?variant=balance&q=${encodeURIComponent(rule.number)}`, { waitUntil: 'load' });
    const shown = page.locator('[data-index="rules"] li[data-variant]:not([hidden]) a');
    // The filter applies after the page's script runs: wait until the list shows only Balance's rules.
    const read = () => shown.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    await expect.poll(async () => { const h = await read(); return h.length > 0 && h.every((x) => x?.startsWith('/variants/balance/')); }).toBe(true);
    const hrefs = await read();
    expect(hrefs).toContain(`/variants/balance/#${rule.id}`);
    expect(hrefs.every((h) => h?.startsWith('/variants/balance/'))).toBe(true);
    await page.locator('[data-index="rules"] [data-f="q"]').fill('wheel');
    await expect.poll(() => page.url()).toContain('q=wheel');
    await page.close();
  });
});
