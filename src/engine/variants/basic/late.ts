/**
 * @packageDocumentation
 * The members of the Basic Pai Sho engine that play on from a position: applying a step (or
 * naming the rule it breaks), the step notation, writing positions and setups, and the labels
 * of an ability's choices. The browser loads this module after the first board is live (see
 * `first.ts`).
 */
import { err, ok, type Result } from '../../core/result.ts';
import type { Move, VariantEngine, Violation } from '../../core/types.ts';
import { placeName } from '../../geometry/index.ts';
import { legalMoves } from './core.ts';
import { formatPosition, formatStep, parseStep, toSetup } from './notation-write.ts';
import { applyLegal, diagnose } from './play.ts';
import { wellFormedStep } from '../booklet/steps.ts';
import { outcome } from './rules-engine.ts';
import type { BasicState } from './state.ts';

/** Whether two steps are the same (every field equal). */
function sameStep(a: Move, b: Move): boolean {
  if (a.type !== b.type) return false;
  switch (a.type) {
    case 'place':
      return b.type === 'place' && a.tile === b.tile && a.to === b.to;
    case 'move':
      return b.type === 'move' && a.from === b.from && a.to === b.to && a.path === undefined && b.path === undefined && a.promote === b.promote;
    case 'use':
      return b.type === 'use' && a.at === b.at && a.ability === b.ability && Array.isArray(b.args) && a.args.length === b.args.length && a.args.every((x, k) => x === b.args[k]);
    case 'discard':
      return b.type === 'discard' && a.tile === b.tile;
    case 'resign':
      return b.type === 'resign' && a.seat === b.seat;
    default:
      return true;
  }
}

function applyMove(state: BasicState, step: Move): Result<BasicState, Violation> {
  const oc = outcome(state);
  if (oc.status !== 'ongoing') return err({ code: 'ERR_GAME_OVER', message: `The game is over. ${oc.reason}`, rule: oc.rule });
  if (typeof step !== 'object' || step === null) return err(diagnose(state, { type: 'pass' }));
  if (!wellFormedStep(step)) return err({ code: 'ERR_STEP_SHAPE', message: 'That is not a step: a step has a type (place, move, use, pass, end or resign) and the fields that type needs.', rule: 'turn-actions' });
  const list = legalMoves(state);
  // Identity first: the steps the engine lists are shared objects, so a step picked from the list is found at once.
  const legal = list.includes(step) || list.some((m) => sameStep(m, step));
  if (!legal) return err(diagnose(state, step));
  return ok(applyLegal(state, step));
}

/** Labels of the choice fields of a `use` step (index in `stepFields`: 0 at, 1 ability, 2… args). */
function describeArg(state: BasicState, step: Move, index: number): string {
  if (typeof step !== 'object' || step === null || step.type !== 'use' || !Array.isArray(step.args) || !Number.isInteger(index)) return '';
  if (index === 1) return step.ability === 'rotate' ? 'turn the tiles around the Wheel' : step.ability === 'push' ? 'push a tile' : step.ability === 'carry' ? 'carry your tiles' : step.ability;
  const arg = step.args[index - 2];
  if (typeof arg === 'number') return placeName(arg);
  if (step.ability === 'rotate') {
    if (index === 2) return arg === 'cw' ? 'clockwise' : 'counter-clockwise';
    return `${Number(arg) * 45}°`;
  }
  if (step.ability === 'carry') {
    if (index === 2) return `towards ${({ e: 'the east', ne: 'the north-east', n: 'the north', nw: 'the north-west', w: 'the west', sw: 'the south-west', s: 'the south', se: 'the south-east' } as Record<string, string>)[String(arg)] ?? arg}`;
    if (index === 3) return `${arg} point${arg === '1' ? '' : 's'}`;
  }
  void state;
  return String(arg);
}

/** The members of the engine that `core.ts` does not have. */
export const LATE = {
  applyMove,
  parseMove: parseStep,
  formatMove: formatStep,
  formatPosition,
  toSetup,
  describeArg,
} satisfies Partial<VariantEngine<BasicState>>;
