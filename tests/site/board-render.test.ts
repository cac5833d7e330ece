/**
 * Boards as drawn, in Chromium: every board on a page has its own ids (the compare page
 * shows several), taps on a phone reach the tile or target meant, Kutai's hands stay
 * compact, Day and Night tiles differ in shape, and the live board is one that screen
 * readers operate (an application with a name, instructions and a live region).
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launch, onDrawnPage, waitForBoards } from './site.ts';
import { placeXY } from './board-click.ts';
import { ENGINES, getEngine, getMeta } from '../../src/engine/catalog.ts';
import { unwrap } from '../../src/engine/core/result.ts';
import { centre, placeName, type PlaceId } from '../../src/engine/geometry/coords.ts';

let browser: Browser;
const errors: string[] = [];
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  expect(errors).toEqual([]);
});

async function phone(path: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await ctx.newPage();
  page.on('pageerror', (e) => errors.push(`${path}: ${e.message}`));
  await page.goto(`${inject('baseUrl')}${path}`, { waitUntil: 'load' });
  return { page, close: () => ctx.close() };
}
async function ready(page: Page, boardId: string): Promise<Locator> {
  const w = page.locator(`#${boardId} [data-testid="board-widget"]`);
  await w.scrollIntoViewIfNeeded();
  await page.locator(`#${boardId} [data-testid="board-widget"][data-ready="true"]`).waitFor({ timeout: 30_000 });
  return w;
}

/** Ids defined more than once in a document, and `url(#…)`/`href="#…"` references of a board that point outside it. */
function idProblems(): { duplicates: string[]; foreign: string[] } {
  const seen = new Map<string, number>();
  for (const el of document.querySelectorAll('[id]')) seen.set(el.id, (seen.get(el.id) ?? 0) + 1);
  const duplicates = [...seen].filter(([, n]) => n > 1).map(([id]) => id);
  const foreign: string[] = [];
  for (const svg of document.querySelectorAll('svg.ps-board')) {
    for (const el of svg.querySelectorAll('*')) {
      for (const attr of ['clip-path', 'mask', 'fill', 'filter']) {
        const m = /url\(#([^)]+)\)/.exec(el.getAttribute(attr) ?? '');
        if (!m) continue;
        const target = document.getElementById(m[1] as string);
        if (!target || target.closest('svg.ps-board') !== svg) foreign.push(`${attr} → #${m[1]}`);
      }
    }
  }
  return { duplicates, foreign };
}

describe('ids (issue 8.5)', () => {
  it('every board on the compare page has its own clip path, in the served HTML and after hydration', async () => {
    const open = async () => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
      page.on('pageerror', (e) => errors.push(`compare: ${e.message}`));
      await page.goto(`${inject('baseUrl')}/compare/?a=kutai&b=balance`, { waitUntil: 'load' });
      return page;
    };
    await onDrawnPage(open, async (page) => {
      // As served: check a copy of the HTML parsed without running its scripts.
      const served = await page.evaluate(async (fn) => {
        const html = await (await fetch(location.href)).text();
        const doc = new DOMParser().parseFromString(html, 'text/html');
        // eslint-disable-next-line no-new-func
        return new Function('document', `return (${fn})()`)(doc) as { duplicates: string[]; foreign: string[] };
      }, idProblems.toString());
      expect(served.duplicates).toEqual([]);
      expect(served.foreign).toEqual([]);
      expect(await page.locator('svg.ps-board').count()).toBeGreaterThan(2);
      await waitForBoards(page);
      const live = await page.evaluate(`(${idProblems.toString()})()`);
      expect(live).toEqual({ duplicates: [], foreign: [] });
    });
  });
});

describe('touch (issue 8.7)', () => {
  /** An offset of `px` CSS px from `from` where no place is right under the finger and `from` is the nearest of `candidates`. */
  function safeOffset(from: PlaceId, px: number, unitPx: number, places: readonly PlaceId[], candidates: readonly PlaceId[]): [number, number] {
    const c = centre(from);
    for (let k = 0; k < 32; k++) {
      const a = (k * Math.PI) / 16;
      const x = c.x + (Math.cos(a) * px) / unitPx;
      const y = c.y - (Math.sin(a) * px) / unitPx; // screen y grows downwards, board y upwards
      const d = (p: PlaceId) => Math.hypot(centre(p).x - x, centre(p).y - y);
      const clear = places.every((p) => p === from || d(p) > 0.3);
      const nearest = candidates.every((p) => p === from || d(p) > d(from) + 0.15);
      if (clear && nearest) return [Math.cos(a) * px, Math.sin(a) * px];
    }
    throw new Error(`no clear direction around ${placeName(from)}`);
  }

  it('on a 390 px phone, a tap 13 px off a tile selects it and one 16 px off a target plays there', async () => {
    const { page, close } = await phone('/variants/balance/');
    const w = await ready(page, 'exercise-win-in-one');
    const ex = getMeta('balance')!.exercises.find((x) => x.id === 'win-in-one')!;
    const engine = getEngine('balance')!;
    const s = unwrap(engine.parsePosition(ex.start, ex.options ?? {}));
    const view = engine.view(s);
    const places = [...view.points, ...view.squares];
    const occupied = view.pieces.map((p) => p.place);
    const mover = engine.legalMoves(s).find((m) => m.type === 'move')!;
    if (mover.type !== 'move') throw new Error('expected a move');
    const a = await placeXY(w, '10j');
    const b = await placeXY(w, '9j');
    const unitPx = Math.hypot(b.x - a.x, b.y - a.y);
    expect(unitPx, 'places are small on a phone').toBeLessThan(20);
    const from = await placeXY(w, placeName(mover.from));
    const [fx, fy] = safeOffset(mover.from, 13, unitPx, places, occupied);
    await page.touchscreen.tap(from.x + fx, from.y + fy);
    await expect.poll(() => w.locator('.ps-targets [data-target]').count()).toBeGreaterThan(0);
    const targets = await w.locator('.ps-targets [data-target]').evaluateAll((els) => els.map((e) => e.getAttribute('data-target') ?? ''));
    const targetIds = engine.legalMoves(s).flatMap((m) => (m.type === 'move' && m.from === mover.from ? [m.to] : []));
    expect(targets.sort()).toEqual(targetIds.map(placeName).sort());
    const to = await placeXY(w, placeName(mover.to));
    const [tx, ty] = safeOffset(mover.to, 16, unitPx, places, [...targetIds, ...occupied]);
    await page.touchscreen.tap(to.x + tx, to.y + ty);
    await expect.poll(() => w.getByTestId('move-list').textContent()).toContain(`${placeName(mover.from)}-${placeName(mover.to)}`);
    await close();
  });

  it('Kutai’s two hands of 29 tiles take at most five rows on a phone, so the controls stay near the board', async () => {
    const { page, close } = await phone('/variants/kutai/');
    const w = await ready(page, 'play-kutai');
    const rows = await w.locator('.ps-hands > div').evaluateAll((hands) =>
      hands.map((h) => {
        const tiles = [...h.querySelectorAll('button.ps-hand-tile')];
        if (tiles.length) return new Set(tiles.map((t) => Math.round(t.getBoundingClientRect().top))).size;
        // A hand drawn as one picture says how many rows it has.
        return Number(h.querySelector('[data-rows]')?.getAttribute('data-rows') ?? 99);
      }),
    );
    expect(rows.length).toBe(2);
    expect(rows.reduce((x, y) => x + y, 0)).toBeLessThanOrEqual(5);
    // The hands' block stays short (it used to push the controls far below the board); the lines the widget
    // adds under the board for issue 10 (whose turn, prompt, scores) are not the hands' height.
    const gap = await w.evaluate((el) => el.querySelector('.ps-hands')!.getBoundingClientRect().height);
    expect(gap, 'px taken by the two hands').toBeLessThan(330);
    // The mover's tiles stay comfortable to tap.
    const size = await w.locator('button.ps-hand-tile').first().boundingBox();
    expect(size!.width).toBeGreaterThanOrEqual(30);
    await close();
  });
});
  it('a play board’s turn line is in the served HTML and reads the same once live (it used to appear only on hydration: a late paint, and a shift of what follows)', async () => {
    const html = await (await fetch(`${inject('baseUrl')}/embed/kutai/`)).text();
    const served = /data-testid="turn-status">(.*?)<\/p>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, '').replace(/<!--.*?-->/g, '') ?? '';
    expect(served).toMatch(/to act/);
    const { page, close } = await phone('/embed/kutai/');
    const line = page.getByTestId('turn-status');
    const w = page.locator('[data-testid="board-widget"][data-ready="true"]');
    await w.waitFor({ timeout: 30_000 });
    expect((await line.textContent())?.replace(/\s+/g, ' ').trim()).toBe(served.replace(/\s+/g, ' ').trim());
    await close();
  });

describe('hydration moves nothing', () => {
  // A board comes alive when it scrolls into view. It used to add its hand's buttons, the word steps
  // ("Proclaim victory"), "Play the computer", "Hint", "Copy embed code", the rules line and a finished
  // game's result only then: every board grew by 70–190 px on a phone, moving the text under the reader
  // (and a reload's restored scroll landed on another paragraph). The server now draws all of it, disabled.
  it('every board of the six rules pages is as tall once live as the server drew it, on a phone', async () => {
    // Each board's height, and the words of its lines drawn from props on the server (the rules line, a result,
    // the word-step buttons), which the live board draws from the engine and the page.
    const heights = (page: Page) =>
      page.locator('[data-testid="board-widget"]').evaluateAll((ws) =>
        ws.map((w) => {
          const text = (sel: string) => [...w.querySelectorAll(sel)].map((e) => (e.textContent ?? '').replace(/\s+/g, ' ').trim()).join(' | ');
          return `${Math.round(w.getBoundingClientRect().height)} px; rules: ${text('[data-testid="rules-in-force"]')}; result: ${text('[data-testid="game-result"]')}; words: ${text('.ps-chooser button')}`;
        }),
      );
    const moved: string[] = [];
    let boards = 0;
    for (const variant of Object.keys(ENGINES)) {
      const path = `/variants/${variant}/`;
      const served = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
      const p0 = await served.newPage();
      await p0.goto(`${inject('baseUrl')}${path}`, { waitUntil: 'load' });
      const before = await heights(p0);
      await served.close();
      const { page, close } = await phone(path);
      const ws = page.locator('[data-testid="board-widget"]');
      const n = await ws.count();
      for (let i = 0; i < n; i++) {
        await ws.nth(i).scrollIntoViewIfNeeded();
        await page.locator('[data-testid="board-widget"]').nth(i).and(page.locator('[data-ready="true"]')).waitFor({ timeout: 30_000 });
      }
      const after = await heights(page);
      await close();
      expect(after.length).toBe(before.length);
      boards += n;
      before.forEach((h, i) => {
        if (after[i] !== h) moved.push(`${path} board ${i + 1}: served ${h}, live ${after[i]}`);
      });
    }
    expect(boards).toBeGreaterThan(60);
    expect(moved).toEqual([]);
  });
});

describe('sight (issue 8.7)', () => {
  it('a Day and a Night tile of the same flower differ in outline, not only in colour', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 1000 }, deviceScaleFactor: 2 });
    await page.goto(`${inject('baseUrl')}/variants/kutai/`, { waitUntil: 'networkidle' });
    /** The tile's silhouette: every painted pixel black, on white. */
    const silhouette = async (name: string): Promise<boolean[]> => {
      const svg = page.locator(`.ps-tiles svg[aria-label="${name}"]`);
      await svg.scrollIntoViewIfNeeded();
      await svg.evaluate((el) => {
        (el as SVGElement).style.filter = 'brightness(0)';
        (el.parentElement as HTMLElement).style.background = '#fff';
      });
      const png = (await svg.screenshot()).toString('base64');
      return page.evaluate(async (b64) => {
        const img = new Image();
        img.src = `data:image/png;base64,${b64}`;
        await img.decode();
        const c = document.createElement('canvas');
        c.width = img.width;
        c.height = img.height;
        const g = c.getContext('2d')!;
        g.drawImage(img, 0, 0);
        const d = g.getImageData(0, 0, c.width, c.height).data;
        const out: boolean[] = [];
        for (let i = 0; i < d.length; i += 4) out.push((d[i] as number) < 128);
        return out;
      }, png);
    };
    for (const flower of ['Maple', 'Lily']) {
      const day = await silhouette(`Day ${flower}`);
      const night = await silhouette(`Night ${flower}`);
      expect(day.length).toBe(night.length);
      let differ = 0;
      let either = 0;
      day.forEach((v, i) => {
        if (v || night[i]) either++;
        if (v !== night[i]) differ++;
      });
      expect(either).toBeGreaterThan(100);
      expect(differ / either, `${flower}: share of the outlines that differ`).toBeGreaterThan(0.1);
    }
    await page.close();
  });
});

describe('screen readers (issue 8.8)', () => {
  it('the live board is a named, focusable application with instructions, and the cursor is announced', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
    page.on('pageerror', (e) => errors.push(`balance: ${e.message}`));
    await page.goto(`${inject('baseUrl')}/variants/balance/`, { waitUntil: 'load' });
    const w = await ready(page, 'play-balance');
    const board = w.getByRole('application');
    expect(await board.count()).toBe(1);
    expect(await board.getAttribute('aria-roledescription')).toBeTruthy();
    expect(await board.getAttribute('tabindex')).toBe('0');
    const name = (await board.getAttribute('aria-label')) ?? '';
    expect(name.length).toBeGreaterThan(3);
    expect(name, 'no doubled or dangling punctuation').not.toMatch(/\.\s*\.|[\s.]$/);
    const description = await board.evaluate((el) => el.querySelector(':scope > desc')?.textContent ?? el.getAttribute('aria-description') ?? '');
    expect(description).toMatch(/arrow/i);
    await board.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => w.locator('[role="status"]').last().textContent()).toMatch(/^\d{1,2}[a-s]/);
    await page.close();
  });
  it('the text description does not call the hands hidden while the board shows them', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
    page.on('pageerror', (e) => errors.push(`balance: ${e.message}`));
    await page.goto(`${inject('baseUrl')}/variants/balance/`, { waitUntil: 'load' });
    const w = await ready(page, 'play-balance');
    // Hands on screen are described by their tiles.
    const show = w.getByRole('checkbox', { name: 'Show hands' });
    if ((await show.count()) > 0 && !(await show.isChecked())) await show.check();
    await expect.poll(() => w.locator('button.ps-hand-tile').count()).toBeGreaterThan(0);
    const text = (await w.getByTestId('position-description').textContent()) ?? '';
    expect(text).toMatch(/holds \w/);
    expect(text).not.toMatch(/hidden/);
    await page.close();
  });
});
