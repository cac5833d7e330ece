/**
 * @packageDocumentation
 * Reading Pai Sho Project notation typed by a person or given as data (untrusted): steps
 * (`parseStep`), plain JSON setups (`fromSetup`), and the page's own board-position notation
 * (`formatBoard`/`parseBoard`). The formats are described in `notation.ts`, which writes them and
 * reads the compact position text; this half is loaded in the browser only once a board is used.
 */
import { fail, ok, type Result } from '../../core/result.ts';
import type { Move, OptionValues, Seat } from '../../core/types.ts';
import { parsePlace, placeName, type PlaceId } from '../../geometry/index.ts';
import { resolveOptions } from '../../core/options.ts';
import { buildState, CODE_LIST, optionsIn } from './notation.ts';
import { OPTION_SPECS, TILE_CODES, tileByCode } from './spec.ts';
import { seatCount, type OutSeat, type PotEntry, type Stage, type WikiPiece, type WikiState } from './state.ts';

// ---------------------------------------------------------------------------
// Tile codes

const ALIASES: Readonly<Record<string, string>> = { r: 'Rs', l: 'Lt' };

/** A tile code read case-insensitively, with the page's `R` and `L` as aliases; undefined if unknown. */
export function readCode(text: string): string | undefined {
  const lower = text.toLowerCase();
  return TILE_CODES.find((c) => c.toLowerCase() === lower) ?? ALIASES[lower];
}


const tileAt = (s: WikiState, p: PlaceId): WikiPiece | undefined => s.pieces.find((x) => x.place === p);

const PT = '(1[0-9]|[1-9])([a-sA-S])';
const DROP_RE = new RegExp(`^([A-Za-z]{1,2})\\s*\\*\\s*(${PT})(?:\\s*[xX]\\s*([A-Za-z]{1,2})?)?$`);
const MOVE_RE = new RegExp(`^([A-Za-z]{1,2})?(${PT})\\s*(-|[xX]|\\s)\\s*([A-Za-z]{1,2})?(${PT})$`);
const USE_RE = new RegExp(`^([A-Za-z]{1,2})?\\s*\\*?\\s*(${PT})\\s*:\\s*([a-z]+)((?:\\s+[A-Za-z0-9]{1,4})*)\\s*$`);

const err = (message: string, code = 'ERR_NOTATION_SYNTAX') => fail(code, message, 'move-notation');

/** Reads one step (untrusted); tile letters and capture marks are checked against the board. */
export function parseStep(s: WikiState, text: string): Result<Move> {
  const t = typeof text === 'string' ? text.trim() : '';
  if (t === '') return err('No move was given.', 'ERR_MOVE_EMPTY');
  if (t.length > 60) return err('That move text is too long.');
  const lower = t.toLowerCase();
  if (lower === 'pass' || lower === 'end') return ok({ type: lower });
  if (lower === 'resign') return ok({ type: 'resign' });
  const rs = /^resign\s+([1-4])$/.exec(lower);
  if (rs) {
    const seat = Number(rs[1]) - 1;
    if (seat >= seatCount(s.options)) return err(`There is no seat ${rs[1]} in this game.`);
    return ok({ type: 'resign', seat: seat as Seat });
  }
  if (/[*]\s*\S+\s*-\s*\S+$/.test(t) && !t.includes(':')) {
    return err(`“${t}” is a whole turn (a drop, then a move of that tile): enter it as two steps, or as a turn.`);
  }
  const use = USE_RE.exec(t);
  if (use) {
    const at = parsePlace(use[2] as string);
    if (!at.ok) return at;
    const ability = use[5] as string;
    const rawArgs = (use[6] ?? '').trim().split(/\s+/).filter(Boolean);
    if (ability === 'bend') {
      if (rawArgs.length !== 2) return err('A bend names the flower and where it goes, like E8e:bend 9i 9k.');
      const args: number[] = [];
      for (const a of rawArgs) {
        const m = /^([A-Za-z]{1,2})?((?:1[0-9]|[1-9])[a-sA-S])$/.exec(a);
        if (!m) return err(`“${a}” is not a point like 9i.`);
        const p = parsePlace(m[2] as string);
        if (!p.ok) return p;
        if (m[1] !== undefined && args.length === 0) {
          const code = readCode(m[1]);
          const there = tileAt(s, p.value);
          if (!code || !there || there.tile !== code) return err(`The tile on ${placeName(p.value)} is not a ${m[1]}.`, 'ERR_NOTATION_TILE');
        }
        args.push(p.value);
      }
      return ok({ type: 'use', at: at.value, ability, args });
    }
    if (ability === 'promote') {
      const tp = rawArgs[0] !== undefined ? parsePlace(rawArgs[0]) : undefined;
      const code = rawArgs[1] !== undefined ? readCode(rawArgs[1]) : undefined;
      if (rawArgs.length !== 2 || !tp?.ok || !code) return err('A promotion names the element and what it becomes, like S8e:promote 9e F.');
      return ok({ type: 'use', at: at.value, ability, args: [tp.value, code] });
    }
    if (ability === 'reincarnate') {
      const code = rawArgs[0] !== undefined ? readCode(rawArgs[0]) : undefined;
      if (rawArgs.length !== 1 || !code) return err('A reincarnation names the element given in exchange, like S10c:reincarnate W.');
      return ok({ type: 'use', at: at.value, ability, args: [code] });
    }
    return err(`“${ability.slice(0, 16)}” is not an ability here: the abilities are bend, promote and reincarnate.`);
  }
  const drop = DROP_RE.exec(t);
  if (drop) {
    const code = readCode(drop[1] as string);
    if (!code) return err(`“${(drop[1] as string).slice(0, 4)}” is not a tile; the tiles are ${CODE_LIST} (R and L are read as Rose and Lotus).`, 'ERR_MOVE_TILE');
    const to = parsePlace(drop[2] as string);
    if (!to.ok) return to;
    if (drop[5] !== undefined) {
      const cap = readCode(drop[5]);
      const there = tileAt(s, to.value);
      if (!cap || !there || there.tile !== cap) return err(`The drop says it captures a ${drop[5]}, but that is not what stands on ${placeName(to.value)}.`, 'ERR_NOTATION_CAPTURE');
    }
    return ok({ type: 'place', tile: code, to: to.value });
  }
  const mv = MOVE_RE.exec(t);
  if (mv) {
    const from = parsePlace(mv[2] as string);
    if (!from.ok) return from;
    const to = parsePlace(mv[7] as string);
    if (!to.ok) return to;
    if (mv[1] !== undefined) {
      const code = readCode(mv[1]);
      const there = tileAt(s, from.value);
      if (!code) return err(`“${mv[1]}” is not a tile; the tiles are ${CODE_LIST}.`, 'ERR_MOVE_TILE');
      if (!there || there.tile !== code) return err(`The move names a ${mv[1]} on ${placeName(from.value)}, but ${there ? `a ${there.tile}` : 'nothing'} stands there.`, 'ERR_NOTATION_TILE');
    }
    if (mv[6] !== undefined || /[xX]/.test(mv[5] as string)) {
      const there = tileAt(s, to.value);
      if (!there) return err(`The move is written as a capture, but ${placeName(to.value)} is empty.`, 'ERR_NOTATION_CAPTURE');
      if (mv[6] !== undefined && readCode(mv[6]) !== there.tile) return err(`The move says it captures a ${mv[6]}, but a ${there.tile} stands on ${placeName(to.value)}.`, 'ERR_NOTATION_CAPTURE');
    }
    return ok({ type: 'move', from: from.value, to: to.value });
  }
  return err(`“${t.slice(0, 30)}” is not a move: write a drop like Rs*10c, a move like Jd10j-10g, a capture like Lt10j x C11j, a bend like E8e:bend 9i 9k, or pass.`);
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown, lo: number, hi: number): v is number => typeof v === 'number' && Number.isInteger(v) && v >= lo && v <= hi;

export function fromSetup(setup: unknown, optionValues: OptionValues = {}): Result<WikiState> {
  const opts = resolveOptions(OPTION_SPECS, optionsIn(optionValues));
  if (!opts.ok) return opts;
  const bad = (m: string) => fail('ERR_SETUP_SHAPE', m, 'position-notation');
  if (!isObj(setup)) return bad('A setup is an object like {"toMove": 0, "pieces": [{"tile": "F", "place": "10c", "owner": 0}]}.');
  if (!isInt(setup.toMove ?? 0, 0, 3)) return bad('“toMove” is a seat number 0–3.');
  const raw = setup.pieces ?? [];
  if (!Array.isArray(raw) || raw.length > 200) return bad('“pieces” must be a list of {tile, place, owner}.');
  const pieces: WikiPiece[] = [];
  for (const [i, r] of raw.entries()) {
    if (!isObj(r) || typeof r.tile !== 'string' || typeof r.place !== 'string' || !isInt(r.owner ?? 0, 0, 3)) return bad(`Piece ${i + 1} is not {tile, place, owner}.`);
    const code = readCode(r.tile);
    if (!code) return fail('ERR_SETUP_TILE', `Piece ${i + 1}: “${r.tile.slice(0, 4)}” is not a tile; the tiles are ${CODE_LIST}.`, 'tile-set');
    const pl = parsePlace(r.place);
    if (!pl.ok) return fail(pl.error.code, `Piece ${i + 1}: ${pl.error.message}`, 'board');
    if (r.mark !== undefined && !isInt(r.mark, 1, 2)) return bad(`Piece ${i + 1}: “mark” is 1 or 2.`);
    if (r.dropped !== undefined && !isInt(r.dropped, 0, 1e6)) return bad(`Piece ${i + 1}: “dropped” is a turn number.`);
    pieces.push({ tile: code, place: pl.value, owner: (r.owner ?? 0) as Seat, ...(r.mark ? { mark: r.mark as 1 | 2 } : {}), ...(r.dropped !== undefined ? { dropped: r.dropped as number } : {}) });
  }
  const rawPot = setup.pot ?? [];
  if (!Array.isArray(rawPot) || rawPot.length > 200) return bad('“pot” must be a list of {tile, owner, by?}.');
  const pot: PotEntry[] = [];
  for (const [i, r] of rawPot.entries()) {
    if (!isObj(r) || typeof r.tile !== 'string' || !isInt(r.owner, 0, 3) || (r.by !== undefined && !isInt(r.by, 0, 3)) || (r.turn !== undefined && !isInt(r.turn, 0, 1e6))) return bad(`Pot entry ${i + 1} is not {tile, owner, by?, turn?}.`);
    const code = readCode(r.tile);
    if (!code) return fail('ERR_SETUP_TILE', `Pot entry ${i + 1}: “${r.tile.slice(0, 4)}” is not a tile.`, 'tile-set');
    pot.push({ tile: code, owner: r.owner as Seat, ...(r.by !== undefined ? { by: r.by as Seat } : {}), ...(r.turn !== undefined ? { turn: r.turn as number } : {}) });
  }
  const rawOut = setup.out ?? [];
  if (!Array.isArray(rawOut) || rawOut.some((o) => !isObj(o) || !isInt(o.seat, 0, 3) || (o.why !== 'resigned' && o.why !== 'removed'))) return bad('“out” is a list of {seat, why: "resigned" | "removed"}.');
  let stage: Stage = { kind: 'start' };
  if (setup.stage !== undefined) {
    const st = setup.stage;
    if (!isObj(st) || (st.kind !== 'dropped' && st.kind !== 'moved') || typeof st.at !== 'string') return bad('“stage” is {kind: "dropped" | "moved", at: point}.');
    const pl = parsePlace(st.at);
    if (!pl.ok) return pl;
    stage = { kind: st.kind, at: pl.value };
  }
  if (!isInt(setup.turn ?? 0, 0, 1e6) || !isInt(setup.passes ?? 0, 0, 99)) return bad('“turn” and “passes” are whole numbers from 0.');
  if (setup.entered !== undefined && (!Array.isArray(setup.entered) || !setup.entered.every((m) => isInt(m, 0, 63)))) return bad('“entered” is one mask per seat.');
  return buildState(opts.value, {
    toMove: (setup.toMove ?? 0) as Seat,
    turn: (setup.turn ?? 0) as number,
    passes: (setup.passes ?? 0) as number,
    stage,
    pieces,
    pot,
    out: rawOut as OutSeat[],
    ...(setup.entered !== undefined ? { entered: setup.entered as number[] } : {}),
  });
}

export { tileByCode };

// ---------------------------------------------------------------------------
// The page's board-position notation

const BRACKETS: readonly (readonly [string, string])[] = [
  ['<', '>'],
  ['(', ')'],
  ['{', '}'],
  ['[', ']'],
];

/**
 * The order in which the page lists points: from 9s, each row left to right, rows from the south
 * (s) to the north (a), ending at 11a — the board seen from the north, so left is east: within a
 * row the numbers rise.
 */
export const scanKey = (p: PlaceId): number => {
  const name = placeName(p);
  const letter = name.charCodeAt(name.length - 1) - 97;
  return (18 - letter) * 100 + Number(name.slice(0, -1));
};

/** The board in the page's position notation: `<Lt 10j> (O 11j) …`, seat 0–3 in `< > ( ) { } [ ]`, scanned from 9s to 11a. */
export function formatBoard(s: Pick<WikiState, 'pieces'>): string {
  return [...s.pieces]
    .sort((a, b) => scanKey(a.place) - scanKey(b.place))
    .map((p) => {
      const [o, c] = BRACKETS[p.owner] as readonly [string, string];
      return `${o}${p.tile} ${placeName(p.place)}${c}`;
    })
    .join(' ');
}

/**
 * Reads the page's position notation (untrusted): bracketed tiles for each seat; in a two-player game a
 * bare `O 11j` is Gote's, as the page says is done in practice. Tile codes are read case-insensitively
 * with the page's `R` and `L` aliases; any order is accepted. Gives the tiles, not a whole game state.
 */
export function parseBoard(text: string, seats = 2): Result<WikiPiece[]> {
  const t = typeof text === 'string' ? text.trim() : '';
  const bad = (m: string) => fail('ERR_BOARD_SYNTAX', m, 'position-notation');
  if (t.length > 4000) return bad('That board text is too long.');
  const out: WikiPiece[] = [];
  const seen = new Set<number>();
  const re = /([<({[])?\s*([A-Za-z]{1,2})\s+((?:1[0-9]|[1-9])[a-sA-S])\s*([>)}\]])?/y;
  let i = 0;
  while (i < t.length) {
    if (/\s|,/.test(t[i] as string)) {
      i++;
      continue;
    }
    re.lastIndex = i;
    const m = re.exec(t);
    if (!m) return bad(`“${t.slice(i, i + 12)}” is not a tile entry: write it like <Lt 10j>, (O 11j), {Jd 12j} or [Rs 13j].`);
    const open = m[1];
    const close = m[4];
    let seat: number;
    if (open === undefined && close === undefined) {
      if (seats !== 2) return bad(`“${m[0].trim()}” has no brackets: with ${seats} seats every tile needs its player's brackets.`);
      seat = 1;
    } else {
      seat = BRACKETS.findIndex(([o]) => o === open);
      if (seat < 0 || (BRACKETS[seat] as readonly [string, string])[1] !== close) return bad(`“${m[0].trim()}” opens and closes with different brackets.`);
      if (seat >= seats) return bad(`“${m[0].trim()}” uses the brackets of seat ${seat + 1}, but the game has ${seats} seats.`);
    }
    const code = readCode(m[2] as string);
    if (!code) return bad(`“${m[2]}” is not a tile; the tiles are ${CODE_LIST}.`);
    const pl = parsePlace(m[3] as string);
    if (!pl.ok) return pl;
    if (seen.has(pl.value)) return bad(`Two tiles stand on ${placeName(pl.value)}.`);
    seen.add(pl.value);
    out.push({ place: pl.value, tile: code, owner: seat as Seat });
    i = re.lastIndex;
  }
  return ok(out.sort((a, b) => a.place - b.place));
}
