/**
 * @packageDocumentation
 * Kutai positions as compact text and as plain JSON setups, both untrusted.
 *
 * Position text: `<to move>~<pieces>` or `<to move>~<pieces>~<hand 0>~<hand 1>…` (one hand per seat)
 *
 * - `<to move>`: the seat to move, `0` (South), `1` (North; West with three or four players), `2`, `3`
 *   (seats at the table under `kutai-player-count`), then `.` and the number of steps played when
 *   not 0 (`1.4`: seat 1 to move after four steps).
 * - `<pieces>`: `-` for an empty board, else the tiles in placement order
 *   (the first is the Centerpiece), comma-separated, each `<owner seat><code><place>`,
 *   e.g. `0DMA10j` (South's Day Maple on 10j) or `1WH7k`.
 * - the hands, written only when some hand is not "the full set minus that
 *   seat's tiles on the board": one per seat, each a hexadecimal mask of the 29 tile types
 *   in set order (bit 0 = Day Cherry Blossom … bit 28 = White Lotus);
 *   `1fffffff` is a full hand, `0` an empty one.
 *
 * Example: `0~0DMA10j,1DRH10g` — South's Day Maple is the Centerpiece, North
 * placed a Day Rhododendron on 10g, and South is to move.
 */
import { fail, ok, type Result } from '../../core/result.ts';
import type { OptionValues, Seat } from '../../core/types.ts';
import { parsePlace, placeName, type PlaceId } from '../../geometry/index.ts';
import { TILE_CODES, TILES } from './spec.ts';
import { kutaiOptions, layoutFor, seatCount, type KutaiPiece, type KutaiState } from './state.ts';

const FULL_MASK = 2 ** TILES.length - 1;


/**
 * Builds a state from its parts (untrusted), in placement order (the Centerpiece first). It checks
 * nothing the rules say: the engine passes every state built from input through its position check
 * (`check.ts`) before anyone sees it. Without hands, each seat holds the set minus its tiles on the board.
 */
export function buildState(
  options: OptionValues,
  pieces: readonly KutaiPiece[],
  hands: readonly (readonly string[])[] | undefined,
  toMove: number,
  turn = 0,
): Result<KutaiState> {
  const n = seatCount(options);
  const order = (list: readonly string[]) => [...list].sort((a, b) => rank(a) - rank(b));
  const outHands = hands
    ? hands.map(order)
    : Array.from({ length: n }, (_, pl) => TILE_CODES.filter((c) => !pieces.some((p) => p.owner === pl && p.tile === c)));
  return ok(
    Object.freeze({
      variant: 'kutai' as const,
      options,
      pieces: Object.freeze(pieces.map((p) => Object.freeze({ tile: p.tile, place: p.place, owner: p.owner }))),
      hands: Object.freeze(outHands.map((h) => Object.freeze(h))),
      toMove: toMove as Seat,
      ...(turn ? { turn } : {}),
    }),
  );
}

/** Set order of a tile code (unknown codes last, for the check to name). */
const rank = (code: string): number => {
  const i = TILE_CODES.indexOf(code);
  return i < 0 ? TILE_CODES.length : i;
};

const maskOf = (hand: readonly string[]) => hand.reduce((m, c) => m + 2 ** TILE_CODES.indexOf(c), 0);
const handOf = (mask: number) => TILE_CODES.filter((_, i) => Math.floor(mask / 2 ** i) % 2 === 1);

function defaultHand(state: KutaiState, p: Seat): number {
  let m = FULL_MASK;
  for (const pc of state.pieces) if (pc.owner === p) m -= 2 ** TILE_CODES.indexOf(pc.tile);
  return m;
}

/** Writes a position (see the module comment for the format). */
export function formatPosition(state: KutaiState): string {
  const pieces = state.pieces.length === 0 ? '-' : state.pieces.map((p) => `${p.owner}${p.tile}${placeName(p.place)}`).join(',');
  const masks = state.hands.map(maskOf);
  const base = `${state.toMove}${state.turn ? `.${state.turn}` : ''}~${pieces}`;
  if (masks.every((m, p) => m === defaultHand(state, p as Seat))) return base;
  return `${base}~${masks.map((m) => m.toString(16)).join('~')}`;
}

const PIECE_RE = /^([0-3])([A-Za-z]{2,3})([0-9]{1,2}[a-sA-S](?::[0-9]{1,2}[a-sA-S])?)$/;

/** Parses a position (untrusted text). */
export function parsePosition(text: string, optionValues?: OptionValues): Result<KutaiState> {
  const opts = kutaiOptions(optionValues);
  if (!opts.ok) return opts;
  if (typeof text !== 'string') return fail('ERR_POSITION_SYNTAX', 'A Kutai position is written as text, like 0~- for a new game.');
  const t = text.trim();
  if (t === '') return fail('ERR_POSITION_EMPTY', 'No position was given.');
  if (t.length > 1200) return fail('ERR_POSITION_SYNTAX', 'That position text is too long for a Kutai board.');
  if (!/^[A-Za-z0-9*:\-.,_~!]+$/.test(t)) return fail('ERR_POSITION_SYNTAX', 'A position uses only letters, digits and the signs * : - . , _ ~ !');
  const n = seatCount(opts.value);
  const fields = t.split('~');
  if (fields.length !== 2 && fields.length !== 2 + n) {
    return fail('ERR_POSITION_SYNTAX', `A Kutai position is “seat to move~tiles”, optionally followed by one “~hand” per seat (${n} here), like 0~- for a new game.`);
  }
  const [head, body] = fields as [string, string];
  const handTexts = fields.slice(2);
  const [mover, steps, ...extra] = head.split('.') as [string, string?];
  if (!/^[0-3]$/.test(mover) || Number(mover) >= n) return fail('ERR_POSITION_SYNTAX', `The player to move is a seat from 0 to ${n - 1} (${n} players), not “${mover.slice(0, 8)}”.`);
  if (extra.length > 0 || (steps !== undefined && !/^[1-9][0-9]{0,6}$/.test(steps))) {
    return fail('ERR_POSITION_SYNTAX', 'After the player to move, “.” and the number of steps played (a whole number from 1), like 1.4.');
  }
  const pieces: KutaiPiece[] = [];
  if (body !== '-') {
    if (body === '') return fail('ERR_POSITION_SYNTAX', 'Write - for an empty board.');
    for (const part of body.split(',')) {
      const m = PIECE_RE.exec(part);
      if (!m) return fail('ERR_POSITION_PIECE', `“${part.slice(0, 16)}” is not a tile entry: write owner, tile code and place, like 0DMA10j.`);
      const code = TILE_CODES.find((c) => c.toLowerCase() === (m[2] as string).toLowerCase());
      if (!code) return fail('ERR_POSITION_TILE', `“${m[2]}” is not a Kutai tile code; codes are ${TILE_CODES.join(', ')}.`, 'tile-sets');
      const pl = parsePlace(m[3] as string);
      if (!pl.ok) return pl;
      pieces.push({ tile: code, place: pl.value, owner: Number(m[1]) as Seat });
    }
  }
  let hands: string[][] | undefined;
  if (handTexts.length > 0) {
    const masks: number[] = [];
    for (const h of handTexts) {
      if (!/^[0-9a-f]{1,8}$/.test(h)) return fail('ERR_POSITION_HAND', `“${h.slice(0, 10)}” is not a hand: write a lowercase hexadecimal mask such as 1fffffff.`);
      const v = parseInt(h, 16);
      if (v > FULL_MASK) return fail('ERR_POSITION_HAND', `The hand mask “${h}” names more than the 29 tiles of a set.`);
      if (v.toString(16) !== h) return fail('ERR_POSITION_HAND', `Write the hand mask “${h}” without leading zeros.`);
      masks.push(v);
    }
    hands = masks.map(handOf);
  }
  return buildState(opts.value, pieces, hands, Number(mover), steps === undefined ? 0 : Number(steps));
}

/** The plain JSON setup of a state. */
export interface KutaiSetup {
  readonly pieces: readonly { readonly tile: string; readonly place: string; readonly owner: Seat }[];
  readonly toMove: Seat;
  /** Steps played so far (the turn counter); omitted when 0. */
  readonly turn?: number;
  /** Remaining tiles per seat (one list per seat); omitted when every tile not on the board is in hand. */
  readonly hands?: readonly (readonly string[])[];
}

export function toSetup(state: KutaiState): KutaiSetup {
  const pieces = state.pieces.map((p) => ({ tile: p.tile, place: placeName(p.place), owner: p.owner }));
  const full = state.hands.every((h, i) => maskOf(h) === defaultHand(state, i as Seat));
  const head = { pieces, toMove: state.toMove, ...(state.turn ? { turn: state.turn } : {}) };
  return full ? head : { ...head, hands: state.hands.map((h) => [...h]) };
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Reads a setup (untrusted JSON). The Centerpiece is the piece on the centre (the first such, in squares mode). */
export function fromSetup(setup: unknown, optionValues?: OptionValues): Result<KutaiState> {
  const opts = kutaiOptions(optionValues);
  if (!opts.ok) return opts;
  if (!isObj(setup)) return fail('ERR_SETUP_SHAPE', 'A setup is an object like {"pieces": [{"tile": "DMA", "place": "10j", "owner": 0}], "toMove": 1}.');
  const raw = setup.pieces ?? [];
  if (!Array.isArray(raw)) return fail('ERR_SETUP_SHAPE', '“pieces” must be a list of {tile, place, owner}.');
  const n = seatCount(opts.value);
  if (raw.length > 29 * n) return fail('ERR_SETUP_SHAPE', `A Kutai board holds at most ${29 * n} tiles (29 per player).`);
  const pieces: KutaiPiece[] = [];
  for (const [i, r] of raw.entries()) {
    if (!isObj(r)) return fail('ERR_SETUP_SHAPE', `Piece ${i + 1} is not an object {tile, place, owner}.`);
    const code = typeof r.tile === 'string' ? TILE_CODES.find((c) => c.toLowerCase() === (r.tile as string).toLowerCase()) : undefined;
    if (!code) return fail('ERR_SETUP_TILE', `Piece ${i + 1}: “${String(r.tile).slice(0, 12)}” is not a Kutai tile; tiles are ${TILE_CODES.join(', ')}.`, 'tile-sets');
    if (typeof r.place !== 'string') return fail('ERR_SETUP_PLACE', `Piece ${i + 1} has no place name (like 10j).`);
    const pl = parsePlace(r.place);
    if (!pl.ok) return fail(pl.error.code, `Piece ${i + 1}: ${pl.error.message}`);
    const owner = r.owner ?? 0;
    if (typeof owner !== 'number' || !Number.isInteger(owner) || owner < 0 || owner >= n) {
      return fail('ERR_SETUP_OWNER', `Piece ${i + 1}: the owner is a seat from 0 to ${n - 1} (${n} players).`);
    }
    pieces.push({ tile: code, place: pl.value, owner: owner as Seat });
  }
  const toMove = setup.toMove ?? 0;
  if (typeof toMove !== 'number' || !Number.isInteger(toMove) || toMove < 0 || toMove >= n) {
    return fail('ERR_SETUP_SHAPE', `“toMove” is a seat from 0 to ${n - 1} (${n} players).`);
  }
  const layout = layoutFor(opts.value);
  const ci = pieces.findIndex((p) => layout.centre.includes(p.place));
  if (pieces.length > 0 && ci < 0) {
    return fail('ERR_SETUP_CENTERPIECE', 'Tiles are on the board but none on the centre: the first tile placed is the Centerpiece, on the centre.', 'centerpiece');
  }
  if (ci > 0) pieces.unshift(...pieces.splice(ci, 1));
  let hands: string[][] | undefined;
  if (setup.hands !== undefined) {
    const h = setup.hands;
    if (!Array.isArray(h) || h.length !== n || !h.every((x) => Array.isArray(x) && x.length <= 29 && x.every((c) => typeof c === 'string'))) {
      return fail('ERR_SETUP_SHAPE', `“hands” is ${n} lists of tile codes, one per seat, seat 0 (South) first.`);
    }
    const norm = (list: string[]) => list.map((c) => TILE_CODES.find((k) => k.toLowerCase() === c.toLowerCase()) ?? c);
    hands = (h as string[][]).map(norm);
  }
  const turn = setup.turn ?? 0;
  if (typeof turn !== 'number' || !Number.isInteger(turn) || turn < 0 || turn > 1e7) return fail('ERR_SETUP_SHAPE', '“turn” is the number of steps played, a whole number of 0 or more.');
  return buildState(opts.value, pieces, hands, toMove, turn);
}
