import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { nextChoices, nextSeat, pickSteps, sameStep, stepFields, stepKey, type StepField } from './steps.ts';
import { parsePlace } from '../geometry/coords.ts';
import { unwrap } from './result.ts';
import type { Move } from './types.ts';

const P = (n: string) => unwrap(parsePlace(n));
const legal: Move[] = [
  { type: 'place', tile: 'R', to: P('10c') },
  { type: 'place', tile: 'R', to: P('10d') },
  { type: 'place', tile: 'W', to: P('10c') },
  { type: 'discard', tile: 'R' },
  { type: 'move', from: P('5f'), to: P('5g') },
  { type: 'use', at: P('5f'), ability: 'rotate', args: ['cw', '1'] },
  { type: 'use', at: P('5f'), ability: 'rotate', args: ['cw', '2'] },
  { type: 'use', at: P('5f'), ability: 'rotate', args: ['ccw', '1'] },
  { type: 'use', at: P('5f'), ability: 'push', args: [P('5g')] },
  { type: 'end' },
];

describe('fields of a step', () => {
  it('are entered in the documented order', () => {
    expect(stepFields(legal[0] as Move)).toEqual([
      { kind: 'tile', value: 'R' },
      { kind: 'place', value: P('10c') },
    ]);
    expect(stepFields(legal[5] as Move).map((f) => f.kind)).toEqual(['place', 'ability', 'arg', 'arg']);
    expect(stepFields(legal[8] as Move).map((f) => f.kind)).toEqual(['place', 'ability', 'place']);
    expect(stepFields({ type: 'move', from: 1, to: 2, path: [3, 4], promote: 'R' }).map((f) => f.kind)).toEqual(['place', 'place', 'path', 'promote']);
    expect(stepFields({ type: 'resign', seat: 2 })).toEqual([
      { kind: 'word', value: 'resign' },
      { kind: 'seat', value: 2 },
    ]);
  });
  it('make a key that tells steps apart', () => {
    expect(new Set(legal.map(stepKey)).size).toBe(legal.length);
    expect(sameStep({ type: 'move', from: 1, to: 2 }, { type: 'move', from: 1, to: 2, path: [3] })).toBe(false);
    expect(sameStep({ type: 'use', at: 1, ability: 'a', args: [2] }, { type: 'use', at: 1, ability: 'a', args: ['2'] })).toBe(false);
  });
});

describe('sameStep', () => {
  // Small pools of values so that equal and nearly equal steps come up often: numbers and their
  // texts, NaN, a path given or not, a promotion given or not.
  const value = fc.constantFrom<number | string>(1, 2, '1', '2', 'R', Number.NaN, 'NaN');
  const tile = fc.constantFrom('R', 'W', '1');
  const step: fc.Arbitrary<Move> = fc.oneof(
    fc.record({ type: fc.constant('place' as const), tile, to: fc.constantFrom(1, 2) }),
    fc.record(
      { type: fc.constant('move' as const), from: fc.constantFrom(1, 2), to: fc.constantFrom(1, 2), path: fc.array(fc.constantFrom(1, 2), { maxLength: 2 }), promote: tile },
      { requiredKeys: ['type', 'from', 'to'] },
    ),
    fc.record({ type: fc.constant('use' as const), at: fc.constantFrom(1, 2), ability: fc.constantFrom('bend', 'push'), args: fc.array(value, { maxLength: 2 }) }),
    fc.record({ type: fc.constant('discard' as const), tile }),
    fc.record({ type: fc.constant('resign' as const), seat: fc.constantFrom(0, 1) as fc.Arbitrary<0 | 1> }, { requiredKeys: ['type'] }),
    fc.constantFrom<Move>({ type: 'pass' }, { type: 'end' }, { type: 'draw' }),
  );
  it('answers exactly as comparing the steps\' keys', () => {
    fc.assert(
      fc.property(step, step, (a, b) => {
        expect(sameStep(a, b)).toBe(stepKey(a) === stepKey(b));
        expect(sameStep(a, structuredClone(a))).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('next choices for a partial pick', () => {
  it('offer the first fields, then narrow field by field', () => {
    const first = nextChoices(legal, []);
    expect(first.next.map((n) => `${n.field.kind}:${n.field.value}`)).toEqual(['tile:R', 'tile:W', `place:${P('5f')}`, 'word:end']);
    const r = nextChoices(legal, [{ kind: 'tile', value: 'R' }]);
    expect(r.next.map((n) => n.field.value)).toEqual([P('10c'), P('10d')]);
    expect(r.complete).toEqual([{ type: 'discard', tile: 'R' }]);
    const at: StepField[] = [{ kind: 'place', value: P('5f') }];
    expect(nextChoices(legal, at).next.map((n) => n.field)).toEqual([
      { kind: 'place', value: P('5g') },
      { kind: 'ability', value: 'rotate' },
      { kind: 'ability', value: 'push' },
    ]);
    const rot = [...at, { kind: 'ability', value: 'rotate' } as StepField];
    expect(nextChoices(legal, rot).next.map((n) => n.field.value)).toEqual(['cw', 'ccw']);
    const done = nextChoices(legal, [...rot, { kind: 'arg', value: 'cw' }, { kind: 'arg', value: '2' }]);
    expect(done.next).toEqual([]);
    expect(done.complete).toEqual([legal[6]]);
    expect(pickSteps(legal, [{ kind: 'word', value: 'pass' }])).toEqual([]);
  });
});

describe('seat rotation', () => {
  it('skips seats that are out', () => {
    expect(nextSeat(0, 2)).toBe(1);
    expect(nextSeat(1, 2)).toBe(0);
    expect(nextSeat(3, 4)).toBe(0);
    expect(nextSeat(0, 4, [1, 2])).toBe(3);
    expect(nextSeat(2, 3, [0])).toBe(1);
    expect(nextSeat(0, 3, [0, 1, 2])).toBeUndefined();
  });
});
