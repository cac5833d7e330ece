/**
 * Every published variant's play boards offer the computer (issue 16): on each, the computer takes
 * a seat and plays a turn there, off the main thread, and a hint names a turn with a reason and a
 * link to the rule it rests on. In a game of three or four the computer can take every seat but
 * the reader's, and plays them in turn until the reader's seat is to act.
 */
import { describe, expect, it } from 'vitest';
import { boardReady, browserSession } from './session.ts';
import { readPage } from './site.ts';



const { open } = browserSession();
const ready = boardReady;

const BOARDS: readonly [variant: string, board: string, seats: number][] = [
  ['balance', 'play-balance', 2],
  ['kutai', 'play-kutai', 2],
  ['kutai', 'play-kutai-three', 3],
  ['ancient', 'play-ancient', 2],
  ['iroh', 'play-iroh', 2],
  ['basic', 'play-basic', 2],
  ['wiki', 'play-wiki', 2],
  ['wiki', 'four-players', 4],
];

describe('the computer on every variant’s play boards', () => {
  for (const [variant, board, seats] of BOARDS) {
    it(`${variant} (${board}, ${seats} seats): the computer plays a turn, and a hint gives a reason with its rule`, async () => {
      const page = await open(`/variants/${variant}/`);
      const w = await ready(page, board);
      await w.getByTestId('play-computer').click();
      const panel = w.getByTestId('opponent-panel');
      await panel.waitFor({ timeout: 30_000 });
      const seat = panel.getByTestId('opponent-seat');
      // No one, each seat, and with three or four seats "everyone but" each seat.
      expect(await seat.locator('option').count()).toBe(1 + seats + (seats > 2 ? seats : 0));
      const list = w.getByTestId('move-list').locator('li');
      const before = await list.count();
      // The computer takes the others' seats at first; the reader keeps the seat to act.
      const first = await seat.inputValue();
      const toAct = seats > 2 ? Number(first.slice(4)) : 1 - Number(first);
      expect(first).toBe(seats > 2 ? `but:${toAct}` : String(1 - toAct));
      await panel.getByTestId('opponent-level').selectOption('beginner');
      // Now the computer plays every seat but the next one: it moves until that seat is to act.
      const reader = (toAct + 1) % seats;
      await seat.selectOption(seats > 2 ? `but:${reader}` : String(toAct));
      await expect.poll(() => list.count(), { timeout: 60_000 }).toBeGreaterThan(before);
      const status = panel.getByTestId('opponent-status');
      // The status names the computer's last turn, in notation and in words, then gives the move back.
      await expect.poll(() => status.textContent(), { timeout: 60_000 }).toMatch(/^.+ \(the computer\) played \S+.* \(.+\)\. Your move\.$/);
      await seat.selectOption('');
      // A hint for the seat to act: a turn, why, and a link to its rule (on this page, or on the variant's page that has it).
      await panel.getByTestId('hint-button').click();
      const hint = w.getByTestId('hint-text');
      await hint.waitFor({ timeout: 60_000 });
      expect(await hint.textContent()).toMatch(/^Hint: play \S+/);
      const reasons = hint.locator('li');
      expect(await reasons.count()).toBeGreaterThan(0);
      expect((await reasons.first().textContent())!.length).toBeGreaterThan(20);
      const link = hint.locator('li a').first();
      const href = (await link.getAttribute('href'))!;
      if (href.startsWith('#')) {
        expect(href).toMatch(/^#[a-z0-9-]+$/);
        expect(await page.locator(href).count()).toBe(1);
      } else {
        expect(href).toMatch(new RegExp(`^/variants/${variant}/[a-z-]+/#[a-z0-9-]+$`));
        expect(readPage(href)).toContain(`id="${href.split('#')[1]}"`);
      }
      await page.close();
    });
  }
});

describe('hidden hands facing the computer', () => {
  it('Ancient: the reader sees their own hand, not the computer’s, unless they ask to', async () => {
    const page = await open('/variants/ancient/');
    const w = await ready(page, 'play-ancient');
    const hands = w.locator('.ps-hand');
    // Alone at the board (hot seat) this board shows both hands.
    await expect.poll(async () => (await hands.allTextContents()).filter((t) => /hidden tile/.test(t)).length).toBe(0);
    await w.getByTestId('play-computer').click();
    const seat = w.getByTestId('opponent-seat');
    await seat.waitFor({ timeout: 30_000 });
    const computer = Number(await seat.inputValue());
    const hand = (i: number) => w.locator(`.ps-hand:has([data-seat="${i}"])`);
    await expect.poll(() => hand(computer).textContent()).toMatch(/hidden tile/);
    await expect.poll(() => hand(1 - computer).textContent()).not.toMatch(/hidden tile/);
    const peek = w.getByLabel('Show the computer’s hand too');
    await peek.check();
    await expect.poll(() => hand(computer).textContent()).not.toMatch(/hidden tile/);
    await peek.uncheck();
    await expect.poll(() => hand(computer).textContent()).toMatch(/hidden tile/);
    // Without the computer, the board is back to what its page drew: both hands shown.
    await seat.selectOption('');
    await expect.poll(async () => (await hands.allTextContents()).filter((t) => /hidden tile/.test(t)).length).toBe(0);
    await page.close();
  });
});

describe('a whole game against the computer', () => {
  it('Kutai: the reader plays every turn by taking the hint, the computer answers, the game ends, the page never stalls', async () => {
    const page = await open('/variants/kutai/');
    // Tasks that hold the main thread (a stall is what a reader would feel).
    await page.evaluate(() => {
      const w = window as unknown as { longest: number };
      w.longest = 0;
      new PerformanceObserver((l) => {
        for (const e of l.getEntries()) w.longest = Math.max(w.longest, e.duration);
      }).observe({ type: 'longtask', buffered: false });
    });
    const w = await ready(page, 'play-kutai');
    await w.getByTestId('play-computer').click();
    const panel = w.getByTestId('opponent-panel');
    await panel.getByTestId('opponent-level').selectOption('beginner');
    const status = panel.getByTestId('opponent-status');
    const list = w.getByTestId('move-list').locator('li');
    let mine = 0;
    for (let turn = 0; turn < 80; turn++) {
      await expect.poll(() => status.textContent(), { timeout: 60_000 }).toMatch(/(Your move[.:]|The game is over)/);
      if ((await status.textContent())!.includes('The game is over')) break;
      const before = await list.count();
      await panel.getByTestId('hint-button').click();
      await w.getByTestId('hint-play').click({ timeout: 60_000 });
      // The reader's turn is played, then the computer's (unless the reader's ended the game).
      await expect.poll(() => list.count(), { timeout: 60_000 }).toBeGreaterThan(before);
      mine++;
    }
    expect(mine).toBeGreaterThan(1);
    // The hints play the strong level against a beginner: the reader wins, and the panel says so,
    // as does the line under the board (who won, then how).
    expect(await status.textContent()).toMatch(/^The game is over: you win \((South|North)\)\.$/);
    expect(await w.getByTestId('widget-message').textContent()).toMatch(/^Played \S+\. (South|North) wins\. /);
    const longest = await page.evaluate(() => (window as unknown as { longest: number }).longest);
    expect(longest).toBeLessThan(1500);
    console.log(`whole Kutai game: ${mine} turns by hints; longest main-thread task ${longest.toFixed(0)} ms`);
    await page.close();
  });
});
