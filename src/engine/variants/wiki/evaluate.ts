/**
 * @packageDocumentation
 * The Pai Sho Project ("Wiki") evaluation (for the computer opponent and hints): each seat's
 * running score (gardens + territory + harmony − disharmony, which decides the game), then its
 * tiles on the board and the other seats' tiles it holds in the Pot, read from the engine's view.
 */
import { boardBySeat, contractReasons, potBySeat, relative, scoresBySeat, terminalValues, type Evaluation } from '../../core/evaluation.ts';
import { engine } from './engine.ts';
import type { WikiState } from './state.ts';

function evaluate(s: WikiState): readonly number[] {
  const view = engine.view(s);
  const done = terminalValues(engine, s, view.seats);
  if (done) return done;
  const points = scoresBySeat(view);
  const board = boardBySeat(view);
  const lost = potBySeat(view);
  return relative(points.map((p, i) => p + 0.5 * (board[i] ?? 0) - 0.5 * (lost[i] ?? 0)), 8);
}

export const evaluation: Evaluation<WikiState> = {
  evaluate,
  turnOf: (s) => [s.toMove, s.turn],
  reasons: (before, steps, after) =>
    contractReasons(engine, {
      goalRule: 'final-score',
      captureRule: 'capture',
      scoreRule: 'scoring',
      progress: (_b, a, mover) => {
        const pts = scoresBySeat(engine.view(a));
        return `This holds your score at ${pts[mover] ?? 0} (gardens, territory and harmony less disharmony) and keeps your tiles out of the Pot against the best reply the computer found.`;
      },
    }, before, steps, after),
};
