/**
 * @packageDocumentation
 * The Pai Sho Project engine's second chunk in the browser (with `late.ts`): the effect of a legal
 * step (`applyLegal`), resigning, closing a turn, and writing a turn. The first chunk (`first.ts`,
 * `core.ts`) shows a position and lists its legal steps; a board fetches this as soon as a reader
 * reaches for it, before it applies a step.
 */
import { err, ok, type Result } from '../../core/result.ts';
import { formatTurnDefault, nextSeat, sameStep } from '../../core/steps.ts';
import type { Move, Seat, Violation } from '../../core/types.ts';
import { placeName, POINT_COUNT } from '../../geometry/index.ts';
import { bendsOf, capturerDies, ctxOf, legalMoves, outcome, postDropMoves, reincarnable, seat, standing, zoneRule } from './core.ts';
import { BENDERS, countsAsElement, flagsOf, tileOf, unnatural } from './moves.ts';
import { formatStep } from './notation-write.ts';
import { deriveFlows } from './flows-step.ts';
import { FROM_LAST } from './harmony.ts';
import { ELEMENT_CODES, tileByCode, type WikiTile } from './spec.ts';
import { friends, isOut, personOf, seatsOf, type OutSeat, type PotEntry, type WikiPiece, type WikiState } from './state.ts';

// ---------------------------------------------------------------------------
// Ending a turn

/** The pieces in place order, frozen (the array given, a fresh copy, is sorted and frozen in place). */
function withPieces(pieces: WikiPiece[]): readonly WikiPiece[] {
  // The steps below put a new tile in its place (`put`), so the sort is a check that finds nothing to do.
  for (let i = 1; i < pieces.length; i++) {
    if ((pieces[i - 1] as WikiPiece).place > (pieces[i] as WikiPiece).place) {
      pieces.sort((a, b) => a.place - b.place);
      break;
    }
  }
  return Object.freeze(pieces);
}

/** Puts a new tile (frozen) into a copy of the pieces, in place order. */
function put(pieces: WikiPiece[], p: WikiPiece): void {
  let i = pieces.length;
  while (i > 0 && (pieces[i - 1] as WikiPiece).place > p.place) i--;
  pieces.splice(i, 0, Object.freeze(p));
}

// With this chunk, net harmony is found from the last position's instead of counted afresh.
FROM_LAST.derive = deriveFlows;

const START: WikiState['stage'] = Object.freeze({ kind: 'start' });

/** Closes the turn of the seat to act: removals for lost elements, the next seat, Chi Blocker marks, the pass count. */
function finishTurn(s: WikiState, passed: boolean): WikiState {
  const f = flagsOf(s.options);
  const n = f.seats;
  const mover = s.toMove;
  // The state's own (frozen) lists, copied only if a seat is removed.
  let out: readonly OutSeat[] = s.out;
  let pieces: readonly WikiPiece[] = s.pieces;
  let pot: readonly PotEntry[] = s.pot;
  const completed = s.turn;
  const remove = (seat: Seat) => {
    out = Object.freeze([...out, Object.freeze({ seat, why: 'removed' as const })]);
    if (f.elimRemove) {
      pot = Object.freeze([...pot, ...pieces.filter((q) => q.owner === seat).map((p) => Object.freeze({ tile: p.tile, owner: p.owner }))]);
      pieces = Object.freeze(pieces.filter((q) => q.owner !== seat));
    }
  };
  const hasEl = (seat: Seat) => pieces.some((p) => p.owner === seat && countsAsElement(f, p));
  if (f.loss === 'last-turn' && completed >= n && !isOut({ out }, mover) && !hasEl(mover)) remove(mover);
  if (f.loss === 'removed' && completed + 1 >= n) for (let seat = 0; seat < n; seat++) if (!isOut({ out }, seat as Seat) && !hasEl(seat as Seat)) remove(seat as Seat);
  const next = nextSeat(mover, n, out.map((o) => o.seat)) ?? mover;
  const turn = completed + 1;
  let mid: WikiState = Object.freeze({ ...s, pieces, pot, out, toMove: next, turn, stage: START, passes: passed ? s.passes + 1 : 0 });
  // Chi Blocker standing, counted at the start of each owner's turn; drop-capture immunity runs out after a full round.
  const c = ctxOf(mid);
  let updated: WikiPiece[] | undefined;
  mid.pieces.forEach((p, i) => {
    if (p.mark === undefined && p.dropped === undefined && !c.immob[p.place]) return;
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
    if (q !== p) (updated ??= [...mid.pieces])[i] = Object.freeze(q);
  });
  if (updated) mid = Object.freeze({ ...mid, pieces: withPieces(updated) });
  return mid;
}

/** A state with the turn still in progress at `stage`. */
const inTurn = (s: WikiState, pieces: WikiPiece[], pot: PotEntry[], stage: WikiState['stage'], entered = s.entered): WikiState =>
  Object.freeze({ ...s, pieces: withPieces(pieces), pot: Object.freeze(pot.map((e) => Object.freeze(e))), stage: Object.freeze(stage), entered: Object.freeze([...entered]) });

// ---------------------------------------------------------------------------
// The effect of a legal step

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
    const p = s.pieces[(c.occ[stage.at] as number) - 1] as WikiPiece;
    const pieces = s.pieces.filter((q) => q !== p);
    put(pieces, { ...p, place: m.to });
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
    put(pieces, { place: m.to, tile: m.tile, owner: s.toMove, ...(c.f.dropCapture && t.group !== 'element' ? { dropped: s.turn } : {}) });
    const entered = [...s.entered];
    const ei = ELEMENT_CODES.indexOf(m.tile);
    if (ei >= 0) entered[s.toMove] = (entered[s.toMove] as number) | (1 << ei);
    const mid = inTurn(s, pieces, pot, { kind: 'dropped', at: m.to }, entered);
    // The turn goes on if the tile may move on (the list is kept for the position, which is asked it next).
    if (o || !legalMoves(mid).some((x) => x.type === 'move')) return finishTurn({ ...mid, stage: START }, false);
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
    if (moved) put(pieces, moved);
    if (!capture && moved && c.f.compound && BENDERS.has(p.tile) && standing(c, p) === 'free') {
      const staged = inTurn(s, pieces, pot, { kind: 'moved', at: to });
      if (legalMoves(staged).some((x) => x.type === 'use')) return staged;
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
    else put(pieces, { ...fp, place: dest });
    return finishTurn(inTurn(s, pieces, pot, { kind: 'start' }), false);
  }
  if (m.type === 'use' && m.ability === 'promote') {
    const [q, code] = m.args as [number, string];
    const target = s.pieces[(c.occ[q] as number) - 1] as WikiPiece;
    const pieces = s.pieces.map((x) => (x === target ? Object.freeze({ ...x, tile: code }) : x));
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
    const pieces = [...s.pieces];
    put(pieces, { place: m.at, tile: 'S', owner: s.toMove });
    const entered = [...s.entered];
    entered[s.toMove] = (entered[s.toMove] as number) | (1 << ELEMENT_CODES.indexOf(code));
    const mid = inTurn(s, pieces, pot, { kind: 'dropped', at: m.at }, entered);
    if (postDropMoves(ctxOf(mid), m.at).length === 0) return finishTurn({ ...mid, stage: { kind: 'start' } }, false);
    return mid;
  }
  throw new Error(`applyLegal: ${m.type} is not a legal step here`);
}

/**
 * Resigning, at any time (rule 9.3): the player to act (or their own other colour) resigns and their turn
 * ends there, a turn in progress with it; any other player still in may resign out of turn
 * (`{type: 'resign', seat}`), and the player to act goes on with their turn. A player resigns every
 * colour they play; the tiles stay on the board.
 */
export function applyResign(s: WikiState, who: unknown): Result<WikiState, Violation> {
  const n = flagsOf(s.options).seats;
  const x = who === undefined ? s.toMove : who;
  if (typeof x !== 'number' || !Number.isInteger(x) || x < 0 || x >= n) return err({ code: 'ERR_RESIGN', message: `A resignation names a seat of this game (1–${n}).`, rule: 'resigning' });
  if (isOut(s, x as Seat)) return err({ code: 'ERR_RESIGN', message: `${seat(s, x as Seat)} is already out of the game.`, rule: 'resigning' });
  const seats = seatsOf(s.options, personOf(s.options, x as Seat)).filter((q) => !isOut(s, q));
  const out = Object.freeze([...s.out, ...seats.map((q) => Object.freeze({ seat: q, why: 'resigned' as const }))]);
  if (personOf(s.options, x as Seat) !== personOf(s.options, s.toMove)) return ok(Object.freeze({ ...s, out }));
  return ok(finishTurn(Object.freeze({ ...s, out, stage: START }), false));
}

/** The rule a refused step of this kind falls under (for a refusal `engine.ts` cannot explain in more detail). */
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
 * Resigning, or a legal step; any other is refused with the rule its kind of step falls under and
 * a short message (`engine.ts` names the exact reason).
 */
export function applyStep(s: WikiState, m: Move): Result<WikiState, Violation> {
  if (m && typeof m === 'object' && m.type === 'resign' && outcome(s).status === 'ongoing') return applyResign(s, m.seat);
  if (isLegal(s, m)) return ok(applyLegal(s, m));
  return err({ code: 'ERR_STEP_REFUSED', message: 'That step is not legal here.', rule: stepRule(s, m) });
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

/** What the `index`th field of a step means, in words (the board's step chooser). */
export function describeArg(s: WikiState, m: Move, index: number): string {
  if (!m || typeof m !== 'object' || m.type !== 'use' || !Array.isArray(m.args) || typeof index !== 'number') return '';
  if (index === 1) return m.ability === 'bend' ? 'bend a flower' : m.ability === 'promote' ? 'promote an element' : 'reincarnate the Spirit Wheel';
  const a = m.args[index - 2];
  if (typeof a === 'string') {
    const name = tileByCode(a)?.name ?? a;
    return m.ability === 'reincarnate' ? `give the ${name} in exchange` : `into the ${name}`;
  }
  void s;
  return typeof a === 'number' ? placeName(a) : '';
}
