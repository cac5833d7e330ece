/**
 * The computer opponent and the hint on real boards (issue 16): two moves against the beginner on
 * Kutai's play board (the computer answers each, off the main thread), a hint with its reason and
 * rule link drawn on the board, and an exercise's suggested move noted in the verdict. The JS
 * budgets are checked by `budget.test.ts` (the opponent is a chunk of its own, loaded on request).
 */
import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { seriousViolations } from './site.ts';
import { boardReady, browserSession } from './session.ts';
import { clickPlace } from './board-click.ts';
import { getEngine } from '../../src/engine/catalog.ts';
import { unwrap } from '../../src/engine/core/result.ts';
import { placeName } from '../../src/engine/geometry/coords.ts';
import type { Move } from '../../src/engine/core/types.ts';

const kutai = getEngine('kutai')!;
const tileName = (code: string) => kutai.spec.tiles.find((t) => t.code === code)!.name;

/** Places a tile through the board: its hand button, then the point. */
async function place(w: Locator, m: Move): Promise<void> {
  if (m.type !== 'place') throw new Error('a placement expected');
  await w.locator(`button.ps-hand-tile[aria-label="${tileName(m.tile)}"]`).first().click();
  await clickPlace(w.page(), w, placeName(m.to));
}
/** The position after the moves in the board's move list, replayed by the engine. */
async function replayList(w: Locator, start: unknown): Promise<unknown> {
  let s = start;
  for (const text of await w.getByTestId('move-list').locator('li').allTextContents()) {
    const t = text.replace(/^\d+\.\s*/, '').replace(/\s*\(undone\)$/, '').trim();
    s = unwrap(kutai.applyMove(s, unwrap(kutai.parseMove(s, t))));
  }
  return s;
}

const { open } = browserSession();
const ready = boardReady;

describe('the computer opponent and hints', () => {
  it('Kutai: two moves against the beginner, each answered by the computer; then a hint with its reason, rule link and board marks', async () => {
    const page = await open('/variants/kutai/');
    const w = await ready(page, 'play-kutai');
    const workers: string[] = [];
    page.on('worker', (wk) => workers.push(wk.url()));
    const s0 = unwrap(kutai.create({ seed: 1 }));
    const human = kutai.view(s0).toMove;
    await w.getByTestId('play-computer').click();
    const panel = w.getByTestId('opponent-panel');
    await panel.waitFor();
    // The computer takes the other seat; the reader picks the level.
    expect(await panel.getByTestId('opponent-seat').inputValue()).toBe(String(1 - human));
    // The caption's "you play both sides" no longer holds: a note under it says so.
    expect(await w.getByTestId('caption-start-note').textContent()).toMatch(/opened on, not a game against the computer;/);
    await panel.getByTestId('opponent-level').selectOption('beginner');
    const list = w.getByTestId('move-list').locator('li');
    await place(w, kutai.legalMoves(s0)[0]!);
    await expect.poll(() => list.count(), { timeout: 30_000 }).toBe(2);
    const s2 = await replayList(w, s0);
    expect(kutai.view(s2).toMove).toBe(human);
    await place(w, kutai.legalMoves(s2).find((m) => m.type === 'place')!);
    await expect.poll(() => list.count(), { timeout: 30_000 }).toBe(4);
    expect(workers.some((u) => u.includes('opponent.worker'))).toBe(true);
    // A hint: the suggested turn on the board, and why in words with a rule link.
    await panel.getByTestId('hint-button').click();
    const hint = w.getByTestId('hint-text');
    await hint.waitFor({ timeout: 30_000 });
    // the notation, then the turn in words for a reader who does not read it yet
    expect(await hint.textContent()).toMatch(/^Hint: play \S+ \(place an? [A-Z][A-Za-z ]+ on \d+[a-z], circled on the board\)\./);
    const link = hint.locator('li a').first();
    expect(await link.textContent()).toMatch(/^Rule \d/);
    expect(await link.getAttribute('href')).toMatch(/^#[a-z-]+$/);
    expect(await page.locator(`${(await link.getAttribute('href'))!}`).count()).toBe(1);
    const marks = w.getByTestId('hint-overlay');
    expect(await marks.count()).toBe(1);
    // A placement is a ring, with no arrow (arrows are for tiles that move).
    expect(await marks.getAttribute('data-arrows')).toBe('0');
    // The mark is where the suggested tile goes.
    const s4 = await replayList(w, s0);
    const text = (await hint.locator('strong').textContent())!;
    const suggested = unwrap(kutai.parseMove(s4, text));
    expect(suggested.type === 'place' && (await marks.getAttribute('data-hint')) === placeName(suggested.to)).toBe(true);
    // The open panel and the hint pass axe-core (no serious or critical violation).
    expect(await seriousViolations(page)).toEqual([]);
    // One Undo takes back the computer's answer and the reader's move: the reader is to move again,
    // and the computer waits (the undone moves stay listed for Redo, which brings both back).
    await w.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect.poll(() => w.getByTestId('move-list').locator('li', { hasText: '(undone)' }).count(), { timeout: 10_000 }).toBe(2);
    expect(await w.getByTestId('widget-message').textContent()).toMatch(/computer’s answer: your move/);
    await page.waitForTimeout(1_500);
    expect(await list.count()).toBe(4);
    await w.getByRole('button', { name: 'Redo', exact: true }).click();
    await expect.poll(() => w.getByTestId('move-list').locator('li', { hasText: '(undone)' }).count(), { timeout: 10_000 }).toBe(0);
    await page.close();
  });

  it('Kutai: a hint asked first opens the panel with no computer seat, and the panel offers “Play the computer”', async () => {
    const page = await open('/variants/kutai/');
    const w = await ready(page, 'play-kutai');
    await w.getByTestId('ask-hint').click();
    const panel = w.getByTestId('opponent-panel');
    const hint = panel.getByTestId('hint-text');
    await hint.waitFor({ timeout: 30_000 });
    expect(await panel.getByTestId('opponent-seat').inputValue()).toBe('');
    // Just under the board, a line says what the circle marks, in the hint's own words.
    const bar = w.getByTestId('hint-bar');
    const words = (await hint.locator('p').first().textContent())!.match(/\((place .+?), circled on the board\)/)![1]!;
    expect(await bar.textContent()).toBe(`Hint: ${words}, circled above. Play this move Why this move`);
    expect(await w.evaluate((el) => el.querySelector('[data-testid="board-svg"]')!.nextElementSibling?.getAttribute('data-testid'))).toBe('hint-bar');
    // "See it on the board" (in the panel, a screen below the board on a phone) brings the board and
    // that line into view, and the keyboard to the line; "Why this move" goes back to the reasons.
    await page.setViewportSize({ width: 390, height: 844 });
    await hint.getByTestId('hint-see').click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('hint-bar');
    await expect.poll(() => bar.evaluate((el) => { const r = el.getBoundingClientRect(); const b = el.previousElementSibling!.getBoundingClientRect(); return r.bottom <= innerHeight && b.top >= 0; }), { timeout: 5_000 }).toBe(true);
    await bar.getByTestId('hint-bar-why').click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('hint-text');
    await page.setViewportSize({ width: 1280, height: 900 });
    const human = kutai.view(unwrap(kutai.create({ seed: 1 }))).toMove;
    await panel.getByTestId('panel-play-computer').click();
    expect(await panel.getByTestId('opponent-seat').inputValue()).toBe(String(1 - human));
    await expect.poll(() => panel.getByTestId('opponent-status').textContent()).toMatch(/^Your move: the computer plays/);
    expect(await panel.getByTestId('panel-play-computer').count()).toBe(0);
    // The line's own "Play this move" plays the hint; the line goes with the hint.
    const suggested = (await hint.locator('strong').textContent())!;
    await bar.getByTestId('hint-bar-play').click();
    await expect.poll(() => w.getByTestId('move-list').locator('li').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    expect(await w.getByTestId('move-list').locator('li').first().textContent()).toContain(suggested);
    await expect.poll(() => bar.count()).toBe(0);
    await page.close();
  });

  it('Kutai exercise: “Suggest a move” shows a move the exercise accepts and why; the verdict notes the hint', async () => {
    const page = await open('/variants/kutai/');
    const w = await ready(page, 'exercise-three-point-harmony');
    await w.getByTestId('ask-hint').click();
    const hint = w.getByTestId('hint-text');
    await hint.waitFor({ timeout: 30_000 });
    expect(await hint.locator('li a').count()).toBeGreaterThan(0);
    const start = unwrap(kutai.parsePosition('1~0DMA10j~1ffffff7~14001220'));
    const m = unwrap(kutai.parseMove(start, (await hint.locator('strong').textContent())!));
    await place(w, m);
    const verdict = w.getByTestId('exercise-verdict');
    await verdict.waitFor();
    expect(await verdict.getAttribute('class')).toBe('ps-ok');
    expect(await verdict.textContent()).toContain('(A hint was used.)');
    await page.close();
  });
});
