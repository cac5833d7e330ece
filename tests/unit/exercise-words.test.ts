/** Exercise feedback speaks the variant's language, and knows when options leave an exercise without an answer. */
import { describe, expect, it } from 'vitest';
import { getEngine, getMeta } from '../../src/engine/catalog.ts';
import { checkExerciseMove, exerciseSolvable } from '../../src/engine/core/exercises.ts';
import { resolveOptions } from '../../src/engine/core/options.ts';
import { unwrap } from '../../src/engine/core/result.ts';

const setUp = (variant: string, id: string, extra: Record<string, string> = {}) => {
  const engine = getEngine(variant)!;
  const ex = getMeta(variant)!.exercises.find((x) => x.id === id)!;
  const opts = unwrap(resolveOptions(engine.spec.options, { ...(ex.options ?? {}), ...extra }));
  return { engine, ex, state: unwrap(engine.parsePosition(ex.start, opts)) };
};

describe('exercise feedback words', () => {
  it('Balance counts balances, Kutai harmonies', () => {
    const { engine, ex, state } = setUp('balance', 'complete-a-balance');
    const right = engine.legalMoves(state).map((m) => checkExerciseMove(engine, state, ex.goal, m)).find((v) => v.correct)!;
    expect(right.message).toMatch(/adds 1 balance\b/);
    expect(right.message).not.toMatch(/harmon/);
    const k = setUp('kutai', getMeta('kutai')!.exercises.find((x) => x.goal.kind === 'harmony-value')!.id);
    const kv = k.engine.legalMoves(k.state).map((m) => checkExerciseMove(k.engine, k.state, k.ex.goal, m)).find((v) => v.correct)!;
    expect(kv.message).toMatch(/harmony worth/);
  });
});

describe('exerciseSolvable', () => {
  it('is true for every exercise under its own rules', () => {
    for (const variant of ['balance', 'kutai']) {
      for (const ex of getMeta(variant)!.exercises) {
        const { engine, state } = setUp(variant, ex.id);
        expect(exerciseSolvable(engine, state, ex.goal), `${variant}/${ex.id}`).toBe(true);
      }
    }
  });
  it('is false for “win in one” when tiles move only one step', () => {
    const { engine, ex, state } = setUp('balance', 'win-in-one', { 'balance-move-range': 'one' });
    expect(exerciseSolvable(engine, state, ex.goal)).toBe(false);
  });
});
