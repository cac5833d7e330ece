/**
 * @packageDocumentation
 * Kutai's evaluation (for the computer opponent and hints): the harmony total against the goal.
 * Under the shared total the game is a race, won by the placement that takes the total past the
 * goal, so a total within one placement's reach is good for the seat to act and bad for the one
 * that leaves it there; under per-player shares each seat's share counts against the others'.
 */
import { contractReasons, raceValues, relative, terminalValues, type Evaluation } from '../../core/evaluation.ts';
import { engine, networkOf } from './engine.ts';
import type { KutaiState } from './state.ts';

/** How much one placement can add to a total, roughly (a tile harmonizing with two or three others). */
export const KUTAI_REACH = 6;

const goalOf = (s: KutaiState) => Number(s.options['kutai-threshold'] ?? '20') || 20;
const perPlayer = (s: KutaiState) => s.options['kutai-ownership'] === 'per-player';

function evaluate(s: KutaiState): readonly number[] {
  const seats = engine.view(s).seats;
  const done = terminalValues(engine, s, seats);
  if (done) return done;
  const net = s.pieces.length > 0 ? networkOf(s) : undefined;
  const goal = goalOf(s);
  if (perPlayer(s)) return relative(Array.from({ length: seats }, (_, i) => net?.scores[i] ?? 0), goal / 3);
  const total = net?.total ?? 0;
  return raceValues(seats, s.toMove, Math.min(1, total / goal), goal - total < KUTAI_REACH);
}

export const evaluation: Evaluation<KutaiState> = {
  evaluate,
  turnOf: (s) => [s.toMove, s.turn ?? 0],
  reasons: (before, steps, after) =>
    contractReasons(engine, {
      goalRule: 'winning',
      progress: (_b, a) => {
        const net = a.pieces.length > 0 ? networkOf(a) : undefined;
        const goal = goalOf(a);
        if (perPlayer(a)) return `This raises your share of the harmony toward ${goal} while keeping the others' shares low.`;
        const total = net?.total ?? 0;
        return goal - total >= KUTAI_REACH
          ? `This keeps the total harmony at ${total}, out of the next player's reach of the goal (${goal}): whoever's placement takes it past the goal wins.`
          : `Every placement leaves the total within reach of the goal (${goal}); this one leaves ${total}, the least dangerous the computer found.`;
      },
    }, before, steps, after),
};
