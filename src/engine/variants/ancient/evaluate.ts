/**
 * @packageDocumentation
 * Ancient's evaluation (for the computer opponent and hints): the harmony count against the
 * target. The seat whose turn brings the count to the target wins, so a count one or two short
 * is good for the seat to act and bad for the seat that leaves it there; under owned harmonies
 * each seat's own count counts against the other's.
 */
import { contractReasons, raceValues, relative, terminalValues, type Evaluation } from '../../core/evaluation.ts';
import { engine, targetOf } from './engine.ts';
import { harmonyCount } from './harmony.ts';
import type { AncientState } from './state.ts';

const own = (s: AncientState) => s.options['ancient-harmony-ownership'] === 'own';

function evaluate(s: AncientState): readonly number[] {
  const done = terminalValues(engine, s, 2);
  if (done) return done;
  const target = targetOf(s.options);
  if (own(s)) return relative([harmonyCount(s, 0), harmonyCount(s, 1)], Math.max(1, target / 2));
  const n = harmonyCount(s, s.toMove);
  const short = target - n;
  return raceValues(2, s.toMove, Math.max(0, Math.min(1, n / target)), short >= 0 && short <= 1);
}

export const evaluation: Evaluation<AncientState> = {
  evaluate,
  turnOf: (s) => [s.toMove, s.turn ?? 0],
  reasons: (before, steps, after) =>
    contractReasons(engine, {
      goalRule: 'winning',
      captureRule: 'captures',
      progress: (_b, a, mover) => {
        const target = targetOf(a.options);
        const n = harmonyCount(a, mover as 0 | 1);
        return target - n > 1
          ? `This leaves ${n} harmon${n === 1 ? 'y' : 'ies'} on the board, ${target - n} short of the target (${target}): too far for the other side to reach it next turn.`
          : `This leaves ${n} harmon${n === 1 ? 'y' : 'ies'} against the target of ${target}, the safest count the computer found.`;
      },
    }, before, steps, after),
};
