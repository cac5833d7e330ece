/**
 * Ancient Pai Sho in the browser: a place-and-move turn entered step by step on the live
 * board, and a special tile whose effect fires as it is placed (the Knotweed drains).
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launch } from './site.ts';
import { clickPlace } from './board-click.ts';
import { getEngine } from '../../src/engine/catalog.ts';
import { unwrap } from '../../src/engine/core/result.ts';
import { placeName, pointId } from '../../src/engine/geometry/coords.ts';
import type { Move } from '../../src/engine/core/types.ts';

/** The position of the page's first play board (just after the guess; South to play). */
const START = '0s~1~0Jd10j~JJCKLo~JdRCRhW~-~8c1gub';

let browser: Browser;
const errors: string[] = [];
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  expect(errors).toEqual([]);
});

async function board(query = ''): Promise<{ page: Page; w: Locator }> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${inject('baseUrl')}/variants/ancient/${query}`, { waitUntil: 'load' });
  const w = page.locator('#play-ancient [data-testid="board-widget"]');
  await w.scrollIntoViewIfNeeded();
  await page.locator('#play-ancient [data-testid="board-widget"][data-ready="true"]').waitFor({ timeout: 60_000 });
  return { page, w };
}
const describeText = (w: Locator) => w.getByTestId('position-description').textContent();
/** Clicks a place on the board (boards draw no element per place; see board-click.ts). */
const click = (w: Locator, p: number) => clickPlace(w.page(), w, placeName(p));

describe('Ancient on the live board', () => {
  it('plays a place-and-move turn step by step: the same player places, then moves, then North is to play', async () => {
    const engine = getEngine('ancient')!;
    const s = unwrap(engine.parsePosition(START));
    const place = engine.legalMoves(s).find((m): m is Extract<Move, { type: 'place' }> => m.type === 'place' && m.tile === 'J')!;
    const s2 = unwrap(engine.applyMove(s, place));
    const move = engine.legalMoves(s2).find((m): m is Extract<Move, { type: 'move' }> => m.type === 'move' && m.from === place.to)!;
    const { page, w } = await board();
    await w.locator('button.ps-hand-tile[aria-label="Jasmine"]').first().click();
    await click(w, place.to);
    await expect.poll(() => describeText(w), { timeout: 20_000 }).toContain('South: Move one of your tiles');
    await click(w, move.from);
    await click(w, move.to);
    await expect.poll(() => describeText(w), { timeout: 20_000 }).toContain('North: Draw a tile, or place one');
    expect(await describeText(w)).toContain(`Jasmine on ${placeName(move.to)}`);
    await page.close();
  });
  it('a special tile acts as it is placed: the Knotweed drains the centerpiece, and with nothing left to move the turn passes', async () => {
    const { page, w } = await board();
    await w.locator('button.ps-hand-tile[aria-label="Knotweed"]').first().click();
    await click(w, pointId(1, 1) as number);
    await expect.poll(() => describeText(w), { timeout: 20_000 }).toContain('White Jade on 10j (drained)');
    expect(await describeText(w)).toContain('North: Draw a tile, or place one');
    await page.close();
  });
  it('while the Wheel waits for its angle, a click elsewhere is refused and the angles stay offered', async () => {
    const engine = getEngine('ancient')!;
    // South holds a Wheel and a Jasmine; North's Jasmine stands east of the north gate.
    const pos = engine.formatPosition(
      unwrap(engine.fromSetup({ pieces: [{ tile: 'J', place: placeName(pointId(1, 8)!), owner: 1, drained: false }], hands: [['W', 'J'], []], removed: [], toMove: 0, turn: 1, stage: { kind: 'start' }, rng: 7 }, {})),
    );
    const { page, w } = await board(`?board=play-ancient&pos=${encodeURIComponent(pos)}`);
    const angles = w.getByTestId('chooser').getByRole('button');
    await w.locator('button.ps-hand-tile[aria-label="Wheel"]').first().click();
    await click(w, pointId(0, 8) as number);
    await expect.poll(() => angles.count(), { timeout: 20_000 }).toBe(5);
    await click(w, pointId(1, 8) as number);
    await expect.poll(() => w.getByTestId('widget-message').textContent(), { timeout: 20_000 }).toMatch(/Wheel/);
    expect(await angles.count()).toBe(5);
    await page.close();
  });
});
