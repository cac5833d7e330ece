import { describe, expect, it } from 'vitest';
import { describeEngineProperties } from '../../../../tests/helpers/engine-properties.ts';
import { describeMetaChecks } from '../../../../tests/helpers/meta-checks.ts';
import { unwrap } from '../../core/result.ts';
import { engine } from './engine.ts';
import { meta } from './meta.ts';
import { RULE_IDS } from './rules.ts';
import { OPTION_SPECS } from './spec.ts';

/** One option set per non-default choice of every option that changes play. */
const optionSets = OPTION_SPECS.filter((o) => o.effect === 'engine').flatMap((o) =>
  o.choices.filter((c) => c !== o.default).map((c) => ({ label: `${o.id}=${c}`, options: { [o.id]: c } })),
);

describeEngineProperties(engine, { optionSets, ruleIds: RULE_IDS, games: 2, maxPlies: 70, candidates: 4, roundTripEvery: 7, rotation: 'next-seat' });
describeMetaChecks(engine, meta);

describe('Kutai: self-play under combined options ends', () => {
  it('a long game (threshold 40, tree, all harmonies count, fixed network) ends by win or exhaustion', () => {
    const options = { 'kutai-threshold': '40', 'kutai-topology': 'tree', 'kutai-link-back': 'not-required', 'kutai-recalc': 'fixed', 'kutai-disharmony-scope': 'all-pieces' };
    let s = unwrap(engine.create({ options, seed: 9 }));
    let plies = 0;
    while (engine.outcome(s).status === 'ongoing' && plies < 200) {
      const lm = engine.legalMoves(s);
      s = unwrap(engine.applyMove(s, lm[(plies * 7919) % lm.length]!));
      plies++;
    }
    expect(engine.outcome(s).status).not.toBe('ongoing');
  });
});

describe('Kutai: legalMoves timing', () => {
  it('has a median legalMoves time under 1 ms on mid-game positions', () => {
    const states = [];
    let s = unwrap(engine.create({ seed: 3, options: { 'kutai-threshold': '40' } }));
    for (let i = 0; i < 30 && engine.outcome(s).status === 'ongoing'; i++) {
      states.push(s);
      const lm = engine.legalMoves(s);
      s = unwrap(engine.applyMove(s, lm[(i * 104729) % lm.length]!));
    }
    const times: number[] = [];
    for (const st of states) {
      // A fresh copy of the state, so no memoised answer is reused.
      const copy = unwrap(engine.parsePosition(engine.formatPosition(st), engine.options(st)));
      const t0 = performance.now();
      engine.legalMoves(copy);
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)]!;
    console.log(`Kutai legalMoves median ${median.toFixed(3)} ms over ${times.length} positions`);
    expect(median).toBeLessThan(1);
  });
});
