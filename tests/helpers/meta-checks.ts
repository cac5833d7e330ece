/**
 * Checks of a variant's metadata against its engine: every id resolves, every
 * option has prose for every choice, every worked example replays legally, every
 * exercise can be solved. Call `describeMetaChecks(engine, meta)` from a variant's tests.
 */
import { describe, expect, it } from 'vitest';
import { FACT_IDS, type VariantEngine, type VariantMeta } from '../../src/engine/core/types.ts';
import { unwrap } from '../../src/engine/core/result.ts';
import { checkExerciseMove, movablePlaces } from '../../src/engine/core/exercises.ts';
import { parseTurnOf } from '../../src/engine/core/steps.ts';

export function describeMetaChecks<S>(engine: VariantEngine<S>, meta: VariantMeta): void {
  const ruleIds = new Set(meta.rules.map((r) => r.id));
  describe(`${meta.name}: metadata`, () => {
    it('rule ids are unique slugs and numbers are unique', () => {
      expect(ruleIds.size).toBe(meta.rules.length);
      for (const r of meta.rules) expect(r.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(new Set(meta.rules.map((r) => r.number)).size).toBe(meta.rules.length);
    });
    it('option specs and option prose match one to one', () => {
      expect(meta.options.map((o) => o.id)).toEqual(engine.spec.options.map((o) => o.id));
      for (const o of meta.options) {
        expect(o.id.startsWith(`${meta.id}-`), `${o.id} is prefixed with the variant id`).toBe(true);
        expect(ruleIds.has(o.id), `option ${o.id} collides with a rule id`).toBe(false);
        expect(o.choices).toContain(o.default);
        expect(Object.keys(o.choiceText).sort()).toEqual([...o.choices].sort());
        for (const c of o.choices) expect(o.choiceText[c]?.meaning.length, `${o.id}/${c} meaning`).toBeGreaterThan(0);
        expect(o.question.length).toBeGreaterThan(10);
        expect(o.why.length).toBeGreaterThan(10);
        expect(o.sources.length, `${o.id} cites a source`).toBeGreaterThan(0);
        for (const r of o.rules) expect(ruleIds.has(r), `${o.id} names unknown rule ${r}`).toBe(true);
      }
    });
    it('every fact of the comparison names a known rule and option', () => {
      for (const f of FACT_IDS) {
        const fact = meta.facts[f];
        expect(fact, `fact ${f}`).toBeDefined();
        expect(ruleIds.has(fact.rule), `fact ${f} names unknown rule ${fact.rule}`).toBe(true);
        if (fact.option) expect(meta.options.some((o) => o.id === fact.option), `fact ${f} option`).toBe(true);
      }
    });
    for (const ex of meta.examples) {
      it(`worked example “${ex.id}” replays legally`, () => {
        expect(ruleIds.has(ex.rule), `example ${ex.id} names unknown rule ${ex.rule}`).toBe(true);
        let s = unwrap(engine.parsePosition(ex.start, ex.options ?? {}));
        for (const step of ex.steps) {
          // A step of an example is a whole turn (one step or several joined with +).
          for (const m of unwrap(parseTurnOf(engine, s, step.move))) {
            const next = engine.applyMove(s, m);
            expect(next.ok, `${ex.id}: ${step.move} ${next.ok ? '' : next.error.message}`).toBe(true);
            if (next.ok) s = next.value;
          }
        }
      });
    }
    for (const exr of meta.exercises) {
      it(`exercise “${exr.id}” is solvable and not trivially solved`, () => {
        expect(ruleIds.has(exr.rule), `exercise ${exr.id} names unknown rule ${exr.rule}`).toBe(true);
        const s = unwrap(engine.parsePosition(exr.start, exr.options ?? {}));
        if (exr.goal.kind === 'select-movable') {
          expect(movablePlaces(engine, s).length).toBeGreaterThan(0);
          return;
        }
        const verdicts = engine.legalMoves(s).map((m) => checkExerciseMove(engine, s, exr.goal, m).correct);
        expect(verdicts.some(Boolean), 'some legal move solves it').toBe(true);
        expect(verdicts.every(Boolean), 'some legal move fails it').toBe(false);
      });
    }
  });
}
