/**
 * @packageDocumentation
 * Balance's evaluation (for the computer opponent and hints): the flowers on the board that are
 * balanced. The player whose move completes the harmony wins, so few unbalanced flowers are good
 * for the player to move and bad for the player who leaves them.
 */
import { contractReasons, raceValues, terminalValues, type Evaluation } from '../../core/evaluation.ts';
import { engine } from './engine.ts';
import { isFlower, type BalanceState } from './state.ts';

/** Flowers on the board and how many of them are in a balance. */
export function balanceProgress(s: BalanceState): { flowers: number; balanced: number } {
  const inBalance = new Set<number>();
  for (const h of engine.harmonies(s)) for (const p of h.places) inBalance.add(p);
  let flowers = 0;
  let balanced = 0;
  for (const p of engine.view(s).pieces) {
    if (!isFlower(p.tile)) continue;
    flowers++;
    if (inBalance.has(p.place)) balanced++;
  }
  return { flowers, balanced };
}

function evaluate(s: BalanceState): readonly number[] {
  const done = terminalValues(engine, s, 2);
  if (done) return done;
  const { flowers, balanced } = balanceProgress(s);
  const missing = flowers - balanced;
  return raceValues(2, s.toMove, flowers ? balanced / flowers : 0, flowers > 0 && missing <= 2);
}

export const evaluation: Evaluation<BalanceState> = {
  evaluate,
  turnOf: (s) => [s.toMove, s.turn ?? 0],
  reasons: (before, steps, after) =>
    contractReasons(engine, {
      goalRule: 'complete-harmony',
      progress: (_b, a) => {
        const { flowers, balanced } = balanceProgress(a);
        return flowers - balanced > 2
          ? `This leaves ${flowers - balanced} of ${flowers} flowers unbalanced, too many for the other player to complete the harmony next move.`
          : `This leaves ${balanced} of ${flowers} flowers balanced, the least the other player can finish from among the moves the computer found.`;
      },
    }, before, steps, after),
};
