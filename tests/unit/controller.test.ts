/** The board widget's headless controller, driven by a real engine (Kutai): it decides nothing itself. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as C from '../../src/components/board/controller.ts';
import * as A from '../../src/components/board/areas.ts';
import { engine } from '../../src/engine/variants/kutai/engine.ts';
import { engine as wiki } from '../../src/engine/variants/wiki/engine.ts';
import { getExplainer } from '../../src/engine/catalog.ts';
import { checkExerciseMove, checkExerciseSelection } from '../../src/engine/core/exercises.ts';
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
  it('under other rule options a game in play keeps its moves, up to the first the new rules refuse', () => {
    let old = C.selectHand(C.initCtrl(start()), e, 'DIR');
    old = C.clickPlace(old, e, P('10g'));
    expect(old.index).toBe(1);
    // The same start: every move carries over, written and read back in notation.
    const same = C.carryOver(e, C.initCtrl(start()), old);
    expect(same.error).toBeUndefined();
    expect(same.kept).toBe(1);
    expect(e.formatMove(same.ctrl.line[0], same.ctrl.moves[0]!)).toBe('DIR*10g');
    // A start where the move is no longer possible (10g taken): the board stops before it and says why.
    const other = unwrap(e.parsePosition('1~0DCB10j,1DIR10g,0DPE4j'));
    const cut = C.carryOver(e, C.initCtrl(other), old);
    expect(cut.ctrl.index).toBe(0);
    expect(cut.kept).toBe(0);
    expect(cut.error).toMatch(/^Move 1 \(DIR\*10g\): /);
    // An example keeps its own step instead (nothing is carried over).
    const ex = C.initExample(e, start(), ['DIR*10g']).ctrl;
    expect(C.carryOver(e, C.initCtrl(start()), ex).ctrl.index).toBe(0);
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

const EXAMPLE = ['NIR*10h', 'DIR*6j', 'DCH*7g', 'DPE*4j'];
const exampleAt = (step: number) => {
  const r = C.initExample(e, start(), EXAMPLE, step);
  expect(r.error).toBeUndefined();
  return r.ctrl;
};
/** A legal placement for the player to move that is not the example's next move. */
const ownMove = (c: C.Ctrl<unknown>) => {
  const s = C.current(c);
  return e.legalMoves(s).find((m) => m.type === 'place' && e.formatMove(s, m) !== EXAMPLE[c.step])!;
};

describe('the state model', () => {
  it('peeking at a tile in example mode keeps the mode and the step; Escape clears the selection only', () => {
    let c = exampleAt(2);
    const tile = e.view(C.current(c), { revealHands: true }).hands.find((h) => h.player === e.view(C.current(c)).toMove)!.tiles[0]!;
    c = C.selectHand(c, e, tile);
    expect(c.mode).toBe('example');
    expect(c.step).toBe(2);
    expect(c.targets.length).toBeGreaterThan(0);
    c = C.clickPlace(c, e, P('10j')); // a tile: selects it (no move), still in the example
    expect(c.mode).toBe('example');
    c = C.clearSelection(c);
    expect(c).toMatchObject({ mode: 'example', step: 2, selection: { kind: 'none' }, targets: [] });
    expect(c.message).toBeUndefined();
  });
  it('play on from a step, back to the example returns to that step, Reset returns to the step played on from', () => {
    let c = C.playOn(exampleAt(2));
    expect(c.mode).toBe('play');
    expect(c.index).toBe(2);
    expect(c.moves.map((m, i) => e.formatMove(c.line[i], m))).toEqual(EXAMPLE.slice(0, 2));
    c = C.play(c, e, ownMove(c));
    c = C.play(c, e, e.legalMoves(C.current(c))[0]!);
    expect(c.index).toBe(4);
    const back = C.backToExample(c);
    expect(back).toMatchObject({ mode: 'example', step: 2 });
    expect(e.formatPosition(C.current(back))).toBe(e.formatPosition(exampleAt(2).example!.positions[2]));
    const r = C.reset(c);
    expect(r).toMatchObject({ mode: 'play', index: 2 });
    expect(r.line.length).toBe(3);
    expect(C.current(r)).toBe(c.line[2]);
  });
  it('a move made in example mode plays on from the step shown (the example line itself never changes)', () => {
    const c0 = exampleAt(1);
    const m = ownMove(c0);
    const c = C.play(c0, e, m);
    expect(c).toMatchObject({ mode: 'play', origin: 1, index: 2 });
    expect(c.example).toBe(c0.example);
  });
  it('the move list marks the current move and keeps undone moves, replayable', () => {
    let c = C.initCtrl(start());
    for (let i = 0; i < 3; i++) c = C.play(c, e, e.legalMoves(C.current(c))[0]!);
    c = C.undo(C.undo(c));
    const list = C.moveList(c, e);
    expect(list.map((m) => [m.ply, m.current, m.undone])).toEqual([
      [1, true, false],
      [2, false, true],
      [3, false, true],
    ]);
    c = C.goTo(c, 3);
    expect(c.index).toBe(3);
    expect(C.moveList(c, e).every((m) => !m.undone)).toBe(true);
    expect(C.moveList(exampleAt(3), e)).toEqual([]);
  });
  it('messages describe the board as it is: deselecting and stepping clear them; Undo and Redo say what they took back or played again', () => {
    let c = C.selectHand(C.initCtrl(start()), e, 'DIR');
    expect(c.message?.text).toMatch(/places? where this tile may go/);
    expect(C.selectHand(c, e, 'DIR').message).toBeUndefined();
    c = C.clickPlace(c, e, P('10g'));
    expect(c.message?.text).toMatch(/^Played DIR\*10g/);
    expect(C.undo(c).message).toBeUndefined();
    const back = C.undo(c, e);
    expect(back.message).toEqual({ tone: 'info', text: 'Took back DIR*10g.' });
    expect(C.redo(back, e).message).toEqual({ tone: 'info', text: 'Played DIR*10g again.' });
    expect(C.redo(back).message).toBeUndefined();
    expect(C.goTo(back, 1).message).toBeUndefined();
    const ex = C.selectHand(exampleAt(0), e, 'NIR');
    expect(C.stepTo(ex, 1).message).toBeUndefined();
  });
  it('a tapped area is shown until the next action, with a short summary', () => {
    const areas = [
      { id: 'a', label: 'North', places: [P('10g'), P('10h')] },
      { id: 'b', label: 'East', places: [P('10g')] },
    ];
    let c = A.peekArea(C.initCtrl(start()), areas, P('10g'));
    expect(c.peekArea).toBe('a');
    expect(c.message!.text.length).toBeLessThan(140);
    c = A.peekArea(c, areas, P('10g'));
    expect(c.peekArea).toBe('b');
    expect(C.selectHand(c, e, 'DIR').peekArea).toBeUndefined();
  });
  it('an exercise attempt that misses gives the engine’s reason and a rule (Kutai: identical flowers)', () => {
    // The exercise of the issue: a Night Maple beside the Day Maple Centerpiece.
    const goal = { kind: 'harmony-value', value: 3 } as const;
    const explain = getExplainer('kutai');
    const judge: C.Judge<unknown> = {
      move: (s, m) => checkExerciseMove(e, s, goal, m, explain),
      marks: (s, marks) => checkExerciseSelection(e, s, marks),
      rule: 'white-lotus',
    };
    let c = C.initCtrl(unwrap(e.parsePosition('1~0DMA10j~1ffffff7~14001220')), 'exercise', judge);
    c = C.play(c, e, { type: 'place', tile: 'NMA', to: P('10h') });
    expect(c.verdict?.tone).toBe('error');
    expect(c.verdict?.text).toMatch(/same flower/);
    expect(c.verdict?.rule).toBe('identical-flowers');
    // Escape keeps the verdict (it still describes the move on the board); undo clears it.
    expect(C.clearSelection(c).verdict).toBeDefined();
    expect(C.undo(c).verdict).toBeUndefined();
    // A miss with no rule of its own cites the exercise's rule.
    const plain: C.Judge<unknown> = { ...judge, move: () => ({ correct: false, message: 'Not this one.' }) };
    const miss = C.play(C.initCtrl(start(), 'exercise', plain), e, { type: 'place', tile: 'DIR', to: P('10g') });
    expect(miss.verdict).toMatchObject({ tone: 'error', text: 'Not this one.', rule: 'white-lotus' });
  });
});

describe('option texts', () => {
  it('merge with the override winning, and keep malformed parts for the parser to reject', () => {
    expect(C.mergeOptionsText('a=1,b=2', 'b=3,c=4')).toBe('a=1,b=3,c=4');
    expect(C.mergeOptionsText('', '')).toBe('');
    expect(C.mergeOptionsText('a=1', 'junk')).toBe('a=1,junk');
  });
});

describe('board controller with a turn of several steps (Pai Sho Project)', () => {
  const w = wiki as VariantEngine<unknown>;
  it('a hand tile with nowhere to go says so and is not left chosen', () => {
    const s = unwrap(w.create({ seed: 1 }));
    // The opening: an element is entered first, so a flower has no place yet.
    expect(w.legalMoves(s).some((m) => m.type === 'place' && m.tile === 'Ly')).toBe(false);
    const c = C.selectHand(C.initCtrl(s), w, 'Ly');
    expect(c.selection.kind).toBe('none');
    expect(c.targets).toEqual([]);
    expect(c.message?.text).toBe('This tile cannot be placed now.');
  });
  it('ending a turn is said in words, not as the step’s notation', () => {
    let c = C.initCtrl(unwrap(w.create({ seed: 1 })));
    for (let guard = 0; guard < 6; guard++) {
      const legal = w.legalMoves(C.current(c));
      const end = legal.find((m) => m.type === 'end');
      if (end) {
        c = C.play(c, w, end);
        expect(c.message?.text).toBe('Turn ended.');
        return;
      }
      c = C.play(c, w, legal.find((m) => m.type === 'place') ?? (legal[0] as never));
      expect(c.message?.text).toMatch(/^Played \S+\./);
    }
    throw new Error('no turn offered an end step');
  });
});
