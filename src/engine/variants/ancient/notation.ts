/**
 * @packageDocumentation
 * Ancient positions as compact text and as plain JSON setups (both untrusted), and the
 * step notation.
 *
 * Position text: `<stage>~<turn>~<board>~<hand 0>~<hand 1>~<removed>~<rng>`
 *
 * - `<stage>`: the seat to act (`0` South, `1` North), then what it must do:
 *   `g:<l|r>:<tile>` guess the hand hiding `<tile>` (an owner digit or `n` for nobody, then
 *   the code, e.g. `g:l:0Jd`); `o:<tile>` decide the play order (the tile then becomes the
 *   centerpiece); `s` start a turn (`s1`: the other seat has just passed); `d` discard;
 *   `u:<place>` use the Ship or Wheel just placed there (a Ship adds the tile it lifted,
 *   `u:5f:1R`); `m` move a tile. A final `!` marks a game won by that seat's last step.
 * - `<turn>`: the turn counter (0 during the guessing ritual).
 * - `<board>`: `-`, or the tiles by place, comma-separated, each `<owner><code><place>`
 *   with owner `0`, `1` or `n` (nobody), and `!` after a drained flower: `0Jd10g`, `1R7e!`.
 * - hands: the codes run together in set order (`JJLRhW`), `-` for an empty hand.
 * - `<removed>`: tiles out of play, `-` or `<owner><code>` comma-separated.
 * - `<rng>`: the random source for the next draw, base 36.
 *
 * The draw piles are not written: they are whatever of each set is not elsewhere.
 *
 * Steps, in the shared notation (`notation/step.ts`): `R*10c` (place), `10c-10f` (move),
 * `D10m x J10g` (a move that captures), `W10g:rotate 90`, `B10g:relocate 5e`, `10j:guess left`,
 * `10j:order first`, `draw`, `discard R`, `pass`, `end`.
 */
import { resolveOptions } from '../../core/options.ts';
import { err, fail, ok, type Result } from '../../core/result.ts';
import type { Move, OptionValues } from '../../core/types.ts';
import { parsePlace, placeName, type PlaceId } from '../../geometry/index.ts';
import { checkMarks, formatStep as writeStep, parseStep as readStep } from '../../notation/step.ts';
import { flower, isAncientCode, OPTION_SPECS, TILE_CODES } from './spec.ts';
import {
  layoutFor,
  pilesOf,
  roleOf,
  seatName,
  sortCodes,
  sortRemoved,
  tileWord,
  type AncientPiece,
  type AncientState,
  type RemovedTile,
  type Seat2,
  type Stage,
} from './state.ts';

/** Parts of a state before checking. */
export interface StateParts {
  readonly pieces: readonly AncientPiece[];
  readonly hands: readonly [readonly string[], readonly string[]];
  readonly removed: readonly RemovedTile[];
  readonly rng: number;
  readonly toMove: Seat2;
  readonly turn: number;
  readonly stage: Stage;
  readonly passes: number;
  readonly won: Seat2 | null;
}

const canon = (code: string): string | undefined => TILE_CODES.find((c) => c.toLowerCase() === code.toLowerCase());

/** Builds and checks a state from its parts (untrusted): places, codes, hand sizes, stage, and tile conservation. */
export function buildState(options: OptionValues, parts: StateParts): Result<AncientState> {
  const layout = layoutFor(options);
  const limit = Number(options['ancient-hand-size']);
  const seen = new Set<PlaceId>();
  for (const p of parts.pieces) {
    if (!isAncientCode(p.tile)) return fail('ERR_SETUP_TILE', `“${String(p.tile).slice(0, 12)}” is not an Ancient tile; tiles are ${TILE_CODES.join(', ')}.`, 'tile-set');
    if (!layout.isPoint(p.place)) return fail('ERR_SETUP_PLACE', `${Number.isInteger(p.place) && p.place >= 0 && p.place < 685 ? placeName(p.place) : 'That place'} is not a point of the board.`, 'board');
    if (seen.has(p.place)) return fail('ERR_SETUP_OCCUPIED', `Two tiles stand on ${placeName(p.place)}; a point holds one tile.`, 'one-tile-per-point');
    seen.add(p.place);
    if (p.drained && !flower(p.tile)) return fail('ERR_SETUP_DRAINED', `Only flowers are drained, and the ${tileWord(p.tile, options)} on ${placeName(p.place)} is not one.`, 'knotweed');
  }
  for (const s of [0, 1] as const) {
    const h = parts.hands[s];
    for (const c of h) if (!isAncientCode(c)) return fail('ERR_SETUP_TILE', `“${String(c).slice(0, 12)}” in ${seatName(s)}'s hand is not an Ancient tile.`, 'tile-set');
    const max = parts.stage.kind === 'discard' && parts.toMove === s ? limit + 1 : limit;
    if (h.length > max) return fail('ERR_SETUP_HAND', `${seatName(s)} holds ${h.length} tiles, more than the hand limit of ${limit}.`, 'hand-limit');
  }
  for (const r of parts.removed) if (!isAncientCode(r.tile)) return fail('ERR_SETUP_TILE', `“${String(r.tile).slice(0, 12)}” among the removed tiles is not an Ancient tile.`, 'tile-set');
  const st = parts.stage;
  const boardEmpty = parts.pieces.length === 0;
  if ((st.kind === 'guess' || st.kind === 'order') && !boardEmpty) return fail('ERR_SETUP_STAGE', 'The play order is decided before any tile is on the board.', 'play-order-guess');
  if (st.kind === 'guess' && parts.toMove !== 1) return fail('ERR_SETUP_STAGE', 'North guesses the hand; South hides the tile.', 'play-order-guess');
  if ((st.kind === 'guess' || st.kind === 'order') && !isAncientCode(st.tile)) return fail('ERR_SETUP_TILE', 'The guessing tile is not an Ancient tile.', 'tile-set');
  if (st.kind === 'use') {
    const at = parts.pieces.find((p) => p.place === st.at);
    const role = at ? roleOf(at.tile, options) : undefined;
    if (!at || at.owner !== parts.toMove || (role !== 'ship' && role !== 'wheel')) {
      return fail('ERR_SETUP_STAGE', `No Ship or Wheel of ${seatName(parts.toMove)} stands on ${layout.isPoint(st.at) ? placeName(st.at) : 'that point'} to use.`, 'special-placement-is-not-a-move');
    }
    if ((role === 'ship') !== (st.lifted !== undefined)) return fail('ERR_SETUP_STAGE', 'A Ship in use carries the tile it lifted, and only a Ship does.', 'ship');
    if (st.lifted && !isAncientCode(st.lifted.tile)) return fail('ERR_SETUP_TILE', 'The lifted tile is not an Ancient tile.', 'tile-set');
  }
  if (!Number.isInteger(parts.turn) || parts.turn < 0 || parts.turn > 100000) return fail('ERR_SETUP_TURN', 'The turn counter is a whole number from 0 to 100000.');
  if (!Number.isInteger(parts.passes) || parts.passes < 0 || parts.passes > 1) return fail('ERR_SETUP_PASSES', 'At most one pass can precede a turn (two end the game).', 'drawn-game');
  const state: AncientState = Object.freeze({
    variant: 'ancient' as const,
    options,
    pieces: Object.freeze([...parts.pieces].sort((a, b) => a.place - b.place).map((p) => Object.freeze({ ...p }))),
    hands: Object.freeze([Object.freeze(sortCodes(parts.hands[0])), Object.freeze(sortCodes(parts.hands[1]))]) as unknown as AncientState['hands'],
    removed: Object.freeze(sortRemoved(parts.removed).map((r) => Object.freeze({ ...r }))),
    rng: parts.rng | 0,
    toMove: parts.toMove,
    turn: parts.turn,
    stage: Object.freeze({ ...parts.stage }) as Stage,
    passes: parts.passes,
    won: parts.won,
  });
  const piles = pilesOf(state);
  for (const [k, pile] of piles.entries()) {
    const i = pile.findIndex((n) => n < 0);
    if (i >= 0) {
      const who = piles.length === 1 ? 'the two sets together hold' : `${seatName(k as Seat2)}'s set holds`;
      return fail('ERR_SETUP_COUNT', `Too many ${tileWord(TILE_CODES[i] as string, options)} tiles: ${who} only ${piles.length === 1 ? 2 * setCount(i) : setCount(i)}.`, 'tile-set');
    }
  }
  return ok(state);
}

const setCount = (i: number) => (i < 6 ? 6 : 3);

// ---------- position text ----------

const ownerChar = (o: Seat2 | null) => (o === null ? 'n' : String(o));
const ownerOf = (c: string): Seat2 | null => (c === 'n' ? null : (Number(c) as Seat2));
const handText = (h: readonly string[]) => (h.length === 0 ? '-' : h.join(''));
const pieceText = (p: AncientPiece) => `${ownerChar(p.owner)}${p.tile}${placeName(p.place)}${p.drained ? '!' : ''}`;

function stageText(state: AncientState): string {
  const st = state.stage;
  let s: string;
  switch (st.kind) {
    case 'guess':
      s = `g:${st.hidden === 'left' ? 'l' : 'r'}:${ownerChar(st.owner)}${st.tile}`;
      break;
    case 'order':
      s = `o:${ownerChar(st.owner)}${st.tile}`;
      break;
    case 'start':
      s = state.passes > 0 ? `s${state.passes}` : 's';
      break;
    case 'discard':
      s = 'd';
      break;
    case 'move':
      s = 'm';
      break;
    case 'use':
      s = `u:${placeName(st.at)}${st.lifted ? `:${ownerChar(st.lifted.owner)}${st.lifted.tile}${st.lifted.drained ? '!' : ''}` : ''}`;
      break;
  }
  return `${state.toMove}${s}${state.won !== null ? '!' : ''}`;
}

/** Writes a position (see the module comment). */
export function formatPosition(state: AncientState): string {
  const board = state.pieces.length === 0 ? '-' : state.pieces.map(pieceText).join(',');
  const removed = state.removed.length === 0 ? '-' : state.removed.map((r) => `${ownerChar(r.owner)}${r.tile}`).join(',');
  return [stageText(state), String(state.turn), board, handText(state.hands[0]), handText(state.hands[1]), removed, (state.rng >>> 0).toString(36)].join('~');
}

const TILE_RE = '([01n])([A-Z][a-z]?)';
const STAGE_RE = new RegExp(`^([01])(?:g:([lr]):${TILE_RE}|o:${TILE_RE}|s([01]?)|d|m|u:([0-9]{1,2}[a-s])(?::${TILE_RE}(!?))?)(!?)$`);
const PIECE_RE = /^([01n])([A-Z][a-z]?)([0-9]{1,2}[a-s])(!?)$/;

function parseCode(text: string, where: string): Result<string> {
  const c = canon(text);
  return c ? ok(c) : fail('ERR_POSITION_TILE', `“${text.slice(0, 8)}” ${where} is not an Ancient tile code; codes are ${TILE_CODES.join(', ')}.`, 'tile-set');
}

function parseHand(text: string, who: string): Result<string[]> {
  if (text === '-') return ok([]);
  if (!/^(?:[A-Z][a-z]?)+$/.test(text) || text.length > 40) return fail('ERR_POSITION_HAND', `“${text.slice(0, 20)}” is not a hand: write tile codes run together, like JJdRh, or - for none.`);
  const out: string[] = [];
  for (const m of text.match(/[A-Z][a-z]?/g) ?? []) {
    const c = parseCode(m, `in ${who}'s hand`);
    if (!c.ok) return c;
    out.push(c.value);
  }
  if (sortCodes(out).join('') !== text) return fail('ERR_POSITION_HAND', `Write ${who}'s hand in set order: ${sortCodes(out).join('')}.`);
  return ok(out);
}

/** Parses a position (untrusted text). */
export function parsePosition(text: string, optionValues: OptionValues = {}): Result<AncientState> {
  const opts = resolveOptions(OPTION_SPECS, optionValues ?? {});
  if (!opts.ok) return opts;
  if (typeof text !== 'string') return fail('ERR_POSITION_SYNTAX', 'A position is a text of seven parts separated by ~.');
  const t = text.trim();
  if (t === '') return fail('ERR_POSITION_EMPTY', 'No position was given.');
  if (t.length > 2000) return fail('ERR_POSITION_SYNTAX', 'That position text is too long for an Ancient board.');
  if (!/^[A-Za-z0-9:,~!-]+$/.test(t)) return fail('ERR_POSITION_SYNTAX', 'A position uses only letters, digits and the signs ~ : , ! -');
  const f = t.split('~');
  if (f.length !== 7) return fail('ERR_POSITION_SYNTAX', 'An Ancient position has seven parts separated by ~: stage, turn, board, two hands, removed tiles, random source.');
  const [stageT, turnT, boardT, h0T, h1T, remT, rngT] = f as [string, string, string, string, string, string, string];
  const m = STAGE_RE.exec(stageT);
  if (!m) return fail('ERR_POSITION_STAGE', `“${stageT.slice(0, 16)}” is not a stage: write the seat (0 or 1) and s, d, m, u:<place>, o:<tile> or g:<l|r>:<tile>.`);
  const toMove = Number(m[1]) as Seat2;
  const won = m[14] === '!' ? toMove : null;
  let stage: Stage;
  let passes = 0;
  if (m[2] !== undefined) {
    const c = parseCode(m[4] as string, 'as the guessing tile');
    if (!c.ok) return c;
    stage = { kind: 'guess', hidden: m[2] === 'l' ? 'left' : 'right', tile: c.value, owner: ownerOf(m[3] as string) };
  } else if (m[5] !== undefined) {
    const c = parseCode(m[6] as string, 'as the guessing tile');
    if (!c.ok) return c;
    stage = { kind: 'order', tile: c.value, owner: ownerOf(m[5]) };
  } else if (m[7] !== undefined) {
    stage = { kind: 'start' };
    passes = m[7] === '1' ? 1 : 0;
  } else if (m[8] !== undefined) {
    const at = parsePlace(m[8]);
    if (!at.ok) return at;
    let lifted: AncientPiece | undefined;
    if (m[9] !== undefined) {
      const c = parseCode(m[10] as string, 'as the lifted tile');
      if (!c.ok) return c;
      lifted = { tile: c.value, place: at.value, owner: ownerOf(m[9]), drained: m[11] === '!' };
    }
    stage = lifted ? { kind: 'use', at: at.value, lifted } : { kind: 'use', at: at.value };
  } else stage = stageT.replace(/!$/, '').slice(1) === 'd' ? { kind: 'discard' } : { kind: 'move' };
  if (!/^(0|[1-9][0-9]{0,5})$/.test(turnT)) return fail('ERR_POSITION_TURN', `“${turnT.slice(0, 8)}” is not a turn number.`);
  const pieces: AncientPiece[] = [];
  if (boardT !== '-') {
    for (const part of boardT.split(',')) {
      const pm = PIECE_RE.exec(part);
      if (!pm) return fail('ERR_POSITION_PIECE', `“${part.slice(0, 16)}” is not a tile entry: write owner (0, 1 or n), code and point, like 0Jd10g.`);
      const c = parseCode(pm[2] as string, 'on the board');
      if (!c.ok) return c;
      const pl = parsePlace(pm[3] as string);
      if (!pl.ok) return pl;
      pieces.push({ tile: c.value, place: pl.value, owner: ownerOf(pm[1] as string), drained: pm[4] === '!' });
    }
    const sorted = [...pieces].sort((a, b) => a.place - b.place);
    if (sorted.some((p, i) => p !== pieces[i])) return fail('ERR_POSITION_ORDER', 'Write the board’s tiles in point order (as the site writes them).');
  }
  const h0 = parseHand(h0T, 'South');
  if (!h0.ok) return h0;
  const h1 = parseHand(h1T, 'North');
  if (!h1.ok) return h1;
  const removed: RemovedTile[] = [];
  if (remT !== '-') {
    for (const part of remT.split(',')) {
      const rm = /^([01n])([A-Z][a-z]?)$/.exec(part);
      if (!rm) return fail('ERR_POSITION_REMOVED', `“${part.slice(0, 12)}” is not a removed tile: write owner and code, like 1R.`);
      const c = parseCode(rm[2] as string, 'among the removed tiles');
      if (!c.ok) return c;
      removed.push({ tile: c.value, owner: ownerOf(rm[1] as string) });
    }
    if (sortRemoved(removed).some((r, i) => r !== removed[i])) return fail('ERR_POSITION_ORDER', 'Write the removed tiles South’s first, then North’s, then nobody’s, each in set order.');
  }
  if (!/^[0-9a-z]{1,7}$/.test(rngT)) return fail('ERR_POSITION_RNG', `“${rngT.slice(0, 10)}” is not a random source: write a base-36 number.`);
  const rng = parseInt(rngT, 36);
  if (rng > 0xffffffff || rng.toString(36) !== rngT) return fail('ERR_POSITION_RNG', `Write the random source “${rngT}” as a base-36 number below 1z141z4, without leading zeros.`);
  return buildState(opts.value, { pieces, hands: [h0.value, h1.value], removed, rng, toMove, turn: Number(turnT), stage, passes, won });
}

// ---------- JSON setups ----------

/** The plain JSON setup of a state: everything the position text holds, spelled out. */
export interface AncientSetup {
  readonly toMove: Seat2;
  readonly turn: number;
  readonly stage: Readonly<Record<string, unknown>>;
  readonly passes: number;
  readonly won: Seat2 | null;
  readonly pieces: readonly { readonly tile: string; readonly place: string; readonly owner: Seat2 | null; readonly drained: boolean }[];
  readonly hands: readonly [readonly string[], readonly string[]];
  readonly removed: readonly { readonly tile: string; readonly owner: Seat2 | null }[];
  readonly rng: number;
}

export function toSetup(state: AncientState): AncientSetup {
  const st = state.stage;
  const stage: Record<string, unknown> =
    st.kind === 'use'
      ? { kind: 'use', at: placeName(st.at), ...(st.lifted ? { lifted: { tile: st.lifted.tile, owner: st.lifted.owner, drained: st.lifted.drained } } : {}) }
      : { ...st };
  return {
    toMove: state.toMove,
    turn: state.turn,
    stage,
    passes: state.passes,
    won: state.won,
    pieces: state.pieces.map((p) => ({ tile: p.tile, place: placeName(p.place), owner: p.owner, drained: p.drained })),
    hands: [[...state.hands[0]], [...state.hands[1]]],
    removed: state.removed.map((r) => ({ tile: r.tile, owner: r.owner })),
    rng: state.rng,
  };
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isOwner = (v: unknown): v is Seat2 | null => v === 0 || v === 1 || v === null;

/** Reads a setup (untrusted JSON). Missing fields take a play position's defaults. */
export function fromSetup(setup: unknown, optionValues: OptionValues = {}): Result<AncientState> {
  const opts = resolveOptions(OPTION_SPECS, optionValues ?? {});
  if (!opts.ok) return opts;
  if (!isObj(setup)) return fail('ERR_SETUP_SHAPE', 'A setup is an object like {"pieces": [{"tile": "R", "place": "10j", "owner": 0}], "hands": [["J"], ["Rh"]], "toMove": 0}.');
  const raw = setup.pieces ?? [];
  if (!Array.isArray(raw) || raw.length > 249) return fail('ERR_SETUP_SHAPE', '“pieces” must be a list of {tile, place, owner, drained}.');
  const pieces: AncientPiece[] = [];
  for (const [i, r] of raw.entries()) {
    if (!isObj(r)) return fail('ERR_SETUP_SHAPE', `Piece ${i + 1} is not an object {tile, place, owner}.`);
    const code = typeof r.tile === 'string' ? canon(r.tile) : undefined;
    if (!code) return fail('ERR_SETUP_TILE', `Piece ${i + 1}: “${String(r.tile).slice(0, 12)}” is not an Ancient tile; tiles are ${TILE_CODES.join(', ')}.`, 'tile-set');
    if (typeof r.place !== 'string') return fail('ERR_SETUP_PLACE', `Piece ${i + 1} has no point name (like 10j).`);
    const pl = parsePlace(r.place);
    if (!pl.ok) return fail(pl.error.code, `Piece ${i + 1}: ${pl.error.message}`);
    const owner = r.owner === undefined ? 0 : r.owner;
    if (!isOwner(owner)) return fail('ERR_SETUP_OWNER', `Piece ${i + 1}: the owner is 0 (South), 1 (North) or null (nobody).`);
    pieces.push({ tile: code, place: pl.value, owner, drained: r.drained === true });
  }
  const hands: [string[], string[]] = [[], []];
  if (setup.hands !== undefined) {
    const h = setup.hands;
    if (!Array.isArray(h) || h.length !== 2 || !h.every((x) => Array.isArray(x) && x.length <= 20 && x.every((c) => typeof c === 'string'))) {
      return fail('ERR_SETUP_SHAPE', '“hands” is two lists of tile codes, South first.');
    }
    for (const s of [0, 1] as const) {
      for (const c of h[s] as string[]) {
        const code = canon(c);
        if (!code) return fail('ERR_SETUP_TILE', `“${c.slice(0, 12)}” in ${seatName(s)}'s hand is not an Ancient tile.`, 'tile-set');
        hands[s].push(code);
      }
    }
  }
  const removed: RemovedTile[] = [];
  if (setup.removed !== undefined) {
    if (!Array.isArray(setup.removed) || setup.removed.length > 216) return fail('ERR_SETUP_SHAPE', '“removed” is a list of {tile, owner}.');
    for (const r of setup.removed) {
      const code = isObj(r) && typeof r.tile === 'string' ? canon(r.tile) : undefined;
      if (!code || !isObj(r) || !isOwner(r.owner)) return fail('ERR_SETUP_SHAPE', 'Each removed tile is {tile, owner} with a tile code and an owner 0, 1 or null.', 'tile-set');
      removed.push({ tile: code, owner: r.owner });
    }
  }
  const toMove = setup.toMove ?? 0;
  if (toMove !== 0 && toMove !== 1) return fail('ERR_SETUP_SHAPE', '“toMove” is 0 (South) or 1 (North).');
  const won = setup.won ?? null;
  if (!isOwner(won)) return fail('ERR_SETUP_SHAPE', '“won” is 0, 1 or null.');
  const turn = setup.turn ?? 1;
  const passes = setup.passes ?? 0;
  const rng = setup.rng ?? 0;
  if (typeof turn !== 'number' || typeof passes !== 'number' || typeof rng !== 'number' || !Number.isInteger(rng)) return fail('ERR_SETUP_SHAPE', '“turn”, “passes” and “rng” are whole numbers.');
  const stage = readStage(setup.stage ?? { kind: 'start' });
  if (!stage.ok) return stage;
  return buildState(opts.value, { pieces, hands, removed, rng, toMove, turn, stage: stage.value, passes, won });
}

function readStage(v: unknown): Result<Stage> {
  const bad = fail('ERR_SETUP_STAGE', '“stage” is {kind: start | discard | move | use | order | guess, …}.');
  if (!isObj(v)) return bad;
  switch (v.kind) {
    case 'start':
    case 'discard':
    case 'move':
      return ok({ kind: v.kind });
    case 'guess':
    case 'order': {
      const code = typeof v.tile === 'string' ? canon(v.tile) : undefined;
      const owner = v.owner === undefined ? 0 : v.owner;
      if (!code || !isOwner(owner)) return bad;
      if (v.kind === 'order') return ok({ kind: 'order', tile: code, owner });
      if (v.hidden !== 'left' && v.hidden !== 'right') return bad;
      return ok({ kind: 'guess', hidden: v.hidden, tile: code, owner });
    }
    case 'use': {
      if (typeof v.at !== 'string') return bad;
      const at = parsePlace(v.at);
      if (!at.ok) return at;
      if (v.lifted === undefined) return ok({ kind: 'use', at: at.value });
      const l = v.lifted;
      const code = isObj(l) && typeof l.tile === 'string' ? canon(l.tile) : undefined;
      if (!code || !isObj(l) || !isOwner(l.owner)) return bad;
      return ok({ kind: 'use', at: at.value, lifted: { tile: code, place: at.value, owner: l.owner, drained: l.drained === true } });
    }
    default:
      return bad;
  }
}

// ---------- steps ----------

/** What the board says about a move step: the tile that moves and the tile it would capture (if it lands on one). */
export type MoveFacts = (state: AncientState, move: Extract<Move, { type: 'move' }>) => { readonly tile?: string; readonly captured?: string };

/**
 * Writes one step in the shared notation (`notation/step.ts`): a capture names both tiles
 * (`D10m x J10g`), a special tile's effect its tile (`W10g:rotate 90`, `B10g:relocate 5e`).
 */
export function formatStep(state: AncientState, move: Move, facts: MoveFacts): string {
  if (move.type === 'move') {
    const f = facts(state, move);
    return writeStep(move, f.captured !== undefined ? { tile: f.tile, capture: f.captured } : {}, TILE_CODES);
  }
  if (move.type === 'use') {
    const at = state.pieces.find((p) => p.place === move.at);
    return writeStep(move, at ? { tile: at.tile } : {}, TILE_CODES);
  }
  return writeStep(move, {}, TILE_CODES);
}

/** Reads one step (untrusted). The tile and capture marks are checked against the board, never trusted. */
export function parseStep(state: AncientState, text: string, facts: MoveFacts): Result<Move> {
  if (typeof text !== 'string') return fail('ERR_MOVE_SYNTAX', 'A step is written as text, like R*10c or 10c-10f.');
  const r = readStep(text, TILE_CODES);
  if (!r.ok) return r;
  const { step, marks } = r.value;
  if (step.type === 'move') {
    const e = checkMarks(marks, facts(state, step), marks.capture !== undefined ? 'captures' : 'moving-a-tile');
    if (e) return err(e);
  } else if (step.type === 'use' && marks.tile !== undefined) {
    const e = checkMarks(marks, { tile: state.pieces.find((p) => p.place === step.at)?.tile }, 'special-placement-is-not-a-move');
    if (e) return err(e);
  }
  return ok(step);
}
