/**
 * @packageDocumentation
 * The shared step and turn notation (every variant writes its steps with these helpers):
 *
 * | step | written | example |
 * | --- | --- | --- |
 * | place a tile from the hand | tile, `*`, place | `R*10c` |
 * | move a tile | [tile] from, `-`, to | `10c-10f`, `R10c-10f` |
 * | move along a chosen route | the route's places joined by `-` | `10c-10e-12e` |
 * | move that captures | [tile] from, ` x `, [captured tile] to | `L10j x C11j` |
 * | promote on moving | the move, `=`, the new tile | `10c-10f=R` |
 * | use an ability | [tile] place, `:`, ability, its arguments | `W8e:rotate cw 1`, `B5f:push 5g 5h` |
 * | words | `pass`, `end`, `draw`, `discard R`, `resign` (`resign 2`: seat 2), `proclaim` |
 *
 * A turn of several steps joins them with `+` (the URL-safe `_` is read as well): `R*10c+end`.
 * A placement followed by a move of the same tile folds into one: `R*10c-10f` is `R*10c+10c-10f`.
 *
 * The writer is canonical, the reader tolerant (any case, spaces around `x` optional). The marks
 * (the tile letter before a place, the capture `x` and the captured tile) are effects: the reader
 * returns them for the variant to re-check against the position (`checkMarks`), never trusts them.
 * In a `use` step's arguments a place is written by name and read back as a `PlaceId`; any other
 * argument (a word or an amount: `cw`, `2`) is kept as a string.
 */
import { fail, ok, type EngineError, type Result } from '../core/result.ts';
import type { Move, Seat, StepArg } from '../core/types.ts';
import { parsePlace, placeName, type PlaceId } from '../geometry/coords.ts';
import { joinTurn, PLACE_SRC, splitTurn, unfoldStepText } from './turn.ts';

export { joinTurn, splitTurn, unfoldStepText } from './turn.ts';

/** What a written step claims beyond the step itself: the effects and names the engine re-checks. */
export interface StepMarks {
  /** The code of the tile that moves or acts, written before its place (`R10c-10f`, `W8e:rotate`). */
  readonly tile?: string;
  /** The move captures on landing: `true`, or the captured tile's code (`x C11j`). */
  readonly capture?: true | string;
}

/** A step read from text, with the marks it carried. */
export interface ParsedStep {
  readonly step: Move;
  readonly marks: StepMarks;
}

const WORDS = new Set(['pass', 'end', 'draw', 'proclaim']);
const PLACE_AT_END = new RegExp(`(${PLACE_SRC})$`);
const ABILITY_RE = /^[a-z][a-z0-9-]*$/;
const ARG_RE = /^[A-Za-z0-9.°-]+$/;

const syntax = (message: string) => fail('ERR_MOVE_SYNTAX', message);

/** A tile code from the variant's list, matched in any case; written as the variant writes it. */
const codeOf = (text: string, codes: readonly string[]) => codes.find((c) => c.toLowerCase() === text.toLowerCase());

/**
 * Reads `[tile]place` (`10c`, `R10c`, `RD39i:10j`): a plain place, else the longest tile code whose
 * remainder is a place. Writers put the tile before a place only when this reads it back.
 */
function readTiledPlace(token: string, codes: readonly string[]): Result<{ place: PlaceId; tile?: string }> {
  const plain = parsePlace(token);
  if (plain.ok) return ok({ place: plain.value });
  const byLength = [...codes].sort((a, b) => b.length - a.length);
  for (const c of byLength) {
    if (token.length <= c.length || token.slice(0, c.length).toLowerCase() !== c.toLowerCase()) continue;
    const p = parsePlace(token.slice(c.length));
    if (p.ok) return ok({ place: p.value, tile: c });
  }
  const m = PLACE_AT_END.exec(token);
  if (m && m.index > 0) {
    const code = token.slice(0, m.index);
    return fail('ERR_MOVE_TILE', `“${code.slice(0, 12)}” is not a tile of this variant; tiles are ${codes.join(', ')}.`);
  }
  return plain;
}

/** `[tile]place` as the writer puts it: the tile only when the reader gets both back. */
function writeTiledPlace(place: PlaceId, tile: string | undefined, codes: readonly string[] | undefined): string {
  const name = placeName(place);
  if (tile === undefined) return name;
  const text = `${tile}${name}`;
  const back = readTiledPlace(text, codes ?? [tile]);
  return back.ok && back.value.place === place && back.value.tile === tile ? text : name;
}

/**
 * Writes one step. `marks` adds the mover's tile and a capture; `codes` (the variant's tile codes)
 * lets the writer check that a tile before a place reads back unambiguously.
 */
export function formatStep(step: Move, marks: StepMarks = {}, codes?: readonly string[]): string {
  switch (step.type) {
    case 'place':
      return `${step.tile}*${placeName(step.to)}`;
    case 'move':
      return `${writeTiledPlace(step.from, marks.tile, codes)}${moveTail(step, marks, codes)}`;
    case 'use':
      return `${writeTiledPlace(step.at, marks.tile, codes)}:${step.ability}${step.args.map((a) => ` ${typeof a === 'number' ? placeName(a) : a}`).join('')}`;
    case 'discard':
      return `discard ${step.tile}`;
    case 'resign':
      return step.seat === undefined ? 'resign' : `resign ${step.seat + 1}`;
    default:
      return step.type;
  }
}

/** A move after its first place: the route, the target (with the capture mark) and the promotion. */
function moveTail(step: Extract<Move, { type: 'move' }>, marks: StepMarks, codes?: readonly string[]): string {
  const route = (step.path ?? []).map((p) => `-${placeName(p)}`).join('');
  const target =
    marks.capture === undefined ? `-${placeName(step.to)}` : ` x ${writeTiledPlace(step.to, typeof marks.capture === 'string' ? marks.capture : undefined, codes)}`;
  return `${route}${target}${step.promote !== undefined ? `=${step.promote}` : ''}`;
}

/** Reads one step (untrusted text); `codes` lists the variant's tile codes. */
export function parseStep(text: string, codes: readonly string[]): Result<ParsedStep> {
  const t = (typeof text === 'string' ? text : '').trim();
  if (t === '') return fail('ERR_MOVE_EMPTY', 'No move was given.');
  if (t.length > 120) return syntax('That move text is too long.');
  const lower = t.toLowerCase();
  if (WORDS.has(lower)) return ok({ step: { type: lower } as Move, marks: {} });
  const words = lower.split(/\s+/);
  if (words[0] === 'resign') {
    if (words.length === 1) return ok({ step: { type: 'resign' }, marks: {} });
    if (words.length === 2 && /^[1-4]$/.test(words[1] as string)) return ok({ step: { type: 'resign', seat: (Number(words[1]) - 1) as Seat }, marks: {} });
    return syntax('Write resign, or resign and a seat number from 1 to 4 (resign 2).');
  }
  if (words[0] === 'discard') {
    const raw = t.split(/\s+/);
    if (raw.length !== 2) return syntax('Write discard and one tile code, like discard R.');
    const tile = codeOf(raw[1] as string, codes);
    if (!tile) return fail('ERR_MOVE_TILE', `“${(raw[1] as string).slice(0, 12)}” is not a tile of this variant; tiles are ${codes.join(', ')}.`);
    return ok({ step: { type: 'discard', tile }, marks: {} });
  }
  const star = t.indexOf('*');
  if (star >= 0) {
    const code = t.slice(0, star).trim();
    const tile = codeOf(code, codes);
    if (!tile) return fail('ERR_MOVE_TILE', `“${code.slice(0, 12)}” is not a tile of this variant; tiles are ${codes.join(', ')}.`);
    const rest = t.slice(star + 1).trim();
    const to = parsePlace(rest);
    if (!to.ok) {
      if (unfoldStepText(t).length === 2) return syntax(`“${t.slice(0, 40)}” is a placement and a move: two steps of one turn (R*10c-10f is R*10c + 10c-10f).`);
      return to;
    }
    return ok({ step: { type: 'place', tile, to: to.value }, marks: {} });
  }
  const use = /^(\S+?):([A-Za-z][A-Za-z0-9-]*)((?:\s+\S+)*)$/.exec(t);
  if (use && !/^\d/.test(use[2] as string)) return parseUse(use[1] as string, use[2] as string, use[3] as string, codes);
  return parseMove(t, codes);
}

function parseUse(at: string, ability: string, rest: string, codes: readonly string[]): Result<ParsedStep> {
  const head = readTiledPlace(at, codes);
  if (!head.ok) return head;
  const name = ability.toLowerCase();
  if (!ABILITY_RE.test(name)) return syntax(`“${ability.slice(0, 20)}” is not an ability name.`);
  const args: StepArg[] = [];
  for (const tok of rest.trim() === '' ? [] : rest.trim().split(/\s+/)) {
    const p = parsePlace(tok);
    if (p.ok) args.push(p.value);
    else if (ARG_RE.test(tok) && tok.length <= 20) args.push(tok);
    else return syntax(`“${tok.slice(0, 20)}” is not an argument: write a place (5g) or a word or number (cw, 2).`);
  }
  return ok({ step: { type: 'use', at: head.value.place, ability: name, args }, marks: head.value.tile ? { tile: head.value.tile } : {} });
}

function parseMove(t: string, codes: readonly string[]): Result<ParsedStep> {
  let body = t;
  let promote: string | undefined;
  const eq = body.lastIndexOf('=');
  if (eq >= 0) {
    const code = body.slice(eq + 1).trim();
    promote = codeOf(code, codes);
    if (!promote) return fail('ERR_MOVE_TILE', `“${code.slice(0, 12)}” is not a tile of this variant to promote to.`);
    body = body.slice(0, eq).trim();
  }
  // The capture mark: ` x ` with spaces, or an `x` right after a place name.
  let captureAt = -1;
  let captureLen = 0;
  const spaced = /\s+x\s+/i.exec(body);
  if (spaced) {
    captureAt = spaced.index;
    captureLen = spaced[0].length;
  } else {
    const tight = /(?<=[0-9][a-sA-S])x/i.exec(body);
    if (tight) {
      captureAt = tight.index;
      captureLen = 1;
    }
  }
  const before = captureAt >= 0 ? body.slice(0, captureAt) : body;
  const parts = before.split('-').map((p) => p.trim());
  if (parts.some((p) => p === '')) return syntax(`“${t.slice(0, 40)}” is not a move: write a placement like R*10j, a move like 10j-10f, or pass.`);
  let targetText: string;
  if (captureAt >= 0) targetText = body.slice(captureAt + captureLen).trim();
  else {
    if (parts.length < 2) return syntax(`“${t.slice(0, 40)}” is not a move: write a placement like R*10j, a move like 10j-10f, or pass.`);
    targetText = parts.pop() as string;
  }
  if (parts.length > 8) return syntax('That route has too many places.');
  const from = readTiledPlace(parts[0] as string, codes);
  if (!from.ok) return from;
  const path: PlaceId[] = [];
  for (const p of parts.slice(1)) {
    const q = parsePlace(p);
    if (!q.ok) return q;
    path.push(q.value);
  }
  let to: PlaceId;
  const marks: { tile?: string; capture?: true | string } = from.value.tile ? { tile: from.value.tile } : {};
  if (captureAt >= 0) {
    const tgt = readTiledPlace(targetText, codes);
    if (!tgt.ok) return tgt;
    to = tgt.value.place;
    marks.capture = tgt.value.tile ?? true;
  } else {
    const q = parsePlace(targetText);
    if (!q.ok) return q;
    to = q.value;
  }
  const step: Move = {
    type: 'move',
    from: from.value.place,
    to,
    ...(path.length > 0 ? { path } : {}),
    ...(promote !== undefined ? { promote } : {}),
  };
  return ok({ step, marks });
}

// ---------------------------------------------------------------------------
// Turns

/** Writes a whole turn from its steps and their marks (see `joinTurn`). */
export function formatTurnSteps(steps: readonly Move[], marks: readonly StepMarks[] = [], codes?: readonly string[]): string {
  return joinTurn(
    steps.map((s, i) => formatStep(s, marks[i] ?? {}, codes)),
    steps,
  );
}

/** Reads a whole turn into its steps with their marks (no rule is checked here). */
export function parseTurnSteps(text: string, codes: readonly string[]): Result<ParsedStep[]> {
  const parts = splitTurn(text);
  if (!parts.ok) return parts;
  const out: ParsedStep[] = [];
  for (const [i, part] of parts.value.entries()) {
    const r = parseStep(part, codes);
    if (!r.ok) return parts.value.length === 1 ? r : fail(r.error.code, `Step ${i + 1} (“${part.slice(0, 30)}”): ${r.error.message}`, r.error.rule);
    out.push(r.value);
  }
  return ok(out);
}

/**
 * Re-checks a step's marks against what the engine finds: the tile that moves or acts and the tile
 * it captures (undefined: none). Returns the error to report, or undefined when the marks hold.
 */
export function checkMarks(marks: StepMarks, actual: { readonly tile?: string; readonly captured?: string }, rule: string): EngineError | undefined {
  if (marks.tile !== undefined && actual.tile !== marks.tile) {
    return {
      code: 'ERR_MARK_TILE',
      message: actual.tile === undefined ? `The move names a ${marks.tile}, but there is no tile there.` : `The move names a ${marks.tile}, but the tile there is a ${actual.tile}.`,
      rule,
    };
  }
  if (marks.capture !== undefined) {
    if (actual.captured === undefined) return { code: 'ERR_MARK_CAPTURE', message: 'The move is written as a capture (x), but it captures nothing.', rule };
    if (typeof marks.capture === 'string' && marks.capture !== actual.captured) {
      return { code: 'ERR_MARK_CAPTURE', message: `The move says it captures a ${marks.capture}, but the tile it captures is a ${actual.captured}.`, rule };
    }
  }
  return undefined;
}
