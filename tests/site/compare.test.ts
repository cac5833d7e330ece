/** The compare page: the matrix comes from the variants' metadata, and the two-variant view follows the URL. */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch } from './site.ts';
import { ruleHref } from '../../src/site/links.ts';
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
        expect(await cell.locator('a').first().getAttribute('href')).toBe(ruleHref(m.id, m.facts[f].rule));
        if (m.facts[f].option) expect(await cell.textContent()).toContain('Open question');
      }
    }
    await page.close();
  });
  it('the matrix is readable at 1280 px (every column in view) and on a phone (stacked in its column, nothing clipped)', async () => {
    // Issue 41: at 1280 px the last column was cut with its scrollbar 2,000 px down; on a phone the table was
    // 701 px wide in a 358 px column.
    const desk = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await desk.goto(`${inject('baseUrl')}/compare/`, { waitUntil: 'load' });
    const wrap = desk.locator('[data-matrix-wrap]');
    const fit = await wrap.evaluate((w) => ({ scroll: w.scrollWidth, client: w.clientWidth, right: w.getBoundingClientRect().right }));
    expect(fit.scroll, 'no column hidden past the edge').toBeLessThanOrEqual(fit.client + 1);
    expect(fit.right).toBeLessThanOrEqual(1280);
    for (const m of Object.values(METAS)) {
      const b = (await desk.locator(`[data-testid="compare-matrix"] thead th[data-variant="${m.id}"]`).boundingBox())!;
      expect(b.x + b.width, m.id).toBeLessThanOrEqual(fit.right + 1);
    }
    expect(await desk.locator('.ps-matrix-cue').isVisible()).toBe(false);
    await desk.locator('[data-testid="compare-matrix"]').scrollIntoViewIfNeeded();
    await desk.screenshot({ path: 'test-results/screens/compare-matrix-1280.png' });
    // Narrower than the table: the question column stays in view while the rest scrolls, and the cue shows.
    await desk.setViewportSize({ width: 1000, height: 800 });
    await expect.poll(() => desk.locator('.ps-matrix-cue').isVisible()).toBe(true);
    await wrap.evaluate((w) => w.scrollBy(400, 0));
    const first = (await desk.locator('[data-testid="compare-matrix"] tbody th[scope="row"]').first().boundingBox())!;
    const wrapBox = (await wrap.boundingBox())!;
    expect(Math.abs(first.x - wrapBox.x), 'the question column sticks').toBeLessThan(2);
    await desk.screenshot({ path: 'test-results/screens/compare-matrix-1000.png' });
    await desk.close();

    const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const phone = await ctx.newPage();
    await phone.goto(`${inject('baseUrl')}/compare/`, { waitUntil: 'load' });
    const pw = phone.locator('[data-matrix-wrap]');
    const col = await pw.evaluate((w) => ({ scroll: w.scrollWidth, client: w.clientWidth, left: w.getBoundingClientRect().left, right: w.getBoundingClientRect().right }));
    expect(col.right - col.left).toBeLessThanOrEqual(390);
    expect(col.scroll, 'nothing wider than the column').toBeLessThanOrEqual(col.client + 1);
    // Each answer sits under its question with the variant's name beside it.
    const cell = phone.locator('[data-testid="compare-matrix"] tr[data-fact] td[data-variant="kutai"]').first();
    const cb = (await cell.boundingBox())!;
    expect(cb.x).toBeGreaterThanOrEqual(col.left - 1);
    expect(cb.x + cb.width).toBeLessThanOrEqual(col.right + 1);
    expect(await cell.evaluate((td) => getComputedStyle(td, '::before').content)).toContain(METAS.kutai!.name);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await phone.locator('[data-testid="compare-matrix"]').scrollIntoViewIfNeeded();
    await phone.screenshot({ path: 'test-results/screens/compare-matrix-390.png' });
    await ctx.close();
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

describe('one position, two rule sets', () => {
  it('the right board follows the chosen answer (from the URL) and lists what the engine sees under it', async () => {
    const { getEngine, getMeta } = await import('../../src/engine/catalog.ts');
    const { unwrap } = await import('../../src/engine/core/result.ts');
    const engine = getEngine('balance')!;
    const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
    // Find, with the engine, an answer under which this position counts differently, so the test shows a difference.
    await page.goto(`${inject('baseUrl')}/compare/?v=balance`, { waitUntil: 'load' });
    const shown = (await page.locator('#same-left-balance').getAttribute('data-position'))!;
    const countUnder = (opts: Record<string, string>): number | undefined => {
      const o = engine.resolveOptions(opts);
      const st = o.ok ? engine.parsePosition(shown, o.value) : undefined;
      return st?.ok ? engine.harmonies(st.value).length : undefined;
    };
    const base = countUnder({})!;
    const choice = getMeta('balance')!
      .options.filter((o) => o.effect === 'engine')
      .flatMap((o) => o.choices.filter((c) => c !== o.default).map((c) => `${o.id}=${c}`))
      .find((oc) => {
        const [k, v] = oc.split('=') as [string, string];
        const n = countUnder({ [k]: v });
        return n !== undefined && n !== base;
      });
    expect(choice, 'some answer changes this position').toBeDefined();
    await page.goto(`${inject('baseUrl')}/compare/?v=balance&o=${encodeURIComponent(choice!)}`, { waitUntil: 'load' });
    const right = page.locator('#same-right-balance [data-testid="board-widget"]');
    const left = page.locator('#same-left-balance [data-testid="board-widget"]');
    await right.scrollIntoViewIfNeeded();
    await page.locator('#same-right-balance [data-ready="true"]').waitFor({ timeout: 30_000 });
    await expect.poll(() => right.getByTestId('options-text').textContent()).toBe(choice!);
    expect(await left.getByTestId('options-text').textContent()).toBe('');
    // The counts shown are the engine's for that position under each rule set.
    const position = (await page.locator('#same-left-balance').getAttribute('data-position'))!;
    const count = (opts: Record<string, string>) => engine.harmonies(unwrap(engine.parsePosition(position, unwrap(engine.resolveOptions(opts))))).length;
    const [k, v] = choice!.split('=') as [string, string];
    const summary = async (w: typeof left) => ((await w.getByTestId('harmony-list').count()) ? await w.getByTestId('harmony-list').locator('summary').textContent() : '0 harmonies');
    await expect.poll(async () => Number.parseInt((await summary(right)) ?? '', 10)).toBe(count({ [k]: v }));
    expect(Number.parseInt((await summary(left)) ?? '', 10)).toBe(count({}));
    expect(count({ [k]: v })).not.toBe(count({}));
    await page.screenshot({ path: 'test-results/screens/compare-same-position.png' });
    await page.close();
  });
});

describe('a board that opens on a finished game', () => {
  it('the Pai Sho Project’s same-position boards (the sample game played out) become live and show the result: the first chunk leaves a finished game’s scoring to the second, so the board makes the engine whole first', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${inject('baseUrl')}/compare/?v=wiki`, { waitUntil: 'load' });
    const left = page.locator('#same-left-wiki [data-testid="board-widget"]');
    await left.scrollIntoViewIfNeeded();
    await page.locator('#same-left-wiki [data-testid="board-widget"][data-ready="true"]').waitFor({ timeout: 30_000 });
    await expect.poll(() => left.textContent()).toMatch(/Final score \(gardens \+ territory \+ harmony − disharmony\): .* wins?\./);
    expect(await left.getByTestId('widget-error').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('hidden blocks stay hidden', () => {
  it('only the chosen variant’s same-position boards are displayed', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
    await page.goto(`${inject('baseUrl')}/compare/?v=kutai`, { waitUntil: 'load' });
    expect(await page.locator('[data-same-for="kutai"]').isVisible()).toBe(true);
    expect(await page.locator('[data-same-for="balance"]').isVisible()).toBe(false);
    await page.close();
  });
});
