/**
 * @packageDocumentation
 * Generic help for turns made of single steps (see `src/engine/README.md`):
 *
 * - `stepFields(step)`: the order in which a person enters a step piece by piece;
 * - `pickSteps` / `nextChoices`: the legal steps that match the fields picked so far, and the
 *   distinct values the next field may take (what the board highlights or the chooser offers);
 * - `sameStep` / `stepKey`: equality of steps;
 * - `formatTurnDefault` / `parseTurnDefault` / `splitTurnText`: a turn written as its steps joined
 *   with `+` (the URL-safe `_` is read too), used when a variant has no `formatTurn`/`parseTurn`;
 * - `groupTurns`: a record of steps cut into turns by the view's turn counter.
 *
 * No rule lives here: every answer is computed from `legalMoves` and `applyMove`.
 */
import { placeName, type PlaceId } from '../geometry/coords.ts';
import { fail, ok, type Result } from './result.ts';
import type { Move, Seat, StepArg, VariantEngine, Violation } from './types.ts';

/**
 * What a field holds:
 * - `tile`: a tile from the hand (a `place` step's tile, a `discard`'s tile);
 * - `place`: a place on the board (a `move`'s from and to, a `use`'s at, a `use` argument that is a place);
 * - `ability`: a `use` step's ability;
 * - `arg`: a `use` argument that is a word or an amount;
 * - `path`: a `move`'s route (its places joined by `,`), where routes differ;
 * - `promote`: the tile a moved tile becomes;
 * - `word`: a step that is only a word (`draw`, `pass`, `end`, `resign`, `proclaim`);
 * - `seat`: the seat a `resign` names.
 */
export type FieldKind = 'tile' | 'place' | 'ability' | 'arg' | 'path' | 'promote' | 'word' | 'seat';

export interface StepField {
  readonly kind: FieldKind;
  /** A place id for `place` and `seat` fields, text otherwise. */
  readonly value: string | number;
}

const f = (kind: FieldKind, value: string | number): StepField => ({ kind, value });
/** The field of a `use` argument: a number is a place, a string a word or amount. */
const argField = (a: StepArg): StepField => (typeof a === 'number' ? f('place', a) : f('arg', String(a)));

/**
 * The fields of a step, in the order a person enters them:
 * place → [tile, to]; move → [from, to, path?, promote?]; use → [at, ability, ...args];
 * discard → [tile]; draw, pass, end, proclaim → [the word]; resign → ['resign', seat?].
 */
export function stepFields(step: Move): readonly StepField[] {
  switch (step.type) {
    case 'place':
      return [f('tile', step.tile), f('place', step.to)];
    case 'move': {
      const out = [f('place', step.from), f('place', step.to)];
      if (step.path) out.push(f('path', step.path.join(',')));
      if (step.promote !== undefined) out.push(f('promote', step.promote));
      return out;
    }
    case 'use':
      return [f('place', step.at), f('ability', step.ability), ...step.args.map(argField)];
    case 'discard':
      return [f('tile', step.tile)];
    case 'resign':
      return step.seat === undefined ? [f('word', 'resign')] : [f('word', 'resign'), f('seat', step.seat)];
    default:
      return [f('word', step.type)];
  }
}

export const sameField = (a: StepField, b: StepField): boolean => a.kind === b.kind && a.value === b.value;

/** A text key of a step: equal keys ⇔ the same step. */
export function stepKey(step: Move): string {
  return `${step.type}|${stepFields(step)
    .map((x) => `${x.kind}:${x.value}`)
    .join('|')}`;
}

/** Whether two steps are the same step (every field equal). */
export const sameStep = (a: Move, b: Move): boolean => a.type === b.type && stepKey(a) === stepKey(b);

/** The steps among `steps` whose first fields are exactly `pick`. */
export function pickSteps(steps: readonly Move[], pick: readonly StepField[]): Move[] {
  return steps.filter((s) => {
    const fs = stepFields(s);
    if (fs.length < pick.length) return false;
    for (let i = 0; i < pick.length; i++) if (!sameField(fs[i] as StepField, pick[i] as StepField)) return false;
    return true;
  });
}

/** What may follow a partial pick: the distinct next fields (first-seen order), and the steps the pick already completes. */
export interface NextChoices {
  /** Distinct values of the next field among the matching steps, each with one step that has it (for labels). */
  readonly next: readonly { readonly field: StepField; readonly example: Move }[];
  /** Steps whose fields are exactly the pick (apply one of them to complete the pick; normally at most one). */
  readonly complete: readonly Move[];
}

/** The choices after a partial pick, from the legal steps (`legalMoves(state)`). An empty pick gives every first field. */
export function nextChoices(steps: readonly Move[], pick: readonly StepField[]): NextChoices {
  const next: { field: StepField; example: Move }[] = [];
  const seen = new Set<string>();
  const complete: Move[] = [];
  for (const s of pickSteps(steps, pick)) {
    const fs = stepFields(s);
    if (fs.length === pick.length) {
      complete.push(s);
      continue;
    }
    const field = fs[pick.length] as StepField;
    const key = `${field.kind}:${field.value}`;
    if (seen.has(key)) continue;
    seen.add(key);
    next.push({ field, example: s });
  }
  return { next, complete };
}

/** The label of a field: the engine's `describeArg` for non-place fields when it has one, else a plain default. */
export function fieldLabel<S>(engine: Pick<VariantEngine<S>, 'describeArg'>, state: S, step: Move, index: number): string {
  const field = stepFields(step)[index];
  if (!field) return '';
  if (field.kind === 'place') return placeName(field.value as PlaceId);
  if (engine.describeArg) return engine.describeArg(state, step, index);
  if (field.kind === 'path')
    return `via ${String(field.value)
      .split(',')
      .filter((x) => x !== '')
      .map((x) => placeName(Number(x)))
      .join(', ')}`;
  if (field.kind === 'seat') return `seat ${Number(field.value) + 1}`;
  return String(field.value);
}

// ---------------------------------------------------------------------------
// Turns in notation

/** Splits a turn's text into its steps' texts on `+` or the URL-safe `_` (blank parts are errors). */
export function splitTurnText(text: string): Result<string[]> {
  const t = String(text ?? '').trim();
  if (t === '') return fail('ERR_TURN_EMPTY', 'No turn was given.');
  if (t.length > 400) return fail('ERR_TURN_SYNTAX', 'That turn text is too long.');
  const parts = t.split(/[+_]/).map((p) => p.trim());
  if (parts.some((p) => p === '')) return fail('ERR_TURN_SYNTAX', `“${t.slice(0, 40)}” has an empty step: join steps with a single + (or _).`);
  return ok(parts);
}

/** Applies steps in order; the first refused step's violation comes back with its index. */
export function applySteps<S>(
  engine: Pick<VariantEngine<S>, 'applyMove'>,
  state: S,
  steps: readonly Move[],
): Result<S, Violation & { readonly index?: number }> {
  let s = state;
  for (const [index, step] of steps.entries()) {
    const r = engine.applyMove(s, step);
    if (!r.ok) return { ok: false, error: { ...r.error, index } };
    s = r.value;
  }
  return ok(s);
}

/** The default `formatTurn`: each step written from the position before it, joined with `+`. */
export function formatTurnDefault<S>(engine: Pick<VariantEngine<S>, 'applyMove' | 'formatMove'>, state: S, steps: readonly Move[]): string {
  const out: string[] = [];
  let s = state;
  for (const step of steps) {
    out.push(engine.formatMove(s, step));
    const r = engine.applyMove(s, step);
    if (!r.ok) break;
    s = r.value;
  }
  return out.join('+');
}

/** The default `parseTurn`: the steps split on `+`/`_`, each read from the position before it (so each must be legal). */
export function parseTurnDefault<S>(engine: Pick<VariantEngine<S>, 'applyMove' | 'parseMove'>, state: S, text: string): Result<readonly Move[]> {
  const parts = splitTurnText(text);
  if (!parts.ok) return parts;
  const steps: Move[] = [];
  let s = state;
  for (const [i, part] of parts.value.entries()) {
    const m = engine.parseMove(s, part);
    if (!m.ok) return parts.value.length === 1 ? m : fail(m.error.code, `Step ${i + 1} (“${part.slice(0, 30)}”): ${m.error.message}`, m.error.rule);
    steps.push(m.value);
    if (i < parts.value.length - 1) {
      const r = engine.applyMove(s, m.value);
      if (!r.ok) return fail(r.error.code, `Step ${i + 1} (“${part.slice(0, 30)}”): ${r.error.message}`, r.error.rule);
      s = r.value;
    }
  }
  return ok(steps);
}

/** A turn written by the variant's `formatTurn`, or the default. */
export const formatTurnOf = <S>(engine: VariantEngine<S>, state: S, steps: readonly Move[]): string =>
  engine.formatTurn ? engine.formatTurn(state, steps) : formatTurnDefault(engine, state, steps);

/** A turn read by the variant's `parseTurn`, or the default. */
export const parseTurnOf = <S>(engine: VariantEngine<S>, state: S, text: string): Result<readonly Move[]> =>
  engine.parseTurn ? engine.parseTurn(state, text) : parseTurnDefault(engine, state, text);

// ---------------------------------------------------------------------------
// Grouping a record into turns

/** One turn of a record: who played it, from which position, and the indexes of its steps. */
export interface TurnGroup<S> {
  readonly seat: Seat;
  readonly turn: number;
  /** The position before the turn's first step. */
  readonly before: S;
  /** Indexes into the record's steps. */
  readonly steps: readonly number[];
}

/**
 * Cuts a record into turns: `states[i]` is the position before `steps[i]`; consecutive steps
 * whose positions have the same `view(state).turn` form one turn.
 */
export function groupTurns<S>(engine: Pick<VariantEngine<S>, 'view'>, states: readonly S[], steps: readonly Move[]): TurnGroup<S>[] {
  const out: { seat: Seat; turn: number; before: S; steps: number[] }[] = [];
  for (let i = 0; i < steps.length; i++) {
    const s = states[i] as S;
    const v = engine.view(s);
    const last = out[out.length - 1];
    if (last && last.turn === v.turn) last.steps.push(i);
    else out.push({ seat: v.toMove, turn: v.turn, before: s, steps: [i] });
  }
  return out;
}

/** The next seat after `seat` in turn order among `seats` seats, skipping those `out`. Undefined when every other seat is out. */
export function nextSeat(seat: Seat, seats: number, out: readonly Seat[] = []): Seat | undefined {
  for (let k = 1; k <= seats; k++) {
    const s = ((seat + k) % seats) as Seat;
    if (!out.includes(s)) return s;
  }
  return undefined;
}
