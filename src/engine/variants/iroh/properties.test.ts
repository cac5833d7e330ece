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

describeEngineProperties(engine, { optionSets, ruleIds: RULE_IDS, games: 2, maxPlies: 80, candidates: 4, roundTripEvery: 9 });
describeMetaChecks(engine, meta);

describe('Iroh: timing', () => {
  it('has a median legalMoves time under 1 ms on mid-game positions', () => {
    const texts: string[] = [];
    let s = unwrap(engine.create({ seed: 3 }));
    for (let i = 0; i < 60 && engine.outcome(s).status === 'ongoing'; i++) {
      texts.push(engine.formatPosition(s));
      const lm = engine.legalMoves(s);
      s = unwrap(engine.applyMove(s, lm[(i * 104729) % lm.length]!));
    }
    const times: number[] = [];
    for (const t of texts) {
      const copy = unwrap(engine.parsePosition(t));
      const t0 = performance.now();
      engine.legalMoves(copy);
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)]!;
    console.log(`Iroh legalMoves median ${median.toFixed(3)} ms over ${times.length} positions`);
    expect(median).toBeLessThan(1);
  });
});
