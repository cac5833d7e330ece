/**
 * Headless state of a board widget, kept apart from React so it can be unit-tested.
 * Pure functions that ask the engine; no rule is decided here.
 *
 * The state model:
 * - `mode` is what the board is doing: `example` (a step index into the example's fixed line),
 *   `play` (a line of moves with a current ply; undone moves stay in the line, replayable) or
 *   `exercise` (play with a goal the engine checks after each move).
 * - `selection` is a turn being entered (today: one chosen tile and its legal targets). It is separate
 *   from the mode: choosing a tile to see its moves never changes the mode. Issue 10's multi-step
 *   turns extend `Selection` with further stages (a target chosen, a continuation pending) without
 *   touching the rest of the state.
 * - `message`, `verdict` and `peekArea` describe the last action; every transition that changes the
 *   board or the selection clears them (or sets new ones), so nothing stale stays on screen.
 */
import type { Move, OptionValues, Outcome, VariantEngine, Violation } from '../../engine/core/types.ts';
import type { ExerciseVerdict } from '../../engine/core/exercises.ts';
import { immobileReason } from '../../engine/core/reasons.ts';
import { readableQuery } from '../../site/query.ts';
import type { PlaceId } from '../../engine/geometry/coords.ts';
import { placeName } from '../../engine/geometry/coords.ts';
import { sameStep as sameMove } from '../../engine/core/steps.ts';
import { fieldCount, fieldLabel, formatTurnOf, groupTurns, nextChoices, type StepField } from '../../engine/core/steps.ts';

/** A turn being entered. */
export type Selection =
  | { readonly kind: 'none' }
  | { readonly kind: 'board'; readonly place: PlaceId }
  | { readonly kind: 'hand'; readonly tile: string };

export interface Message {
  readonly tone: 'info' | 'error' | 'ok';
  readonly text: string;
  /** Rule id behind the message, to link it. */
  readonly rule?: string;
  /** Further rule ids the message cites (after `rule`). */
  readonly also?: readonly string[];
}

export type Mode = 'example' | 'play' | 'exercise';

/**
 * How an exercise judges attempts: the engine's checks for its goal (`core/exercises.ts`), handed in
 * by the widget, which loads them only for exercise boards.
 */
export interface Judge<S> {
  readonly move: (state: S, move: Move) => ExerciseVerdict;
  readonly marks: (state: S, marks: readonly PlaceId[]) => ExerciseVerdict;
  /** The exercise's own rule, cited when an attempt misses the goal for no more specific reason. */
  readonly rule?: string;
}

/** A fixed line of positions and the moves between them (`moves[i]` leads from `positions[i]` to `positions[i + 1]`). */
export interface Line<S> {
  readonly positions: readonly S[];
  readonly moves: readonly Move[];
}

export interface Ctrl<S> {
  readonly mode: Mode;
  /** The mode the board opened in: `play` boards and `exercise` boards stay in it; examples go to play and back. */
  readonly home: Mode;
  /** The worked example's fixed line, on an example board. */
  readonly example?: Line<S>;
  /** An example not yet replayed (its engine is not whole yet): `example` holds only the start. */
  readonly pending?: boolean;
  /** The example step shown in example mode, and the step play mode returns to. */
  readonly step: number;
  /** The played line: positions from the board's start; `line[index]` is shown in play and exercise mode. */
  readonly line: readonly S[];
  /** Moves between positions (`moves[i]` leads from line[i] to line[i+1]); those from `index` on are undone. */
  readonly moves: readonly Move[];
  readonly index: number;
  /** Where play began in `line` (the example step played on from, or 0): Reset returns here. */
  readonly origin: number;
  /** An exercise's judge, asked after each move in exercise mode. */
  readonly judge?: Judge<S>;
  readonly selection: Selection;
  /** Fields picked after the selection's first one (a step entered field by field: `core/steps.ts`). */
  readonly pick?: readonly StepField[];
  /** The next field's values that are not places (abilities, directions, amounts…), for the chooser. */
  readonly choices?: readonly Choice[];
  readonly targets: readonly PlaceId[];
  /** Tiles marked in a "select the tiles that…" exercise. */
  readonly marks: readonly PlaceId[];
  /** The area shown for a tapped empty place (until the next action). */
  readonly peekArea?: string;
  /** What the last action did or why it could not. */
  readonly message?: Message;
  /** The exercise's answer to the last attempt. */
  readonly verdict?: Message;
}

const NONE: Selection = { kind: 'none' };

/** A button of the chooser: a value for the next field, or (with `step`) a step the pick already completes. */
export interface Choice {
  readonly field: StepField;
  readonly label: string;
  readonly step?: Move;
}

/** A board opening on a position, in play or exercise mode. */
export const initCtrl = <S>(start: S, mode: Exclude<Mode, 'example'> = 'play', judge?: Judge<S>): Ctrl<S> => ({
  mode,
  home: mode,
  step: 0,
  line: [start],
  moves: [],
  index: 0,
  origin: 0,
  selection: NONE,
  targets: [],
  marks: [],
  ...(judge ? { judge } : {}),
});

/** An example board at a step of its line (replayed by the engine). */
export function initExample<S>(engine: VariantEngine<S>, start: S, texts: readonly string[], step = 0): { ctrl: Ctrl<S>; error?: string } {
  const r = replay(engine, start, texts);
  const example: Line<S> = { positions: r.ctrl.line, moves: r.ctrl.moves };
  const ctrl: Ctrl<S> = { ...initCtrl(start), mode: 'example', home: 'example', example, step: clampStep(example, step) };
  return r.error !== undefined ? { ctrl, error: r.error } : { ctrl };
}

/**
 * An example board before its engine is whole (see `whole.ts`): the start alone, marked `pending`.
 * Replaying the line needs the engine's second chunk, so the widget replays it (`initExample`) when
 * the reader first moves along it.
 */
export const pendingExample = <S>(start: S): Ctrl<S> => ({ ...initCtrl(start), mode: 'example', home: 'example', example: { positions: [start], moves: [] }, step: 0, pending: true });

const clampStep = <S>(ex: Line<S>, n: number) => Math.max(0, Math.min(ex.positions.length - 1, n));

/** The position on the board. */
export const current = <S>(c: Ctrl<S>): S => (c.mode === 'example' && c.example ? c.example.positions[c.step] : c.line[c.index]) as S;

/** The state after an action that replaces what the board shows: no selection, no stale message. */
function fresh<S>(c: Ctrl<S>, changes: Partial<Ctrl<S>> = {}): Ctrl<S> {
  const { message: _m, verdict: _v, peekArea: _p, pick: _k, choices: _c, ...rest } = c;
  return { ...rest, selection: NONE, targets: [], ...changes };
}

/** Clears the selection (Escape, or choosing the same tile again); the mode, the position and any verdict stay. */
export function clearSelection<S>(c: Ctrl<S>): Ctrl<S> {
  const { message: _m, peekArea: _p, pick: _k, choices: _c, ...rest } = c;
  return { ...rest, selection: NONE, targets: [] };
}

/** Plays a move (cutting off any undone moves); on a violation, keeps the position and reports the rule. From example mode, plays on from the step shown. */
export function play<S>(c0: Ctrl<S>, engine: VariantEngine<S>, move: Move): Ctrl<S> {
  const s = current(c0);
  const r = engine.applyMove(s, move);
  if (!r.ok) return { ...clearSelection(c0), message: violationMessage(r.error) };
  const c = c0.mode === 'example' ? playOn(c0) : c0;
  const line = [...c.line.slice(0, c.index + 1), r.value];
  const moves = [...c.moves.slice(0, c.index), move];
  const out = engine.outcome(r.value);
  const note = engine.stepNote?.(s, move);
  // Ending a turn or passing is said in words, not as its notation ("Played end.").
  const text = (move.type === 'end' ? 'Turn ended.' : move.type === 'pass' ? 'Passed.' : `Played ${engine.formatMove(s, move)}.`) + (note ? ` ${note.text}` : '') + (out.status === 'ongoing' ? '' : ` ${resultText(engine, r.value, out)} ${out.reason}`);
  const message: Message = out.status === 'ongoing' ? { tone: 'info', text, ...(note ? { rule: note.rule } : {}) } : { tone: 'ok', text, rule: out.rule };
  const next = openForcedUse(fresh(c, { line, moves, index: line.length - 1, message }), engine);
  if (c.mode !== 'exercise' || !c.judge) return next;
  return { ...next, verdict: verdictMessage(c.judge.move(s, move), c.judge.rule) };
}

/**
 * Who won, in a few words ("North wins.", "North and South win.", "A draw."), said before the
 * engine's reason, which tells how the game ended and does not always name the winner (Kutai's
 * threshold, Ancient's target).
 */
export function resultText<S>(engine: Pick<VariantEngine<S>, 'view'>, s: S, out: Outcome): string {
  if (out.status === 'ongoing') return '';
  if (out.status === 'draw') return 'A draw.';
  const names = engine.view(s).playerNames;
  const who = (out.winners ?? [out.winner]).map((w) => names?.[w] ?? `Player ${w + 1}`);
  return `${who.join(' and ')} ${who.length > 1 ? 'win' : 'wins'}.`;
}

/**
 * When the turn must go on with an ability of one tile (every legal step is a `use` at the same
 * place, as after placing Ancient's Wheel), that tile is picked at once and its choices shown: a
 * learner should not have to guess that the tile just played wants a second click.
 */
function openForcedUse<S>(c: Ctrl<S>, engine: VariantEngine<S>): Ctrl<S> {
  const legal = engine.legalMoves(current(c));
  const at = legal[0]?.type === 'use' ? legal[0].at : undefined;
  if (at === undefined || !legal.every((m) => m.type === 'use' && m.at === at)) return c;
  const opened = advance(c, engine, [{ kind: 'place', value: at }]);
  const text = [c.message?.text, opened.message?.text].filter(Boolean).join(' ');
  // A refusal stays a refusal (its tone and rule), with the way on added.
  return { ...opened, message: c.message ? { ...c.message, text } : { tone: 'info', text } };
}

/**
 * After any action that leaves nothing to choose (a refused click, Escape, undo, a tap on an empty
 * place) on a position where the turn must go on with one tile's ability, that tile's choices are
 * shown again, the action's message kept: otherwise a click elsewhere while Ancient's Wheel waits for
 * its angle would hide the only buttons that go on (found in a newcomer's walk, 2026-11-28).
 */
export function keepForcedOpen<S>(c: Ctrl<S>, engine: VariantEngine<S>): Ctrl<S> {
  // A tile chosen that has nowhere to go (a refused click selects it, with no targets) counts as nothing chosen.
  if (c.mode === 'example' || (c.choices?.length ?? 0) > 0 || c.targets.length > 0) return c;
  return openForcedUse(c, engine);
}

/** An exercise verdict as a message; a miss with no rule of its own cites the exercise's rule. */
function verdictMessage(v: ExerciseVerdict, fallback?: string): Message {
  const rule = v.rule ?? (v.correct ? undefined : fallback);
  return { tone: v.correct ? 'ok' : 'error', text: v.message, ...(rule ? { rule } : {}), ...(v.also?.length ? { also: v.also } : {}) };
}

const violationMessage = (v: Violation): Message => ({ tone: 'error', text: v.message, rule: v.rule });

/** Which tile (if any) stands on a place, from the engine's view. */
export function tileAt<S>(engine: VariantEngine<S>, s: S, place: PlaceId): string | undefined {
  return engine.view(s).pieces.find((p) => p.place === place)?.tile;
}

/** Click or Enter on a place: select a tile, play to a target, or explain why not. */
export function clickPlace<S>(c: Ctrl<S>, engine: VariantEngine<S>, place: PlaceId): Ctrl<S> {
  const s = current(c);
  const sel = c.selection;
  if (sel.kind !== 'none' && c.targets.includes(place)) return advance(c, engine, [...pickOf(c), { kind: 'place', value: place }]);
  if (sel.kind === 'hand') return play(c, engine, { type: 'place', tile: sel.tile, to: place });
  if (sel.kind === 'board') {
    if (sel.place === place) return clearSelection(c);
    // An empty place or an opponent's tile: try the move, so a refused capture names its rule.
    const on = engine.view(s).pieces.find((p) => p.place === place);
    if (on === undefined || (on.owner !== undefined && on.owner !== engine.view(s).toMove)) return play(c, engine, { type: 'move', from: sel.place, to: place });
  }
  return selectBoard(c, engine, place);
}

/** Every field picked so far: the selection's first field, then the rest. */
export function pickOf<S>(c: Ctrl<S>): StepField[] {
  const sel = c.selection;
  const first: StepField[] = sel.kind === 'board' ? [{ kind: 'place', value: sel.place }] : sel.kind === 'hand' ? [{ kind: 'tile', value: sel.tile }] : [];
  return [...first, ...(c.pick ?? [])];
}

/**
 * Goes on with a pick: plays the step once its fields are complete; takes a non-place field with a
 * single value by itself; else shows the next field's places on the board and its other values in the chooser.
 */
export function advance<S>(c: Ctrl<S>, engine: VariantEngine<S>, pick: readonly StepField[]): Ctrl<S> {
  const s = current(c);
  const legal = engine.legalMoves(s);
  let p = [...pick];
  for (;;) {
    const nc = nextChoices(legal, p);
    if (nc.next.length === 0) {
      const done = nc.complete[0];
      if (done) return play(c, engine, done);
      return { ...clearSelection(c), message: { tone: 'info', text: 'No legal step goes on from there.' } };
    }
    const only = nc.next[0];
    if (nc.next.length === 1 && nc.complete.length === 0 && only && only.field.kind !== 'place' && p.length > 0) {
      p = [...p, only.field];
      continue;
    }
    const targets = nc.next.flatMap((n) => (n.field.kind === 'place' ? [n.field.value as PlaceId] : []));
    const choices: Choice[] = nc.next.flatMap((n) => (n.field.kind === 'place' ? [] : [{ field: n.field, label: fieldLabel(engine, s, n.example, p.length) }]));
    for (const done of nc.complete) choices.push({ field: { kind: 'word', value: 'stop' }, label: `Play ${engine.formatMove(s, done)}`, step: done });
    const sel = c.selection.kind === 'none' && p[0] ? firstSelection(p[0]) : c.selection;
    const rest = sel.kind === 'none' ? p : p.slice(1);
    const ask = choices.length ? 'Choose one below' : '';
    const where = targets.length ? `${targets.length} place${targets.length === 1 ? '' : 's'} on the board` : '';
    return {
      ...clearSelection(c),
      selection: sel,
      pick: rest,
      choices,
      targets,
      message: { tone: 'info', text: `${[where, ask].filter(Boolean).join(', or ')}.`.replace(/^./, (x) => x.toUpperCase()) },
    };
  }
}

const firstSelection = (f: StepField): Selection =>
  f.kind === 'place' ? { kind: 'board', place: f.value as PlaceId } : f.kind === 'tile' ? { kind: 'hand', tile: String(f.value) } : NONE;

/** A chooser button pressed: the value joins the pick (or the completed step is played). */
export function choose<S>(c: Ctrl<S>, engine: VariantEngine<S>, choice: Choice): Ctrl<S> {
  if (choice.step) return play(c, engine, choice.step);
  return advance(c, engine, [...pickOf(c), choice.field]);
}

const WORD_LABELS: Record<string, string> = { end: 'End turn', draw: 'Draw a tile', pass: 'Pass', resign: 'Resign', proclaim: 'Proclaim victory' };

/**
 * Steps that are only a word (end, draw, pass, resign, proclaim) legal now, as buttons; `end` is
 * labelled “Stop here” while a continuation is open. Empty in example mode.
 */
export function wordSteps<S>(c: Ctrl<S>, engine: VariantEngine<S>): Choice[] {
  if (c.mode === 'example') return [];
  const s = current(c);
  const midTurn = c.index > 0 && engine.view(s).turn === engine.view(c.line[c.index - 1] as S).turn;
  return wordChoicesAt(engine, s, midTurn);
}

/** Word steps as a board shows them: resigning apart (it sits with the controls and asks to be confirmed). */
export function splitResign(choices: readonly Choice[]): { readonly words: Choice[]; readonly resign: Choice | undefined } {
  return { words: choices.filter((x) => x.field.value !== 'resign'), resign: choices.find((x) => x.field.value === 'resign') };
}

/**
 * The word steps legal in `s`, as `wordSteps` labels them (`midTurn`: the turn has begun, so `end`
 * reads “Stop here”). The server draws a board's first paint with them, so that its buttons are
 * there before it is live and hydration moves nothing under the reader.
 */
export function wordChoicesAt<S>(engine: VariantEngine<S>, s: S, midTurn: boolean): Choice[] {
  return nextChoices(engine.legalMoves(s), []).next.flatMap((n) => {
    if (n.field.kind !== 'word') return [];
    const step = n.example;
    const label = step.type === 'end' && midTurn ? 'Stop here (end turn)' : (WORD_LABELS[step.type] ?? step.type);
    return [{ field: n.field, label, ...(fieldCount(step) === 1 ? { step } : {}) }];
  });
}

/** Selects the tile on a place and shows its legal moves; explains when it has none. Never changes the mode. */
export function selectBoard<S>(c: Ctrl<S>, engine: VariantEngine<S>, place: PlaceId): Ctrl<S> {
  const s = current(c);
  const tile = tileAt(engine, s, place);
  if (tile === undefined) {
    return { ...clearSelection(c), message: { tone: 'info', text: 'There is no tile there. Choose a tile on the board or in a hand.' } };
  }
  const legal = engine.legalMoves(s);
  const base: Ctrl<S> = { ...clearSelection(c), selection: { kind: 'board', place } };
  const nc = nextChoices(legal, [{ kind: 'place', value: place }]);
  if (nc.next.length === 0 && nc.complete.length === 0) return { ...base, targets: [], message: explainImmobile(engine, s, place, legal) };
  const onlyMoves = nc.next.every((n) => n.field.kind === 'place') && nc.complete.length === 0;
  if (!onlyMoves) return advance(base, engine, [{ kind: 'place', value: place }]);
  const targets = nc.next.map((n) => n.field.value as PlaceId);
  return { ...base, targets, message: { tone: 'info', text: `${targets.length} legal move${targets.length === 1 ? '' : 's'} for this tile.` } };
}

/** Asks the engine why a tile cannot move, by trying a move and reporting the violation it names. */
function explainImmobile<S>(engine: VariantEngine<S>, s: S, place: PlaceId, legal: readonly Move[]): Message {
  const why = immobileReason(engine, s, place);
  if (why) return { tone: 'error', text: why.message, rule: why.rule };
  return { tone: 'info', text: legal.length ? 'This tile has no legal move now.' : 'No move is possible now.' };
}

/** Selects a tile in the mover's hand and shows where it may be placed. Never changes the mode. */
export function selectHand<S>(c: Ctrl<S>, engine: VariantEngine<S>, tile: string): Ctrl<S> {
  if (c.selection.kind === 'hand' && c.selection.tile === tile) return clearSelection(c);
  const legal = engine.legalMoves(current(c));
  const nc = nextChoices(legal, [{ kind: 'tile', value: tile }]);
  if (nc.complete.length > 0 || nc.next.some((n) => n.field.kind !== 'place')) return advance({ ...clearSelection(c), selection: { kind: 'hand', tile } }, engine, [{ kind: 'tile', value: tile }]);
  const targets = nc.next.map((n) => n.field.value as PlaceId);
  // A tile with nowhere to go is not left chosen (a reader would take it for the tile in hand).
  if (targets.length === 0) return { ...clearSelection(c), message: { tone: 'info', text: 'This tile cannot be placed now.' } };
  return {
    ...clearSelection(c),
    selection: { kind: 'hand', tile },
    targets,
    message: { tone: 'info', text: `${targets.length} place${targets.length === 1 ? '' : 's'} where this tile may go.` },
  };
}

/** Marks or unmarks a tile in a "select the tiles that…" exercise. */
export function toggleMark<S>(c: Ctrl<S>, place: PlaceId): Ctrl<S> {
  const marks = c.marks.includes(place) ? c.marks.filter((x) => x !== place) : [...c.marks, place];
  return fresh(c, { marks });
}

/** Checks the marked tiles against a `select-movable` goal. */
export function checkMarks<S>(c: Ctrl<S>): Ctrl<S> {
  if (!c.judge) return c;
  return { ...clearSelection(c), verdict: verdictMessage(c.judge.marks(current(c), c.marks), c.judge.rule) };
}

// Example mode ---------------------------------------------------------------

export const stepCount = <S>(c: Ctrl<S>): number => (c.example ? c.example.positions.length - 1 : 0);

/** Shows step `n` of the example (clamped). */
export const stepTo = <S>(c: Ctrl<S>, n: number): Ctrl<S> => (c.example ? fresh(c, { mode: 'example', step: clampStep(c.example, n) }) : c);

/**
 * Leaves the example to play on from the step shown: the played line starts with the example's moves
 * up to that step, and Reset comes back to it.
 */
export function playOn<S>(c: Ctrl<S>): Ctrl<S> {
  if (c.mode !== 'example' || !c.example) return c;
  const line = c.example.positions.slice(0, c.step + 1);
  return fresh(c, { mode: 'play', line, moves: c.example.moves.slice(0, c.step), index: c.step, origin: c.step });
}

/** Returns from play mode to the example step that play began from. */
export const backToExample = <S>(c: Ctrl<S>): Ctrl<S> => (c.example ? fresh(c, { mode: 'example' }) : c);

// Play mode ------------------------------------------------------------------

export const canUndo = <S>(c: Ctrl<S>) => c.mode !== 'example' && c.index > 0;
export const canRedo = <S>(c: Ctrl<S>) => c.mode !== 'example' && c.index < c.line.length - 1;
/** Step `i` of the line in a message's words: its notation, or what an end or a pass did. */
const stepWords = <S>(c: Ctrl<S>, engine: Pick<VariantEngine<S>, 'formatMove'>, i: number): string => {
  const m = c.moves[i] as Move;
  return m.type === 'end' ? 'the end of the turn' : m.type === 'pass' ? 'the pass' : engine.formatMove(c.line[i] as S, m);
};

/**
 * Undo: back one step (inside a turn too), saying which (for a screen reader as much as the eye;
 * without the engine to name it, nothing is said). In play mode, a step the engine calls
 * irreversible (a draw that showed hidden tiles) is not taken back: the board says why.
 */
export function undo<S>(c: Ctrl<S>, engine?: Pick<VariantEngine<S>, 'irreversible' | 'formatMove'>): Ctrl<S> {
  if (!canUndo(c)) return c;
  const i = c.index - 1;
  if (c.mode === 'play' && engine?.irreversible?.(c.line[i] as S, c.moves[i] as Move)) {
    return { ...clearSelection(c), message: { tone: 'error', text: `${stepWords(c, engine, i)} cannot be undone: it showed tiles that were hidden.` } };
  }
  return fresh(c, { index: i, ...(engine ? { message: { tone: 'info', text: `Took back ${stepWords(c, engine, i)}.` } } : {}) });
}
/** Redo: forward one step along the line, saying which (as `undo`). */
export const redo = <S>(c: Ctrl<S>, engine?: Pick<VariantEngine<S>, 'formatMove'>): Ctrl<S> =>
  canRedo(c) ? fresh(c, { index: c.index + 1, ...(engine ? { message: { tone: 'info', text: `Played ${stepWords(c, engine, c.index)} again.` } } : {}) }) : c;

/** Shows position `index` of the played line (a click on a move, played or undone, in the move list). */
export const goTo = <S>(c: Ctrl<S>, index: number): Ctrl<S> => fresh(c, { index: Math.max(0, Math.min(c.line.length - 1, index)) });

/**
 * Reset: back to where the board started in its mode. Play on from an example: the step played on
 * from (the moves played since are dropped); a play or exercise board: its diagram. Example mode:
 * the example's first step.
 */
export function reset<S>(c: Ctrl<S>): Ctrl<S> {
  if (c.mode === 'example') return stepTo(c, 0);
  return fresh(c, { line: c.line.slice(0, c.origin + 1), moves: c.moves.slice(0, c.origin), index: c.origin, marks: [] });
}

/** One entry of the move list: its text, and whether it is the move that led to the position shown or an undone one. */
export interface MoveEntry {
  readonly ply: number;
  readonly text: string;
  readonly current: boolean;
  readonly undone: boolean;
  /** The seat that played the turn. */
  readonly seat?: number;
}

/** The played line as the move list shows it (empty in example mode: the example narrates its own moves). */
export function moveList<S>(c: Ctrl<S>, engine: VariantEngine<S>): MoveEntry[] {
  if (c.mode === 'example') return [];
  return groupTurns(engine, c.line, c.moves).map((g) => {
    const first = g.steps[0] as number;
    const last = g.steps[g.steps.length - 1] as number;
    const steps = g.steps.map((i) => c.moves[i] as Move);
    const text = steps.length === 1 ? engine.formatMove(g.before, steps[0] as Move) : formatTurnOf(engine, g.before, steps);
    return { ply: last + 1, text, current: c.index - 1 >= first && c.index - 1 <= last, undone: first >= c.index, seat: g.seat };
  });
}

/** The move that led to the position shown, if any. */
export function lastMove<S>(c: Ctrl<S>): Move | undefined {
  if (c.mode === 'example') return c.step > 0 ? c.example?.moves[c.step - 1] : undefined;
  return c.index > 0 ? c.moves[c.index - 1] : undefined;
}

/** Whether the board shows the position it opened on (captions written for that position hold only then). */
export const atStart = <S>(c: Ctrl<S>): boolean => current(c) === (c.mode === 'example' && c.example ? c.example.positions[0] : c.line[0]);

/** Replays move texts from a start state; stops at the first bad move with its message. */
export function replay<S>(engine: VariantEngine<S>, start: S, texts: readonly string[]): { ctrl: Ctrl<S>; error?: string } {
  let c = initCtrl(start);
  for (const [i, t] of texts.entries()) {
    const m = engine.parseMove(current(c), t);
    if (!m.ok) return { ctrl: c, error: `Move ${i + 1} (“${t.slice(0, 30)}”): ${m.error.message}` };
    const r = engine.applyMove(current(c), m.value);
    if (!r.ok) return { ctrl: c, error: `Move ${i + 1} (“${t.slice(0, 30)}”): ${r.error.message}` };
    c = { ...c, line: [...c.line, r.value], moves: [...c.moves, m.value], index: c.index + 1 };
  }
  return { ctrl: c };
}

/**
 * The moves a play board has made, carried over to the same board under other rule options:
 * `base` is the board as it opens under the new options (a play board, or an example at the step
 * play began from). Each move up to the one shown is written in notation under the old rules and
 * read and applied under the new ones; the first that no longer parses or is refused stops the
 * replay there, with the engine's reason. Examples and exercises are not carried over (an
 * example keeps its step; an exercise restarts, since its puzzle may have changed).
 */
export function carryOver<S>(engine: VariantEngine<S>, base: Ctrl<S>, old: Ctrl<S>): { ctrl: Ctrl<S>; kept: number; error?: string } {
  if (old.mode !== 'play' || old.index <= old.origin) return { ctrl: base, kept: 0 };
  let c = base.mode === 'example' ? playOn({ ...base, step: clampStep(base.example!, old.origin) }) : base;
  const from = c.index;
  for (let i = from; i < old.index; i++) {
    const text = engine.formatMove(old.line[i] as S, old.moves[i] as Move);
    const m = engine.parseMove(current(c), text);
    const r = m.ok ? engine.applyMove(current(c), m.value) : m;
    if (!r.ok || !m.ok) return { ctrl: c, kept: i - from, error: `Move ${i + 1} (${text}): ${r.ok ? '' : r.error.message}` };
    c = { ...c, line: [...c.line, r.value], moves: [...c.moves, m.value], index: c.index + 1 };
  }
  return { ctrl: c, kept: old.index - from };
}

/** Whether a move is among the legal ones (for tests). */
export const isListed = <S>(engine: VariantEngine<S>, s: S, m: Move) => engine.legalMoves(s).some((l) => sameMove(l, m));

/** The URL search parameters that restore a widget. */
export interface WidgetLink {
  readonly board: string;
  readonly pos?: string;
  readonly moves?: readonly string[];
  readonly opt?: string;
  readonly step?: number;
}

/** Writes the search part of a widget link (`?board=…&pos=…`). */
export function formatLink(l: WidgetLink): string {
  const p = new URLSearchParams();
  p.set('board', l.board);
  if (l.opt) p.set('opt', l.opt);
  if (l.pos !== undefined) p.set('pos', l.pos);
  if (l.moves && l.moves.length) p.set('moves', l.moves.join(' '));
  if (l.step !== undefined) p.set('step', String(l.step));
  return `?${readableQuery(p)}`;
}

/** Reads widget link parameters (untrusted); only plain strings come out, never markup. */
export function parseLink(search: string): Partial<WidgetLink> & { board?: string } {
  const p = new URLSearchParams(search);
  const out: { board?: string; pos?: string; moves?: string[]; opt?: string; step?: number } = {};
  const board = p.get('board');
  if (board !== null) out.board = board.slice(0, 80);
  const pos = p.get('pos');
  if (pos !== null) out.pos = pos.slice(0, 4000);
  const moves = p.get('moves');
  if (moves !== null) out.moves = moves.trim().split(/\s+/).filter(Boolean).slice(0, 2000);
  const opt = p.get('opt');
  if (opt !== null) out.opt = opt.slice(0, 4000);
  const step = p.get('step');
  if (step !== null) out.step = /^\d{1,6}$/.test(step) ? Number(step) : Number.NaN;
  return out;
}

export type { OptionValues };

/** Keeps only the page-wide options that belong to a variant (ids are prefixed `<variant>-`). */
export function variantOptionsText(text: string, variant: string): string {
  return text
    .split(',')
    .filter((p) => p.startsWith(`${variant}-`))
    .join(',');
}

/** Merges compact option texts: entries of `override` replace those of `base` with the same id. */
export function mergeOptionsText(base: string, override: string): string {
  const m = new Map<string, string>();
  for (const t of [base, override])
    for (const part of t.split(',')) {
      const i = part.indexOf('=');
      if (i > 0) m.set(part.slice(0, i), part.slice(i + 1));
      else if (part.trim()) m.set(part, '');
    }
  return [...m].map(([k, v]) => (v === '' ? k : `${k}=${v}`)).join(',');
}
