/**
 * The site tests' own recovery from a browser that stops drawing a page (`drawsFrames`, `NoFrames`,
 * `onDrawnPage` in site.ts): the stall is simulated by a page whose animation frames and intersection
 * observers never call back, which is what the CI probe saw (2026-11-28).
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { drawsFrames, launch, NoFrames, onDrawnPage, waitForBoards } from './site.ts';

/** A page with one board (a rule's own page). */
const PAGE = '/rules/kutai/line-of-sight/';

describe('site test harness: a page the browser stops drawing', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function open(stalled: boolean): Promise<Page> {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    if (stalled)
      await page.addInitScript(() => {
        window.requestAnimationFrame = () => 0;
        window.IntersectionObserver = class {
          observe() {}
          unobserve() {}
          disconnect() {}
          takeRecords() {
            return [];
          }
        } as unknown as typeof IntersectionObserver;
      });
    await page.goto(`${inject('baseUrl')}${PAGE}`, { waitUntil: 'load' });
    return page;
  }

  it('waitForBoards gives up on such a page within seconds with NoFrames, and onDrawnPage runs the checks again on a new page', async () => {
    const opened: boolean[] = [];
    const seen: string[] = [];
    const started = Date.now();
    await onDrawnPage(
      () => {
        const stalled = opened.length === 0;
        opened.push(stalled);
        return open(stalled);
      },
      async (page) => {
        seen.push(String(await drawsFrames(page, 500)));
        await waitForBoards(page);
        expect(await page.locator('[data-testid="board-widget"][data-ready="true"]').count()).toBeGreaterThan(0);
      },
    );
    expect(opened).toEqual([true, false]);
    expect(seen).toEqual(['false', 'true']);
    expect(Date.now() - started).toBeLessThan(60_000);
  });

  it('a page that stays stalled fails with NoFrames; any other failure is not tried again', async () => {
    let opens = 0;
    const stalled = onDrawnPage(
      () => (opens++, open(true)),
      (page) => waitForBoards(page),
    );
    await expect(stalled).rejects.toBeInstanceOf(NoFrames);
    expect(opens).toBe(2);
    opens = 0;
    const failing = onDrawnPage(
      () => (opens++, open(false)),
      async () => {
        throw new Error('a real failure');
      },
    );
    await expect(failing).rejects.toThrow('a real failure');
    expect(opens).toBe(1);
  });
});
