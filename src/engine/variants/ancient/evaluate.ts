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
import { nextInt, nextRandom } from '../../core/rng.ts';
import { TILE_CODES } from './spec.ts';
import { GUESSER, other, pileOf, pilesOf, type AncientState, type Seat2 } from './state.ts';

/**
 * A position `seat` cannot tell from `state`: the other seat's hand drawn at random from the
 * tiles `seat` has not seen (that seat's pile and hand together, or the shared pool and that
 * hand), a new random source for the draws to come (the bag's order is unknown), and, while
 * `seat` is still to guess, the fist that hides the tile chosen at random. What `seat` sees —
 * the board, its own hand, the tiles out of play, the size of every hand and pile — is kept.
 */
export function determinize(state: AncientState, seat: number, rng: number): [AncientState, number] {
  const me = seat as Seat2;
  const them = other(me);
  const unseen = [...pileOf(pilesOf(state), them)];
  for (const c of state.hands[them]) {
    const i = TILE_CODES.indexOf(c);
    if (i >= 0) unseen[i] = (unseen[i] ?? 0) + 1;
  }
  let r = rng;
  let left = unseen.reduce((a, b) => a + b, 0);
  const counts = new Array<number>(TILE_CODES.length).fill(0);
  for (let k = 0; k < state.hands[them].length && left > 0; k++) {
    let j: number;
    [j, r] = nextInt(r, left);
    let i = 0;
    while (j >= (unseen[i] ?? 0)) j -= unseen[i++] ?? 0;
    unseen[i] = (unseen[i] ?? 0) - 1;
    counts[i] = (counts[i] ?? 0) + 1;
    left--;
  }
  const hand = Object.freeze(TILE_CODES.flatMap((c, i) => new Array<string>(counts[i] ?? 0).fill(c)));
  const hands = (me === 0 ? [state.hands[0], hand] : [hand, state.hands[1]]) as unknown as AncientState['hands'];
  let bag: number;
  [, bag] = nextRandom(r);
  [, r] = nextRandom(bag);
  let stage = state.stage;
  if (stage.kind === 'guess' && me === GUESSER) {
    let h: number;
    [h, r] = nextInt(r, 2);
    stage = Object.freeze({ ...stage, hidden: h === 0 ? 'left' : 'right' });
  }
  return [Object.freeze({ ...state, hands: Object.freeze(hands), rng: (bag ^ 0x5bd1e995) | 0, stage }), r];
}

/**
 * A position like `state` in which `seat` holds one tile of every kind it might hold as far as the
 * other seat can tell (the kinds left in its hand and its pile together, or in the shared pool and
 * its hand): the worst case for a check of that seat's replies, since its real hand is hidden and
 * a wrong guess of it hides the reply that wins. Everything else is kept (the pile is what is left).
 */
export function widestHand(state: AncientState, seat: number): AncientState {
  const who = seat as Seat2;
  const unseen = [...pileOf(pilesOf(state), who)];
  for (const c of state.hands[who]) {
    const i = TILE_CODES.indexOf(c);
    if (i >= 0) unseen[i] = (unseen[i] ?? 0) + 1;
  }
  const hand = Object.freeze(TILE_CODES.filter((_, i) => (unseen[i] ?? 0) > 0));
  const hands = (who === 0 ? [hand, state.hands[1]] : [state.hands[0], hand]) as unknown as AncientState['hands'];
  return Object.freeze({ ...state, hands: Object.freeze(hands) });
}

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
  determinize,
  turnOf: (s) => [s.toMove, s.turn ?? 0],
  // A reply that reaches the target is often one of a few among thousands (a placement and a
  // move), made with a tile of the hidden hand: the strong level hunts for one after each of its
  // best turns against the widest hand the other seat might hold.
  replyHunt: 5,
  worstCase: widestHand,
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
