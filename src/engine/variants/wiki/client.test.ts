/**
 * The browser's first engine (`client.ts`: the core alone) against the whole engine (`engine.ts`):
 * before the rest of the engine arrives, every step is accepted or refused exactly as the whole
 * engine does, legal steps give the same position, and a refusal names a rule of the page; the
 * whole engine explains every refusal with a reason of its own (never the core's short fallback).
 * Once loaded, the client engine passes the shared property suite.
 */
import { describe, expect, it } from 'vitest';
import { describeEngineProperties } from '../../../../tests/helpers/engine-properties.ts';
import { unwrap } from '../../core/result.ts';
import type { Move } from '../../core/types.ts';
import { PLACE_COUNT } from '../../geometry/index.ts';
import { engine as client, fullLoaded, loadFull } from './client.ts';
import { engine } from './engine.ts';
import { EXAMPLES } from './examples.ts';
import { RULE_IDS } from './rules.ts';
import { TILE_CODES } from './spec.ts';
import type { WikiState } from './state.ts';

const rand = (seed: number) => {
  let x = seed >>> 0 || 1;
  return (n: number) => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) % n;
  };
};

/** Steps near the legal ones: random drops and moves, legal bends sent elsewhere, words. */
function candidates(s: WikiState, r: (n: number) => number): Move[] {
  const legal = engine.legalMoves(s);
  const out: Move[] = [{ type: 'end' }, { type: 'pass' }];
  for (let i = 0; i < 6; i++) {
    out.push({ type: 'place', tile: TILE_CODES[r(TILE_CODES.length)] as string, to: r(PLACE_COUNT) });
    const p = s.pieces[r(Math.max(1, s.pieces.length))];
    if (p) out.push({ type: 'move', from: p.place, to: r(PLACE_COUNT) });
  }
  for (const m of legal) if (m.type === 'use' && r(4) === 0) out.push({ ...m, args: m.args.map((a, i) => (i === m.args.length - 1 && typeof a === 'number' ? r(PLACE_COUNT) : a)) });
  return out;
}

describe('Pai Sho Project in the browser: the core alone, then the whole engine', () => {
  it('the worked examples replay step by step with the core alone, as the board replays them (parseMove, applyMove)', () => {
    for (const ex of EXAMPLES) {
      let a = unwrap(client.parsePosition(ex.start, ex.options ?? {}));
      let b = unwrap(engine.parsePosition(ex.start, ex.options ?? {}));
      for (const step of ex.steps) {
        const m = client.parseMove(a, step.move);
        expect(m.ok, `${ex.id}: ${step.move} ${m.ok ? '' : m.error.message}`).toBe(true);
        expect(m).toEqual(engine.parseMove(b, step.move));
        a = unwrap(client.applyMove(a, unwrap(m)));
        b = unwrap(engine.applyMove(b, unwrap(m)));
        expect(client.formatPosition(a)).toBe(engine.formatPosition(b));
      }
    }
    expect(fullLoaded()).toBe(false);
  });

  it('before the rest loads, the core accepts and refuses as the whole engine, and refusals name a rule', () => {
    expect(fullLoaded()).toBe(false);
    for (const players of ['2', '3', '4']) {
      for (const seed of [1, 2]) {
        const r = rand(seed * 31 + Number(players));
        let s = unwrap(client.create({ options: { 'wiki-players': players } }));
        for (let ply = 0; ply < 50 && engine.outcome(s).status === 'ongoing'; ply++) {
          for (const m of candidates(s, r)) {
            const a = client.applyMove(s, m);
            const b = engine.applyMove(s, m);
            expect(a.ok, JSON.stringify(m)).toBe(b.ok);
            if (a.ok && b.ok) expect(engine.formatPosition(a.value)).toBe(engine.formatPosition(b.value));
            if (!a.ok) expect(RULE_IDS).toContain(a.error.rule);
            if (!b.ok) expect(b.error.code, `${JSON.stringify(m)}: ${b.error.message}`).not.toBe('ERR_STEP_UNEXPLAINED');
          }
          const legal = client.legalMoves(s).filter((m) => m.type !== 'resign');
          const m = legal[r(legal.length)] as Move;
          s = unwrap(client.applyMove(s, m));
        }
      }
    }
  });

  it('reading typed notation waits for the rest of the engine', async () => {
    await loadFull();
    const s = unwrap(client.create());
    expect(unwrap(client.parseMove(s, 'F*10c'))).toEqual(unwrap(engine.parseMove(s, 'F*10c')));
  });
});

// Runs after the tests above (in order), with the rest of the engine loaded.
describeEngineProperties(client, { ruleIds: RULE_IDS, games: 1, maxPlies: 30, candidates: 3, roundTripEvery: 7, rotation: 'next-seat' });
