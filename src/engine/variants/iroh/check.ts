/**
 * @packageDocumentation
 * The Iroh position check (the engine contract's `checkPosition`, after chessops'
 * `PositionError`): every reason a state read from a URL, typed text, a setup, an
 * example or an exercise is not a position the rules allow. `parsePosition` and
 * `fromSetup` end in `checkedPosition(state, checkPosition(state))`.
 *
 * What is checked, per side:
 * - counts against the set: no more of a kind than the set has; exactly one White
 *   Lotus on the board and all four Airs (neither can be taken); both Rocks (a Rock
 *   never leaves the board once placed); while pieces are still being set up, nothing
 *   has left the game or been placed;
 * - places: a Fire on red paint, a Water on white, an Earth on wood (a border carries
 *   both its colours), except on its owner's home point (where every nation is brought
 *   in) or on a point where a piece of its kind starts (the second Fire starts on wood
 *   when the triangles count as wood); no Rock on a home point when the text's rule is
 *   in force; while setting up, the placed pieces in their owner's half;
 * - Knotweed: it never holds a Fire, a White Lotus or a Rock; under `enemy-only` only
 *   the opponent's pieces; a spent Knotweed only where freed Knotweed stays;
 * - flags: a winner has a harmony across every midline that stood through the answer
 *   turn; a side marked as having had them when the opponent's turn began has them
 *   now, when nothing has moved since; the quiet counter is within the limit that ends
 *   the game, and no larger than the number of turns played.
 *
 * Whether a game could reach the position move by move is not asked.
 */
import { checkedPosition, problemList, type PositionProblem } from '../../core/position.ts';
import type { Result } from '../../core/result.ts';
import { placeName } from '../../geometry/index.ts';
import { candidateEdges, capacityOf, coversAll } from './harmony.ts';
import { holdable } from './knots.ts';
import { AIR, EARTH, FIRE, LOTUS, ROCK, TILES, WATER, tileName } from './spec.ts';
import { startPieces } from './start.ts';
import {
  codeOf,
  EMPTY,
  inSetup,
  layoutFor,
  other,
  ownerOf,
  paintOf,
  paintWords,
  QUIET_LIMIT,
  RESERVE_CODES,
  seatName,
  type IrohState,
  type Seat,
} from './state.ts';

const SET: Readonly<Record<string, number>> = Object.fromEntries(TILES.map((t) => [t.code, t.count]));
/** What each side keeps off the board while the pieces are set up (the set less the nine starting pieces). */
const SETUP_RESERVE = [2, 2, 2, 2, 2, 3];

const plural = (n: number, code: string): string => `${n} ${tileName(code)}${n === 1 ? '' : code === LOTUS ? 'es' : 's'}`;

/** Whether `seat` has a harmony across every midline at once on this board. */
function complete(state: IrohState, seat: Seat): boolean {
  return coversAll(candidateEdges(state, seat), (p) => capacityOf(codeOf(state.board[p] as string), state.options));
}

/** Every reason `state` is not a position the Iroh rules allow (empty when it is one). */
export function checkPosition(state: IrohState): readonly PositionProblem[] {
  const { list, add } = problemList();
  const o = state.options;
  const layout = layoutFor(o);
  const setupNow = inSetup(state);

  // Counts.
  for (const seat of [0, 1] as const) {
    const who = seatName(seat);
    const onBoard: Record<string, number> = { F: 0, W: 0, E: 0, A: 0, L: 0, R: 0, K: 0 };
    for (const p of layout.points) {
      const ch = state.board[p] as string;
      if (ch !== EMPTY && ownerOf(ch) === seat) onBoard[codeOf(ch)] = (onBoard[codeOf(ch)] ?? 0) + 1;
    }
    for (const k of state.knots) if (k.o === seat) onBoard.K = (onBoard.K ?? 0) + 1;
    const lotuses = onBoard.L ?? 0;
    add(lotuses === 0, 'ERR_POSITION_COUNT', `${who} has no White Lotus on the board; it starts there and can never be taken.`, 'untakeable');
    add(lotuses > 1, 'ERR_POSITION_COUNT', `${who} has ${plural(lotuses, LOTUS)} on the board; a set has one.`, 'tiles');
    RESERVE_CODES.forEach((code, i) => {
      const board = onBoard[code] ?? 0;
      // A reserve worked out from the board goes below zero when the board holds too many.
      const off = Math.max(0, state.reserve[seat][i] as number) + (state.setup[seat][i] as number);
      const total = board + off;
      const set = SET[code] as number;
      const where = `${board} on the board, ${off} off it`;
      add(total > set, 'ERR_POSITION_COUNT', `${who} has ${plural(total, code)} (${where}); a set has ${set}.`, 'tiles');
      add(code === AIR && total < set, 'ERR_POSITION_COUNT', `${who} has ${plural(total, code)} in all (${where}); an Air can never be taken, so all ${set} are always on the board or beside it.`, 'untakeable');
      add(code === ROCK && total < set, 'ERR_POSITION_COUNT', `${who} has ${plural(total, code)} in all (${where}); a Rock never leaves the board once placed, so both are on it or still beside it.`, 'rocks');
    });
    if (setupNow) {
      const same = state.reserve[seat].every((n, i) => n === SETUP_RESERVE[i]);
      add(!same, 'ERR_POSITION_COUNT', `The pieces are still being set up, so nothing has been taken, brought in or placed yet: ${who} keeps 2 of each nation, 2 Rocks and 3 Knotweed off the board.`, 'setup');
    }
  }

  // Places.
  const starts = ([0, 1] as const).map((seat) => new Set(startPieces(o, seat).map(([code, p]) => `${code}${p}`)));
  const notHome = o['iroh-rock-placement'] !== 'anywhere';
  for (const p of layout.points) {
    const ch = state.board[p] as string;
    if (ch === EMPTY) continue;
    const code = codeOf(ch);
    const owner = ownerOf(ch);
    const atStart = (starts[owner] as Set<string>).has(`${code}${p}`);
    if (code === FIRE || code === WATER || code === EARTH) {
      const paint = paintOf(code);
      const fits = ((layout.paint[p] as number) & paint) !== 0 || p === layout.home[owner] || atStart;
      add(
        !fits,
        'ERR_POSITION_PAINT',
        `${seatName(owner)}'s ${tileName(code)} on ${placeName(p)} stands on ${paintWords(layout.paint[p] as number)}; ${code === EARTH ? 'an' : 'a'} ${tileName(code)} stands only on ${paintWords(paint)} (or on its home point, where it is brought in).`,
        'paint-bound',
        [p],
      );
    }
    if (code === ROCK && notHome && (p === layout.home[0] || p === layout.home[1])) {
      add(true, 'ERR_POSITION_ROCK', `A Rock stands on the home point ${placeName(p)}; Rocks go on any point except a home point.`, 'rocks', [p]);
    }
    if (setupNow && !atStart) {
      const y = (layout.xy[p] as [number, number])[1];
      const own = owner === 0 ? y < 0 : y > 0;
      add(!own, 'ERR_POSITION_SETUP', `The pieces are still being set up, and ${seatName(owner)}'s ${tileName(code)} on ${placeName(p)} is outside ${seatName(owner)}'s half, where starting pieces go.`, 'setup', [p]);
    }
  }

  // Knotweed.
  const release = o['iroh-knotweed-release'];
  for (const k of state.knots) {
    const sq = placeName(k.sq);
    add(
      k.spent && release !== 'freed-stays',
      'ERR_POSITION_KNOT',
      `The Knotweed on ${sq} is marked spent, but under the rule in force a Knotweed is taken off the board when its pieces are freed.`,
      'knotweed-release',
      [k.sq],
    );
    add(setupNow, 'ERR_POSITION_SETUP', `A Knotweed lies on ${sq} while the pieces are still being set up; Knotweed comes in only during play.`, 'setup', [k.sq]);
    for (const h of k.held) {
      const ch = state.board[h];
      if (ch === undefined || ch === EMPTY) continue;
      const code = codeOf(ch);
      if (!holdable(ch)) {
        add(
          true,
          'ERR_POSITION_KNOT',
          code === ROCK
            ? `The Knotweed on ${sq} holds the Rock on ${placeName(h)}; a Rock never moves, and a Knotweed holds only pieces that could.`
            : `The Knotweed on ${sq} holds the ${tileName(code)} on ${placeName(h)}; a Knotweed never holds a Fire or a White Lotus.`,
          code === ROCK ? 'knotweed' : 'knotweed-fire',
          [k.sq, h],
        );
      } else if (o['iroh-knotweed-placement'] === 'enemy-only' && ownerOf(ch) === k.o) {
        add(true, 'ERR_POSITION_KNOT', `${seatName(k.o)}'s Knotweed on ${sq} holds ${seatName(k.o)}'s own ${tileName(code)} on ${placeName(h)}; under the rule in force a Knotweed holds only the opponent's pieces.`, 'knotweed', [k.sq, h]);
      }
    }
  }

  // Flags and counters.
  const has = [0, 1].map((s) => complete(state, s as Seat));
  const claim = o['iroh-win-claim'];
  const claimRule = claim === 'instant' ? 'four-midlines' : claim === 'automatic' ? 'answer-turn' : 'proclaim';
  if (setupNow) {
    add(state.winner !== undefined, 'ERR_POSITION_FLAG', 'The position says the game has been won, but the pieces are still being set up.', claimRule);
    add(state.armed[0] || state.armed[1], 'ERR_POSITION_FLAG', 'The position marks a side as having had harmonies across every midline, but the pieces are still being set up.', 'answer-turn');
  } else {
    const w = state.winner;
    if (w !== undefined) {
      add(!has[w], 'ERR_POSITION_FLAG', `The position says ${seatName(w)} has won, but ${seatName(w)} has no harmony across every midline on this board.`, claimRule);
      add(
        has[w] === true && claim !== 'instant' && !state.armed[w],
        'ERR_POSITION_FLAG',
        `The position says ${seatName(w)} has won, but does not record ${seatName(w)}'s harmonies as standing when ${seatName(other(w))}'s answering turn began.`,
        'answer-turn',
      );
      add(
        has[w] === true && o['iroh-simultaneous-win'] === 'both-void' && has[other(w)] === true,
        'ERR_POSITION_FLAG',
        `The position says ${seatName(w)} has won, but ${seatName(other(w))} also has a harmony across every midline, and under the rule in force neither can win while both stand.`,
        claimRule,
      );
    }
    const last = other(state.toMove);
    add(
      state.stage === 'start' && state.armed[last] && !has[last],
      'ERR_POSITION_FLAG',
      `The position marks ${seatName(last)}'s harmonies as standing across every midline when ${seatName(state.toMove)}'s turn began, but ${seatName(last)} has no such harmonies on the board, and nothing has moved since.`,
      'answer-turn',
    );
  }
  add(
    o['iroh-draw'] !== 'none' && state.quiet > QUIET_LIMIT,
    'ERR_POSITION_COUNTER',
    `${state.quiet} quiet turns are recorded, but the game is drawn after ${QUIET_LIMIT}.`,
    'quiet-draw',
  );
  add(state.quiet > state.turn, 'ERR_POSITION_COUNTER', `${state.quiet} quiet turns in a row are recorded, but only ${state.turn} turn${state.turn === 1 ? ' has' : 's have'} been played.`, 'quiet-draw');
  return list;
}

/** `state` as a position when the check finds nothing wrong; otherwise the error naming every problem. */
export const checked = (state: IrohState): Result<IrohState> => checkedPosition(state, checkPosition(state));

