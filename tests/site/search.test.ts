/** Search (pagefind) finds rules by id, by number and title words; its UI loads only when search opens. */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { DIST, launch, readPage } from './site.ts';
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

/** Every page pagefind indexed, as the text its excerpts are cut from (the fragments are gzip'd JSON). */
function indexed(): { url: string; content: string }[] {
  const dir = join(DIST, 'pagefind', 'fragment');
  return readdirSync(dir).map((f) => {
    const text = gunzipSync(readFileSync(join(dir, f))).toString('utf8');
    const j = JSON.parse(text.slice(text.indexOf('{'))) as { url: string; content: string };
    return { url: j.url, content: j.content };
  });
}

describe('what search indexes', () => {
  const pages = indexed();
  it('only the wording in force by default: no other answer’s passage is in the index', () => {
    const found: string[] = [];
    for (const p of pages.filter((x) => x.url.startsWith('/variants/'))) {
      const html = readPage(p.url);
      const plain = (h: string) => h.replace(/<[^>]+>/g, '').replace(/&#x27;|&#39;/g, '\'').replace(/&quot;/g, '"').replace(/&amp;/g, '&').replace(/\s+/g, ' ').trim();
      // The passages of other answers, innermost first (a nested passage is its own entry).
      for (const m of html.matchAll(/<(span|div)[^>]*class="ps-when ps-when-alt"[^>]*>((?:(?!<(?:span|div)[^>]*ps-when)[\s\S])*?)<\/\1>/g)) {
        const t = plain(m[2] as string);
        if (t.length > 25 && p.content.includes(t)) found.push(`${p.url}: ${t.slice(0, 80)}`);
      }
    }
    expect(found).toEqual([]);
    const iroh = pages.find((p) => p.url === '/variants/iroh/')!;
    expect(iroh.content).toContain('Knotweed');
    expect(iroh.content).not.toContain('the spent Knotweed stays');
  });
  it('excerpts keep words apart: no word runs into the next at an element’s edge', () => {
    // Names written in camel case on purpose (JSON fields on the data page, JavaScript, the site's own words).
    const allowed = /^(JavaScript|harmonyKind|openQuestionsPage|iPhone|PageSpeed|GitHub|YouTube|DeviantArt|PBworks|simplebooklet|BartlettMagic)$/;
    // Starlight's own hero on the home page sets its action links side by side with no space between them.
    const starlight = /Meet the boardRules index/;
    const glued: string[] = [];
    for (const p of pages) {
      for (const m of p.content.matchAll(/[A-Za-z’']*[a-z]{2}(?:[A-Z]|[.;:!?)][A-Z])[a-z][A-Za-z]*/g)) {
        if (allowed.test(m[0]) || /\.(json|ts|svg|png|html)\b/.test(m[0])) continue;
        if (p.url === '/' && starlight.test(p.content.slice(Math.max(0, (m.index ?? 0) - 20), (m.index ?? 0) + 30))) continue;
        glued.push(`${p.url}: …${p.content.slice(Math.max(0, (m.index ?? 0) - 25), (m.index ?? 0) + m[0].length + 10)}…`);
      }
    }
    expect(glued).toEqual([]);
  });
});
