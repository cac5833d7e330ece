/**
 * @packageDocumentation
 * The Pai Sho Project engine's core: what a board needs to show a position and list what may
 * be played — the legal steps (drops, movement, walls and Torii, capture, bending, the Chi
 * Blocker and the Spirit Wheel, sovereignty, immunity), the end of the game, harmonies, the
 * view and the description, and reading the compact position text.
 *
 * The effect of a step (`play.ts`), why a step is refused (`engine.ts`), reading steps and
 * setups (`reading.ts`) and writing (`notation-write.ts`) come in the browser's second chunk
 * (`first.ts`, `late.ts`); the tests and the server use `engine.ts`, the whole engine.
 */
import { resolveOptions as resolve } from '../../core/options.ts';
import type { Result } from '../../core/result.ts';
import { RecentCache } from '../../core/recent.ts';
import type { Move, OptionValues, Outcome, Seat } from '../../core/types.ts';
import { POINT_COUNT } from '../../geometry/index.ts';
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
import { immuneAt, rulesOf } from './harmony.ts';
import { buildState, optionsIn, parsePosition } from './notation.ts';
import { checkPosition } from './check.ts';
import { ELEMENT_CODES, OPTION_SPECS, spec, TILES, TILE_INDEX, tileByCode, type WikiTile } from './spec.ts';
import {
  at,
  friends,
  isOut,
  personOf,
  scorerOf,
  scorerSeats,
  seatCount,
  seatsOf,
  seatWord,
  X,
  Y,
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
const SOV = new RecentCache<WikiState, { forbidden: number; targets: Sovereign[] }>(8);
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
  // once and each kind then leaves out only the points its threat mask marks. A white and a red
  // flower that move alike threaten alike, so the second finds the first's points.
  const open: (number[] | undefined)[] = [undefined, undefined, undefined];
  const alike: Record<string, number[]> = {};
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
    let kept = cls === 2 ? alike[t.move] : undefined;
    if (!kept) {
      const bad = threatMask(c, t, sov.targets);
      kept = bad ? points.filter((p) => bad[p] !== 1) : points;
      if (cls === 2) alike[t.move] = kept;
    }
    for (const p of kept) out.push(placeStep(i, p));
  }
  if (c.f.openingElement && isOpening(s)) {
    out.push(RESIGN);
    return out;
  }
  const moveMask = c.f.sovMoves ? sov.forbidden : 0;
  for (const p of s.pieces) {
    if (p.owner !== s.toMove) continue;
    for (const m of movesOf(c, p, moveMask)) out.push(moveStep(p.place, m[0]));
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
// ---------------------------------------------------------------------------
// Outcome

/** Persons still in the game. */
function activePeople(s: WikiState): number[] {
  const out = new Set<number>();
  for (let x = 0; x < seatCount(s.options); x++) if (!isOut(s, x as Seat)) out.add(personOf(s.options, x as Seat));
  return [...out];
}

/** Whether two team-mates share one score (`wiki-teams` = team-score, four players): seat x's mate is seat (x + 2) mod 4. */
export function teamScored(o: WikiState['options']): boolean {
  return seatCount(o) === 4 && o['wiki-teams'] === 'team-score' && o['wiki-players'] === '4';
}

/**
 * The scoring (`scoring.ts`, in the engine's second chunk), which fills this in when it loads: how a
 * game decided by the score ends, each seat's score, and whether a person's rings enclose the
 * centre (the older block's win, asked of every position under `wiki-ring-definition` = v2).
 */
export const SCORING: {
  end?: (s: WikiState, reason: string, rule: string) => Outcome;
  seatScores?: (s: WikiState) => { seat: Seat; points: number; label: string }[];
  aroundCentre?: (s: WikiState, person: number) => boolean;
} = {};

/** The scoring, or a programming error before the second chunk has loaded it (a board makes the engine whole first). */
function scoring(): Required<typeof SCORING> {
  if (!SCORING.end) throw new Error('Pai Sho Project: call engine.complete() before asking the result of a finished game or, under the older block, whether a ring encloses the centre.');
  return SCORING as Required<typeof SCORING>;
}

const OUTCOME = new RecentCache<WikiState, Outcome>(8);

/**
 * Whether the seat to act can move a tile (the moves `generateRaw` lists, found until the first):
 * enough to show it has something to do without listing every drop and bend of the position, which
 * the outcome of every position a search reaches would otherwise pay for.
 */
function canMove(s: WikiState): boolean {
  const c = ctxOf(s);
  if (c.f.openingElement && isOpening(s)) return false;
  const mask = c.f.sovMoves ? sovOf(c).forbidden : 0;
  for (const p of s.pieces) if (p.owner === s.toMove && movesOf(c, p, mask).length > 0) return true;
  return false;
}

function computeOutcome(s: WikiState): Outcome {
  const f = flagsOf(s.options);
  const active = activePeople(s);
  if (active.length <= 1) {
    const resignedAll = s.out.every((o) => o.why === 'resigned');
    if (active.length === 1 && resignedAll) {
      const winners = seatsOf(s.options, active[0] as number);
      return { status: 'win', winner: winners[0] as Seat, ...(winners.length > 1 ? { winners } : {}), reason: `Every other player resigned: ${winners.map((x) => seat(s, x)).join(' and ')} ${winners.length > 1 ? 'win' : 'wins'}.`, rule: 'resigning' };
    }
    return scoring().end(s, 'Only one player is left in the game.', 'keep-an-element');
  }
  if (s.stage.kind !== 'start') return { status: 'ongoing' };
  if (rulesOf(s.options).ring === 'v2') {
    // The older block: a ring around the centre "effectively wins the game".
    const scorers = new Set<number>();
    for (let x = 0; x < f.seats; x++) if (!isOut(s, x as Seat)) scorers.add(scorerOf(s.options, x as Seat));
    for (const k of scorers) if (scoring().aroundCentre(s, k)) {
      const winners = scorerSeats(s.options, k);
      return { status: 'win', winner: winners[0] as Seat, ...(winners.length > 1 ? { winners } : {}), reason: `${winners.map((x) => seat(s, x)).join(' and ')} closed a harmony ring around the centre of the board, and ${winners.length > 1 ? 'win' : 'wins'}.`, rule: 'harmony-rings', scores: scoring().seatScores(s) };
    }
  }
  if (f.passOn && s.passes > active.length) return scoring().end(s, `${s.passes} passes in a row, more than the ${active.length} players: the game ends.`, 'passing');
  if (s.turn >= f.seats) {
    const withEl = new Set<number>();
    for (const p of s.pieces) if (!isOut(s, p.owner) && countsAsElement(f, p)) withEl.add(personOf(s.options, p.owner));
    const mover = personOf(s.options, s.toMove);
    if (f.loss === 'last-turn' && withEl.size === 1 && withEl.has(mover)) return scoring().end(s, `At the start of ${seat(s, s.toMove)}'s turn only ${seat(s, s.toMove)} has element tiles on the board: the game ends.`, 'keep-an-element');
    if (f.loss === 'at-once' && withEl.size <= 1) return scoring().end(s, 'Only one player (or none) has element tiles on the board: the game ends.', 'keep-an-element');
  }
  if (f.noMovesEnd) {
    const acts = (x: WikiState) => canMove(x) || generate(x).some((m) => m.type !== 'pass' && m.type !== 'resign');
    if (!acts(s)) {
      let any = false;
      for (let x = 0; x < f.seats && !any; x++) if (x !== s.toMove && !isOut(s, x as Seat)) any = acts(Object.freeze({ ...s, toMove: x as Seat }));
      if (!any) return scoring().end(s, 'No player has a valid move left.', 'game-end');
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
// Creating (viewing and describing: `show.ts`)

function create(init: { readonly options?: OptionValues; readonly seed?: number } = {}): Result<WikiState> {
  const opts = resolve(OPTION_SPECS, optionsIn(optionsIn(init).options));
  if (!opts.ok) return opts;
  return buildState(opts.value, { toMove: 0, turn: 0, passes: 0, stage: { kind: 'start' }, pieces: [], pot: [], out: [] });
}

/** A seat's name under the game's options. */
export const seat = (s: WikiState, x: Seat) => seatWord(s.options, x);

/**
 * What the first chunk answers (`first.ts`): opening a position and what may be played there. The
 * rest of the contract (drawing and describing a position, its harmonies, applying, reading and
 * writing steps) is in `late.ts`; until it arrives the board shows the server's drawing.
 */
export const CORE = {
  spec,
  resolveOptions: (values?: OptionValues) => resolve(OPTION_SPECS, optionsIn(values)),
  create,
  legalMoves,
  outcome,
  parsePosition,
  checkPosition,
  options: (s: WikiState) => s.options,
};

export {
  bendsOf,
  capturerDies,
  ctxOf,
  legalMoves,
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
