/**
 * @packageDocumentation
 * Pai Sho Project notation: what it is, and reading positions (writing is in `notation-write.ts`,
 * reading steps and setups in `reading.ts`).
 *
 * **Steps** (the page's move notation, with our additions for what it leaves without a symbol):
 * - drop `Rs*10c`; a drop that captures (drop capture only) `Rs*10c x C`;
 * - move `Jd10j-10g`; capture `Lt10j x C11j` (the tile letters and the `x` are optional on input
 *   and re-checked against the board; the writer always gives them);
 * - bend `E8e:bend 9i 9k` (the element, the flower, where it goes), promote `S8e:promote 9e F`,
 *   reincarnate `S10c:reincarnate W` (the Wheel dropped on 10c in exchange for the Water);
 * - `pass`, `end`, `resign`.
 * A turn joins its steps with `+`, and a drop followed by a move of the same tile folds into the
 * page's `Rs*10c-10f`. Tile codes are the page's abbreviations (`Ly Jd Js C Rd Rs Lt O Qi A W E F S`);
 * the page's own examples also use `R` for the Rose and `L` for the Lotus, read as aliases.
 *
 * **Positions** (our compact text for links; the page's own board-position notation is
 * `formatBoard`/`parseBoard`): `<head>~<tiles>~<pot>[~<extra>…]`
 * - head: `<seat to act>.<turns completed>`, then `.p<n>` for n consecutive passes and `.d<place>` /
 *   `.m<place>` when a turn is in progress (a tile just dropped / an element just moved there);
 * - tiles: `-` or comma-separated `<seat><code><place>`, with `!` (its one turn to withdraw from a
 *   Chi Blocker has begun) or `!!` (frozen), and `*<turn>` for a freshly dropped flower under drop capture;
 *   an element of the seat to act standing next to a Chi Blocker as its turn begins must carry one of the
 *   marks (its turn to withdraw is this one or has passed), or the position is refused (`check.ts`);
 * - pot: `-` or comma-separated `<owner><code><captor seat, or x when removed>`, with `*<turn>` on a
 *   captured Spirit Wheel;
 * - extras: `r<seats>` resigned, `x<seats>` removed, `e<hex>.<hex>…` the element kinds each seat has
 *   brought into play when that differs from what is on the board and in the pot.
 *
 * Example: `1.3~0F10c,0S12c,1E10q~-` — Gote (West) to act after three turns.
 */
import { fail, type Result } from '../../core/result.ts';
import type { OptionValues, Seat } from '../../core/types.ts';
import { parsePlace } from '../../geometry/index.ts';
import { resolveOptions } from '../../core/options.ts';
import { checkedPosition } from '../../core/position.ts';
import { checkPosition } from './check.ts';
import { ELEMENT_CODES, OPTION_SPECS, TILE_CODES } from './spec.ts';
import { seatCount, type OutSeat, type PotEntry, type Stage, type WikiPiece, type WikiState } from './state.ts';

// ---------------------------------------------------------------------------
// Tile codes

/** The tile codes, for messages. */
export const CODE_LIST = TILE_CODES.join(', ');

// ---------------------------------------------------------------------------
// Steps: written in `notation-write.ts`

// ---------------------------------------------------------------------------
// Positions

/** Element kinds each seat has in play or in the pot (what `entered` is when nothing was promoted away). */
export function derivedEntered(s: Pick<WikiState, 'pieces' | 'pot' | 'options'>): number[] {
  const out = new Array<number>(seatCount(s.options)).fill(0);
  for (const p of [...s.pieces, ...s.pot]) {
    const i = ELEMENT_CODES.indexOf(p.tile);
    if (i >= 0 && out[p.owner] !== undefined) out[p.owner]! |= 1 << i;
  }
  return out;
}

const PIECE_RE = /^([0-3])([A-Za-z]{1,2}?)((?:1[0-9]|[1-9])[a-s])(!{0,2})(?:\*([0-9]{1,6}))?$/;
const POT_RE = /^([0-3])([A-Za-z]{1,2}?)([0-3x])(?:\*([0-9]{1,6}))?$/;

/** The parts of a position before checking. */
export interface PositionParts {
  readonly toMove: Seat;
  readonly turn: number;
  readonly passes: number;
  readonly stage: Stage;
  readonly pieces: readonly WikiPiece[];
  readonly pot: readonly PotEntry[];
  readonly out: readonly OutSeat[];
  readonly entered?: readonly number[];
}

/**
 * Builds a state from parts (untrusted input) and checks it (`checkPosition`, `check.ts`): every way a
 * position enters (text, setup, example, exercise) ends here, in `checkedPosition`.
 */
export function buildState(options: OptionValues, parts: PositionParts): Result<WikiState> {
  const pieces = parts.pieces.map((p) =>
    Object.freeze({ place: p.place, tile: p.tile, owner: p.owner, ...(p.mark !== undefined ? { mark: p.mark } : {}), ...(p.dropped !== undefined ? { dropped: p.dropped } : {}) }),
  );
  pieces.sort((a, b) => a.place - b.place);
  const pot = parts.pot.map((p) => Object.freeze({ tile: p.tile, owner: p.owner, ...(p.by !== undefined ? { by: p.by } : {}), ...(p.turn !== undefined ? { turn: p.turn } : {}) }));
  const entered = parts.entered ? [...parts.entered] : derivedEntered({ pieces, pot, options });
  const state: WikiState = Object.freeze({
    variant: 'wiki' as const,
    options,
    pieces: Object.freeze(pieces),
    pot: Object.freeze(pot),
    toMove: parts.toMove,
    turn: parts.turn,
    stage: Object.freeze({ ...parts.stage }) as Stage,
    passes: parts.passes,
    out: Object.freeze(parts.out.map((o) => Object.freeze({ seat: o.seat, why: o.why }))),
    entered: Object.freeze(entered),
  });
  return checkedPosition(state, checkPosition(state));
}

const pfail = (message: string) => fail('ERR_POSITION_SYNTAX', message, 'position-notation');

/** Option values given by a caller (untrusted): none, or an object of option ids and choices. */
export const optionsIn = (v: unknown): OptionValues => (v !== null && typeof v === 'object' ? (v as OptionValues) : {});

export function parsePosition(text: string, optionValues: OptionValues = {}): Result<WikiState> {
  const opts = resolveOptions(OPTION_SPECS, optionsIn(optionValues));
  if (!opts.ok) return opts;
  const t = typeof text === 'string' ? text.trim() : '';
  if (t === '') return fail('ERR_POSITION_EMPTY', 'No position was given.', 'position-notation');
  if (t.length > 3000) return pfail('That position text is too long.');
  if (!/^[A-Za-z0-9.,~*!-]+$/.test(t)) return pfail('A position uses only letters, digits and the signs . , ~ * ! -');
  const fields = t.split('~');
  if (fields.length < 3) return pfail('A position is “seat.turn~tiles~pot”, like 0.0~-~- for a new game.');
  const [head, tiles, potText, ...extras] = fields as [string, string, string, ...string[]];
  const hp = head.split('.');
  if (hp.length < 2 || !/^[0-3]$/.test(hp[0] as string) || !/^[0-9]{1,6}$/.test(hp[1] as string)) return pfail('The head is the seat to act and the turns completed, like 0.0 or 1.12.');
  let passes = 0;
  let stage: Stage = { kind: 'start' };
  for (const part of hp.slice(2)) {
    const m = /^([pdm])(.+)$/.exec(part);
    if (!m) return pfail(`“${part.slice(0, 8)}” in the head is not p<passes>, d<point> or m<point>.`);
    if (m[1] === 'p') {
      if (!/^[1-9][0-9]?$/.test(m[2] as string)) return pfail('Write the passes as p and a number, like p2.');
      passes = Number(m[2]);
    } else {
      const pl = parsePlace(m[2] as string);
      if (!pl.ok) return pl;
      stage = { kind: m[1] === 'd' ? 'dropped' : 'moved', at: pl.value };
    }
  }
  const pieces: WikiPiece[] = [];
  if (tiles !== '-') {
    for (const part of tiles.split(',')) {
      const m = PIECE_RE.exec(part);
      const code = m ? TILE_CODES.find((c) => c === m[2]) : undefined;
      if (!m || !code) return pfail(`“${part.slice(0, 12)}” is not a tile entry: write seat, tile code and point, like 0Lt10j.`);
      const pl = parsePlace(m[3] as string);
      if (!pl.ok) return pl;
      const marks = (m[4] as string).length;
      pieces.push({ owner: Number(m[1]) as Seat, tile: code, place: pl.value, ...(marks ? { mark: marks as 1 | 2 } : {}), ...(m[5] !== undefined ? { dropped: Number(m[5]) } : {}) });
    }
  }
  const pot: PotEntry[] = [];
  if (potText !== '-') {
    for (const part of potText.split(',')) {
      const m = POT_RE.exec(part);
      const code = m ? TILE_CODES.find((c) => c === m[2]) : undefined;
      if (!m || !code) return pfail(`“${part.slice(0, 12)}” is not a pot entry: write owner, tile code and captor (x when removed), like 1F0.`);
      pot.push({ owner: Number(m[1]) as Seat, tile: code, ...(m[3] !== 'x' ? { by: Number(m[3]) as Seat } : {}), ...(m[4] !== undefined ? { turn: Number(m[4]) } : {}) });
    }
  }
  const out: OutSeat[] = [];
  let entered: number[] | undefined;
  for (const ex of extras) {
    if (/^r[0-3]{1,4}$/.test(ex) || /^x[0-3]{1,4}$/.test(ex)) {
      for (const d of ex.slice(1)) out.push({ seat: Number(d) as Seat, why: ex[0] === 'r' ? 'resigned' : 'removed' });
    } else if (/^e[0-9a-f]{1,2}(\.[0-9a-f]{1,2}){0,3}$/.test(ex)) entered = ex.slice(1).split('.').map((h) => parseInt(h, 16));
    else return pfail(`“${ex.slice(0, 10)}” is not an extra field (r… resigned, x… removed, e… entered elements).`);
  }
  const built = buildState(opts.value, { toMove: Number(hp[0]) as Seat, turn: Number(hp[1]), passes, stage, pieces, pot, out, ...(entered ? { entered } : {}) });
  return built;
}

// ---------------------------------------------------------------------------
// Setups (plain JSON)

export interface WikiSetup {
  readonly toMove: number;
  readonly turn?: number;
  readonly passes?: number;
  readonly stage?: { readonly kind: 'dropped' | 'moved'; readonly at: string };
  readonly pieces: readonly { readonly tile: string; readonly place: string; readonly owner: number; readonly mark?: number; readonly dropped?: number }[];
  readonly pot?: readonly { readonly tile: string; readonly owner: number; readonly by?: number; readonly turn?: number }[];
  readonly out?: readonly { readonly seat: number; readonly why: 'resigned' | 'removed' }[];
  readonly entered?: readonly number[];
}
