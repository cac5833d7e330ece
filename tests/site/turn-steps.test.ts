/**
 * Turns of several steps through a real board (issue 10, widget side): whose turn it is and the
 * engine's prompt, the chooser of word steps, a placement then a move forming one turn in the move
 * list, no undo past a draw, the Pot after a capture, and Kutai for three.
 */
import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { boardReady, browserSession } from './session.ts';
import { clickPlace } from './board-click.ts';
import { getEngine } from '../../src/engine/catalog.ts';
import { unwrap } from '../../src/engine/core/result.ts';
import { formatTurnOf } from '../../src/engine/core/steps.ts';
import { placeName, parsePlace } from '../../src/engine/geometry/coords.ts';
import type { Move } from '../../src/engine/core/types.ts';

const clickAt = (w: Locator, place: number) => clickPlace(w.page(), w, placeName(place));
const tileName = (variant: string, code: string) => getEngine(variant)!.spec.tiles.find((t) => t.code === code)!.name;

const { open } = browserSession();
const ready = boardReady;

describe('turns of several steps on real boards', () => {
  it('Ancient: the prompt and the Draw button; a placement then a move is one turn in the move list; a draw cannot be undone', async () => {
    const e = getEngine('ancient')!;
    const s0 = unwrap(e.parsePosition('0s~1~0C10j~JRBLo~-~-~7'));
    const place = e.legalMoves(s0).find((m) => m.type === 'place' && m.tile === 'J') as Extract<Move, { type: 'place' }>;
    const s1 = unwrap(e.applyMove(s0, place));
    const move = e.legalMoves(s1).find((m) => m.type === 'move') as Extract<Move, { type: 'move' }>;
    const page = await open('/variants/ancient/');
    const w = await ready(page, 'colours');
    const status = w.getByTestId('turn-status');
    await expect.poll(() => status.textContent()).toContain(`South to act: ${e.view(s0).prompt}`);
    await expect.poll(() => w.getByTestId('chooser').getByRole('button', { name: 'Draw a tile' }).count()).toBe(1);
    await w.locator(`button.ps-hand-tile[aria-label="${tileName('ancient', 'J')}"]`).first().click();
    await clickAt(w, place.to);
    // The turn is still South's: the prompt asks for the move, and Draw is gone.
    await expect.poll(() => status.textContent()).toContain(`South to act: ${e.view(s1).prompt}`);
    expect(await w.getByRole('button', { name: 'Draw a tile' }).count()).toBe(0);
    await clickAt(w, move.from);
    await clickAt(w, move.to);
    const list = w.getByTestId('move-list').locator('li');
    await expect.poll(() => list.count()).toBe(1);
    expect(await list.first().textContent()).toContain(formatTurnOf(e, s0, [place, move]));
    // Back to the diagram, then a draw: Undo refuses, with the reason.
    await w.getByRole('button', { name: 'Reset' }).click();
    await w.getByTestId('chooser').getByRole('button', { name: 'Draw a tile' }).click();
    await expect.poll(() => list.count()).toBe(1);
    await w.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => w.getByTestId('widget-message').textContent()).toContain('cannot be undone');
    expect(await list.count()).toBe(1);
    await page.close();
  });

  it('Kutai for three: after South places, the board names the next of three seats', async () => {
    const e = getEngine('kutai')!;
    const s0 = unwrap(e.create({ options: unwrap(e.resolveOptions({ 'kutai-player-count': 'three' })), seed: 1 }));
    const v0 = e.view(s0);
    expect(v0.seats).toBe(3);
    const place = e.legalMoves(s0).find((m) => m.type === 'place') as Extract<Move, { type: 'place' }>;
    const s1 = unwrap(e.applyMove(s0, place));
    const page = await open('/variants/kutai/');
    const w = await ready(page, 'play-kutai-three');
    const status = w.getByTestId('turn-status');
    await expect.poll(() => status.textContent()).toContain(`${v0.playerNames[v0.toMove]} to act`);
    await w.locator(`button.ps-hand-tile[aria-label="${tileName('kutai', place.tile)}"]`).first().click();
    await clickAt(w, place.to);
    const v1 = e.view(s1);
    await expect.poll(() => status.textContent()).toContain(`${v1.playerNames[v1.toMove]} to act`);
    await expect.poll(() => w.getByTestId('move-list').locator('li').count()).toBe(1);
    await page.close();
  });
  it('Ancient: the Wheel placed, its turn of the ring chosen by name, then the turned tile moved: one turn', async () => {
    const e = getEngine('ancient')!;
    const s0 = unwrap(e.parsePosition('0s~1~0J10f,1Rh6g~W~-~-~7'));
    const place = unwrap(e.parseMove(s0, 'W*10g'));
    const s1 = unwrap(e.applyMove(s0, place));
    const rotate = unwrap(e.parseMove(s1, '10g:rotate 90'));
    const s2 = unwrap(e.applyMove(s1, rotate));
    const move = unwrap(e.parseMove(s2, '9g-8g'));
    const page = await open('/variants/ancient/');
    const w = await ready(page, 'example-wheel');
    await w.getByTestId('play-on').click();
    await w.locator(`button.ps-hand-tile[aria-label="${tileName('ancient', 'W')}"]`).first().click();
    await clickAt(w, unwrap(parsePlace('10g')));
    // The ring's turn is a word step: the chooser names each angle.
    const turn = w.getByTestId('chooser').getByRole('button', { name: 'turn 90° clockwise' });
    await expect.poll(() => turn.count(), { timeout: 15_000 }).toBe(1);
    await turn.click();
    await expect.poll(() => w.getByTestId('chooser').count(), { timeout: 15_000 }).toBe(0);
    await clickAt(w, unwrap(parsePlace('9g')));
    await clickAt(w, unwrap(parsePlace('8g')));
    const list = w.getByTestId('move-list').locator('li');
    await expect.poll(() => list.count(), { timeout: 15_000 }).toBe(1);
    expect(await list.first().textContent()).toContain(formatTurnOf(e, s0, [place, rotate, move]));
    await page.close();
  });

  it('Iroh: the exercise is won by proclaiming from the chooser', async () => {
    const page = await open('/variants/iroh/');
    const w = await ready(page, 'exercise-proclaim-now');
    await w.getByTestId('chooser').getByRole('button', { name: 'proclaim victory' }).click();
    await expect.poll(() => w.getByTestId('exercise-verdict').getAttribute('class'), { timeout: 15_000 }).toBe('ps-ok');
    expect(await w.getByTestId('exercise-verdict').textContent()).toContain('the game is yours');
    await page.close();
  });

  it('Basic: a capture puts the tile in the Pot, shown under the board with the scores', async () => {
    const page = await open('/variants/basic/');
    const w = await ready(page, 'capture-lab');
    const P = (n: string) => unwrap(parsePlace(n));
    await clickAt(w, P('16o'));
    await clickAt(w, P('16m'));
    // The first click also fetches the second part of Basic's engine: allow for it.
    // Basic shows its points and the Pot in one line under the board (the engine's status line).
    await expect.poll(() => w.getByTestId('view-status').textContent(), { timeout: 15_000 }).toMatch(/Pot: 1 of North's tiles\.$/);
    expect(await w.getByTestId('view-status').textContent()).toMatch(/^Points: South \d+, North \d+ · /);
    await page.close();
  });
  it('Iroh: a Knotweed laid on a square from the hand holds the pieces on its corners', async () => {
    const page = await open('/variants/iroh/');
    const w = await ready(page, 'example-knotweed');
    await w.getByTestId('play-on').click();
    await w.locator(`button.ps-hand-tile[aria-label="${tileName('iroh', 'K')}"]`).first().click();
    await clickPlace(page, w, '13o:14p');
    const list = w.getByTestId('move-list').locator('li');
    await expect.poll(() => list.count()).toBe(1);
    expect(await list.first().textContent()).toContain('K*13o:14p');
    // South's Earth on a corner is held: tapping it says so and names the rule.
    await clickAt(w, unwrap(parsePlace('14p')));
    await expect.poll(() => w.getByTestId('widget-message').textContent()).toMatch(/Knotweed/);
    expect(await w.getByTestId('widget-message').locator('a').first().getAttribute('href')).toContain('knotweed');
    await page.close();
  });
});
