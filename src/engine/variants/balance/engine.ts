/**
 * @packageDocumentation
 * Balance Pai Sho rules logic: placements (the Blossoming), moves, locks, exact
 * balance counting, the end of the game. Imports only the spec and geometry —
 * never rule prose, docs or examples (bundle budget).
 */
import { fail, ok, type Result } from '../../core/result.ts';
import { nextInt, shuffle, seedFrom } from '../../core/rng.ts';
import { resolveOptions } from '../../core/options.ts';
import { handShown, type BoardView, type Harmony, type Move, type OptionValues, type Outcome, type RevealHands, type Seat2 as Player, type VariantEngine, type Violation } from '../../core/types.ts';
import { isPoint, offset, place, PLACE_COUNT, placeName, pointId, squareId, type PlaceId } from '../../geometry/index.ts';
import { lineOfSight, ORTHOGONAL, slide } from '../../geometry/lines.ts';
import { formatMoveText, parseMoveText, sameMove } from '../../notation/move.ts';
import { gardenBorders, type Layout } from './gardens.ts';
import { canBalanceAll, maxBalances, type Flower, type PairEdge } from './balances.ts';
import { OPTION_SPECS, QUIET_LIMIT, SPEC, TILE_CODES, WHEEL } from './spec.ts';
import { balanceOptions, ctxOf, isFlower, opt, pairFamily, pairKind, sideOf, tileName, tileOrder, type BalanceState, type Cell, type Ctx } from './state.ts';
import { fromSetupImpl, parsePositionImpl, formatPositionImpl, toSetupImpl, boardKey } from './notation.ts';
import { checkBalancePosition } from './check.ts';
import { checkedPosition, type PositionProblem } from '../../core/position.ts';

/** Rule ids (slugs of `rules.ts`), as plain strings so the engine carries no prose. */
export const RULE = {
  board: 'board-and-places',
  place: 'blossoming-place',
  wheelSquares: 'wheel-on-squares',
  stack: 'wheel-stack',
  fixed: 'fixed-tiles',
  move: 'move-orthogonal',
  block: 'no-jumping',
  wheelMoves: 'wheel-moves',
  lock: 'locked-tiles',
  shared: 'shared-tiles',
  pass: 'passing',
  pairs: 'matching-pairs',
  perGarden: 'one-per-garden',
  wheelDoubles: 'wheel-doubles',
  win: 'complete-harmony',
  impossible: 'impossible-draw',
  quiet: 'quiet-draw',
  repetition: 'repetition',
  suit: 'following-suit',
  over: 'game-over',
} as const;

const other = (p: Player): Player => (p === 0 ? 1 : 0);
const PLAYER = (p: Player) => `Player ${p + 1}`;
const PLAYER_NAMES: readonly string[] = Object.freeze([PLAYER(0), PLAYER(1)]);

// ---------------------------------------------------------------------------
// Board helpers

export function cellAt(s: BalanceState, p: PlaceId): Cell | undefined {
  // cells are sorted by place id: binary search
  let lo = 0;
  let hi = s.cells.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const c = s.cells[mid] as Cell;
    if (c.p === p) return c;
    if (c.p < p) lo = mid + 1;
    else hi = mid - 1;
  }
  return undefined;
}

export const occupiedFn = (s: BalanceState) => (p: PlaceId) => cellAt(s, p) !== undefined;

/** Mixed occupancy: a point touches its 4 squares, a square its 4 corners. */
function crossBlocked(s: BalanceState, p: PlaceId): boolean {
  const pl = place(p);
  const ids =
    pl.kind === 'point'
      ? [squareId(pl.x - 1, pl.y - 1), squareId(pl.x, pl.y - 1), squareId(pl.x - 1, pl.y), squareId(pl.x, pl.y)]
      : [pointId(pl.i, pl.j), pointId(pl.i + 1, pl.j), pointId(pl.i, pl.j + 1), pointId(pl.i + 1, pl.j + 1)];
  return ids.some((q) => q !== undefined && cellAt(s, q) !== undefined);
}

function withCells(cells: Cell[]): Cell[] {
  return cells.sort((a, b) => a.p - b.p);
}

// ---------------------------------------------------------------------------
// Analysis: flowers, possible balances, the maximum assignment, locks (cached per state)

export interface Analysis {
  readonly ctx: Ctx;
  /** Flower cells, in board order. */
  readonly cells: readonly Cell[];
  readonly flowers: readonly Flower[];
  readonly edges: readonly PairEdge[];
  readonly best: readonly PairEdge[];
  locked?: Set<PlaceId>;
  complete?: boolean;
}

const ANALYSES = new WeakMap<BalanceState, Analysis>();

function buildAnalysis(ctx: Ctx, s: Pick<BalanceState, 'cells'>): Analysis {
  const cells = s.cells.filter((c) => isFlower(c.t));
  const gardensOf = ctx.table.gardensOf;
  const flowers: Flower[] = cells.map((c) => ({ side: sideOf(ctx, c.t), gardens: gardensOf(c.p), cap: c.w ? 2 : 1 }));
  const edges: PairEdge[] = [];
  const typesMap = opt(ctx, 'balance-garden-pair-types') === 'alternating-map';
  const clearLine = opt(ctx, 'balance-harmony-geometry') === 'clear-line';
  const occ = (p: PlaceId) => s.cells.some((c) => c.p === p);
  for (let u = 0; u < cells.length; u++) {
    const cu = cells[u] as Cell;
    if ((flowers[u] as Flower).side !== 0) continue;
    for (let d = 0; d < cells.length; d++) {
      const cd = cells[d] as Cell;
      if ((flowers[d] as Flower).side !== 1) continue;
      const kind = pairKind(ctx, cu.t, cd.t);
      if (kind === undefined) continue;
      if (clearLine && !lineOfSight(cu.p, cd.p, occ)) continue;
      const fam = pairFamily(ctx, cu.t, cd.t);
      const gd = (flowers[d] as Flower).gardens;
      for (const g of (flowers[u] as Flower).gardens) {
        if (!gd.includes(g)) continue;
        if (typesMap && ctx.table.familyMap[g] !== fam) continue;
        edges.push({ u, d, g });
      }
    }
  }
  const best = maxBalances(flowers, edges, ctx.pairOnce);
  return { ctx, cells, flowers, edges, best };
}

export function analysis(s: BalanceState): Analysis {
  let a = ANALYSES.get(s);
  if (!a) {
    a = buildAnalysis(ctxOf(s.opts), s);
    ANALYSES.set(s, a);
  }
  return a;
}

/** Places of flowers that may not move under the lock rule. */
function lockedPlaces(s: BalanceState): Set<PlaceId> {
  const a = analysis(s);
  if (a.locked) return a.locked;
  const rule = opt(a.ctx, 'balance-lock-rule');
  const out = new Set<PlaceId>();
  if (rule === 'canonical') {
    for (const e of a.best) out.add((a.cells[e.u] as Cell).p).add((a.cells[e.d] as Cell).p);
  } else if (rule === 'every-maximum') {
    const n = a.best.length;
    // A flower outside the counted maximum never lowers it when it leaves: that maximum stays.
    const inBest = new Set(a.best.flatMap((e) => [e.u, e.d]));
    if (n > 0)
      a.cells.forEach((c, k) => {
        if (!inBest.has(k)) return;
        const rest = a.edges.filter((e) => e.u !== k && e.d !== k);
        if (maxBalances(a.flowers, rest, a.ctx.pairOnce).length < n) out.add(c.p);
      });
  }
  a.locked = out;
  return out;
}

function flowersInHands(s: BalanceState): number {
  return s.hands[0].filter(isFlower).length + s.hands[1].filter(isFlower).length;
}

/** Target of `target-count`: for each pair family, the size of its larger side. */
function target(ctx: Ctx, s: BalanceState): number {
  const all = [...s.cells.flatMap((c) => (isFlower(c.t) ? [c.t] : [])), ...s.hands[0].filter(isFlower), ...s.hands[1].filter(isFlower)];
  const n = (t: string) => all.filter((x) => x === t).length;
  if (ctx.upDown) return Math.max(n('R') + n('Lo'), n('O') + n('Li'));
  return Math.max(n('R'), n('Lo')) + Math.max(n('O'), n('Li'));
}

/** Whether the position is in complete harmony (by `balance-complete-definition`). */
export function isComplete(s: BalanceState): boolean {
  const a = analysis(s);
  if (a.complete !== undefined) return a.complete;
  const def = opt(a.ctx, 'balance-complete-definition');
  let c: boolean;
  if (def === 'target-count') {
    const t = target(a.ctx, s);
    c = t > 0 && a.best.length >= t;
  } else if (flowersInHands(s) > 0 || a.flowers.length === 0) c = false;
  else if (def === 'all-placed' && s.hands[0].length + s.hands[1].length > 0) c = false;
  else if (def === 'full-capacity') {
    const capSide = (side: 0 | 1) => a.flowers.reduce((n, f) => n + (f.side === side ? f.cap * f.gardens.length : 0), 0);
    c = a.best.length === capSide(0) && a.best.length === capSide(1);
  } else c = canBalanceAll(a.flowers, a.edges);
  a.complete = c;
  return c;
}

/**
 * Sound test that complete harmony can never be reached: every flower gets an
 * upper bound on the balances it could ever take part in (exact for a pinned
 * tile, the board's best place otherwise); if even these bounds cannot balance
 * every flower, or no tile can ever move again, the game is dead.
 *
 * A tile is pinned when it is fixed on an intersection, or when it is the only
 * tile of its side of a pair family (the Rose) and already has a partner in one
 * of its gardens, under a lock rule (`every-maximum` or `canonical`) and with
 * balances by garden alone. Why such a tile never moves again: a tile may move
 * only when taking it off does not lower the family's largest count of balances
 * (under `canonical`, when it is not in the counted pairing, which is a maximum),
 * and putting a tile down somewhere, on a Wheel or not, can only add possible
 * balances; placements only add tiles. So the family's largest count never drops
 * below its present value of at least one, and every balance of the family needs
 * this tile, so taking it off would always lower the count: it stays locked, in
 * the same gardens, for good. Its capacity stays the same too, unless a Wheel can
 * still be slid under it (`under-too`), which the bound allows for.
 */
export function isImpossible(s: BalanceState): boolean {
  const ctx = ctxOf(s.opts);
  const def = opt(ctx, 'balance-complete-definition');
  const fixedOn = opt(ctx, 'balance-fixed-tiles') === 'fixed';
  const mobility = opt(ctx, 'balance-wheel-mobility');
  if (s.stage === 2) {
    const canEverMove = s.cells.some((c) => !(isPoint(c.p) && fixedOn) && !(c.t === WHEEL && mobility === 'immobile'));
    if (!canEverMove) return !isComplete(s);
  }
  if (def === 'full-capacity') return false;
  const t = ctx.table;
  const hasWheel = s.cells.some((c) => c.t === WHEEL || c.w) || s.hands.some((h) => h.includes(WHEEL));
  const surface = opt(ctx, 'balance-play-surface');
  const squareBound = t.maxSquareGardens * (hasWheel ? 2 : 1);
  const anyBound = Math.max(surface === 'squares' ? 0 : t.maxPointGardens, surface === 'intersections' ? 0 : squareBound);
  const pinning = opt(ctx, 'balance-lock-rule') !== 'none' && opt(ctx, 'balance-harmony-geometry') === 'garden-only';
  const underToo = opt(ctx, 'balance-wheel-stacking') === 'under-too';
  const a = pinning ? analysis(s) : undefined;
  // Tiles of the set (board and hands) on the same side of the same pair family as a given tile.
  const group = (x: string): string => (ctx.upDown ? `side${sideOf(ctx, x)}` : x);
  const allFlowers = [...s.cells.map((c) => c.t), ...s.hands[0], ...s.hands[1]].filter(isFlower);
  const groupSize = (x: string): number => allFlowers.filter((y) => group(y) === group(x)).length;
  const tiles: { t: string; ub: number }[] = [];
  for (const c of s.cells) {
    if (!isFlower(c.t)) continue;
    let ub = isPoint(c.p) ? (fixedOn ? t.gardensOf(c.p).length : t.maxPointGardens) : squareBound;
    if (a && groupSize(c.t) === 1) {
      const k = a.cells.indexOf(c);
      if (a.edges.some((e) => e.u === k || e.d === k)) {
        const cap = c.w || (underToo && !isPoint(c.p) && hasWheel) ? 2 : 1;
        ub = Math.min(ub, cap * t.gardensOf(c.p).length);
      }
    }
    tiles.push({ t: c.t, ub });
  }
  for (const h of s.hands) for (const x of h) if (isFlower(x)) tiles.push({ t: x, ub: anyBound });
  const families: [string[], string[]][] = ctx.upDown
    ? [[['R', 'Lo'], ['O', 'Li']]]
    : [
        [['R'], ['Lo']],
        [['O'], ['Li']],
      ];
  let total = 0;
  let possibleAll = true;
  for (const [xs, ys] of families) {
    const X = tiles.filter((x) => xs.includes(x.t));
    const Y = tiles.filter((y) => ys.includes(y.t));
    if (X.length + Y.length === 0) continue;
    const serve = (side: typeof X, n: number) => side.reduce((acc, x) => acc + Math.min(x.ub, n), 0);
    if (serve(X, Y.length) < Y.length || serve(Y, X.length) < X.length) possibleAll = false;
    const cap = (side: typeof X, n: number) => side.reduce((acc, x) => acc + (ctx.pairOnce ? Math.min(x.ub, n) : x.ub), 0);
    total += Math.min(cap(X, Y.length), cap(Y, X.length));
  }
  if (def === 'target-count') return total < target(ctx, s);
  return !possibleAll;
}

// ---------------------------------------------------------------------------
// Move generation

type Unit = 'flower' | 'flower-off' | 'stack' | 'wheel';

/** Why the tile(s) at a cell may not move (checked in this order), or the unit that moves. */
const Immobile = { Fixed: 0, Wheel: 1, Shared: 2, Locked: 3 } as const;
type Immobile = (typeof Immobile)[keyof typeof Immobile];

/** What moves when the tile(s) at a cell move, or why nothing there may move (a code; `unitOf` words it). */
function mobileUnit(s: BalanceState, c: Cell): Unit | Immobile {
  const ctx = ctxOf(s.opts);
  if (isPoint(c.p) && opt(ctx, 'balance-fixed-tiles') === 'fixed') return Immobile.Fixed;
  const mobility = opt(ctx, 'balance-wheel-mobility');
  let unit: Unit;
  if (c.t === WHEEL) {
    if (mobility === 'immobile') return Immobile.Wheel;
    unit = 'wheel';
  } else if (c.w) unit = mobility === 'carries' ? 'stack' : 'flower-off';
  else unit = 'flower';
  if (opt(ctx, 'balance-who-moves-what') === 'own') {
    const owner = c.by;
    if (owner !== undefined && owner !== s.toMove) return Immobile.Shared;
  }
  if (unit !== 'wheel' && lockedPlaces(s).has(c.p)) return Immobile.Locked;
  return unit;
}

/** What moves when the tile(s) at a cell move, or undefined when nothing there may move (and why). */
function unitOf(s: BalanceState, c: Cell): { unit: Unit } | { rule: string; why: string } {
  const u = mobileUnit(s, c);
  switch (u) {
    case Immobile.Fixed:
      return { rule: RULE.fixed, why: `the ${tileName(c.t)} on ${placeName(c.p)} stands on an intersection, and tiles on intersections never move` };
    case Immobile.Wheel:
      return { rule: RULE.wheelMoves, why: 'the Wheel of Life never moves under the chosen rules' };
    case Immobile.Shared:
      return { rule: RULE.shared, why: `the ${tileName(c.t)} on ${placeName(c.p)} was placed by the other player, and you may move only your own tiles` };
    case Immobile.Locked:
      return { rule: RULE.lock, why: `the ${tileName(c.t)} on ${placeName(c.p)} is needed for a balance, so it is locked` };
    default:
      return { unit: u };
  }
}

/** Destinations of a unit at a cell (before repetition and following-suit filters). */
function destinations(s: BalanceState, c: Cell, unit: Unit): PlaceId[] {
  const ctx = ctxOf(s.opts);
  const shape = ctx.table.shape;
  const mixed = opt(ctx, 'balance-mixed-occupancy') !== 'independent';
  const stacking = opt(ctx, 'balance-wheel-stacking');
  const blocked = (p: PlaceId) => cellAt(s, p) !== undefined || (mixed && crossBlocked(s, p));
  const out: PlaceId[] = [];
  for (const [dx, dy] of ORTHOGONAL) {
    const run = slide(c.p, dx, dy, shape, blocked, ctx.rangeMax);
    for (const q of run) if (ctx.table.playable(q)) out.push(q);
    if (run.length >= ctx.rangeMax) continue;
    const next = offset(run.length ? (run[run.length - 1] as PlaceId) : c.p, dx, dy);
    if (next === undefined || !ctx.table.playable(next)) continue;
    const there = cellAt(s, next);
    // Stacking is landing too: under a blocking reading, a tile on a corner of that square bars it.
    if (!there || (mixed && crossBlocked(s, next))) continue;
    const lone = unit === 'flower' || unit === 'flower-off';
    if (lone && there.t === WHEEL && (stacking === 'place-or-move' || stacking === 'under-too')) out.push(next);
    else if (unit === 'wheel' && stacking === 'under-too' && isFlower(there.t) && !there.w && !isPoint(next)) out.push(next);
  }
  return out;
}

/** The board after a legal move of a tile (no checks), sorted: all that the balances and the repetition key read. */
function movedCells(s: BalanceState, m: Extract<Move, { type: 'move' }>): Cell[] {
  const from = cellAt(s, m.from) as Cell;
  const u = mobileUnit(s, from);
  const unit = typeof u === 'number' ? 'flower' : u;
  const target = cellAt(s, m.to);
  const cells = s.cells.filter((c) => c.p !== m.from && c.p !== m.to);
  if (unit === 'flower-off') cells.push(clean({ p: m.from, t: WHEEL, by: from.wby }));
  if (unit === 'stack') cells.push(clean({ ...from, p: m.to }));
  else if (unit === 'wheel') {
    if (target) cells.push(clean({ p: m.to, t: target.t, by: target.by, w: true, wby: from.by }));
    else cells.push(clean({ p: m.to, t: WHEEL, by: from.by }));
  } else {
    if (target) cells.push(clean({ p: m.to, t: from.t, by: from.by, w: true, wby: target.by }));
    else cells.push(clean({ p: m.to, t: from.t, by: from.by }));
  }
  return withCells(cells);
}

/** The position after a legal move (no checks). */
function play(s: BalanceState, m: Move): BalanceState {
  const ctx = ctxOf(s.opts);
  const mover = s.toMove;
  if (m.type === 'pass') {
    const next: BalanceState = { ...s, toMove: other(mover), lastMover: mover, lastAct: 's', lastMove: undefined, passes: s.passes + 1, turn: (s.turn ?? 0) + 1 };
    return stage2Bookkeeping(ctx, next, s.stage === 2 ? 'count' : 'none');
  }
  if (m.type === 'place') {
    const hand = s.hands[mover].slice();
    hand.splice(hand.indexOf(m.tile), 1);
    const hands: [readonly string[], readonly string[]] = mover === 0 ? [hand, s.hands[1]] : [s.hands[0], hand];
    const there = cellAt(s, m.to);
    const cells = s.cells.filter((c) => c.p !== m.to);
    if (!there) cells.push({ p: m.to, t: m.tile, by: mover });
    else if (there.t === WHEEL) cells.push(clean({ p: m.to, t: m.tile, by: mover, w: true, wby: there.by }));
    else cells.push(clean({ p: m.to, t: there.t, by: there.by, w: true, wby: mover }));
    let toMove: Player = other(mover);
    let stage: 1 | 2 = 1;
    let rng = s.rng;
    if (hands[toMove].length === 0) toMove = mover;
    if (hands[0].length === 0 && hands[1].length === 0) {
      stage = 2;
      const first = opt(ctx, 'balance-stage2-first-mover');
      if (first === 'alternate') toMove = other(mover);
      else if (first === 'first-placer') toMove = s.firstPlacer;
      else {
        const [k, r2] = nextInt(rng, 2);
        toMove = k as Player;
        rng = r2 >>> 0;
      }
    }
    const next: BalanceState = { ...s, cells: withCells(cells), hands, toMove, stage, rng, lastMover: mover, lastAct: 'p', lastMove: undefined, passes: 0, turn: (s.turn ?? 0) + 1 };
    return stage2Bookkeeping(ctx, next, stage === 2 ? 'start' : 'none');
  }
  if (m.type !== 'move') return s;
  const cells = movedCells(s, m);
  const next: BalanceState = { ...s, cells, toMove: other(mover), lastMover: mover, lastAct: 'm', lastMove: { from: m.from, to: m.to }, passes: 0, turn: (s.turn ?? 0) + 1 };
  return stage2Bookkeeping(ctx, next, 'count');
}

function clean(c: Cell): Cell {
  const out: { p: PlaceId; t: string; by?: Player; w?: boolean; wby?: Player } = { p: c.p, t: c.t };
  if (c.by !== undefined) out.by = c.by;
  if (c.w) {
    out.w = true;
    if (c.wby !== undefined) out.wby = c.wby;
  }
  return out;
}

/** Progress counters and repetition history after a stage-2 ply (or at the start of stage 2). */
function stage2Bookkeeping(ctx: Ctx, s: BalanceState, mode: 'none' | 'start' | 'count'): BalanceState {
  const rep = opt(ctx, 'balance-repetition');
  const stripped: BalanceState = s.lastMove === undefined ? (({ lastMove: _drop, ...rest }) => rest)(s) : s;
  if (mode === 'none') return stripped;
  const n = analysis(stripped).best.length;
  const key = rep === 'superko' ? boardKey(stripped) : rep === 'threefold' ? `${boardKey(stripped)}${stripped.toMove}` : undefined;
  const history = key === undefined ? stripped.history : mode === 'start' ? [key] : [...stripped.history, key];
  if (mode === 'start') return { ...stripped, best: n, quiet: 0, history };
  const rise = n > stripped.best;
  return { ...stripped, best: rise ? n : stripped.best, quiet: rise ? 0 : stripped.quiet + 1, history };
}

/**
 * Shared, frozen step objects: a position lists hundreds of placements or moves, and the same
 * steps come back position after position (steps are read-only values, so sharing them is safe).
 */
const PLACE_STEPS = new Map<string, (Move | undefined)[]>();
function placeRow(tile: string): (Move | undefined)[] {
  let row = PLACE_STEPS.get(tile);
  if (!row) PLACE_STEPS.set(tile, (row = new Array<Move | undefined>(PLACE_COUNT).fill(undefined)));
  return row;
}
const placeStep = (row: (Move | undefined)[], tile: string, to: PlaceId): Move => (row[to] ??= Object.freeze({ type: 'place', tile, to }) as Move);
const MOVE_STEPS: ((Move | undefined)[] | undefined)[] = new Array<(Move | undefined)[] | undefined>(PLACE_COUNT).fill(undefined);
function moveStep(from: PlaceId, to: PlaceId): Move {
  const row = (MOVE_STEPS[from] ??= new Array<Move | undefined>(PLACE_COUNT).fill(undefined));
  return (row[to] ??= Object.freeze({ type: 'move', from, to }) as Move);
}

/** Placements and moves before the repetition and following-suit filters. */
function rawMoves(s: BalanceState): Move[] {
  const ctx = ctxOf(s.opts);
  const out: Move[] = [];
  if (s.stage === 1) {
    const hand = s.hands[s.toMove];
    const kinds = [...new Set(hand)];
    const rows = kinds.map(placeRow);
    const stacking = opt(ctx, 'balance-wheel-stacking');
    const mixedPlace = opt(ctx, 'balance-mixed-occupancy') === 'blocking';
    for (const p of ctx.table.places) {
      if (mixedPlace && crossBlocked(s, p)) continue;
      const there = cellAt(s, p);
      for (let k = 0; k < kinds.length; k++) {
        const t = kinds[k] as string;
        if (t === WHEEL && isPoint(p)) continue;
        if (there) {
          const onWheel = there.t === WHEEL && isFlower(t);
          const under = t === WHEEL && stacking === 'under-too' && isFlower(there.t) && !there.w;
          if (!onWheel && !under) continue;
        }
        out.push(placeStep(rows[k] as (Move | undefined)[], t, p));
      }
    }
    return out;
  }
  for (const c of s.cells) {
    const u = mobileUnit(s, c);
    if (typeof u === 'number') continue;
    for (const q of destinations(s, c, u)) out.push(moveStep(c.p, q));
  }
  return out;
}

const LEGAL = new WeakMap<BalanceState, readonly Move[]>();
/** The moves of `filtered`, per state: the outcome asks for them first (no legal move), then `legal`. */
const FILTERED = new WeakMap<BalanceState, readonly Move[]>();

/** Legal moves after every filter (empty when the game is over, unless `ignoreEnd`). */
function legal(s: BalanceState, ignoreEnd = false): readonly Move[] {
  if (!ignoreEnd) {
    const hit = LEGAL.get(s);
    if (hit) return hit;
    if (outcomeOf(s).status !== 'ongoing') {
      LEGAL.set(s, []);
      return [];
    }
  }
  let moves = FILTERED.get(s);
  if (!moves) {
    moves = filtered(s);
    FILTERED.set(s, moves);
  }
  if (!ignoreEnd) LEGAL.set(s, moves);
  return moves;
}

/** The moves after the repetition, following-suit and passing rules, whether or not the game is over. */
function filtered(s: BalanceState): readonly Move[] {
  const ctx = ctxOf(s.opts);
  let moves = rawMoves(s);
  const rep = opt(ctx, 'balance-repetition');
  if (s.stage === 2 && rep === 'no-undo' && s.lastMove && s.lastMover !== s.toMove) {
    const lm = s.lastMove;
    moves = moves.filter((m) => !(m.type === 'move' && m.from === lm.to && m.to === lm.from));
  }
  if (s.stage === 2 && rep === 'superko') {
    const seen = new Set(s.history);
    // Only the board enters the key: the board after each move, without the rest of `play`.
    moves = moves.filter((m) => !seen.has(boardKey(m.type === 'move' ? { cells: movedCells(s, m) } : play(s, m))));
  }
  const forced = opt(ctx, 'balance-forced-balance');
  let forcing = false;
  if (forced === 'both-stages' || (forced === 'stage-two' && s.stage === 2)) ({ moves, forcing } = forcedFilter(s, moves));
  if (s.stage === 2) {
    // Following suit outranks a voluntary pass: a player who can form a balance must.
    const voluntary = opt(ctx, 'balance-voluntary-pass') === 'yes' && !forcing;
    if (voluntary || (moves.length === 0 && opt(ctx, 'balance-no-legal-move') === 'pass')) moves = [...moves, { type: 'pass' }];
  }
  return moves;
}

/** Following suit: if some move raises the number of balances, only such moves are allowed (`forcing`). */
function forcedFilter(s: BalanceState, moves: Move[]): { moves: Move[]; forcing: boolean } {
  const ctx = ctxOf(s.opts);
  const now = analysis(s).best.length;
  const clear = opt(ctx, 'balance-harmony-geometry') === 'clear-line';
  const memo = new Map<string, number>();
  const countAfter = (m: Move): number => {
    if (m.type === 'place' && !clear) {
      const there = cellAt(s, m.to);
      const key = `${m.tile}|${ctx.table.gardensOf(m.to).join(',')}|${there ? there.t : ''}`;
      const hit = memo.get(key);
      if (hit !== undefined) return hit;
      const n = buildAnalysis(ctx, { cells: placeCells(s, m) }).best.length;
      memo.set(key, n);
      return n;
    }
    return buildAnalysis(ctx, m.type === 'move' ? { cells: movedCells(s, m) } : play(s, m)).best.length;
  };
  const better = moves.filter((m) => countAfter(m) > now);
  return better.length > 0 ? { moves: better, forcing: true } : { moves, forcing: false };
}

function placeCells(s: BalanceState, m: Extract<Move, { type: 'place' }>): Cell[] {
  const there = cellAt(s, m.to);
  const cells = s.cells.filter((c) => c.p !== m.to);
  if (!there) cells.push({ p: m.to, t: m.tile });
  else if (there.t === WHEEL) cells.push({ p: m.to, t: m.tile, w: true });
  else cells.push({ p: m.to, t: there.t, w: true });
  return cells;
}

// ---------------------------------------------------------------------------
// Outcome

const OUTCOMES = new WeakMap<BalanceState, Outcome>();

function outcomeOf(s: BalanceState): Outcome {
  const hit = OUTCOMES.get(s);
  if (hit) return hit;
  const o = computeOutcome(s);
  OUTCOMES.set(s, o);
  return o;
}

/** What complete harmony meant, in the words of each answer to `balance-complete-definition`. */
const COMPLETE_WORDS: Readonly<Record<string, string>> = {
  'all-balanced': 'every flower is balanced',
  'full-capacity': 'every flower uses every balance its place allows',
  'target-count': 'the board holds the number of balances the set needs',
  'all-placed': 'every tile is placed and every flower is balanced',
};

function computeOutcome(s: BalanceState): Outcome {
  const ctx = ctxOf(s.opts);
  if (isComplete(s) && (opt(ctx, 'balance-stage1-win') === 'yes' || s.lastAct === 'm')) {
    const by = s.lastMover ?? other(s.toMove);
    const what = COMPLETE_WORDS[opt(ctx, 'balance-complete-definition')] ?? COMPLETE_WORDS['all-balanced']!;
    if (opt(ctx, 'balance-winner') === 'cooperative')
      return { status: 'draw', rule: RULE.win, reason: `Complete harmony: ${what}. Under the cooperative rule both players share the result.` };
    return { status: 'win', winner: by, rule: RULE.win, reason: `${PLAYER(by)} completed the harmony: ${what}.` };
  }
  if (s.passes >= 2) return { status: 'draw', rule: RULE.pass, reason: 'Both players passed in a row, so the game is drawn.' };
  if (opt(ctx, 'balance-repetition') === 'threefold' && s.history.length > 0) {
    const last = s.history[s.history.length - 1];
    if (s.history.filter((h) => h === last).length >= 3) return { status: 'draw', rule: RULE.repetition, reason: 'The same position with the same player to move has occurred three times: a draw.' };
  }
  if (ctx.quietCap && s.stage === 2 && s.quiet >= QUIET_LIMIT)
    return { status: 'draw', rule: RULE.quiet, reason: `${QUIET_LIMIT} moves have passed without a new record number of balances: a draw.` };
  if (ctx.analysis && isImpossible(s)) return { status: 'draw', rule: RULE.impossible, reason: 'Complete harmony can no longer be reached from this position, so the game is drawn.' };
  if (s.stage === 2) {
    const real = legal(s, true).filter((m) => m.type !== 'pass');
    if (real.length === 0) {
      const nlm = opt(ctx, 'balance-no-legal-move');
      if (nlm === 'lose') return { status: 'win', winner: other(s.toMove), rule: RULE.pass, reason: `${PLAYER(s.toMove)} has no legal move and loses.` };
      if (nlm === 'draw') return { status: 'draw', rule: RULE.pass, reason: `${PLAYER(s.toMove)} has no legal move: the game is drawn.` };
    }
  }
  return { status: 'ongoing' };
}

// ---------------------------------------------------------------------------
// Diagnosing a rejected move: which rule forbids it

function violation(code: string, rule: string, message: string): Result<never, Violation> {
  return { ok: false, error: { code, rule, message } };
}

function diagnose(s: BalanceState, m: Move): Result<never, Violation> {
  const ctx = ctxOf(s.opts);
  if (outcomeOf(s).status !== 'ongoing') return violation('ERR_GAME_OVER', RULE.over, 'The game is over: no more moves can be made.');
  if (m.type === 'pass') {
    if (s.stage === 1) return violation('ERR_PASS', RULE.pass, 'There is no passing in the Blossoming: place a tile from your hand.');
    if (opt(ctx, 'balance-voluntary-pass') === 'yes')
      return violation('ERR_SUIT', RULE.suit, 'You can form a new balance with a move, so you must (following suit) rather than pass.');
    return violation('ERR_PASS', RULE.pass, 'You may pass only when you have no legal move.');
  }
  const onBoard = (p: PlaceId) => ctx.table.playable(p);
  const raw = rawMoves(s).some((x) => sameMove(x, m));
  if (raw) {
    if (m.type === 'move' && opt(ctx, 'balance-repetition') !== 'none' && !legalNoSuit(s).some((x) => sameMove(x, m)))
      return violation('ERR_REPETITION', RULE.repetition, 'That move would repeat an earlier position (or undo the last move), which the chosen repetition rule forbids.');
    return violation('ERR_SUIT', RULE.suit, `You can form a new balance with ${m.type === 'place' ? 'a placement' : 'a move'}, so you must (following suit).`);
  }
  if (m.type === 'place') {
    if (s.stage === 2) return violation('ERR_STAGE', RULE.move, 'Every tile is already on the board: in the second stage you move tiles instead of placing them.');
    if (!s.hands[s.toMove].includes(m.tile)) return violation('ERR_NOT_IN_HAND', RULE.place, `${PLAYER(s.toMove)} has no ${tileName(m.tile)} in hand.`);
    if (!onBoard(m.to)) return violation('ERR_OFF_BOARD', RULE.board, `${safeName(m.to)} is not a place you may use on this board.`);
    if (m.tile === WHEEL && isPoint(m.to)) return violation('ERR_WHEEL_POINT', RULE.wheelSquares, 'The Wheel of Life may only be placed on a square, never on an intersection.');
    const there = cellAt(s, m.to);
    if (there) {
      if (there.t === WHEEL || m.tile === WHEEL) return violation('ERR_STACK', RULE.stack, `The tiles cannot be stacked on ${placeName(m.to)} here.`);
      return violation('ERR_OCCUPIED', RULE.place, `${placeName(m.to)} is already taken: place tiles on a free square or intersection.`);
    }
    return violation('ERR_CROSS', RULE.place, `${placeName(m.to)} touches a tile on a neighbouring square or intersection, which the chosen rules do not allow.`);
  }
  if (m.type !== 'move')
    return violation('ERR_STEP', s.stage === 1 ? RULE.place : RULE.move, `A Balance turn places a tile, moves one or passes; there is no “${String(m.type).slice(0, 12)}” step.`);
  if (s.stage === 1) return violation('ERR_STAGE', RULE.place, 'Tiles move only in the second stage, once every tile is placed.');
  if (!onBoard(m.from) || !cellAt(s, m.from)) return violation('ERR_EMPTY', RULE.move, `There is no tile on ${safeName(m.from)} to move.`);
  const c = cellAt(s, m.from) as Cell;
  const u = unitOf(s, c);
  if (!('unit' in u)) return violation('ERR_IMMOBILE', u.rule, `You cannot move that tile: ${u.why}.`);
  if (!onBoard(m.to)) return violation('ERR_OFF_BOARD', RULE.board, `${safeName(m.to)} is not a place you may use on this board.`);
  const a = place(m.from);
  const b = place(m.to);
  if (a.kind !== b.kind) return violation('ERR_DIRECTION', RULE.move, 'A tile moves along its own row or column, so it stays on squares (or on intersections).');
  const [ax, ay] = a.kind === 'point' ? [a.x, a.y] : [a.i, a.j];
  const [bx, by] = b.kind === 'point' ? [b.x, b.y] : b.kind === 'square' ? [b.i, b.j] : [0, 0];
  if ((ax !== bx && ay !== by) || m.from === m.to) return violation('ERR_DIRECTION', RULE.move, 'Tiles move only horizontally or vertically.');
  const dist = Math.abs(bx - ax) + Math.abs(by - ay);
  if (dist > ctx.rangeMax) return violation('ERR_RANGE', RULE.move, `Under the chosen rules a tile moves at most ${ctx.rangeMax} step${ctx.rangeMax === 1 ? '' : 's'}.`);
  const there = cellAt(s, m.to);
  if (there && (there.t === WHEEL || u.unit === 'wheel')) return violation('ERR_STACK', RULE.stack, `The tiles cannot be stacked on ${placeName(m.to)} under the chosen rules.`);
  return violation('ERR_BLOCKED', RULE.block, 'Another tile stands in the way: tiles cannot pass over or land on other tiles.');
}

/** Legal moves without the following-suit filter (to tell repetition from following suit). */
function legalNoSuit(s: BalanceState): Move[] {
  const ctx = ctxOf(s.opts);
  const forced = opt(ctx, 'balance-forced-balance');
  if (forced === 'off') return [...legal(s)];
  const relaxed: BalanceState = { ...s, opts: { ...s.opts, 'balance-forced-balance': 'off' } };
  return [...legal(relaxed, true)];
}

function safeName(p: PlaceId): string {
  return Number.isInteger(p) && p >= 0 && p < 685 ? placeName(p) : 'That place';
}

// ---------------------------------------------------------------------------
// The engine

function create(init?: { readonly options?: OptionValues; readonly seed?: number }): Result<BalanceState> {
  const r = balanceOptions(typeof init === 'object' && init !== null ? init.options : undefined);
  if (!r.ok) return r;
  const ctx = ctxOf(r.value);
  let rng = seedFrom(init?.seed ?? 0) >>> 0;
  const bag: string[] = [];
  for (const t of TILE_CODES) for (let k = 0; k < (ctx.set[t] ?? 0); k++) bag.push(t);
  const [drawn, r1] = shuffle(bag, rng);
  rng = r1 >>> 0;
  let drawer: Player = 0;
  if (opt(ctx, 'balance-draw-first') === 'random') {
    const [k, r2] = nextInt(rng, 2);
    drawer = k as Player;
    rng = r2 >>> 0;
  }
  const hands: [string[], string[]] = [[], []];
  drawn.forEach((t, k) => hands[k % 2 === 0 ? drawer : other(drawer)].push(t));
  hands[0].sort(tileOrder);
  hands[1].sort(tileOrder);
  const more = opt(ctx, 'balance-first-placer') === 'more';
  const d = hands[0].length - hands[1].length;
  const first: Player = d === 0 ? drawer : (d > 0) === more ? 0 : 1;
  return ok({
    opts: ctx.o,
    cells: [],
    hands,
    toMove: first,
    stage: 1,
    firstPlacer: first,
    passes: 0,
    quiet: 0,
    best: 0,
    rng,
    history: [],
  });
}

/** Whether an untrusted value has the shape of a Balance step (fields of the right types), so comparing it is safe. */
function stepShaped(m: unknown): m is Move {
  if (typeof m !== 'object' || m === null) return false;
  const x = m as { type?: unknown; tile?: unknown; to?: unknown; from?: unknown; path?: unknown };
  if (x.type === 'pass') return true;
  if (x.type === 'place') return typeof x.tile === 'string' && typeof x.to === 'number';
  if (x.type === 'move') return typeof x.from === 'number' && typeof x.to === 'number' && x.path === undefined;
  return false;
}

function applyMove(s: BalanceState, m: Move): Result<BalanceState, Violation> {
  if (!stepShaped(m)) {
    const type = typeof m === 'object' && m !== null && typeof (m as { type?: unknown }).type === 'string' ? (m as { type: string }).type : undefined;
    if (outcomeOf(s).status !== 'ongoing') return violation('ERR_GAME_OVER', RULE.over, 'The game is over: no more moves can be made.');
    const what = type === undefined || ['place', 'move', 'pass'].includes(type) ? 'that is not a complete step' : `there is no “${type.slice(0, 12)}” step`;
    return violation('ERR_STEP', s.stage === 1 ? RULE.place : RULE.move, `A Balance turn places a tile, moves one or passes; ${what}.`);
  }
  const moves = legal(s);
  if (moves.some((x) => sameMove(x, m))) return ok(play(s, m));
  return diagnose(s, m);
}

/** The balances of one maximum assignment. */
function harmonies(s: BalanceState): Harmony[] {
  const a = analysis(s);
  return a.best.map((e) => {
    const cu = a.cells[e.u] as Cell;
    const cd = a.cells[e.d] as Cell;
    const kind = pairKind(a.ctx, cu.t, cd.t) as string;
    const label = a.ctx.table.labels[e.g] as string;
    const wheel = cu.w || cd.w;
    const multi = (a.flowers[e.u] as Flower).gardens.length > 1 || (a.flowers[e.d] as Flower).gardens.length > 1;
    const on = (c: Cell) => `${tileName(c.t)}${c.w ? ' (on the Wheel)' : ''} on ${placeName(c.p)}`;
    return {
      places: [cu.p, cd.p],
      kind,
      rule: wheel ? RULE.wheelDoubles : multi ? RULE.perGarden : RULE.pairs,
      reason: `${on(cu)} and ${on(cd)} share the garden ${label}.`,
      region: a.ctx.table.ids[e.g] as string,
    };
  });
}

function view(s: BalanceState, o?: { readonly revealHands?: RevealHands }): BoardView {
  const ctx = ctxOf(s.opts);
  const hides = opt(ctx, 'balance-hand-visibility') === 'hidden';
  const surface = opt(ctx, 'balance-play-surface');
  const pieces = s.cells.map((c) => {
    const base: { place: PlaceId; tile: string; owner?: Player; under?: string } = { place: c.p, tile: c.t };
    if (c.by !== undefined) base.owner = c.by;
    if (c.w) base.under = WHEEL;
    return base;
  });
  const o0 = outcomeOf(s);
  const over = o0.status !== 'ongoing';
  return {
    variant: 'balance',
    points: surface === 'squares' ? [] : ctx.table.shape.points,
    squares: surface === 'intersections' ? [] : ctx.table.shape.squares,
    pieces,
    hands: ([0, 1] as const).map((p) => {
      const hidden = hides && !handShown(o?.revealHands, p);
      return { player: p, tiles: hidden ? [] : [...s.hands[p]], hidden, size: s.hands[p].length };
    }),
    seats: 2,
    playerNames: PLAYER_NAMES,
    toMove: s.toMove,
    turn: s.turn ?? 0,
    stage: over ? 'Game over' : s.stage === 1 ? 'Blossoming' : 'Moving',
    areas: ctx.table.ids.map((id, g) => ({ id, label: ctx.table.labels[g] as string, places: ctx.table.members[g] as readonly PlaceId[] })),
    areaBorders: gardenBorders(opt(ctx, 'balance-gardens-diagram') as Layout),
    status: o0.status !== 'ongoing' ? o0.reason : statusLine(s),
  };
}

/** One short line for under the board: stage, flowers in a balance, balances, who moves. */
function statusLine(s: BalanceState): string {
  const a = analysis(s);
  const inOne = new Set(a.best.flatMap((e) => [e.u, e.d])).size;
  const n = a.flowers.length;
  const b = a.best.length;
  const what =
    n === 0 ? 'no flowers on the board yet' : `${inOne} of ${n} flower${n === 1 ? '' : 's'} on the board balanced (${b} balance${b === 1 ? '' : 's'})`;
  return `${s.stage === 1 ? 'Blossoming' : 'Moving'} · ${what} · ${PLAYER(s.toMove)} to move`;
}

function describe(s: BalanceState, vis?: { readonly revealHands?: RevealHands }): string {
  const ctx = ctxOf(s.opts);
  const hides = opt(ctx, 'balance-hand-visibility') === 'hidden';
  const out: string[] = [];
  const o = outcomeOf(s);
  out.push(s.stage === 1 ? 'Balance Pai Sho, first stage (the Blossoming): players place tiles.' : 'Balance Pai Sho, second stage: players move tiles.');
  if (o.status === 'ongoing') out.push(`${PLAYER(s.toMove)} to play.`);
  else out.push(`Game over. ${o.reason}`);
  for (const p of [0, 1] as const) {
    const h = s.hands[p];
    if (h.length === 0) out.push(`${PLAYER(p)} has no tiles in hand.`);
    else if (hides && !handShown(vis?.revealHands, p)) out.push(`${PLAYER(p)} holds ${h.length} hidden tile${h.length === 1 ? '' : 's'}.`);
    else out.push(`${PLAYER(p)} holds ${h.map(tileName).join(', ')}.`);
  }
  if (s.cells.length === 0) out.push('The board is empty.');
  else {
    const items = s.cells.map((c) => {
      const gs = ctx.table.gardensOf(c.p).map((g) => ctx.table.labels[g]);
      const what = c.w ? `${tileName(c.t)} on the Wheel of Life` : tileName(c.t);
      const kind = isPoint(c.p) ? 'intersection' : 'square';
      return `${what} on ${kind} ${placeName(c.p)} (garden${gs.length === 1 ? '' : 's'} ${gs.join(', ')})`;
    });
    out.push(`On the board: ${items.join('; ')}.`);
  }
  const hs = harmonies(s);
  if (hs.length === 0) out.push('No balances yet.');
  else out.push(`${hs.length} balance${hs.length === 1 ? '' : 's'}: ${hs.map((h) => h.reason.replace(/\.$/, '')).join('; ')}.`);
  return out.join(' ');
}

const balanceCount = (s: BalanceState): number => analysis(s).best.length;

/** Every reason a state is not a position the rules allow (see `check.ts`). */
function checkPosition(s: BalanceState): readonly PositionProblem[] {
  return checkBalancePosition(s, balanceCount);
}

/** A state read from untrusted input, once the position check finds nothing wrong with it. */
function entered(r: Result<BalanceState>): Result<BalanceState> {
  return r.ok ? checkedPosition(r.value, checkPosition(r.value)) : r;
}

/** The Balance Pai Sho engine. */
export const engine: VariantEngine<BalanceState> = {
  spec: SPEC,
  resolveOptions: (values) => balanceOptions(values),
  create,
  fromSetup: (setup, options) => entered(fromSetupImpl(setup, options, balanceCount)),
  checkPosition,
  toSetup: (s) => toSetupImpl(s),
  legalMoves: (s) => legal(s),
  applyMove,
  harmonies,
  outcome: outcomeOf,
  parseMove: (s, text) =>
    typeof text === 'string' ? parseMoveText(text, TILE_CODES, { tileAt: (p) => cellAt(s, p)?.t, rule: RULE.move }) : fail('ERR_MOVE_SYNTAX', 'A move is written as text, like 9i:10j-9f:10g or R10j.', RULE.move),
  formatMove: (_s, m) => formatMoveText(m),
  formatPosition: (s) => formatPositionImpl(s, balanceCount),
  parsePosition: (text, options) => entered(parsePositionImpl(text, options, balanceCount)),
  options: (s) => s.opts,
  view,
  describe,
};

/** Internal helpers exposed for the tests and the examples. */
export const internals = { lockedPlaces, isComplete, isImpossible, maxCount: (s: BalanceState) => analysis(s).best.length, analysisOf: analysis, rawMoves };
