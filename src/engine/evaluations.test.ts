/**
 * Every written variant has an evaluation (the catalog is iterated, so a variant registered later
 * fails here until it has one), and every evaluation keeps its contract on seeded games: one value
 * per seat, ±WIN exactly when the game is decided, (−1, 1) otherwise; the turn shortcut agrees with
 * the view; nothing mutates its input; hint reasons name rules the variant has; the club level
 * takes a win that is there.
 */
import { describe, expect, it } from 'vitest';
import { ENGINES, METAS } from './catalog.ts';
import { EVALUATIONS } from './evaluations.ts';
import { WIN, type Evaluation } from './core/evaluation.ts';
import { nextInt } from './core/rng.ts';
import { chooseTurn, enumerateTurns } from './core/search.ts';
import type { VariantEngine, VariantMeta } from './core/types.ts';
import * as basic from './variants/basic/index.ts';
import * as wiki from './variants/wiki/index.ts';

describe('every written variant has an evaluation', () => {
  for (const id of Object.keys(ENGINES)) it(id, () => expect(EVALUATIONS[id as keyof typeof EVALUATIONS], `variants/${id}/evaluate.ts, registered in evaluations.ts`).toBeDefined());
});

// Basic and Wiki are written but may not be in the catalog yet: their evaluations are checked too.
const all: [string, VariantEngine<unknown>, VariantMeta][] = [];
for (const [id, e] of Object.entries(ENGINES)) if (e) all.push([id, e, METAS[id as keyof typeof METAS] as VariantMeta]);
if (!ENGINES.basic) all.push(['basic', basic.engine as VariantEngine<unknown>, basic.meta]);
if (!ENGINES.wiki) all.push(['wiki', wiki.engine as VariantEngine<unknown>, wiki.meta]);

/** Positions from seeded random games (every `every`-th step), with the final one. */
function positions(engine: VariantEngine<unknown>, seed: number, maxSteps: number, every = 3): unknown[] {
  let s = (engine.create({ seed }) as { ok: true; value: unknown }).value;
  const out: unknown[] = [s];
  let rng = seed;
  for (let k = 0; k < maxSteps && engine.outcome(s).status === 'ongoing'; k++) {
    const legal = engine.legalMoves(s).filter((m) => m.type !== 'resign');
    if (legal.length === 0) break;
    let i: number;
    [i, rng] = nextInt(rng, legal.length);
    const r = engine.applyMove(s, legal[i]!);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value;
    if (k % every === 0 || engine.outcome(s).status !== 'ongoing') out.push(s);
  }
  return out;
}

for (const [id, engine, meta] of all) {
  const ev = EVALUATIONS[id as keyof typeof EVALUATIONS] as Evaluation<unknown>;
  const ruleIds = new Set(meta.rules.map((r) => r.id));
  describe(`${id} evaluation`, () => {
    it('gives one value per seat, ±WIN exactly when decided, and agrees with the view on whose turn it is', () => {
      for (const seed of [1, 2, 3]) {
        for (const s of positions(engine, seed, 240)) {
          const v = engine.view(s);
          const values = ev.evaluate(s);
          expect(values).toHaveLength(v.seats);
          const o = engine.outcome(s);
          if (o.status === 'ongoing') for (const x of values) expect(Math.abs(x)).toBeLessThan(1);
          else if (o.status === 'draw') expect(values.every((x) => x === 0)).toBe(true);
          else for (const [seat, x] of values.entries()) expect(x).toBe((o.winners ?? [o.winner]).includes(seat as never) ? WIN : -WIN);
          if (ev.turnOf) expect(ev.turnOf(s)).toEqual([v.toMove, v.turn]);
        }
      }
    });

    it('leaves its input alone', () => {
      for (const s of positions(engine, 4, 60, 10)) {
        const before = JSON.stringify(engine.toSetup(s));
        ev.evaluate(s);
        expect(JSON.stringify(engine.toSetup(s))).toBe(before);
      }
    });

    it('gives reasons in words with rule ids the variant has, for the club choice', () => {
      const ps = positions(engine, 5, 80, 8).filter((s) => engine.outcome(s).status === 'ongoing').slice(0, 5);
      for (const s of ps) {
        const r = chooseTurn(engine, ev, s, { level: 'club', seed: 1, turnCap: 120 });
        if (!r) continue;
        const reasons = ev.reasons(s, r.steps, r.after);
        expect(reasons.length).toBeGreaterThan(0);
        for (const x of reasons) {
          expect(x.text.length).toBeGreaterThan(10);
          expect(ruleIds.has(x.rule), `rule ${x.rule}`).toBe(true);
        }
      }
    });

    it('club takes a win at once when one of the turns it considers wins', () => {
      // The position at the start of the last turn of a seeded random game that the mover won.
      let checked = 0;
      for (const seed of [6, 7, 8, 9, 10, 11]) {
        let s = (engine.create({ seed }) as { ok: true; value: unknown }).value;
        let turnStart = s;
        let rng = seed;
        for (let k = 0; k < 400 && engine.outcome(s).status === 'ongoing'; k++) {
          const legal = engine.legalMoves(s).filter((m) => m.type !== 'resign' && m.type !== 'proclaim');
          if (legal.length === 0) break;
          let i: number;
          [i, rng] = nextInt(rng, legal.length);
          const before = engine.view(s);
          const r = engine.applyMove(s, legal[i]!);
          if (!r.ok) throw new Error(r.error.message);
          if (before.toMove !== engine.view(turnStart).toMove || before.turn !== engine.view(turnStart).turn) turnStart = s;
          s = r.value;
        }
        const o = engine.outcome(s);
        if (o.status !== 'win') continue;
        const me = engine.view(turnStart).toMove;
        if (!(o.winners ?? [o.winner]).includes(me)) continue;
        const [turns] = enumerateTurns(engine, ev, turnStart, 100, 1);
        const wins = turns.filter((t) => {
          const x = engine.outcome(t.after);
          return x.status === 'win' && (x.winners ?? [x.winner]).includes(me);
        });
        if (wins.length === 0) continue; // the sample of turns left the win out
        // The same seed gives the same sample of turns.
        const r = chooseTurn(engine, ev, turnStart, { level: 'club', seed: 1, turnCap: 100 });
        const x = engine.outcome(r!.after);
        expect(x.status === 'win' && (x.winners ?? [x.winner]).includes(me)).toBe(true);
        expect(ev.reasons(turnStart, r!.steps, r!.after)[0]!.text).toMatch(/wins/);
        if (++checked >= 2) break;
      }
      if (['kutai', 'ancient'].includes(id)) expect(checked).toBeGreaterThan(0);
    });
  });
}
