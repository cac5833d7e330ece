/**
 * Basic Pai Sho in Chromium (issue 11): on its rules page, a capture and a Wheel's turn played on
 * live boards change the running points as the engine says; the board becomes live with the first
 * part of the engine and fetches the rest when the reader reaches for it; a refused capture names
 * its rule.
 */
import { describe, expect, it } from 'vitest';
import { boardReady, browserSession, openRulesInForce } from './session.ts';
import { clickPlace } from './board-click.ts';
import { getEngine, getMeta } from '../../src/engine/catalog.ts';
import { unwrap } from '../../src/engine/core/result.ts';
import type { Move } from '../../src/engine/core/types.ts';
import { centre, placeName, pointId, type PlaceId } from '../../src/engine/geometry/coords.ts';
import { finalCount, type BasicState } from '../../src/engine/variants/basic/engine.ts';

const engine = getEngine('basic')!;
const meta = getMeta('basic')!;

/** The one line of points under a board, as the engine writes it for a position. */
const scoresOf = (s: unknown) => engine.view(s).status!;
const positionOf = (page: string, id: string) => {
  const m = new RegExp(`id="${id}" class="ps-target" data-variant="basic" data-position="([^"]+)"`).exec(page);
  return m?.[1] ?? '';
};

const { open } = browserSession();
const ready = boardReady;

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
    const scores = w.getByTestId('view-status');
    await expect.poll(() => scores.textContent()).toContain(scoresOf(s0));
    // One line of points: the turn line under it does not repeat them.
    expect(await w.getByTestId('turn-status').textContent()).not.toMatch(/Scores|Points/);
    await clickPlace(page, w, '16o');
    await clickPlace(page, w, '16l');
    await expect.poll(() => scores.textContent(), { timeout: 15_000 }).toContain(scoresOf(s1));
    expect(requests.some((r) => /\/late\.[\w-]+\.js$/.test(r))).toBe(true);
    expect(scoresOf(s1)).toContain("Pot: 1 of North's tiles");
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
    await expect.poll(() => w.getByTestId('view-status').textContent()).toContain(scoresOf(s0));
    await clickPlace(page, w, placeName(good.at));
    // The chooser offers the ability and its choices in words (the engine's labels); it opens once the
    // click has fetched the engine's second chunk.
    const chooser = w.getByTestId('chooser');
    await chooser.waitFor({ timeout: 20_000 });
    for (let k = 1; k < 4; k++) {
      const label = engine.describeArg!(s0, good, k);
      const b = chooser.getByRole('button', { name: label, exact: true });
      if ((await b.count()) === 0) continue; // a field with one value is taken by itself
      await b.first().click();
    }
    await expect.poll(() => w.getByTestId('view-status').textContent(), { timeout: 15_000 }).toContain(scoresOf(s1));
    expect(await w.getByTestId('move-list').textContent()).toContain(engine.formatMove(s0, good));
    await page.close();
  });

  it('rule switches: the count table, the ring board and the prose follow, and each moved switch says where it shows', async () => {
    const page = await open('/variants/basic/');
    const ring = unwrap(engine.parsePosition(positionOf(await page.content(), 'ring')));
    const table = page.getByTestId('basic-count');
    /** The table's rows as the engine counts the ring position under `opts`: running, Pot, protected, dead, total. */
    const rows = (opts: Record<string, string>) => {
      const s = unwrap(engine.parsePosition(engine.formatPosition(ring), unwrap(engine.resolveOptions(opts)))) as BasicState;
      const sign = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');
      return { rows: finalCount(s).map((c) => [String(c.running), sign(c.pot), sign(c.protectedPieces), sign(-c.dead), String(c.total)].join(' ')), outcome: engine.outcome(s) };
    };
    const shown = () => table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim()).join(' ')));
    const def = rows({});
    expect(await shown()).toEqual(def.rows);
    await openRulesInForce(page);
    const flip = async (option: string, choice: string) => {
      const sel = page.locator(`details[data-in-force] select[data-option="${option}"]`);
      await sel.selectOption(choice);
      const note = sel.locator('xpath=ancestor::p[1]/following-sibling::p[1]');
      await expect.poll(() => note.getAttribute('data-testid')).toBe('switch-note');
      expect(await note.textContent()).toBe(meta.options.find((o) => o.id === option)!.shows);
    };
    // Counting text: every piece on the board is dead (the booklet's second count).
    const dead = rows({ 'basic-dead-pieces': 'every-piece' });
    expect(dead.rows).not.toEqual(def.rows);
    await flip('basic-dead-pieces', 'every-piece');
    await expect.poll(shown, { timeout: 15_000 }).toEqual(dead.rows);
    expect(await table.locator('[data-count-outcome]').textContent()).toBe(dead.outcome.status !== 'ongoing' ? dead.outcome.reason : '');
    expect(await page.locator('[data-when-option="basic-dead-pieces"][data-when-is="every-piece"]').isVisible()).toBe(true);
    // Timing of points: only what stands at the end counts; the ring board's line says the outcome the engine gives.
    const atEnd = rows({ 'basic-dead-pieces': 'every-piece', 'basic-scoring-timing': 'at-end' });
    expect(atEnd.rows).not.toEqual(dead.rows);
    await flip('basic-scoring-timing', 'at-end');
    await expect.poll(shown, { timeout: 15_000 }).toEqual(atEnd.rows);
    const w = await ready(page, 'ring');
    await expect.poll(() => w.locator('.ps-ok').first().textContent(), { timeout: 15_000 }).toContain(atEnd.outcome.status !== 'ongoing' ? atEnd.outcome.reason : '?');
    // Back to the defaults: the notes go and the table shows the default count again.
    await page.locator('.ps-options-reset').first().click();
    await expect.poll(shown, { timeout: 15_000 }).toEqual(def.rows);
    expect(await page.getByTestId('switch-note').count()).toBe(0);
    await page.close();
  });

  it('the endings page: one step ends the game each way, in the engine’s words; clicking the Rock says what it copies', async () => {
    const page = await open('/variants/basic/endings/');
    for (const id of ['three-flowers', 'points-target', 'forfeit']) {
      const ex = meta.examples.find((e) => e.id === id)!;
      let s = unwrap(engine.parsePosition(ex.start, unwrap(engine.resolveOptions(ex.options ?? {}))));
      for (const st of ex.steps) s = unwrap(engine.applyMove(s, unwrap(engine.parseMove(s, st.move))));
      const o = engine.outcome(s);
      expect(o.status).not.toBe('ongoing');
      const w = await ready(page, `example-${id}`);
      await w.getByTestId('step-forward').click();
      await expect.poll(() => w.locator('.ps-ok').first().textContent(), { timeout: 15_000 }).toContain(o.status !== 'ongoing' ? o.reason : '?');
    }
    const rock = meta.examples.find((e) => e.id === 'rock')!;
    const s0 = unwrap(engine.parsePosition(rock.start));
    const at = (s0 as BasicState).pieces.find((p) => p.tile === 'Rk')!.place;
    const r = engine.applyMove(s0, { type: 'move', from: at, to: at + 1 });
    expect(r.ok).toBe(false);
    const w = await ready(page, 'example-rock');
    await clickPlace(page, w, placeName(at));
    await expect.poll(() => w.getByTestId('widget-message').textContent(), { timeout: 15_000 }).toContain(r.ok ? '?' : r.error.message);
    expect(r.ok ? '' : r.error.message).toContain('It copies the White Jade next to it');
    await page.close();
  });

  it('a whole game is played by clicks on the new-game board, from the spring flowers to a ring around the centre', async () => {
    // The worked game, turned halfway round: on this board (seed 1) North won the coin toss.
    const ex = meta.examples.find((e) => e.id === 'worked-game')!;
    const turn = (p: PlaceId) => pointId(-centre(p).x, -centre(p).y)!;
    let a = unwrap(engine.parsePosition(ex.start));
    let b = unwrap(engine.create({ seed: 1 }));
    const steps: Move[] = [];
    for (const st of ex.steps) {
      const m = unwrap(engine.parseMove(a, st.move));
      a = unwrap(engine.applyMove(a, m));
      const r: Move = m.type === 'place' ? { ...m, to: turn(m.to) } : m.type === 'move' ? { ...m, from: turn(m.from), to: turn(m.to) } : m;
      b = unwrap(engine.applyMove(b, r));
      steps.push(r);
    }
    const end = engine.outcome(b);
    expect(end.status).not.toBe('ongoing');
    const page = await open('/variants/basic/');
    const w = await ready(page, 'play-basic');
    const names = Object.fromEntries(engine.spec.tiles.map((t) => [t.code, t.name]));
    for (const [i, m] of steps.entries()) {
      if (m.type === 'place') {
        await w.locator(`button.ps-hand-tile[aria-label="${names[m.tile]}"]`).first().click();
        await clickPlace(page, w, placeName(m.to));
      } else if (m.type === 'move') {
        await clickPlace(page, w, placeName(m.from));
        await clickPlace(page, w, placeName(m.to));
      }
      // Each click pair is one step, and each step here is a whole turn: one more entry in the move list.
      await expect.poll(() => w.getByTestId('move-list').locator('li').count(), { timeout: 15_000 }).toBe(i + 1);
    }
    await expect.poll(() => w.locator('.ps-ok').first().textContent(), { timeout: 15_000 }).toContain(end.status !== 'ongoing' ? end.reason : '?');
    await page.close();
  });
});
