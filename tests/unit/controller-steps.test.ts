/** The controller entering multi-step turns field by field, on the test fixture engine (place, then move/rotate/end; draw is irreversible). */
import { describe, expect, it } from 'vitest';
import * as C from '../../src/components/board/controller.ts';
import { fixtureEngine } from '../helpers/fixture-engine.ts';
import { unwrap } from '../../src/engine/core/result.ts';
import { parsePlace } from '../../src/engine/geometry/coords.ts';
import type { VariantEngine } from '../../src/engine/core/types.ts';

const e = fixtureEngine as unknown as VariantEngine<unknown>;
const P = (n: string) => unwrap(parsePlace(n));
const setup = () =>
  unwrap(
    e.fromSetup({ board: [{ place: P('10h'), tile: 'S', owner: 1 }], hands: [['W', 'S'], ['S'], ['S']], bag: ['S'], toMove: 0 }),
  );
const view = (c: C.Ctrl<unknown>) => e.view(C.current(c));

describe('controller: turns of several steps', () => {
  it('a place then a capturing move is entered field by field and forms one turn in the move list', () => {
    let c = C.selectHand(C.initCtrl(setup()), e, 'S');
    const to = P('10g');
    expect(c.targets).toContain(to);
    c = C.clickPlace(c, e, to);
    expect(c.index).toBe(1);
    expect(view(c).toMove).toBe(0); // the turn is still open
    expect(C.wordSteps(c, e).map((w) => w.field.value)).toContain('end');
    // the placed tile: its next field is a place (the move's target)
    c = C.clickPlace(c, e, to);
    expect(c.targets).toContain(P('10h'));
    c = C.clickPlace(c, e, P('10h'));
    expect(c.index).toBe(2);
    expect(view(c).scores?.[0]?.points).toBe(1);
    expect(view(c).pot?.length).toBe(1);
    expect(view(c).toMove).not.toBe(0);
    const list = C.moveList(c, e);
    expect(list).toHaveLength(1);
    expect(list[0]?.ply).toBe(2);
    expect(list[0]?.text).toMatch(/10g.*10h/);
  });

  it('a use with a chosen direction and amount: the chooser offers the engine’s labels', () => {
    // a Wheel placed at the centre has its four neighbours on the diamond
    let c = C.selectHand(C.initCtrl(setup()), e, 'W');
    c = C.clickPlace(c, e, P('10j'));
    expect(c.index).toBe(1);
    c = C.clickPlace(c, e, P('10j'));
    // the Wheel may move (places on the board) or rotate (the chooser)
    expect(c.targets.length).toBeGreaterThan(0);
    expect(c.choices?.map((x) => x.field.value)).toEqual(['rotate']);
    c = C.choose(c, e, c.choices![0]!);
    expect(c.targets).toEqual([]);
    expect(c.choices?.map((x) => x.field.value)).toEqual(['cw', 'ccw']);
    expect(c.choices?.map((x) => x.label)).toContain('clockwise');
    c = C.choose(c, e, c.choices!.find((x) => x.field.value === 'cw')!);
    expect(c.choices?.map((x) => x.label)).toEqual(['a quarter turn', 'a half turn', 'three quarter turns']);
    c = C.choose(c, e, c.choices!.find((x) => x.field.value === '2')!);
    expect(c.index).toBe(2);
    expect(c.moves[1]).toEqual({ type: 'use', at: P('10j'), ability: 'rotate', args: ['cw', '2'] });
    expect(c.choices).toBeUndefined();
  });

  it('end closes the turn; undo inside a turn goes back one step', () => {
    let c = C.selectHand(C.initCtrl(setup()), e, 'S');
    c = C.clickPlace(c, e, P('10g'));
    const end = C.wordSteps(c, e).find((w) => w.field.value === 'end')!;
    expect(end.label).toMatch(/stop here/i);
    c = C.choose(c, e, end);
    expect(c.index).toBe(2);
    expect(view(c).toMove).toBe(1);
    expect(C.moveList(c, e)).toHaveLength(1);
    c = C.undo(c, e);
    expect(c.index).toBe(1);
    expect(view(c).toMove).toBe(0);
    expect(C.wordSteps(c, e).some((w) => w.field.value === 'end')).toBe(true);
  });

  it('undo is refused past a draw in play mode, with the reason shown', () => {
    let c = C.initCtrl(setup());
    const draw = C.wordSteps(c, e).find((w) => w.field.value === 'draw')!;
    expect(draw).toBeDefined();
    c = C.choose(c, e, draw);
    expect(c.index).toBe(1);
    const after = C.undo(c, e);
    expect(after.index).toBe(1);
    expect(after.message?.tone).toBe('error');
    expect(after.message?.text).toMatch(/cannot be undone/);
  });
});
