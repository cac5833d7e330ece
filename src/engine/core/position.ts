/**
 * @packageDocumentation
 * The position check (after chessops' `Setup` → `Position` and its `PositionError`): a state read from
 * untrusted input is a *setup* until its variant's `checkPosition` finds nothing wrong with it. Every way
 * a position enters (a URL, typed text, a JSON setup, an example, an exercise) goes through `fromSetup` or
 * `parsePosition`, and both end in `checkedPosition`, so no board ever holds a position the rules forbid.
 *
 * What a check can know is what chessops checks: counts (no more tiles of a kind than the set has, none
 * missing that never leaves the game), places a kind may stand on, and flags that agree with the board
 * (a "proclaimed" flag with the harmonies it claims, a counter within the limit that ends the game).
 * Whether a game could reach the position move by move is not asked (nor is it in chess).
 */
import type { PlaceId } from '../geometry/coords.ts';
import { err, ok, type EngineError, type Result } from './result.ts';

/** One reason a setup is not a position the rules allow. */
export interface PositionProblem {
  /** Stable code, e.g. `ERR_POSITION_COUNT`. */
  readonly code: string;
  /** Plain words, safe to show (never HTML): what is wrong and where. */
  readonly message: string;
  /** The rule the setup breaks. */
  readonly rule: string;
  /** Places concerned, where there are any. */
  readonly places?: readonly PlaceId[];
}

/** The error a refused setup gives: every problem found, the first one's rule, and the problems themselves. */
export interface PositionError extends EngineError {
  readonly problems: readonly PositionProblem[];
}

export const ERR_POSITION = 'ERR_POSITION';

/** Words for a list of problems: the first few, then how many more. */
export function problemsText(problems: readonly PositionProblem[], shown = 3): string {
  const head = problems.slice(0, shown).map((p) => p.message.replace(/\.$/, ''));
  const more = problems.length - head.length;
  return `This position cannot occur: ${head.join('; ')}${more > 0 ? `; and ${more} more problem${more === 1 ? '' : 's'}` : ''}.`;
}

/** `state` as a position when `problems` is empty; otherwise the error naming them. */
export function checkedPosition<S>(state: S, problems: readonly PositionProblem[]): Result<S> {
  if (problems.length === 0) return ok(state);
  const first = problems[0] as PositionProblem;
  const e: PositionError = { code: ERR_POSITION, message: problemsText(problems), rule: first.rule, problems };
  return err(e);
}

/** Collects problems: `add(cond, …)` records one when `cond` is true. */
export function problemList(): { readonly list: PositionProblem[]; add(cond: boolean, code: string, message: string, rule: string, places?: readonly PlaceId[]): void } {
  const list: PositionProblem[] = [];
  return {
    list,
    add(cond, code, message, rule, places) {
      if (cond) list.push(places ? { code, message, rule, places } : { code, message, rule });
    },
  };
}
