/** The engine's reasons for "no harmony": every variant that explains one names a rule it has, in words, for the tiles in no harmony only. */
import { describe, expect, it } from 'vitest';
import { ENGINES, getExplainer, getMeta } from '../../src/engine/catalog.ts';
import { unwrap } from '../../src/engine/core/result.ts';
import { checkExerciseMove } from '../../src/engine/core/exercises.ts';
import type { VariantEngine } from '../../src/engine/core/types.ts';

describe.each(['balance', 'kutai'])('%s explains why a tile is in no harmony', (id) => {
  const engine = ENGINES[id as keyof typeof ENGINES] as VariantEngine<unknown>;
  const rules = new Set(getMeta(id)!.rules.map((r) => r.id));
  const explain = getExplainer(id)!;
  it('is implemented', () => expect(typeof explain).toBe('function'));
  it('over seeded games: no reason for a tile in a harmony; every reason is in words and names a rule of the variant', () => {
    for (let seed = 1; seed <= 6; seed++) {
      let s = unwrap(engine.create({ seed }));
      for (let ply = 0; ply < 14 && engine.outcome(s).status === 'ongoing'; ply++) {
        const moves = engine.legalMoves(s);
        s = unwrap(engine.applyMove(s, moves[(seed * 7 + ply * 13) % moves.length]!));
        const inOne = new Set(engine.harmonies(s).flatMap((h) => h.places));
        for (const p of engine.view(s).pieces) {
          const why = explain(s, p.place);
          if (inOne.has(p.place)) expect(why).toEqual([]);
          for (const r of why) {
            expect(rules.has(r.rule), `${r.rule} is a rule of ${id}`).toBe(true);
            expect(r.message.length).toBeGreaterThan(10);
          }
        }
      }
    }
  });
  it('every exercise attempt that forms no harmony says why in words and names the rule', () => {
    for (const ex of getMeta(id)!.exercises) {
      if (ex.goal.kind !== 'harmony-gain' && ex.goal.kind !== 'harmony-value') continue;
      const s = unwrap(engine.parsePosition(ex.start, ex.options ?? {}));
      for (const m of engine.legalMoves(s)) {
        const v = checkExerciseMove(engine, s, ex.goal, m, explain);
        if (v.correct) continue;
        const what = `${ex.id} ${engine.formatMove(s, m)}: ${v.message}`;
        if (/forms no/.test(v.message)) {
          expect(v.rule, what).toBeDefined();
          expect(v.message, what).toMatch(/forms no [a-z ]+\. \S/);
        }
      }
    }
  });
});
