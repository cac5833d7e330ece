/**
 * @packageDocumentation
 * Basic's evaluation (for the computer opponent and hints): each seat's running points (the game
 * is decided by points and a target), then its tiles on the board (material: a seat with three
 * flowers or fewer ends the game), read from the engine's view.
 */
import { boardBySeat, contractReasons, relative, scoresBySeat, terminalValues, type Evaluation } from '../../core/evaluation.ts';
import { engine } from './engine.ts';
import type { BasicState } from './state.ts';

function evaluate(s: BasicState): readonly number[] {
  const view = engine.view(s);
  const done = terminalValues(engine, s, view.seats);
  if (done) return done;
  const points = scoresBySeat(view);
  const board = boardBySeat(view);
  return relative(points.map((p, i) => p + 0.4 * (board[i] ?? 0)), 6);
}

export const evaluation: Evaluation<BasicState> = {
  evaluate,
  turnOf: (s) => [s.toMove, s.turn],
  reasons: (before, steps, after) =>
    contractReasons(engine, {
      goalRule: 'winning',
      captureRule: 'capture',
      scoreRule: 'running-score',
      progress: (_b, a, mover) => {
        const pts = scoresBySeat(engine.view(a));
        return `This keeps your points (${pts[mover] ?? 0}) ahead of the best reply the computer found, and your tiles safe.`;
      },
    }, before, steps, after),
};
