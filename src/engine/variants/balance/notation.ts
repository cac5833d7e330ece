/**
 * @packageDocumentation
 * Balance positions as compact text and as plain JSON setups.
 *
 * Position text (URL-safe: letters, digits and `_ , . ~ : -`):
 *
 *     b1_<board>_<hand 1>_<hand 2>_<state>
 *
 * - board: pieces joined by `,` (or `-` when empty). A piece is a place name, the
 *   tile code, an optional owner digit (0 or 1: who placed it), and for a flower on
 *   the Wheel of Life a trailing `W` with its own optional owner digit:
 *   `10jR` (Rose on the centre point), `9i:10jLo1W0` (Lotus placed by player 2
 *   on the Wheel placed by player 1), `8h:9iW` (an empty Wheel).
 * - hands: tile codes run together in the order R, Lo, O, Li, W (or `-` when empty): `RLoLiW`.
 * - state: `.`-separated tokens: `t0` player to move (0 or 1), `s1` stage (1 or 2),
 *   `f0` who placed first, `m1p` last player and act (p place, m move, s pass),
 *   `p1` passes in a row, `q12` quiet plies, `b5` record balances (left out: the board's count), `r1a2b` random
 *   state (base 36), `u9i:10j~9f:10g` last move, `h…~…` repetition history, `n14` steps played.
 *   Only `t` is needed; missing tokens take their defaults (stage from the hands).
 *
 * Tiles missing from both board and hands are not part of that game (teaching diagrams). What the
 * rules allow (counts, places, the stage, the counters) is the engine's position check (`check.ts`).
 */
import { fail, ok, type Result } from '../../core/result.ts';
import { fnv1a } from '../../core/rng.ts';
import type { OptionValues, Seat2 as Player } from '../../core/types.ts';
import { parsePlace, placeName, type PlaceId } from '../../geometry/coords.ts';
import { TILE_CODES, WHEEL } from './spec.ts';
import { balanceOptions, ctxOf, opt, tileOrder, type BalanceState, type Cell, type LastAct } from './state.ts';

/** The plain JSON setup. */
export interface BalanceSetup {
  readonly pieces: readonly { readonly tile: string; readonly place: string; readonly owner?: Player; readonly under?: string; readonly underOwner?: Player }[];
  readonly hands: readonly [readonly string[], readonly string[]];
  readonly toMove: Player;
  readonly stage?: 1 | 2;
  readonly firstPlacer?: Player;
  readonly lastMover?: Player;
  readonly lastAct?: 'place' | 'move' | 'pass';
  readonly lastMove?: string;
  readonly passes?: number;
  readonly quiet?: number;
  readonly best?: number;
  readonly rng?: number;
  readonly history?: readonly string[];
  /** Steps played so far (the turn counter); absent = 0. */
  readonly turn?: number;
}

/** Already-typed input of `build` (both parsers produce it). */
interface Raw {
  pieces: { tile: string; place: PlaceId; owner?: Player; under: boolean; underOwner?: Player }[];
  hands: [string[], string[]];
  toMove: Player;
  stage?: 1 | 2;
  firstPlacer?: Player;
  lastMover?: Player;
  lastAct?: LastAct;
  lastMove?: { from: PlaceId; to: PlaceId };
  passes: number;
  quiet: number;
  best?: number;
  rng: number;
  history: string[];
  turn?: number;
}

/** The number of balances on a board (the engine's count, passed in). */
export type Balances = (s: BalanceState) => number;

const E = (message: string) => fail('ERR_POSITION', message);

function canonicalTile(t: unknown): string | undefined {
  if (typeof t !== 'string') return undefined;
  return TILE_CODES.find((c) => c.toLowerCase() === t.trim().toLowerCase());
}

/**
 * Builds the state a raw position describes, with the defaults of the fields left out (the stage from
 * the hands, a record number of balances from the board). It checks nothing the rules say: the engine
 * passes every state built here through its position check (`check.ts`) before anyone sees it.
 */
function build(raw: Raw, options: OptionValues | undefined, balances: Balances): Result<BalanceState> {
  const r = balanceOptions(options);
  if (!r.ok) return r;
  const ctx = ctxOf(r.value);
  const cells: Cell[] = raw.pieces.map((pc) => {
    const c: { p: PlaceId; t: string; by?: Player; w?: boolean; wby?: Player } = { p: pc.place, t: pc.tile };
    if (pc.owner !== undefined) c.by = pc.owner;
    if (pc.under) {
      c.w = true;
      if (pc.underOwner !== undefined) c.wby = pc.underOwner;
    }
    return c;
  });
  const handsEmpty = raw.hands[0].length === 0 && raw.hands[1].length === 0;
  const stage = raw.stage ?? (handsEmpty ? 2 : 1);
  cells.sort((a, b) => a.p - b.p);
  const hands: [string[], string[]] = [raw.hands[0].slice().sort(tileOrder), raw.hands[1].slice().sort(tileOrder)];
  // A second-stage position with no history starts its own: repetition rules count it once.
  const rep = opt(ctx, 'balance-repetition');
  let history = raw.history;
  if (stage === 2 && history.length === 0 && (rep === 'superko' || rep === 'threefold')) history = [boardKey({ cells }) + (rep === 'threefold' ? String(raw.toMove) : '')];
  const s: BalanceState = {
    opts: ctx.o,
    cells,
    hands,
    toMove: raw.toMove,
    stage,
    firstPlacer: raw.firstPlacer ?? (cells.length === 0 ? raw.toMove : 0),
    ...(raw.lastMover !== undefined ? { lastMover: raw.lastMover } : {}),
    ...(raw.lastAct !== undefined ? { lastAct: raw.lastAct } : {}),
    ...(raw.lastMove !== undefined ? { lastMove: raw.lastMove } : {}),
    passes: raw.passes,
    quiet: raw.quiet,
    best: 0,
    rng: raw.rng >>> 0,
    history,
    ...(raw.turn ? { turn: raw.turn } : {}),
  };
  // The record number of balances of the second stage is never below the board's own count:
  // left out, it is that count (as when the second stage begins).
  const best = raw.best ?? (stage === 2 ? balances(s) : 0);
  return ok(best === 0 ? s : { ...s, best });
}

// ---------------------------------------------------------------------------
// Board key for repetition rules

/** A 64-bit hash of the arrangement of tiles (owners ignored), 14 base-36 characters. */
export function boardKey(s: Pick<BalanceState, 'cells'>): string {
  const text = s.cells.map((c) => `${c.p}${c.t}${c.w ? 'W' : ''}`).join(',');
  return fnv1a(text).toString(36).padStart(7, '0') + fnv1a(text, 0x2545f491).toString(36).padStart(7, '0');
}

// ---------------------------------------------------------------------------
// Text

const digit = (p: Player | undefined) => (p === undefined ? '' : String(p));

export function formatPositionImpl(s: BalanceState, balances: Balances): string {
  const board = s.cells.length === 0 ? '-' : s.cells.map((c) => `${placeName(c.p)}${c.t}${digit(c.by)}${c.w ? `W${digit(c.wby)}` : ''}`).join(',');
  const hand = (h: readonly string[]) => (h.length === 0 ? '-' : h.join(''));
  const meta = [`t${s.toMove}`, `s${s.stage}`, `f${s.firstPlacer}`];
  if (s.lastMover !== undefined) meta.push(`m${s.lastMover}${s.lastAct ?? 'p'}`);
  if (s.passes) meta.push(`p${s.passes}`);
  if (s.quiet) meta.push(`q${s.quiet}`);
  // The record of balances is written when it is not what the reader would take (the board's count).
  if (s.best !== (s.stage === 2 ? balances(s) : 0)) meta.push(`b${s.best}`);
  if (s.rng) meta.push(`r${(s.rng >>> 0).toString(36)}`);
  if (s.lastMove) meta.push(`u${placeName(s.lastMove.from)}~${placeName(s.lastMove.to)}`);
  if (s.history.length) meta.push(`h${s.history.join('~')}`);
  if (s.turn) meta.push(`n${s.turn}`);
  return `b1_${board}_${hand(s.hands[0])}_${hand(s.hands[1])}_${meta.join('.')}`;
}

const PIECE_RE = /^((?:1[0-9]|[1-9])[a-s](?::(?:1[0-9]|[1-9])[a-s])?)(R|Lo|O|Li|W)([01]?)(?:(W)([01]?))?$/;
const HAND_RE = /^(?:R|Lo|O|Li|W)+$/;
const NUM = (t: string) => (/^[0-9]{1,7}$/.test(t) ? Number(t) : undefined);

export function parsePositionImpl(text: string, options: OptionValues | undefined, balances: Balances): Result<BalanceState> {
  try {
    const t = String(text ?? '').trim();
    if (t === '') return E('The position is empty.');
    if (t.length > 6000) return E('The position text is too long.');
    const parts = t.split('_');
    if (parts[0] !== 'b1' || parts.length < 4 || parts.length > 5)
      return E('This is not a Balance position: it should look like b1_<board>_<hand>_<hand>_<state>, e.g. b1_10jR_Lo_Lo_t0.');
    const raw: Raw = { pieces: [], hands: [[], []], toMove: 0, passes: 0, quiet: 0, rng: 0, history: [] };
    const board = parts[1] as string;
    if (board !== '-') {
      for (const tok of board.split(',')) {
        const m = PIECE_RE.exec(tok);
        if (!m) return E(`“${tok.slice(0, 24)}” is not a piece: write a place then a tile code, like 10jR or 9i:10jLoW (a Lotus on the Wheel).`);
        const p = parsePlace(m[1] as string);
        if (!p.ok) return E(p.error.message);
        raw.pieces.push({
          tile: m[2] as string,
          place: p.value,
          under: m[4] === 'W',
          ...(m[3] ? { owner: Number(m[3]) as Player } : {}),
          ...(m[5] ? { underOwner: Number(m[5]) as Player } : {}),
        });
      }
    }
    for (const k of [0, 1] as const) {
      const h = parts[2 + k] as string;
      if (h === '-') continue;
      if (!HAND_RE.test(h)) return E(`“${h.slice(0, 24)}” is not a hand: run tile codes together (R, Lo, O, Li, W), or write - for an empty hand.`);
      raw.hands[k] = h.match(/R|Lo|O|Li|W/g) ?? [];
    }
    const meta = parts[4];
    if (meta !== undefined && meta !== '') {
      for (const tok of meta.split('.')) {
        const key = tok[0];
        const val = tok.slice(1);
        const bad = () => E(`The state field “${tok.slice(0, 24)}” is not understood.`);
        switch (key) {
          case 't':
          case 'f':
            if (val !== '0' && val !== '1') return bad();
            if (key === 't') raw.toMove = Number(val) as Player;
            else raw.firstPlacer = Number(val) as Player;
            break;
          case 's':
            if (val !== '1' && val !== '2') return bad();
            raw.stage = Number(val) as 1 | 2;
            break;
          case 'm':
            if (!/^[01][pms]$/.test(val)) return bad();
            raw.lastMover = Number(val[0]) as Player;
            raw.lastAct = val[1] as LastAct;
            break;
          case 'p':
          case 'q':
          case 'n':
          case 'b': {
            const n = NUM(val);
            if (n === undefined) return bad();
            if (key === 'p') raw.passes = n;
            else if (key === 'n') raw.turn = n;
            else if (key === 'q') raw.quiet = n;
            else raw.best = n;
            break;
          }
          case 'r':
            if (!/^[0-9a-z]{1,7}$/.test(val) || parseInt(val, 36) > 0xffffffff) return bad();
            raw.rng = parseInt(val, 36) >>> 0;
            break;
          case 'u': {
            const [a, b, ...rest] = val.split('~');
            const pa = parsePlace(a ?? '');
            const pb = parsePlace(b ?? '');
            if (rest.length || !pa.ok || !pb.ok) return bad();
            raw.lastMove = { from: pa.value, to: pb.value };
            break;
          }
          case 'h': {
            const hs = val.split('~');
            if (hs.length > 2000 || hs.some((h) => !/^[0-9a-z]{1,20}$/.test(h))) return bad();
            raw.history = hs;
            break;
          }
          default:
            return bad();
        }
      }
    }
    return build(raw, options, balances);
  } catch {
    return E('The position could not be read.');
  }
}

// ---------------------------------------------------------------------------
// JSON setups

const ACTS: Record<string, LastAct> = { place: 'p', move: 'm', pass: 's' };
const ACT_NAMES: Record<LastAct, 'place' | 'move' | 'pass'> = { p: 'place', m: 'move', s: 'pass' };

export function toSetupImpl(s: BalanceState): BalanceSetup {
  return {
    pieces: s.cells.map((c) => ({
      tile: c.t,
      place: placeName(c.p),
      ...(c.by !== undefined ? { owner: c.by } : {}),
      ...(c.w ? { under: WHEEL } : {}),
      ...(c.w && c.wby !== undefined ? { underOwner: c.wby } : {}),
    })),
    hands: [[...s.hands[0]], [...s.hands[1]]],
    toMove: s.toMove,
    stage: s.stage,
    firstPlacer: s.firstPlacer,
    ...(s.lastMover !== undefined ? { lastMover: s.lastMover } : {}),
    ...(s.lastAct !== undefined ? { lastAct: ACT_NAMES[s.lastAct] } : {}),
    ...(s.lastMove ? { lastMove: `${placeName(s.lastMove.from)}-${placeName(s.lastMove.to)}` } : {}),
    passes: s.passes,
    quiet: s.quiet,
    best: s.best,
    rng: s.rng,
    history: [...s.history],
    ...(s.turn ? { turn: s.turn } : {}),
  };
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isPlayer = (v: unknown): v is Player => v === 0 || v === 1;
const count = (v: unknown, name: string): Result<number> =>
  v === undefined ? ok(0) : typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 1e7 ? ok(v) : E(`“${name}” must be a whole number of 0 or more.`);

export function fromSetupImpl(setup: unknown, options: OptionValues | undefined, balances: Balances): Result<BalanceState> {
  try {
    if (!isObj(setup)) return E('A setup must be an object with pieces, hands and toMove.');
    const raw: Raw = { pieces: [], hands: [[], []], toMove: 0, passes: 0, quiet: 0, rng: 0, history: [] };
    const pieces = setup.pieces ?? [];
    if (!Array.isArray(pieces)) return E('“pieces” must be a list of {tile, place}.');
    if (pieces.length > 200) return E('Too many pieces.');
    for (const pc of pieces) {
      if (!isObj(pc)) return E('Each piece must be an object like {"tile": "R", "place": "10j"}.');
      const tile = canonicalTile(pc.tile);
      if (!tile) return E(`“${String(pc.tile).slice(0, 12)}” is not a Balance tile; use R (Rose), Lo (Lotus), O (Orchid), Li (Lily) or W (Wheel of Life).`);
      if (typeof pc.place !== 'string') return E('Each piece needs a place name such as 10j or 9i:10j.');
      const p = parsePlace(pc.place);
      if (!p.ok) return E(p.error.message);
      if (pc.under !== undefined && canonicalTile(pc.under) !== WHEEL) return E('Only the Wheel of Life (W) can lie under a flower.');
      if (pc.owner !== undefined && !isPlayer(pc.owner)) return E('A piece owner must be 0 or 1.');
      if (pc.underOwner !== undefined && !isPlayer(pc.underOwner)) return E('A Wheel owner must be 0 or 1.');
      raw.pieces.push({
        tile,
        place: p.value,
        under: pc.under !== undefined,
        ...(pc.owner !== undefined ? { owner: pc.owner as Player } : {}),
        ...(pc.underOwner !== undefined ? { underOwner: pc.underOwner as Player } : {}),
      });
    }
    const hands = setup.hands ?? [[], []];
    if (!Array.isArray(hands) || hands.length !== 2 || !hands.every(Array.isArray)) return E('“hands” must be two lists of tile codes, one per player.');
    for (const k of [0, 1] as const) {
      for (const t of hands[k] as unknown[]) {
        const c = canonicalTile(t);
        if (!c) return E(`“${String(t).slice(0, 12)}” in a hand is not a Balance tile.`);
        raw.hands[k].push(c);
      }
    }
    if (setup.toMove !== undefined && !isPlayer(setup.toMove)) return E('“toMove” must be 0 or 1.');
    raw.toMove = (setup.toMove ?? 0) as Player;
    if (setup.stage !== undefined) {
      if (setup.stage !== 1 && setup.stage !== 2) return E('“stage” must be 1 or 2.');
      raw.stage = setup.stage;
    }
    if (setup.firstPlacer !== undefined) {
      if (!isPlayer(setup.firstPlacer)) return E('“firstPlacer” must be 0 or 1.');
      raw.firstPlacer = setup.firstPlacer;
    }
    if (setup.lastMover !== undefined) {
      if (!isPlayer(setup.lastMover)) return E('“lastMover” must be 0 or 1.');
      raw.lastMover = setup.lastMover;
    }
    if (setup.lastAct !== undefined) {
      const a = ACTS[String(setup.lastAct)];
      if (!a) return E('“lastAct” must be place, move or pass.');
      raw.lastAct = a;
    }
    if (setup.lastMove !== undefined) {
      const [a, b, ...rest] = String(setup.lastMove).split('-');
      const pa = parsePlace(a ?? '');
      const pb = parsePlace(b ?? '');
      if (rest.length || !pa.ok || !pb.ok) return E('“lastMove” must look like 9i:10j-9f:10g.');
      raw.lastMove = { from: pa.value, to: pb.value };
    }
    for (const k of ['passes', 'quiet', 'best', 'turn'] as const) {
      const n = count(setup[k], k);
      if (!n.ok) return n;
      if (k !== 'best' || setup.best !== undefined) raw[k] = n.value;
    }
    if (setup.rng !== undefined) {
      if (typeof setup.rng !== 'number' || !Number.isInteger(setup.rng) || setup.rng < 0 || setup.rng > 0xffffffff) return E('“rng” must be a whole number from 0 to 4294967295.');
      raw.rng = setup.rng;
    }
    if (setup.history !== undefined) {
      if (!Array.isArray(setup.history) || setup.history.length > 2000 || !setup.history.every((h) => typeof h === 'string' && /^[0-9a-z]{1,20}$/.test(h)))
        return E('“history” must be a list of position hashes.');
      raw.history = setup.history as string[];
    }
    return build(raw, options, balances);
  } catch {
    return E('The setup could not be read.');
  }
}

