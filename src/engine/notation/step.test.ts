import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkMarks, formatStep, formatTurnSteps, parseStep, parseTurnSteps, splitTurn, type StepMarks } from './step.ts';
import { sameStep } from '../core/steps.ts';
import { unwrap } from '../core/result.ts';
import { PLACE_COUNT, parsePlace } from '../geometry/coords.ts';
import type { Move, Seat, StepArg } from '../core/types.ts';

const codes = ['R', 'Lo', 'W', 'B', 'C', 'RD3', 'RD', 'Ex'];
const P = (n: string) => unwrap(parsePlace(n));
const read = (t: string) => unwrap(parseStep(t, codes));

describe('step notation: every kind', () => {
  it.each<[string, Move, StepMarks, string?]>([
    ['R*10c', { type: 'place', tile: 'R', to: P('10c') }, {}],
    ['10c-10f', { type: 'move', from: P('10c'), to: P('10f') }, {}],
    ['R10c-10f', { type: 'move', from: P('10c'), to: P('10f') }, { tile: 'R' }],
    ['Lo10j x C11j', { type: 'move', from: P('10j'), to: P('11j') }, { tile: 'Lo', capture: 'C' }],
    ['10j x 11j', { type: 'move', from: P('10j'), to: P('11j') }, { capture: true }],
    ['10c-10e-12e', { type: 'move', from: P('10c'), to: P('12e'), path: [P('10e')] }, {}],
    ['10c-10f=R', { type: 'move', from: P('10c'), to: P('10f'), promote: 'R' }, {}],
    ['W8e:rotate cw 1', { type: 'use', at: P('8e'), ability: 'rotate', args: ['cw', '1'] }, { tile: 'W' }],
    ['B5f:push 5g 5h', { type: 'use', at: P('5f'), ability: 'push', args: [P('5g'), P('5h')] }, { tile: 'B' }],
    ['9i:10j:bend 8h', { type: 'use', at: P('9i:10j'), ability: 'bend', args: [P('8h')] }, {}],
    ['pass', { type: 'pass' }, {}],
    ['end', { type: 'end' }, {}],
    ['draw', { type: 'draw' }, {}],
    ['discard Lo', { type: 'discard', tile: 'Lo' }, {}],
    ['resign', { type: 'resign' }, {}],
    ['resign 3', { type: 'resign', seat: 2 }, {}],
    ['proclaim', { type: 'proclaim' }, {}],
  ])('%s', (text, step, marks) => {
    const r = read(text);
    expect(sameStep(r.step, step)).toBe(true);
    expect(r.marks).toEqual(marks);
    expect(formatStep(step, marks, codes)).toBe(text);
  });

  it('reads tolerantly: any case, spaces, a tight capture mark', () => {
    expect(formatStep(read(' r*10C ').step)).toBe('R*10c');
    expect(read('lo10jxc11j')).toEqual(read('Lo10j x C11j'));
    expect(read('PASS').step).toEqual({ type: 'pass' });
    expect(read('W8E:ROTATE cw 1').step).toEqual({ type: 'use', at: P('8e'), ability: 'rotate', args: ['cw', '1'] });
  });

  it('reads a tile code with digits before a place, and writes it only when unambiguous', () => {
    expect(read('RD310c-10f')).toEqual({ step: { type: 'move', from: P('10c'), to: P('10f') }, marks: { tile: 'RD3' } });
    // With codes R and R1, `R11c` would read back as R1 on 1c, so the writer leaves the tile out.
    const m: Move = { type: 'move', from: P('11c'), to: P('11f') };
    const text = formatStep(m, { tile: 'R' }, ['R', 'R1']);
    expect(text).toBe('11c-11f');
  });

  it.each([
    ['', 'ERR_MOVE_EMPTY'],
    ['X*10j', 'ERR_MOVE_TILE'],
    ['R*99z', 'ERR_PLACE_SYNTAX'],
    ['10j', 'ERR_MOVE_SYNTAX'],
    ['Q10j-10k', 'ERR_MOVE_TILE'],
    ['10j-', 'ERR_MOVE_SYNTAX'],
    ['R*10c-10f', 'ERR_MOVE_SYNTAX'],
    ['10c-10f=Q', 'ERR_MOVE_TILE'],
    ['discard Q', 'ERR_MOVE_TILE'],
    ['resign 7', 'ERR_MOVE_SYNTAX'],
    ['W8e:rotate c+w', 'ERR_MOVE_SYNTAX'],
  ])('rejects %j with %s', (t, code) => {
    const r = parseStep(t, codes);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe(code);
  });
});

const place = fc.integer({ min: 0, max: PLACE_COUNT - 1 });
const word = fc.constantFrom('cw', 'ccw', '1', '2', '90', 'all');
const arg: fc.Arbitrary<StepArg> = fc.oneof(place, word);
const step: fc.Arbitrary<Move> = fc.oneof(
  fc.record({ type: fc.constant('place' as const), tile: fc.constantFrom(...codes), to: place }),
  fc.record(
    { type: fc.constant('move' as const), from: place, to: place, path: fc.array(place, { minLength: 1, maxLength: 3 }), promote: fc.constantFrom(...codes) },
    { requiredKeys: ['type', 'from', 'to'] },
  ),
  fc.record({ type: fc.constant('use' as const), at: place, ability: fc.constantFrom('rotate', 'push', 'bend', 'carry-three'), args: fc.array(arg, { maxLength: 4 }) }),
  fc.record({ type: fc.constant('discard' as const), tile: fc.constantFrom(...codes) }),
  fc.record({ type: fc.constant('resign' as const), seat: fc.constantFrom<Seat>(0, 1, 2, 3) }, { requiredKeys: ['type'] }),
  fc.constantFrom<Move>({ type: 'pass' }, { type: 'end' }, { type: 'draw' }, { type: 'proclaim' }),
);
const marksFor = (m: Move): fc.Arbitrary<StepMarks> =>
  m.type === 'move'
    ? fc.record({ tile: fc.constantFrom(...codes), capture: fc.oneof(fc.constant(true as const), fc.constantFrom(...codes)) }, { requiredKeys: [] })
    : m.type === 'use'
      ? fc.record({ tile: fc.constantFrom(...codes) }, { requiredKeys: [] })
      : fc.constant({});

describe('step notation: round trips', () => {
  it('parseStep(formatStep(step, marks)) gives the step and the marks back', () => {
    fc.assert(
      fc.property(
        step.chain((s) => marksFor(s).map((mk) => [s, mk] as const)),
        ([s, mk]) => {
          const text = formatStep(s, mk, codes);
          const r = unwrap(parseStep(text, codes));
          expect(sameStep(r.step, s), text).toBe(true);
          // A tile mark is dropped only where it would read back ambiguously.
          expect(formatStep(r.step, r.marks, codes)).toBe(text);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('turns: several steps joined with + (or _), a placement and its move folded', () => {
    const turn: Move[] = [
      { type: 'place', tile: 'R', to: P('10c') },
      { type: 'move', from: P('10c'), to: P('10f') },
      { type: 'use', at: P('10f'), ability: 'rotate', args: ['cw', '1'] },
      { type: 'end' },
    ];
    const text = formatTurnSteps(turn, [{}, {}, { tile: 'W' }], codes);
    expect(text).toBe('R*10c-10f+W10f:rotate cw 1+end');
    const back = unwrap(parseTurnSteps(text.replaceAll('+', '_'), codes));
    expect(back.map((p) => p.step)).toEqual(turn);
    expect(unwrap(splitTurn('R*10c x C10f + end'))).toEqual(['R*10c', '10c x C10f', 'end']);
    expect(parseTurnSteps('R*10c++end', codes).ok).toBe(false);
  });

  it('any turn round-trips', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 5 }), (steps) => {
        const text = formatTurnSteps(steps, [], codes);
        const back = unwrap(parseTurnSteps(text, codes)).map((p) => p.step);
        expect(back.length).toBe(steps.length);
        back.forEach((b, i) => expect(sameStep(b, steps[i] as Move), text).toBe(true));
      }),
      { numRuns: 1000 },
    );
  });
});

describe('marks are re-checked', () => {
  it('names the wrong tile and a capture that does not happen', () => {
    expect(checkMarks({ tile: 'R' }, { tile: 'R' }, 'r')).toBeUndefined();
    expect(checkMarks({ tile: 'R' }, { tile: 'Lo' }, 'r')?.code).toBe('ERR_MARK_TILE');
    expect(checkMarks({ capture: true }, {}, 'r')?.code).toBe('ERR_MARK_CAPTURE');
    expect(checkMarks({ capture: 'C' }, { captured: 'R' }, 'r')?.rule).toBe('r');
    expect(checkMarks({}, { captured: 'R' }, 'r')).toBeUndefined();
  });
});
