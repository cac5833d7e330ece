import { describe, expect, it } from 'vitest';
import { describeEngineProperties } from '../../../../tests/helpers/engine-properties.ts';
import { describeMetaChecks } from '../../../../tests/helpers/meta-checks.ts';
import { meta } from './meta.ts';
import { unwrap } from '../../core/result.ts';
import type { Move, OptionValues } from '../../core/types.ts';
import { nextInt } from '../../core/rng.ts';
import { engine } from './engine.ts';
import { RULE_IDS } from './rules.ts';
import { OPTION_SPECS, SET_COUNTS, TILE_INDEX } from './spec.ts';
import { pilesOf, type AncientState } from './state.ts';

/** One option set per non-default choice of every option that changes play. */
const optionSets = OPTION_SPECS.filter((o) => o.effect === 'engine').flatMap((o) =>
  o.choices.filter((c) => c !== o.default).map((c) => ({ label: `${o.id}=${c}`, options: { [o.id]: c } as OptionValues })),
);

describeEngineProperties(engine, { optionSets, ruleIds: RULE_IDS, games: 2, maxPlies: 120, candidates: 4, roundTripEvery: 9 });

/** Every tile of both sets, per owner and code: hands, board, removed, the guessing tile, the lifted tile and the piles. */
function census(s: AncientState): Map<string, number> {
  const m = new Map<string, number>();
  const add = (owner: number | null, code: string) => {
    if (owner === null) return;
    const k = s.options['ancient-hand-source'] === 'shared-pool' ? `*${code}` : `${owner}${code}`;
    m.set(k, (m.get(k) ?? 0) + 1);
  };
  s.pieces.forEach((p) => add(p.owner, p.tile));
  s.hands.forEach((h, i) => h.forEach((c) => add(i, c)));
  s.removed.forEach((r) => add(r.owner, r.tile));
  if (s.stage.kind === 'guess' || s.stage.kind === 'order') add(s.stage.owner, s.stage.tile);
  if (s.stage.kind === 'use' && s.stage.lifted) add(s.stage.lifted.owner, s.stage.lifted.tile);
  const piles = pilesOf(s);
  for (const [i, pile] of piles.entries()) pile.forEach((n, ci) => {
    expect(n, 'a pile count is never negative').toBeGreaterThanOrEqual(0);
    for (let k = 0; k < n; k++) add(i, [...TILE_INDEX.keys()][ci] as string);
  });
  return m;
}

function expectFullSets(s: AncientState) {
  const m = census(s);
  const shared = s.options['ancient-hand-source'] === 'shared-pool';
  for (const [code, i] of TILE_INDEX) {
    const n = SET_COUNTS[i] as number;
    if (shared) expect(m.get(`*${code}`) ?? 0, `pool ${code}`).toBe(2 * n);
    else for (const o of [0, 1]) expect(m.get(`${o}${code}`) ?? 0, `${o} ${code}`).toBe(n);
  }
}

/** Tiles outside the piles (hands, board, removed, in hand behind the back, lifted). */
const outside = (s: AncientState) => {
  const piles = pilesOf(s);
  return piles.reduce((a, p) => a + p.reduce((x, y) => x + y, 0), 0);
};

describe('Ancient: tile conservation and turn structure in random play', () => {
  const sets = [{ label: 'defaults', options: {} as OptionValues }, ...optionSets];
  for (const set of sets) {
    it(`every tile stays in a hand, a pile, on the board or out of play; only draws and setup take from piles (${set.label})`, () => {
      for (const seed of [17, 29]) {
        let s = unwrap(engine.create({ seed, options: set.options }));
        let rng = seed;
        for (let ply = 0; ply < 220 && engine.outcome(s).status === 'ongoing'; ply++) {
          expectFullSets(s);
          const legal = engine.legalMoves(s);
          let i: number;
          [i, rng] = nextInt(rng, legal.length);
          const m = legal[i] as Move;
          const before = outside(s);
          const turnBefore = s.turn;
          const seatBefore = s.toMove;
          const next = unwrap(engine.applyMove(s, m) as ReturnType<typeof engine.create>);
          const after = outside(next);
          const ritual = s.stage.kind === 'guess' || s.stage.kind === 'order';
          if (m.type === 'draw') expect(after).toBe(before - 1);
          else if (m.type === 'discard' && set.options['ancient-discard'] === 'back-to-pile') expect(after).toBe(before + 1);
          else if (!ritual) expect(after, `${engine.formatMove(s, m)} leaves the piles alone`).toBe(before);
          expect(engine.irreversible?.(s, m), 'draws and the ritual are irreversible').toBe(m.type === 'draw' || ritual);
          // The turn counter moves exactly when the seat to act changes (setup aside).
          if (!ritual && next.toMove !== seatBefore) expect(next.turn).toBe(turnBefore + 1);
          if (next.toMove === seatBefore && !ritual) expect(next.turn).toBe(turnBefore);
          expect(engine.view(next).turn).toBe(next.turn);
          s = next;
        }
        expectFullSets(s);
      }
    });
  }
  it('games under the defaults reach an end', () => {
    let ended = 0;
    for (let seed = 1; seed <= 8; seed++) {
      let s = unwrap(engine.create({ seed }));
      for (let ply = 0; ply < 2000 && engine.outcome(s).status === 'ongoing'; ply++) {
        const legal = engine.legalMoves(s);
        s = unwrap(engine.applyMove(s, legal[(ply * 7919 + seed) % legal.length] as Move) as ReturnType<typeof engine.create>);
      }
      if (engine.outcome(s).status !== 'ongoing') ended++;
    }
    expect(ended).toBe(8);
  });
  it('turns read back from their notation (default + joining)', () => {
    let s = unwrap(engine.create({ seed: 5 }));
    for (let ply = 0; ply < 120 && engine.outcome(s).status === 'ongoing'; ply++) {
      const legal = engine.legalMoves(s);
      const m = legal[(ply * 104729) % legal.length] as Move;
      expect(engine.parseMove(s, engine.formatMove(s, m))).toEqual({ ok: true, value: m });
      s = unwrap(engine.applyMove(s, m) as ReturnType<typeof engine.create>);
    }
  });
});

describe('Ancient: legalMoves timing', () => {
  it('has a median legalMoves time under 1 ms on mid-game positions', () => {
    const states: AncientState[] = [];
    let s = unwrap(engine.create({ seed: 3, options: { 'ancient-target': '10' } }));
    for (let i = 0; i < 120 && engine.outcome(s).status === 'ongoing'; i++) {
      if (i > 20) states.push(s);
      const lm = engine.legalMoves(s);
      s = unwrap(engine.applyMove(s, lm[(i * 104729) % lm.length] as Move) as ReturnType<typeof engine.create>);
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
    console.log(`Ancient legalMoves median ${median.toFixed(3)} ms over ${times.length} positions`);
    expect(states.length).toBeGreaterThan(20);
    expect(median).toBeLessThan(1);
  });
});

describeMetaChecks(engine, meta);
