/**
 * @packageDocumentation
 * The Pai Sho Project engine's core: what a board needs to show a position and play legal
 * steps — the legal steps (drops, movement, walls and Torii, capture, bending, the Chi
 * Blocker and the Spirit Wheel, sovereignty), the effect of a legal step, the end of the
 * game, the view and the description, and the compact position text.
 *
 * Why a step is refused (the long explanations), reading steps typed in notation and
 * plain JSON setups are in `engine.ts`, which the browser loads only once a board is used
 * (`client.ts`); the tests and the server use `engine.ts`, the whole engine.
 */
import { resolveOptions as resolve } from '../../core/options.ts';
import { err, ok, type Result } from '../../core/result.ts';
import { RecentCache } from '../../core/recent.ts';
import { formatTurnDefault, nextSeat, sameStep } from '../../core/steps.ts';
import type { BoardView, Harmony, Move, OptionValues, Outcome, Seat, Violation } from '../../core/types.ts';
import { placeName, POINT_COUNT, type PlaceId } from '../../geometry/index.ts';
import {
  BENDERS,
  bendDestinations,
  ctxOf,
  countsAsElement,
  flagsOf,
  forEachBendTarget,
  forEachMove,
  hasElement,
  immobilizedAt,
  ALL8,
  ORTH,
  reserveOf,
  sovereignty,
  threatens,
  tileOf,
  unnatural,
  withVacated,
  type Ctx,
  type Sovereign,
} from './moves.ts';
import { aroundCentre, gardenDisharmony, gardenScores, immuneAt, links, rings, rulesOf, scores, type Score } from './harmony.ts';
import { buildState, formatPosition, formatStep, parsePosition, toSetup } from './notation.ts';
import { ELEMENT_CODES, OPTION_SPECS, spec, TILES, TILE_INDEX, tileByCode, type WikiTile } from './spec.ts';
import {
  at,
  friends,
  GARDEN_IDS,
  GARDEN_NAMES,
  gardenWords,
  isOut,
  layoutFor,
  personOf,
  seatCount,
  seatNames,
  seatsOf,
  seatWord,
  X,
  Y,
  type OutSeat,
  type PotEntry,
  type WikiPiece,
  type WikiState,
} from './state.ts';

export type { WikiState } from './state.ts';


// ---------------------------------------------------------------------------
// Drops

const zoneOf = (c: Ctx, t: WikiTile): Uint8Array => (t.group === 'element' ? c.L.dropElement : t.group === 'special' ? c.L.dropSpecial : c.L.dropFlower);
const zoneRule = (t: WikiTile): string => (t.group === 'white' || t.group === 'red' ? 'flower-drops' : 'element-drops');

/** Whether a flower dropped on turn `dropped` is still immune to drop capture. */
const fresh = (s: WikiState, p: WikiPiece): boolean => p.dropped !== undefined && s.turn - p.dropped < seatCount(s.options);

const isOpening = (s: WikiState): boolean => s.turn < seatCount(s.options);

/** Reasons a drop is refused, in the order they are checked. */
const Drop = { Ok: 0, Board: 1, Occupied: 2, NotFlowerCapture: 3, Fresh: 4, Zone: 5, Sovereign: 6, Threat: 7, Immune: 8 } as const;
type Drop = (typeof Drop)[keyof typeof Drop];

/** Fast check of a drop of kind `t` on `p` by the seat to act; `Drop.Ok` when allowed. Same order as `dropProblem`. */
function dropCheck(c: Ctx, t: WikiTile, p: number, sov: { forbidden: number; targets: Sovereign[] }, zone: Uint8Array, bad?: Uint8Array): Drop {
  if (!c.L.onBoard[p]) return Drop.Board;
  const o = c.occ[p] as number;
  if (o) {
    if (!c.f.dropCapture || t.group === 'element') return Drop.Occupied;
    const victim = c.s.pieces[o - 1] as WikiPiece;
    if (t.group === 'special' || friends(c.s.options, c.s.toMove, victim.owner)) return Drop.NotFlowerCapture;
    if (fresh(c.s, victim)) return Drop.Fresh;
    if (immuneAt(c.s, p)) return Drop.Immune;
  }
  if (!zone[p]) return Drop.Zone;
  if ((c.L.gardens[p] as number) & sov.forbidden) return Drop.Sovereign;
  if (bad ? bad[p] === 1 : threatIndex(c, p, t, sov.targets) >= 0) return Drop.Threat;
  return Drop.Ok;
}

/**
 * The points from which a tile of kind `t` of the seat to act would threaten a sovereign tile: the
 * same answers as `threatIndex`, found from each sovereign tile outward (the rays and knight points
 * around it are the only places a threat can come from).
 */
function threatMask(c: Ctx, t: WikiTile, targets: readonly Sovereign[]): Uint8Array | undefined {
  if (targets.length === 0) return undefined;
  const bad = SCRATCH;
  bad.fill(0);
  const spec = THREAT_RAYS[t.move] as { dirs: readonly (readonly [number, number])[]; max: number; knight: boolean; hop: boolean };
  const max = spec.hop && c.f.hopUnlimited ? 18 : spec.max;
  const bender = BENDERS.has(t.code);
  const test = (T: Sovereign, p: number) => {
    if (bad[p] || p === T.place || !(T.from & (c.L.gardens[p] as number))) return;
    if (threatens(c, p, t, c.s.toMove, T.place)) bad[p] = 1;
  };
  for (const T of targets) {
    const victim = c.s.pieces[(c.occ[T.place] as number) - 1] as WikiPiece;
    const victimFlower = tileOf(victim).group !== 'element';
    // An element threatens a flower only by bending it; the Chi Blocker neither bends nor takes flowers.
    if (t.group === 'element' && victimFlower && !bender) continue;
    const tx = X[T.place] as number;
    const ty = Y[T.place] as number;
    for (const [dx, dy] of spec.dirs) {
      for (let k = 1; k <= max; k++) {
        const p = at(tx + dx * k, ty + dy * k);
        if (p < 0 || !c.L.onBoard[p]) break;
        test(T, p);
        if (c.occ[p] && !spec.hop) break;
      }
    }
    if (spec.knight) for (const [a, b] of KNIGHT_OFFSETS) {
      const p = at(tx + a, ty + b);
      if (p >= 0 && c.L.onBoard[p]) test(T, p);
    }
  }
  return bad;
}

const SCRATCH = new Uint8Array(POINT_COUNT);
/** A threat mask marking no point: `dropCheck` with it checks everything but the threat. */
const NO_THREAT = new Uint8Array(POINT_COUNT);
const DIAG4 = ALL8.slice(4);
/** Where a threat by each move kind can come from, seen from the threatened tile: rays (directions, reach) and knight points. */
const THREAT_RAYS: Readonly<Record<string, { dirs: readonly (readonly [number, number])[]; max: number; knight: boolean; hop: boolean }>> = {
  lily: { dirs: DIAG4, max: 3, knight: false, hop: false },
  jade: { dirs: ORTH, max: 3, knight: false, hop: false },
  knight: { dirs: [], max: 0, knight: true, hop: false },
  lotus: { dirs: ALL8, max: 2, knight: false, hop: false },
  queen6: { dirs: ALL8, max: 6, knight: false, hop: false },
  chi: { dirs: ALL8, max: 1, knight: false, hop: false },
  water: { dirs: DIAG4, max: 6, knight: false, hop: false },
  earth: { dirs: ORTH, max: 6, knight: false, hop: false },
  wheel: { dirs: ALL8, max: 6, knight: false, hop: true },
};

const KNIGHT_OFFSETS = [
  [1, 2],
  [2, 1],
  [2, -1],
  [1, -2],
  [-1, -2],
  [-2, -1],
  [-2, 1],
  [-1, 2],
] as const;

/** Shared, frozen step objects (steps are values; reusing them spares the allocation of thousands per position). */
const PLACE_STEPS: (Move | undefined)[][] = TILES.map(() => new Array<Move | undefined>(POINT_COUNT).fill(undefined));
const placeStep = (ti: number, p: number): Move => {
  const row = PLACE_STEPS[ti] as (Move | undefined)[];
  return (row[p] ??= Object.freeze({ type: 'place' as const, tile: (TILES[ti] as WikiTile).code, to: p }));
};
const USE_STEPS = new Map<string, Move>();
/** Bends by number (`at`, flower, destination), sparing the text key of `useStep` for the most common `use` step. */
const BEND_STEPS = new Map<number, Move>();
const bendStep = (at: number, flower: number, dest: number): Move => {
  const k = (at * POINT_COUNT + flower) * POINT_COUNT + dest;
  let m = BEND_STEPS.get(k);
  if (!m) {
    m = useStep(at, 'bend', [flower, dest]);
    if (BEND_STEPS.size < 200000) BEND_STEPS.set(k, m);
  }
  return m;
};
const useStep = (at: number, ability: string, args: readonly (number | string)[]): Move => {
  const k = `${at}|${ability}|${args.join('|')}`;
  let m = USE_STEPS.get(k);
  if (!m) {
    m = Object.freeze({ type: 'use' as const, at, ability, args: Object.freeze([...args]) });
    if (USE_STEPS.size < 200000) USE_STEPS.set(k, m);
  }
  return m;
};
const END: Move = Object.freeze({ type: 'end' });
const PASS: Move = Object.freeze({ type: 'pass' });
const RESIGN: Move = Object.freeze({ type: 'resign' });
const MOVE_STEPS: ((Move | undefined)[] | undefined)[] = new Array<(Move | undefined)[] | undefined>(POINT_COUNT).fill(undefined);
const moveStep = (from: number, to: number): Move => {
  const row = (MOVE_STEPS[from] ??= new Array<Move | undefined>(POINT_COUNT).fill(undefined));
  return (row[to] ??= Object.freeze({ type: 'move' as const, from, to }));
};

/** Index of the first sovereign tile a tile `t` on `p` would threaten, or -1. */
function threatIndex(c: Ctx, p: number, t: WikiTile, targets: readonly Sovereign[]): number {
  const g = c.L.gardens[p] as number;
  for (let i = 0; i < targets.length; i++) {
    const T = targets[i] as Sovereign;
    if (!(T.from & g) || T.place === p) continue;
    if (threatens(c, p, t, c.s.toMove, T.place)) return i;
  }
  return -1;
}

/** Sovereignty for the seat to act, memoised per state (drops at the start of a turn). */
const SOV = new WeakMap<WikiState, { forbidden: number; targets: Sovereign[] }>();
function sovOf(c: Ctx, exclude = -1): { forbidden: number; targets: Sovereign[] } {
  if (exclude >= 0) return sovereignty(c, c.s.toMove, exclude);
  let v = SOV.get(c.s);
  if (!v) {
    v = sovereignty(c, c.s.toMove);
    SOV.set(c.s, v);
  }
  return v;
}

/** Kinds the seat to act may drop now (reserve left; only survival-counting elements on an opening turn under element-first). */
function droppableKinds(c: Ctx): number[] {
  const res = reserveOf(c.s, c.s.toMove);
  const out: number[] = [];
  const opening = c.f.openingElement && isOpening(c.s);
  for (let i = 0; i < TILES.length; i++) {
    if ((res[i] as number) <= 0) continue;
    if (opening && !countsAsElement(c.f, { tile: (TILES[i] as WikiTile).code })) continue;
    out.push(i);
  }
  return out;
}

// ---------------------------------------------------------------------------
// Moves of tiles on the board

/** The one-point withdrawal of an element immobilized by a Chi Blocker (1 orthogonally for the knight-moving Air). */
function withdrawals(c: Ctx, p: WikiPiece): number[] {
  const t = tileOf(p);
  const dirs = t.code === 'A' || t.code === 'E' ? ORTH : ALL8;
  const out: number[] = [];
  for (const [dx, dy] of dirs) {
    if (t.code === 'W' || t.code === 'E' || t.code === 'A' || true) {
      const q = at(X[p.place]! + dx, Y[p.place]! + dy);
      if (q < 0 || !c.L.onBoard[q] || c.occ[q]) continue;
      if (c.L.side[p.place]! | c.L.side[q]!) {
        // wall rule on a one-point step
        const mask = (c.L.side[p.place] as number) | (c.L.side[q] as number);
        if (mask === 3 && !(c.L.torii[p.place] || (c.f.toriiAny && c.L.torii[q]))) continue;
      }
      if (immobilizedAt(c, p.owner, t.code === 'Qi', q, p.place)) continue;
      out.push(q);
    }
  }
  return out;
}

/** Whether an element of the seat to act may only withdraw (its one turn), or may not move at all. */
function standing(c: Ctx, p: WikiPiece): 'free' | 'withdraw' | 'frozen' {
  if (!c.immob[p.place]) return 'free';
  if (tileOf(p).group !== 'element' || !c.f.chiGrace || p.mark === 2) return 'frozen';
  return 'withdraw';
}

/** Targets of a tile of the seat to act on the board in the turn's first step: `[to, capture]`. */
function movesOf(c: Ctx, p: WikiPiece, sovMask: number): [number, boolean][] {
  const out: [number, boolean][] = [];
  const st = standing(c, p);
  if (st === 'frozen') return out;
  if (st === 'withdraw') {
    for (const q of withdrawals(c, p)) if (!((c.L.gardens[q] as number) & sovMask)) out.push([q, false]);
    return out;
  }
  forEachMove(c, p.place, tileOf(p), p.owner, true, true, (to, cap) => {
    if ((c.L.gardens[to] as number) & sovMask) return;
    if (cap && c.f.survivalIllegal && !isOpening(c.s) && capturerDies(c, p, to) && countsAsElement(c.f, p) && !otherElement(c.s, p.owner, p.place)) return;
    out.push([to, cap]);
  });
  return out;
}

/** Whether the seat has a survival-counting element on the board other than the one on `except`. */
const otherElement = (s: WikiState, seat: Seat, except: number): boolean => {
  const f = flagsOf(s.options);
  return s.pieces.some((q) => q.owner === seat && q.place !== except && countsAsElement(f, q));
};

/** Whether capturing the tile on `to` with `p` removes the capturer too (kamikaze, or a flower dying in an unnatural garden). */
function capturerDies(c: Ctx, p: WikiPiece, to: number): boolean {
  const victim = c.s.pieces[(c.occ[to] as number) - 1] as WikiPiece;
  if (c.f.kamikaze === 'chi-blocker' && victim.tile === 'Qi') return true;
  if (c.f.kamikaze === 'immobilized' && c.immob[to]) return true;
  return c.f.unnaturalDeath && unnatural(c, tileOf(p), to);
}

/** The quiet moves of the tile just dropped on `at` (no capture; sovereignty as before the drop). */
function postDropMoves(c: Ctx, atPlace: number): number[] {
  const p = c.s.pieces[(c.occ[atPlace] as number) - 1] as WikiPiece;
  const t = tileOf(p);
  if (c.immob[atPlace]) return [];
  const sov = sovOf(c, atPlace);
  const out: number[] = [];
  forEachMove(c, atPlace, t, p.owner, false, true, (to) => {
    if ((c.L.gardens[to] as number) & sov.forbidden) return;
    if (withVacated(c, atPlace, () => threatIndex(c, to, t, sov.targets) >= 0)) return;
    out.push(to);
  });
  return out;
}

// ---------------------------------------------------------------------------
// Bends, promotions, reincarnation

function canBend(c: Ctx, p: WikiPiece): boolean {
  return BENDERS.has(p.tile) && !c.immob[p.place];
}

/** Bends by the bender on `from`: `[flower, destination]`. */
function bendsOf(c: Ctx, from: number): [number, number][] {
  const p = c.s.pieces[(c.occ[from] as number) - 1] as WikiPiece;
  if (!canBend(c, p)) return [];
  const t = tileOf(p);
  const out: [number, number][] = [];
  forEachBendTarget(c, from, t, (flower) => {
    for (const d of bendDestinations(c, from, t, flower)) out.push([flower, d]);
  });
  return out;
}

/** Promotions by the Spirit Wheel on `from`: `[element place, new kind]`. */
function promotionsOf(c: Ctx, from: number): [number, string][] {
  const s = c.s;
  const wheel = s.pieces[(c.occ[from] as number) - 1] as WikiPiece;
  if (wheel.tile !== 'S' || wheel.owner !== s.toMove) return [];
  const out: [number, string][] = [];
  for (const [dx, dy] of ALL8) {
    const q = at(X[from]! + dx, Y[from]! + dy);
    if (q < 0 || !c.occ[q]) continue;
    const target = s.pieces[(c.occ[q] as number) - 1] as WikiPiece;
    if (tileOf(target).group !== 'element') continue;
    const own = personOf(s.options, target.owner) === personOf(s.options, s.toMove);
    if (!own) {
      if (friends(s.options, s.toMove, target.owner) || c.f.demote === 'no') continue;
      if (c.f.demote === 'enemy-elements' && target.tile === 'S') continue;
    }
    if (c.f.promo === 'no-chi' && target.tile === 'Qi') continue;
    const res = reserveOf(s, target.owner);
    for (const code of ELEMENT_CODES) {
      if (code === target.tile || (res[TILE_INDEX.get(code) as number] as number) <= 0) continue;
      if (c.f.promo === 'no-chi' && code === 'Qi') continue;
      if (c.f.promo === 'never-entered' && (s.entered[target.owner]! & (1 << ELEMENT_CODES.indexOf(code)))) continue;
      if (c.f.survivalIllegal && own && target.owner === s.toMove && !isOpening(s) && countsAsElement(c.f, target) && !countsAsElement(c.f, { tile: code }) && !otherElement(s, s.toMove, q)) continue;
      out.push([q, code]);
    }
  }
  return out;
}

/** The seat's Spirit Wheel in the pot that may be reincarnated now, or undefined. */
function reincarnable(s: WikiState): PotEntry | undefined {
  const f = flagsOf(s.options);
  return s.pot.find((e) => e.tile === 'S' && e.owner === s.toMove && e.by !== undefined && !friends(s.options, s.toMove, e.by) && (!f.reincNext || e.turn === undefined || s.turn - e.turn < f.seats));
}

/** Reincarnations: `[drop point for the Wheel, element given in exchange]`. */
function reincarnationsOf(c: Ctx): [number, string][] {
  if (!reincarnable(c.s)) return [];
  const res = reserveOf(c.s, c.s.toMove);
  const codes = ELEMENT_CODES.filter((code) => code !== 'S' && (res[TILE_INDEX.get(code) as number] as number) > 0);
  if (codes.length === 0) return [];
  const wheel = tileByCode('S') as WikiTile;
  const zone = c.f.reincAny ? c.L.dropAny : c.L.dropElement;
  const sov = sovOf(c);
  const bad = threatMask(c, wheel, sov.targets);
  const out: [number, string][] = [];
  for (const p of c.L.points) {
    if (c.occ[p] || !zone[p] || dropCheck(c, wheel, p, sov, zone, bad) !== Drop.Ok) continue;
    for (const code of codes) out.push([p, code]);
  }
  return out;
}

// ---------------------------------------------------------------------------
// Legal steps

/**
 * The legal steps of the last few positions (a small recent cache, not a WeakMap: a weak table
 * keeps each dead position's hundreds of steps until a full collection, which cost more than it
 * saved; callers ask again about the position at hand).
 */
const MOVES = new RecentCache<WikiState, readonly Move[]>(8);

const GEN = new RecentCache<WikiState, Move[]>(8);

/** Every legal next step, ignoring whether the game is over (memoised). */
function generate(s: WikiState): Move[] {
  let g = GEN.get(s);
  if (!g) {
    g = generateRaw(s);
    GEN.set(s, g);
  }
  return g;
}

function generateRaw(s: WikiState): Move[] {
  const c = ctxOf(s);
  const out: Move[] = [];
  if (s.stage.kind === 'dropped') {
    for (const to of postDropMoves(c, s.stage.at)) out.push(moveStep(s.stage.at, to));
    out.push(END);
    return out;
  }
  if (s.stage.kind === 'moved') {
    for (const [flower, d] of bendsOf(c, s.stage.at)) out.push(bendStep(s.stage.at, flower, d));
    out.push(END);
    return out;
  }
  const sov = sovOf(c);
  // Every check of a drop but the threat depends only on the kind's class (element, special or
  // flower: its zone and whether it may capture by dropping), so each class's points are found
  // once and each kind then leaves out only the points its threat mask marks.
  const open: (number[] | undefined)[] = [undefined, undefined, undefined];
  for (const i of droppableKinds(c)) {
    const t = TILES[i] as WikiTile;
    const zone = zoneOf(c, t);
    const cls = t.group === 'element' ? 0 : t.group === 'special' ? 1 : 2;
    let points = open[cls];
    if (!points) {
      points = [];
      const list = t.group === 'element' ? c.L.dropElementList : t.group === 'special' ? c.L.dropSpecialList : c.L.dropFlowerList;
      for (const p of list) {
        if (c.occ[p] && !c.f.dropCapture) continue;
        if (dropCheck(c, t, p, sov, zone, NO_THREAT) === Drop.Ok) points.push(p);
      }
      open[cls] = points;
    }
    const bad = threatMask(c, t, sov.targets);
    for (const p of points) if (!bad || bad[p] !== 1) out.push(placeStep(i, p));
  }
  if (c.f.openingElement && isOpening(s)) {
    out.push(RESIGN);
    return out;
  }
  const moveMask = c.f.sovMoves ? sov.forbidden : 0;
  for (const p of s.pieces) {
    if (p.owner !== s.toMove) continue;
    for (const [to] of movesOf(c, p, moveMask)) out.push(moveStep(p.place, to));
  }
  for (const p of s.pieces) {
    if (p.owner !== s.toMove || !BENDERS.has(p.tile)) continue;
    for (const [flower, d] of bendsOf(c, p.place)) out.push(bendStep(p.place, flower, d));
  }
  for (const p of s.pieces) {
    if (p.owner !== s.toMove || p.tile !== 'S') continue;
    for (const [q, code] of promotionsOf(c, p.place)) out.push(useStep(p.place, 'promote', [q, code]));
  }
  for (const [p, code] of reincarnationsOf(c)) out.push(useStep(p, 'reincarnate', [code]));
  if (c.f.passOn) out.push(PASS);
  out.push(RESIGN);
  return out;
}

function legalMoves(s: WikiState): readonly Move[] {
  const hit = MOVES.get(s);
  if (hit) return hit;
  const moves = outcome(s).status === 'ongoing' ? generate(s) : [];
  const frozen = Object.freeze(moves);
  MOVES.set(s, frozen);
  return frozen;
}

// ---------------------------------------------------------------------------
// Ending a turn

function withPieces(pieces: WikiPiece[]): readonly WikiPiece[] {
  pieces.sort((a, b) => a.place - b.place);
  return Object.freeze(pieces.map((p) => Object.freeze(p)));
}

/** Closes the turn of the seat to act: removals for lost elements, the next seat, Chi Blocker marks, the pass count. */
function finishTurn(s: WikiState, passed: boolean): WikiState {
  const f = flagsOf(s.options);
  const n = f.seats;
  const mover = s.toMove;
  let out: OutSeat[] = [...s.out];
  let pieces = [...s.pieces];
  let pot = [...s.pot];
  const completed = s.turn;
  const remove = (seat: Seat) => {
    out.push({ seat, why: 'removed' });
    if (f.elimRemove) {
      for (const p of pieces.filter((q) => q.owner === seat)) pot.push({ tile: p.tile, owner: p.owner });
      pieces = pieces.filter((q) => q.owner !== seat);
    }
  };
  const hasEl = (seat: Seat) => pieces.some((p) => p.owner === seat && countsAsElement(f, p));
  if (f.loss === 'last-turn' && completed >= n && !isOut({ out }, mover) && !hasEl(mover)) remove(mover);
  if (f.loss === 'removed' && completed + 1 >= n) for (let seat = 0; seat < n; seat++) if (!isOut({ out }, seat as Seat) && !hasEl(seat as Seat)) remove(seat as Seat);
  const next = nextSeat(mover, n, out.map((o) => o.seat)) ?? mover;
  const turn = completed + 1;
  let mid: WikiState = Object.freeze({ ...s, pieces: withPieces(pieces), pot: Object.freeze(pot), out: Object.freeze(out.map((o) => Object.freeze(o))), toMove: next, turn, stage: Object.freeze({ kind: 'start' as const }), passes: passed ? s.passes + 1 : 0 });
  // Chi Blocker standing, counted at the start of each owner's turn; drop-capture immunity runs out after a full round.
  const c = ctxOf(mid);
  let changed = false;
  const updated = mid.pieces.map((p) => {
    let q: WikiPiece = p;
    if (tileOf(p).group === 'element') {
      const mark = !c.immob[p.place] ? undefined : p.owner === next ? (p.mark === undefined ? 1 : 2) : p.mark;
      if (mark !== p.mark) {
        const { mark: _m, ...rest } = p;
        q = mark === undefined ? rest : { ...rest, mark };
      }
    } else if (p.dropped !== undefined && turn - p.dropped >= n) {
      const { dropped: _d, ...rest } = p;
      q = rest;
    }
    if (q !== p) changed = true;
    return q;
  });
  if (changed) mid = Object.freeze({ ...mid, pieces: withPieces(updated) });
  return mid;
}

/** A state with the turn still in progress at `stage`. */
const inTurn = (s: WikiState, pieces: WikiPiece[], pot: PotEntry[], stage: WikiState['stage'], entered = s.entered): WikiState =>
  Object.freeze({ ...s, pieces: withPieces(pieces), pot: Object.freeze(pot.map((e) => Object.freeze(e))), stage: Object.freeze(stage), entered: Object.freeze([...entered]) });

// ---------------------------------------------------------------------------
// Outcome

/** Persons still in the game. */
function activePeople(s: WikiState): number[] {
  const out = new Set<number>();
  for (let x = 0; x < seatCount(s.options); x++) if (!isOut(s, x as Seat)) out.add(personOf(s.options, x as Seat));
  return [...out];
}

/** A person's score in words: `12 (gardens 3 + territory 4 + harmony 8 − disharmony 3)`. */
export const scoreWords = (x: Score): string => `${x.total} (gardens ${x.gardens} + territory ${x.territory} + harmony ${x.harmony} − disharmony ${x.disharmony})`;

/** The score of each seat (a person's score on each seat they play; under `wiki-teams` = team-score, the team's sum). */
export function seatScores(s: WikiState): { seat: Seat; points: number; label: string }[] {
  const sc = scores(s);
  const team = seatCount(s.options) === 4 && s.options['wiki-teams'] === 'team-score' && s.options['wiki-players'] === '4';
  return Array.from({ length: seatCount(s.options) }, (_, x) => {
    const mine = sc[personOf(s.options, x as Seat)] as Score;
    if (!team) return { seat: x as Seat, points: mine.total, label: scoreWords(mine) };
    const mate = sc[(x + 2) % 4] as Score;
    return { seat: x as Seat, points: mine.total + mate.total, label: `team ${mine.total + mate.total} (${scoreWords(mine)}, with ${seatWord(s.options, ((x + 2) % 4) as Seat)} ${mate.total})` };
  });
}

/**
 * The end of a game decided by score: placings best first (equal totals share a place, or under
 * `wiki-score-ties` = tiebreak territory, then harmony less disharmony, decide), the winner or a draw.
 */
function scoredEnd(s: WikiState, reason: string, rule: string): Outcome {
  const sc = scores(s);
  const team = seatCount(s.options) === 4 && s.options['wiki-teams'] === 'team-score' && s.options['wiki-players'] === '4';
  const tiebreak = s.options['wiki-score-ties'] === 'tiebreak';
  // Sides: people, or teams of two under team scoring.
  const sides = team
    ? [0, 1].map((t) => ({ seats: [t, t + 2] as Seat[], total: sc[t]!.total + sc[t + 2]!.total, territory: sc[t]!.territory + sc[t + 2]!.territory, net: sc[t]!.harmony - sc[t]!.disharmony + sc[t + 2]!.harmony - sc[t + 2]!.disharmony }))
    : sc.map((x) => ({ seats: seatsOf(s.options, x.person), total: x.total, territory: x.territory, net: x.harmony - x.disharmony }));
  const key = (x: (typeof sides)[number]) => (tiebreak ? [x.total, x.territory, x.net] : [x.total]);
  const cmp = (a: (typeof sides)[number], b: (typeof sides)[number]) => {
    const ka = key(a);
    const kb = key(b);
    for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return (kb[i] as number) - (ka[i] as number);
    return 0;
  };
  const order = [...sides].sort(cmp);
  const placings: Seat[][] = [];
  order.forEach((e, i) => {
    const prev = order[i - 1];
    if (prev && cmp(prev, e) === 0) placings[placings.length - 1]!.push(...e.seats);
    else placings.push([...e.seats]);
  });
  const scoresOut = seatScores(s);
  const tally = order.map((e) => `${e.seats.map((x) => seat(s, x)).join(' and ')} ${e.total}`).join(', ');
  const full = `${reason} Final score (gardens + territory + harmony − disharmony): ${tally}.`;
  const top = placings[0] as Seat[];
  const topSides = order.filter((e) => cmp(e, order[0]!) === 0);
  if (topSides.length > 1) return { status: 'draw', reason: `${full} The top score is shared.`, rule, scores: scoresOut, placings };
  const winners = top;
  return { status: 'win', winner: winners[0] as Seat, ...(winners.length > 1 ? { winners } : {}), reason: `${full} ${winners.map((x) => seat(s, x)).join(' and ')} ${winners.length > 1 ? 'win' : 'wins'}.`, rule, scores: scoresOut, placings };
}

const OUTCOME = new WeakMap<WikiState, Outcome>();

function computeOutcome(s: WikiState): Outcome {
  const f = flagsOf(s.options);
  const active = activePeople(s);
  if (active.length <= 1) {
    const resignedAll = s.out.every((o) => o.why === 'resigned');
    if (active.length === 1 && resignedAll) {
      const winners = seatsOf(s.options, active[0] as number);
      return { status: 'win', winner: winners[0] as Seat, ...(winners.length > 1 ? { winners } : {}), reason: `Every other player resigned: ${winners.map((x) => seat(s, x)).join(' and ')} ${winners.length > 1 ? 'win' : 'wins'}.`, rule: 'resigning' };
    }
    return scoredEnd(s, 'Only one player is left in the game.', 'keep-an-element');
  }
  if (s.stage.kind !== 'start') return { status: 'ongoing' };
  if (rulesOf(s.options).ring === 'v2') {
    // The older block: a ring around the centre "effectively wins the game".
    for (const person of active) if (aroundCentre(s, person)) {
      const winners = seatsOf(s.options, person);
      return { status: 'win', winner: winners[0] as Seat, ...(winners.length > 1 ? { winners } : {}), reason: `${winners.map((x) => seat(s, x)).join(' and ')} closed a harmony ring around the centre of the board, and ${winners.length > 1 ? 'win' : 'wins'}.`, rule: 'harmony-rings', scores: seatScores(s) };
    }
  }
  if (f.passOn && s.passes > active.length) return scoredEnd(s, `${s.passes} passes in a row, more than the ${active.length} players: the game ends.`, 'passing');
  if (s.turn >= f.seats) {
    const withEl = new Set<number>();
    for (const p of s.pieces) if (!isOut(s, p.owner) && countsAsElement(f, p)) withEl.add(personOf(s.options, p.owner));
    const mover = personOf(s.options, s.toMove);
    if (f.loss === 'last-turn' && withEl.size === 1 && withEl.has(mover)) return scoredEnd(s, `At the start of ${seat(s, s.toMove)}'s turn only ${seat(s, s.toMove)} has element tiles on the board: the game ends.`, 'keep-an-element');
    if (f.loss === 'at-once' && withEl.size <= 1) return scoredEnd(s, 'Only one player (or none) has element tiles on the board: the game ends.', 'keep-an-element');
  }
  if (f.noMovesEnd) {
    const acts = (x: WikiState) => generate(x).some((m) => m.type !== 'pass' && m.type !== 'resign');
    if (!acts(s)) {
      let any = false;
      for (let x = 0; x < f.seats && !any; x++) if (x !== s.toMove && !isOut(s, x as Seat)) any = acts(Object.freeze({ ...s, toMove: x as Seat }));
      if (!any) return scoredEnd(s, 'No player has a valid move left.', 'game-end');
    }
  }
  return { status: 'ongoing' };
}

function outcome(s: WikiState): Outcome {
  let o = OUTCOME.get(s);
  if (!o) {
    o = computeOutcome(s);
    OUTCOME.set(s, o);
  }
  return o;
}

// ---------------------------------------------------------------------------
// Creating, viewing, describing

function create(init: { readonly options?: OptionValues; readonly seed?: number } = {}): Result<WikiState> {
  const opts = resolve(OPTION_SPECS, init.options ?? {});
  if (!opts.ok) return opts;
  return buildState(opts.value, { toMove: 0, turn: 0, passes: 0, stage: { kind: 'start' }, pieces: [], pot: [], out: [] });
}

function handTiles(s: WikiState, x: Seat): string[] {
  const res = reserveOf(s, x);
  const out: string[] = [];
  TILES.forEach((t, i) => {
    for (let k = 0; k < (res[i] as number); k++) out.push(t.code);
  });
  return out;
}

function prompt(s: WikiState): string {
  const who = seat(s, s.toMove);
  if (s.stage.kind === 'dropped') return `${who}: move the tile just dropped (no capture), or end the turn`;
  if (s.stage.kind === 'moved') return `${who}: bend a flower with the element just moved, or end the turn`;
  const f = flagsOf(s.options);
  if (f.openingElement && isOpening(s)) return `${who}: enter an element tile to begin`;
  return `${who}: drop, move, bend${reincarnable(s) ? ', reincarnate' : ''}, promote${f.passOn ? ', pass' : ''} or resign`;
}

/** Rings, territory and immune flowers as shaded areas of the view (before the gardens, so a tap shows them first). */
function harmonyAreas(s: WikiState): { id: string; label: string; places: readonly PlaceId[]; shaded: true }[] {
  const out: { id: string; label: string; places: readonly PlaceId[]; shaded: true }[] = [];
  const sc = scores(s);
  for (const x of sc) {
    const who = seatsOf(s.options, x.person).map((q) => seat(s, q)).join(' and ');
    const r = rings(s, x.person);
    if (r.tiles.size) out.push({ id: `ring-${x.person}`, label: `${who}'s harmony ring${r.tiles.size > 4 ? 's' : ''}: ${r.tiles.size} tiles and the points between them`, places: [...r.tiles, ...r.paths].sort((a, b) => a - b) as PlaceId[], shaded: true });
    if (x.points.length) out.push({ id: `territory-${x.person}`, label: `${who}'s territory: ${x.points.length} empty point${x.points.length === 1 ? '' : 's'} inside the ring`, places: x.points as PlaceId[], shaded: true });
  }
  const immune = s.pieces.filter((p) => immuneAt(s, p.place)).map((p) => p.place);
  if (immune.length) out.push({ id: 'immune', label: `flowers immune to capture (more harmony than disharmony): ${immune.length}`, places: immune, shaded: true });
  return out;
}

const HARMONIES = new WeakMap<WikiState, readonly Harmony[]>();
/**
 * Every sending of harmony and disharmony (sender first, receiver second, the receiver's owner,
 * value +1 or −1) with its reason and rule, then each unnatural-garden point (one place) and each
 * flower immune to capture (one place, value 0).
 */
function harmonies(s: WikiState): readonly Harmony[] {
  const hit = HARMONIES.get(s);
  if (hit) return hit;
  const c = ctxOf(s);
  const ownerAt = (p: number) => (s.pieces[(c.occ[p] as number) - 1] as WikiPiece).owner;
  const out: Harmony[] = links(s).map((l) => ({ places: [l.from, l.to] as PlaceId[], kind: l.kind, rule: l.rule, reason: l.reason, owner: ownerAt(l.to), value: l.kind === 'harmony' ? 1 : -1 }));
  for (const g of gardenDisharmony(s)) out.push({ places: [g.place as PlaceId], kind: 'garden', rule: 'garden-disharmony', reason: g.reason, owner: ownerAt(g.place), value: -1 });
  for (const p of s.pieces) {
    if (!immuneAt(s, p.place)) continue;
    out.push({ places: [p.place], kind: 'immune', rule: 'net-harmony', reason: `${seat(s, p.owner)}'s ${tileOf(p).name} on ${placeName(p.place)} receives more harmony than disharmony: it is immune to capture.`, owner: p.owner, value: 0 });
  }
  const frozen = Object.freeze(out);
  HARMONIES.set(s, frozen);
  return frozen;
}

function view(s: WikiState, opts: { readonly revealHands?: boolean } = {}): BoardView {
  void opts;
  const L = layoutFor(s.options);
  const n = seatCount(s.options);
  const oc = outcome(s);
  const areas: { id: string; label: string; places: readonly PlaceId[]; shaded?: true }[] = harmonyAreas(s);
  areas.push(...GARDEN_IDS.map((id, g) => ({ id, label: GARDEN_NAMES[g] as string, places: L.points.filter((p) => (L.gardens[p] as number) & (1 << g)) })));
  areas.push(
    { id: 'walls', label: 'walls', places: L.points.filter((p) => L.side[p] === 0) },
    { id: 'piebald', label: 'points between gardens (piebald)', places: L.points.filter((p) => { const m = L.gardens[p] as number; return (m & (m - 1)) !== 0; }) },
  );
  return {
    variant: 'wiki',
    points: L.points,
    squares: [],
    pieces: s.pieces.map((p) => ({ place: p.place, tile: p.tile, owner: p.owner })),
    hands: Array.from({ length: n }, (_, x) => {
      const tiles = handTiles(s, x as Seat);
      return { player: x as Seat, tiles, hidden: false, size: tiles.length };
    }),
    seats: n,
    playerNames: seatNames(s.options),
    ...(n === 4 && s.options['wiki-teams'] !== 'opponents' ? { teams: [[0, 2], [1, 3]] as Seat[][] } : {}),
    ...(s.out.length ? { out: s.out.map((o) => o.seat) } : {}),
    toMove: s.toMove,
    turn: s.turn,
    prompt: oc.status === 'ongoing' ? prompt(s) : oc.reason,
    stage: oc.status !== 'ongoing' ? 'Game over' : s.stage.kind === 'dropped' ? 'Drop, then move' : s.stage.kind === 'moved' ? 'Move, then bend' : flagsOf(s.options).openingElement && isOpening(s) ? 'Entering elements' : 'Play',
    scores: seatScores(s),
    pot: s.pot.map((e) => ({ tile: e.tile, owner: e.owner })),
    areas,
    status: oc.status === 'ongoing' ? `${seat(s, s.toMove)} to act · turn ${s.turn + 1}${s.passes ? ` · ${s.passes} pass${s.passes === 1 ? '' : 'es'} in a row` : ''}` : oc.reason,
  };
}

function describe(s: WikiState): string {
  const L = layoutFor(s.options);
  const c = ctxOf(s);
  const lines = [`Pai Sho Project, ${flagsOf(s.options).people} players.`];
  if (s.pieces.length === 0) lines.push('The board is empty.');
  else {
    lines.push(`${s.pieces.length} tile${s.pieces.length === 1 ? '' : 's'} on the board:`);
    for (const p of s.pieces) {
      const t = tileOf(p);
      const notes: string[] = [];
      if (c.immob[p.place]) notes.push('immobilized by a Chi Blocker');
      if (immuneAt(s, p.place)) notes.push('immune to capture by net harmony');
      lines.push(`${seat(s, p.owner)}'s ${t.name} on ${placeName(p.place)}, in ${gardenWords(L.gardens[p.place] as number)}${notes.length ? ` (${notes.join(', ')})` : ''}.`);
    }
  }
  if (s.pot.length) lines.push(`Out of play: ${s.pot.map((e) => `${seat(s, e.owner)}'s ${tileByCode(e.tile)?.name ?? e.tile}${e.by !== undefined ? ` (taken by ${seat(s, e.by)})` : ' (removed)'}`).join(', ')}.`);
  for (const o of s.out) lines.push(`${seat(s, o.seat)} ${o.why === 'resigned' ? 'resigned' : 'was removed for losing every element'}.`);
  const oc = outcome(s);
  if (oc.status === 'ongoing' && s.pieces.length) lines.push(`Scores so far: ${seatScores(s).map((x) => `${seat(s, x.seat)} ${x.label}`).join('; ')}.`);
  lines.push(oc.status === 'ongoing' ? `${prompt(s)}.` : oc.reason);
  return lines.join('\n');
}

function describeArg(s: WikiState, m: Move, index: number): string {
  if (m.type !== 'use') return '';
  if (index === 1) return m.ability === 'bend' ? 'bend a flower' : m.ability === 'promote' ? 'promote an element' : 'reincarnate the Spirit Wheel';
  const a = m.args[index - 2];
  if (typeof a === 'string') {
    const name = tileByCode(a)?.name ?? a;
    return m.ability === 'reincarnate' ? `give the ${name} in exchange` : `into the ${name}`;
  }
  void s;
  return typeof a === 'number' ? placeName(a) : '';
}


// ---------------------------------------------------------------------------
// The effect of a legal step

export const seat = (s: WikiState, x: Seat) => seatWord(s.options, x);

/** Whether a step is among the legal next steps (`legalMoves`). */
export function isLegal(s: WikiState, m: Move): boolean {
  if (!m || typeof m !== 'object') return false;
  const legal = legalMoves(s);
  // Identity first: the listed steps are shared objects, so a step taken from the list is found at once.
  if (legal.includes(m)) return true;
  for (const l of legal) if (sameStep(l, m)) return true;
  return false;
}

const victimEntry = (s: WikiState, victim: WikiPiece, by: Seat): PotEntry => ({ tile: victim.tile, owner: victim.owner, by, ...(victim.tile === 'S' ? { turn: s.turn } : {}) });

/**
 * The position after a step that `isLegal` accepts (resigning is `applyResign`). Checks nothing:
 * the reasons a step is refused are in `engine.ts`.
 */
export function applyLegal(s: WikiState, m: Move): WikiState {
  const c = ctxOf(s);
  const stage = s.stage;
  if (m.type === 'end') return finishTurn(s, false);
  if (m.type === 'pass') return finishTurn(s, true);
  if (stage.kind === 'dropped' && m.type === 'move') {
    const pieces = s.pieces.map((p) => (p.place === stage.at ? { ...p, place: m.to } : p));
    return finishTurn(inTurn(s, pieces, [...s.pot], { kind: 'start' }), false);
  }
  if (m.type === 'place') {
    const t = tileByCode(m.tile) as WikiTile;
    const pieces = [...s.pieces];
    const pot = [...s.pot];
    const o = c.occ[m.to] as number;
    if (o) {
      const victim = s.pieces[o - 1] as WikiPiece;
      pot.push(victimEntry(s, victim, s.toMove));
      pieces.splice(pieces.indexOf(victim), 1);
    }
    pieces.push({ place: m.to, tile: m.tile, owner: s.toMove, ...(c.f.dropCapture && t.group !== 'element' ? { dropped: s.turn } : {}) });
    const entered = [...s.entered];
    const ei = ELEMENT_CODES.indexOf(m.tile);
    if (ei >= 0) entered[s.toMove] = (entered[s.toMove] as number) | (1 << ei);
    const mid = inTurn(s, pieces, pot, { kind: 'dropped', at: m.to }, entered);
    if (o || postDropMoves(ctxOf(mid), m.to).length === 0) return finishTurn({ ...mid, stage: { kind: 'start' } }, false);
    return mid;
  }
  if (m.type === 'move') {
    const { from, to } = m;
    const p = s.pieces[(c.occ[from] as number) - 1] as WikiPiece;
    const pieces = [...s.pieces];
    const pot = [...s.pot];
    let moved: WikiPiece | undefined = { place: to, tile: p.tile, owner: p.owner, ...(p.dropped !== undefined ? { dropped: p.dropped } : {}) };
    const capture = (c.occ[to] as number) > 0;
    if (capture) {
      const victim = s.pieces[(c.occ[to] as number) - 1] as WikiPiece;
      pot.push(victimEntry(s, victim, p.owner));
      if (capturerDies(c, p, to)) {
        const kam = (c.f.kamikaze === 'chi-blocker' && victim.tile === 'Qi') || (c.f.kamikaze === 'immobilized' && c.immob[to]);
        pot.push({ tile: p.tile, owner: p.owner, ...(kam ? { by: victim.owner } : {}), ...(p.tile === 'S' && kam ? { turn: s.turn } : {}) });
        moved = undefined;
      }
      pieces.splice(pieces.indexOf(victim), 1);
    }
    pieces.splice(pieces.indexOf(p), 1);
    if (moved) pieces.push(moved);
    if (!capture && moved && c.f.compound && BENDERS.has(p.tile) && standing(c, p) === 'free') {
      const staged = inTurn(s, pieces, pot, { kind: 'moved', at: to });
      if (bendsOf(ctxOf(staged), to).length > 0) return staged;
    }
    return finishTurn(inTurn(s, pieces, pot, { kind: 'start' }), false);
  }
  if (m.type === 'use' && m.ability === 'bend') {
    const flower = m.args[0] as number;
    const dest = m.args[1] as number;
    const fp = s.pieces[(c.occ[flower] as number) - 1] as WikiPiece;
    const pieces = s.pieces.filter((q) => q !== fp);
    const pot = [...s.pot];
    if (c.f.bendCapture && unnatural(c, tileOf(fp), dest)) pot.push({ tile: fp.tile, owner: fp.owner, ...(friends(s.options, s.toMove, fp.owner) ? {} : { by: s.toMove }) });
    else pieces.push({ ...fp, place: dest });
    return finishTurn(inTurn(s, pieces, pot, { kind: 'start' }), false);
  }
  if (m.type === 'use' && m.ability === 'promote') {
    const [q, code] = m.args as [number, string];
    const target = s.pieces[(c.occ[q] as number) - 1] as WikiPiece;
    const pieces = s.pieces.map((x) => (x === target ? { ...x, tile: code } : x));
    const entered = [...s.entered];
    entered[target.owner] = (entered[target.owner] as number) | (1 << ELEMENT_CODES.indexOf(code));
    return finishTurn(inTurn(s, pieces, [...s.pot], { kind: 'start' }, entered), false);
  }
  if (m.type === 'use' && m.ability === 'reincarnate') {
    const code = m.args[0] as string;
    const entry = reincarnable(s) as PotEntry;
    const pot = [...s.pot];
    pot.splice(pot.indexOf(entry), 1);
    pot.push({ tile: code, owner: s.toMove, ...(entry.by !== undefined ? { by: entry.by } : {}) });
    const pieces = [...s.pieces, { place: m.at, tile: 'S', owner: s.toMove }];
    const entered = [...s.entered];
    entered[s.toMove] = (entered[s.toMove] as number) | (1 << ELEMENT_CODES.indexOf(code));
    const mid = inTurn(s, pieces, pot, { kind: 'dropped', at: m.at }, entered);
    if (postDropMoves(ctxOf(mid), m.at).length === 0) return finishTurn({ ...mid, stage: { kind: 'start' } }, false);
    return mid;
  }
  throw new Error(`applyLegal: ${m.type} is not a legal step here`);
}

/** Resigning (any time at the start of a turn, by the player to act or their own other colour). */
export function applyResign(s: WikiState, who: Seat | undefined): Result<WikiState, Violation> {
  const x = who ?? s.toMove;
  if (s.stage.kind !== 'start') return err({ code: 'ERR_RESIGN', message: 'Resigning is an action of its own: finish or end this turn first.', rule: 'resigning' });
  if (x !== s.toMove && personOf(s.options, x) !== personOf(s.options, s.toMove)) {
    return err({ code: 'ERR_RESIGN', message: `Only the player to act resigns here (${seat(s, s.toMove)}).`, rule: 'resigning' });
  }
  const seats = seatsOf(s.options, personOf(s.options, x)).filter((q) => !isOut(s, q));
  const out = [...s.out, ...seats.map((q) => ({ seat: q, why: 'resigned' as const }))];
  return ok(finishTurn(Object.freeze({ ...s, out: Object.freeze(out), stage: Object.freeze({ kind: 'start' as const }) }), false));
}

/**
 * The rule a refused step of this kind falls under, for a refusal given before the explanations
 * are loaded (`client.ts`).
 */
export function stepRule(s: WikiState, m: Move): string {
  if (!m || typeof m !== 'object') return 'turn';
  if (outcome(s).status !== 'ongoing') return 'game-end';
  if (m.type === 'place') {
    const t = tileByCode(m.tile);
    return t ? zoneRule(t) : 'tile-set';
  }
  if (m.type === 'move') {
    if (s.stage.kind === 'dropped') return 'drop-and-move';
    const o = Number.isInteger(m.from) && m.from >= 0 && m.from < POINT_COUNT ? (ctxOf(s).occ[m.from] as number) : 0;
    return o ? tileOf(s.pieces[o - 1] as WikiPiece).rule : 'moving';
  }
  if (m.type === 'use') return m.ability === 'promote' ? 'promotion' : m.ability === 'reincarnate' ? 'reincarnation' : 'bending';
  if (m.type === 'pass') return 'passing';
  return 'turn';
}

/**
 * A step applied by the core alone: resigning, or a legal step; any other is refused with the
 * rule its kind of step falls under and a short message (`engine.ts` names the exact reason).
 */
export function applyStep(s: WikiState, m: Move): Result<WikiState, Violation> {
  if (m && typeof m === 'object' && m.type === 'resign' && outcome(s).status === 'ongoing') return applyResign(s, m.seat);
  if (isLegal(s, m)) return ok(applyLegal(s, m));
  return err({ code: 'ERR_STEP_REFUSED', message: 'That step is not legal here.', rule: stepRule(s, m) });
}

/**
 * A step read by the core alone: the text must be exactly how the engine writes one of the legal
 * steps (`formatStep`), as in the worked examples; undefined for anything else, which the whole
 * reader (`reading.ts`) reads or explains.
 */
export function readLegalStep(s: WikiState, text: string): Move | undefined {
  const t = String(text ?? '').trim().replace(/\s+/g, ' ');
  if (t.length > 60) return undefined;
  for (const m of legalMoves(s)) if (formatStep(s, m) === t) return m;
  return undefined;
}

/** The core's own step functions, for `formatTurn`. */
const legalOnly = { formatMove: formatStep, applyMove: applyStep };

/** A whole turn: the steps joined with `+`, a drop and the move of that tile folded into `Rs*10c-10f`. */
export function formatTurn(s: WikiState, steps: readonly Move[]): string {
  const first = steps[0];
  const second = steps[1];
  if (first?.type === 'place' && second?.type === 'move' && second.from === first.to && (steps.length === 2 || (steps.length === 3 && steps[2]?.type === 'end'))) {
    if (!s.pieces.some((p) => p.place === first.to)) return `${first.tile}*${placeName(first.to)}-${placeName(second.to)}`;
  }
  return formatTurnDefault(legalOnly, s, steps);
}


/** The methods of the engine that the core answers by itself (all but `applyMove`, `parseMove`, `parseTurn`, `fromSetup`). */
export const coreMethods = {
  spec,
  resolveOptions: (values?: OptionValues) => resolve(OPTION_SPECS, values ?? {}),
  create,
  toSetup,
  legalMoves,
  harmonies,
  outcome,
  formatMove: formatStep,
  formatPosition,
  parsePosition,
  options: (s: WikiState) => s.options,
  view,
  describe,
  describeArg,
  formatTurn,
};

export {
  ctxOf,
  dropCheck,
  Drop,
  generate,
  hasElement,
  isOpening,
  movesOf,
  outcome,
  postDropMoves,
  promotionsOf,
  reincarnable,
  reincarnationsOf,
  sovOf,
  standing,
  threatIndex,
  zoneOf,
  zoneRule,
};
