/**
 * What each variant's evaluation rewards (the contract itself is checked for every variant in
 * `evaluations.test.ts`): positions built by hand or reached in seeded games, judged by the
 * values the evaluation gives, and the samples of hidden information (`determinize`) checked to
 * keep what a seat sees and to change nothing the search may read of what it does not.
 */
import { describe, expect, it } from 'vitest';
import { unwrap } from './core/result.ts';
import { nextInt } from './core/rng.ts';
import { chooseTurn } from './core/search.ts';
import type { Move, VariantEngine } from './core/types.ts';
import { evaluation as ancientEval } from './variants/ancient/evaluate.ts';
import { engine as ancient } from './variants/ancient/engine.ts';
import { SET_COUNTS, TILE_CODES } from './variants/ancient/spec.ts';
import { pileOf, pilesOf, type AncientState } from './variants/ancient/state.ts';
import { balanceProgress, evaluation as balanceEval } from './variants/balance/evaluate.ts';
import { engine as balance } from './variants/balance/engine.ts';
import { TILE_SETS } from './variants/balance/spec.ts';
import type { BalanceState } from './variants/balance/state.ts';
import { evaluation as basicEval } from './variants/basic/evaluate.ts';
import { engine as basic } from './variants/basic/engine.ts';
import { evaluation as irohEval, midlinePull } from './variants/iroh/evaluate.ts';
import { engine as iroh } from './variants/iroh/engine.ts';
import type { IrohState } from './variants/iroh/state.ts';
import { evaluation as kutaiEval, KUTAI_REACH } from './variants/kutai/evaluate.ts';
import { engine as kutai, networkOf } from './variants/kutai/engine.ts';
import type { KutaiState } from './variants/kutai/state.ts';
import { evaluation as wikiEval } from './variants/wiki/evaluate.ts';
import { engine as wiki } from './variants/wiki/engine.ts';

/** Every position of a seeded random game (resignations and proclamations left out). */
function game<S>(engine: VariantEngine<S>, seed: number, maxSteps: number): S[] {
  let s = unwrap(engine.create({ seed }));
  const out = [s];
  let rng = seed;
  for (let k = 0; k < maxSteps && engine.outcome(s).status === 'ongoing'; k++) {
    const legal = engine.legalMoves(s).filter((m) => m.type !== 'resign' && m.type !== 'proclaim');
    if (legal.length === 0) break;
    let i: number;
    [i, rng] = nextInt(rng, legal.length);
    s = unwrap(engine.applyMove(s, legal[i] as Move));
    out.push(s);
  }
  return out;
}

const count = (xs: readonly string[]) => xs.reduce<Record<string, number>>((m, x) => ((m[x] = (m[x] ?? 0) + 1), m), {});

describe('Balance evaluation', () => {
  it('sees no complete harmony within reach while more than one flower is still in a hand', () => {
    for (const s of game(balance, 3, 6) as BalanceState[]) {
      if (balance.outcome(s).status !== 'ongoing') continue;
      const held = [...s.hands[0], ...s.hands[1]].filter((t) => t !== 'W').length;
      if (held > 1) for (const v of balanceEval.evaluate(s)) expect(Math.abs(v)).toBeLessThan(0.5);
    }
  });

  it('counts progress out of the mover\u2019s reach for the seat that made it', () => {
    const s = [1, 2, 3, 4, 5, 6, 7, 8]
      .flatMap((seed) => game(balance, seed, 12) as BalanceState[])
      .find((x) => balanceProgress(x).balanced > 0 && balance.outcome(x).status === 'ongoing' && [...x.hands[0], ...x.hands[1]].filter((t) => t !== 'W').length > 1);
    expect(s).toBeDefined();
    const v = balanceEval.evaluate(s!);
    expect(v[s!.toMove]).toBeLessThan(0);
    expect(v[1 - s!.toMove]).toBeGreaterThan(0);
  });

  it('explains a quiet turn in the Blossoming by the flowers still in the hands, not by a finish nobody can make', () => {
    const s = unwrap(balance.create({ seed: 1 }));
    const r = chooseTurn(balance, balanceEval, s, { level: 'club', seed: 2 })!;
    const reasons = balanceEval.reasons(s, r.steps, r.after);
    const words = reasons.map((x) => x.text).join(' ');
    expect(words).toMatch(/still in the hands, so nobody can complete it next move/);
    expect(words).not.toMatch(/of 1 flowers/);
    // The partner sentence cites the rule it rests on (the draw test), the rest the goal; both mark the turn's places.
    expect(reasons.map((x) => x.rule)).toEqual(['complete-harmony', 'impossible-draw']);
    expect(reasons[1]!.text).toBe('Every flower can still find a partner: a placement that left one without would draw the game at once.');
    expect(reasons[1]!.places?.length).toBeGreaterThan(0);
  });

  it('does not promise a partner for every flower where no draw test guards it', () => {
    const s = unwrap(balance.create({ seed: 1, options: { 'balance-no-win-draw': 'cap' } }));
    const r = chooseTurn(balance, balanceEval, s, { level: 'club', seed: 2 })!;
    const reasons = balanceEval.reasons(s, r.steps, r.after);
    const words = reasons.map((x) => x.text).join(' ');
    expect(words).toMatch(/still in the hands, so nobody can complete it next move; this leaves \d+ of \d+ flowers? on the board balanced\.$/);
    expect(words).not.toMatch(/find a partner/);
    expect(reasons.map((x) => x.rule)).toEqual(['complete-harmony']);
  });

  it('hides nothing a seat cannot count: the other hand is the set less the board and one\u2019s own hand', () => {
    for (const s of game(balance, 5, 8) as BalanceState[]) {
      const set = { ...TILE_SETS.standard } as Record<string, number>;
      for (const c of s.cells) {
        set[c.t] = (set[c.t] ?? 0) - 1;
        if (c.w) set.W = (set.W ?? 0) - 1;
      }
      for (const t of s.hands[0]) set[t] = (set[t] ?? 0) - 1;
      const left = Object.fromEntries(Object.entries(set).filter(([, n]) => n !== 0));
      expect(left).toEqual(count(s.hands[1]));
      // The sample changes only the random source still to fall.
      const [d] = balanceEval.determinize!(s, 0, 7);
      expect({ ...d, rng: 0 }).toEqual({ ...s, rng: 0 });
    }
  });
});

describe('Kutai evaluation', () => {
  it('a shared total within one placement of the goal is good for the seat to act and bad for the other', () => {
    const near = (game(kutai, 2, 400) as KutaiState[]).find((s) => {
      if (kutai.outcome(s).status !== 'ongoing' || s.pieces.length === 0) return false;
      const total = networkOf(s).total;
      return 20 - total < KUTAI_REACH;
    });
    expect(near).toBeDefined();
    const v = kutaiEval.evaluate(near!);
    expect(v[near!.toMove]).toBeGreaterThan(0.3);
    for (const [i, x] of v.entries()) if (i !== near!.toMove) expect(x).toBeLessThan(0);
  });
});

describe('Ancient evaluation and its samples of the hidden hands', () => {
  const states = (game(ancient, 4, 40) as AncientState[]).filter((s) => ancient.outcome(s).status === 'ongoing' && s.stage.kind === 'start' && s.hands[0].length > 0 && s.hands[1].length > 0);

  it('keeps what the seat sees and draws the other hand from the tiles it has not seen', () => {
    expect(states.length).toBeGreaterThan(3);
    for (const s of states) {
      const me = s.toMove;
      const them = (1 - me) as 0 | 1;
      const [d] = ancientEval.determinize!(s, me, 11);
      expect(d.pieces).toEqual(s.pieces);
      expect(d.removed).toEqual(s.removed);
      expect(d.hands[me]).toEqual(s.hands[me]);
      expect(d.hands[them]).toHaveLength(s.hands[them].length);
      const unseen = [...pileOf(pilesOf(s), them)];
      for (const c of s.hands[them]) unseen[TILE_CODES.indexOf(c)]!++;
      for (const [c, n] of Object.entries(count(d.hands[them]))) expect(n).toBeLessThanOrEqual(unseen[TILE_CODES.indexOf(c)] ?? 0);
      // Pile sizes stay as the seat sees them.
      expect(pilesOf(d).map((p) => p.reduce((a, b) => a + b, 0))).toEqual(pilesOf(s).map((p) => p.reduce((a, b) => a + b, 0)));
      expect(SET_COUNTS.length).toBe(TILE_CODES.length);
    }
  });

  it('never plays a step of the other seat from its real hand: the search reads only samples', () => {
    for (const s of states.slice(0, 3)) {
      const me = s.toMove;
      const them = (1 - me) as 0 | 1;
      // An engine that notes every position on which a step of the other seat is looked at.
      const read: AncientState[] = [];
      const spy: VariantEngine<AncientState> = {
        ...ancient,
        legalMoves: (x) => (x.toMove === them && read.push(x), ancient.legalMoves(x)),
        applyMove: (x, m) => (x.toMove === them && read.push(x), ancient.applyMove(x, m)),
      };
      const r = chooseTurn(spy, ancientEval, s, { level: 'strong', seed: 3, maxNodes: 3000, timeMs: 1e9, turnCap: 60 });
      expect(r).toBeDefined();
      expect(read.length, 'the strong search looks at the replies').toBeGreaterThan(0);
      // A hand carried over from the real position is the same array; a sampled one is new.
      for (const x of read) expect(x.hands[them] === s.hands[them]).toBe(false);
      // And the real turn chosen is one the real position accepts.
      let y: AncientState = s;
      for (const m of r!.steps) y = unwrap(ancient.applyMove(y, m));
      expect(ancient.formatPosition(y)).toBe(ancient.formatPosition(r!.after));
    }
  });
});

describe('Iroh evaluation', () => {
  const LETTERS = 'abcdefghijklmnopqrs';
  const n = (x: number, y: number) => `${10 - x}${LETTERS[9 - y]}`;
  const pos = (pieces: readonly (readonly [0 | 1, string, number, number])[]): IrohState =>
    unwrap(iroh.parsePosition(`0~${pieces.map(([o, c, x, y]) => `${o}${c}${n(x, y)}`).join(',')}`));
  const L = [[0, 'L', 0, -7], [1, 'L', 0, 7]] as const;

  it('pulls toward lining two pieces up across a midline not yet covered', () => {
    const far = pos([[0, 'A', -2, 1], [0, 'E', 4, 6], ...L]);
    const near = pos([[0, 'A', -2, 3], [0, 'E', 4, 4], ...L]);
    const pf = midlinePull(far, 0, 0).reduce((a, b) => a + b, 0);
    const pn = midlinePull(near, 0, 0).reduce((a, b) => a + b, 0);
    expect(pn).toBeGreaterThan(pf);
    expect(irohEval.evaluate(near)[0]).toBeGreaterThan(irohEval.evaluate(far)[0]!);
  });

  it('values a harmony across a midline above any lining up, and no pull on a covered midline', () => {
    const lined = pos([[0, 'A', -2, 3], [0, 'E', 4, 3], ...L]);
    const almost = pos([[0, 'A', -2, 3], [0, 'E', 4, 4], ...L]);
    expect(irohEval.evaluate(lined)[0]).toBeGreaterThan(irohEval.evaluate(almost)[0]!);
    expect(midlinePull(lined, 0, 1)[0]).toBe(0);
  });
});

describe('Basic and Pai Sho Project evaluations', () => {
  for (const [name, engine, ev] of [
    ['basic', basic, basicEval],
    ['wiki', wiki, wikiEval],
  ] as const) {
    it(`${name}: a seat ahead in points with as many tiles on the board is ahead by the evaluation`, () => {
      let seen = 0;
      for (const seed of [1, 2, 3]) {
        for (const s of game(engine as VariantEngine<unknown>, seed, 160)) {
          const e = engine as VariantEngine<unknown>;
          if (e.outcome(s).status !== 'ongoing') continue;
          const v = e.view(s);
          if (v.seats !== 2) continue;
          const pts = [0, 0];
          for (const x of v.scores ?? []) pts[x.seat] = x.points;
          const tiles = [0, 0];
          for (const p of v.pieces) if (p.owner !== undefined) tiles[p.owner]!++;
          const pot = [0, 0];
          for (const p of v.pot ?? []) pot[p.owner]!++;
          if (pts[0] === pts[1] || tiles[0] !== tiles[1] || pot[0] !== pot[1]) continue;
          const lead = pts[0]! > pts[1]! ? 0 : 1;
          const val = (ev as { evaluate(x: unknown): readonly number[] }).evaluate(s);
          expect(val[lead]).toBeGreaterThan(0);
          expect(val[1 - lead]).toBeLessThan(0);
          seen++;
        }
      }
      expect(seen, 'seeded positions with a points lead and equal tiles').toBeGreaterThan(0);
    });
  }
});
