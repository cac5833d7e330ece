/** Helpers for the site tests: the built pages, a Chromium browser, axe-core. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createRequire } from 'node:module';
import { chromium, type Browser, type Page } from 'playwright-core';

export const DIST = 'dist';

/** Every built HTML page as a site path (`/board/`), excluding the 404 page. */
export function builtPages(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const f of readdirSync(dir)) {
      const p = join(dir, f);
      if (statSync(p).isDirectory()) {
        if (f !== 'pagefind' && f !== '_astro') walk(p);
      } else if (f === 'index.html') {
        out.push(`/${relative(DIST, dir)}/`.replace(/\/+/g, '/'));
      }
    }
  };
  walk(DIST);
  return out.sort();
}

export const readBuilt = (path: string): string => readFileSync(join(DIST, path), 'utf8');

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

/** Waits until every board widget visible on the page has loaded its engine. */
export async function waitForBoards(page: Page): Promise<void> {
  // Hidden boards (e.g. the unchosen columns of the compare page) never hydrate, by design.
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll<HTMLElement>('[data-testid="board-widget"]')]
        .filter((el) => el.checkVisibility())
        .every((el) => el.getAttribute('data-ready') === 'true'),
    undefined,
    { timeout: 30_000 },
  );
}
