/** The board widget's headless controller, driven by a real engine (Kutai): it decides nothing itself. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as C from '../../src/components/board/controller.ts';
import { engine } from '../../src/engine/variants/kutai/engine.ts';
import { unwrap } from '../../src/engine/core/result.ts';
import { parsePlace } from '../../src/engine/geometry/coords.ts';
import type { VariantEngine } from '../../src/engine/core/types.ts';

const e = engine as VariantEngine<unknown>;
const P = (n: string) => unwrap(parsePlace(n));
const start = () => unwrap(e.parsePosition('1~0DCB10j'));

describe('board controller', () => {
  it('selecting a hand tile shows exactly the engine’s legal placements for it', () => {
    const c = C.selectHand(C.initCtrl(start()), e, 'DIR');
    const expected = e.legalMoves(start()).flatMap((m) => (m.type === 'place' && m.tile === 'DIR' ? [m.to] : []));
    expect(c.targets.length).toBeGreaterThan(0);
    expect([...c.targets].sort()).toEqual([...expected].sort());
  });
  it('playing a target applies the engine’s move and records it; undo and redo walk the line', () => {
    let c = C.selectHand(C.initCtrl(start()), e, 'DIR');
    const to = P('10g');
    expect(c.targets).toContain(to);
    c = C.clickPlace(c, e, to);
    expect(c.index).toBe(1);
    expect(e.formatMove(c.line[0], c.moves[0]!)).toBe('DIR*10g');
    expect(e.harmonies(C.current(c)).length).toBeGreaterThan(0);
    c = C.undo(c);
    expect(c.index).toBe(0);
    c = C.redo(c);
    expect(c.index).toBe(1);
  });
  it('an illegal attempt keeps the position and shows the engine’s reason with its rule id', () => {
    const c0 = C.selectHand(C.initCtrl(start()), e, 'DIR');
    const illegal = e.view(start()).points.find((p) => !c0.targets.includes(p) && p !== P('10j'))!;
    const c = C.clickPlace(c0, e, illegal);
    expect(c.index).toBe(0);
    expect(c.message?.tone).toBe('error');
    expect(c.message?.rule).toMatch(/^[a-z0-9-]+$/);
    const direct = e.applyMove(start(), { type: 'place', tile: 'DIR', to: illegal });
    expect(direct.ok).toBe(false);
    if (!direct.ok) expect(c.message?.rule).toBe(direct.error.rule);
  });
  it('replay stops at the first bad move and says which', () => {
    const r = C.replay(e, start(), ['DIR*10g', 'zzz', 'DRH*8h']);
    expect(r.ctrl.index).toBe(1);
    expect(r.error).toMatch(/^Move 2/);
  });
  it('links round-trip and carry only plain strings', () => {
    const l = { board: 'harmony-lab', pos: '1~0DCB10j', moves: ['DIR*10g', 'NJA*10i'], opt: 'kutai-x=y', step: 3 };
    expect(C.parseLink(C.formatLink(l))).toEqual(l);
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        const parsed = C.parseLink(`?board=${encodeURIComponent(a)}&pos=${encodeURIComponent(b)}`);
        return typeof parsed.board === 'string' && typeof parsed.pos === 'string';
      }),
    );
  });
  it('page-wide options keep only the entries of one variant', () => {
    expect(C.variantOptionsText('balance-a=b,kutai-c=d,kutai-e=f', 'kutai')).toBe('kutai-c=d,kutai-e=f');
  });
});

describe('option texts', () => {
  it('merge with the override winning, and keep malformed parts for the parser to reject', () => {
    expect(C.mergeOptionsText('a=1,b=2', 'b=3,c=4')).toBe('a=1,b=3,c=4');
    expect(C.mergeOptionsText('', '')).toBe('');
    expect(C.mergeOptionsText('a=1', 'junk')).toBe('a=1,junk');
  });
});
