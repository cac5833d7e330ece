/**
 * @packageDocumentation
 * Seeded games between computer levels (for the strength script, the bench and the tests): each
 * seat plays at its level, turn by turn, until the game is decided or a turn limit is reached.
 */
import type { Evaluation } from './evaluation.ts';
import { chooseTurn, turnOf, type Level } from './search.ts';
import type { OptionValues, VariantEngine } from './types.ts';

export interface MatchResult {
  /** The seats that won (empty for a draw or an unfinished game). */
  readonly winners: readonly number[];
  readonly status: 'win' | 'draw' | 'unfinished';
  readonly turns: number;
  /** The rule that ended the game (empty for an unfinished one). */
  readonly rule: string;
  /** The evaluation of the last position, per seat (who was ahead when an unfinished game stopped). */
  readonly values: readonly number[];
  /** The longest time one choice took (ms). */
  readonly slowestMs: number;
  /** Every choice's time (ms), for averages. */
  readonly totalMs: number;
  readonly choices: number;
  /** The last position in the variant's notation: what the game came to, so that two runs of a seed can be compared. */
  readonly position: string;
}

export interface MatchOptions {
  readonly seed: number;
  readonly options?: OptionValues;
  /** A level per seat (seat i plays `levels[i]`). */
  readonly levels: readonly Level[];
  readonly timeMs?: number;
  readonly maxNodes?: number;
  readonly maxTurns?: number;
  /** Most whole turns considered from one position (see `SearchOptions.turnCap`). */
  readonly turnCap?: number;
}

/** Plays one seeded game between levels. */
export function playMatch<S>(engine: VariantEngine<S>, ev: Evaluation<S>, o: MatchOptions): MatchResult {
  const c = engine.create({ seed: o.seed, ...(o.options ? { options: o.options } : {}) });
  if (!c.ok) throw new Error(c.error.message);
  let s = c.value;
  let turns = 0;
  let slowest = 0;
  let total = 0;
  const max = o.maxTurns ?? 300;
  // The positions reached, for an evaluation that asks the strong level not to repeat them.
  const key = ev.avoidRepeats?.key;
  const seen = new Set<string>();
  while (engine.outcome(s).status === 'ongoing' && turns < max) {
    if (key) seen.add(key(s));
    const seat = turnOf(engine, ev, s)[0];
    const level = o.levels[seat] ?? 'beginner';
    const r = chooseTurn(engine, ev, s, { level, seed: o.seed * 7919 + turns, ...(o.timeMs !== undefined ? { timeMs: o.timeMs } : {}), ...(o.maxNodes !== undefined ? { maxNodes: o.maxNodes } : {}), ...(o.turnCap !== undefined ? { turnCap: o.turnCap } : {}), ...(key ? { seen } : {}) });
    if (!r) break;
    slowest = Math.max(slowest, r.ms);
    total += r.ms;
    s = r.after;
    turns++;
  }
  const out = engine.outcome(s);
  if (out.status === 'win') return { winners: out.winners ?? [out.winner], status: 'win', turns, rule: out.rule, values: ev.evaluate(s), slowestMs: slowest, totalMs: total, choices: turns, position: engine.formatPosition(s) };
  return { winners: [], status: out.status === 'draw' ? 'draw' : 'unfinished', turns, rule: out.status === 'draw' ? out.rule : '', values: ev.evaluate(s), slowestMs: slowest, totalMs: total, choices: turns, position: engine.formatPosition(s) };
}
