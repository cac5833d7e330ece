/**
 * @packageDocumentation
 * The Pai Sho Project engine, part 1: drops, movement, walls and Torii, capture,
 * bending, the Chi Blocker and the Spirit Wheel, sovereignty, 2–4 players, passing,
 * resigning and the end of the game. A turn is one action, made of single steps:
 * a drop may be followed by a move of that tile, and an element's move by a bend,
 * each optional (`end` closes the turn). Part 2 adds harmony and scoring.
 */
import { resolveOptions as resolve } from '../../core/options.ts';
import { err, ok, type Result } from '../../core/result.ts';
import { formatTurnDefault, nextSeat } from '../../core/steps.ts';
import type { BoardView, Harmony, Move, OptionValues, Outcome, Seat, VariantEngine, Violation } from '../../core/types.ts';
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
import { buildState, formatPosition, formatStep, fromSetup, parsePosition, parseStep, toSetup } from './notation.ts';
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

const violation = (code: string, message: string, rule: string): Result<never, Violation> => err({ code, message, rule });

// ---------------------------------------------------------------------------
// Drops

const zoneOf = (c: Ctx, t: WikiTile): Uint8Array => (t.group === 'element' ? c.L.dropElement : t.group === 'special' ? c.L.dropSpecial : c.L.dropFlower);
const zoneRule = (t: WikiTile): string => (t.group === 'white' || t.group === 'red' ? 'flower-drops' : 'element-drops');

/** Whether a flower dropped on turn `dropped` is still immune to drop capture. */
const fresh = (s: WikiState, p: WikiPiece): boolean => p.dropped !== undefined && s.turn - p.dropped < seatCount(s.options);

const isOpening = (s: WikiState): boolean => s.turn < seatCount(s.options);

/** Reasons a drop is refused, in the order they are checked. */
const Drop = { Ok: 0, Board: 1, Occupied: 2, NotFlowerCapture: 3, Fresh: 4, Zone: 5, Sovereign: 6, Threat: 7 } as const;
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
const PLACE_STEPS: (Move | undefined)[][] = TILES.map(() => new Array<Move | undefined>(POINT_COUNT));
const placeStep = (ti: number, p: number): Move => {
  const row = PLACE_STEPS[ti] as (Move | undefined)[];
  return (row[p] ??= Object.freeze({ type: 'place' as const, tile: (TILES[ti] as WikiTile).code, to: p }));
};
const USE_STEPS = new Map<string, Move>();
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
const MOVE_STEPS = new Map<number, Move>();
const moveStep = (from: number, to: number): Move => {
  const k = from * POINT_COUNT + to;
  let m = MOVE_STEPS.get(k);
  if (!m) {
    m = Object.freeze({ type: 'move' as const, from, to });
    MOVE_STEPS.set(k, m);
  }
  return m;
}

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

/** Why a tile of kind `t` may not be dropped by the seat to act on `p` (with the sovereignty `sov`), or undefined when it may. */
function dropProblem(c: Ctx, t: WikiTile, p: number, sov: { forbidden: number; targets: Sovereign[] }, zone: Uint8Array = zoneOf(c, t)): Violation | undefined {
  const s = c.s;
  const name = placeName(p);
  switch (dropCheck(c, t, p, sov, zone)) {
    case Drop.Ok:
      return undefined;
    case Drop.Board:
      return { code: 'ERR_DROP_BOARD', message: `${name} is not a playable point of the board.`, rule: 'board' };
    case Drop.Occupied:
      return { code: 'ERR_DROP_OCCUPIED', message: `${name} is taken: tiles are dropped on empty points.`, rule: 'dropping' };
    case Drop.NotFlowerCapture:
      return { code: 'ERR_DROP_OCCUPIED', message: `Only a red or white flower captures by dropping, and only an opponent's tile; ${name} is taken.`, rule: 'drop-capture' };
    case Drop.Fresh:
      return { code: 'ERR_DROP_FRESH', message: `The tile on ${name} was dropped less than a full round ago and is immune to drop capture.`, rule: 'drop-capture' };
    case Drop.Zone: {
      const wall = c.L.side[p] === 0;
      return {
        code: 'ERR_DROP_ZONE',
        message: wall
          ? `${name} is a wall point${c.L.torii[p] ? '' : ' that touches no Torii'}: ${c.L.torii[p] ? 'under these rules no' : 'no'} tile may be dropped there.`
          : t.group === 'white' || t.group === 'red' || s.options['wiki-special-flower-drop'] === 'generic'
            ? `The ${t.name} is dropped only ${s.options['wiki-flower-drop-zone'] === 'v2' ? 'on a point in or touching a Torii' : 'inside a neutral garden (yellow or Torii) or on a point touching a Torii'}; ${name} is in ${gardenWords(c.L.gardens[p] as number)}.`
            : `${name} may not take a ${t.name}.`,
        rule: wall ? 'walls' : zoneRule(t),
      };
    }
    case Drop.Sovereign:
      return { code: 'ERR_DROP_SOVEREIGN', message: `An opponent's tile holds single sovereignty over ${gardenWords((c.L.gardens[p] as number) & sov.forbidden)}: no tile may be dropped into it or on its border.`, rule: 'single-sovereignty' };
    case Drop.Threat:
      return threatOf(c, p, t, sov.targets);
  }
}

/** The sovereignty a tile of kind `t` standing on `p` would break by threatening a sovereign tile. */
function threatOf(c: Ctx, p: number, t: WikiTile, targets: readonly Sovereign[]): Violation | undefined {
  const i = threatIndex(c, p, t, targets);
  if (i < 0) return undefined;
  const T = targets[i] as Sovereign;
  const victim = c.s.pieces[(c.occ[T.place] as number) - 1] as WikiPiece;
  return {
    code: 'ERR_DROP_THREAT',
    message: `From ${placeName(p)} the new ${t.name} would threaten the ${tileOf(victim).name} on ${placeName(T.place)}, which holds ${T.kind} sovereignty; a newly dropped tile may not.`,
    rule: T.kind === 'single' ? 'single-sovereignty' : 'partial-sovereignty',
  };
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

const MOVES = new WeakMap<WikiState, readonly Move[]>();

const GEN = new WeakMap<WikiState, Move[]>();

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
    for (const [flower, d] of bendsOf(c, s.stage.at)) out.push(useStep(s.stage.at, 'bend', [flower, d]));
    out.push(END);
    return out;
  }
  const sov = sovOf(c);
  for (const i of droppableKinds(c)) {
    const t = TILES[i] as WikiTile;
    const zone = zoneOf(c, t);
    const list = t.group === 'element' ? c.L.dropElementList : t.group === 'special' ? c.L.dropSpecialList : c.L.dropFlowerList;
    const bad = threatMask(c, t, sov.targets);
    for (const p of list) {
      if (c.occ[p] && !c.f.dropCapture) continue;
      if (dropCheck(c, t, p, sov, zone, bad) === Drop.Ok) out.push(placeStep(i, p));
    }
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
    for (const [flower, d] of bendsOf(c, p.place)) out.push(useStep(p.place, 'bend', [flower, d]));
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
// Applying a step

const seat = (s: WikiState, x: Seat) => seatWord(s.options, x);

function applyMove(s: WikiState, m: Move): Result<WikiState, Violation> {
  const oc = outcome(s);
  if (oc.status !== 'ongoing') return violation('ERR_GAME_OVER', `The game is over: ${oc.reason}`, oc.rule);
  if (!m || typeof m !== 'object') return violation('ERR_STEP', 'That is not a step.', 'turn');
  if (m.type === 'resign') return applyResign(s, m.seat);
  const c = ctxOf(s);
  const me = s.toMove;
  const stage = s.stage;
  if (m.type === 'end') {
    if (stage.kind === 'start') return violation('ERR_END', 'Nothing has been done this turn yet: drop, move, bend, promote, reincarnate or pass.', 'turn');
    return ok(finishTurn(s, false));
  }
  if (stage.kind !== 'start') {
    const a = stage.at;
    if (stage.kind === 'dropped') {
      if (m.type !== 'move' || m.from !== a) return violation('ERR_STAGE', `The turn goes on with the tile just dropped on ${placeName(a)}: move it, or end the turn.`, 'drop-and-move');
      if (!postDropMoves(c, a).includes(m.to)) return violation('ERR_DROP_MOVE', postDropWhy(c, a, m.to), whyRule(c, a, m.to, true));
      const pieces = s.pieces.map((p) => (p.place === a ? { ...p, place: m.to } : p));
      return ok(finishTurn(inTurn(s, pieces, [...s.pot], { kind: 'start' }), false));
    }
    if (m.type !== 'use' || m.ability !== 'bend' || m.at !== a) return violation('ERR_STAGE', `The turn goes on with the element just moved to ${placeName(a)}: bend a flower in its reach, or end the turn.`, 'move-and-bend');
    return applyBend(s, c, m);
  }
  if (c.f.openingElement && isOpening(s) && m.type !== 'place') {
    return violation('ERR_OPENING', `${seat(s, me)}'s first turn enters an element tile${c.f.chiCounts ? '' : ' (not the Chi Blocker)'}.`, 'opening');
  }
  switch (m.type) {
    case 'place':
      return applyDrop(s, c, m.tile, m.to);
    case 'move':
      return applyPlainMove(s, c, m.from, m.to);
    case 'use':
      if (m.ability === 'bend') return applyBend(s, c, m);
      if (m.ability === 'promote') return applyPromote(s, c, m);
      if (m.ability === 'reincarnate') return applyReincarnate(s, c, m);
      return violation('ERR_ABILITY', `“${String(m.ability).slice(0, 16)}” is not an ability of these rules: bend, promote and reincarnate are.`, 'turn');
    case 'pass':
      if (!c.f.passOn) return violation('ERR_PASS', 'Passing is switched off under these rules.', 'passing');
      return ok(finishTurn(s, true));
    default:
      return violation('ERR_STEP', `There is no “${String(m.type).slice(0, 12)}” step in these rules.`, 'turn');
  }
}

function applyDrop(s: WikiState, c: Ctx, code: string, to: PlaceId): Result<WikiState, Violation> {
  const t = tileByCode(code);
  if (!t) return violation('ERR_TILE', `“${String(code).slice(0, 4)}” is not a tile of this set.`, 'tile-set');
  if (!Number.isInteger(to) || to < 0 || to >= POINT_COUNT || !c.L.onBoard[to]) return violation('ERR_DROP_BOARD', `${Number.isInteger(to) && to >= 0 && to < POINT_COUNT ? placeName(to) : 'That place'} is not a playable point.`, 'board');
  const res = reserveOf(s, s.toMove);
  if ((res[TILE_INDEX.get(code) as number] as number) <= 0) return violation('ERR_DROP_NONE', `${seat(s, s.toMove)} has no ${t.name} left in reserve.`, 'tile-set');
  if (c.f.openingElement && isOpening(s) && !countsAsElement(c.f, { tile: t.code })) {
    return violation('ERR_OPENING', `${seat(s, s.toMove)}'s first turn enters an element tile${c.f.chiCounts ? '' : ' that counts for survival (not the Chi Blocker)'}, not a ${t.name}.`, 'opening');
  }
  const problem = dropProblem(c, t, to, sovOf(c));
  if (problem) return err(problem);
  const pieces = [...s.pieces];
  const pot = [...s.pot];
  const o = c.occ[to] as number;
  let captured = false;
  if (o) {
    const victim = s.pieces[o - 1] as WikiPiece;
    pot.push(victimEntry(s, victim, s.toMove));
    pieces.splice(pieces.indexOf(victim), 1);
    captured = true;
  }
  pieces.push({ place: to, tile: code, owner: s.toMove, ...(c.f.dropCapture && t.group !== 'element' ? { dropped: s.turn } : {}) });
  const entered = [...s.entered];
  const ei = ELEMENT_CODES.indexOf(code);
  if (ei >= 0) entered[s.toMove] = (entered[s.toMove] as number) | (1 << ei);
  const mid = inTurn(s, pieces, pot, { kind: 'dropped', at: to }, entered);
  if (captured || postDropMoves(ctxOf(mid), to).length === 0) return ok(finishTurn({ ...mid, stage: { kind: 'start' } }, false));
  return ok(mid);
}

const victimEntry = (s: WikiState, victim: WikiPiece, by: Seat): PotEntry => ({ tile: victim.tile, owner: victim.owner, by, ...(victim.tile === 'S' ? { turn: s.turn } : {}) });

function applyPlainMove(s: WikiState, c: Ctx, from: PlaceId, to: PlaceId): Result<WikiState, Violation> {
  const o = Number.isInteger(from) && from >= 0 && from < POINT_COUNT ? (c.occ[from] as number) : 0;
  if (!o) return violation('ERR_MOVE_EMPTY', `There is no tile on ${Number.isInteger(from) && from >= 0 && from < POINT_COUNT ? placeName(from) : 'that place'} to move.`, 'moving');
  const p = s.pieces[o - 1] as WikiPiece;
  const t = tileOf(p);
  if (p.owner !== s.toMove) return violation('ERR_MOVE_OWNER', `The ${t.name} on ${placeName(from)} is ${seat(s, p.owner)}'s: a player moves only their own tiles (and bends flowers with elements).`, 'moving');
  const sovMask = c.f.sovMoves ? sovOf(c).forbidden : 0;
  const hit = movesOf(c, p, sovMask).find(([q]) => q === to);
  if (!hit) return err(moveWhy(c, p, to, sovMask));
  const pieces = [...s.pieces];
  const pot = [...s.pot];
  const idx = pieces.indexOf(p);
  let moved: WikiPiece | undefined = { place: to, tile: p.tile, owner: p.owner, ...(p.dropped !== undefined ? { dropped: p.dropped } : {}) };
  if (hit[1]) {
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
  void idx;
  if (moved) pieces.push(moved);
  const mid = inTurn(s, pieces, pot, { kind: 'start' });
  if (!hit[1] && moved && c.f.compound && BENDERS.has(p.tile) && standing(c, p) === 'free') {
    const staged = inTurn(s, pieces, pot, { kind: 'moved', at: to });
    if (bendsOf(ctxOf(staged), to).length > 0) return ok(staged);
  }
  return ok(finishTurn(mid, false));
}

function applyBend(s: WikiState, c: Ctx, m: Extract<Move, { type: 'use' }>): Result<WikiState, Violation> {
  const from = m.at;
  const o = Number.isInteger(from) && from >= 0 && from < POINT_COUNT ? (c.occ[from] as number) : 0;
  if (!o) return violation('ERR_BEND_EMPTY', 'There is no element there to bend with.', 'bending');
  const p = s.pieces[o - 1] as WikiPiece;
  const t = tileOf(p);
  if (p.owner !== s.toMove) return violation('ERR_BEND_OWNER', `The ${t.name} on ${placeName(from)} is ${seat(s, p.owner)}'s: a player bends with their own elements.`, 'bending');
  if (!BENDERS.has(p.tile)) return violation('ERR_BEND_TILE', `The ${t.name} does not bend: only Air, Water, Earth, Fire and the Spirit Wheel do.`, t.code === 'Qi' ? 'chi-blocker' : 'bending');
  if (c.immob[from]) return violation('ERR_BEND_BLOCKED', `The ${t.name} on ${placeName(from)} stands next to a Chi Blocker, which stops it from bending.`, 'immobilize');
  if (m.args.length !== 2 || typeof m.args[0] !== 'number' || typeof m.args[1] !== 'number') return violation('ERR_BEND_ARGS', 'A bend names the flower and where it goes.', 'bending');
  const flower = m.args[0];
  const dest = m.args[1];
  const fo = Number.isInteger(flower) && flower >= 0 && flower < POINT_COUNT ? (c.occ[flower] as number) : 0;
  const fp = fo ? (s.pieces[fo - 1] as WikiPiece) : undefined;
  if (!fp || tileOf(fp).group === 'element') return violation('ERR_BEND_TARGET', 'Only flowers are bent, and the bend must name one.', 'bending');
  let reached = false;
  forEachBendTarget(c, from, t, (q) => (q === flower ? (reached = true) : undefined));
  if (!reached) {
    if (c.immob[flower]) return violation('ERR_BEND_TARGET', `The ${tileOf(fp).name} on ${placeName(flower)} is immobilized by a Chi Blocker and cannot be moved, even by bending.`, 'immobilize');
    return violation('ERR_BEND_REACH', `The ${t.name} on ${placeName(from)} cannot reach the ${tileOf(fp).name} on ${placeName(flower)} as if to capture it${t.code === 'W' ? ' (Water bends only along diagonals)' : t.code === 'S' ? ' (the Spirit Wheel must hop over exactly one tile or wall)' : ''}.`, t.code === 'S' ? 'hop-capture' : 'bending');
  }
  if (!bendDestinations(c, from, t, flower).includes(dest)) {
    return violation('ERR_BEND_DEST', `The ${tileOf(fp).name} cannot be bent to ${Number.isInteger(dest) && dest >= 0 && dest < POINT_COUNT ? placeName(dest) : 'that place'}: ${t.code === 'A' ? 'Air bends a flower one knight move' : 'a bent flower moves one step as the element would, or straight toward or away from it within 7 points'}, onto an empty point, passing no tile and crossing no wall unless it touches a Torii.`, t.code === 'A' ? 'knight-bend' : 'bend-limits');
  }
  const pieces = s.pieces.filter((q) => q !== fp);
  const pot = [...s.pot];
  if (c.f.bendCapture && unnatural(c, tileOf(fp), dest)) pot.push({ tile: fp.tile, owner: fp.owner, ...(friends(s.options, s.toMove, fp.owner) ? {} : { by: s.toMove }) });
  else pieces.push({ ...fp, place: dest });
  return ok(finishTurn(inTurn(s, pieces, pot, { kind: 'start' }), false));
}

function applyPromote(s: WikiState, c: Ctx, m: Extract<Move, { type: 'use' }>): Result<WikiState, Violation> {
  const o = Number.isInteger(m.at) && m.at >= 0 && m.at < POINT_COUNT ? (c.occ[m.at] as number) : 0;
  const w = o ? (s.pieces[o - 1] as WikiPiece) : undefined;
  if (!w || w.tile !== 'S' || w.owner !== s.toMove) return violation('ERR_PROMOTE_WHEEL', 'Promotion is done by your own Spirit Wheel on the board.', 'promotion');
  const [q, code] = m.args;
  const found = promotionsOf(c, m.at).some(([a, b]) => a === q && b === code);
  if (!found) {
    const target = typeof q === 'number' && q >= 0 && q < POINT_COUNT && c.occ[q] ? (s.pieces[(c.occ[q] as number) - 1] as WikiPiece) : undefined;
    const why = !target || tileOf(target).group !== 'element'
      ? 'it promotes an element tile next to it'
      : !friends(s.options, s.toMove, target.owner) && c.f.demote === 'no'
        ? 'it changes only friendly elements (no demotion of an opponent’s)'
        : 'the new kind must be another element that is neither on the board nor captured';
    return violation('ERR_PROMOTE', `That promotion is not possible: ${why}.`, 'promotion');
  }
  const target = s.pieces[(c.occ[q as number] as number) - 1] as WikiPiece;
  const pieces = s.pieces.map((x) => (x === target ? { ...x, tile: code as string } : x));
  const entered = [...s.entered];
  entered[target.owner] = (entered[target.owner] as number) | (1 << ELEMENT_CODES.indexOf(code as string));
  return ok(finishTurn(inTurn(s, pieces, [...s.pot], { kind: 'start' }, entered), false));
}

function applyReincarnate(s: WikiState, c: Ctx, m: Extract<Move, { type: 'use' }>): Result<WikiState, Violation> {
  const entry = reincarnable(s);
  if (!entry) return violation('ERR_REINCARNATE', `${seat(s, s.toMove)} has no captured Spirit Wheel to reincarnate${c.f.reincNext ? ' now (only on the first turn after its capture)' : ''}.`, 'reincarnation');
  const code = m.args[0];
  const res = reserveOf(s, s.toMove);
  if (typeof code !== 'string' || code === 'S' || !ELEMENT_CODES.includes(code) || (res[TILE_INDEX.get(code) as number] as number) <= 0) {
    return violation('ERR_REINCARNATE', 'The Wheel comes back in exchange for another element of yours that is neither on the board nor captured.', 'reincarnation');
  }
  if (!reincarnationsOf(c).some(([p, x]) => p === m.at && x === code)) {
    const wheel = tileByCode('S') as WikiTile;
    const pr = Number.isInteger(m.at) && m.at >= 0 && m.at < POINT_COUNT ? dropProblem(c, wheel, m.at, sovOf(c), c.f.reincAny ? c.L.dropAny : c.L.dropElement) : undefined;
    return err(pr ?? { code: 'ERR_REINCARNATE', message: 'The reincarnated Wheel must be dropped on a legal point.', rule: 'reincarnation' });
  }
  const pot = [...s.pot];
  pot.splice(pot.indexOf(entry), 1);
  pot.push({ tile: code, owner: s.toMove, ...(entry.by !== undefined ? { by: entry.by } : {}) });
  const pieces = [...s.pieces, { place: m.at, tile: 'S', owner: s.toMove }];
  const entered = [...s.entered];
  entered[s.toMove] = (entered[s.toMove] as number) | (1 << ELEMENT_CODES.indexOf(code));
  const mid = inTurn(s, pieces, pot, { kind: 'dropped', at: m.at }, entered);
  if (postDropMoves(ctxOf(mid), m.at).length === 0) return ok(finishTurn({ ...mid, stage: { kind: 'start' } }, false));
  return ok(mid);
}

function applyResign(s: WikiState, who: Seat | undefined): Result<WikiState, Violation> {
  const x = who ?? s.toMove;
  if (s.stage.kind !== 'start') return violation('ERR_RESIGN', 'Resigning is an action of its own: finish or end this turn first.', 'resigning');
  if (x !== s.toMove && personOf(s.options, x) !== personOf(s.options, s.toMove)) {
    return violation('ERR_RESIGN', `Only the player to act resigns here (${seat(s, s.toMove)}).`, 'resigning');
  }
  const seats = seatsOf(s.options, personOf(s.options, x)).filter((q) => !isOut(s, q));
  const out = [...s.out, ...seats.map((q) => ({ seat: q, why: 'resigned' as const }))];
  return ok(finishTurn(Object.freeze({ ...s, out: Object.freeze(out), stage: Object.freeze({ kind: 'start' as const }) }), false));
}

// ---------------------------------------------------------------------------
// Why a step is refused (the rule it breaks)

function moveWhy(c: Ctx, p: WikiPiece, to: number, sovMask: number): Violation {
  const t = tileOf(p);
  const from = p.place;
  const name = Number.isInteger(to) && to >= 0 && to < POINT_COUNT ? placeName(to) : 'that place';
  const st = standing(c, p);
  if (st === 'frozen') return { code: 'ERR_IMMOBILIZED', message: `The ${t.name} on ${placeName(from)} is immobilized by an adjacent Chi Blocker.`, rule: t.group === 'element' ? 'withdraw' : 'immobilize' };
  if (st === 'withdraw') return { code: 'ERR_WITHDRAW', message: `The ${t.name} on ${placeName(from)} is next to a Chi Blocker: this turn it may only withdraw one point (${t.code === 'A' ? 'orthogonally' : 'as it moves'}) to a point away from it.`, rule: 'withdraw' };
  if (!(Number.isInteger(to) && to >= 0 && to < POINT_COUNT) || !c.L.onBoard[to]) return { code: 'ERR_MOVE_BOARD', message: `${name} is not a playable point.`, rule: 'board' };
  if (to === from) return { code: 'ERR_MOVE_NONE', message: 'A move goes to another point.', rule: 'moving' };
  if ((c.L.gardens[to] as number) & sovMask) return { code: 'ERR_MOVE_SOVEREIGN', message: `An opponent's tile holds single sovereignty over ${gardenWords((c.L.gardens[to] as number) & sovMask)}, and under these rules no move may invade it.`, rule: 'single-sovereignty' };
  // Would it reach ignoring walls? Then the wall stopped it.
  let geometric = false;
  let capturable = false;
  const victim = c.occ[to] ? (c.s.pieces[(c.occ[to] as number) - 1] as WikiPiece) : undefined;
  forEachMove(c, from, t, p.owner, true, true, (q) => (q === to ? (geometric = true) : undefined));
  if (!geometric && victim) {
    // the tile could reach the point but not capture what is there
    const lifted = withVacated(c, to, () => {
      let r = false;
      forEachMove(c, from, t, p.owner, false, true, (q) => (q === to ? (r = true) : undefined));
      return r;
    });
    capturable = lifted;
  }
  if (victim && capturable) {
    if (friends(c.s.options, p.owner, victim.owner)) return { code: 'ERR_CAPTURE_OWN', message: `The ${tileOf(victim).name} on ${name} is ${victim.owner === p.owner ? 'your own' : 'a team-mate’s'}: tiles capture only opponents.`, rule: 'capture' };
    if (t.code === 'Qi') return { code: 'ERR_CHI_CAPTURE', message: 'The Chi Blocker captures only with a one-point step, only an element, and only one it has already immobilized.', rule: 'chi-capture' };
    if (t.code === 'S') return { code: 'ERR_HOP', message: 'The Spirit Wheel captures only by hopping over exactly one tile or one wall, onto an element.', rule: 'hop-capture' };
    if (t.group === 'element' && tileOf(victim).group !== 'element') return { code: 'ERR_CAPTURE_RIGHTS', message: `Element tiles capture only elements, not the ${tileOf(victim).name} on ${name}; bend it instead.`, rule: 'capture-rights' };
    if (t.diagonalCapture) return { code: 'ERR_CAPTURE_DIAGONAL', message: `The ${t.name} captures only along a diagonal.`, rule: t.rule };
    return { code: 'ERR_CAPTURE', message: `The ${t.name} cannot capture on ${name}.`, rule: 'capture-rights' };
  }
  if (victim) return { code: 'ERR_MOVE_OCCUPIED', message: `${name} is taken, and the ${t.name} cannot capture there.`, rule: 'capture' };
  // Try again with walls out of the question: the same geometry on a board with no walls is not kept, so name the wall when the path crosses one.
  const dx = X[to]! - X[from]!;
  const dy = Y[to]! - Y[from]!;
  const straight = dx === 0 || dy === 0 || Math.abs(dx) === Math.abs(dy);
  const sides = (c.L.side[from] as number) | (c.L.side[to] as number);
  if (sides === 3 || (straight && crossesLine(c, from, dx, dy))) {
    return { code: 'ERR_WALL', message: `That path crosses a garden wall: stop on the wall first, or go through a Torii.`, rule: 'wall-crossing' };
  }
  return { code: 'ERR_MOVE_PATTERN', message: `The ${t.name} cannot go from ${placeName(from)} to ${name}: it moves ${spec.tiles[TILE_INDEX.get(t.code) as number]?.props?.moves ?? 'as its entry says'}, and no tile may be passed over.`, rule: t.move === 'knight' ? (t.group === 'element' ? t.rule : 'knight-moves') : t.rule };
}

function crossesLine(c: Ctx, from: number, dx: number, dy: number): boolean {
  const k = Math.max(Math.abs(dx), Math.abs(dy));
  const sx = Math.sign(dx);
  const sy = Math.sign(dy);
  let mask = 0;
  for (let i = 0; i <= k; i++) {
    const q = at(X[from]! + sx * i, Y[from]! + sy * i);
    if (q >= 0) mask |= c.L.side[q] as number;
  }
  return mask === 3;
}

function postDropWhy(c: Ctx, a: number, to: number): string {
  const name = Number.isInteger(to) && to >= 0 && to < POINT_COUNT ? placeName(to) : 'that place';
  if (Number.isInteger(to) && to >= 0 && to < POINT_COUNT && c.occ[to]) return `A tile moved after its drop may not capture, and ${name} is taken.`;
  return `The tile just dropped on ${placeName(a)} cannot move to ${name}.`;
}

function whyRule(c: Ctx, a: number, to: number, _drop: boolean): string {
  if (!(Number.isInteger(to) && to >= 0 && to < POINT_COUNT)) return 'board';
  if (c.occ[to]) return 'drop-and-move';
  const sov = sovOf(c, a);
  if ((c.L.gardens[to] as number) & sov.forbidden) return 'single-sovereignty';
  const p = c.s.pieces[(c.occ[a] as number) - 1] as WikiPiece;
  const threat = withVacated(c, a, () => threatOf(c, to, tileOf(p), sov.targets));
  if (threat) return threat.rule;
  return tileOf(p).rule;
}

// ---------------------------------------------------------------------------
// Outcome

/** Persons still in the game. */
function activePeople(s: WikiState): number[] {
  const out = new Set<number>();
  for (let x = 0; x < seatCount(s.options); x++) if (!isOut(s, x as Seat)) out.add(personOf(s.options, x as Seat));
  return [...out];
}

/**
 * Garden points: each garden touched or occupied by the tiles of one person only scores 1 for them
 * (the page's GT). Part 2 adds harmony, disharmony and territory to the score.
 */
export function gardenScores(s: WikiState): number[] {
  const L = layoutFor(s.options);
  const people = flagsOf(s.options).people;
  const owners = new Array<number>(12).fill(-1);
  for (const p of s.pieces) {
    const m = L.gardens[p.place] as number;
    const who = personOf(s.options, p.owner);
    for (let g = 0; g < 12; g++) if (m & (1 << g)) owners[g] = owners[g] === -1 || owners[g] === who ? who : -2;
  }
  const scores = new Array<number>(people).fill(0);
  for (const o of owners) if (o >= 0) scores[o]! += 1;
  return scores;
}

function scoredEnd(s: WikiState, reason: string, rule: string): Outcome {
  const gs = gardenScores(s);
  const people = gs.map((points, person) => ({ person, points }));
  const order = [...people].sort((a, b) => b.points - a.points);
  const placings: Seat[][] = [];
  for (const e of order) {
    const seats = seatsOf(s.options, e.person);
    const last = placings[placings.length - 1];
    const prev = order[order.indexOf(e) - 1];
    if (last && prev && prev.points === e.points) last.push(...seats);
    else placings.push([...seats]);
  }
  const scores = Array.from({ length: seatCount(s.options) }, (_, x) => ({ seat: x as Seat, points: gs[personOf(s.options, x as Seat)] as number, label: 'garden points' }));
  const top = order[0] as { person: number; points: number };
  const tied = order.filter((e) => e.points === top.points);
  const tally = order.map((e) => `${seatsOf(s.options, e.person).map((x) => seat(s, x)).join(' and ')} ${e.points}`).join(', ');
  const full = `${reason} Scored by gardens only (harmony and territory are not counted yet): ${tally}.`;
  if (tied.length > 1) return { status: 'draw', reason: `${full} The top score is shared.`, rule, scores, placings };
  const winners = seatsOf(s.options, top.person);
  return { status: 'win', winner: winners[0] as Seat, ...(winners.length > 1 ? { winners } : {}), reason: `${full} ${winners.map((x) => seat(s, x)).join(' and ')} ${winners.length > 1 ? 'win' : 'wins'}.`, rule, scores, placings };
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

function view(s: WikiState, opts: { readonly revealHands?: boolean } = {}): BoardView {
  void opts;
  const L = layoutFor(s.options);
  const n = seatCount(s.options);
  const oc = outcome(s);
  const gs = gardenScores(s);
  const areas = GARDEN_IDS.map((id, g) => ({ id, label: GARDEN_NAMES[g] as string, places: L.points.filter((p) => (L.gardens[p] as number) & (1 << g)) }));
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
    scores: Array.from({ length: n }, (_, x) => ({ seat: x as Seat, points: gs[personOf(s.options, x as Seat)] as number, label: 'garden points' })),
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
      lines.push(`${seat(s, p.owner)}'s ${t.name} on ${placeName(p.place)}, in ${gardenWords(L.gardens[p.place] as number)}${notes.length ? ` (${notes.join(', ')})` : ''}.`);
    }
  }
  if (s.pot.length) lines.push(`Out of play: ${s.pot.map((e) => `${seat(s, e.owner)}'s ${tileByCode(e.tile)?.name ?? e.tile}${e.by !== undefined ? ` (taken by ${seat(s, e.by)})` : ' (removed)'}`).join(', ')}.`);
  for (const o of s.out) lines.push(`${seat(s, o.seat)} ${o.why === 'resigned' ? 'resigned' : 'was removed for losing every element'}.`);
  const oc = outcome(s);
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

/** A whole turn: the steps joined with `+`, a drop and the move of that tile folded into `Rs*10c-10f`. */
function formatTurn(s: WikiState, steps: readonly Move[]): string {
  const first = steps[0];
  const second = steps[1];
  if (first?.type === 'place' && second?.type === 'move' && second.from === first.to && (steps.length === 2 || (steps.length === 3 && steps[2]?.type === 'end'))) {
    if (!s.pieces.some((p) => p.place === first.to)) return `${first.tile}*${placeName(first.to)}-${placeName(second.to)}`;
  }
  return formatTurnDefault(engine, s, steps);
}

function parseTurn(s: WikiState, text: string): Result<readonly Move[]> {
  const t = String(text ?? '').trim();
  const folded = /^([A-Za-z]{1,2})\s*\*\s*((?:1[0-9]|[1-9])[a-sA-S])\s*-\s*((?:1[0-9]|[1-9])[a-sA-S])$/.exec(t);
  if (folded) {
    const drop = parseStep(s, `${folded[1]}*${folded[2]}`);
    if (!drop.ok) return drop;
    const after = applyMove(s, drop.value);
    const dropAt = (drop.value as { to: number }).to;
    const to = parseStep(after.ok ? after.value : s, `${folded[2]}-${folded[3]}`);
    if (!to.ok) return to;
    void dropAt;
    return ok([drop.value, to.value]);
  }
  const parts = t.split(/[+_]/).map((x) => x.trim());
  if (t === '' || parts.some((x) => x === '')) return err({ code: 'ERR_TURN_SYNTAX', message: 'Join the steps of a turn with a single +.', rule: 'move-notation' });
  const steps: Move[] = [];
  let cur = s;
  for (const [i, part] of parts.entries()) {
    const m = parseStep(cur, part);
    if (!m.ok) return m;
    steps.push(m.value);
    if (i < parts.length - 1) {
      const r = applyMove(cur, m.value);
      if (!r.ok) return err({ code: r.error.code, message: `Step ${i + 1} (“${part.slice(0, 30)}”): ${r.error.message}`, rule: r.error.rule });
      cur = r.value;
    }
  }
  return ok(steps);
}

export const engine: VariantEngine<WikiState> = Object.freeze({
  spec,
  resolveOptions: (values?: OptionValues) => resolve(OPTION_SPECS, values ?? {}),
  create,
  fromSetup,
  toSetup,
  legalMoves,
  applyMove,
  /** Harmony arrives with part 2; part 1 reports none. */
  harmonies: (_s: WikiState): readonly Harmony[] => [],
  outcome,
  parseMove: parseStep,
  formatMove: formatStep,
  formatPosition,
  parsePosition,
  options: (s: WikiState) => s.options,
  view,
  describe,
  describeArg,
  formatTurn,
  parseTurn,
});

/** For tests: the seat that holds an element kind on the board, by place. */
export const internals = { ctxOf, generate, gardenScores, hasElement };
