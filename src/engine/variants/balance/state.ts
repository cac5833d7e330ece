/**
 * @packageDocumentation
 * Balance Pai Sho state and the per-option-set context (memoised by option key).
 */
import { resolveOptions } from '../../core/options.ts';
import { fail, type Result } from '../../core/result.ts';
import type { OptionValues, Seat2 as Player } from '../../core/types.ts';
import type { PlaceId } from '../../geometry/coords.ts';
import { gardenTable, type GardenTable, type Layout, type TableKey } from './gardens.ts';
import { FLOWER_CODES, LILY, LOTUS, OPTION_SPECS, ORCHID, ROSE, TILE_CODES, TILE_NAMES, TILE_SETS, WHEEL } from './spec.ts';

/** A board place and what stands on it. `w`: the Wheel of Life lies under the flower. An empty Wheel is `t = 'W'`. */
export interface Cell {
  readonly p: PlaceId;
  /** Top tile code. */
  readonly t: string;
  /** Who placed the top tile (unknown in hand-written diagrams). */
  readonly by?: Player;
  /** The Wheel lies under this flower. */
  readonly w?: boolean;
  /** Who placed the Wheel under the flower. */
  readonly wby?: Player;
}

export type LastAct = 'p' | 'm' | 's';

/** A Balance position. Plain data, never mutated. */
export interface BalanceState {
  readonly opts: OptionValues;
  /** Occupied places, sorted by place id. */
  readonly cells: readonly Cell[];
  /** Hands, tiles in canonical order (R, Lo, O, Li, W). */
  readonly hands: readonly [readonly string[], readonly string[]];
  readonly toMove: Player;
  /** 1: the Blossoming (placing); 2: moving. */
  readonly stage: 1 | 2;
  /** Who placed the first tile (for `balance-stage2-first-mover`). */
  readonly firstPlacer: Player;
  /** Who made the last ply, and what it was (place, move, pass). */
  readonly lastMover?: Player;
  readonly lastAct?: LastAct;
  /** The last ply when it was a move (for `balance-repetition: no-undo`). */
  readonly lastMove?: { readonly from: PlaceId; readonly to: PlaceId };
  /** Passes in a row. */
  readonly passes: number;
  /** Stage-2 plies since the record number of balances last rose. */
  readonly quiet: number;
  /** Record number of balances in stage 2. */
  readonly best: number;
  /** Seeded random state (unsigned 32 bits). */
  readonly rng: number;
  /** Position hashes for repetition rules (stage 2 only). */
  readonly history: readonly string[];
  /** Steps played so far in this record (the view's turn counter; absent = 0). */
  readonly turn?: number;
}

/** Everything derived from an option set, computed once. */
export interface Ctx {
  readonly o: OptionValues;
  readonly table: GardenTable;
  /** Tile counts of the set. */
  readonly set: Readonly<Record<string, number>>;
  readonly upDown: boolean;
  readonly pairOnce: boolean;
  readonly rangeMax: number;
  readonly quietCap: boolean;
  readonly analysis: boolean;
}

export const FLOWERS: ReadonlySet<string> = new Set(FLOWER_CODES);
export const isFlower = (t: string): boolean => FLOWERS.has(t);
export const tileOrder = (a: string, b: string): number => TILE_CODES.indexOf(a as never) - TILE_CODES.indexOf(b as never);
export const tileName = (t: string): string => TILE_NAMES[t] ?? t;

/** The pair side of a flower: every balance joins side 0 to side 1. */
export function sideOf(ctx: Ctx, t: string): 0 | 1 {
  if (ctx.upDown) return t === ROSE || t === LOTUS ? 0 : 1;
  return t === ROSE || t === ORCHID ? 0 : 1;
}

/** The kind of balance two flowers (side 0, side 1) form, or undefined if they do not match. */
export function pairKind(ctx: Ctx, u: string, d: string): string | undefined {
  if (ctx.upDown) return `${tileName(u).toLowerCase()}-${tileName(d).toLowerCase()}`;
  if (u === ROSE && d === LOTUS) return 'lotus-rose';
  if (u === ORCHID && d === LILY) return 'orchid-lily';
  return undefined;
}

/** Family of a pair for the example pair-type map: 0 Lotus–Rose (or, with unlike pairs, pairs with an Orchid), 1 otherwise. */
export function pairFamily(ctx: Ctx, u: string, d: string): number {
  if (ctx.upDown) return d === ORCHID ? 0 : 1;
  return u === ROSE ? 0 : 1;
}

const CTX_BY_OBJ = new WeakMap<OptionValues, Ctx>();
const CTX_BY_KEY = new Map<string, Ctx>();

/** The context of resolved option values (memoised by identity and by key). */
export function ctxOf(o: OptionValues): Ctx {
  const hit = CTX_BY_OBJ.get(o);
  if (hit) return hit;
  const key = OPTION_SPECS.map((s) => o[s.id] ?? s.default).join('|');
  let ctx = CTX_BY_KEY.get(key);
  if (!ctx) {
    const full = resolveOptions(OPTION_SPECS, o);
    const r = full.ok ? full.value : (o as OptionValues);
    const g = (id: string) => r[id] as string;
    const tk: TableKey = {
      layout: g('balance-gardens-diagram') as Layout,
      membership: g('balance-garden-membership') as TableKey['membership'],
      onboard: g('balance-onboard-set') as TableKey['onboard'],
      surface: g('balance-play-surface') as TableKey['surface'],
    };
    const counts = { ...(TILE_SETS[g('balance-tile-count')] ?? TILE_SETS.standard) } as Record<string, number>;
    // With intersections only there is no square for the Wheel: it stays out of the set.
    if (tk.surface === 'intersections') counts[WHEEL] = 0;
    const range = g('balance-move-range');
    const nwd = g('balance-no-win-draw');
    ctx = Object.freeze({
      o: r,
      table: gardenTable(tk),
      set: Object.freeze(counts),
      upDown: g('balance-unlike-pairs') === 'up-down',
      pairOnce: g('balance-same-pair-twice') === 'once',
      rangeMax: range === 'one' ? 1 : range === 'up-to-two' ? 2 : range === 'up-to-three' ? 3 : Infinity,
      quietCap: nwd === 'analysis-and-cap' || nwd === 'cap',
      analysis: nwd === 'analysis-and-cap' || nwd === 'analysis',
    });
    CTX_BY_KEY.set(key, ctx);
  }
  CTX_BY_OBJ.set(o, ctx);
  return ctx;
}

export const opt = (ctx: Ctx, id: string): string => ctx.o[id] as string;

/** Untrusted option values completed with the defaults: anything but an object of choice names is refused. */
export function balanceOptions(values: unknown): Result<OptionValues> {
  if (values === undefined || values === null) return resolveOptions(OPTION_SPECS, {});
  if (typeof values !== 'object' || Array.isArray(values) || !Object.values(values).every((v) => typeof v === 'string'))
    return fail('ERR_OPTION_SHAPE', 'Rule options are given as option names with a choice each, like {"balance-move-range": "one"}.');
  return resolveOptions(OPTION_SPECS, values as OptionValues);
}
