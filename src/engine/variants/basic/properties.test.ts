import { describe, expect, it } from 'vitest';
import { describeEngineProperties } from '../../../../tests/helpers/engine-properties.ts';
import { describeMetaChecks } from '../../../../tests/helpers/meta-checks.ts';
import { unwrap } from '../../core/result.ts';
import type { Move, OptionValues } from '../../core/types.ts';
import { engine } from './engine.ts';
import { meta } from './meta.ts';
import { RULE_IDS } from './rules.ts';
import { OPTION_SPECS } from './spec.ts';
import { conserved } from './test-helpers.ts';
import type { BasicState } from './state.ts';

/** One option set per non-default choice of every option that changes play. */
const optionSets = OPTION_SPECS.filter((o) => o.effect === 'engine').flatMap((o) =>
  o.choices.filter((c) => c !== o.default).map((c) => ({ label: `${o.id}=${c}`, options: { [o.id]: c } })),
);

describeEngineProperties(engine, { optionSets, ruleIds: RULE_IDS, games: 2, maxPlies: 90, candidates: 3, roundTripEvery: 9 });
describeMetaChecks(engine, meta);

/** Random self-play that never resigns; checks conservation and turn grouping after every step. */
function playOut(options: OptionValues, seed: number, maxSteps: number): { state: BasicState; steps: number } {
  let s = unwrap(engine.create({ options, seed }));
  let rng = seed * 2654435761;
  let steps = 0;
  for (; steps < maxSteps && engine.outcome(s).status === 'ongoing'; steps++) {
    const legal = engine.legalMoves(s).filter((m) => m.type !== 'resign');
    rng = (rng * 1103515245 + 12345) >>> 0;
    const m = legal[rng % legal.length] as Move;
    const before = engine.view(s);
    const next = unwrap(engine.applyMove(s, m));
    const after = engine.view(next);
    expect(conserved(next), 'board + reserves + Pot = 108').toBe(108);
    // In play the turn counter moves on exactly when the seat to act changes; each spring placement is a turn of its own
    // (the player who copies a flower then chooses the next one, so a seat may take two turns running).
    if (s.stage === 'play') expect(after.turn === before.turn, `turn grouping after ${engine.formatMove(s, m)}`).toBe(after.toMove === before.toMove);
    else expect(after.turn, 'a spring placement is one turn').toBe(before.turn + 1);
    s = next;
  }
  return { state: s, steps };
}

describe('Basic: self-play to the end', () => {
  it('games with a points target end, conserving all 108 tiles', () => {
    for (let g = 0; g < 3; g++) {
      const { state } = playOut({ 'basic-end-target': '10', 'basic-scoring-timing': 'per-turn' }, 11 + g, 3000);
      expect(engine.outcome(state).status).not.toBe('ongoing');
    }
  });
  it('default games keep every invariant for 400 steps', () => {
    for (let g = 0; g < 2; g++) playOut({}, 101 + g, 400);
  });
});

describe('Basic: speed', () => {
  it('legalMoves has a median under 1 ms on mid-game positions', () => {
    const texts: string[] = [];
    let s = unwrap(engine.create({ seed: 5 }));
    for (let i = 0; i < 160 && engine.outcome(s).status === 'ongoing'; i++) {
      if (i % 4 === 0) texts.push(engine.formatPosition(s));
      const lm = engine.legalMoves(s).filter((m) => m.type !== 'resign');
      s = unwrap(engine.applyMove(s, lm[(i * 7919) % lm.length]!));
    }
    const times: number[] = [];
    for (const t of texts) {
      const copy = unwrap(engine.parsePosition(t, engine.options(s)));
      const t0 = performance.now();
      engine.legalMoves(copy);
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)]!;
    console.log(`Basic legalMoves median ${median.toFixed(3)} ms over ${times.length} positions`);
    expect(median).toBeLessThan(1);
  });
});
