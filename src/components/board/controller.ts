/**
 * Headless state of a board widget: the line of positions, the selection and
 * the legal targets, and the last message. Pure functions that ask the engine;
 * no rule is decided here. Kept apart from React so it can be unit-tested.
 */
import type { Move, OptionValues, VariantEngine, Violation } from '../../engine/core/types.ts';
import { readableQuery } from '../../site/query.ts';
import type { PlaceId } from '../../engine/geometry/coords.ts';
import { sameMove } from '../../engine/notation/move.ts';

export type Selection =
  | { readonly kind: 'none' }
  | { readonly kind: 'board'; readonly place: PlaceId }
  | { readonly kind: 'hand'; readonly tile: string };

export interface Message {
  readonly tone: 'info' | 'error' | 'ok';
  readonly text: string;
  /** Rule id behind the message, to link it. */
  readonly rule?: string;
}

export interface Ctrl<S> {
  /** Positions from the start; `line[index]` is shown. */
  readonly line: readonly S[];
  /** Moves between positions (`moves[i]` leads from line[i] to line[i+1]). */
  readonly moves: readonly Move[];
  readonly index: number;
  readonly selection: Selection;
  readonly targets: readonly PlaceId[];
  readonly message?: Message;
}

export const initCtrl = <S>(start: S): Ctrl<S> => ({ line: [start], moves: [], index: 0, selection: { kind: 'none' }, targets: [] });

export const current = <S>(c: Ctrl<S>): S => c.line[c.index] as S;

function clearSel<S>(c: Ctrl<S>, message?: Message): Ctrl<S> {
  const base = { ...c, selection: { kind: 'none' } as Selection, targets: [] };
  return message ? { ...base, message } : { ...base, message: undefined };
}

/** Plays a move (cutting off any redo line); on a violation, keeps the position and reports the rule. */
export function play<S>(c: Ctrl<S>, engine: VariantEngine<S>, move: Move): Ctrl<S> {
  const s = current(c);
  const r = engine.applyMove(s, move);
  if (!r.ok) return { ...c, message: violationMessage(r.error) };
  const line = [...c.line.slice(0, c.index + 1), r.value];
  const moves = [...c.moves.slice(0, c.index), move];
  const out = engine.outcome(r.value);
  const text = `Played ${engine.formatMove(s, move)}.` + (out.status === 'ongoing' ? '' : ` ${out.reason}`);
  return clearSel({ ...c, line, moves, index: line.length - 1 }, out.status === 'ongoing' ? { tone: 'info', text } : { tone: 'ok', text, rule: out.rule });
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
  if (sel.kind === 'hand') {
    const move: Move = { type: 'place', tile: sel.tile, to: place };
    return play(c, engine, move);
  }
  if (sel.kind === 'board') {
    if (sel.place === place) return clearSel(c);
    if (c.targets.includes(place)) return play(c, engine, { type: 'move', from: sel.place, to: place });
    if (tileAt(engine, s, place) === undefined) return play(c, engine, { type: 'move', from: sel.place, to: place });
  }
  return selectBoard(c, engine, place);
}

/** Selects the tile on a place and shows its legal moves; explains when it has none. */
export function selectBoard<S>(c: Ctrl<S>, engine: VariantEngine<S>, place: PlaceId): Ctrl<S> {
  const s = current(c);
  const tile = tileAt(engine, s, place);
  if (tile === undefined) {
    return clearSel(c, { tone: 'info', text: 'There is no tile there. Choose a tile on the board or in a hand.' });
  }
  const legal = engine.legalMoves(s);
  const targets = legal.flatMap((m) => (m.type === 'move' && m.from === place ? [m.to] : []));
  if (targets.length === 0) {
    const why = explainImmobile(engine, s, place, legal);
    return { ...c, selection: { kind: 'board', place }, targets: [], message: why };
  }
  return {
    ...c,
    selection: { kind: 'board', place },
    targets,
    message: { tone: 'info', text: `${targets.length} legal move${targets.length === 1 ? '' : 's'} for this tile.` },
  };
}

/** Asks the engine why a tile cannot move, by trying a move and reporting the violation it names. */
function explainImmobile<S>(engine: VariantEngine<S>, s: S, place: PlaceId, legal: readonly Move[]): Message {
  const view = engine.view(s);
  const probes = [...view.squares, ...view.points].filter((p) => p !== place);
  for (const to of probes) {
    const r = engine.applyMove(s, { type: 'move', from: place, to });
    if (!r.ok) return violationMessage(r.error);
  }
  return { tone: 'info', text: legal.length ? 'This tile has no legal move now.' : 'No move is possible now.' };
}

/** Selects a tile in the mover's hand and shows where it may be placed. */
export function selectHand<S>(c: Ctrl<S>, engine: VariantEngine<S>, tile: string): Ctrl<S> {
  if (c.selection.kind === 'hand' && c.selection.tile === tile) return clearSel(c);
  const targets = engine.legalMoves(current(c)).flatMap((m) => (m.type === 'place' && m.tile === tile ? [m.to] : []));
  return {
    ...c,
    selection: { kind: 'hand', tile },
    targets,
    message: targets.length
      ? { tone: 'info', text: `${targets.length} place${targets.length === 1 ? '' : 's'} where this tile may go.` }
      : { tone: 'info', text: 'This tile cannot be placed now.' },
  };
}

export const canUndo = <S>(c: Ctrl<S>) => c.index > 0;
export const canRedo = <S>(c: Ctrl<S>) => c.index < c.line.length - 1;
export const undo = <S>(c: Ctrl<S>): Ctrl<S> => (canUndo(c) ? clearSel({ ...c, index: c.index - 1 }) : c);
export const redo = <S>(c: Ctrl<S>): Ctrl<S> => (canRedo(c) ? clearSel({ ...c, index: c.index + 1 }) : c);
export const goTo = <S>(c: Ctrl<S>, index: number): Ctrl<S> => clearSel({ ...c, index: Math.max(0, Math.min(c.line.length - 1, index)) });

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
