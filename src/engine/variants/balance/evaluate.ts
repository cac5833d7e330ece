/**
 * @packageDocumentation
 * Balance's evaluation (for the computer opponent and hints): the flowers on the board that are
 * balanced. The player whose move completes the harmony wins, so few unbalanced flowers are good
 * for the player to move and bad for the player who leaves them.
 */
import { contractReasons, raceValues, terminalValues, type Evaluation } from '../../core/evaluation.ts';
import { nextRandom } from '../../core/rng.ts';
import { engine, RULE } from './engine.ts';
import { ctxOf, isFlower, type BalanceState } from './state.ts';

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

/** Flowers still in the hands (complete harmony waits for every flower to be on the board). */
const flowersHeld = (s: BalanceState): number => s.hands[0].filter(isFlower).length + s.hands[1].filter(isFlower).length;

function evaluate(s: BalanceState): readonly number[] {
  const done = terminalValues(engine, s, 2);
  if (done) return done;
  const { flowers, balanced } = balanceProgress(s);
  const missing = flowers - balanced;
  // Within one turn's reach: at most two flowers unbalanced, and at most the one flower the
  // mover places still in a hand (before that no turn can complete the harmony).
  const reachable = flowers > 0 && missing <= 2 && flowersHeld(s) <= 1;
  if (reachable) return raceValues(2, s.toMove, 1, true);
  // Out of the mover's reach, progress belongs to the seat that made it: a board close to
  // complete harmony that the other seat cannot finish leaves that seat few safe moves (the
  // strong search checks every reply for one that completes it).
  const push = 0.3 * (flowers ? balanced / flowers : 0);
  return s.toMove === 0 ? [-push, push] : [push, -push];
}

/**
 * Nothing Balance hides is unknown to a seat that counts: every tile of the set is dealt at the
 * start, so the other hand is the set less the board and one's own hand. Only the coin that may
 * decide who moves first in the second stage is still to fall: a new random source.
 */
export function determinize(s: BalanceState, _seat: number, rng: number): [BalanceState, number] {
  const [, r] = nextRandom(rng);
  return [{ ...s, rng: r >>> 0 }, r];
}

export const evaluation: Evaluation<BalanceState> = {
  evaluate,
  determinize,
  turnOf: (s) => [s.toMove, s.turn ?? 0],
  reasons: (before, steps, after) =>
    contractReasons(engine, {
      goalRule: 'complete-harmony',
      progress: (_b, a) => {
        const { flowers, balanced } = balanceProgress(a);
        const of = `${balanced} of ${flowers} ${flowers === 1 ? 'flower' : 'flowers'}`;
        const held = flowersHeld(a);
        if (held > 1 && a.opts['balance-complete-definition'] !== 'target-count') {
          const wait = `Complete harmony needs every flower on the board and ${held} are still in the hands, so nobody can complete it next move; this leaves ${of} on the board balanced.`;
          // Under the draw test (`impossible-draw`), a placement that left some flower without a
          // partner it could still reach would have ended the game: that this one did not is the
          // thing a newcomer can check in the Blossoming. That sentence rests on the draw rule.
          if (!ctxOf(a.opts).analysis) return wait;
          return [
            { text: wait, rule: 'complete-harmony' },
            { text: 'Every flower can still find a partner: a placement that left one without would draw the game at once.', rule: 'impossible-draw' },
          ];
        }
        if (flowers - balanced > 2) return `This leaves ${flowers - balanced} of ${flowers} flowers unbalanced, too many for the other player to complete the harmony next move.`;
        // Close to the goal: whether the other player could complete it, asked of every move.
        const open = engine.legalMoves(a).some((m) => {
          const r = engine.applyMove(a, m);
          if (!r.ok) return false;
          const o = engine.outcome(r.value);
          return o.status !== 'ongoing' && o.rule === RULE.win;
        });
        return open
          ? `This leaves ${of} balanced; the other player could complete the harmony next move, but every other turn the computer looked at was worse.`
          : `This leaves ${of} balanced, and no move of the other player completes the harmony from here.`;
      },
    }, before, steps, after),
};
