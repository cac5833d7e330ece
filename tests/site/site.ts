/** Helpers for the site tests: the built pages, a Chromium browser, axe-core. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { chromium, type Browser, type ConsoleMessage, type Locator, type Page, type Request, type Response } from 'playwright-core';

export const DIST = 'dist';

/** Every built HTML page as a site path (`/board/`), excluding the 404 page (shared with the benchmark). */
export { builtPages, sampledPages } from '../../scripts/budget.ts';
import { SUBPAGES } from '../../src/site/rule-pages.ts';

export const readBuilt = (path: string): string => readFileSync(join(DIST, path), 'utf8');
/** The built HTML of a site path (`/variants/wiki/harmony/#x` reads `variants/wiki/harmony/index.html`). */
export const readPage = (href: string): string => readBuilt(join(href.split('#')[0] as string, 'index.html'));
/** A variant's rules pages: its rules page, then its further pages (`src/site/rule-pages.ts`), as site paths. */
export const rulesPages = (variant: string): string[] => [`/variants/${variant}/`, ...Object.keys(SUBPAGES[variant] ?? {}).map((slug) => `/variants/${variant}/${slug}/`)];

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

const require = createRequire(import.meta.url);
export const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; html: string }[];
}

/** Runs axe-core's default rule set on the page; returns serious and critical violations. */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  await page.addScriptTag({ content: AXE_SOURCE });
  const result = (await page.evaluate(async () => {
    // @ts-expect-error axe is injected above
    const r = await window.axe.run(document);
    return r.violations.map((v: AxeViolation) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 5).map((n) => ({ target: n.target, html: n.html.slice(0, 200) })) }));
  })) as AxeViolation[];
  return result.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/**
 * Brings every visible board widget into view, one at a time, and waits until
 * each has loaded its engine. Boards hydrate `client:visible`; scrolling past a
 * board quickly on a busy machine can miss the intersection frame, so each
 * pending board is scrolled to and waited for in turn rather than hoping one
 * sweep of the page woke them all. Hidden boards (the unchosen columns of the
 * compare page) never hydrate, by design, and are skipped.
 */
export async function waitForBoards(page: Page): Promise<void> {
  const selector = '[data-testid="board-widget"][data-ready="false"]';
  const pending = page.locator(`${selector}:visible`);
  const said = heard.get(page);
  if (said) return untilHydrated(page, selector, pending, said);
  const stop = listen(page);
  try {
    await untilHydrated(page, selector, pending, heard.get(page) ?? []);
  } finally {
    stop();
  }
}

const heard = new WeakMap<Page, string[]>();

/**
 * Keeps what the page says (console errors, page errors, failed requests, HTTP errors) from now on, for
 * `waitForBoards`' message if a board never hydrates: the cause of a rare CI timeout on /variants/iroh/
 * (2026-11-27 and 2026-11-28, ten of its fifteen boards still waiting) is still unknown. Called
 * before `goto`, it also hears the page load. Returns a function that stops listening.
 */
export function listen(page: Page): () => void {
  const said: string[] = [];
  heard.set(page, said);
  const onConsole = (m: ConsoleMessage) => void (m.type() === 'error' && said.push(`console error: ${m.text()}`));
  const onError = (e: Error) => void said.push(`page error: ${e.message}`);
  const onFailed = (r: Request) => void said.push(`request failed: ${r.url()} (${r.failure()?.errorText ?? '?'})`);
  const onResponse = (r: Response) => void (r.status() >= 400 && said.push(`HTTP ${r.status()}: ${r.url()}`));
  page.on('console', onConsole).on('pageerror', onError).on('requestfailed', onFailed).on('response', onResponse);
  return () => {
    heard.delete(page);
    page.off('console', onConsole).off('pageerror', onError).off('requestfailed', onFailed).off('response', onResponse);
  };
}

/**
 * What the page says of a board that waits in view (the rare CI case of 2026-11-27 and 2026-11-28: an island in the
 * viewport, never hydrated, no error): is the page hidden, does it still draw frames (`requestAnimationFrame`), does an
 * IntersectionObserver of our own see the board (Astro's `client:visible` is one), and was the island's code fetched.
 * Frames that never come mean the browser stopped drawing the page (no observer fires then); our observer seeing the
 * board while the island's code was never fetched means Astro's own observer missed it.
 */
export async function probeWaiting(page: Page, selector: string): Promise<string> {
  return page.evaluate(async (sel) => {
    const el = [...document.querySelectorAll<HTMLElement>(sel)].find((e) => e.checkVisibility());
    if (!el) return 'no waiting board in view';
    const within = <T,>(ms: number, start: (done: (v: T) => void) => void, late: T) =>
      new Promise<T>((resolve) => {
        let settled = false;
        const done = (v: T) => void (settled || ((settled = true), resolve(v)));
        start(done);
        setTimeout(() => done(late), ms);
      });
    const frame = await within(1_000, (done) => requestAnimationFrame(() => done('drawn')), 'none in 1 s');
    const seen = await within(
      1_000,
      (done) => {
        const io = new IntersectionObserver((entries) => {
          io.disconnect();
          done(entries.some((e) => e.isIntersecting) ? 'in view' : 'out of view');
        });
        io.observe(el);
      },
      'no callback in 1 s',
    );
    const url = el.closest('astro-island')?.getAttribute('component-url') ?? '?';
    const fetched = performance.getEntriesByType('resource').some((e) => e.name.endsWith(url));
    const astro = (window as unknown as { Astro?: Record<string, unknown> }).Astro;
    return `${el.dataset.board ?? '?'}: page ${document.visibilityState}, ${document.readyState}; a frame: ${frame}; our observer: ${seen}; island code ${url} ${fetched ? 'fetched (by this or another board)' : 'never fetched'}; Astro.visible ${typeof astro?.visible}`;
  }, selector);
}

/**
 * Whether the page draws a frame (a `requestAnimationFrame` callback) within `ms`. In CI, rarely (three runs of
 * about fifteen, 2026-11-27 to 2026-11-28, each one page of several hundred), Chromium stops drawing a page
 * that is visible and whose scripts still run: no frame, no IntersectionObserver callback, so no
 * `client:visible` island ever hydrates (the probe below showed it on /variants/balance/ on 2026-11-28).
 */
export async function drawsFrames(page: Page, ms = 2_000): Promise<boolean> {
  return page.evaluate((ms) => new Promise<boolean>((resolve) => {
    requestAnimationFrame(() => resolve(true));
    setTimeout(() => resolve(false), ms);
  }), ms);
}

/** Thrown by `waitForBoards` when the browser has stopped drawing the page (see `drawsFrames`): nothing the page does. */
export class NoFrames extends Error {}

/**
 * Opens a page with `open` and runs `body` on it; if the browser stopped drawing that page (`NoFrames`), says so
 * and runs both once more on a new page: a browser fault, not the site's, should not fail the test, and the
 * second page must pass every check the first had to. Any other failure fails at once. Closes the page.
 */
export async function onDrawnPage(open: () => Promise<Page>, body: (page: Page) => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const page = await open();
    try {
      await body(page);
      return;
    } catch (e) {
      if (!(e instanceof NoFrames) || attempt === 2) throw e;
      console.warn(`${page.url()}: ${e.message.split('\n')[0]}; once more on a new page`);
    } finally {
      // A page that failed may have crashed: its close must not hide the failure.
      await page.close().catch(() => undefined);
    }
  }
}

async function untilHydrated(page: Page, selector: string, pending: Locator, said: readonly string[]): Promise<void> {
  const probes: string[] = [];
  for (let guard = 0; guard < 200; guard++) {
    const n = await pending.count();
    if (n === 0) return;
    // Scrolled in the page, not through the locator: a board React re-creates while it hydrates
    // would otherwise leave the locator waiting on a detached element. Scrolled again every second
    // while waiting: a board above that hydrates grows (its hands become buttons, its controls
    // appear) and can push the one just scrolled to out of view before it is seen, so it would never
    // hydrate: the likely cause of an a11y test timing out on /variants/iroh/ in CI (2026-11-27).
    let fewer = false;
    // Up to 60 s without one more board live: a CI run beside other work once took more than 30 s on
    // /variants/basic/ (2026-11-27, ten boards waiting).
    for (let tries = 0; tries < 60 && !fewer; tries++) {
      if (tries === 5 && !(await drawsFrames(page))) {
        // 5 s without one more board live and no frame drawn: ask the browser to draw the page again (bring its
        // tab to the front); if it still draws nothing, no board can hydrate (see drawsFrames).
        await page.bringToFront();
        const again = await drawsFrames(page);
        console.warn(`waitForBoards on ${page.url()}: no frame drawn after 5 s; brought to the front: ${again ? 'frames again' : 'still none'}`);
        if (!again) throw new NoFrames(`the browser drew no frame of the page for 5 s with ${n} board(s) waiting (bringing it to the front did not help)`);
      }
      if (tries === 20 || tries === 40) {
        // 20 s without one more board live: say what the page is doing (printed, and kept for the error below), then
        // scroll to the top and back, which gives every observer a new crossing into view.
        const probe = await probeWaiting(page, selector);
        probes.push(probe);
        console.warn(`waitForBoards on ${page.url()}: a board waits in view after ${tries} s: ${probe}`);
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.waitForTimeout(200);
      }
      await page.evaluate((sel) => {
        const el = [...document.querySelectorAll<HTMLElement>(sel)].find((e) => e.checkVisibility());
        el?.scrollIntoView({ block: 'center' });
      }, selector);
      // Re-queried on every poll, so a board React re-creates is still seen.
      fewer = await page
        .waitForFunction(
          ([sel, before]) => [...document.querySelectorAll<HTMLElement>(sel)].filter((el) => el.checkVisibility()).length < before,
          [selector, n] as const,
          { timeout: 1_000 },
        )
        .then(() => true, () => false);
    }
    if (!fewer) {
      // Each waiting board: is its island still server-rendered (the island's code never ran), where is
      // it, and what does it say (the widget's own error line, if the engine failed to load)?
      const boards = await page.evaluate((sel) => {
        return [...document.querySelectorAll<HTMLElement>(sel)].map((el) => {
          const island = el.closest('astro-island');
          const r = el.getBoundingClientRect();
          const error = el.querySelector('[data-testid="widget-error"]')?.textContent ?? '';
          return `${el.dataset.board ?? "?"}: island ${island ? (island.hasAttribute('ssr') ? 'not hydrated' : 'hydrated') : 'missing'}, at y ${Math.round(r.top)} of ${window.innerHeight}, visible ${el.checkVisibility()}${error ? `, says: ${error}` : ''}`;
        });
      }, selector);
      const seen = said.length > 0 ? said.join('\n  ') : 'no console error, page error or failed request';
      throw new Error(`a board did not hydrate within 60 s of being scrolled into view (${n} still waiting)\nboards:\n  ${boards.join('\n  ')}\nthe page:\n  ${seen}\nprobes at 20 s and 40 s:\n  ${probes.join('\n  ')}`);
    }
  }
  throw new Error('boards kept appearing that never hydrated');
}
