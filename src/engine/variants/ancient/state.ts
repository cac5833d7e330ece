/**
 * @packageDocumentation
 * The Ancient game state, the turn in progress it carries, and the board layout an
 * option set implies (playable points, which tiles may be placed where, the lines),
 * precomputed once per option set.
 *
 * The draw piles are not stored: every tile of a set is always in exactly one of a
 * hand, the board, the removed tiles, the guessing tile, or its owner's pile (the
 * shared pool under `ancient-hand-source` = shared-pool), so a pile is what is left.
 * Draws pick from it with the seeded random source kept in the state (`rng`), so the
 * same position and steps always give the same game.
 */
import type { OptionValues } from '../../core/types.ts';
import {
  boardShape,
  colourSet,
  DEFAULT_REGION_MODEL,
  DIRECTIONS,
  ORTHOGONAL,
  PLACE_COUNT,
  pointId,
  type BoardShape,
  type PlaceId,
} from '../../geometry/index.ts';
import { flower, SET_COUNTS, special, TILE_CODES, TILE_INDEX } from './spec.ts';

/** The two seats: 0 is South (the hider of the guessing tile), 1 is North (the guesser). */
export type Seat2 = 0 | 1;
export const SEAT_NAMES: readonly [string, string] = Object.freeze(['South', 'North'] as [string, string]);
export const seatName = (s: Seat2): string => SEAT_NAMES[s];
export const other = (s: Seat2): Seat2 => (s === 0 ? 1 : 0);
/** Who hides the guessing tile and who guesses (the booklet's host and guest). */
export const HIDER: Seat2 = 0;
export const GUESSER: Seat2 = 1;

/** A tile on the board, or lifted off it by a Ship. `owner` is null for an unowned centerpiece. */
export interface AncientPiece {
  readonly tile: string;
  readonly place: PlaceId;
  readonly owner: Seat2 | null;
  /** Drained by a Knotweed (flipped face down): no properties left. */
  readonly drained: boolean;
}

/** A tile out of play: discarded, captured, or a one-time tile set aside at setup. */
export interface RemovedTile {
  readonly tile: string;
  readonly owner: Seat2 | null;
}

/** Where the turn in progress stands. */
export type Stage =
  /** Setup: the guesser picks the hand that hides the guessing tile. */
  | { readonly kind: 'guess'; readonly hidden: 'left' | 'right'; readonly tile: string; readonly owner: Seat2 | null }
  /** Setup: the seat to act decides whether it plays first or second; then the tile becomes the centerpiece. */
  | { readonly kind: 'order'; readonly tile: string; readonly owner: Seat2 | null }
  /** A new turn: draw, or place. */
  | { readonly kind: 'start' }
  /** After drawing above the hand limit: discard one tile. */
  | { readonly kind: 'discard' }
  /** After placing a Ship or a Wheel: its effect, with the player's choice. `lifted` is the tile the Ship displaced. */
  | { readonly kind: 'use'; readonly at: PlaceId; readonly lifted?: AncientPiece }
  /** After a placement (and its effect): move one tile. */
  | { readonly kind: 'move' };

/** An Ancient position. Immutable. */
export interface AncientState {
  readonly variant: 'ancient';
  /** Resolved options (every id present). */
  readonly options: OptionValues;
  /** Tiles on the board, sorted by place. */
  readonly pieces: readonly AncientPiece[];
  /** Each seat's hand, in `TILE_CODES` order (a multiset). */
  readonly hands: readonly [readonly string[], readonly string[]];
  /** Tiles out of play, sorted (owner, then code order). */
  readonly removed: readonly RemovedTile[];
  /** The seeded random source for the next draw (a 32-bit integer). */
  readonly rng: number;
  readonly toMove: Seat2;
  /** Turn counter: steps taken from positions with the same `turn` form one turn. */
  readonly turn: number;
  readonly stage: Stage;
  /** Passes in a row just before this turn (two end the game in a draw). */
  readonly passes: number;
  /** The seat whose step brought the board to the target, once the game is won that way. */
  readonly won: Seat2 | null;
}

/** Everything about the board and lines that depends only on the options. */
export interface Layout {
  readonly shape: BoardShape;
  readonly points: readonly PlaceId[];
  readonly isPoint: (id: PlaceId) => boolean;
  readonly centre: PlaceId;
  /** Colour letters of a point after reading gates as red: sorted subset of R, W, Y. */
  readonly colours: (id: PlaceId) => string;
  /** May a white flower / red flower / special tile be placed here by colour (indexed by place id). */
  readonly whiteOk: Uint8Array;
  readonly redOk: Uint8Array;
  readonly specialOk: Uint8Array;
  /** Directions of the harmony lines (4 or 8 unit steps; both senses of each line). */
  readonly lineDirs: readonly (readonly [number, number])[];
  /** Directions of straight moves. */
  readonly moveDirs: readonly (readonly [number, number])[];
}

const LAYOUTS = new Map<string, Layout>();

export function layoutFor(options: OptionValues): Layout {
  const key = ['ancient-placement-colours', 'ancient-special-placement', 'ancient-parallel', 'ancient-move-types'].map((k) => options[k]).join('/');
  const hit = LAYOUTS.get(key);
  if (hit) return hit;
  const shape = boardShape('strict', 'none');
  const points = shape.points;
  const isPoint = (id: PlaceId) => Number.isInteger(id) && shape.has(id) && id < 361;
  const colourCache = new Map<PlaceId, string>();
  const colours = (id: PlaceId): string => {
    let c = colourCache.get(id);
    if (c === undefined) {
      c = [...new Set([...colourSet(id, DEFAULT_REGION_MODEL)].map((l) => (l === 'G' ? 'R' : l)))].sort().join('');
      colourCache.set(id, c);
    }
    return c;
  };
  const needsBoth = options['ancient-placement-colours'] === 'mixed-needs-both';
  const whiteOk = new Uint8Array(PLACE_COUNT);
  const redOk = new Uint8Array(PLACE_COUNT);
  const specialOk = new Uint8Array(PLACE_COUNT);
  const specialColoured = options['ancient-special-placement'] === 'coloured-points';
  for (const p of points) {
    const c = colours(p);
    const r = c.includes('R');
    const w = c.includes('W');
    if (needsBoth) {
      whiteOk[p] = c === 'R' || (r && w) ? 1 : 0;
      redOk[p] = c === 'W' || (r && w) ? 1 : 0;
    } else {
      whiteOk[p] = r ? 1 : 0;
      redOk[p] = w ? 1 : 0;
    }
    specialOk[p] = !specialColoured || r || w ? 1 : 0;
  }
  const lineDirs = options['ancient-parallel'] === 'orthogonal' ? ORTHOGONAL : DIRECTIONS;
  const moveDirs = options['ancient-move-types'] === 'orthogonal' ? ORTHOGONAL : lineDirs;
  const layout: Layout = Object.freeze({
    shape,
    points,
    isPoint,
    centre: pointId(0, 0) as PlaceId,
    colours,
    whiteOk,
    redOk,
    specialOk,
    lineDirs,
    moveDirs,
  });
  LAYOUTS.set(key, layout);
  return layout;
}

/** Tiles of one set per code index. */
export const setCounts = (): number[] => [...SET_COUNTS];

/**
 * The draw piles as counts per code index: one pile per seat, or one shared pool (index 0)
 * under `ancient-hand-source` = shared-pool. Negative counts mean an impossible position.
 */
export function pilesOf(state: Pick<AncientState, 'options' | 'pieces' | 'hands' | 'removed' | 'stage'>): number[][] {
  const shared = state.options['ancient-hand-source'] === 'shared-pool';
  const piles = shared ? [SET_COUNTS.map((n) => 2 * n)] : [setCounts(), setCounts()];
  const take = (code: string, owner: Seat2 | null) => {
    if (owner === null) return;
    const i = TILE_INDEX.get(code);
    if (i === undefined) return;
    const pile = piles[shared ? 0 : owner] as number[];
    pile[i] = (pile[i] as number) - 1;
  };
  for (const p of state.pieces) take(p.tile, p.owner);
  state.hands.forEach((h, s) => h.forEach((c) => take(c, s as Seat2)));
  for (const r of state.removed) take(r.tile, r.owner);
  const st = state.stage;
  if (st.kind === 'guess' || st.kind === 'order') take(st.tile, st.owner);
  if (st.kind === 'use' && st.lifted) take(st.lifted.tile, st.lifted.owner);
  return piles;
}

/** The pile a seat draws from. */
export const pileOf = (piles: readonly (readonly number[])[], seat: Seat2): readonly number[] => (piles.length === 1 ? (piles[0] as number[]) : (piles[seat] as number[]));
export const pileSize = (pile: readonly number[]): number => pile.reduce((a, b) => a + b, 0);

/** The code at position k of a pile laid out in code order (k < pileSize). */
export function pileCodeAt(pile: readonly number[], k: number): string {
  let i = 0;
  let left = k;
  while (i < pile.length && left >= (pile[i] as number)) {
    left -= pile[i] as number;
    i++;
  }
  return TILE_CODES[i] as string;
}

/** Sorts tile codes in set order. */
export const sortCodes = (codes: readonly string[]): string[] => [...codes].sort((a, b) => (TILE_INDEX.get(a) ?? 99) - (TILE_INDEX.get(b) ?? 99));

const ownerKey = (o: Seat2 | null) => (o === null ? 2 : o);
export const sortRemoved = (rs: readonly RemovedTile[]): RemovedTile[] =>
  [...rs].sort((a, b) => ownerKey(a.owner) - ownerKey(b.owner) || (TILE_INDEX.get(a.tile) ?? 99) - (TILE_INDEX.get(b.tile) ?? 99));

/** Whether the tiles' names follow Ancient's matching (Boat = Ship, Rock = Coin). */
export const shipAndCoin = (options: OptionValues): boolean => options['ancient-tile-names'] !== 'listed-only';

/** The role a tile code plays under the options: a flower kind, a special kind, or inert (Boat/Rock when only listed). */
export type Role = 'flower' | 'ship' | 'coin' | 'knotweed' | 'wheel' | 'lotus' | 'dragon' | 'inert';
export function roleOf(code: string, options: OptionValues): Role {
  if (flower(code)) return 'flower';
  const s = special(code);
  if (!s) return 'inert';
  if ((s.kind === 'ship' || s.kind === 'coin') && !shipAndCoin(options)) return 'inert';
  return s.kind;
}

/** Whether the tile has a one-time effect (Ship, Knotweed, Wheel) under the options. */
export const isOneTime = (code: string, options: OptionValues): boolean => {
  const r = roleOf(code, options);
  return r === 'ship' || r === 'knotweed' || r === 'wheel';
};

/** The name a tile goes by under the options (Boat and Rock when only the listed tiles exist). */
export function tileWord(code: string, options: OptionValues): string {
  const f = flower(code);
  if (f) return f.name;
  const s = special(code);
  if (!s) return code;
  return roleOf(code, options) === 'inert' ? s.listName : s.name;
}
