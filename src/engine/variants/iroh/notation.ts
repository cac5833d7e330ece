/**
 * @packageDocumentation
 * Iroh steps and positions as text, and positions as plain JSON setups. All
 * input is untrusted: parsers return a `Result` and never throw.
 *
 * Steps (the shared step syntax of the engine contract):
 * - bring in, or place a Rock or Knotweed: `F*10q`, `R*5e`, `K*9i:10j`
 * - move: `11p-11m`; a capture carries its effect mark and both tiles, `F11p x W11m`
 *   (the reader also takes `11p-11m`, `F11p-11m` or `11p x 11m`, and checks every mark)
 * - a Fire burning a Knotweed (`iroh-knotweed-release` = fire-burns): `F8h:burn 9i:10j`
 * - words: `proclaim`, `end`, `pass`
 *
 * Position text: `<to move>~<pieces>` optionally followed by `~<tokens>`.
 * - `<to move>`: `0` (South) or `1` (North).
 * - `<pieces>`: `-` for an empty board, else comma-separated entries in place order:
 *   a piece on a point is `<owner><code><point>` (`0L10q`: South's White Lotus on 10q);
 *   a Knotweed is `<owner>K<square>`, then `!<point>` for each piece it holds, then `!s` if
 *   it is spent (`1K9i:10j!9i`).
 * - `<tokens>`, joined by `.`, each only when it differs from its default:
 *   `r` + 12 digits: the reserves (F W E A R K for South, then North), written when they
 *   differ from "the set less what is on the board or still to set up";
 *   `u` + 8 digits: pieces still to set up (F W E A, South then North);
 *   `t<n>` turns played; `g1` North is the guest; `q<n>` quiet turns; `a0`, `a1`, `a01`
 *   who had a harmony across every midline when the opponent's turn began; `sm` / `sp`
 *   the turn goes on after its move / placement; `w0`, `w1` the winner.
 */
import { fail, ok, type Result } from '../../core/result.ts';
import { checkMarks, formatStep as formatSharedStep, parseStep as parseSharedStep, type StepMarks } from '../../notation/step.ts';
import { resolveOptions } from '../../core/options.ts';
import type { OptionValues } from '../../core/types.ts';
import { parsePlace, placeName, POINT_COUNT, type PlaceId } from '../../geometry/index.ts';
import { checked } from './check.ts';
import { KNOTWEED, OPTION_SPECS, TILE_CODES, TILES } from './spec.ts';
import {
  codeOf,
  EMPTY,
  freeze,
  layoutFor,
  ownerOf,
  pieceChar,
  RESERVE_CODES,
  safeText,
  seatName,
  type Counts,
  type IrohState,
  type Knot,
  type Seat,
  type Stage,
  type Step,
} from './state.ts';

// ---------------------------------------------------------------------------
// Steps

/** What a step on this board carries as marks: the acting tile, and the tile a move lands on. */
function marksOf(state: IrohState, step: Step): StepMarks {
  if (step.type === 'move') {
    const mover = state.board[step.from];
    const target = state.board[step.to];
    if (target !== undefined && target !== EMPTY && mover !== undefined && mover !== EMPTY) return { tile: codeOf(mover), capture: codeOf(target) };
    return {};
  }
  if (step.type === 'use') {
    const actor = state.board[step.at];
    return actor !== undefined && actor !== EMPTY ? { tile: codeOf(actor) } : {};
  }
  return {};
}

/** Writes a step canonically (the shared step notation; a capture names both tiles: `F11p x W11m`). */
export function formatStep(state: IrohState, step: Step): string {
  return formatSharedStep(step, marksOf(state, step), TILE_CODES);
}

/** Reads a step (untrusted text); its marks (tile letters, the capture `x`) are checked against the position. */
export function parseStep(state: IrohState, text: string): Result<Step> {
  if (typeof text !== 'string') return fail('ERR_STEP_SYNTAX', 'A step is a line of text, like 11p-11m, F*10q or proclaim.');
  const r = parseSharedStep(text, TILE_CODES);
  if (!r.ok) return r;
  const { step, marks } = r.value;
  if (step.type === 'move' || step.type === 'use') {
    const at = step.type === 'move' ? step.from : step.at;
    const actor = state.board[at];
    const target = step.type === 'move' ? state.board[step.to] : undefined;
    const bad = checkMarks(
      marks,
      {
        ...(actor !== undefined && actor !== EMPTY ? { tile: codeOf(actor) } : {}),
        ...(target !== undefined && target !== EMPTY ? { captured: codeOf(target) } : {}),
      },
      step.type === 'move' ? 'capture' : 'knotweed-release',
    );
    if (bad) return { ok: false, error: bad };
  }
  return ok(step);
}

// ---------------------------------------------------------------------------
// Positions

/** Resolves untrusted option values: nothing given means the defaults; anything but an object is refused. */
export function optionsOf(values: unknown): Result<OptionValues> {
  if (values === undefined || values === null) return resolveOptions(OPTION_SPECS, {});
  if (typeof values !== 'object' || Array.isArray(values)) return fail('ERR_OPTIONS', 'Rule options are an object of option ids and their choices.');
  for (const v of Object.values(values)) if (typeof v !== 'string') return fail('ERR_OPTION_CHOICE', 'Every rule option is set to the name of one of its choices.');
  return resolveOptions(OPTION_SPECS, values as OptionValues);
}

const FULL: Counts = TILES.filter((t) => RESERVE_CODES.includes(t.code as never)).map((t) => t.count) as unknown as Counts;
const ri = (code: string) => RESERVE_CODES.indexOf(code as (typeof RESERVE_CODES)[number]);

/** What a seat's reserve is when nothing has left the game: the set less the board and the pieces still to set up. */
function derivedReserve(board: string, knots: readonly Knot[], setup: Counts, seat: Seat): number[] {
  const c = [...FULL] as number[];
  for (const ch of board) if (ch !== EMPTY && ownerOf(ch) === seat && ri(codeOf(ch)) >= 0) c[ri(codeOf(ch))]! -= 1;
  for (const k of knots) if (k.o === seat) c[ri(KNOTWEED)]! -= 1;
  setup.forEach((n, i) => (c[i]! -= n));
  return c;
}

/** Untrusted parts of a position, before checking. */
interface Raw {
  pieces: { code: string; owner: Seat; at: PlaceId }[];
  knots: { owner: Seat; sq: PlaceId; held: PlaceId[]; spent: boolean }[];
  reserve?: [number[], number[]];
  setup?: [number[], number[]];
  toMove: Seat;
  turn: number;
  guest: Seat;
  quiet: number;
  armed: [boolean, boolean];
  stage: Stage;
  winner?: Seat;
}

/** Builds a state from its parts, refusing what cannot be written as one, and checks it (`check.ts`). */
function build(options: OptionValues, raw: Raw): Result<IrohState> {
  const layout = layoutFor(options);
  let board = EMPTY.repeat(POINT_COUNT);
  for (const p of raw.pieces) {
    if (!layout.isPoint(p.at)) return fail('ERR_SETUP_PLACE', `${placeName(p.at)} is not a point of the board; pieces stand on the 249 points inside the circle.`, 'board');
    if (board[p.at] !== EMPTY) return fail('ERR_SETUP_OCCUPIED', `Two pieces stand on ${placeName(p.at)}.`, 'board');
    if (p.code === KNOTWEED) return fail('ERR_SETUP_KNOT', 'A Knotweed stands on a square, not on a point.', 'knotweed');
    board = board.slice(0, p.at) + pieceChar(p.code, p.owner) + board.slice(p.at + 1);
  }
  const knots: Knot[] = [];
  for (const k of raw.knots) {
    if (!layout.isSquare(k.sq)) return fail('ERR_SETUP_KNOT', `${placeName(k.sq)} is not a square of the board.`, 'knotweed');
    if (knots.some((x) => x.sq === k.sq)) return fail('ERR_SETUP_KNOT', `Two Knotweeds lie on ${placeName(k.sq)}.`, 'knotweed');
    const corners = layout.corners[k.sq - POINT_COUNT] ?? [];
    for (const h of k.held) {
      if (!corners.includes(h)) return fail('ERR_SETUP_KNOT', `${placeName(h)} is not a corner of ${placeName(k.sq)}.`, 'knotweed');
      if (board[h] === EMPTY) return fail('ERR_SETUP_KNOT', `The Knotweed on ${placeName(k.sq)} holds ${placeName(h)}, but no piece stands there.`, 'knotweed');
    }
    if (k.spent && k.held.length > 0) return fail('ERR_SETUP_KNOT', 'A spent Knotweed holds nothing.', 'knotweed-release');
    knots.push({ sq: k.sq, o: k.owner, held: [...new Set(k.held)].sort((a, b) => a - b), spent: k.spent });
  }
  knots.sort((a, b) => a.sq - b.sq);
  const setup = (raw.setup ?? [[0, 0, 0, 0], [0, 0, 0, 0]]).map((s) => [...s.slice(0, 4), 0, 0]) as unknown as [Counts, Counts];
  const reserve = ([0, 1] as const).map((seat) => raw.reserve?.[seat] ?? derivedReserve(board, knots, setup[seat], seat)) as unknown as [Counts, Counts];
  if (raw.winner !== undefined && raw.stage !== 'start') return fail('ERR_POSITION_STATE', 'A finished game has no turn in progress.', 'game-over');
  const setupLeft = setup.some((s) => s.some((n) => n > 0));
  if (setupLeft && options['iroh-setup-positions'] !== 'placed') return fail('ERR_POSITION_STATE', 'Pieces are left to set up, but the players set up only when they place their own starting pieces.', 'setup');
  if (raw.stage !== 'start' && options['iroh-placement-turn'] !== 'with-a-move') return fail('ERR_POSITION_STATE', 'A turn is one action under the rule in force, so no turn can be half done.', 'turn');
  return checked(
    freeze({
      variant: 'iroh',
      options,
      board,
      knots,
      reserve,
      setup,
      toMove: raw.toMove,
      guest: raw.guest,
      stage: raw.stage,
      turn: raw.turn,
      quiet: raw.quiet,
      armed: raw.armed,
      ...(raw.winner !== undefined ? { winner: raw.winner } : {}),
    }),
  );
}

/** Writes a position (see the module comment for the format). */
export function formatPosition(state: IrohState): string {
  const layout = layoutFor(state.options);
  const parts: string[] = [];
  for (const p of layout.points) {
    const ch = state.board[p] as string;
    if (ch !== EMPTY) parts.push(`${ownerOf(ch)}${codeOf(ch)}${placeName(p)}`);
  }
  for (const k of state.knots) parts.push(`${k.o}K${placeName(k.sq)}${k.held.map((h) => `!${placeName(h)}`).join('')}${k.spent ? '!s' : ''}`);
  const tokens: string[] = [];
  const derived = ([0, 1] as const).map((s) => derivedReserve(state.board, state.knots, state.setup[s], s));
  if (!([0, 1] as const).every((s) => state.reserve[s].every((n, i) => n === derived[s]![i]))) tokens.push(`r${state.reserve[0].join('')}${state.reserve[1].join('')}`);
  if (state.setup.some((s) => s.some((n) => n > 0))) tokens.push(`u${state.setup[0].slice(0, 4).join('')}${state.setup[1].slice(0, 4).join('')}`);
  if (state.turn > 0) tokens.push(`t${state.turn}`);
  if (state.guest === 1) tokens.push('g1');
  if (state.quiet > 0) tokens.push(`q${state.quiet}`);
  if (state.armed[0] || state.armed[1]) tokens.push(`a${state.armed[0] ? '0' : ''}${state.armed[1] ? '1' : ''}`);
  if (state.stage !== 'start') tokens.push(state.stage === 'moved' ? 'sm' : 'sp');
  if (state.winner !== undefined) tokens.push(`w${state.winner}`);
  const base = `${state.toMove}~${parts.length ? parts.join(',') : '-'}`;
  return tokens.length ? `${base}~${tokens.join('.')}` : base;
}

const PIECE_RE = /^([01])([a-z])([0-9]{1,2}[a-s](?::[0-9]{1,2}[a-s])?)((?:![0-9a-z:]+)*)$/i;

/** Parses a position (untrusted text). */
export function parsePosition(text: string, optionValues: OptionValues = {}): Result<IrohState> {
  const opts = optionsOf(optionValues);
  if (!opts.ok) return opts;
  if (typeof text !== 'string') return fail('ERR_POSITION_SYNTAX', 'A position is a line of text, like 0~0L10q,1L10c.');
  const t = text.trim();
  if (t === '') return fail('ERR_POSITION_EMPTY', 'No position was given.');
  if (t.length > 1500) return fail('ERR_POSITION_SYNTAX', 'That position text is too long for an Iroh board.');
  if (!/^[A-Za-z0-9:,.~!-]+$/.test(t)) return fail('ERR_POSITION_SYNTAX', 'A position uses only letters, digits and the signs : , . ~ ! -');
  const fields = t.split('~');
  if (fields.length !== 2 && fields.length !== 3) return fail('ERR_POSITION_SYNTAX', 'An Iroh position is “player to move~pieces”, optionally followed by “~tokens”.');
  const [mover, body, tokenText] = fields as [string, string, string?];
  if (mover !== '0' && mover !== '1') return fail('ERR_POSITION_SYNTAX', `The player to move is 0 (South) or 1 (North), not “${mover.slice(0, 8)}”.`);
  const raw: Raw = { pieces: [], knots: [], toMove: Number(mover) as Seat, turn: 0, guest: 0, quiet: 0, armed: [false, false], stage: 'start' };
  if (body !== '-') {
    for (const part of body.split(',')) {
      const m = PIECE_RE.exec(part);
      if (!m) return fail('ERR_POSITION_PIECE', `“${part.slice(0, 16)}” is not a piece entry: write owner, tile code and place, like 0L10q.`);
      const code = TILE_CODES.find((c) => c === m[2]!.toUpperCase());
      if (!code) return fail('ERR_POSITION_TILE', `“${m[2]}” is not an Iroh tile code; codes are ${TILE_CODES.join(', ')}.`, 'tiles');
      const at = parsePlace(m[3]!);
      if (!at.ok) return at;
      const owner = Number(m[1]) as Seat;
      const extras = m[4]!.split('!').filter(Boolean);
      if (code === KNOTWEED) {
        const held: PlaceId[] = [];
        let spent = false;
        for (const x of extras) {
          if (x.toLowerCase() === 's') {
            spent = true;
            continue;
          }
          const h = parsePlace(x);
          if (!h.ok) return h;
          held.push(h.value);
        }
        raw.knots.push({ owner, sq: at.value, held, spent });
      } else {
        if (extras.length > 0) return fail('ERR_POSITION_PIECE', `Only a Knotweed lists the pieces it holds (“${part.slice(0, 16)}”).`);
        raw.pieces.push({ code, owner, at: at.value });
      }
    }
  }
  if (tokenText !== undefined) {
    if (tokenText === '') return fail('ERR_POSITION_SYNTAX', 'Leave out the last “~” when there are no tokens.');
    for (const tok of tokenText.split('.')) {
      const num = (s: string) => (/^(0|[1-9][0-9]{0,5})$/.test(s) ? Number(s) : undefined);
      const k = tok[0];
      const rest = tok.slice(1);
      if (k === 'r' && /^[0-9]{12}$/.test(rest)) raw.reserve = [[...rest.slice(0, 6)].map(Number), [...rest.slice(6)].map(Number)];
      else if (k === 'u' && /^[0-9]{8}$/.test(rest)) raw.setup = [[...rest.slice(0, 4)].map(Number), [...rest.slice(4)].map(Number)];
      else if (k === 't' && num(rest) !== undefined) raw.turn = num(rest) as number;
      else if (k === 'g' && (rest === '0' || rest === '1')) raw.guest = Number(rest) as Seat;
      else if (k === 'q' && num(rest) !== undefined) raw.quiet = num(rest) as number;
      else if (k === 'a' && ['0', '1', '01'].includes(rest)) raw.armed = [rest.includes('0'), rest.includes('1')];
      else if (k === 's' && (rest === 'm' || rest === 'p')) raw.stage = rest === 'm' ? 'moved' : 'placed';
      else if (k === 'w' && (rest === '0' || rest === '1')) raw.winner = Number(rest) as Seat;
      else return fail('ERR_POSITION_TOKEN', `“${tok.slice(0, 16)}” is not a position token (r, u, t, g, q, a, s or w).`);
    }
  }
  return build(opts.value, raw);
}

/** The plain JSON setup of a state. */
export interface IrohSetup {
  readonly pieces: readonly { readonly tile: string; readonly place: string; readonly owner: Seat; readonly holds?: readonly string[]; readonly spent?: boolean }[];
  readonly toMove: Seat;
  readonly reserves?: readonly [Readonly<Record<string, number>>, Readonly<Record<string, number>>];
  readonly toSetUp?: readonly [Readonly<Record<string, number>>, Readonly<Record<string, number>>];
  readonly turn?: number;
  readonly guest?: Seat;
  readonly quiet?: number;
  readonly armed?: readonly [boolean, boolean];
  readonly stage?: Stage;
  readonly winner?: Seat;
}

const countsRecord = (c: readonly number[], codes: readonly string[]) => Object.fromEntries(codes.map((k, i) => [k, c[i] ?? 0]));

export function toSetup(state: IrohState): IrohSetup {
  const layout = layoutFor(state.options);
  const pieces: IrohSetup['pieces'][number][] = [];
  for (const p of layout.points) {
    const ch = state.board[p] as string;
    if (ch !== EMPTY) pieces.push({ tile: codeOf(ch), place: placeName(p), owner: ownerOf(ch) });
  }
  for (const k of state.knots) pieces.push({ tile: KNOTWEED, place: placeName(k.sq), owner: k.o, holds: k.held.map(placeName), ...(k.spent ? { spent: true } : {}) });
  return {
    pieces,
    toMove: state.toMove,
    reserves: [countsRecord(state.reserve[0], RESERVE_CODES), countsRecord(state.reserve[1], RESERVE_CODES)],
    toSetUp: [countsRecord(state.setup[0].slice(0, 4), RESERVE_CODES.slice(0, 4)), countsRecord(state.setup[1].slice(0, 4), RESERVE_CODES.slice(0, 4))],
    turn: state.turn,
    guest: state.guest,
    quiet: state.quiet,
    armed: [state.armed[0], state.armed[1]],
    stage: state.stage,
    ...(state.winner !== undefined ? { winner: state.winner } : {}),
  };
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isSeat = (v: unknown): v is Seat => v === 0 || v === 1;
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 9;

function readCounts(v: unknown, codes: readonly string[], what: string): Result<[number[], number[]] | undefined> {
  if (v === undefined) return ok(undefined);
  if (!Array.isArray(v) || v.length !== 2 || !v.every(isObj)) return fail('ERR_SETUP_SHAPE', `“${what}” is two objects of tile counts, South first.`);
  const out: number[][] = [];
  for (const rec of v as Record<string, unknown>[]) {
    for (const key of Object.keys(rec)) if (!codes.includes(key)) return fail('ERR_SETUP_SHAPE', `“${what}” counts only ${codes.join(', ')}.`);
    const row = codes.map((c) => rec[c] ?? 0);
    if (!row.every(isCount)) return fail('ERR_SETUP_SHAPE', `“${what}” holds whole numbers from 0 to 9.`);
    out.push(row as number[]);
  }
  return ok(out as [number[], number[]]);
}

/** Reads a setup (untrusted JSON). */
export function fromSetup(setup: unknown, optionValues: OptionValues = {}): Result<IrohState> {
  const opts = optionsOf(optionValues);
  if (!opts.ok) return opts;
  if (!isObj(setup)) return fail('ERR_SETUP_SHAPE', 'A setup is an object like {"pieces": [{"tile": "L", "place": "10q", "owner": 0}], "toMove": 0}.');
  const list = setup.pieces ?? [];
  if (!Array.isArray(list)) return fail('ERR_SETUP_SHAPE', '“pieces” must be a list of {tile, place, owner}.');
  if (list.length > 60) return fail('ERR_SETUP_SHAPE', 'An Iroh board holds at most 44 tiles.');
  const raw: Raw = { pieces: [], knots: [], toMove: 0, turn: 0, guest: 0, quiet: 0, armed: [false, false], stage: 'start' };
  for (const [i, r] of list.entries()) {
    if (!isObj(r)) return fail('ERR_SETUP_SHAPE', `Piece ${i + 1} is not an object {tile, place, owner}.`);
    const code = typeof r.tile === 'string' ? TILE_CODES.find((c) => c === (r.tile as string).toUpperCase()) : undefined;
    if (!code) return fail('ERR_SETUP_TILE', `Piece ${i + 1}: “${safeText(r.tile).slice(0, 12)}” is not an Iroh tile; tiles are ${TILE_CODES.join(', ')}.`, 'tiles');
    if (typeof r.place !== 'string') return fail('ERR_SETUP_PLACE', `Piece ${i + 1} has no place name (like 10q).`);
    const at = parsePlace(r.place);
    if (!at.ok) return fail(at.error.code, `Piece ${i + 1}: ${at.error.message}`);
    const owner = r.owner ?? 0;
    if (!isSeat(owner)) return fail('ERR_SETUP_OWNER', `Piece ${i + 1}: the owner is 0 (South) or 1 (North).`);
    if (code === KNOTWEED) {
      const holds = r.holds ?? [];
      if (!Array.isArray(holds) || !holds.every((h) => typeof h === 'string')) return fail('ERR_SETUP_SHAPE', `Piece ${i + 1}: “holds” is a list of point names.`);
      const held: PlaceId[] = [];
      for (const h of holds as string[]) {
        const p = parsePlace(h);
        if (!p.ok) return p;
        held.push(p.value);
      }
      raw.knots.push({ owner, sq: at.value, held, spent: r.spent === true });
    } else raw.pieces.push({ code, owner, at: at.value });
  }
  const toMove = setup.toMove ?? 0;
  if (!isSeat(toMove)) return fail('ERR_SETUP_SHAPE', '“toMove” is 0 (South) or 1 (North).');
  raw.toMove = toMove;
  const res = readCounts(setup.reserves, RESERVE_CODES, 'reserves');
  if (!res.ok) return res;
  if (res.value) raw.reserve = res.value;
  const su = readCounts(setup.toSetUp, RESERVE_CODES.slice(0, 4), 'toSetUp');
  if (!su.ok) return su;
  if (su.value) raw.setup = su.value;
  const intField = (k: string): Result<number> => {
    const v = setup[k] ?? 0;
    return typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < 1e6 ? ok(v) : fail('ERR_SETUP_SHAPE', `“${k}” is a whole number.`);
  };
  for (const k of ['turn', 'quiet'] as const) {
    const r = intField(k);
    if (!r.ok) return r;
    raw[k] = r.value;
  }
  const guest = setup.guest ?? 0;
  if (!isSeat(guest)) return fail('ERR_SETUP_SHAPE', '“guest” is 0 (South) or 1 (North).');
  raw.guest = guest;
  const armed = setup.armed ?? [false, false];
  if (!Array.isArray(armed) || armed.length !== 2 || !armed.every((a) => typeof a === 'boolean')) return fail('ERR_SETUP_SHAPE', '“armed” is two true/false values.');
  raw.armed = [armed[0] as boolean, armed[1] as boolean];
  const stage = setup.stage ?? 'start';
  if (stage !== 'start' && stage !== 'moved' && stage !== 'placed') return fail('ERR_SETUP_SHAPE', '“stage” is start, moved or placed.');
  raw.stage = stage;
  if (setup.winner !== undefined) {
    if (!isSeat(setup.winner)) return fail('ERR_SETUP_SHAPE', '“winner” is 0 (South) or 1 (North).');
    raw.winner = setup.winner;
  }
  return build(opts.value, raw);
}
