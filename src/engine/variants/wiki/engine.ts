/**
 * @packageDocumentation
 * The Pai Sho Project engine: drops, movement, walls and Torii, capture, bending, the
 * Chi Blocker and the Spirit Wheel, sovereignty, 2–4 players, passing, resigning and the
 * end of the game; harmony, immunity, rings, territory and the score (`harmony.ts`). A
 * turn is one action, made of single steps: a drop may be followed by a move of that
 * tile, and an element's move by a bend, each optional (`end` closes the turn).
 *
 * The whole engine: `core.ts` (legal steps, the end, the view), `play.ts` (the effect of a
 * legal step), `notation-write.ts` (writing) and `reading.ts` (reading steps and setups), plus
 * what this file adds — why a step is refused, naming the rule it breaks, and reading turns.
 * The browser starts with `first.ts` (the core) and loads the rest through `late.ts`.
 */
import { err, ok, type Result } from '../../core/result.ts';
import type { Move, VariantEngine, Violation } from '../../core/types.ts';
import { placeName, POINT_COUNT, type PlaceId } from '../../geometry/index.ts';
import {
  CORE,
  ctxOf,
  Drop,
  dropCheck,
  generate,
  hasElement,
  isOpening,
  movesOf,
  outcome,
  postDropMoves,
  promotionsOf,
  reincarnable,
  reincarnationsOf,
  seat,
  sovOf,
  standing,
  threatIndex,
  zoneOf,
  zoneRule,
} from './core.ts';
import { BENDERS, bendDestinations, countsAsElement, forEachBendTarget, forEachMove, reserveOf, tileOf, withVacated, type Ctx, type Sovereign } from './moves.ts';
import { immuneAt, nets } from './harmony.ts';
import { gardenScores } from './scoring.ts';
import { links } from './harmony-words.ts';
import { formatPosition, formatStep, toSetup } from './notation-write.ts';
import { applyStep, describeArg, formatTurn } from './play.ts';
import { describe, harmonies, view } from './show.ts';
import { fromSetup, parseStep } from './reading.ts';
import { ELEMENT_CODES, TILE_INDEX, tileByCode, type WikiTile } from './spec.ts';
import { MOVE_WORD } from './tile-words.ts';
import { at, friends, gardenWords, X, Y, type WikiPiece, type WikiState } from './state.ts';

export type { WikiState } from './state.ts';

const violation = (code: string, message: string, rule: string): Violation => ({ code, message, rule });

/** Why a tile of kind `t` may not be dropped by the seat to act on `p` (with the sovereignty `sov`), or undefined when it may. */
export function dropProblem(c: Ctx, t: WikiTile, p: number, sov: { forbidden: number; targets: Sovereign[] }, zone: Uint8Array = zoneOf(c, t)): Violation | undefined {
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
    case Drop.Immune:
      return immuneWhy(c, p);
  }
}

/** Why the flower on `p` may not be captured: it receives more harmony than disharmony. */
function immuneWhy(c: Ctx, p: number, attacker = -1): Violation {
  const victim = c.s.pieces[(c.occ[p] as number) - 1] as WikiPiece;
  const n = nets(c.s)[p];
  const own = attacker >= 0 && c.s.options['wiki-capturer-harmony'] !== 'counted' && links(c.s).some((l) => l.kind === 'harmony' && l.from === attacker && l.to === p);
  const d = (n?.disharmony ?? 0) + (c.s.options['wiki-net-count'] === 'scoring-only' ? 0 : (n?.garden ?? 0));
  return { code: 'ERR_IMMUNE', message: `The ${tileOf(victim).name} on ${placeName(p)} receives ${(n?.harmony ?? 0) - (own ? 1 : 0)} harmony${own ? ' (besides the capturer\'s own)' : ''} against ${d} disharmony: a tile with more harmony than disharmony is immune to capture.`, rule: 'net-harmony' };
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


// ---------------------------------------------------------------------------
// Applying a step

/** Why a step is refused: the rule it breaks, or undefined when nothing is found against it. */
function check(s: WikiState, m: Move): Violation | undefined {
  const oc = outcome(s);
  if (oc.status !== 'ongoing') return violation('ERR_GAME_OVER', `The game is over: ${oc.reason}`, oc.rule);
  if (!m || typeof m !== 'object') return violation('ERR_STEP', 'That is not a step.', 'turn');
  const c = ctxOf(s);
  const me = s.toMove;
  const stage = s.stage;
  if (m.type === 'end') {
    if (stage.kind === 'start') return violation('ERR_END', 'Nothing has been done this turn yet: drop, move, bend, promote, reincarnate or pass.', 'turn');
    return undefined;
  }
  if (stage.kind !== 'start') {
    const a = stage.at;
    if (stage.kind === 'dropped') {
      if (m.type !== 'move' || m.from !== a) return violation('ERR_STAGE', `The turn goes on with the tile just dropped on ${placeName(a)}: move it, or end the turn.`, 'drop-and-move');
      if (!postDropMoves(c, a).includes(m.to)) return violation('ERR_DROP_MOVE', postDropWhy(c, a, m.to), whyRule(c, a, m.to, true));
      return undefined;
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
      return undefined;
    default:
      return violation('ERR_STEP', `There is no “${String(m.type).slice(0, 12)}” step in these rules.`, 'turn');
  }
}

function applyDrop(s: WikiState, c: Ctx, code: string, to: PlaceId): Violation | undefined {
  const t = tileByCode(code);
  if (!t) return violation('ERR_TILE', `“${String(code).slice(0, 4)}” is not a tile of this set.`, 'tile-set');
  if (!Number.isInteger(to) || to < 0 || to >= POINT_COUNT || !c.L.onBoard[to]) return violation('ERR_DROP_BOARD', `${Number.isInteger(to) && to >= 0 && to < POINT_COUNT ? placeName(to) : 'That place'} is not a playable point.`, 'board');
  const res = reserveOf(s, s.toMove);
  if ((res[TILE_INDEX.get(code) as number] as number) <= 0) return violation('ERR_DROP_NONE', `${seat(s, s.toMove)} has no ${t.name} left in reserve.`, 'tile-set');
  if (c.f.openingElement && isOpening(s) && !countsAsElement(c.f, { tile: t.code })) {
    return violation('ERR_OPENING', `${seat(s, s.toMove)}'s first turn enters an element tile${c.f.chiCounts ? '' : ' that counts for survival (not the Chi Blocker)'}, not a ${t.name}.`, 'opening');
  }
  const problem = dropProblem(c, t, to, sovOf(c));
  return problem;
}

function applyPlainMove(s: WikiState, c: Ctx, from: PlaceId, to: PlaceId): Violation | undefined {
  const o = Number.isInteger(from) && from >= 0 && from < POINT_COUNT ? (c.occ[from] as number) : 0;
  if (!o) return violation('ERR_MOVE_EMPTY', `There is no tile on ${Number.isInteger(from) && from >= 0 && from < POINT_COUNT ? placeName(from) : 'that place'} to move.`, 'moving');
  const p = s.pieces[o - 1] as WikiPiece;
  const t = tileOf(p);
  if (p.owner !== s.toMove) return violation('ERR_MOVE_OWNER', `The ${t.name} on ${placeName(from)} is ${seat(s, p.owner)}'s: a player moves only their own tiles (and bends flowers with elements).`, 'moving');
  const sovMask = c.f.sovMoves ? sovOf(c).forbidden : 0;
  const hit = movesOf(c, p, sovMask).find(([q]) => q === to);
  return hit ? undefined : moveWhy(c, p, to, sovMask);
}

function applyBend(s: WikiState, c: Ctx, m: Extract<Move, { type: 'use' }>): Violation | undefined {
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
  return undefined;
}

function applyPromote(s: WikiState, c: Ctx, m: Extract<Move, { type: 'use' }>): Violation | undefined {
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
  return undefined;
}

function applyReincarnate(s: WikiState, c: Ctx, m: Extract<Move, { type: 'use' }>): Violation | undefined {
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
    return pr ?? { code: 'ERR_REINCARNATE', message: 'The reincarnated Wheel must be dropped on a legal point.', rule: 'reincarnation' };
  }
  return undefined;
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
    if (tileOf(victim).group !== 'element' && immuneAt(c.s, to, from) && (!t.diagonalCapture || Math.abs(X[to]! - X[from]!) === Math.abs(Y[to]! - Y[from]!))) return immuneWhy(c, to);
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
  return { code: 'ERR_MOVE_PATTERN', message: `The ${t.name} cannot go from ${placeName(from)} to ${name}: it moves ${MOVE_WORD[t.move]}, and no tile may be passed over.`, rule: t.move === 'knight' ? (t.group === 'element' ? t.rule : 'knight-moves') : t.rule };
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
// Applying a step

/** A legal step is applied by the core; any other is refused with the rule it breaks. */
function applyMove(s: WikiState, m: Move): Result<WikiState, Violation> {
  const r = applyStep(s, m);
  if (r.ok || (m && typeof m === 'object' && m.type === 'resign' && outcome(s).status === 'ongoing')) return r;
  return err(check(s, m) ?? { ...r.error, code: 'ERR_STEP_UNEXPLAINED' });
}

function parseTurn(s: WikiState, text: string): Result<readonly Move[]> {
  const t = typeof text === 'string' ? text.trim() : '';
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
  ...CORE,
  view,
  describe,
  harmonies,
  formatMove: formatStep,
  formatTurn,
  formatPosition,
  toSetup,
  describeArg,
  applyMove,
  fromSetup,
  parseMove: parseStep,
  parseTurn,
});

/** For tests: the seat that holds an element kind on the board, by place. */
export const internals = { ctxOf, generate, gardenScores, hasElement };
