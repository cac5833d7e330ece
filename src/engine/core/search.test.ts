/**
 * The generic search: legal whole turns, no resignation, determinism for a seed and a node budget,
 * a search that reads only samples of hidden information (see `evaluate-variants.test.ts`), and
 * strength by outcome (strong beats beginner and club in seeded short games; no timing is checked).
 */
import { describe, expect, it } from 'vitest';
import { ENGINES } from '../catalog.ts';
import { EVALUATIONS } from '../evaluations.ts';
import type { Evaluation } from './evaluation.ts';
import { playMatch } from './play.ts';
import { allTurns, Budget, chooseTurn, enumerateTurns, forcedWin, randomTurn, seenOf, turnOf, type Level } from './search.ts';
import type { Move, VariantEngine } from './types.ts';

const kutai = ENGINES.kutai as VariantEngine<unknown>;
const ancient = ENGINES.ancient as VariantEngine<unknown>;
const evOf = (id: string) => EVALUATIONS[id as keyof typeof EVALUATIONS] as Evaluation<unknown>;
const start = (e: VariantEngine<unknown>, seed = 1) => (e.create({ seed }) as { ok: true; value: unknown }).value;

/** Replays a turn's steps through `applyMove` and checks that it ends where the turn says and passes the turn. */
function checkTurn(e: VariantEngine<unknown>, ev: Evaluation<unknown>, s: unknown, steps: readonly { type: string }[], after: unknown): void {
  let x = s;
  const [seat, turn] = turnOf(e, ev, s);
  for (const [i, m] of steps.entries()) {
    expect(m.type).not.toBe('resign');
    const r = e.applyMove(x, m as never);
    expect(r.ok).toBe(true);
    x = (r as { ok: true; value: unknown }).value;
    const [s2, t2] = turnOf(e, ev, x);
    const over = e.outcome(x).status !== 'ongoing' || s2 !== seat || t2 !== turn;
    expect(over).toBe(i === steps.length - 1);
  }
  expect(e.formatPosition(x)).toBe(e.formatPosition(after));
}

describe('search over whole turns', () => {
  it('enumerates legal, complete turns within the cap (Ancient: turns of several steps)', () => {
    const ev = evOf('ancient');
    let s = start(ancient, 3);
    let rng = 5;
    for (let k = 0; k < 8 && ancient.outcome(s).status === 'ongoing'; k++) {
      const [turns] = enumerateTurns(ancient, ev, s, 50, k);
      expect(turns.length).toBeGreaterThan(0);
      expect(turns.length).toBeLessThanOrEqual(50);
      for (const t of turns.slice(0, 10)) checkTurn(ancient, ev, s, t.steps, t.after);
      let t;
      [t, rng] = randomTurn(ancient, ev, s, rng);
      checkTurn(ancient, ev, s, t.steps, t.after);
      s = t.after;
    }
  });

  for (const level of ['beginner', 'club', 'strong'] as Level[]) {
    it(`${level}: a legal whole turn, the same for the same seed and node budget`, () => {
      for (const [e, id] of [[kutai, 'kutai'], [ancient, 'ancient']] as const) {
        const ev = evOf(id);
        const s = start(e, 2);
        const a = chooseTurn(e, ev, s, { level, seed: 9, maxNodes: 800, timeMs: 1e9 });
        const b = chooseTurn(e, ev, s, { level, seed: 9, maxNodes: 800, timeMs: 1e9 });
        expect(a).toBeDefined();
        checkTurn(e, ev, s, a!.steps, a!.after);
        expect(b!.steps).toEqual(a!.steps);
        if (level === 'strong') expect(a!.depth).toBeGreaterThanOrEqual(1);
      }
    });
  }

  it('returns nothing once the game is over', () => {
    const ev = evOf('kutai');
    let s = start(kutai, 4);
    for (let k = 0; k < 200 && kutai.outcome(s).status === 'ongoing'; k++) s = randomTurn(kutai, ev, s, k)[0].after;
    expect(kutai.outcome(s).status).not.toBe('ongoing');
    expect(chooseTurn(kutai, ev, s, { level: 'club' })).toBeUndefined();
  });

  it('strong beats beginner (Kutai, Ancient) and club (Kutai) in the first seeded games, judged by the outcome', () => {
    // A node budget and no clock: the same games on any machine. Every game must be won.
    for (const [e, id, other] of [[kutai, 'kutai', 'beginner'], [ancient, 'ancient', 'beginner'], [kutai, 'kutai', 'club']] as const) {
      for (let g = 0; g < 2; g++) {
        const strongSeat = g % 2;
        const levels: Level[] = strongSeat === 0 ? ['strong', other] : [other, 'strong'];
        const r = playMatch(e, evOf(id), { seed: 500 + g, levels, maxNodes: 600, timeMs: 1e9, maxTurns: 120, turnCap: 120 });
        expect(r.status === 'win' && r.winners.includes(strongSeat), `${id} strong vs ${other}, seed ${500 + g}`).toBe(true);
      }
    }
  });
});

/**
 * A toy race for the generic search: two seats add 1, 2 or 3 to a shared total; who reaches 12
 * exactly wins. From a total of 5, adding 3 wins by force (every reply leaves 12 within reach);
 * adding 1 or 2 leaves no immediate win to the other seat, so one turn of look-ahead and the check
 * for a winning reply cannot tell them apart. Its evaluation prefers small totals (the wrong way),
 * and the other seat can play each amount on 20 places, so a beam of its replies ordered by the
 * evaluation holds only the replies adding 1 and misses the one that refutes a wrong turn.
 */
interface Race { readonly total: number; readonly toMove: number; readonly turn: number }
const raceEngine = {
  legalMoves: (s: Race) => (s.total >= 12 ? [] : [1, 2, 3].filter((n) => s.total + n <= 12).flatMap((n) => Array.from({ length: s.toMove === 1 ? 20 : 1 }, (_, k) => ({ type: 'place', tile: String(n), to: k })))),
  applyMove: (s: Race, m: { type: string; tile?: string }) => {
    const n = Number(m.tile);
    if (m.type !== 'place' || !(n >= 1 && n <= 3) || s.total + n > 12 || s.total >= 12) return { ok: false, error: { code: 'X', message: 'no', rule: 'r' } };
    return { ok: true, value: { total: s.total + n, toMove: s.total + n >= 12 ? s.toMove : 1 - s.toMove, turn: s.turn + 1 } };
  },
  outcome: (s: Race) => (s.total >= 12 ? { status: 'win', winner: s.toMove, reason: 'reached 12', rule: 'r' } : { status: 'ongoing' }),
  view: (s: Race) => ({ toMove: s.toMove, turn: s.turn, seats: 2 }),
} as unknown as VariantEngine<Race>;
const raceEval: Evaluation<Race> = {
  evaluate: (s) => (s.total >= 12 ? [s.toMove === 0 ? 1000 : -1000, s.toMove === 1 ? 1000 : -1000] : [0.01 * (12 - s.total) * (s.toMove === 0 ? -1 : 1), 0.01 * (12 - s.total) * (s.toMove === 1 ? -1 : 1)]),
  reasons: () => [{ text: 'toy', rule: 'r' }],
  turnOf: (s) => [s.toMove, s.turn],
};

describe('strong: a win by force within one more own turn', () => {
  const at5: Race = { total: 5, toMove: 0, turn: 0 };
  it('forcedWin proves the turn that leaves every reply a win, and no other', () => {
    const turns = allTurns(raceEngine, raceEval, at5, 100)!;
    expect(turns.map((t) => t.after.total).sort()).toEqual([6, 7, 8]);
    expect(allTurns(raceEngine, raceEval, turns[0]!.after, 100)!.length).toBe(60);
    const budget = () => new Budget(10_000, Infinity, () => 0);
    const proved = turns.filter((t) => forcedWin(raceEngine, raceEval, t, 0, 1, budget())[0]).map((t) => t.after.total);
    expect(proved).toEqual([8]);
  });

  it('the strong level plays it (every seed); the club level, by the evaluation alone, does not', () => {
    for (let seed = 1; seed <= 5; seed++) {
      const strong = chooseTurn(raceEngine, raceEval, at5, { level: 'strong', seed, maxNodes: 5_000, timeMs: 1e9 });
      expect(strong?.after.total, `seed ${seed}`).toBe(8);
      const club = chooseTurn(raceEngine, raceEval, at5, { level: 'club', seed });
      expect(club?.after.total).toBe(6);
    }
  });
});

/**
 * A toy choice for `Evaluation.replyCheck`: seat 0 takes 3 points (`a`) or 2 (`b`); after `a` the
 * other seat can answer with 5 points, after `b` with 1 at most. The game goes on after (no reply
 * wins at once), so only weighing each turn against its replies tells that `b` is better.
 */
interface Pick { readonly pts: readonly [number, number]; readonly toMove: number; readonly turn: number; readonly first: string }
const GAIN: Record<string, Record<string, number>> = { '': { a: 3, b: 2 }, a: { x: 5, y: 0 }, b: { x: 1, y: 0 } };
const pickEngine = {
  legalMoves: (s: Pick) => (s.turn >= 2 ? [{ type: 'place', tile: 'z', to: 0 }] : Object.keys(GAIN[s.turn === 0 ? '' : s.first]!).map((tile) => ({ type: 'place', tile, to: 0 }))),
  applyMove: (s: Pick, m: { type: string; tile?: string }) => {
    const g = s.turn >= 2 ? 0 : GAIN[s.turn === 0 ? '' : s.first]?.[m.tile ?? ''];
    if (g === undefined) return { ok: false, error: { code: 'X', message: 'no', rule: 'r' } };
    const pts: [number, number] = [s.pts[0], s.pts[1]];
    pts[s.toMove as 0 | 1] += g;
    return { ok: true, value: { pts, toMove: 1 - s.toMove, turn: s.turn + 1, first: s.turn === 0 ? (m.tile as string) : s.first } };
  },
  outcome: () => ({ status: 'ongoing' }),
  view: (s: Pick) => ({ toMove: s.toMove, turn: s.turn, seats: 2 }),
} as unknown as VariantEngine<Pick>;
const pickEval = (replyCheck?: { turns: number; replies: number }): Evaluation<Pick> => ({
  evaluate: (s) => [0.05 * (s.pts[0] - s.pts[1]), 0.05 * (s.pts[1] - s.pts[0])],
  reasons: () => [{ text: 'toy', rule: 'r' }],
  turnOf: (s) => [s.toMove, s.turn],
  ...(replyCheck ? { replyCheck } : {}),
});

describe('strong with replyCheck: the best turns weighed against every reply', () => {
  const s0: Pick = { pts: [0, 0], toMove: 0, turn: 0, first: '' };
  it('plays the turn whose best reply costs least; the club, and the strong level without it, take the larger gain', () => {
    for (let seed = 1; seed <= 3; seed++) {
      const opts = { seed, maxNodes: 1_000, timeMs: 1e9 };
      expect(chooseTurn(pickEngine, pickEval({ turns: 4, replies: 50 }), s0, { level: 'strong', ...opts })?.steps[0]).toMatchObject({ tile: 'b' });
      expect(chooseTurn(pickEngine, pickEval(), s0, { level: 'club', seed })?.steps[0]).toMatchObject({ tile: 'a' });
      expect(chooseTurn(pickEngine, pickEval(), s0, { level: 'strong', ...opts })?.steps[0]).toMatchObject({ tile: 'a' });
    }
  });
});

/**
 * A toy race with hands: each seat adds an amount it holds (hands never run out) to a shared total;
 * who reaches 12 exactly wins. From 6, the first seat (holding 1, 2 and 3) may leave 7, 8 or 9; its
 * evaluation prefers the largest total (the wrong way). The other seat's hand as this position has
 * it holds only 1, a guess of a hidden hand: then no reply wins at once from 9 (and from 9, 10 is
 * the only reply, after which adding 2 wins). The other seat might hold a 3, which wins from 9.
 */
interface HandRace { readonly total: number; readonly toMove: number; readonly turn: number; readonly hands: readonly (readonly number[])[] }
const handRaceEngine = {
  legalMoves: (s: HandRace) => (s.total >= 12 ? [] : (s.hands[s.toMove] ?? []).filter((n) => s.total + n <= 12).map((n) => ({ type: 'place', tile: String(n), to: 0 }))),
  applyMove: (s: HandRace, m: { type: string; tile?: string }) => {
    const n = Number(m.tile);
    if (m.type !== 'place' || !(s.hands[s.toMove] ?? []).includes(n) || s.total + n > 12) return { ok: false, error: { code: 'X', message: 'no', rule: 'r' } };
    return { ok: true, value: { ...s, total: s.total + n, toMove: s.total + n >= 12 ? s.toMove : 1 - s.toMove, turn: s.turn + 1 } };
  },
  outcome: (s: HandRace) => (s.total >= 12 ? { status: 'win', winner: s.toMove, reason: 'reached 12', rule: 'r' } : { status: 'ongoing' }),
  view: (s: HandRace) => ({ toMove: s.toMove, turn: s.turn, seats: 2 }),
} as unknown as VariantEngine<HandRace>;
const handRaceEval: Evaluation<HandRace> = {
  evaluate: (s) => (s.total >= 12 ? [0, 1].map((i) => (i === s.toMove ? 1000 : -1000)) : [0, 1].map((i) => (i === s.toMove ? -0.01 : 0.01) * s.total)),
  reasons: () => [{ text: 'toy', rule: 'r' }],
  turnOf: (s) => [s.toMove, s.turn],
  replyHunt: 3,
  worstCase: (s, seat) => ({ ...s, hands: s.hands.map((h, i) => (i === seat ? [1, 2, 3] : h)) }),
};

describe('strong: the safety hunt of an evaluation with `replyHunt` and `worstCase`', () => {
  const at6: HandRace = { total: 6, toMove: 0, turn: 0, hands: [[1, 2, 3], [1]] };
  it('hunts winning replies against the widest hand: never leaves 9, from which a 3 wins', () => {
    for (let seed = 1; seed <= 5; seed++) {
      const strong = chooseTurn(handRaceEngine, handRaceEval, at6, { level: 'strong', seed, maxNodes: 2_000, timeMs: 1e9 });
      expect(strong?.after.total, `seed ${seed}`).toBe(8);
    }
  });
  it('against the hand as the position has it, the same search trusts the guess and leaves 9', () => {
    const trusting: Evaluation<HandRace> = { ...handRaceEval, worstCase: undefined };
    for (let seed = 1; seed <= 5; seed++) {
      const strong = chooseTurn(handRaceEngine, trusting, at6, { level: 'strong', seed, maxNodes: 2_000, timeMs: 1e9 });
      expect(strong?.after.total, `seed ${seed}`).toBe(9);
    }
  });
  it('when every turn leaves a winning reply, it still plays one of them', () => {
    // From 9 the widest hand wins by 3, from 10 by 2, from 11 by 1: every turn is refuted.
    const at8: HandRace = { total: 8, toMove: 0, turn: 0, hands: [[1, 2, 3], [1]] };
    const r = chooseTurn(handRaceEngine, handRaceEval, at8, { level: 'strong', seed: 1, maxNodes: 2_000, timeMs: 1e9 });
    expect([9, 10, 11]).toContain(r?.after.total);
  });
});

/**
 * A toy of wide turns: 120 one-step turns (a placement on points 0–119), of which those on points
 * 0, 30, 60 and 90 are "captures". A sample of 12 turns misses some of them for most seeds; with
 * `sampleFirst` naming them, every sample holds all four, and the rest of the sample is still drawn.
 */
interface Wide { readonly toMove: number; readonly turn: number }
const isCapture = (m: Move | undefined): boolean => m !== undefined && 'to' in m && typeof m.to === 'number' && m.to % 30 === 0;
const wideEngine = {
  legalMoves: (s: Wide) => (s.turn > 0 ? [] : Array.from({ length: 120 }, (_, to) => ({ type: 'place', tile: 'x', to }))),
  applyMove: (s: Wide, m: { type: string; to?: number }) => (m.type === 'place' && s.turn === 0 ? { ok: true, value: { toMove: 1, turn: 1 } } : { ok: false, error: { code: 'X', message: 'no', rule: 'r' } }),
  outcome: (s: Wide) => (s.turn > 0 ? { status: 'draw', reason: 'one turn', rule: 'r' } : { status: 'ongoing' }),
  view: (s: Wide) => ({ toMove: s.toMove, turn: s.turn, seats: 2 }),
} as unknown as VariantEngine<Wide>;
const wideEval = (first: boolean): Evaluation<Wide> => ({
  evaluate: () => [0, 0],
  reasons: () => [{ text: 'toy', rule: 'r' }],
  turnOf: (s) => [s.toMove, s.turn],
  ...(first ? { sampleFirst: (_s: Wide, m: Move) => isCapture(m) } : {}),
});

describe('a sample of wide turns: the steps `sampleFirst` names go in first', () => {
  const captures = (turns: readonly { steps: readonly Move[] }[]) => turns.filter((t) => isCapture(t.steps[0])).length;
  it('every sample holds every named step, and the rest of it is drawn from the others (seeded)', () => {
    const others = new Set<string>();
    for (let seed = 1; seed <= 20; seed++) {
      const [turns] = enumerateTurns(wideEngine, wideEval(true), { toMove: 0, turn: 0 }, 12, seed);
      expect(turns).toHaveLength(12);
      expect(captures(turns)).toBe(4);
      others.add(turns.map((t) => JSON.stringify(t.steps[0])).join());
    }
    expect(others.size).toBeGreaterThan(1);
  });
  it('without it, the same samples miss some of them', () => {
    let missed = 0;
    for (let seed = 1; seed <= 20; seed++) if (captures(enumerateTurns(wideEngine, wideEval(false), { toMove: 0, turn: 0 }, 12, seed)[0]) < 4) missed++;
    expect(missed).toBeGreaterThan(10);
  });
});

/**
 * A toy of a side ahead that could wait forever: a token on points 0–4, seat 0 steps it left or
 * right, seat 1 can only pass. Seat 0 is ahead everywhere, most on point 1, then point 3. With
 * `avoidRepeats`, a turn back to a position the game has reached is worth the penalty less.
 */
interface Shuttle { readonly at: number; readonly toMove: number; readonly turn: number }
const SHUTTLE_VALUE = [0.3, 0.42, 0.35, 0.4, 0.3];
const shuttleEngine = {
  legalMoves: (s: Shuttle) => (s.toMove === 1 ? [{ type: 'pass' }] : [s.at - 1, s.at + 1].filter((to) => to >= 0 && to <= 4).map((to) => ({ type: 'place', tile: 't', to }))),
  applyMove: (s: Shuttle, m: { type: string; to?: number }) => ({ ok: true, value: m.type === 'pass' ? { at: s.at, toMove: 0, turn: s.turn + 1 } : { at: m.to, toMove: 1, turn: s.turn + 1 } }),
  outcome: () => ({ status: 'ongoing' }),
  view: (s: Shuttle) => ({ toMove: s.toMove, turn: s.turn, seats: 2 }),
} as unknown as VariantEngine<Shuttle>;
const shuttleEval = (sign: number, avoid: boolean): Evaluation<Shuttle> => ({
  evaluate: (s) => [sign * (SHUTTLE_VALUE[s.at] as number), -sign * (SHUTTLE_VALUE[s.at] as number)],
  reasons: () => [{ text: 'toy', rule: 'r' }],
  turnOf: (s) => [s.toMove, s.turn],
  replyCheck: { turns: 4, replies: 10 },
  ...(avoid ? { avoidRepeats: { penalty: 0.05, key: (s: Shuttle) => `${s.at}.${s.toMove}` } } : {}),
});

describe('strong with avoidRepeats: a seat ahead does not go back to a position the game has reached', () => {
  const from: Shuttle = { at: 2, toMove: 0, turn: 10 };
  const pick = (ev: Evaluation<Shuttle>, seen?: ReadonlySet<string>) => chooseTurn(shuttleEngine, ev, from, { level: 'strong', seed: 3, maxNodes: 5_000, timeMs: 1e9, ...(seen ? { seen } : {}) })?.after.at;
  it('ahead, with point 1 already reached, it steps to point 3 instead (a little less by the evaluation)', () => {
    expect(pick(shuttleEval(1, true))).toBe(1);
    expect(pick(shuttleEval(1, true), new Set(['1.1']))).toBe(3);
  });
  it('when both are repeats, or without avoidRepeats, it plays the best by the evaluation', () => {
    expect(pick(shuttleEval(1, true), new Set(['1.1', '3.1']))).toBe(1);
    expect(pick(shuttleEval(1, false), new Set(['1.1']))).toBe(1);
  });
  it('a seat behind is not asked to avoid anything', () => {
    // Behind everywhere: point 0 and 4 are its best (−0.3); from 1 it may step to 0 or 2.
    const behind = chooseTurn(shuttleEngine, shuttleEval(-1, true), { at: 1, toMove: 0, turn: 10 }, { level: 'strong', seed: 3, maxNodes: 5_000, timeMs: 1e9, seen: new Set(['0.1']) });
    expect(behind?.after.at).toBe(0);
  });
  it('the club level plays the best by the evaluation, seen or not', () => {
    const club = chooseTurn(shuttleEngine, shuttleEval(1, true), from, { level: 'club', seed: 3, seen: new Set(['1.1']) });
    expect(club?.after.at).toBe(1);
  });
});

describe('seenOf: the keys of a game\'s earlier positions, sent as text', () => {
  const read = (t: string) => (/^\d\.\d$/.test(t) ? { ok: true as const, value: { at: Number(t[0]), toMove: Number(t[2]), turn: 0 } } : { ok: false as const, error: { code: 'X', message: 'bad', rule: 'r' } });
  const key = (s: Shuttle) => `${s.at}.${s.toMove}`;
  it('keys the positions that read and skips the others; nothing without a key or without positions', () => {
    expect([...(seenOf(key, ['1.1', 'junk', '3.0'], read) ?? [])]).toEqual(['1.1', '3.0']);
    expect(seenOf(undefined, ['1.1'], read)).toBeUndefined();
    expect(seenOf(key, [], read)).toBeUndefined();
  });
});

describe('playMatch keeps the game\'s positions for avoidRepeats', () => {
  const engine = { ...shuttleEngine, create: () => ({ ok: true, value: { at: 2, toMove: 0, turn: 0 } }), formatPosition: (s: Shuttle) => `${s.at}.${s.toMove}` } as unknown as VariantEngine<Shuttle>;
  const visited = (avoid: boolean) => {
    const points = new Set<number>();
    const ev = shuttleEval(1, avoid);
    const spy: Evaluation<Shuttle> = { ...ev, evaluate: (s) => (points.add(s.at), ev.evaluate(s)) };
    playMatch(engine, spy, { seed: 1, levels: ['strong', 'club'], maxNodes: 5_000, timeMs: 1e9, maxTurns: 24 });
    return points;
  };
  it('the strong seat ahead goes on to new points instead of stepping between the same two', () => {
    // Evaluated points include those only looked at; the toy's search looks one step either side.
    expect(visited(true).has(4)).toBe(true);
    expect(visited(false).has(4)).toBe(false);
  });
  // The points the game stood on: a game's turns do not depend on its length (each turn's seed is
  // the game's seed and the turn number), so the last positions of games of 1 to 24 turns are the
  // positions one game of 24 turns went through.
  const played = (avoid: boolean) => {
    const points = new Set<number>();
    for (let n = 1; n <= 24; n++) points.add(Number(playMatch(engine, shuttleEval(1, avoid), { seed: 1, levels: ['strong', 'club'], maxNodes: 5_000, timeMs: 1e9, maxTurns: n }).position.split('.')[0]));
    return points;
  };
  it('played out: with avoidRepeats the token goes on to points it has not stood on; without, it shuttles between points 1 and 2', () => {
    // Ahead, it leaves the 1–2 shuttle for points the game has not stood on (3, then 0 on a tie
    // between a repeat and a new point); the same game without the history would never leave it.
    expect([...played(true)].sort()).toEqual([0, 1, 2, 3]);
    expect([...played(false)].sort()).toEqual([1, 2]);
  });
});
