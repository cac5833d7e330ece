/**
 * The live board widget in Chromium, on the variant pages: worked examples step,
 * links restore a board exactly, malformed links give a clear message and an
 * empty board, moves come from the engine (and are shown), exercises give
 * feedback, the keyboard works, and page-wide options reach the boards and the URL.
 */
import { describe, expect, inject, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { boardReady, browserSession, openRulesInForce } from './session.ts';
import { clickPlace } from './board-click.ts';
import { getEngine, getMeta } from '../../src/engine/catalog.ts';
import { checkExerciseMove } from '../../src/engine/core/exercises.ts';
import { unwrap } from '../../src/engine/core/result.ts';
import { placeName } from '../../src/engine/geometry/coords.ts';
import type { Move } from '../../src/engine/core/types.ts';

/** A legal move that solves an exercise, found with the engine (the browser must accept it too). */
function solution(variant: string, exerciseId: string): { move: Move; tileName?: string } {
  const engine = getEngine(variant)!;
  const ex = getMeta(variant)!.exercises.find((x) => x.id === exerciseId)!;
  const s = unwrap(engine.parsePosition(ex.start, ex.options ?? {}));
  const move = engine.legalMoves(s).find((m) => checkExerciseMove(engine, s, ex.goal, m).correct)!;
  const tileName = move.type === 'place' ? engine.spec.tiles.find((t) => t.code === move.tile)?.name : undefined;
  return { move, ...(tileName ? { tileName } : {}) };
}

/** Chooses a tile from the mover's hand (by its name) and clicks a place, as a reader would. */
async function placeFromHand(w: Locator, tileName: string, to: number): Promise<void> {
  await w.locator(`button.ps-hand-tile[aria-label="${tileName}"]`).first().click();
  await clickPlace(w.page(), w, placeName(to));
}

const { open } = browserSession({ screens: true });
const ready = boardReady;

describe('worked examples', () => {
  it('step forward and back; the caption follows; a copied link restores the step', async () => {
    const page = await open('/variants/kutai/');
    const w = await ready(page, 'example-preference');
    const caption = w.getByTestId('example-caption');
    await expect.poll(() => caption.textContent()).toContain('Step 0 of 4');
    await w.getByTestId('step-forward').click();
    await w.getByTestId('step-forward').click();
    await expect.poll(() => caption.textContent()).toContain('Step 2 of 4');
    await w.getByTestId('step-back').click();
    await expect.poll(() => caption.textContent()).toContain('Step 1 of 4');
    const ex = getMeta('kutai')!.examples.find((e) => e.id === 'preference')!;
    expect(await caption.textContent()).toContain(ex.steps[0]!.caption.slice(0, 30));
    await w.getByTestId('copy-link').click();
    const url = page.url();
    expect(url).toContain('board=example-preference');
    expect(url).toContain('step=1');
    await w.screenshot({ path: 'test-results/screens/kutai-example.png' });
    const again = await open(url.replace(inject('baseUrl'), ''));
    const w2 = await ready(again, 'example-preference');
    await expect.poll(() => w2.getByTestId('example-caption').textContent()).toContain('Step 1 of 4');
    await again.close();
    await page.close();
  });
});

describe('links into a board', () => {
  it('a malformed position gives a clear message and an empty board, and the page keeps working', async () => {
    const page = await open('/variants/balance/?board=example-surplus-lock&pos=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E#example-surplus-lock');
    const w = await ready(page, 'example-surplus-lock');
    const msg = w.getByTestId('widget-error');
    await expect.poll(() => msg.textContent()).toBeTruthy();
    expect((await msg.textContent())!.length).toBeGreaterThan(10);
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(await w.locator('svg.ps-board').count()).toBe(1);
    // The rest of the page still works: another board hydrates and plays.
    const other = await ready(page, 'exercise-complete-a-balance');
    expect(await other.getByTestId('widget-error').count()).toBe(0);
    await w.screenshot({ path: 'test-results/screens/malformed-link.png' });
    await page.close();
  });
  it('a board opened on a linked position says its caption is the diagram’s, and keeps that position when an open question is switched', async () => {
    const engine = getEngine('kutai')!;
    const s0 = unwrap(engine.create({ options: { 'kutai-surface': 'squares' }, seed: 1 }));
    const move = engine.legalMoves(s0).find((m) => m.type === 'place')!;
    const pos = engine.formatPosition(unwrap(engine.applyMove(s0, move)));
    const page = await open(`/variants/kutai/?board=play-kutai-squares&pos=${encodeURIComponent(pos)}#play-kutai-squares`);
    const w = await ready(page, 'play-kutai-squares');
    const pieces = w.locator('.ps-pieces > *');
    await expect.poll(() => pieces.count()).toBe(1);
    expect(await w.getByTestId('caption-start-note').textContent()).toMatch(/link/);
    await openRulesInForce(page);
    await page.locator('select.ps-option-switch[data-option="kutai-win-threshold"]').selectOption('reach');
    await expect.poll(() => w.getByTestId('options-text').textContent(), { timeout: 15_000 }).toContain('kutai-win-threshold=reach');
    expect(await pieces.count()).toBe(1);
    expect(await w.getByTestId('caption-start-note').textContent()).toMatch(/link/);
    await page.close();
  });
  it('an unknown option is reported, not thrown', async () => {
    const page = await open('/variants/kutai/?board=example-preference&opt=kutai-no-such-option%3Dx#example-preference');
    const w = await ready(page, 'example-preference');
    await expect.poll(() => w.getByTestId('widget-error').textContent()).toMatch(/option/i);
    await page.close();
  });
  it('a step that does not exist is reported, and the nearest step is shown', async () => {
    const page = await open('/variants/kutai/?board=example-preference&step=99#example-preference');
    const w = await ready(page, 'example-preference');
    await expect.poll(() => w.getByTestId('widget-error').textContent()).toMatch(/step 99/i);
    await expect.poll(() => w.getByTestId('example-caption').textContent()).toContain('Step 4 of 4');
    await page.close();
  });
  it('a played line survives a copied link (position, moves and options)', async () => {
    const page = await open('/variants/kutai/');
    const w = await ready(page, 'exercise-three-point-harmony');
    const { move, tileName } = solution('kutai', 'three-point-harmony');
    if (move.type !== 'place') throw new Error('expected a placement');
    await placeFromHand(w, tileName!, move.to);
    await expect.poll(() => w.getByTestId('move-list').textContent()).toContain(`${move.tile}*${placeName(move.to)}`);
    await w.getByTestId('copy-link').click();
    const url = page.url();
    expect(url).toContain('moves=');
    const again = await open(url.replace(inject('baseUrl'), ''));
    const w2 = await ready(again, 'exercise-three-point-harmony');
    await expect.poll(() => w2.getByTestId('move-list').textContent()).toContain(`${move.tile}*${placeName(move.to)}`);
    await again.close();
    await page.close();
  });
});

describe('playing through the engine', () => {
  it('Balance: choose a tile, see its legal places, play one, see the balance drawn and the exercise answered', async () => {
    const page = await open('/variants/balance/');
    const w = await ready(page, 'exercise-complete-a-balance');
    const { move, tileName } = solution('balance', 'complete-a-balance');
    if (move.type !== 'place') throw new Error('expected a placement');
    const drawn = () => w.evaluate((el) => Number(el.querySelector('.ps-harmonies')?.getAttribute('data-count') ?? 0));
    const before = await drawn();
    await w.locator(`button.ps-hand-tile[aria-label="${tileName}"]`).first().click();
    expect(await w.locator('.ps-targets circle').count()).toBeGreaterThan(0);
    await clickPlace(w.page(), w, placeName(move.to));
    await expect.poll(() => w.getByTestId('exercise-verdict').getAttribute('class')).toBe('ps-ok');
    await w.locator('input[type="checkbox"]').first().check();
    await expect.poll(drawn).toBeGreaterThan(before);
    await w.screenshot({ path: 'test-results/screens/balance-exercise.png' });
    await page.close();
  });
  it('Kutai: a wrong but legal placement gets feedback; the right one forms a 3-point harmony with its reason listed', async () => {
    const page = await open('/variants/kutai/');
    const w = await ready(page, 'exercise-three-point-harmony');
    const engine = getEngine('kutai')!;
    const ex = getMeta('kutai')!.exercises.find((x) => x.id === 'three-point-harmony')!;
    const s = unwrap(engine.parsePosition(ex.start));
    const wrong = engine.legalMoves(s).find((m) => !checkExerciseMove(engine, s, ex.goal, m).correct)!;
    if (wrong.type !== 'place') throw new Error('expected a placement');
    const wrongName = engine.spec.tiles.find((t) => t.code === wrong.tile)!.name;
    await placeFromHand(w, wrongName!, wrong.to);
    await expect.poll(() => w.getByTestId('exercise-verdict').getAttribute('class')).toBe('ps-error');
    await w.getByRole('button', { name: 'Reset' }).click();
    const { move, tileName } = solution('kutai', 'three-point-harmony');
    if (move.type !== 'place') throw new Error('expected a placement');
    await placeFromHand(w, tileName!, move.to);
    await expect.poll(() => w.getByTestId('exercise-verdict').getAttribute('class')).toBe('ps-ok');
    await w.locator('label:has-text("Harmonies") input').check();
    await expect.poll(() => w.getByTestId('harmony-list').textContent()).toMatch(/harmon/);
    await w.screenshot({ path: 'test-results/screens/kutai-harmony.png' });
    await page.close();
  });
  it('an illegal attempt shows the engine’s reason with a link to the rule', async () => {
    const page = await open('/variants/balance/');
    const w = await ready(page, 'exercise-win-in-one');
    // Find, with the engine, a tile that has no legal move here (a locked tile), and ask the widget about it.
    const engine = getEngine('balance')!;
    const ex = getMeta('balance')!.exercises.find((x) => x.id === 'win-in-one')!;
    const s = unwrap(engine.parsePosition(ex.start));
    const movable = new Set(engine.legalMoves(s).flatMap((m) => (m.type === 'move' ? [m.from] : [])));
    const stuck = engine.view(s).pieces.find((p) => !movable.has(p.place))!;
    await clickPlace(w.page(), w, placeName(stuck.place));
    const msg = w.getByTestId('widget-message');
    await expect.poll(() => msg.getAttribute('class')).toBe('ps-error');
    const href = await msg.locator('a').getAttribute('href');
    expect(href).toMatch(/^#[a-z0-9-]+$/);
    expect(await page.locator(`[data-rule="${href!.slice(1)}"]`).count()).toBe(1);
    await page.close();
  });
  it('the keyboard can select a tile and play it', async () => {
    const page = await open('/variants/kutai/');
    const w = await ready(page, 'exercise-three-point-harmony');
    const { move, tileName } = solution('kutai', 'three-point-harmony');
    if (move.type !== 'place') throw new Error('expected a placement');
    await w.locator(`button.ps-hand-tile[aria-label="${tileName}"]`).first().focus();
    await page.keyboard.press('Enter');
    const svg = w.getByTestId('board-svg');
    await svg.focus();
    // The first arrow press puts the cursor on the centre (10j); walk from there to the target, then press Enter.
    await page.keyboard.press('ArrowUp');
    const to = placeName(move.to);
    const n = Number(to.slice(0, -1));
    const letter = to.slice(-1).charCodeAt(0) - 97;
    const dx = 10 - n; // east positive
    const dy = 9 - letter; // north positive
    for (let i = 0; i < Math.abs(dx); i++) await page.keyboard.press(dx > 0 ? 'ArrowRight' : 'ArrowLeft');
    for (let i = 0; i < Math.abs(dy); i++) await page.keyboard.press(dy > 0 ? 'ArrowUp' : 'ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => w.getByTestId('exercise-verdict').getAttribute('class')).toBe('ps-ok');
    await page.close();
  });
});

describe('page-wide rule options', () => {
  it('switching an open question updates the URL and every board of the variant', async () => {
    const page = await open('/variants/balance/');
    const w = await ready(page, 'example-surplus-lock');
    await openRulesInForce(page);
    await page.locator('select.ps-option-switch[data-option="balance-move-range"]').selectOption('one');
    await expect.poll(() => page.url(), { timeout: 15_000 }).toContain('opt=balance-move-range=one');
    await expect.poll(() => w.getByTestId('options-text').textContent(), { timeout: 15_000 }).toContain('balance-move-range=one');
    expect(await w.getByTestId('rules-in-force').textContent()).toContain('1 open question answered differently');
    // The question's own box is on the open-questions page (the rules page keeps only the compact switches).
    expect(await w.getByTestId('rules-in-force').locator('a').getAttribute('href')).toBe('/variants/balance/open-questions/#balance-move-range');
    const other = await ready(page, 'exercise-win-in-one');
    await expect.poll(() => other.getByTestId('options-text').textContent(), { timeout: 15_000 }).toContain('balance-move-range=one');
    // A reload keeps the choice: the switch and the boards read it from the address.
    await page.reload({ waitUntil: 'load' });
    // The switches' script sets them from the address as it runs (it loads after the page).
    await expect.poll(() => page.locator('select.ps-option-switch[data-option="balance-move-range"]').inputValue(), { timeout: 15_000 }).toBe('one');
    const again = await ready(page, 'example-surplus-lock');
    await expect.poll(() => again.getByTestId('options-text').textContent(), { timeout: 15_000 }).toContain('balance-move-range=one');
    await page.close();
  });
  it('an option under which a diagram cannot exist says so on that diagram', async () => {
    const page = await open('/variants/balance/');
    const w = await ready(page, 'example-surplus-lock');
    await openRulesInForce(page);
    await page.locator('select.ps-option-switch[data-option="balance-play-surface"]').selectOption('intersections');
    await expect.poll(() => w.getByTestId('widget-error').textContent(), { timeout: 15_000 }).toMatch(/cannot be shown/);
    await page.close();
  });
});

describe('gardens', () => {
  it('tapping an empty place on the gardens board highlights its garden and lists its places', async () => {
    const page = await open('/variants/balance/');
    const w = await ready(page, 'gardens-board');
    await clickPlace(w.page(), w, '9i:10j');
    await expect.poll(() => w.getByTestId('area-info').textContent()).toMatch(/squares and \d+ points/);
    expect(await w.getByTestId('widget-message').textContent()).toMatch(/^9i:10j is (in the garden|on a border)/);
    expect(Number(await w.locator('.ps-area-active').getAttribute('data-count'))).toBeGreaterThan(10);
    // The centre point is in eight inner gardens: tapping again cycles through them.
    await clickPlace(w.page(), w, '10j');
    // The garden peek's code loads on the first tap (board/areas.ts), so the answer can come a moment later.
    await expect.poll(() => w.getByTestId('widget-message').textContent()).toContain('8 gardens');
    const first = await w.getByTestId('area-info').textContent();
    await clickPlace(w.page(), w, '10j');
    await expect.poll(() => w.getByTestId('area-info').textContent()).not.toBe(first);
    await w.screenshot({ path: 'test-results/screens/balance-gardens.png' });
    await page.close();
  });
});

describe('fixes from the newcomer review', () => {
  it('playing your own move in a worked example leaves the example: its captions no longer narrate', async () => {
    const page = await open('/variants/kutai/');
    const w = await ready(page, 'example-preference');
    await w.getByTestId('step-forward').click();
    const engine = getEngine('kutai')!;
    const ex = getMeta('kutai')!.examples.find((e) => e.id === 'preference')!;
    let s = unwrap(engine.parsePosition(ex.start));
    s = unwrap(engine.applyMove(s, unwrap(engine.parseMove(s, ex.steps[0]!.move))));
    const own = engine.legalMoves(s).find((m) => m.type === 'place' && engine.formatMove(s, m) !== ex.steps[1]!.move)!;
    if (own.type !== 'place') throw new Error('expected a placement');
    const name = engine.spec.tiles.find((t) => t.code === own.tile)!.name;
    await placeFromHand(w, name!, own.to);
    await expect.poll(() => w.getByTestId('off-example').count()).toBe(1);
    expect(await w.getByTestId('example-caption').count()).toBe(0);
    await w.getByTestId('back-to-example').click();
    await expect.poll(() => w.getByTestId('example-caption').textContent()).toContain('Step 1 of');
    await page.close();
  });
  it('switching an open question keeps each board’s own options', async () => {
    const page = await open('/variants/kutai/');
    const w = await ready(page, 'play-kutai-squares');
    expect(await w.getByTestId('options-text').textContent()).toContain('kutai-surface=squares');
    await openRulesInForce(page);
    await page.locator('select.ps-option-switch[data-option="kutai-win-threshold"]').selectOption('reach');
    await expect.poll(() => w.getByTestId('options-text').textContent(), { timeout: 15_000 }).toContain('kutai-win-threshold=reach');
    expect(await w.getByTestId('options-text').textContent()).toContain('kutai-surface=squares');
    await page.close();
  });
  it('switching an open question keeps the moves of a game in play (replayed under the new rules)', async () => {
    const page = await open('/variants/kutai/');
    const w = await ready(page, 'play-kutai-squares');
    const engine = getEngine('kutai')!;
    const s = unwrap(engine.create({ options: { 'kutai-surface': 'squares' }, seed: 1 }));
    const move = engine.legalMoves(s).find((m) => m.type === 'place')!;
    if (move.type !== 'place') throw new Error('expected a placement');
    await placeFromHand(w, engine.spec.tiles.find((t) => t.code === move.tile)!.name, move.to);
    await expect.poll(() => w.getByTestId('move-list').locator('li').count()).toBe(1);
    const text = await w.getByTestId('move-list').textContent();
    await openRulesInForce(page);
    await page.locator('select.ps-option-switch[data-option="kutai-win-threshold"]').selectOption('reach');
    await expect.poll(() => w.getByTestId('options-text').textContent(), { timeout: 15_000 }).toContain('kutai-win-threshold=reach');
    expect(await w.getByTestId('move-list').textContent()).toBe(text);
    expect(await w.getByRole('button', { name: 'Undo' }).isEnabled()).toBe(true);
    await page.close();
  });
  it('page-wide options that do not fit a diagram leave the diagram under its own rules, with a message', async () => {
    const page = await open('/variants/balance/?opt=balance-move-range%3Dbanana');
    const w = await ready(page, 'example-surplus-lock');
    await expect.poll(() => w.getByTestId('widget-error').textContent()).toMatch(/keeps its own/);
    expect(await w.getByTestId('example-caption').textContent()).toContain('Step 0 of');
    expect(await w.locator('.ps-pieces > *').count()).toBeGreaterThan(0);
    await page.close();
  });
  it('undo clears an exercise verdict', async () => {
    const page = await open('/variants/kutai/');
    const w = await ready(page, 'exercise-three-point-harmony');
    const { move, tileName } = solution('kutai', 'three-point-harmony');
    if (move.type !== 'place') throw new Error('expected a placement');
    await placeFromHand(w, tileName!, move.to);
    await expect.poll(() => w.getByTestId('exercise-verdict').count()).toBe(1);
    await w.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => w.getByTestId('exercise-verdict').count()).toBe(0);
    await page.close();
  });
  it('a step that is not a number is reported plainly', async () => {
    const page = await open('/variants/kutai/?board=example-preference&step=abc#example-preference');
    const w = await ready(page, 'example-preference');
    await expect.poll(() => w.getByTestId('widget-error').textContent()).toContain('not a number');
    await page.close();
  });
});

describe('exercises under page-wide options', () => {
  it('an exercise the options leave without an answer says so, and can go back to its own rules', async () => {
    const page = await open('/variants/balance/?opt=balance-move-range=one');
    const w = await ready(page, 'exercise-win-in-one');
    await expect.poll(() => w.getByTestId('exercise-unsolvable').isVisible()).toBe(true);
    expect(await w.getByTestId('options-text').textContent()).toBe('balance-move-range=one');
    await w.getByTestId('exercise-unsolvable').getByRole('button').click();
    await expect.poll(() => w.getByTestId('exercise-unsolvable').count()).toBe(0);
    expect(await w.getByTestId('options-text').textContent()).toBe('');
    // Under its own rules the exercise is solvable again, through the board.
    const { move } = solution('balance', 'win-in-one');
    if (move.type !== 'move') throw new Error('expected a move');
    await clickPlace(w.page(), w, placeName(move.from));
    await clickPlace(w.page(), w, placeName(move.to));
    await expect.poll(() => w.getByTestId('exercise-verdict').getAttribute('class')).toBe('ps-ok');
    // Exercises the options leave solvable show no notice.
    expect(await (await ready(page, 'exercise-complete-a-balance')).getByTestId('exercise-unsolvable').count()).toBe(0);
    await page.close();
  });
});

