/**
 * Property checks every variant engine must pass, for its default options and
 * for each option set given. Call `describeEngineProperties(engine, …)` from a
 * variant's test file.
 *
 * Checked, with seeded random self-play:
 * - games run to their end (or the ply cap) without an exception;
 * - while a game is ongoing it has at least one legal move;
 * - `legalMoves` agrees with what `applyMove` accepts, on the legal moves and on
 *   random candidate moves (a rejected move always names a rule id);
 * - moves and positions round-trip through their notation, setups through fromSetup;
 * - the same seed and moves give the same game (determinism);
 * - applyMove does not change its input.
 */
import { describe, expect, it } from 'vitest';
import type { Move, OptionValues, VariantEngine } from '../../src/engine/core/types.ts';
import { nextInt } from '../../src/engine/core/rng.ts';
import { unwrap } from '../../src/engine/core/result.ts';
import { PLACE_COUNT } from '../../src/engine/geometry/coords.ts';
import { sameMove } from '../../src/engine/notation/move.ts';

export interface PropertyConfig {
  /** Option sets to check besides the defaults, labelled. */
  readonly optionSets?: readonly { readonly label: string; readonly options: OptionValues }[];
  /** Games per option set (default 6). */
  readonly games?: number;
  /** Ply cap per game (default 200). */
  readonly maxPlies?: number;
  /** Random candidate moves tried per position (default 6). */
  readonly candidates?: number;
  /** Check notation/setup round trips every k plies (default 1). */
  readonly roundTripEvery?: number;
  /** Known rule ids: every rejection must name one of them. */
  readonly ruleIds?: readonly string[];
}

function randomCandidate(rng: number, tiles: readonly string[]): [Move, number] {
  let s = rng;
  let k: number;
  [k, s] = nextInt(s, 3);
  let a: number;
  let b: number;
  [a, s] = nextInt(s, PLACE_COUNT);
  [b, s] = nextInt(s, PLACE_COUNT);
  if (k === 0) {
    let t: number;
    [t, s] = nextInt(s, tiles.length);
    return [{ type: 'place', tile: tiles[t] as string, to: a }, s];
  }
  if (k === 1) return [{ type: 'move', from: a, to: b }, s];
  return [{ type: 'pass' }, s];
}

/** Plays one seeded random game; returns the moves and final state. Checks invariants as it goes. */
export function selfPlay<S>(
  engine: VariantEngine<S>,
  options: OptionValues,
  seed: number,
  cfg: PropertyConfig = {},
): { moves: Move[]; final: S; plies: number } {
  const maxPlies = cfg.maxPlies ?? 200;
  const candidates = cfg.candidates ?? 6;
  const every = cfg.roundTripEvery ?? 1;
  const tiles = engine.spec.tiles.map((t) => t.code);
  let state = unwrap(engine.create({ options, seed }));
  let rng = seed ^ 0x5bd1e995;
  const moves: Move[] = [];
  for (let ply = 0; ply < maxPlies; ply++) {
    if (engine.outcome(state).status !== 'ongoing') break;
    const legal = engine.legalMoves(state);
    expect(legal.length, `ongoing game with no legal move at ply ${ply}`).toBeGreaterThan(0);
    if (ply % every === 0) {
      const text = engine.formatPosition(state);
      const back = unwrap(engine.parsePosition(text, engine.options(state)));
      expect(engine.formatPosition(back)).toBe(text);
      const fromSetup = unwrap(engine.fromSetup(JSON.parse(JSON.stringify(engine.toSetup(state))), engine.options(state)));
      expect(engine.formatPosition(fromSetup)).toBe(text);
      for (const m of legal) {
        const t = engine.formatMove(state, m);
        expect(sameMove(unwrap(engine.parseMove(state, t)), m), `move ${t} round trip`).toBe(true);
      }
    }
    for (let c = 0; c < candidates; c++) {
      let m: Move;
      [m, rng] = randomCandidate(rng, tiles);
      const accepted = engine.applyMove(state, m);
      const listed = legal.some((l) => sameMove(l, m));
      expect(accepted.ok, `candidate ${JSON.stringify(m)}: legalMoves says ${listed}`).toBe(listed);
      if (!accepted.ok) {
        expect(accepted.error.rule, 'a rejection names a rule').toMatch(/^[a-z0-9-]+$/);
        if (cfg.ruleIds) expect(cfg.ruleIds, `rejection cites unknown rule ${accepted.error.rule}`).toContain(accepted.error.rule);
      }
    }
    let i: number;
    [i, rng] = nextInt(rng, legal.length);
    const move = legal[i] as Move;
    const before = engine.formatPosition(state);
    const next = engine.applyMove(state, move);
    expect(next.ok, `legal move ${engine.formatMove(state, move)} rejected: ${next.ok ? '' : next.error.message}`).toBe(true);
    expect(engine.formatPosition(state), 'applyMove must not change its input').toBe(before);
    if (!next.ok) break;
    moves.push(move);
    state = next.value;
  }
  return { moves, final: state, plies: moves.length };
}

/** Registers the property suite for an engine. */
export function describeEngineProperties<S>(engine: VariantEngine<S>, cfg: PropertyConfig = {}): void {
  const sets = [{ label: 'default options', options: {} as OptionValues }, ...(cfg.optionSets ?? [])];
  const games = cfg.games ?? 6;
  describe(`${engine.spec.name}: engine properties`, () => {
    for (const set of sets) {
      it(`self-play keeps every invariant (${set.label})`, () => {
        unwrap(engine.resolveOptions(set.options));
        for (let g = 0; g < games; g++) selfPlay(engine, set.options, 1000 + g * 7919, cfg);
      });
      it(`is deterministic for a seed (${set.label})`, () => {
        const a = selfPlay(engine, set.options, 42, { ...cfg, candidates: 0, roundTripEvery: 1000 });
        const b = selfPlay(engine, set.options, 42, { ...cfg, candidates: 0, roundTripEvery: 1000 });
        expect(engine.formatPosition(b.final)).toBe(engine.formatPosition(a.final));
        expect(b.moves).toEqual(a.moves);
      });
    }
    it('rejects malformed positions and setups with a message, never an exception', () => {
      for (const bad of ['', '???', 'a'.repeat(5000), '<script>alert(1)</script>', '{}', '/'.repeat(10)]) {
        const r = engine.parsePosition(bad);
        expect(r.ok).toBe(false);
        if (!r.ok) expect(r.error.message.length).toBeGreaterThan(0);
      }
      for (const bad of [null, 1, 'x', [], { pieces: 'no' }, { pieces: [{ tile: 'nope', place: '10j' }] }]) {
        const r = engine.fromSetup(bad);
        expect(r.ok).toBe(false);
      }
    });
    it('rejects unknown options and choices', () => {
      expect(engine.resolveOptions({ 'no-such-option': 'x' }).ok).toBe(false);
      const first = engine.spec.options[0];
      if (first) expect(engine.resolveOptions({ [first.id]: 'no-such-choice' }).ok).toBe(false);
    });
  });
}
