/**
 * The board as a learning tool (issue 8, points 1, 2, 3, 4, 6 and 9): examples keep their place,
 * the move list and every message describe the board shown, play boards can be started at once,
 * every "no" gives its reason and rule, and option switches stay under the pointer.
 */
import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { boardReady, browserSession, openRulesInForce } from './session.ts';
import { clickPlace } from './board-click.ts';
import { getEngine, getMeta } from '../../src/engine/catalog.ts';
import { unwrap } from '../../src/engine/core/result.ts';
import { parsePlace, placeName } from '../../src/engine/geometry/coords.ts';
import type { Move } from '../../src/engine/core/types.ts';

/** Clicks a place on the board (boards draw no element per place; see board-click.ts). */
const clickAt = (w: Locator, place: number) => clickPlace(w.page(), w, placeName(place));
const tileName = (variant: string, code: string) => getEngine(variant)!.spec.tiles.find((t) => t.code === code)!.name;
/** Plays a move through the board as a reader would. */
async function playMove(w: Locator, variant: string, m: Move): Promise<void> {
  if (m.type === 'place') await w.locator(`button.ps-hand-tile[aria-label="${tileName(variant, m.tile)}"]`).first().click();
  else if (m.type === 'move') await clickAt(w, m.from);
  if (m.type === 'place' || m.type === 'move') await clickAt(w, m.to);
}

const { open } = browserSession();
const ready = boardReady;

describe('1. worked examples keep their place', () => {
  it('peeking at a tile keeps the step; Escape clears only the selection; play on and back returns to the step; Reset returns to it too', async () => {
    const page = await open('/variants/balance/');
    const w = await ready(page, 'example-whole-game');
    const caption = w.getByTestId('example-caption');
    // One step a click, each seen before the next (a board above that hydrates can move the button under the pointer).
    for (let i = 1; i <= 5; i++) {
      await w.getByTestId('step-forward').click();
      await expect.poll(() => caption.textContent()).toContain(`Step ${i} of`);
    }
    // Peek at a tile on the board: its legal moves show, the example stays.
    const engine = getEngine('balance')!;
    const ex = getMeta('balance')!.examples.find((e) => e.id === 'whole-game')!;
    let s = unwrap(engine.parsePosition(ex.start));
    for (const st of ex.steps.slice(0, 5)) s = unwrap(engine.applyMove(s, unwrap(engine.parseMove(s, st.move))));
    const piece = engine.view(s).pieces[0]!;
    await clickAt(w, piece.place);
    await expect.poll(() => w.getByTestId('widget-message').count()).toBe(1);
    expect(await w.getAttribute('data-mode')).toBe('example');
    expect(await caption.textContent()).toContain('Step 5 of');
    expect(await w.getByTestId('step-forward').count()).toBe(1);
    await w.getByTestId('board-svg').focus();
    await page.keyboard.press('Escape');
    await expect.poll(() => w.getByTestId('widget-message').count()).toBe(0);
    expect(await caption.textContent()).toContain('Step 5 of');
    // Play on explicitly, make a move of one's own, and come back to step 5.
    await w.getByTestId('play-on').click();
    await expect.poll(() => w.getAttribute('data-mode')).toBe('play');
    const own = engine.legalMoves(s).find((m) => engine.formatMove(s, m) !== ex.steps[5]!.move)!;
    await playMove(w, 'balance', own);
    await expect.poll(() => w.locator('.ps-move[aria-current="step"]').textContent()).toContain(engine.formatMove(s, own));
    await w.getByRole('button', { name: 'Reset' }).click();
    await expect.poll(() => w.locator('.ps-move[aria-current="step"]').textContent()).toContain(`5. ${ex.steps[4]!.move}`);
    expect(await w.locator('.ps-move').count()).toBe(5);
    await w.getByTestId('back-to-example').click();
    await expect.poll(() => caption.textContent()).toContain('Step 5 of');
    await page.close();
  });
});

describe('2. the move list tells the truth', () => {
  it('the current move is marked, undone moves are marked and replayable, no move is listed that was not played', async () => {
    const page = await open('/variants/kutai/');
    // Peeking at step 0 of an example lists no move at all.
    const ex = await ready(page, 'example-preference');
    await ex.locator('button.ps-hand-tile:not([disabled])').first().click();
    await expect.poll(() => ex.getByTestId('widget-message').count()).toBe(1);
    expect(await ex.getByTestId('move-list').count()).toBe(0);
    const w = await ready(page, 'play-kutai');
    const engine = getEngine('kutai')!;
    let s = unwrap(engine.create({ seed: 1 }));
    const played: string[] = [];
    for (let i = 0; i < 3; i++) {
      const m = engine.legalMoves(s)[0]!;
      await playMove(w, 'kutai', m);
      played.push(engine.formatMove(s, m));
      s = unwrap(engine.applyMove(s, m));
      await expect.poll(() => w.locator('.ps-move').count()).toBe(i + 1);
    }
    await w.getByRole('button', { name: 'Undo', exact: true }).click();
    await w.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect.poll(() => w.locator('.ps-move.ps-undone').count()).toBe(2);
    expect(await w.locator('.ps-move[aria-current="step"]').textContent()).toBe(`1. ${played[0]}`);
    // "Played …" described the move undone since: the message now says what Undo took back, and a
    // screen reader hears it; Redo says what it played again.
    await expect.poll(() => w.getByTestId('widget-message').textContent()).toBe(`Took back ${played[1]}.`);
    expect(await w.locator('p.sr-live[role="status"]').textContent()).toBe(`Took back ${played[1]}.`);
    await w.getByRole('button', { name: 'Redo', exact: true }).click();
    await expect.poll(() => w.locator('p.sr-live[role="status"]').textContent()).toBe(`Played ${played[1]} again.`);
    expect(await w.getByTestId('widget-message').textContent()).toBe(`Played ${played[1]} again.`);
    await w.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect.poll(() => w.locator('.ps-move.ps-undone').count()).toBe(2);
    await w.locator('.ps-move').nth(2).click();
    await expect.poll(() => w.locator('.ps-move.ps-undone').count()).toBe(0);
    expect(await w.locator('.ps-move[aria-current="step"]').textContent()).toBe(`3. ${played[2]}`);
    await page.close();
  });
});

describe('3. no stale messages', () => {
  it('deselecting clears the count; a tapped garden gives a short summary that the next action clears', async () => {
    const page = await open('/variants/balance/');
    const w = await ready(page, 'play-balance');
    const tile = w.locator('button.ps-hand-tile:not([disabled])').first();
    await tile.click();
    await expect.poll(() => w.getByTestId('widget-message').textContent()).toMatch(/where this tile may go/);
    await tile.click();
    await expect.poll(() => w.getByTestId('widget-message').count()).toBe(0);
    await clickPlace(page, w, '9i:10j');
    await expect.poll(() => w.getByTestId('area-info').textContent()).toMatch(/squares? and \d+ points?/);
    const text = `${await w.getByTestId('widget-message').textContent()} ${await w.getByTestId('area-info').textContent()}`;
    expect(text.length).toBeLessThan(220);
    expect(Number(await w.locator('.ps-area-active').getAttribute('data-count'))).toBeGreaterThan(3);
    await tile.click();
    await expect.poll(() => w.getByTestId('area-info').count()).toBe(0);
    expect(await w.locator('.ps-area-active').count()).toBe(0);
    await page.close();
  });
  it('a caption that counts says it describes the starting position once the board has moved on', async () => {
    const page = await open('/variants/kutai/');
    const w = await ready(page, 'harmony-lab');
    expect(await w.getByTestId('board-caption').textContent()).toContain('9 in all');
    expect(await w.getByTestId('caption-start-note').count()).toBe(0);
    const engine = getEngine('kutai')!;
    const s = unwrap(engine.parsePosition('1~0DCB10j,1NIR10h,0DIR6j,1DCH7g,0DPE4j'));
    await playMove(w, 'kutai', engine.legalMoves(s)[0]!);
    await expect.poll(() => w.getByTestId('caption-start-note').textContent()).toMatch(/opened on/);
    await w.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect.poll(() => w.getByTestId('caption-start-note').count()).toBe(0);
    await page.close();
  });
  it('what a move says, and the buttons that go on with its turn, come right under the board, before the caption and the hands (in view on a phone)', async () => {
    const page = await open('/variants/wiki/');
    await page.setViewportSize({ width: 390, height: 844 });
    const w = await ready(page, 'play-wiki');
    await playMove(w, 'wiki', { type: 'place', tile: 'F', to: unwrap(parsePlace('3j')) });
    await expect.poll(() => w.getByTestId('widget-message').textContent()).toBe('Played F*3j.');
    const order = await w.evaluate((el) => {
      const at = (id: string) => el.querySelector(`[data-testid="${id}"]`) as Element;
      const before = (a: Element, b: Element) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
      return [before(at('board-svg'), at('widget-message')), before(at('widget-message'), at('chooser')), before(at('chooser'), at('board-caption')), before(at('chooser'), el.querySelector('.ps-hands') as Element)];
    });
    expect(order).toEqual([true, true, true, true]);
    expect(await w.getByTestId('chooser').textContent()).toContain('Stop here (end turn)');
    // The board's bottom edge in view is enough for the message and the button to be in view too.
    const board = (await w.getByTestId('board-svg').boundingBox())!;
    const button = (await w.getByRole('button', { name: 'Stop here (end turn)' }).boundingBox())!;
    expect(button.y - (board.y + board.height)).toBeLessThan(120);
    await page.close();
  });
});

describe('4. play boards can be started at once', () => {
  it('Balance “Play a game” shows the mover’s tiles, the balances and plain colours; hands and the garden map are toggles', async () => {
    const page = await open('/variants/balance/');
    const w = await ready(page, 'play-balance');
    expect(await w.locator('button.ps-hand-tile:not([disabled])').count()).toBeGreaterThan(0);
    expect(await w.locator('label:has-text("Balances") input').isChecked()).toBe(true);
    expect(await w.getByTestId('garden-map').isChecked()).toBe(false);
    expect(await w.locator('.ps-areas').count()).toBe(0);
    await w.getByTestId('garden-map').check();
    await expect.poll(() => w.locator('.ps-areas').count()).toBe(1);
    await w.locator('label:has-text("Show hands") input').uncheck();
    await expect.poll(() => w.locator('.ps-hands').textContent()).toMatch(/hidden tiles?/);
    await page.close();
  });
});

describe('6. every “no” gives its reason and rule', () => {
  it('Kutai: a Night Maple beside the Day Maple Centerpiece is refused for identical flowers, with the rule linked', async () => {
    const page = await open('/variants/kutai/');
    const w = await ready(page, 'exercise-three-point-harmony');
    const engine = getEngine('kutai')!;
    const ex = getMeta('kutai')!.exercises.find((x) => x.id === 'three-point-harmony')!;
    const s = unwrap(engine.parsePosition(ex.start));
    const centre = engine.view(s).pieces[0]!.place;
    const { distance } = await import('../../src/engine/geometry/index.ts');
    const maple = engine
      .legalMoves(s)
      .filter((m): m is Extract<Move, { type: 'place' }> => m.type === 'place' && m.tile === 'NMA')
      .sort((a, b) => distance(a.to, centre) - distance(b.to, centre))[0]!;
    await playMove(w, 'kutai', maple);
    const verdict = w.getByTestId('exercise-verdict');
    await expect.poll(() => verdict.getAttribute('class')).toBe('ps-error');
    expect(await verdict.textContent()).toMatch(/same flower/);
    expect(await verdict.locator('a').first().getAttribute('href')).toBe('#identical-flowers');
    expect(await page.locator('[data-rule="identical-flowers"]').count()).toBe(1);
    await page.close();
  });
  it('Balance: a placement that forms no balance says why and links the rule', async () => {
    const page = await open('/variants/balance/');
    const w = await ready(page, 'exercise-complete-a-balance');
    const engine = getEngine('balance')!;
    const ex = getMeta('balance')!.exercises.find((x) => x.id === 'complete-a-balance')!;
    const s = unwrap(engine.parsePosition(ex.start, ex.options ?? {}));
    const n = engine.harmonies(s).length;
    const miss = engine.legalMoves(s).find((m) => m.type === 'place' && engine.harmonies(unwrap(engine.applyMove(s, m))).length === n)!;
    await playMove(w, 'balance', miss);
    const verdict = w.getByTestId('exercise-verdict');
    await expect.poll(() => verdict.getAttribute('class')).toBe('ps-error');
    expect(await verdict.textContent()).toMatch(/forms no new balance\. The .+ (are not a matching pair|share no garden|one balance per garden)/);
    const href = await verdict.locator('a').first().getAttribute('href');
    expect(await page.locator(`[data-rule="${href!.slice(1)}"]`).count()).toBe(1);
    await page.close();
  });
});

describe('9. option switches', () => {
  it('a switch stays under the pointer; the board names the question it answers differently and can go back to the defaults', async () => {
    const page = await open('/variants/balance/');
    const board = await ready(page, 'example-whole-game');
    // The rule page's switches sit in the closed "Rules in force" box (the questions have their own page).
    await openRulesInForce(page);
    const sw = page.locator('select.ps-option-switch[data-option="balance-move-range"]');
    await sw.scrollIntoViewIfNeeded();
    // Bring every board between the top and the switch to life, so their redraw is part of the test.
    const before = (await sw.boundingBox())!.y;
    await sw.selectOption('one');
    await expect.poll(() => board.getByTestId('options-text').textContent(), { timeout: 10_000 }).toContain('balance-move-range=one');
    // Let the page settle (the widgets redraw after the event), frame by frame.
    await page.evaluate(() => new Promise<void>((r) => { let n = 0; const f = () => (++n > 40 ? r() : requestAnimationFrame(f)); requestAnimationFrame(f); }));
    expect(Math.abs((await sw.boundingBox())!.y - before)).toBeLessThan(2);
    const note = board.getByTestId('rules-in-force');
    expect(await note.textContent()).toMatch(/1 open question answered differently from the default: How far/i);
    // The question's box is on the questions page (the rules page has no element with its id).
    expect(await note.locator('a[data-option-link="balance-move-range"]').getAttribute('href')).toBe('/variants/balance/open-questions/#balance-move-range');
    await note.getByTestId('options-defaults').click();
    await expect.poll(() => board.getByTestId('options-text').textContent(), { timeout: 10_000 }).toBe('');
    expect(page.url()).not.toContain('opt=');
    expect(await sw.inputValue()).toBe(await sw.getAttribute('data-default'));
    await page.close();
  });
  it('a question whose box is on the page links to it there; elsewhere to the questions page, whose anchor points to the box', async () => {
    // The Pai Sho Project's harmony questions have their boxes on its harmony page, not on the questions page.
    for (const [path, boardId, href] of [
      ['/variants/wiki/harmony/?opt=wiki-harmony-model=v2', 'harmony-brief', '#wiki-harmony-model'],
      ['/variants/wiki/?opt=wiki-harmony-model=v2', 'play-wiki', '/variants/wiki/open-questions/#wiki-harmony-model'],
    ] as const) {
      const page = await open(path);
      const board = await ready(page, boardId);
      const link = board.getByTestId('rules-in-force').locator('a[data-option-link="wiki-harmony-model"]');
      await expect.poll(() => link.getAttribute('href'), { timeout: 10_000 }).toBe(href);
      await page.close();
    }
  });
});
