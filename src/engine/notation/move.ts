/**
 * @packageDocumentation
 * One step in the shared notation, for variants whose steps carry no marks of their own (the
 * full notation, with marks, turns and folding, is in `step.ts`):
 *
 * - place a tile from the hand: `<tile>*<place>`, e.g. `R*10j`, `L*9i:10j`
 * - move a tile on the board: `<from>-<to>`, e.g. `9i:10j-9f:10g` (`R9i:10j-9f:10g` names the tile)
 * - the other steps: `W8e:rotate cw 1`, `pass`, `end`, `draw`, `discard R`, `resign`, `proclaim`
 *
 * Tile codes are the variant's (checked by the variant). Parsing is
 * case-insensitive for places; tile codes are matched case-insensitively
 * against the variant's list and written as the variant writes them.
 */
import { fail, ok, type Result } from '../core/result.ts';
import { sameStep } from '../core/steps.ts';
import type { Move } from '../core/types.ts';
import type { PlaceId } from '../geometry/coords.ts';
import { checkMarks, formatStep, parseStep } from './step.ts';

/** Writes a step in the shared notation (no marks). */
export function formatMoveText(move: Move): string {
  return formatStep(move);
}

/** How a variant re-checks the marks a written step carries: the tile on a place, the tile a step captures. */
export interface MarkCheck {
  readonly tileAt: (place: PlaceId) => string | undefined;
  /** The tile the step would capture (default: none; the variant never captures). */
  readonly captured?: (move: Move) => string | undefined;
  /** The rule a wrong mark is reported under. */
  readonly rule: string;
}

/**
 * Parses a step in the shared notation; `tileCodes` lists the variant's tile codes. Marks (a tile
 * before a place, a capture `x`) are re-checked with `check`; without it a step carrying marks is refused.
 */
export function parseMoveText(text: string, tileCodes: readonly string[], check?: MarkCheck): Result<Move> {
  const r = parseStep(text, tileCodes);
  if (!r.ok) return r;
  const { step, marks } = r.value;
  if (marks.tile === undefined && marks.capture === undefined) return ok(step);
  if (!check) return fail('ERR_MOVE_SYNTAX', 'Write this move without a tile letter or capture mark (like 10j-10f).');
  const at = step.type === 'move' ? step.from : step.type === 'use' ? step.at : undefined;
  const bad = checkMarks(marks, { ...(at !== undefined ? { tile: check.tileAt(at) } : {}), ...withCaptured(check, step) }, check.rule);
  return bad ? { ok: false, error: bad } : ok(step);
}

const withCaptured = (check: MarkCheck, step: Move): { captured?: string } => {
  const c = check.captured?.(step);
  return c === undefined ? {} : { captured: c };
};

/** Whether two steps are the same step. */
export const sameMove = (a: Move, b: Move): boolean => sameStep(a, b);
