/**
 * Basic Pai Sho in Chromium (issue 11): on its rules page, a capture and a Wheel's turn played on
 * live boards change the running points as the engine says; the board becomes live with the first
 * part of the engine and fetches the rest when the reader reaches for it; a refused capture names
 * its rule.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launch } from './site.ts';
import { clickPlace } from './board-click.ts';
import { getEngine, getMeta } from '../../src/engine/catalog.ts';
import { unwrap } from '../../src/engine/core/result.ts';
import type { Move } from '../../src/engine/core/types.ts';
import { placeName } from '../../src/engine/geometry/coords.ts';

const engine = getEngine('basic')!;
const meta = getMeta('basic')!;
let browser: Browser;
const errors: string[] = [];

async function open(path: string, requests?: string[]): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
  page.on('pageerror', (e) => errors.push(`${path}: ${e.message}`));
  if (requests) page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  await page.goto(`${inject('baseUrl')}${path}`, { waitUntil: 'load' });
  return page;
}
async function ready(page: Page, boardId: string): Promise<Locator> {
  const w = page.locator(`#${boardId} [data-testid="board-widget"]`);
  await w.scrollIntoViewIfNeeded();
  await page.locator(`#${boardId} [data-testid="board-widget"][data-ready="true"]`).waitFor({ timeout: 60_000 });
  return w;
}
/** The running points line under a board, as the engine writes it for a position. */
const scoresOf = (s: unknown) => `Scores: ${engine.view(s).scores!.map((x) => `${['South', 'North'][x.seat]} ${x.points}`).join(', ')}.`;
const positionOf = (page: string, id: string) => {
  const m = new RegExp(`id="${id}" class="ps-target" data-variant="basic" data-position="([^"]+)"`).exec(page);
  return m?.[1] ?? '';
};

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  expect(errors).toEqual([]);
});

describe('Basic Pai Sho on its page', () => {
  it('a capture that removes a disharmony brings the harmony back: the Pot and the points follow the engine', async () => {
    const requests: string[] = [];
    const page = await open('/variants/basic/', requests);
    const html = await page.content();
    const s0 = unwrap(engine.parsePosition(positionOf(html, 'disruptor')));
    const capture = engine.legalMoves(s0).find((m) => m.type === 'move' && placeName(m.from) === '16o' && placeName(m.to) === '16l') as Move;
    expect(capture).toBeDefined();
    const s1 = unwrap(engine.applyMove(s0, capture));
    expect(engine.view(s1).scores).not.toEqual(engine.view(s0).scores);

    const w = await ready(page, 'disruptor');
    // Live with the first chunk only: the part that plays steps is fetched when the reader reaches for the board.
    expect(requests.some((r) => /\/late\.[\w-]+\.js$/.test(r))).toBe(false);
    const scores = w.getByTestId('scores');
    await expect.poll(() => scores.textContent()).toContain(scoresOf(s0));
    await clickPlace(page, w, '16o');
    await clickPlace(page, w, '16l');
    await expect.poll(() => scores.textContent(), { timeout: 15_000 }).toContain(scoresOf(s1));
    expect(requests.some((r) => /\/late\.[\w-]+\.js$/.test(r))).toBe(true);
    await expect.poll(() => w.getByTestId('pot').textContent()).toContain('1 tile');
    expect(await w.getByTestId('move-list').textContent()).toContain(engine.formatMove(s0, capture));
    await page.close();
  });

  it('a refused capture names its rule: a Jasmine may not take a Lily', async () => {
    const page = await open('/variants/basic/');
    const w = await ready(page, 'capture-lab');
    const s0 = unwrap(engine.parsePosition(positionOf(await page.content(), 'capture-lab')));
    const r = engine.applyMove(s0, unwrap(engine.parseMove(s0, '16o-13o')));
    expect(r.ok).toBe(false);
    const rule = r.ok ? '' : (r.error.rule ?? '');
    await clickPlace(page, w, '16o');
    await clickPlace(page, w, '13o');
    const msg = w.locator('.ps-error, .ps-status').filter({ hasText: r.ok ? '' : r.error.message });
    await expect.poll(() => msg.count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await w.locator(`a[href="#${rule}"]`).count()).toBeGreaterThan(0);
    await page.close();
  });

  it("the Wheel's turn chosen step by step forms a harmony, and the points go up (exercise board)", async () => {
    const ex = meta.exercises.find((e) => e.id === 'wheel-score')!;
    const s0 = unwrap(engine.parsePosition(ex.start));
    const turns = engine.legalMoves(s0).filter((m): m is Extract<Move, { type: 'use' }> => m.type === 'use' && m.ability === 'rotate');
    const before = engine.view(s0).scores![0]!.points;
    const good = turns.find((m) => engine.view(unwrap(engine.applyMove(s0, m))).scores![0]!.points > before)!;
    expect(good).toBeDefined();
    const s1 = unwrap(engine.applyMove(s0, good));
    const page = await open('/variants/basic/');
    const w = await ready(page, 'exercise-wheel-score');
    await expect.poll(() => w.getByTestId('scores').textContent()).toContain(scoresOf(s0));
    await clickPlace(page, w, placeName(good.at));
    // The chooser offers the ability and its choices in words (the engine's labels).
    const chooser = w.getByTestId('chooser');
    for (let k = 1; k < 4; k++) {
      const label = engine.describeArg!(s0, good, k);
      const b = chooser.getByRole('button', { name: label, exact: true });
      if ((await b.count()) === 0) continue; // a field with one value is taken by itself
      await b.first().click();
    }
    await expect.poll(() => w.getByTestId('scores').textContent(), { timeout: 15_000 }).toContain(scoresOf(s1));
    expect(await w.getByTestId('move-list').textContent()).toContain(engine.formatMove(s0, good));
    await page.close();
  });
});
