import { describe, expect, it } from 'vitest';
import { describeEngineProperties, selfPlay } from '../../../../tests/helpers/engine-properties.ts';
import { unwrap } from '../../core/result.ts';
import { parseTurnOf, formatTurnOf, groupTurns, sameStep } from '../../core/steps.ts';
import type { Move } from '../../core/types.ts';
import { engine } from './engine.ts';
import { RULE_IDS } from './rules.ts';
import { OPTION_SPECS } from './spec.ts';

/** One option set per non-default choice of every option that changes play, for 2 players, plus 3 and 4 players. */
const optionSets = [
  ...OPTION_SPECS.filter((o) => o.effect === 'engine' && o.id !== 'wiki-players').flatMap((o) =>
    o.choices.filter((c) => c !== o.default).map((c) => ({ label: `${o.id}=${c}`, options: { [o.id]: c } })),
  ),
  { label: '3 players', options: { 'wiki-players': '3' } },
  { label: '4 players', options: { 'wiki-players': '4' } },
  { label: '4 players, team-mates are opponents', options: { 'wiki-players': '4', 'wiki-teams': 'opponents' } },
  { label: '3 players, removal on element loss, tiles removed', options: { 'wiki-players': '3', 'wiki-element-loss-timing': 'removed', 'wiki-elimination-tiles': 'removed' } },
  { label: 'v2 layer (drop capture, kamikaze, unnatural death, bending capture)', options: { 'wiki-drop-capture': 'on', 'wiki-kamikaze': 'chi-blocker', 'wiki-unnatural-capture-death': 'on', 'wiki-bend-unnatural': 'captured', 'wiki-flower-drop-zone': 'v2' } },
];

describeEngineProperties(engine, { optionSets, ruleIds: RULE_IDS, games: 2, maxPlies: 40, candidates: 3, roundTripEvery: 11, rotation: 'next-seat' });

/** A seeded random game played through whole turns, with the turn notation checked at each turn. */
function playTurns(options: Record<string, string>, seed: number, turns: number) {
  let s = unwrap(engine.create({ options, seed }));
  let rng = seed * 7919 + 3;
  const states = [s];
  const steps: Move[] = [];
  for (let t = 0; t < turns && engine.outcome(s).status === 'ongoing'; t++) {
    const before = s;
    const turn: Move[] = [];
    const startTurn = engine.view(s).turn;
    while (engine.outcome(s).status === 'ongoing' && engine.view(s).turn === startTurn) {
      const lm = engine.legalMoves(s).filter((m) => m.type !== 'resign');
      rng = (rng * 1103515245 + 12345) & 0x7fffffff;
      const m = lm[rng % lm.length] as Move;
      turn.push(m);
      steps.push(m);
      s = unwrap(engine.applyMove(s, m));
      states.push(s);
    }
    const text = formatTurnOf(engine, before, turn);
    const back = unwrap(parseTurnOf(engine, before, text));
    expect(back.length, text).toBe(turn.length);
    back.forEach((m, i) => expect(sameStep(m, turn[i] as Move), `${text} step ${i + 1}`).toBe(true));
  }
  return { s, states, steps };
}

describe('Pai Sho Project: turns made of steps', () => {
  for (const players of ['2', '3', '4']) {
    it(`parseTurn(formatTurn(t)) = t and view.turn groups steps by seat (${players} players)`, () => {
      for (const seed of [1, 2, 3]) {
        const { states, steps } = playTurns({ 'wiki-players': players }, seed, 60);
        const groups = groupTurns(engine, states.slice(0, -1), steps);
        for (const g of groups) for (const i of g.steps) expect(engine.view(states[i] as never).toMove).toBe(g.seat);
      }
    });
  }
  it('the out seats are skipped by the turn order', () => {
    let s = unwrap(engine.create({ options: { 'wiki-players': '4' } }));
    // every seat enters an element, then South resigns
    for (const [code, at] of [['F', '10c'], ['E', '10q'], ['W', '3j'], ['A', '17j']] as const) {
      s = unwrap(engine.applyMove(s, unwrap(engine.parseMove(s, `${code}*${at}`))));
      if (s.stage.kind !== 'start') s = unwrap(engine.applyMove(s, { type: 'end' }));
    }
    expect(engine.view(s).toMove).toBe(0);
    s = unwrap(engine.applyMove(s, { type: 'pass' }));
    expect(engine.view(s).toMove).toBe(1);
    s = unwrap(engine.applyMove(s, { type: 'resign' }));
    expect(engine.view(s).out).toEqual([1]);
    expect(engine.view(s).toMove).toBe(2);
    s = unwrap(engine.applyMove(s, { type: 'pass' }));
    s = unwrap(engine.applyMove(s, { type: 'pass' }));
    expect(engine.view(s).toMove).toBe(0);
  });
  it('self-play ends for every player count', () => {
    for (const players of ['2', '3', '4']) {
      const { final } = selfPlay(engine, { 'wiki-players': players }, 5, { candidates: 0, roundTripEvery: 1000, maxPlies: 2000 });
      expect(engine.outcome(final).status, `${players} players`).not.toBe('ongoing');
    }
  });
});

describe('Pai Sho Project: legalMoves timing', () => {
  it('has a median cold legalMoves time under 1 ms on self-play positions', () => {
    const states = [];
    let s = unwrap(engine.create({ seed: 3 }));
    for (let i = 0; i < 60 && engine.outcome(s).status === 'ongoing'; i++) {
      states.push(s);
      const lm = engine.legalMoves(s).filter((m) => m.type !== 'resign');
      s = unwrap(engine.applyMove(s, lm[(i * 104729) % lm.length] as Move));
    }
    const times: number[] = [];
    for (const st of states) {
      const copy = unwrap(engine.parsePosition(engine.formatPosition(st), engine.options(st)));
      const t0 = performance.now();
      engine.legalMoves(copy);
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)] as number;
    console.log(`Pai Sho Project legalMoves median ${median.toFixed(3)} ms over ${times.length} positions`);
    expect(median).toBeLessThan(1);
  });
});

import { describeMetaChecks } from '../../../../tests/helpers/meta-checks.ts';
import { meta } from './meta.ts';
describeMetaChecks(engine, meta);
