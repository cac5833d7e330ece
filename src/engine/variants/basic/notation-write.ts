/**
 * @packageDocumentation
 * Basic Pai Sho steps as text (read and written) and positions written as text and JSON. The
 * formats are described in `notation.ts`, which reads positions; this part is needed only once a
 * board is played on (the move list, links), so the browser loads it with `play.ts`.
 */
import { fail, ok, type Result } from '../../core/result.ts';
import type { Move } from '../../core/types.ts';
import { checkMarks, formatStep as formatStepText, parseStep as parseStepText } from '../../notation/step.ts';
import { placeName, type PlaceId } from '../../geometry/index.ts';
import { TILE_CODES } from '../booklet/tiles.ts';
import { boardInfo } from './analysis.ts';
import type { BasicSetup } from './notation.ts';
import type { BasicState } from './state.ts';

// ---------------------------------------------------------------------------------------------
// Steps

/** The tile on a point, if any. */
const tileOn = (state: BasicState, p: PlaceId): string | undefined => {
  const i = boardInfo(state).occ[p];
  return i !== undefined && i >= 0 ? state.pieces[i]!.tile : undefined;
};

/** Writes a step with the shared helpers: captures and abilities name their tiles (`J16o x R16m`, `W16m:rotate cw 2`). */
export function formatStep(state: BasicState, step: Move): string {
  if (step.type === 'move' && state.stage === 'play') {
    const victim = tileOn(state, step.to);
    if (victim) return formatStepText(step, { tile: tileOn(state, step.from), capture: victim }, TILE_CODES);
  }
  if (step.type === 'use') return formatStepText(step, { tile: tileOn(state, step.at) }, TILE_CODES);
  return formatStepText(step, {}, TILE_CODES);
}

/** Reads a step with the shared helpers; the tile letters and capture marks are re-checked against the position. */
export function parseStep(state: BasicState, text: string): Result<Move> {
  if (typeof text !== 'string') return fail('ERR_MOVE_SYNTAX', 'A step is written as text, like 10r-10o or J*10r.');
  const r = parseStepText(text, TILE_CODES);
  if (!r.ok) return r;
  const { step, marks } = r.value;
  if (step.type === 'move') {
    const bad = checkMarks(marks, { tile: tileOn(state, step.from), captured: tileOn(state, step.to) }, 'turn-actions');
    if (bad) return fail(bad.code, bad.message);
  } else if (step.type === 'use') {
    const bad = checkMarks(marks, { tile: tileOn(state, step.at) }, 'turn-actions');
    if (bad) return fail(bad.code, bad.message);
  }
  return ok(step);
}

export function toSetup(state: BasicState): BasicSetup {
  const index = new Map(state.pieces.map((p, i) => [p.id, i]));
  const alive = (ids: readonly number[] | undefined) => (ids ?? []).filter((k) => index.has(k)).map((k) => index.get(k)!);
  return {
    stage: state.stage,
    toMove: state.toMove,
    turn: state.turn,
    turnsTaken: [...state.turnsTaken],
    points: [...state.points],
    pieces: state.pieces.map((p) => {
      const d = alive(p.drainedBy);
      return {
        tile: p.tile,
        owner: p.owner,
        place: placeName(p.place),
        ...(p.moved ? {} : { unmoved: true }),
        ...(p.sailed ? { sailed: true } : {}),
        ...(d.length ? { drainedBy: d } : {}),
      };
    }),
    pot: state.pot.map((t) => ({ tile: t.tile, owner: t.owner })),
    ...(state.spring
      ? {
          spring: {
            coin: state.spring.coin,
            ...(state.spring.firstMover !== undefined ? { firstMover: state.spring.firstMover } : {}),
            decider: state.spring.decider,
            count: state.spring.count,
            ...(state.spring.pending ? { pending: { tile: state.spring.pending.tile, place: placeName(state.spring.pending.place) } } : {}),
          },
        }
      : {}),
    ...(state.partial ? { partial: { piece: index.get(state.partial.piece)!, after: state.partial.after } } : {}),
    passes: state.passes,
    ...(state.forfeit !== undefined ? { forfeit: state.forfeit } : {}),
  };
}

export function formatPosition(state: BasicState): string {
  const s = toSetup(state);
  const pieces = s.pieces.length
    ? s.pieces.map((p) => `${p.owner}${p.tile}${p.place}${p.unmoved ? 'u' : ''}${p.sailed ? 's' : ''}${p.drainedBy ? `d${p.drainedBy.join('.')}` : ''}`).join(',')
    : '-';
  const pot = s.pot?.length ? s.pot.map((t) => `${t.owner}${t.tile}`).join(',') : '-';
  const sp = s.spring
    ? `c${s.spring.coin}f${s.spring.firstMover ?? 'x'}d${s.spring.decider}n${s.spring.count}${s.spring.pending ? `p${s.spring.pending.tile}@${s.spring.pending.place}` : ''}`
    : '-';
  const partial = s.partial ? `${s.partial.after === 'moved' ? 'm' : 'w'}${s.partial.piece}` : '-';
  return [
    `${state.stage === 'spring' ? 's' : 'p'}${state.toMove}`,
    `${state.turn}.${state.turnsTaken[0]}.${state.turnsTaken[1]}`,
    `${state.points[0]}.${state.points[1]}`,
    pieces,
    pot,
    sp,
    partial,
    `${state.passes}${state.forfeit !== undefined ? `r${state.forfeit}` : ''}`,
  ].join('~');
}

