/**
 * The Pai Sho Project rules in the browser: a flower bent by an element on the live board, the
 * turn order of a four-player game (East, South, West, North), and the engine's two chunks — the
 * core opens the board, the rest (refusal reasons, notation readers) arrives on the first click.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch } from './site.ts';
import { clickPlace } from './board-click.ts';
import { getEngine } from '../../src/engine/catalog.ts';
import { unwrap } from '../../src/engine/core/result.ts';
import { placeName } from '../../src/engine/geometry/coords.ts';
import type { Move } from '../../src/engine/core/types.ts';

let browser: Browser;
const errors: string[] = [];
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  expect(errors).toEqual([]);
});

/** Opens the wiki page and waits for the board `id` to be live; records the JS files fetched. */
async function board(id: string): Promise<{ page: Page; w: Locator; js: Set<string> }> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
  page.on('pageerror', (e) => errors.push(e.message));
  const js = new Set<string>();
  page.on('response', (r) => {
    const u = new URL(r.url());
    if (u.pathname.endsWith('.js')) js.add(u.pathname);
  });
  await page.goto(`${inject('baseUrl')}/variants/wiki/`, { waitUntil: 'load' });
  const w = page.locator(`#${id} [data-testid="board-widget"]`);
  await w.scrollIntoViewIfNeeded();
  await page.locator(`#${id} [data-testid="board-widget"][data-ready="true"]`).waitFor({ timeout: 60_000 });
  return { page, w, js };
}
const describeText = (w: Locator) => w.getByTestId('position-description').textContent();
const click = (w: Locator, p: number) => clickPlace(w.page(), w, placeName(p));
/** Whether the rest of the wiki engine (the refusal reasons) is among the fetched files. */
const restLoaded = (js: Set<string>) => [...js].some((f) => readFileSync(join('dist', f), 'utf8').includes('ERR_STEP_UNEXPLAINED'));

describe('Pai Sho Project on the live board', () => {
  it('an element moves, then bends a flower of the other side to a point the player picks; a play board opens with the first chunk, an example brings the rest', async () => {
    const engine = getEngine('wiki')!;
    const { page, js } = await board('play-wiki');
    await page.waitForLoadState('networkidle');
    expect(restLoaded(js), 'the play board opens with the engine\'s first chunk alone').toBe(false);
    // A worked example opens on the server's drawing of its start, and fetches the second chunk to replay
    // its line on the first step.
    const w = page.locator('#example-move-and-bend [data-testid="board-widget"]');
    await w.scrollIntoViewIfNeeded();
    await page.locator('#example-move-and-bend [data-testid="board-widget"][data-ready="true"]').waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    expect(restLoaded(js), 'the example opens with the first chunk too').toBe(false);
    // Step 1 of the example (Fire 10k-10j), then play on from there and bend by hand.
    await w.getByTestId('step-forward').click();
    await expect.poll(() => w.getByTestId('example-caption').textContent(), { timeout: 20_000 }).toContain('Step 1 of');
    expect(restLoaded(js), 'the first step brought the second chunk').toBe(true);
    await w.getByTestId('play-on').click();
    const s = unwrap(engine.parsePosition('0.2~1Ly10g,0F10k,1E10q,0W3j~-'));
    const after = unwrap(engine.applyMove(s, unwrap(engine.parseMove(s, 'F10k-10j'))));
    const bends = engine.legalMoves(after).filter((m): m is Extract<Move, { type: 'use' }> => m.type === 'use' && m.ability === 'bend');
    expect(bends.length).toBeGreaterThan(1);
    // Not the example's own choice (10c): a destination of our own.
    const bend = bends.find((m) => m.args[1] !== bends[0]!.args[1] && placeName(m.args[1] as number) !== '10c') ?? bends[0]!;
    const [flower, dest] = bend.args as [number, number];
    await click(w, bend.at);
    await click(w, flower);
    await click(w, dest);
    await expect.poll(() => describeText(w), { timeout: 20_000 }).toContain(`Gote's Lily on ${placeName(dest)}`);
    expect(await describeText(w)).toContain('Gote: drop, move');
    // Now a refusal gives the whole engine's reason: it is Gote's turn, and the Fire is Sente's.
    await click(w, bend.at);
    await expect.poll(() => w.getByTestId('widget-message').textContent(), { timeout: 20_000 }).toContain(`The Fire on ${placeName(bend.at)} is Sente's`);
    await page.close();
  });

  it('four players act in turn East, South, West, North, each entering an element', async () => {
    const engine = getEngine('wiki')!;
    const { page, w } = await board('four-players');
    let s = unwrap(engine.create({ options: { 'wiki-players': '4' } }));
    const order = ['East', 'South', 'West', 'North'];
    for (const seat of order) {
      await expect.poll(() => w.locator('.ps-hand-who', { hasText: '(to move)' }).textContent(), { timeout: 20_000 }).toContain(seat);
      expect(await describeText(w)).toContain(`${seat}: enter an element tile to begin`);
      const drop = engine.legalMoves(s).find((m): m is Extract<Move, { type: 'place' }> => m.type === 'place' && m.tile === 'E')!;
      await w.locator('button.ps-hand-tile[aria-label="Earth"]').click();
      await click(w, drop.to);
      s = unwrap(engine.applyMove(s, drop));
      if (engine.view(s).toMove === order.indexOf(seat)) {
        await w.locator('button[data-step="end"]').click();
        s = unwrap(engine.applyMove(s, { type: 'end' }));
      }
      await expect.poll(() => describeText(w), { timeout: 20_000 }).toContain(`Earth on ${placeName(drop.to)}`);
    }
    // The round is complete: East acts again, and may now drop flowers.
    await expect.poll(() => w.locator('.ps-hand-who', { hasText: '(to move)' }).textContent(), { timeout: 20_000 }).toContain('East');
    expect(await describeText(w)).toContain('East: drop, move');
    for (const seat of order) expect(await describeText(w)).toMatch(new RegExp(`${seat}'s Earth on`));
    // Resigning asks first; "Keep playing" changes nothing. East then resigns and play passes to South.
    await w.getByTestId('resign').click();
    await w.getByRole('button', { name: 'Keep playing' }).click();
    expect(await w.locator('.ps-hand-who', { hasText: '(to move)' }).textContent()).toContain('East');
    await w.getByTestId('resign').click();
    await w.getByRole('button', { name: /^Resign for East/ }).click();
    await expect.poll(() => w.locator('.ps-hand-who', { hasText: '(to move)' }).textContent(), { timeout: 20_000 }).toContain('South');
    expect(await w.getByTestId('move-list').textContent()).toMatch(/resign/i);
    await page.close();
  });
});
