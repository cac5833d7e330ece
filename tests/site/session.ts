/**
 * One browser for a site test file, and the two things nearly every board test does with it:
 * open a built page (collecting its uncaught errors) and wait for a board to hydrate.
 * `browserSession()` registers the file's `beforeAll` and `afterAll`: the browser is launched
 * before the first test and closed after the last, and the file fails if any page it opened
 * threw an uncaught error.
 */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launch } from './site.ts';

export interface BrowserSession {
  /** The file's browser (launched in `beforeAll`). */
  readonly browser: Browser;
  /** Uncaught page errors so far, as `path: message`. */
  readonly errors: string[];
  /** Opens a site path in a new 1280 × 1000 page; `requests` collects the path of every request it makes. */
  open(path: string, requests?: string[]): Promise<Page>;
}

export function browserSession(opts: { screens?: boolean } = {}): BrowserSession {
  let browser: Browser | undefined;
  const errors: string[] = [];
  beforeAll(async () => {
    if (opts.screens) mkdirSync('test-results/screens', { recursive: true });
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    expect(errors).toEqual([]);
  });
  const launched = (): Browser => {
    if (!browser) throw new Error('the browser is launched in beforeAll: use it inside a test');
    return browser;
  };
  return {
    get browser(): Browser {
      return launched();
    },
    errors,
    // A closure, not a method: test files destructure it (`const { open } = browserSession()`).
    async open(path, requests) {
      const page = await launched().newPage({ viewport: { width: 1280, height: 1000 } });
      page.on('pageerror', (e) => errors.push(`${path}: ${e.message}`));
      if (requests) page.on('request', (r) => requests.push(new URL(r.url()).pathname));
      await page.goto(`${inject('baseUrl')}${path}`, { waitUntil: 'load' });
      return page;
    },
  };
}

/** The board widget inside the element `#boardId`, scrolled into view and waited for until its engine has loaded. */
export async function boardReady(page: Page, boardId: string): Promise<Locator> {
  const w = page.locator(`#${boardId} [data-testid="board-widget"]`);
  await w.scrollIntoViewIfNeeded();
  await page.locator(`#${boardId} [data-testid="board-widget"][data-ready="true"]`).waitFor({ timeout: 60_000 });
  return w;
}

/**
 * Opens the page's "Rules in force" box (its option switches) as a reader does, by its summary.
 * A board above that hydrates meanwhile can move the summary under the pointer between Playwright's
 * check and its click (seen in CI runs beside other work), so it clicks until the box is open.
 */
export async function openRulesInForce(page: Page): Promise<void> {
  const box = page.locator('details[data-in-force]').first();
  const isOpen = () => box.evaluate((d) => (d as HTMLDetailsElement).open);
  await expect
    .poll(async () => {
      if (!(await isOpen())) await box.locator('> summary').click();
      return isOpen();
    }, { timeout: 30_000 })
    .toBe(true);
}
