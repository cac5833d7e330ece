/**
 * @packageDocumentation
 * The computer opponent and the hint: choosing a whole turn for the seat to act, generic over the
 * variant contract (turns are single steps; a turn ends when the seat to act or the view's turn
 * counter changes, or the game is decided) and a variant's `Evaluation`.
 *
 * Levels:
 * - `beginner`: a random legal turn, step by step (never a resignation), which takes a win at once
 *   when one of a few sampled turns wins;
 * - `club`: the best turn by the evaluation, one whole turn ahead (every turn when they are few,
 *   a seeded sample of at most `turnCap` when a turn has very many combinations);
 * - `strong`: alpha-beta over whole turns (paranoid for 3–4 seats: the others are assumed to play
 *   against the seat searching), iterative deepening, move ordering by the evaluation and a beam
 *   below the root, within a time budget and a node budget; it plays the club's turn unless the
 *   search finds a reply that beats it (then the next best turn with no such reply found).
 *
 * Deterministic given the seed and the node budget; a time budget that runs out first makes the
 * result depend on the machine's speed (the last fully searched depth is used).
 */
import { nextInt, nextRandom, shuffle } from './rng.ts';
import type { Evaluation } from './evaluation.ts';
import { WIN } from './evaluation.ts';
import type { Result } from './result.ts';
import type { Move, VariantEngine } from './types.ts';

export type Level = 'beginner' | 'club' | 'strong';
export const LEVELS: readonly Level[] = ['beginner', 'club', 'strong'];

export interface SearchOptions {
  readonly level: Level;
  /** Seed of the search's own random choices (tie breaks, samples). */
  readonly seed?: number;
  /** Wall-clock budget for `strong` (ms); default 1000. */
  readonly timeMs?: number;
  /** Budget of steps applied for `strong`; default 60,000. The search stops at whichever runs out first. */
  readonly maxNodes?: number;
  /** Most whole turns considered from one position (sampled beyond); default 400 at the root. */
  readonly turnCap?: number;
  /** A clock (ms), for tests; default `performance.now`. */
  readonly now?: () => number;
  /**
   * The positions the game has reached so far, by the evaluation's `avoidRepeats.key` (the caller
   * keeps the game's history): the strong level plays a turn that repeats one only when nothing
   * else is worth `avoidRepeats.penalty` more. Absent or empty: no position counts as seen.
   */
  readonly seen?: ReadonlySet<string>;
}

/** A whole turn: its steps and the position after it. */
export interface Turn<S> {
  readonly steps: readonly Move[];
  readonly after: S;
}

export interface SearchResult<S> extends Turn<S> {
  /** The turn's value for the seat that plays it (its evaluation, or the searched value). */
  readonly value: number;
  /** Steps applied while searching. */
  readonly nodes: number;
  /** Whole turns looked ahead (1 for club; the last depth completed for strong; 0 for beginner). */
  readonly depth: number;
  readonly ms: number;
}

type Engine<S> = VariantEngine<S>;

/** Steps a search may take: never a resignation (unless it is the only step). */
function candidates<S>(engine: Engine<S>, s: S): readonly Move[] {
  const legal = engine.legalMoves(s);
  const out = legal.filter((m) => m.type !== 'resign');
  return out.length > 0 ? out : legal;
}

/** Whether `after` starts another turn than `before` (another seat or turn to act, or the game decided). */
function turnOver<S>(engine: Engine<S>, ev: Evaluation<S> | undefined, before: readonly [number, number], after: S): boolean {
  if (engine.outcome(after).status !== 'ongoing') return true;
  const [seat, turn] = turnOf(engine, ev, after);
  return seat !== before[0] || turn !== before[1];
}

/** The seat to act and the turn counter: the evaluation's shortcut, else the view's. */
export function turnOf<S>(engine: Engine<S>, ev: Evaluation<S> | undefined, s: S): readonly [number, number] {
  if (ev?.turnOf) return ev.turnOf(s);
  const v = engine.view(s);
  return [v.toMove, v.turn];
}

/** A search's budget of steps applied and wall-clock time; spending past either throws. */
export class Budget {
  nodes = 0;
  readonly maxNodes: number;
  readonly deadline: number;
  readonly now: () => number;
  /** A budget this one is a share of: every step spent here is spent there too. */
  readonly parent: Budget | undefined;
  constructor(maxNodes: number, deadline: number, now: () => number, parent?: Budget) {
    this.maxNodes = maxNodes;
    this.deadline = deadline;
    this.now = now;
    this.parent = parent;
  }
  spend(): void {
    this.parent?.spend();
    this.nodes++;
    if (this.nodes > this.maxNodes || ((this.nodes & 7) === 0 && this.now() > this.deadline)) throw OUT;
  }
}
const OUT = new Error('search budget spent');
const UNLIMITED = new Budget(Infinity, Infinity, () => 0);

/**
 * The whole turns from `state` (at most `cap`; when a position has more, a seeded sample that
 * shares the cap fairly among the first steps). Returns the turns and the next random state.
 */
export function enumerateTurns<S>(engine: Engine<S>, ev: Evaluation<S> | undefined, state: S, cap: number, rng: number, budget: Budget = UNLIMITED): [Turn<S>[], number] {
  const start = turnOf(engine, ev, state);
  const out: Turn<S>[] = [];
  let r = rng;
  const walk = (s: S, steps: readonly Move[], share: number, depth: number) => {
    let legal = candidates(engine, s);
    if (legal.length > share) {
      const picked: Move[] = [];
      let pool = legal.slice();
      // The steps the evaluation names (captures) go in first, as many as the share allows; the
      // rest of the share is drawn from the others.
      const first = ev?.sampleFirst;
      if (first) {
        const named: Move[] = [];
        const rest: Move[] = [];
        for (const m of pool) (first(s, m) ? named : rest).push(m);
        if (named.length > 0 && named.length <= share) {
          picked.push(...named);
          pool = rest;
        } else if (named.length > share) pool = named;
      }
      while (picked.length < share) {
        let i: number;
        [i, r] = nextInt(r, pool.length);
        picked.push(pool[i] as Move);
        pool[i] = pool[pool.length - 1] as Move;
        pool.pop();
      }
      legal = picked;
    }
    const each = Math.max(1, Math.floor(share / legal.length));
    for (const m of legal) {
      if (out.length >= cap) return;
      const next = engine.applyMove(s, m);
      budget.spend();
      if (!next.ok) continue;
      const path = [...steps, m];
      if (depth > 40 || turnOver(engine, ev, start, next.value)) out.push({ steps: path, after: next.value });
      else walk(next.value, path, each, depth + 1);
    }
  };
  walk(state, [], cap, 0);
  return [out, r];
}

/** A random whole turn, step by step. */
export function randomTurn<S>(engine: Engine<S>, ev: Evaluation<S> | undefined, state: S, rng: number): [Turn<S>, number] {
  const start = turnOf(engine, ev, state);
  let s = state;
  let r = rng;
  const steps: Move[] = [];
  for (let k = 0; k < 60; k++) {
    const legal = candidates(engine, s);
    if (legal.length === 0) break;
    let i: number;
    [i, r] = nextInt(r, legal.length);
    const m = legal[i] as Move;
    const next = engine.applyMove(s, m);
    if (!next.ok) break;
    steps.push(m);
    s = next.value;
    if (turnOver(engine, ev, start, s)) break;
  }
  return [{ steps, after: s }, r];
}

/**
 * What a drawn game is worth to the computer: a little less than an even position, so that it
 * plays on where it can (a game made unwinnable, a repeated quiet spell) rather than settle.
 */
export const CONTEMPT = 0.3;

/** How many of the best turns the strong level checks for a win by force in two turns. */
const forcedK = 4;

const seatValue = <S>(ev: Evaluation<S>, s: S, seat: number): number => ev.evaluate(s)[seat] ?? 0;

/** The value of `s` for `me`, a draw counted at `-CONTEMPT`. */
function valueFor<S>(engine: Engine<S>, ev: Evaluation<S>, s: S, me: number): number {
  const v = seatValue(ev, s, me);
  if (v === 0 && engine.outcome(s).status === 'draw') return -CONTEMPT;
  return v;
}

/** Whether `s` is won by `seat`. */
function wonBy<S>(engine: Engine<S>, s: S, seat: number): boolean {
  const o = engine.outcome(s);
  return o.status === 'win' && (o.winners ?? [o.winner]).some((w) => w === seat);
}

/**
 * A whole turn from `state` that wins at once for the seat to act, searched depth first over
 * every step in a seeded random order until one is found or the budget is spent (then
 * undefined: no win found, not proof that none exists).
 */
export function findWinningTurn<S>(engine: Engine<S>, ev: Evaluation<S> | undefined, state: S, rng: number, budget: Budget): [Turn<S> | undefined, number] {
  const start = turnOf(engine, ev, state);
  const seat = start[0];
  let r = rng;
  const steps: Move[] = [];
  const walk = (s: S, depth: number): Turn<S> | undefined => {
    let legal: Move[];
    [legal, r] = shuffle(candidates(engine, s), r);
    // Every step first (a win ends the search at once); the turn then goes on from the steps
    // that leave the mover best placed by the evaluation (closest to the goal) first.
    const goOn: { m: Move; s: S; v: number }[] = [];
    for (const m of legal) {
      const next = engine.applyMove(s, m);
      budget.spend();
      if (!next.ok) continue;
      if (wonBy(engine, next.value, seat)) return { steps: [...steps, m], after: next.value };
      if (depth < 40 && !turnOver(engine, ev, start, next.value)) goOn.push({ m, s: next.value, v: ev ? seatValue(ev, next.value, seat) : 0 });
    }
    goOn.sort((a, b) => b.v - a.v);
    for (const g of goOn) {
      steps.push(g.m);
      const w = walk(g.s, depth + 1);
      if (w) return w;
      steps.pop();
    }
    return undefined;
  };
  try {
    return [walk(state, 0), r];
  } catch (e) {
    if (e !== OUT) throw e;
    return [undefined, r];
  }
}

/**
 * Every whole turn from `state`, or undefined when there are more than `limit` (then only a
 * sample could be listed, and nothing about all replies can be proved).
 */
export function allTurns<S>(engine: Engine<S>, ev: Evaluation<S> | undefined, state: S, limit: number, budget: Budget = UNLIMITED): Turn<S>[] | undefined {
  const start = turnOf(engine, ev, state);
  const out: Turn<S>[] = [];
  const walk = (s: S, steps: readonly Move[], depth: number): boolean => {
    for (const m of candidates(engine, s)) {
      const next = engine.applyMove(s, m);
      budget.spend();
      if (!next.ok) continue;
      const path = [...steps, m];
      if (depth > 40 || turnOver(engine, ev, start, next.value)) {
        out.push({ steps: path, after: next.value });
        if (out.length > limit) return false;
      } else if (!walk(next.value, path, depth + 1)) return false;
    }
    return true;
  };
  return walk(state, [], 0) ? out : undefined;
}

/**
 * Whether `t` (a turn of `me`) wins by force within one more turn of `me`: the game goes on, and
 * after every reply of the other seat (all of them listed, at most `limit`) `me` wins at once or
 * has a turn that wins at once (found among every turn). False when a reply escapes or when the
 * budget or the limit stops the proof. Two-seat games only (a third seat's turn is not listed).
 */
export function forcedWin<S>(engine: Engine<S>, ev: Evaluation<S>, t: Turn<S>, me: number, rng: number, budget: Budget, limit = 600): [boolean, number] {
  let r = rng;
  if (engine.outcome(t.after).status !== 'ongoing') return [wonBy(engine, t.after, me), r];
  if (turnOf(engine, ev, t.after)[0] === me) return [false, r];
  let replies: Turn<S>[] | undefined;
  try {
    replies = allTurns(engine, ev, t.after, limit, budget);
  } catch (e) {
    if (e !== OUT) throw e;
    return [false, r];
  }
  if (!replies || replies.length === 0) return [false, r];
  // The replies the other seat likes best first: the ones most likely to escape.
  const them = turnOf(engine, ev, t.after)[0];
  const ranked = replies.map((x) => ({ x, v: seatValue(ev, x.after, them) })).sort((a, b) => b.v - a.v);
  for (const { x } of ranked) {
    const o = engine.outcome(x.after);
    if (o.status !== 'ongoing') {
      if (!wonBy(engine, x.after, me)) return [false, r];
      continue;
    }
    if (turnOf(engine, ev, x.after)[0] !== me) return [false, r];
    let w: Turn<S> | undefined;
    [w, r] = findWinningTurn(engine, ev, x.after, r, budget);
    if (!w) return [false, r];
  }
  return [true, r];
}

/**
 * The real turn for `steps` chosen on a sample of the hidden information: the steps replayed on
 * the real state while they apply; where one does not (a tile drawn in the sample is not the one
 * drawn for real), or the real turn goes on where the sample's ended, the rest of the turn is the
 * club's choice from the real position reached.
 */
function realize<S>(engine: Engine<S>, ev: Evaluation<S>, state: S, steps: readonly Move[], seed: number, me: number): Turn<S> | undefined {
  const start = turnOf(engine, ev, state);
  let s = state;
  const done: Move[] = [];
  const finish = (): Turn<S> | undefined => {
    // The rest of one's own turn, one turn ahead: no other seat's step is played, so nothing
    // hidden is read (the evaluations read the board, not the hands).
    const rest = chooseOn(engine, ev, s, { level: 'club', seed: seed + 1, turnCap: 120 });
    if (!rest || turnOf(engine, ev, s)[0] !== me) return undefined;
    return { steps: [...done, ...rest.steps], after: rest.after };
  };
  for (const m of steps) {
    const next = engine.applyMove(s, m);
    if (!next.ok) return finish();
    done.push(m);
    s = next.value;
    if (turnOver(engine, ev, start, s)) return { steps: done, after: s };
  }
  // The sample's turn ended where the real one goes on (a guess that was right for real).
  return finish();
}

/**
 * The strong level's safety check as a hunt (`Evaluation.replyHunt` = k): the best turns in order,
 * each given a k-th of the budget `b` to find a reply of the other seat that wins at once (depth
 * first, over every reply; in `Evaluation.worstCase`'s position when there is one). The first turn
 * with no winning reply found is chosen; when every turn checked has one, the turn whose winning
 * reply took the most steps to find (the first in order on ties), which the deep search that
 * follows may replace by a turn not checked. Every turn checked is pushed on `checked` (`lost`: a
 * winning reply was found). Undefined when no turn could be checked.
 */
function huntSafety<S>(
  engine: Engine<S>,
  ev: Evaluation<S>,
  scored: readonly { t: Turn<S>; v: number }[],
  me: number,
  k: number,
  rng: number,
  b: Budget,
  checked: { t: Turn<S>; v: number; lost: boolean }[],
): [{ t: Turn<S>; v: number } | undefined, number] {
  let r = rng;
  let best: { t: Turn<S>; v: number } | undefined;
  let bestEffort = -1;
  const each = Math.max(1, Math.floor(b.maxNodes / k));
  try {
    for (const x of scored) {
      if (b.nodes + each > b.maxNodes && best) break;
      const after = x.t.after;
      if (engine.outcome(after).status !== 'ongoing' || turnOf(engine, ev, after)[0] === me) {
        checked.push({ ...x, lost: false });
        return [x, r];
      }
      const nb = new Budget(each, b.deadline, b.now, b);
      let reply: Turn<S> | undefined;
      [reply, r] = findWinningTurn(engine, ev, ev.worstCase ? ev.worstCase(after, turnOf(engine, ev, after)[0]) : after, r, nb);
      checked.push({ ...x, lost: reply !== undefined });
      if (!reply) return [x, r];
      if (nb.nodes > bestEffort) {
        bestEffort = nb.nodes;
        best = x;
      }
    }
  } catch (e) {
    if (e !== OUT) throw e;
  }
  return [best, r];
}

/** Chooses a whole turn for the seat to act at the given level (reading only what that seat may know). */
export function chooseTurn<S>(engine: Engine<S>, ev: Evaluation<S>, state: S, opts: SearchOptions): SearchResult<S> | undefined {
  if (engine.outcome(state).status !== 'ongoing') return undefined;
  const me = turnOf(engine, ev, state)[0];
  if (!ev.determinize) return chooseOn(engine, ev, state, opts);
  const [sample] = ev.determinize(state, me, ((opts.seed ?? 1) * 2654435761) | 0);
  const r = chooseOn(engine, ev, sample, opts);
  if (!r) return undefined;
  const real = realize(engine, ev, state, r.steps, opts.seed ?? 1, me);
  if (!real) return undefined;
  return { ...r, ...real };
}

function chooseOn<S>(engine: Engine<S>, ev: Evaluation<S>, state: S, opts: SearchOptions): SearchResult<S> | undefined {
  const now = opts.now ?? (() => performance.now());
  const t0 = now();
  const me = turnOf(engine, ev, state)[0];
  let rng = (opts.seed ?? 1) | 0;
  const cap = opts.turnCap ?? 400;

  if (opts.level === 'beginner') {
    let best: Turn<S> | undefined;
    for (let k = 0; k < 6; k++) {
      let t: Turn<S>;
      [t, rng] = randomTurn(engine, ev, state, rng);
      if (t.steps.length === 0) continue;
      best ??= t;
      if (wonBy(engine, t.after, me)) {
        best = t;
        break;
      }
    }
    if (!best) return undefined;
    return { ...best, value: seatValue(ev, best.after, me), nodes: 0, depth: 0, ms: now() - t0 };
  }

  const strong = opts.level === 'strong';
  const timeMs = opts.timeMs ?? 1000;
  const maxNodes = opts.maxNodes ?? 400_000;
  /** A budget for a phase of the strong search: until `until` of the time, and a share of the steps left. */
  let spent = 0;
  const phase = (until: number, share: number): Budget => new Budget(Math.max(1, Math.floor((maxNodes - spent) * share)), t0 + timeMs * until, now);
  const settle = (b: Budget) => {
    spent += Math.min(b.nodes, b.maxNodes);
  };

  // Strong, first: a turn that wins at once, looked for among every turn (not a sample) within
  // a third of the budget.
  if (strong) {
    const b = phase(0.35, 0.35);
    let w: Turn<S> | undefined;
    [w, rng] = findWinningTurn(engine, ev, state, rng, b);
    settle(b);
    if (w) return { ...w, value: seatValue(ev, w.after, me), nodes: spent, depth: 1, ms: now() - t0 };
  }

  let turns: Turn<S>[];
  [turns, rng] = enumerateTurns(engine, ev, state, cap, rng);
  if (turns.length === 0) return undefined;
  // Depth 1 (club): every turn by its evaluation; ties broken by the seeded order.
  let order: number;
  [order, rng] = nextRandom(rng);
  const scored = turns.map((t, i) => ({ t, v: valueFor(engine, ev, t.after, me), k: (i * 2654435761 + Math.floor(order * 1e9)) >>> 0 }));
  // Strong, ahead: a turn back to a position the game has reached is worth less (`avoidRepeats`).
  const repeats = strong ? repeatPenalties(ev, scored, opts.seen) : undefined;
  if (repeats) for (const x of scored) x.v -= repeats.get(x.t) ?? 0;
  scored.sort((a, b) => b.v - a.v || a.k - b.k);
  const first = scored[0] as (typeof scored)[number];
  let result: SearchResult<S> = { ...first.t, value: first.v, nodes: 0, depth: 1, ms: now() - t0 };
  if (!strong || Math.abs(first.v) >= WIN / 2) return { ...result, ms: now() - t0 };

  // Strong, where the evaluation asks for it: the best turns against every reply (`againstReplies`).
  if (ev.replyCheck && ev.evaluate(state).length === 2) {
    const b = phase(1, 1);
    [result, rng] = againstReplies(engine, ev, scored, me, ev.replyCheck, b, rng, result, repeats);
    settle(b);
    return { ...result, nodes: spent, ms: now() - t0 };
  }

  // Strong, second: the best turns by the evaluation, each checked for a reply that wins at once
  // (looked for among every reply, within a share of the budget); a turn with such a reply is
  // dropped. In a race to a goal (Ancient, Kutai, Balance) this is what the club level misses.
  const safeK = 8;
  const checked: { t: Turn<S>; v: number; lost: boolean }[] = [];
  if (ev.replyHunt) {
    const b = phase(0.9, 0.9);
    let pick: { t: Turn<S>; v: number } | undefined;
    [pick, rng] = huntSafety(engine, ev, scored, me, ev.replyHunt, rng, b, checked);
    settle(b);
    if (pick) result = { ...pick.t, value: pick.v, nodes: spent, depth: 2, ms: now() - t0 };
  } else {
    const b = phase(0.75, 0.6);
    try {
      for (const x of scored.slice(0, safeK)) {
        if (engine.outcome(x.t.after).status !== 'ongoing') {
          checked.push({ t: x.t, v: x.v, lost: false });
          continue;
        }
        let reply: Turn<S> | undefined;
        [reply, rng] = findWinningTurn(engine, ev, x.t.after, rng, new Budget(Math.floor(b.maxNodes / safeK), b.deadline, now, b));
        checked.push({ t: x.t, v: x.v, lost: reply !== undefined });
        if (!reply) {
          // The best turn found with no winning reply found: a sound choice already.
          result = { ...x.t, value: x.v, nodes: spent, depth: 2, ms: now() - t0 };
          break;
        }
      }
    } catch (e) {
      if (e !== OUT) throw e;
    }
    settle(b);
  }
  const refuted = new Set(checked.filter((c) => c.lost).map((c) => c.t));

  // Strong, third: a turn that wins by force within one more turn of one's own (two seats): every
  // reply listed, and after each a winning turn found. A double threat, or a harmony the other
  // seat cannot break in its one answering turn, is what one turn of look-ahead never sees. The
  // best turns by the evaluation are tried first (a threat is what the evaluation likes).
  // Only where every turn of the root could be listed (fewer than the cap): where one's own turns
  // are too many to list, so are the replies, and no proof can be had (Kutai's placements,
  // Ancient's place-then-move turns, Basic's hundreds of steps); the budget goes to the search.
  if (ev.evaluate(state).length === 2 && turns.length < cap) {
    const b = phase(0.85, 0.4);
    const tries = scored.slice(0, forcedK).filter((x) => !refuted.has(x.t));
    try {
      for (const x of tries) {
        let won: boolean;
        [won, rng] = forcedWin(engine, ev, x.t, me, rng, new Budget(Math.floor(b.maxNodes / tries.length), b.deadline, now, b));
        if (won) {
          settle(b);
          return { ...x.t, value: WIN - 2, nodes: spent, depth: 3, ms: now() - t0 };
        }
      }
    } catch (e) {
      if (e !== OUT) throw e;
    }
    settle(b);
  }

  // Strong, last: iterative deepening alpha-beta over whole turns with what is left.
  // Replies just above the horizon are looked at as widely as the club level looks (so the search
  // never models an opponent weaker than club); deeper ones are sampled more thinly.
  const deep = phase(1, 1);
  const lastCap = Math.max(24, Math.floor(cap / 2));
  const innerCap = Math.max(24, Math.floor(cap / 8));
  const beam = 6;
  const rootBeam = 6;
  const ab = (s: S, depth: number, ply: number, alpha: number, beta: number): number => {
    const o = engine.outcome(s);
    if (o.status !== 'ongoing') {
      const v = valueFor(engine, ev, s, me);
      return v > 1 ? v - ply : v < -1 ? v + ply : v;
    }
    if (depth === 0) return seatValue(ev, s, me);
    const mover = turnOf(engine, ev, s)[0];
    let ts: Turn<S>[];
    [ts, rng] = enumerateTurns(engine, ev, s, depth === 1 ? lastCap : innerCap, rng, deep);
    if (ts.length === 0) return seatValue(ev, s, me);
    const mine = mover === me;
    // Order by the mover's own view (the best turns for them first); keep a beam.
    const ranked = ts.map((t) => ({ t, v: seatValue(ev, t.after, mover) })).sort((a, b) => b.v - a.v);
    const kids = ranked.slice(0, beam);
    let best = mine ? -Infinity : Infinity;
    for (const { t } of kids) {
      const v = ab(t.after, depth - 1, ply + 1, alpha, beta);
      if (mine) {
        if (v > best) best = v;
        if (best > alpha) alpha = best;
      } else {
        if (v < best) best = v;
        if (best < beta) beta = best;
      }
      if (alpha >= beta) break;
    }
    return best;
  };
  // The search is a check on the evaluation's choice: it plays the best turn not refuted unless
  // looking deeper shows that turn lost against a reply found (then the next best turn not shown
  // lost). A loss found is real (the reply exists); a 'win' behind a beam of replies is not
  // proof, so it never trades the evaluation's judgment for a deeper but noisier guess.
  const root = scored.filter((x) => !refuted.has(x.t)).slice(0, rootBeam).map((x) => x.t);
  if (root.length === 0) return { ...result, nodes: spent, ms: now() - t0 };
  const proven = WIN / 2;
  try {
    for (let depth = 2; depth <= 6; depth++) {
      let bestV = -Infinity;
      const values: { t: Turn<S>; v: number }[] = [];
      for (const t of root) {
        const v = ab(t.after, depth - 1, 1, bestV, Infinity);
        values.push({ t, v });
        if (v > bestV) bestV = v;
      }
      const safe = values.find((x) => x.v > -proven);
      const pick = safe ?? values.sort((a, b) => b.v - a.v)[0];
      if (!pick) break;
      result = { ...pick.t, value: pick.v, nodes: spent + deep.nodes, depth: Math.max(depth, result.depth), ms: now() - t0 };
      if (!safe) break;
    }
  } catch (e) {
    if (e !== OUT) throw e;
  }
  settle(deep);
  return { ...result, nodes: spent, ms: now() - t0 };
}

/**
 * The turn among the `o.turns` best by the evaluation (in that order) whose worst reply of the
 * other seat, by the evaluation, leaves `me` the most: every reply listed (a seeded sample of
 * `o.replies` beyond), a reply that wins for the other seat counting as a loss. A turn is dropped
 * as soon as one reply brings it to the best value found so far; a turn whose replies the budget
 * cut short is not counted. Two seats (the reply is the other seat's whole turn).
 */
/**
 * The penalty of each turn that brings back a position the game has reached, for a seat the
 * evaluation has ahead after it (`Evaluation.avoidRepeats`); undefined when nothing is penalised.
 */
function repeatPenalties<S>(ev: Evaluation<S>, scored: readonly { t: Turn<S>; v: number }[], seen: ReadonlySet<string> | undefined): Map<Turn<S>, number> | undefined {
  const a = ev.avoidRepeats;
  if (!a || !seen || seen.size === 0) return undefined;
  const out = new Map<Turn<S>, number>();
  for (const x of scored) if (x.v > 0 && x.v < WIN / 2 && seen.has(a.key(x.t.after))) out.set(x.t, a.penalty);
  return out.size > 0 ? out : undefined;
}

/**
 * The `SearchOptions.seen` of a game whose earlier positions come as text (the opponent's worker):
 * the keys (`Evaluation.avoidRepeats.key`) of those that read; undefined when the evaluation keeps none.
 */
export function seenOf<S>(key: ((s: S) => string) | undefined, texts: readonly string[], read: (text: string) => Result<S>): Set<string> | undefined {
  if (!key || texts.length === 0) return undefined;
  const out = new Set<string>();
  for (const t of texts) {
    const p = read(t);
    if (p.ok) out.add(key(p.value));
  }
  return out;
}

function againstReplies<S>(engine: Engine<S>, ev: Evaluation<S>, scored: readonly { t: Turn<S>; v: number }[], me: number, o: { readonly turns: number; readonly replies: number }, budget: Budget, rng: number, fallback: SearchResult<S>, repeats?: ReadonlyMap<Turn<S>, number>): [SearchResult<S>, number] {
  let r = rng;
  let best: SearchResult<S> | undefined;
  let bestV = -Infinity;
  try {
    for (const x of scored.slice(0, o.turns)) {
      let worst = x.v;
      if (engine.outcome(x.t.after).status === 'ongoing') {
        let replies: Turn<S>[];
        [replies, r] = enumerateTurns(engine, ev, x.t.after, o.replies, r, budget);
        if (replies.length > 0) worst = Infinity;
        const cost = repeats?.get(x.t) ?? 0;
        for (const y of replies) {
          worst = Math.min(worst, valueFor(engine, ev, y.after, me) - cost);
          if (worst <= bestV) break;
        }
      }
      if (worst > bestV) {
        bestV = worst;
        best = { ...x.t, value: worst, nodes: budget.nodes, depth: 2, ms: fallback.ms };
      }
    }
  } catch (e) {
    if (e !== OUT) throw e;
  }
  return [best ?? fallback, r];
}
