/**
 * Pointing at places on a board in the browser. Boards draw no element per place (a tap's
 * coordinates are mapped to a place with the geometry), so tests click at a place's centre,
 * computed from the board's own transform, with an optional offset in CSS px.
 */
import type { Locator, Page } from 'playwright-core';
import { centre, parsePlace } from '../../src/engine/geometry/coords.ts';

/** Screen position (CSS px) of a place's centre on a board svg (`svg.ps-board` or a widget holding one). */
export async function placeXY(board: Locator, place: string): Promise<{ x: number; y: number }> {
  const parsed = parsePlace(place);
  if (!parsed.ok) throw new Error(`not a place: ${place}`);
  const c = centre(parsed.value);
  const svg = (await board.evaluate((el) => el.tagName.toLowerCase())) === 'svg' ? board : board.locator('svg.ps-board').first();
  await svg.scrollIntoViewIfNeeded();
  return svg.evaluate(
    (el, [x, y]) => {
      const m = (el as SVGSVGElement).getScreenCTM();
      if (!m) throw new Error('board has no screen transform');
      const p = new DOMPoint(x, -y).matrixTransform(m);
      return { x: p.x, y: p.y };
    },
    [c.x, c.y] as const,
  );
}

/** Clicks (or taps, on a touch context) a place, `dx`/`dy` CSS px off its centre. */
export async function clickPlace(page: Page, board: Locator, place: string, dx = 0, dy = 0, touch = false): Promise<void> {
  const p = await placeXY(board, place);
  if (touch) await page.touchscreen.tap(p.x + dx, p.y + dy);
  else await page.mouse.click(p.x + dx, p.y + dy);
}
