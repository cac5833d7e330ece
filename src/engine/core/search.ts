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
import { nextInt, nextRandom } from './rng.ts';
import type { Evaluation } from './evaluation.ts';
import { WIN } from './evaluation.ts';
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

class Budget {
  nodes = 0;
  readonly maxNodes: number;
  readonly deadline: number;
  readonly now: () => number;
  constructor(maxNodes: number, deadline: number, now: () => number) {
    this.maxNodes = maxNodes;
    this.deadline = deadline;
    this.now = now;
  }
  spend(): void {
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
      const pool = legal.slice();
      for (let k = 0; k < share; k++) {
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

const seatValue = <S>(ev: Evaluation<S>, s: S, seat: number): number => ev.evaluate(s)[seat] ?? 0;

/** Chooses a whole turn for the seat to act at the given level. */
export function chooseTurn<S>(engine: Engine<S>, ev: Evaluation<S>, state: S, opts: SearchOptions): SearchResult<S> | undefined {
  if (engine.outcome(state).status !== 'ongoing') return undefined;
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
      const o = engine.outcome(t.after);
      if (o.status === 'win' && (o.winners ?? [o.winner]).some((w) => w === me)) {
        best = t;
        break;
      }
    }
    if (!best) return undefined;
    return { ...best, value: seatValue(ev, best.after, me), nodes: 0, depth: 0, ms: now() - t0 };
  }

  const budget = new Budget(opts.level === 'strong' ? (opts.maxNodes ?? 60_000) : Infinity, opts.level === 'strong' ? t0 + (opts.timeMs ?? 1000) : Infinity, now);
  let turns: Turn<S>[];
  [turns, rng] = enumerateTurns(engine, ev, state, cap, rng);
  if (turns.length === 0) return undefined;
  // Depth 1 (club): every turn by its evaluation; ties broken by the seeded order.
  let order: number;
  [order, rng] = nextRandom(rng);
  const scored = turns.map((t, i) => ({ t, v: seatValue(ev, t.after, me), k: (i * 2654435761 + Math.floor(order * 1e9)) >>> 0 }));
  scored.sort((a, b) => b.v - a.v || a.k - b.k);
  const first = scored[0] as (typeof scored)[number];
  let result: SearchResult<S> = { ...first.t, value: first.v, nodes: budget.nodes, depth: 1, ms: now() - t0 };
  if (opts.level === 'club' || Math.abs(first.v) >= WIN / 2) return { ...result, ms: now() - t0 };

  // Strong: iterative deepening alpha-beta over whole turns.
  // Replies just above the horizon are looked at as widely as the club level looks (so the search
  // never models an opponent weaker than club); deeper ones are sampled more thinly.
  const lastCap = Math.max(24, Math.floor(cap / 2));
  const innerCap = Math.max(24, Math.floor(cap / 8));
  const beam = 6;
  const rootBeam = 6;
  const ab = (s: S, depth: number, ply: number, alpha: number, beta: number): number => {
    const o = engine.outcome(s);
    if (o.status !== 'ongoing') {
      const v = seatValue(ev, s, me);
      return v > 0 ? v - ply : v < 0 ? v + ply : 0;
    }
    if (depth === 0) return seatValue(ev, s, me);
    const mover = turnOf(engine, ev, s)[0];
    let ts: Turn<S>[];
    [ts, rng] = enumerateTurns(engine, ev, s, depth === 1 ? lastCap : innerCap, rng, budget);
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
  // The search is a check on the club's choice: it plays the evaluation's best turn unless looking
  // deeper shows that turn lost against a reply found (then the next best turn not shown lost). A
  // loss found is real (the reply exists); a 'win' behind a beam of replies is not proof, so it
  // never trades the evaluation's judgment for a deeper but noisier guess.
  const root = scored.slice(0, rootBeam).map((x) => x.t);
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
      result = { ...pick.t, value: pick.v, nodes: budget.nodes, depth, ms: now() - t0 };
      if (!safe) break;
    }
  } catch (e) {
    if (e !== OUT) throw e;
  }
  return { ...result, nodes: budget.nodes, ms: now() - t0 };
}
