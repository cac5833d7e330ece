/** The controller entering multi-step turns field by field, on the test fixture engine (place, then move/rotate/end; draw is irreversible). */
import { describe, expect, it } from 'vitest';
import * as C from '../../src/components/board/controller.ts';
import * as T from '../../src/components/opponent/turns.ts';
import { fixtureEngine } from '../helpers/fixture-engine.ts';
import { unwrap } from '../../src/engine/core/result.ts';
import { parsePlace } from '../../src/engine/geometry/coords.ts';
import type { VariantEngine } from '../../src/engine/core/types.ts';
import { getEngine } from '../../src/engine/catalog.ts';
import { placeName, pointId } from '../../src/engine/geometry/index.ts';

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

describe('controller: a turn that must go on with one tile’s ability (Ancient’s Wheel)', () => {
  const ancient = getEngine('ancient')!;
  // South holds a Wheel and a Jasmine; a Jasmine of North stands next to the north gate.
  const start = unwrap(
    ancient.fromSetup(
      { pieces: [{ tile: 'J', place: placeName(pointId(1, 8)!), owner: 1, drained: false }], hands: [['W', 'J'], []], removed: [], toMove: 0, turn: 1, stage: { kind: 'start' }, rng: 7 },
      {},
    ),
  );
  // the Wheel on the north gate: it turns the Jasmine by 0 to 180° (further would carry it off the board)
  const placed = () => C.clickPlace(C.selectHand(C.initCtrl(start), ancient, 'W'), ancient, pointId(0, 8)!);

  it('placing the Wheel opens its angles at once', () => {
    const c = placed();
    expect(c.index).toBe(1);
    expect(c.choices?.length).toBe(5);
  });

  it('a click elsewhere is refused with its rule, and the angles stay offered', () => {
    const c = placed();
    const angles = c.choices?.map((x) => x.label);
    // the hand's Jasmine, then the board's: each refused, which clears the angles
    expect(C.keepForcedOpen(C.selectHand(c, ancient, 'J'), ancient).choices?.map((x) => x.label)).toEqual(angles);
    const refused = C.clickPlace(c, ancient, pointId(1, 8)!);
    expect(refused.choices ?? []).toEqual([]);
    expect(refused.message?.tone).toBe('error');
    const kept = C.keepForcedOpen(refused, ancient);
    expect(kept.choices?.map((x) => x.label)).toEqual(angles);
    expect(kept.message?.tone).toBe(refused.message?.tone);
    if (refused.message?.rule) expect(kept.message?.rule).toBe(refused.message.rule);
    // Escape too
    expect(C.keepForcedOpen(C.clearSelection(c), ancient).choices?.map((x) => x.label)).toEqual(angles);
    // without the Wheel waiting, nothing is opened
    expect(C.keepForcedOpen(C.initCtrl(start), ancient).choices).toBeUndefined();
  });
});

describe('controller: Undo and Redo against the computer take back whole turns', () => {
  const kutai = getEngine('kutai')!;
  /** Four single-step turns of a Kutai game, from its start: the reader plays seat 1 (who begins), the computer seat 0. */
  const game = () => {
    let c = C.initCtrl(unwrap(kutai.create({ seed: 1 })));
    for (let k = 0; k < 4; k++) c = C.play(c, kutai, kutai.legalMoves(C.current(c))[0]!);
    return c;
  };
  const mine = (seat: number) => seat === 1;
  const toMove = (c: C.Ctrl<unknown>) => kutai.view(C.current(c)).toMove;

  it('after the computer’s answer, one Undo takes back the answer and the reader’s move', () => {
    const c = game();
    expect(toMove(c)).toBe(1);
    const back = T.takeBack(c, kutai, mine);
    expect(back.index).toBe(2);
    expect(toMove(back)).toBe(1);
    expect(back.message?.text).toMatch(/computer’s answer: your move/);
    expect(T.takeBack(back, kutai, mine).index).toBe(0);
    // the undone moves stay for Redo, which goes forward a whole round
    expect(back.line).toHaveLength(5);
    expect(T.redoTurn(back, kutai, mine).index).toBe(4);
    expect(T.redoTurn(back, kutai, mine).message?.text).toBe('Played your turn and the computer’s answer again.');
    expect(T.redoTurn(T.takeBack(back, kutai, mine), kutai, mine).index).toBe(2);
    // without the computer (everyone is the reader), one step at a time, as Undo
    expect(T.takeBack(c, kutai, () => true).index).toBe(3);
  });

  it('before the computer answers, Undo takes back the reader’s move alone', () => {
    const c = C.goTo(game(), 3);
    expect(toMove(c)).toBe(0);
    const back = T.takeBack(c, kutai, mine);
    expect(back.index).toBe(2);
    expect(back.message?.text).toBe('Took back your last turn: your move.');
  });

  it('inside the reader’s own unfinished turn, one step', () => {
    let c = C.selectHand(C.initCtrl(setup()), e, 'S');
    c = C.clickPlace(c, e, P('10g'));
    expect(c.index).toBe(1);
    expect(view(c).toMove).toBe(0);
    expect(T.takeBack(c, e, (seat) => seat === 0).index).toBe(0);
    // a whole turn of several steps goes back to its start
    const end = C.wordSteps(c, e).find((w) => w.field.value === 'end')!;
    c = C.choose(c, e, end);
    expect(view(c).toMove).toBe(1);
    expect(T.takeBack(c, e, (seat) => seat === 0).index).toBe(0);
  });
});

describe('controller: the result in words', () => {
  it('names the winners by the variant’s seat names, or says a draw', () => {
    const kutai = getEngine('kutai')!;
    const s = unwrap(kutai.create({ seed: 1 }));
    expect(C.resultText(kutai, s, { status: 'win', winner: 1, reason: '', rule: 'x' })).toBe('North wins.');
    expect(C.resultText(kutai, s, { status: 'win', winner: 0, winners: [0, 1], reason: '', rule: 'x' })).toBe('South and North win.');
    expect(C.resultText(kutai, s, { status: 'draw', reason: '', rule: 'x' })).toBe('A draw.');
    expect(C.resultText(kutai, s, { status: 'ongoing' })).toBe('');
  });
});

describe('controller: a turn in words', () => {
  it('names the tiles and places of each step, the Wheel’s turn by the engine’s own label', () => {
    const ancient = getEngine('ancient')!;
    const start = unwrap(
      ancient.fromSetup({ pieces: [{ tile: 'J', place: placeName(pointId(1, 8)!), owner: 1, drained: false }], hands: [['W', 'J'], []], removed: [], toMove: 0, turn: 1, stage: { kind: 'start' }, rng: 7 }, {}),
    );
    const place = { type: 'place', tile: 'W', to: pointId(0, 8)! } as const;
    const after = unwrap(ancient.applyMove(start, place));
    const turn = ancient.legalMoves(after).find((m) => m.type === 'use' && m.args[0] === '90')!;
    expect(T.turnWords(ancient, start, [place, turn])).toBe(`place a Wheel on ${placeName(pointId(0, 8)!)}, then use the Wheel on ${placeName(pointId(0, 8)!)}: turn 90° clockwise`);
    expect(T.turnWords(e, setup(), [{ type: 'place', tile: 'S', to: P('10g') }, { type: 'move', from: P('10g'), to: P('10h') }, { type: 'end' }])).toMatch(/^place an? \S.* on 10g, then move the \S.* from 10g to 10h, then end the turn$/);
  });
});
