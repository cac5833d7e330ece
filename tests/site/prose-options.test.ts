/**
 * The prose follows the rule options in force: `<When>` passages swap with the
 * page-wide `opt` (from the address or a switch), rule headings an active
 * non-default option bears on carry a note linking to it, and the page without
 * JavaScript reads the defaults. A malformed `opt` changes nothing and breaks nothing.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch } from './site.ts';
import { openRulesInForce } from './session.ts';
import { getMeta } from '../../src/engine/catalog.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const OPTION = 'balance-move-range';
const option = getMeta('balance')!.options.find((o) => o.id === OPTION)!;
const passage = (page: Page, choice: string) => page.locator(`[data-when-option="${OPTION}"][data-when-is~="${choice}"]`).first();
/** The note under a rule's heading, if any (the line after the rule's source line). */
const noteUnder = (page: Page, rule: string) =>
  page.evaluate((rule) => {
    const meta = [...document.querySelectorAll('.rule-meta')].find((m) => m.textContent?.includes(`/${rule} `));
    const next = meta?.nextElementSibling;
    return next?.classList.contains('ps-rule-options') ? (next.textContent ?? '') : null;
  }, rule);

async function open(path: string, js = true): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, javaScriptEnabled: js });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${inject('baseUrl')}${path}`, { waitUntil: 'load' });
  return { page, errors };
}

describe('prose follows the rule options', () => {
  it('an option in the address swaps the passages and notes the rules it bears on', async () => {
    const { page, errors } = await open(`/variants/balance/?opt=${OPTION}=one#move-orthogonal`);
    await expect.poll(() => passage(page, 'one').isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await passage(page, 'any').isVisible()).toBe(false);
    expect(await passage(page, 'one').innerText()).toContain(option.choiceText.one!.label);
    // One note per rule the option bears on, each naming the option and the choice, linked to the question.
    const notes = page.locator(`.rule-meta[data-bears~="${OPTION}"] + .ps-rule-options`);
    expect(await notes.count()).toBe(option.rules.length);
    const first = notes.first();
    expect(await first.innerText()).toContain(`${option.title} → ${option.choiceText.one!.label}`);
    // The note links to the question on the variant's open-questions page, carrying the options in force.
    const href = new URL((await first.locator('a').getAttribute('href'))!, 'http://x');
    expect(href.pathname).toBe('/variants/balance/open-questions/');
    expect(href.hash).toBe(`#${OPTION}`);
    expect(href.searchParams.get('opt')).toBe(`${OPTION}=one`);
    expect(await noteUnder(page, 'move-orthogonal')).toContain(option.title);
    expect(await noteUnder(page, 'passing')).toBeNull();
    // Rules the option does not bear on get no note.
    expect(await page.locator('.ps-rule-options').count()).toBe(option.rules.length);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('switching the option back to its default restores the text, drops the notes and cleans the address', async () => {
    const { page, errors } = await open(`/variants/balance/?opt=${OPTION}=up-to-two`);
    await expect.poll(() => passage(page, 'up-to-two').isVisible(), { timeout: 15_000 }).toBe(true);
    // The switches are in the compact "Rules in force" control near the end of the page.
    await openRulesInForce(page);
    await page.locator(`select.ps-option-switch[data-option="${OPTION}"]`).selectOption(option.default);
    await expect.poll(() => passage(page, option.default).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await passage(page, 'up-to-two').isVisible()).toBe(false);
    expect(await page.locator('.ps-rule-options').count()).toBe(0);
    expect(new URL(page.url()).searchParams.get('opt')).toBeNull();
    // And forward again, from the switch rather than the address.
    await page.locator(`select.ps-option-switch[data-option="${OPTION}"]`).selectOption('one');
    await expect.poll(() => passage(page, 'one').isVisible(), { timeout: 15_000 }).toBe(true);
    expect(new URL(page.url()).searchParams.get('opt')).toBe(`${OPTION}=one`);
    expect(await noteUnder(page, 'move-orthogonal')).toContain(option.choiceText.one!.label);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a passage shared by several answers names only the answer in force', async () => {
    for (const variant of ['balance', 'kutai']) {
      const { page } = await open(`/variants/${variant}/`);
      // Any passage for two or more non-default answers (its tag lists them all until an answer is chosen).
      const shared = await page.evaluate(() => {
        const el = [...document.querySelectorAll<HTMLElement>('[data-when-is]')].find((e) => e.dataset.whenIs!.includes(' ') && e.querySelector(':scope > [data-when-tag]'));
        return el ? { option: el.dataset.whenOption!, choices: el.dataset.whenIs!.split(' ') } : undefined;
      });
      await page.close();
      if (!shared) continue;
      const meta = getMeta(variant)!.options.find((o) => o.id === shared.option)!;
      for (const choice of shared.choices) {
        const { page: p } = await open(`/variants/${variant}/?opt=${shared.option}=${choice}`);
        const tag = p.locator(`[data-when-option="${shared.option}"][data-when-is="${shared.choices.join(' ')}"] > [data-when-tag]`).first();
        await expect.poll(() => tag.textContent(), { timeout: 15_000 }).toBe(`${meta.title}: ${meta.choiceText[choice]!.label}`);
        await p.close();
      }
      return;
    }
    throw new Error('no passage shared by several answers on any page');
  });

  it('an example’s captions say when the board plays by other rules than the words describe', async () => {
    const board = '#example-surplus-lock [data-testid="board-widget"]';
    const { page } = await open(`/variants/balance/?opt=${OPTION}=one`);
    await page.locator(board).scrollIntoViewIfNeeded();
    await page.locator(`${board}[data-ready="true"]`).waitFor({ timeout: 30_000 });
    await expect.poll(() => page.locator(`${board} [data-testid="caption-rules-note"]`).count()).toBe(1);
    await page.close();
    const plain = await open('/variants/balance/');
    await plain.page.locator(board).scrollIntoViewIfNeeded();
    await plain.page.locator(`${board}[data-ready="true"]`).waitFor({ timeout: 30_000 });
    expect(await plain.page.locator(`${board} [data-testid="example-caption"]`).count()).toBe(1);
    expect(await plain.page.locator(`${board} [data-testid="caption-rules-note"]`).count()).toBe(0);
    await plain.page.close();
  });

  it('without JavaScript the page reads the defaults', async () => {
    const { page } = await open(`/variants/balance/?opt=${OPTION}=one`, false);
    expect(await passage(page, option.default).isVisible()).toBe(true);
    expect(await passage(page, 'one').isVisible()).toBe(false);
    await page.close();
  });

  it('a malformed or unknown option in the address changes no text and breaks nothing', async () => {
    for (const bad of [`${OPTION}=%3Cimg%20src%3Dx%3E`, `${OPTION}=sideways`, 'nonsense', `${OPTION}=one=two`]) {
      const { page, errors } = await open(`/variants/balance/?opt=${bad}`);
      await page.waitForLoadState('networkidle');
      expect(await passage(page, option.default).isVisible(), bad).toBe(true);
      expect(await page.locator('.ps-rule-options').count(), bad).toBe(0);
      expect(await page.locator('img[src="x"]').count(), bad).toBe(0);
      expect(errors, bad).toEqual([]);
      await page.close();
    }
  });
});
