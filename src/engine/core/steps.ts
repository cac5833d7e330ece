/**
 * @packageDocumentation
 * Generic help for turns made of single steps (see `src/engine/README.md`):
 *
 * - `stepFields(step)`: the order in which a person enters a step piece by piece;
 * - `pickSteps` / `nextChoices`: the legal steps that match the fields picked so far, and the
 *   distinct values the next field may take (what the board highlights or the chooser offers);
 * - `sameStep` / `stepKey`: equality of steps;
 * - `formatTurnDefault` / `parseTurnDefault`: a turn written as its steps joined with `+` (the
 *   URL-safe `_` is read too), used when a variant has no `formatTurn`/`parseTurn`;
 * - `groupTurns`: a record of steps cut into turns by the view's turn counter.
 *
 * No rule lives here: every answer is computed from `legalMoves` and `applyMove`.
 */
import { placeName, type PlaceId } from '../geometry/coords.ts';
import { joinTurn, splitTurn } from '../notation/turn.ts';
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

/** Field values equal as `stepKey` writes them (`${value}`), without building the text. */
const sameValue = (x: unknown, y: unknown): boolean =>
  x === y || ((typeof x !== typeof y || typeof x === 'object' || x !== x) && String(x) === String(y));
/** `use` arguments: a number is a place field, anything else an `arg` field (see `argField`). */
const sameArg = (x: StepArg, y: StepArg): boolean => (typeof x === 'number') === (typeof y === 'number') && sameValue(x, y);

/**
 * Whether two steps are the same step (every field equal): the same answer as comparing their
 * `stepKey`s, without building them (engines ask this of every legal step when a step is played).
 */
export function sameStep(a: Move, b: Move): boolean {
  if (a === b) return true;
  if (a.type !== b.type) return false;
  switch (a.type) {
    case 'place': {
      const o = b as typeof a;
      return sameValue(a.tile, o.tile) && sameValue(a.to, o.to);
    }
    case 'move': {
      const o = b as typeof a;
      if (!sameValue(a.from, o.from) || !sameValue(a.to, o.to)) return false;
      if (!a.path !== !o.path || (a.path && a.path.join(',') !== (o.path as readonly PlaceId[]).join(','))) return false;
      return (a.promote === undefined) === (o.promote === undefined) && (a.promote === undefined || sameValue(a.promote, o.promote));
    }
    case 'use': {
      const o = b as typeof a;
      if (!sameValue(a.at, o.at) || !sameValue(a.ability, o.ability) || a.args.length !== o.args.length) return false;
      for (let i = 0; i < a.args.length; i++) if (!sameArg(a.args[i] as StepArg, o.args[i] as StepArg)) return false;
      return true;
    }
    case 'discard':
      return sameValue(a.tile, (b as typeof a).tile);
    case 'resign': {
      const o = b as typeof a;
      return (a.seat === undefined) === (o.seat === undefined) && (a.seat === undefined || sameValue(a.seat, o.seat));
    }
    default:
      return true;
  }
}

/** The number of fields of a step (without building them). */
export function fieldCount(step: Move): number {
  switch (step.type) {
    case 'place':
      return 2;
    case 'move':
      return 2 + (step.path ? 1 : 0) + (step.promote !== undefined ? 1 : 0);
    case 'use':
      return 2 + step.args.length;
    case 'resign':
      return step.seat === undefined ? 1 : 2;
    default:
      return 1;
  }
}

/** Whether field `i` of a step equals `f` (without building the step's fields: the widget asks this of every legal step). */
function fieldIs(step: Move, i: number, f: StepField): boolean {
  switch (step.type) {
    case 'place':
      return i === 0 ? f.kind === 'tile' && f.value === step.tile : i === 1 && f.kind === 'place' && f.value === step.to;
    case 'move':
      if (i === 0) return f.kind === 'place' && f.value === step.from;
      if (i === 1) return f.kind === 'place' && f.value === step.to;
      break;
    case 'use':
      if (i === 0) return f.kind === 'place' && f.value === step.at;
      if (i === 1) return f.kind === 'ability' && f.value === step.ability;
      break;
    case 'discard':
      return i === 0 && f.kind === 'tile' && f.value === step.tile;
    case 'resign':
      break;
    default:
      return i === 0 && f.kind === 'word' && f.value === step.type;
  }
  const g = stepFields(step)[i];
  return g !== undefined && sameField(g, f);
}

const matches = (step: Move, pick: readonly StepField[]): boolean => {
  if (fieldCount(step) < pick.length) return false;
  for (let i = 0; i < pick.length; i++) if (!fieldIs(step, i, pick[i] as StepField)) return false;
  return true;
};

/** The steps among `steps` whose first fields are exactly `pick`. */
export function pickSteps(steps: readonly Move[], pick: readonly StepField[]): Move[] {
  return steps.filter((s) => matches(s, pick));
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
  const seen = new Map<FieldKind, Set<string | number>>();
  const complete: Move[] = [];
  const n = pick.length;
  for (const s of steps) {
    if (!matches(s, pick)) continue;
    if (fieldCount(s) === n) {
      complete.push(s);
      continue;
    }
    const field = stepFields(s)[n] as StepField;
    let vals = seen.get(field.kind);
    if (!vals) seen.set(field.kind, (vals = new Set()));
    if (vals.has(field.value)) continue;
    vals.add(field.value);
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

/**
 * The default `formatTurn`: each step written by `formatMove` from the position before it, joined
 * with `+`; a placement followed by a move of the placed tile folds into one (`R*10c-10f`).
 */
export function formatTurnDefault<S>(engine: Pick<VariantEngine<S>, 'applyMove' | 'formatMove'>, state: S, steps: readonly Move[]): string {
  const out: string[] = [];
  let s = state;
  for (const step of steps) {
    out.push(engine.formatMove(s, step));
    const r = engine.applyMove(s, step);
    if (!r.ok) break;
    s = r.value;
  }
  return joinTurn(out, steps);
}

/**
 * The default `parseTurn`: the text split on `+` (or `_`) and folded placements unfolded, each step
 * read by `parseMove` from the position before it (so every step but the last must be legal).
 */
export function parseTurnDefault<S>(engine: Pick<VariantEngine<S>, 'applyMove' | 'parseMove'>, state: S, text: string): Result<readonly Move[]> {
  const parts = splitTurn(text);
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
