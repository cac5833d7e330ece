/**
 * The variant pages read in a learner's order, their open questions live on a page of their own that still
 * switches the rules, the glossary's links resolve, and the notation page takes typed records.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { join } from 'node:path';
import { builtPages, readBuilt, readPage, rulesPages, launch } from './site.ts';
import { optionHref, ruleHref } from '../../src/site/links.ts';
import { METAS } from '../../src/engine/catalog.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const variants = Object.values(METAS).filter((m) => m !== undefined);

async function open(path: string, width = 1280, height = 900): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width, height } });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${inject('baseUrl')}${path}`, { waitUntil: 'load' });
  return { page, errors };
}

describe('a variant page in a learner’s order', () => {
  for (const meta of variants) {
    it(`${meta.name}: the game in brief, rules, worked game, exercises, play, then the open questions`, () => {
      const html = readBuilt(join('variants', meta.id, 'index.html'));
      const body = html.slice(html.indexOf('sl-markdown-content'));
      const h2 = [...body.matchAll(/<h2 id="([^"]+)"/g)].map((m) => m[1] as string);
      expect(h2[0]).toBe('the-game-in-brief');
      const at = (id: string) => h2.indexOf(id);
      for (const id of ['a-worked-game', 'exercises', 'play-a-game', 'open-questions']) expect(at(id), id).toBeGreaterThan(0);
      expect(at('a-worked-game')).toBeLessThan(at('exercises'));
      expect(at('exercises')).toBeLessThan(at('play-a-game'));
      expect(at('play-a-game')).toBeLessThan(at('open-questions'));
      // Every rule heading comes before the worked game.
      const lastRule = Math.max(...meta.rules.map((r) => body.indexOf(`id="${r.id}"`)));
      expect(lastRule).toBeLessThan(body.indexOf('id="a-worked-game"'));
      // The questions themselves are not on the rules page.
      expect(body).not.toContain('class="ps-option"');
    });

    for (const [label, w, h, screens] of [
      ['desktop', 1280, 900, 2],
      ['phone', 390, 844, 4],
    ] as const) {
      it(`${meta.name} on a ${label}: the brief’s live board is within the first ${screens} screens and plays`, async () => {
        const { page, errors } = await open(`/variants/${meta.id}/`, w, h);
        const board = page.locator('[data-testid="board-widget"]').first();
        const top = await board.evaluate((el) => el.getBoundingClientRect().top + scrollY);
        expect(top).toBeLessThan(screens * h);
        // It sits under "The game in brief", before any rule.
        expect(await board.evaluate((el) => {
          const heads = [...document.querySelectorAll('.sl-markdown-content h2, .sl-markdown-content h3')];
          const before = heads.filter((x) => x.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING);
          return before.at(-1)?.id;
        })).toBe('the-game-in-brief');
        await board.scrollIntoViewIfNeeded();
        await expect.poll(() => board.getAttribute('data-ready'), { timeout: 30_000 }).toBe('true');
        expect(errors).toEqual([]);
        await page.close();
      });
    }
  }
});

describe('open questions on their own page', () => {
  const OPTION = 'balance-move-range';
  it('every rule link to a question resolves on the open-questions page, and every question links back to its rules', () => {
    for (const meta of variants) {
      // The rules pages (the Pai Sho Project's harmony page holds its harmony and scoring questions too).
      const rules = rulesPages(meta.id).map(readPage).join('\n');
      const questions = readBuilt(join('variants', meta.id, 'open-questions', 'index.html'));
      const targets = [...rules.matchAll(new RegExp(`href="/variants/${meta.id}/open-questions/#([a-z0-9-]+)"`, 'g'))].map((m) => m[1] as string);
      expect(targets.length, meta.id).toBeGreaterThan(0);
      for (const id of new Set(targets)) expect(questions, `${meta.id}: #${id}`).toContain(`id="${id}"`);
      // Every question's box is where its links lead, and links every rule it bears on, on that rule's page.
      for (const o of meta.options) {
        const box = readPage(optionHref(meta.id, o.id));
        expect(box, `${meta.id}: #${o.id}`).toContain(`id="${o.id}"`);
        for (const r of o.rules) expect(box, `${o.id} → ${r}`).toContain(`href="${ruleHref(meta.id, r)}"`);
      }
      // The notes under rule headings know which questions bear on them.
      for (const o of meta.options.filter((x) => x.effect === 'engine' && x.rules.length > 0)) expect(rules).toMatch(new RegExp(`data-bears="[^"]*\\b${o.id}\\b`));
    }
  });

  it('an answer switched on the open-questions page holds on the rules page when the reader goes back', async () => {
    const { page, errors } = await open('/variants/balance/open-questions/');
    await page.locator(`#${OPTION} select.ps-option-switch`).selectOption('one');
    await expect.poll(() => new URL(page.url()).searchParams.get('opt'), { timeout: 15_000 }).toBe(`${OPTION}=one`);
    // The link back to the rules carries the choice.
    const back = page.getByRole('link', { name: 'Back to the rules' });
    await expect.poll(async () => new URL((await back.getAttribute('href'))!, 'http://x').searchParams.get('opt')).toBe(`${OPTION}=one`);
    await back.click();
    await page.waitForURL(/\/variants\/balance\/\?/);
    await expect.poll(() => page.locator(`select.ps-option-switch[data-option="${OPTION}"]`).inputValue()).toBe('one');
    await expect.poll(() => page.locator(`[data-when-option="${OPTION}"][data-when-is~="one"]`).first().isVisible()).toBe(true);
    expect(await page.locator('[data-in-force-summary]').textContent()).toContain('1 answer changed');
    // And from the rules page's compact control back to the question, still carried.
    const why = page.locator(`details[data-in-force] a[href*="#${OPTION}"]`);
    expect(new URL((await why.getAttribute('href'))!, 'http://x').searchParams.get('opt')).toBe(`${OPTION}=one`);
    await page.goto(new URL((await why.getAttribute('href'))!, page.url()).href, { waitUntil: 'load' });
    await expect.poll(() => page.locator(`#${OPTION} select.ps-option-switch`).inputValue()).toBe('one');
    expect(errors).toEqual([]);
    await page.close();
  });

  // A question or rule in the middle of its page, opened by its link on a phone: its heading is at the top of the
  // window, not pushed below it by the boxes above being drawn late (it was, by 400–1,150 px, while the question
  // boxes were `content-visibility: auto`).
  it('a link to a question or a rule lands at its heading, on a phone', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const middle = <T,>(xs: readonly T[]) => xs[Math.floor(xs.length / 2)] as T;
    for (const meta of variants) {
      for (const href of [optionHref(meta.id, middle(meta.options).id), ruleHref(meta.id, middle(meta.rules).id)]) {
        await page.goto(`${inject('baseUrl')}${href}`, { waitUntil: 'load' });
        const id = href.slice(href.indexOf('#') + 1);
        const target = page.locator(`[id="${id}"]`);
        // Read half a second after load: the late-drawn boxes had moved it by then (at once, on the old build).
        await page.waitForTimeout(500);
        const top = await target.evaluate((el) => Math.round(el.getBoundingClientRect().top));
        expect(top, href).toBeGreaterThanOrEqual(0);
        expect(top, href).toBeLessThan(300);
      }
    }
    await page.close();
  });

  it('the boards’ “Change the rule options” link opens the rules page’s switches', async () => {
    const { page } = await open('/variants/balance/#open-questions');
    expect(await page.locator('details[data-in-force]').evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    await page.close();
  });

  it('question headings carry no literal “#”, in the page or in the search index', async () => {
    const html = readBuilt(join('variants', 'balance', 'open-questions', 'index.html'));
    for (const m of html.matchAll(/<h[23][^>]*>([\s\S]*?)<\/h[23]>/g)) expect(m[1]).not.toMatch(/>#<|#\s*$/);
    const { page } = await open('/variants/balance/');
    await page.locator('site-search button[data-open-modal]').click();
    const input = page.locator('#starlight__search input');
    await input.waitFor({ timeout: 15_000 });
    const o = METAS.balance!.options.find((x) => x.id === 'balance-garden-pair-types')!;
    await input.fill(o.title);
    // Pagefind searches as the words are typed: the first results shown may be a shorter query's, so
    // the list is read until the full title's answer is in (a CI run under load read it too soon).
    const links = page.locator('#starlight__search .pagefind-ui__result a');
    await expect
      .poll(async () => (await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))).some((h) => h.startsWith('/variants/balance/open-questions/')), { timeout: 15_000 })
      .toBe(true);
    const titles = await page.locator('#starlight__search .pagefind-ui__result a').allTextContents();
    expect(titles.filter((t) => /#\s*$/.test(t.trim()))).toEqual([]);
    await page.close();
  });
});

describe('words, not keys', () => {
  it('rule sources and option keys sit in closed “Cite / source” disclosures, not in the text', () => {
    for (const meta of variants) {
      // Every rule has its disclosure with its stable id and source file, on the page it lives on.
      const pages = rulesPages(meta.id).map(readPage);
      const cites = pages.flatMap((html) => [...html.matchAll(/<details class="rule-meta"[^>]*>([\s\S]*?)<\/details>/g)].map((m) => m[1] as string));
      expect(cites.length).toBe(meta.rules.length);
      // Each names its sources in words, linked to their entries on the Sources page, never by file name.
      for (const c of cites) expect(c).toMatch(/<summary>Cite \/ source<\/summary>[\s\S]*stable id [a-z]+\/[a-z0-9-]+[\s\S]*Source: <a href="\/sources\/#[a-z-]+">“/);
      // No source file name anywhere on the page (the data files keep them); no `<variant>-…` option key as text outside the disclosures.
      for (const html of [...pages, readPage(`/variants/${meta.id}/open-questions/`)]) {
        const all = html.slice(html.indexOf('sl-markdown-content')).replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, ' ');
        expect(all).not.toMatch(/\d{3}_[0-9a-f]{16}\.txt/);
        if (!pages.includes(html)) continue;
        const text = html
          .slice(html.indexOf('sl-markdown-content'))
          .replace(/<details class="(rule-meta|ps-cite)"[\s\S]*?<\/details>/g, '')
          .replace(/<script[\s\S]*?<\/script>/g, '')
          .replace(/<[^>]+>/g, ' ');
        expect(text).not.toMatch(new RegExp(`\\b${meta.id}-[a-z]+-[a-z-]+\\b`));
      }
    }
  });

  it('the Sources page names each source in words and agrees with the Balance page on its author', () => {
    const sources = readBuilt(join('sources', 'index.html'));
    const balance = readBuilt(join('variants', 'balance', 'index.html'));
    expect(sources).toContain('id="balance-page"');
    expect(sources).toMatch(/Eun_Mi_89, by the thread’s account/);
    expect(sources).not.toMatch(/written by Eun_Mi_89/);
    expect(balance).toMatch(/<strong>Eun_Mi_89<\/strong> by the thread’s account: the page names no author/);
  });
});

describe('one vocabulary', () => {
  it('every link to the glossary lands on a defined term, and each variant page links to it', () => {
    const glossary = readBuilt(join('glossary', 'index.html'));
    const terms = new Set([...glossary.matchAll(/<dt id="([^"]+)"/g)].map((m) => m[1] as string));
    expect(terms.size).toBeGreaterThan(15);
    let links = 0;
    for (const page of builtPages()) {
      const html = readBuilt(join(page, 'index.html'));
      for (const m of html.matchAll(/href="\/glossary\/#([^"]+)"/g)) {
        links++;
        expect(terms, `${page} → #${m[1]}`).toContain(m[1]);
      }
    }
    expect(links).toBeGreaterThan(5);
    for (const meta of variants) expect(readBuilt(join('variants', meta.id, 'index.html'))).toContain('href="/glossary/#');
  });

  it('the footer’s Previous / Next links to a variant’s pages say which variant', () => {
    const bare: string[] = [];
    for (const page of builtPages().filter((p) => p.startsWith('/variants/'))) {
      const html = readBuilt(join(page, 'index.html'));
      for (const m of html.matchAll(/<a href="\/variants\/([a-z0-9-]+)\/[^"]*" rel="(?:prev|next)"[\s\S]*?<span class="link-title[^"]*">([^<]*)<\/span>/g)) {
        const name = METAS[m[1] as keyof typeof METAS]?.name ?? '';
        if (!(m[2] as string).startsWith(`${name}: `)) bare.push(`${page}: ${m[2]}`);
      }
    }
    expect(bare).toEqual([]);
    expect(readBuilt(join('variants', 'iroh', 'open-questions', 'index.html'))).toMatch(/rel="prev"[\s\S]*?link-title[^>]*>Iroh Pai Sho: Rules</);
  });

  it('the board page and the variant pages state the same place counts, from the geometry', async () => {
    const { boardShape } = await import('../../src/engine/geometry/index.ts');
    const board = readBuilt(join('board', 'index.html'));
    const kutai = readBuilt(join('variants', 'kutai', 'index.html'));
    for (const set of ['kutai-k1', 'kutai-k2', 'kutai-k3', 'kutai-k4'] as const) {
      const n = boardShape(set, 'none').points.length;
      expect(board, set).toMatch(new RegExp(`<td>${n}</td>`));
      expect(kutai, set).toContain(`${n}`);
    }
    expect(board).toMatch(new RegExp(`<td>${boardShape('strict', 'none').points.length}</td>`));
  });
});

describe('typing a record on the notation page', () => {
  const lab = (page: Page) => page.getByTestId('notation-lab');
  /** Scrolls to the form and waits for it to hydrate (it loads when it comes into view). */
  const ready = async (page: Page) => {
    await lab(page).scrollIntoViewIfNeeded();
    await expect.poll(() => lab(page).getAttribute('data-ready'), { timeout: 30_000 }).toBe('true');
  };
  it('plays a valid position and moves on a live board', async () => {
    const { page, errors } = await open('/notation/');
    await ready(page);
    await page.getByRole('button', { name: 'Fill in an example' }).click();
    await expect.poll(() => page.getByTestId('lab-moves').inputValue()).not.toBe('');
    await page.getByTestId('lab-show').click();
    await expect.poll(() => page.getByTestId('lab-summary').textContent(), { timeout: 30_000 }).toMatch(/moves? played from the position typed/);
    const board = lab(page).locator('[data-testid="board-widget"]');
    await expect.poll(() => board.getAttribute('data-ready'), { timeout: 30_000 }).toBe('true');
    expect(await page.getByTestId('lab-errors').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows the engine’s errors for a malformed position or move, as text, with no board', async () => {
    const { page, errors } = await open('/notation/');
    await ready(page);
    await page.getByTestId('lab-position').fill('<img src=x onerror="window.__bad=1">');
    await page.getByTestId('lab-show').click();
    const errs = page.getByTestId('lab-errors');
    await expect.poll(() => errs.textContent(), { timeout: 30_000 }).toMatch(/Position:.*not a Balance position/);
    expect(await lab(page).locator('img').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __bad?: number }).__bad)).toBeUndefined();
    expect(await lab(page).locator('[data-testid="board-widget"]').count()).toBe(0);
    // A move the engine cannot read, then a move the rules refuse (named by its rule).
    await page.getByTestId('lab-position').fill('');
    await page.getByTestId('lab-moves').fill('1. Q*99z');
    await page.getByTestId('lab-show').click();
    await expect.poll(() => errs.textContent()).toMatch(/Move 1 \(Q\*99z\):/);
    await page.getByTestId('lab-variant').selectOption('kutai');
    await page.getByTestId('lab-moves').fill('DCB*10j\nDIR*10j');
    await page.getByTestId('lab-show').click();
    await expect.poll(() => errs.textContent()).toMatch(/Move 2 \(DIR\*10j\):.*\(rule \d/);
    expect(errors).toEqual([]);
    await page.close();
  });
});
