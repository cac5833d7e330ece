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
 * - applyMove does not change its input;
 * - multi-step turns: random play takes optional continuations or `end` at random; every finished
 *   turn round-trips through `formatTurn`/`parseTurn` (or the default `+` notation);
 * - seats: the view's seat count, names, hands and seat to move agree; a seat that is `out` never
 *   acts; with `rotation: 'next-seat'` the turn passes to the next seat not out;
 * - `view.turn` never goes back, and steps with the same `turn` are played by the same seat; `end`
 *   closes the turn;
 * - `irreversible` answers the same twice for every legal step; hidden hands show no tiles, only
 *   their true size;
 * - every position reached in play passes `checkPosition`;
 * - no entry point throws on any input: `null`, `undefined`, wrong types and random objects (fast-check)
 *   sent to `resolveOptions`, `create`, `fromSetup`, `parsePosition`, `parseMove`, `parseTurn`,
 *   `applyMove`, `irreversible`, `stepNote`, `describeArg`, `view` and `describe` give a refusal, never an exception.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { BoardView, Move, OptionValues, Seat, VariantEngine } from '../../src/engine/core/types.ts';
import { formatTurnOf, nextSeat, parseTurnOf, sameStep } from '../../src/engine/core/steps.ts';
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
  /** `next-seat`: when a turn passes, it goes to the next seat in order that is not out (default: not checked). */
  readonly rotation?: 'next-seat';
}

/** What a self-played game went through (so a test can check the suite exercised what it names). */
export interface PlayStats {
  readonly turns: number;
  /** Turns of two or more steps. */
  readonly multiStepTurns: number;
  readonly endSteps: number;
  readonly irreversibleSteps: number;
  /** Distinct seats that acted. */
  readonly seatsActed: number;
  /** Steps by a seat that some earlier view listed as out (must stay 0). */
  readonly outActs: number;
}

const WORDS = ['cw', 'ccw', '1', '2', '3', 'all'];
const ABILITIES = ['rotate', 'push', 'carry', 'bend', 'relocate'];

/** A random step of any kind (most of them illegal), for checking that refusals name rules. */
function randomCandidate(rng: number, tiles: readonly string[]): [Move, number] {
  let s = rng;
  let k: number;
  [k, s] = nextInt(s, 10);
  let a: number;
  let b: number;
  [a, s] = nextInt(s, PLACE_COUNT);
  [b, s] = nextInt(s, PLACE_COUNT);
  let t: number;
  [t, s] = nextInt(s, tiles.length);
  const tile = tiles[t] as string;
  switch (k) {
    case 0:
    case 1:
      return [{ type: 'place', tile, to: a }, s];
    case 2:
    case 3:
      return [{ type: 'move', from: a, to: b }, s];
    case 4: {
      let w: number;
      let ab: number;
      [w, s] = nextInt(s, WORDS.length);
      [ab, s] = nextInt(s, ABILITIES.length);
      return [{ type: 'use', at: a, ability: ABILITIES[ab] as string, args: [WORDS[w] as string, b] }, s];
    }
    case 5:
      return [{ type: 'discard', tile }, s];
    case 6:
      return [{ type: 'end' }, s];
    case 7:
      return [{ type: 'draw' }, s];
    case 8:
      return [{ type: 'proclaim' }, s];
    default:
      return [{ type: 'pass' }, s];
  }
}

/** Checks one view's seats and hands. */
function checkSeats(v: BoardView, revealed: BoardView, ongoing: boolean): void {
  expect(v.seats, 'seats').toBeGreaterThanOrEqual(2);
  expect(v.seats, 'seats').toBeLessThanOrEqual(4);
  expect(v.playerNames.length, 'a name per seat').toBe(v.seats);
  expect(v.toMove, 'seat to move').toBeLessThan(v.seats);
  for (const o of v.out ?? []) expect(o).toBeLessThan(v.seats);
  if (ongoing) expect(v.out ?? [], 'the seat to move is not out').not.toContain(v.toMove);
  for (const h of v.hands) {
    expect(h.player).toBeLessThan(v.seats);
    if (h.hidden) expect(h.tiles, 'a hidden hand shows no tile').toEqual([]);
    else expect(h.tiles.length, 'a shown hand shows its size').toBe(h.size);
    const r = revealed.hands.find((x) => x.player === h.player);
    expect(r?.hidden, 'revealHands reveals').toBe(false);
    expect(r?.size, 'a hidden hand has its true size').toBe(h.size);
  }
  for (const sc of v.scores ?? []) expect(sc.seat).toBeLessThan(v.seats);
  for (const p of v.pot ?? []) expect(p.owner).toBeLessThan(v.seats);
}

/** Plays one seeded random game; returns the moves and final state. Checks invariants as it goes. */
export function selfPlay<S>(
  engine: VariantEngine<S>,
  options: OptionValues,
  seed: number,
  cfg: PropertyConfig = {},
): { moves: Move[]; final: S; plies: number; stats: PlayStats } {
  const maxPlies = cfg.maxPlies ?? 200;
  const candidates = cfg.candidates ?? 6;
  const every = cfg.roundTripEvery ?? 1;
  const tiles = engine.spec.tiles.map((t) => t.code);
  let state = unwrap(engine.create({ options, seed }));
  let rng = seed ^ 0x5bd1e995;
  const moves: Move[] = [];
  let view = engine.view(state);
  let turnStart = state;
  let turnSteps: Move[] = [];
  const stats = { turns: 0, multiStepTurns: 0, endSteps: 0, irreversibleSteps: 0, outActs: 0 };
  const acted = new Set<Seat>();
  const everOut = new Set<Seat>();
  const closeTurn = () => {
    if (turnSteps.length === 0) return;
    stats.turns++;
    if (turnSteps.length > 1) stats.multiStepTurns++;
    const text = formatTurnOf(engine, turnStart, turnSteps);
    const back = parseTurnOf(engine, turnStart, text);
    expect(back.ok, `turn ${text}: ${back.ok ? '' : back.error.message}`).toBe(true);
    if (back.ok) {
      expect(back.value.length, `turn ${text} has ${turnSteps.length} steps`).toBe(turnSteps.length);
      back.value.forEach((m, i) => expect(sameStep(m, turnSteps[i] as Move), `turn ${text}, step ${i + 1}`).toBe(true));
    }
  };
  for (let ply = 0; ply < maxPlies; ply++) {
    const ongoing = engine.outcome(state).status === 'ongoing';
    checkSeats(view, engine.view(state, { revealHands: true }), ongoing);
    for (const o of view.out ?? []) everOut.add(o);
    if (!ongoing) break;
    const legal = engine.legalMoves(state);
    expect(legal.length, `ongoing game with no legal move at ply ${ply}`).toBeGreaterThan(0);
    if (ply % every === 0) {
      expect(engine.checkPosition(state), 'a position reached in play passes the position check').toEqual([]);
      const text = engine.formatPosition(state);
      const back = unwrap(engine.parsePosition(text, engine.options(state)));
      expect(engine.formatPosition(back)).toBe(text);
      const fromSetup = unwrap(engine.fromSetup(JSON.parse(JSON.stringify(engine.toSetup(state))), engine.options(state)));
      expect(engine.formatPosition(fromSetup)).toBe(text);
      for (const m of legal) {
        const t = engine.formatMove(state, m);
        expect(sameMove(unwrap(engine.parseMove(state, t)), m), `move ${t} round trip`).toBe(true);
        if (engine.irreversible) expect(engine.irreversible(state, m), 'irreversible is a pure answer').toBe(engine.irreversible(state, m));
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
    if (everOut.has(view.toMove)) stats.outActs++;
    acted.add(view.toMove);
    if (move.type === 'end') stats.endSteps++;
    if (engine.irreversible?.(state, move)) stats.irreversibleSteps++;
    moves.push(move);
    turnSteps.push(move);
    const after = engine.view(next.value);
    const stillOn = engine.outcome(next.value).status === 'ongoing';
    expect(after.turn, 'the turn counter never goes back').toBeGreaterThanOrEqual(view.turn);
    if (after.turn === view.turn) {
      expect(after.toMove, 'steps of one turn are played by one seat').toBe(view.toMove);
      if (stillOn) expect(move.type, '`end` closes the turn').not.toBe('end');
    } else {
      if (stillOn && cfg.rotation === 'next-seat') expect(after.toMove, 'the turn passes to the next seat not out').toBe(nextSeat(view.toMove, view.seats, after.out));
      closeTurn();
      turnStart = next.value;
      turnSteps = [];
    }
    state = next.value;
    view = after;
  }
  closeTurn();
  expect(stats.outActs, 'a seat that is out never acts').toBe(0);
  return { moves, final: state, plies: moves.length, stats: { ...stats, seatsActed: acted.size } };
}

/** Objects shaped like steps, with fields of any type. */
const stepLike = fc.record(
  {
    type: fc.constantFrom('place', 'move', 'use', 'draw', 'discard', 'pass', 'end', 'resign', 'proclaim', 'guess', 'x'),
    tile: fc.anything(),
    to: fc.oneof(fc.integer({ min: -5, max: 700 }), fc.anything()),
    from: fc.oneof(fc.integer({ min: -5, max: 700 }), fc.anything()),
    at: fc.oneof(fc.integer({ min: -5, max: 700 }), fc.anything()),
    path: fc.oneof(fc.array(fc.integer({ min: -5, max: 700 }), { maxLength: 4 }), fc.anything()),
    ability: fc.oneof(fc.constantFrom('rotate', 'push', 'carry', 'bend', 'relocate', 'guess'), fc.anything()),
    args: fc.oneof(fc.array(fc.oneof(fc.integer({ min: -5, max: 700 }), fc.string(), fc.anything()), { maxLength: 4 }), fc.anything()),
    seat: fc.anything(),
    promote: fc.anything(),
  },
  { requiredKeys: ['type'] },
);

/** The start and a few positions of a short seeded random game (for feeding junk to every entry point). */
function walk<S>(engine: VariantEngine<S>, plies: number): S[] {
  let s = unwrap(engine.create({ seed: 7 }));
  const out = [s];
  let rng = 99;
  for (let i = 0; i < plies && engine.outcome(s).status === 'ongoing'; i++) {
    const legal = engine.legalMoves(s);
    let k: number;
    [k, rng] = nextInt(rng, legal.length);
    const next = engine.applyMove(s, legal[k] as Move);
    if (!next.ok) break;
    s = next.value;
    if (i % 10 === 9) out.push(s);
  }
  return out;
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
    it('no entry point throws on any input (null, undefined, wrong types, random objects)', () => {
      const states = walk(engine, 30);
      const junk: unknown[] = [null, undefined, 0, -1, 1.5, NaN, '', 'x', '10j', true, [], [1, 2], {}, { type: 'place' }, { type: 'move', from: 'a', to: null },
        { type: 'use', at: 180, ability: 'rotate', args: null }, { type: 'use', args: [{}] }, { type: 'place', tile: 7, to: 'x' }, { type: 'move', from: 180, to: 181, path: 'x' },
        { type: 'resign', seat: 9 }, { type: 'discard' }, Object.create(null), () => 1];
      const calls = (value: unknown): void => {
        const v = value as never;
        const results: unknown[] = [engine.resolveOptions(v), engine.create(v), engine.fromSetup(v), engine.fromSetup(v, v), engine.parsePosition(v), engine.parsePosition(v, v)];
        for (const s of states) {
          results.push(engine.applyMove(s, v), engine.parseMove(s, v));
          if (engine.parseTurn) results.push(engine.parseTurn(s, v));
          engine.irreversible?.(s, v);
          engine.stepNote?.(s, v);
          engine.describeArg?.(s, v, v);
          engine.view(s, v);
          engine.describe(s, v);
        }
        for (const r of results) expect(typeof (r as { ok?: unknown }).ok, 'every parser answers with a Result').toBe('boolean');
      };
      for (const j of junk) expect(() => calls(j), `input ${typeof j === 'object' && j !== null && Object.getPrototypeOf(j) === null ? 'an object without a prototype' : String(j)}`).not.toThrow();
      fc.assert(fc.property(fc.oneof(fc.anything(), stepLike), (j) => { calls(j); }), { numRuns: 150, seed: 40 });
    });
    it('rejects unknown options and choices', () => {
      expect(engine.resolveOptions({ 'no-such-option': 'x' }).ok).toBe(false);
      const first = engine.spec.options[0];
      if (first) expect(engine.resolveOptions({ [first.id]: 'no-such-choice' }).ok).toBe(false);
    });
  });
}
