/**
 * What a learner did, kept in this browser only (issue 18): each board's state, the exercises
 * solved, the last board used. Nothing leaves the browser.
 *
 * - One storage key per board (`psc:b:<page>|<board id>|<variant>`) and per solved exercise
 *   (`psc:s:<variant>:<exercise id>`), so two tabs never rewrite a shared blob: the last write
 *   to a board wins, and the other boards are untouched.
 * - Every record carries a version (`v`) and a time (`t`); a record read back is only checked here
 *   for its shape and bounds: the engine's parsers read its content (`components/board/persist.ts`).
 * - Every storage call is guarded: where storage throws (private mode, quota, disabled), nothing
 *   is kept and nothing fails.
 */

export const PREFIX = 'psc:';
export const VERSION = 1;

export const boardKey = (path: string, board: string, variant: string): string => `${PREFIX}b:${path}|${board}|${variant}`;
export const solvedKey = (variant: string, exercise: string): string => `${PREFIX}s:${variant}:${exercise}`;
export const LAST_KEY = `${PREFIX}last`;
/** The exercise an exercise board's anchor names (`exercise-<id>`), if it is one. */
export const exerciseOf = (board: string): string | undefined => (board.startsWith('exercise-') ? board.slice(9) : undefined);

/** The browser's local storage, or undefined where it is refused. */
function store(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

/** The raw text under a key (undefined when absent or when storage is refused). */
export function readRaw(key: string): string | undefined {
  try {
    return store()?.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

/** JSON under a key; `null` when the text is not JSON (hand-edited), undefined when absent. */
export function readJson(key: string): unknown {
  const t = readRaw(key);
  if (t === undefined) return undefined;
  try {
    return JSON.parse(t) as unknown;
  } catch {
    return null;
  }
}

/** Writes JSON under a key; false when storage refuses it (quota, private mode, disabled). */
export function write(key: string, value: unknown): boolean {
  try {
    const s = store();
    if (!s) return false;
    s.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

export function remove(key: string): void {
  try {
    store()?.removeItem(key);
  } catch {
    /* storage refused: nothing was kept */
  }
}

/** Every key of ours. */
export function ourKeys(): string[] {
  try {
    const s = store();
    if (!s) return [];
    const out: string[] = [];
    for (let i = 0; i < s.length; i++) {
      const k = s.key(i);
      if (k?.startsWith(PREFIX)) out.push(k);
    }
    return out;
  } catch {
    return [];
  }
}

/** "Forget my progress": removes every key of ours (of any version), and nothing else. */
export function forgetAll(): void {
  for (const k of ourKeys()) remove(k);
}

/** Exercises solved, as `variant:exercise`. */
export function solvedSet(): Set<string> {
  const p = `${PREFIX}s:`;
  return new Set(ourKeys().flatMap((k) => (k.startsWith(p) ? [k.slice(p.length)] : [])));
}

export type BoardMode = 'example' | 'play' | 'exercise';

/** A board's saved state, as written (untrusted when read back, until the engine has read it). */
export interface BoardRecord {
  readonly v: number;
  /** When it was written (ms since 1970): of two records of one board, the later wins. */
  readonly t: number;
  /** The board's rule options, compact (`id=choice,…`, defaults omitted). */
  readonly opt: string;
  readonly mode: BoardMode;
  /** The example step shown (example mode). */
  readonly step: number;
  /** The played line (play and exercise mode): its first position, and every move of it, undone ones included. */
  readonly pos?: string;
  readonly moves?: readonly string[];
  /** The position shown (a ply of the line) and where play began (the example step played on from). */
  readonly index?: number;
  readonly origin?: number;
  /** Tiles marked in a "select the tiles that…" exercise. */
  readonly marks?: readonly number[];
  /** The board shows the end of its line: the move that leads there is played again on restore (its message and verdict asked anew). */
  readonly played?: boolean;
  /** The marks were checked (the verdict is asked again on restore). */
  readonly checked?: boolean;
}

const MAX_MOVES = 2000;
const isInt = (x: unknown, max = 1e6): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0 && x <= max;
const isText = (x: unknown, max: number): x is string => typeof x === 'string' && x.length <= max;

export type Checked<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly why: string };

/** Checks a record's shape (version, types, bounds). Content (position, moves, options) is the engine's to check. */
export function checkRecord(x: unknown): Checked<BoardRecord> {
  const no = (why: string): Checked<BoardRecord> => ({ ok: false, why });
  if (x === null || typeof x !== 'object' || Array.isArray(x)) return no('it is not a saved board');
  const r = x as Record<string, unknown>;
  if (r.v !== VERSION) return no('it was saved by another version of the site');
  if (!isInt(r.t, 1e14)) return no('its time is not a time');
  if (!isText(r.opt, 4000)) return no('its rule options are not text');
  if (r.mode !== 'example' && r.mode !== 'play' && r.mode !== 'exercise') return no('its mode is unknown');
  if (!isInt(r.step)) return no('its step is not a number');
  if (r.mode === 'example') return { ok: true, value: { v: VERSION, t: r.t, opt: r.opt, mode: 'example', step: r.step } };
  if (!isText(r.pos, 4000)) return no('its position is not text');
  if (!Array.isArray(r.moves) || r.moves.length > MAX_MOVES || !r.moves.every((m) => isText(m, 200))) return no('its moves are not a list of moves');
  if (!isInt(r.index, r.moves.length) || !isInt(r.origin, r.index)) return no('its current move is out of its line');
  if (r.marks !== undefined && !(Array.isArray(r.marks) && r.marks.length <= 400 && r.marks.every((m) => isInt(m, 1e5)))) return no('its marks are not places');
  return {
    ok: true,
    value: {
      v: VERSION,
      t: r.t,
      opt: r.opt,
      mode: r.mode,
      step: r.step,
      pos: r.pos,
      moves: r.moves as string[],
      index: r.index,
      origin: r.origin,
      ...(r.marks ? { marks: r.marks as number[] } : {}),
      ...(r.played === true ? { played: true } : {}),
      ...(r.checked === true ? { checked: true } : {}),
    },
  };
}

/** Where a record came from: this tab's history entry, or local storage (shared by tabs and visits). */
export type Source = 'history' | 'storage';

/**
 * The record to restore a board from, or why none fits.
 * - A link to this board in the address (`?board=…`) wins over storage, which may hold an older,
 *   unrelated game; only this history entry's record (written after the link was opened) goes over it.
 * - Otherwise the later of the history entry's record and the stored one: a board played on in
 *   another entry or tab since this entry was written is shown as last played.
 * A record that is present but unreadable is reported (`dropped`) so the widget can say so.
 */
export function pickRecord(fromHistory: unknown, fromStorage: unknown, link: boolean): { record?: BoardRecord; source?: Source; dropped?: string } {
  const h = fromHistory === undefined ? undefined : checkRecord(fromHistory);
  const s = fromStorage === undefined || link ? undefined : checkRecord(fromStorage);
  const hv = h?.ok ? h.value : undefined;
  const sv = s?.ok ? s.value : undefined;
  const dropped = (h && !h.ok ? h.why : undefined) ?? (s && !s.ok ? s.why : undefined);
  const out = (record: BoardRecord | undefined, source: Source) =>
    record ? { record, source, ...(dropped ? { dropped } : {}) } : dropped ? { dropped } : {};
  if (hv && (!sv || hv.t >= sv.t)) return out(hv, 'history');
  return out(sv, 'storage');
}

/** The last board used (the home page's "Continue where you left off"). */
export interface LastBoard {
  readonly v: number;
  readonly t: number;
  readonly path: string;
  readonly board: string;
  readonly label: string;
}

/** Reads the last board used, checked: a page path and an anchor of plain characters, a short label. */
export function checkLast(x: unknown): LastBoard | undefined {
  if (x === null || typeof x !== 'object') return undefined;
  const r = x as Record<string, unknown>;
  if (r.v !== VERSION || !isInt(r.t, 1e14)) return undefined;
  if (!isText(r.path, 200) || !/^\/[a-z0-9/-]*$/.test(r.path)) return undefined;
  if (!isText(r.board, 80) || !/^[a-z0-9-]+$/.test(r.board)) return undefined;
  if (!isText(r.label, 200)) return undefined;
  return { v: VERSION, t: r.t, path: r.path, board: r.board, label: r.label };
}
