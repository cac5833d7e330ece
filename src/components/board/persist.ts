/**
 * A board's state kept across reloads, back/forward and reopened tabs (issue 18), loaded by the
 * widget only when there is something to restore or save (`usePersist.ts`), so a page that is only
 * read pays nothing for it.
 *
 * Saved twice: in this history entry's state (`history.replaceState`, never a new entry) and in
 * local storage under the board's own key (`site/progress.ts`). Read back, a record goes through
 * the engine's parsers (options, position, every move); one that no longer fits is set aside with
 * a quiet note, and the board opens as it would have without it.
 */
import type { Move, VariantEngine } from '../../engine/core/types.ts';
import type * as Options from '../../engine/core/options.ts';
import type * as C from './controller.ts';
import { boardKey, exerciseOf, LAST_KEY, pickRecord, readJson, remove, solvedKey, VERSION, write, type BoardRecord, type LastBoard } from '../../site/progress.ts';

type Engine = VariantEngine<unknown>;
type Ctrl = C.Ctrl<unknown>;

/**
 * The widget's own code this module works with, handed in by the widget: this chunk then shares no
 * module with the board's island, so loading it on demand splits nothing out of the island.
 */
export interface Kit {
  readonly C: Pick<typeof C, 'stepTo' | 'replay' | 'play' | 'goTo' | 'checkMarks'>;
  readonly parseOptions: typeof Options.parseOptions;
  readonly formatOptions: typeof Options.formatOptions;
}

/** Whether a board shows what it opened on, with nothing of the reader's to keep. */
export const pristine = (c: Ctrl): boolean => c.mode === c.home && c.step === 0 && c.line.length === 1 && c.marks.length === 0;

/** The record of a board's state (undefined when there is nothing to keep). */
export function snapshot(k: Kit, engine: Engine, c: Ctrl, opt: string, now = Date.now()): BoardRecord | undefined {
  if (pristine(c)) return undefined;
  const base = { v: VERSION, t: now, opt: canonical(k, engine, opt), mode: c.mode, step: c.step };
  if (c.mode === 'example') return base;
  const moves = c.moves.map((m, i) => engine.formatMove(c.line[i], m));
  // At the end of its line, the board shows a move just played: restored, it is played again (its message and verdict asked anew).
  const played = c.index > c.origin && c.index === c.line.length - 1;
  return {
    ...base,
    pos: engine.formatPosition(c.line[0]),
    moves,
    index: c.index,
    origin: c.origin,
    ...(c.marks.length ? { marks: [...c.marks] } : {}),
    ...(played ? { played: true } : {}),
    ...(c.verdict && c.marks.length ? { checked: true } : {}),
  };
}

/** Options in one spelling (defaults omitted, definition order), so two records compare. */
function canonical(k: Kit, engine: Engine, opt: string): string {
  const o = k.parseOptions(engine.spec.options, opt);
  return o.ok ? k.formatOptions(engine.spec.options, o.value) : opt;
}

/**
 * A record applied to a board opened on its diagram (`base`), through the engine: the step must
 * exist, the line's first position must parse (and be the diagram, for a stored record), every move
 * must parse and be legal, and the line must start like the example it was played on from.
 */
export function apply(k: Kit, engine: Engine, base: Ctrl, r: BoardRecord, opt: string, anywhere: boolean): { ok: true; ctrl: Ctrl } | { ok: false; why: string } {
  const no = (why: string) => ({ ok: false as const, why });
  const { C } = k;
  if (r.mode === 'example') {
    if (!base.example) return no('this board is no longer a worked example');
    const c = C.stepTo(base, r.step);
    return c.step === r.step ? { ok: true, ctrl: c } : no(`the example no longer has a step ${r.step}`);
  }
  const mode = base.home === 'example' ? 'play' : base.home;
  if (r.mode !== mode) return no('the board is no longer of that kind');
  const o = k.parseOptions(engine.spec.options, opt);
  if (!o.ok) return no(o.error.message);
  const p = engine.parsePosition(r.pos ?? '', o.value);
  if (!p.ok) return no(p.error.message);
  const fmt = (s: unknown) => engine.formatPosition(s);
  if (!anywhere && fmt(p.value) !== fmt(base.example?.positions[0] ?? base.line[0])) return no('the diagram has changed since');
  const line = C.replay(engine, p.value, r.moves ?? []);
  if (line.error !== undefined) return no(line.error);
  const index = r.index ?? 0;
  const origin = r.origin ?? 0;
  if (index >= line.ctrl.line.length) return no('its current move is out of its line');
  if (base.example ? origin >= base.example.positions.length || fmt(line.ctrl.line[origin]) !== fmt(base.example.positions[origin]) : origin !== 0)
    return no('the example it was played on from has changed');
  const on = engine.view(line.ctrl.line[index]).pieces;
  const marks = (r.marks ?? []).filter((m) => on.some((x) => x.place === m)) as Ctrl['marks'];
  let c: Ctrl = { ...base, mode, step: base.example ? origin : 0, line: line.ctrl.line, moves: line.ctrl.moves, index, origin, marks };
  // The last move's message and the exercise's verdict on it are asked again, not read back.
  if (r.played && index > origin && index === c.line.length - 1) c = C.play(C.goTo(c, index - 1), engine, c.moves[index - 1] as Move);
  if (r.checked && marks.length) c = C.checkMarks(c);
  return { ok: true, ctrl: c };
}

/** The `psc` part of this history entry's state. */
function historyBoards(): Record<string, unknown> {
  try {
    const s: unknown = history.state;
    const b = s && typeof s === 'object' ? (s as { psc?: unknown }).psc : undefined;
    return b && typeof b === 'object' ? (b as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export interface RestoreArgs {
  readonly kit: Kit;
  readonly engine: Engine;
  readonly variant: string;
  readonly board: string;
  /** The address links to this board (`?board=`): the link wins over storage. */
  readonly link: boolean;
  /** The address sets rule options for this variant: a record under other options is left alone. */
  readonly addressOpt: boolean;
  /** The options the board opens under, and the board opened under given options (undefined if they do not fit). */
  readonly opt: string;
  readonly open: (opt: string) => Ctrl | undefined;
}

/** The board as the reader left it, or a note saying why it could not be restored; undefined when there is nothing to restore. */
export function restore(a: RestoreArgs): { ctrl?: Ctrl; opt?: string; note?: string } | undefined {
  const key = boardKey(location.pathname, a.board, a.variant);
  const pick = pickRecord(historyBoards()[a.board], readJson(key), a.link);
  const drop = (why: string) => {
    remove(key);
    forgetInHistory(a.board);
    return { note: `Your saved state for this board was set aside (${why}), so it opens as new.` };
  };
  const r = pick.record;
  if (!r) return pick.dropped ? drop(pick.dropped) : undefined;
  let opt = a.opt;
  if (r.opt !== canonical(a.kit, a.engine, a.opt)) {
    if (a.addressOpt) return { note: 'You left this board under other rule options than the address sets, so it opens as new under those in the address.' };
    opt = r.opt;
  }
  const base = a.open(opt);
  if (!base) return drop('its rule options no longer exist');
  const out = apply(a.kit, a.engine, base, r, opt, pick.source === 'history');
  if (!out.ok) return drop(out.why);
  return { ctrl: out.ctrl, opt, ...(pick.source === 'storage' ? { note: 'Restored where you left off. Reset starts again.' } : {}) };
}

function forgetInHistory(board: string): void {
  setHistory(board, undefined);
}

function setHistory(board: string, r: BoardRecord | undefined): void {
  try {
    const s: unknown = history.state;
    const st = s && typeof s === 'object' ? (s as Record<string, unknown>) : {};
    const psc = { ...historyBoards() };
    if (r) psc[board] = r;
    else delete psc[board];
    history.replaceState({ ...st, psc }, '');
  } catch {
    /* history refused (a sandboxed frame): storage still has it */
  }
}

export interface SaveArgs {
  readonly kit: Kit;
  readonly engine: Engine;
  readonly variant: string;
  readonly board: string;
  readonly ctrl: Ctrl;
  readonly opt: string;
  /** What the home page's "Continue where you left off" calls this board. */
  readonly label: string;
}

/** Keeps a board's state after a reader's action: this history entry, its storage key, the last board used, a solved exercise. */
export function save(a: SaveArgs): void {
  const r = snapshot(a.kit, a.engine, a.ctrl, a.opt);
  const key = boardKey(location.pathname, a.board, a.variant);
  setHistory(a.board, r);
  if (!r) remove(key);
  else if (write(key, r)) {
    const page = document.title.replace(/\s*\|.*$/, '');
    const last: LastBoard = { v: VERSION, t: r.t, path: location.pathname, board: a.board, label: `${page}: ${a.label}`.slice(0, 200) };
    write(LAST_KEY, last);
  }
  const ex = exerciseOf(a.board);
  if (ex && a.ctrl.mode === 'exercise' && a.ctrl.verdict?.tone === 'ok' && write(solvedKey(a.variant, ex), { v: VERSION, t: Date.now() })) {
    window.dispatchEvent(new CustomEvent('ps-progress'));
  }
}
