/**
 * Balance Pai Sho's board view: the garden borders (derived from the same classifier as
 * garden membership) and the status line.
 */
import { describe, expect, it } from 'vitest';
import { unwrap } from '../../core/result.ts';
import { RADIUS } from '../../geometry/board.ts';
import { engine } from './engine.ts';
import { gardenBorders, layoutDef, type Layout, type Segment } from './gardens.ts';
import { pos, sq } from './test-helpers.ts';

const LAYOUTS: readonly Layout[] = ['sectors-d9', 'sectors-d8', 'sectors-d7', 'blocks-4x4'];
const EPS = 1e-9;
const near = (a: number, b: number) => Math.abs(a - b) < 1e-9;

/** Whether some segment lies on the line a·x + b·y = c and covers the points P and Q of that line. */
function covers(segs: readonly Segment[], a: number, b: number, c: number, p: [number, number], q: [number, number]): boolean {
  const on = (x: number, y: number) => near(a * x + b * y, c);
  return segs.some(([x1, y1, x2, y2]) => {
    if (!on(x1, y1) || !on(x2, y2)) return false;
    // P and Q lie between the endpoints (projected on the segment).
    const dx = x2 - x1;
    const dy = y2 - y1;
    const len2 = dx * dx + dy * dy;
    const t = ([x, y]: [number, number]) => ((x - x1) * dx + (y - y1) * dy) / len2;
    return [t(p), t(q)].every((v) => v >= -EPS && v <= 1 + EPS);
  });
}

/** Whether the open segment P–Q crosses or touches some border segment. */
function crosses(segs: readonly Segment[], px: number, py: number, qx: number, qy: number): boolean {
  const cross = (ax: number, ay: number, bx: number, by: number, cx: number, cy: number) => (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
  return segs.some(([x1, y1, x2, y2]) => {
    const d1 = cross(x1, y1, x2, y2, px, py);
    const d2 = cross(x1, y1, x2, y2, qx, qy);
    const d3 = cross(px, py, qx, qy, x1, y1);
    const d4 = cross(px, py, qx, qy, x2, y2);
    return d1 * d2 <= 0 && d3 * d4 <= 0;
  });
}

describe('garden borders', () => {
  it('default layout: the midlines, the diagonals and the diamond edges, clipped to the circle', () => {
    const segs = gardenBorders('sectors-d9');
    const d = RADIUS / Math.SQRT2;
    expect(covers(segs, 1, 0, 0, [0, -9], [0, 9])).toBe(true); // x = 0, rim to rim
    expect(covers(segs, 0, 1, 0, [-9, 0], [9, 0])).toBe(true); // y = 0
    expect(covers(segs, 1, -1, 0, [-d, -d], [d, d])).toBe(true); // y = x
    expect(covers(segs, 1, 1, 0, [-d, d], [d, -d])).toBe(true); // y = -x
    expect(covers(segs, 1, 1, 9, [0, 9], [9, 0])).toBe(true); // x + y = 9
    expect(covers(segs, 1, 1, -9, [0, -9], [-9, 0])).toBe(true);
    expect(covers(segs, 1, -1, 9, [9, 0], [0, -9])).toBe(true);
    expect(covers(segs, 1, -1, -9, [-9, 0], [0, 9])).toBe(true);
    expect(segs).toHaveLength(8);
  });
  it('every endpoint lies within the circle, for every layout, and there are few segments', () => {
    for (const l of LAYOUTS) {
      const segs = gardenBorders(l);
      expect(segs.length).toBeGreaterThan(0);
      expect(segs.length).toBeLessThan(100);
      for (const [x1, y1, x2, y2] of segs) {
        expect(Math.hypot(x1, y1)).toBeLessThanOrEqual(RADIUS + EPS);
        expect(Math.hypot(x2, y2)).toBeLessThanOrEqual(RADIUS + EPS);
        expect(Math.hypot(x2 - x1, y2 - y1)).toBeGreaterThan(0);
      }
    }
  });
  it('the smaller diamonds follow the option', () => {
    expect(covers(gardenBorders('sectors-d8'), 1, 1, 8, [0, 8], [8, 0])).toBe(true);
    expect(covers(gardenBorders('sectors-d7'), 1, 1, 7, [0, 7], [7, 0])).toBe(true);
    expect(covers(gardenBorders('sectors-d7'), 1, 1, 9, [1, 8], [8, 1])).toBe(false);
  });
  it('blocks-4x4 differs: lines x, y = 0 and ±4.5, no diagonals', () => {
    const segs = gardenBorders('blocks-4x4');
    expect(segs).not.toEqual(gardenBorders('sectors-d9'));
    const h = Math.sqrt(81 - 4.5 * 4.5);
    expect(covers(segs, 1, 0, 4.5, [4.5, -h], [4.5, h])).toBe(true);
    expect(covers(segs, 0, 1, -4.5, [-h, -4.5], [h, -4.5])).toBe(true);
    expect(covers(segs, 1, 0, 0, [0, -9], [0, 9])).toBe(true);
    expect(covers(segs, 1, -1, 0, [-1, -1], [1, 1])).toBe(false);
    expect(segs).toHaveLength(6);
  });
  it('agree with membership: neighbouring samples in different gardens always have a border between them', () => {
    for (const l of LAYOUTS) {
      const def = layoutDef(l);
      const segs = gardenBorders(l);
      const step = 0.1;
      let changes = 0;
      for (let x = -9 + 0.0173; x < 9; x += step)
        for (let y = -9 + 0.0311; y < 9; y += step) {
          const g = def.classify(x, y, false);
          if (g === undefined) continue;
          for (const [nx, ny] of [[x + step, y], [x, y + step]] as const) {
            const h = def.classify(nx, ny, false);
            if (h === undefined) continue;
            if (h !== g) {
              changes++;
              expect(crosses(segs, x, y, nx, ny)).toBe(true);
            }
          }
        }
      expect(changes).toBeGreaterThan(100);
      // And no border runs through the inside of a garden: along every segment the two sides differ.
      for (const [x1, y1, x2, y2] of segs) {
        const len = Math.hypot(x2 - x1, y2 - y1);
        const [nx, ny] = [-(y2 - y1) / len, (x2 - x1) / len];
        for (let k = 1; k < 10; k++) {
          const [x, y] = [x1 + ((x2 - x1) * k) / 10 + 1e-7, y1 + ((y2 - y1) * k) / 10 + 3e-7];
          expect(def.classify(x + 1e-4 * nx, y + 1e-4 * ny, false)).not.toBe(def.classify(x - 1e-4 * nx, y - 1e-4 * ny, false));
        }
      }
    }
  });
  it('view() carries the borders of the layout in force', () => {
    const s = unwrap(engine.create({ seed: 1 }));
    expect(engine.view(s).areaBorders).toBe(gardenBorders('sectors-d9'));
    const b = unwrap(engine.create({ seed: 1, options: { 'balance-gardens-diagram': 'blocks-4x4' } }));
    expect(engine.view(b).areaBorders).toBe(gardenBorders('blocks-4x4'));
  });
});

describe('status line', () => {
  const FREE = { 'balance-no-win-draw': 'none' };
  it('counts flowers on the board in a balance and the balances, in the Blossoming', () => {
    const s = pos([['R', sq(0, 5)], ['Lo', sq(2, 5)], ['O', sq(-7, 0)]], [['Li'], ['Lo', 'W']], 1, FREE);
    expect(engine.view(s).status).toBe('Blossoming · 2 of 3 flowers on the board balanced (1 balance) · Player 2 to move');
    expect(engine.view(s).status).not.toContain('\n');
  });
  it('says when no flower is on the board yet', () => {
    const s = unwrap(engine.create({ seed: 3 }));
    expect(engine.view(s).status).toBe(`Blossoming · no flowers on the board yet · Player ${s.toMove + 1} to move`);
  });
  it('names the stage and the player to move in the second stage', () => {
    const s = pos([['R', sq(0, 5)], ['Lo', sq(2, 5)], ['Lo', sq(-7, 0)], ['W', sq(6, -4)]], [[], []], 1, FREE);
    expect(s.stage).toBe(2);
    expect(engine.view(s).status).toBe('Moving · 2 of 3 flowers on the board balanced (1 balance) · Player 2 to move');
  });
  it('gives the outcome’s reason once the game is over', () => {
    const s = pos([['R', sq(0, 5)], ['Lo', sq(2, 5)], ['Lo', sq(-7, 0)], ['W', sq(6, -4)]], [[], []], 0);
    const o = engine.outcome(s);
    expect(o.status).not.toBe('ongoing');
    expect(engine.view(s).status).toBe(o.status !== 'ongoing' ? o.reason : '');
  });
});
