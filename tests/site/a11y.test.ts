/**
 * axe-core (default rule set) on every built page, in Chromium: no serious or
 * critical violation, first as the page loads, then with every board hydrated
 * (the interactive state is what keyboard and screen-reader users meet).
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, listen, onDrawnPage, sampledPages, seriousViolations, waitForBoards } from './site.ts';

/** Every page; the per-rule and per-board families sampled (see sampledPages). */
const pages = sampledPages();

describe('accessibility (axe-core)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });
  for (const page of pages) {
    it(`${page} has no serious or critical violation, before and after hydration`, async () => {
      const open = async () => {
        const p = await browser.newPage({ viewport: { width: 1280, height: 900 } });
        listen(p);
        await p.goto(`${inject('baseUrl')}${page}`, { waitUntil: 'load' });
        return p;
      };
      await onDrawnPage(open, async (p) => {
        const atLoad = await seriousViolations(p);
        expect(atLoad, JSON.stringify(atLoad, null, 1)).toEqual([]);
        // Bring every board into view so each island hydrates, then check again.
        await waitForBoards(p);
        const hydrated = await seriousViolations(p);
        expect(hydrated, JSON.stringify(hydrated, null, 1)).toEqual([]);
      });
    });
  }
});
