/**
 * @packageDocumentation
 * The Kutai position check (after chessops' `Position.fromSetup`): every reason a state is not a
 * position the rules allow under its options.
 *
 * First what the board alone shows: the seats (one hand a seat, every tile's owner a seat at the
 * table), the set (one tile of each kind a seat, hand and board together; a hand may hold fewer, as
 * a teaching position sets tiles aside), one tile a place, on places of the board, each kind on the
 * colours it needs, and the Centerpiece first, a flower on the centre, placed by the seat the rules
 * in force name. Then the order of placement, which a Kutai position records: tiles never move, so
 * the tiles in the order placed are the game itself. Replayed from the empty board, each tile must be
 * placed in its owner's turn (a seat is passed over only when it has no placement left), before the
 * game was over, and the seat to move must be the one whose turn it is now.
 */
import { problemList, type PositionProblem } from '../../core/position.ts';
import type { Move, Outcome, Seat, Violation } from '../../core/types.ts';
import type { Result } from '../../core/result.ts';
import { PLACE_COUNT, placeName, type PlaceId } from '../../geometry/index.ts';
import { isFlower, TILE_CODES, TILES, tileByCode } from './spec.ts';
import { colourWords, layoutFor, neededWords, notValidWords, placementRule, prevSeatOf, seatCount, seatName, type KutaiState } from './state.ts';

/** A finished game's outcome. */
type Ended = Exclude<Outcome, { status: 'ongoing' }>;

/** What the replay needs of the engine (passed in, so this module carries no move logic). */
export interface KutaiPlay {
  readonly applyMove: (s: KutaiState, m: Move) => Result<KutaiState, Violation>;
  readonly outcome: (s: KutaiState) => Outcome;
}

const isSeatOf = (n: number) => (p: unknown): p is Seat => typeof p === 'number' && Number.isInteger(p) && p >= 0 && p < n;
const isPlace = (p: unknown): p is PlaceId => typeof p === 'number' && Number.isInteger(p) && p >= 0 && p < PLACE_COUNT;

export function checkKutaiPosition(s: KutaiState, play: KutaiPlay): readonly PositionProblem[] {
  try {
    return check(s, play);
  } catch {
    return [{ code: 'ERR_POSITION_SHAPE', message: 'The position could not be read as a Kutai position.', rule: 'board' }];
  }
}

function check(s: KutaiState, play: KutaiPlay): readonly PositionProblem[] {
  const { list, add } = problemList();
  if (typeof s !== 'object' || s === null || typeof s.options !== 'object' || s.options === null || !Array.isArray(s.pieces) || !Array.isArray(s.hands)) {
    add(true, 'ERR_POSITION_SHAPE', 'This is not a Kutai position: it needs tiles on the board, hands and a seat to move.', 'board');
    return list;
  }
  const o = s.options;
  const n = seatCount(o);
  const isSeat = isSeatOf(n);
  const seats = `0 to ${n - 1} (${n} players)`;
  const who = (p: Seat) => seatName(o, p);
  add(!isSeat(s.toMove), 'ERR_POSITION_SEAT', `The seat to move is one of ${seats}, not ${String(s.toMove).slice(0, 8)}.`, 'turns');
  add(s.hands.length !== n || !s.hands.every(Array.isArray), 'ERR_POSITION_HANDS', `Give one hand per seat: ${n} hands for ${n} players, not ${s.hands.length}.`, 'tile-sets');
  add(s.pieces.length > 29 * n, 'ERR_POSITION_COUNT', `A Kutai board holds at most ${29 * n} tiles (29 per player).`, 'tile-sets');
  if (list.length > 0) return list;

  // The board alone.
  const layout = layoutFor(o);
  const seen = new Set<PlaceId>();
  const owned: Set<string>[] = Array.from({ length: n }, () => new Set<string>());
  const exemptCentre = o['kutai-centerpiece-colour'] !== 'applies';
  for (const [k, p] of s.pieces.entries()) {
    const t = typeof p === 'object' && p !== null && typeof p.tile === 'string' ? tileByCode(p.tile) : undefined;
    if (!t || !isPlace(p.place)) {
      add(true, 'ERR_POSITION_TILE', `Tile ${k + 1} on the board is not a Kutai tile on a place: tiles are ${TILE_CODES.join(', ')}.`, 'tile-sets');
      continue;
    }
    const at = placeName(p.place);
    if (!layout.isPlace(p.place)) {
      add(true, 'ERR_POSITION_PLACE', layout.surface === 'square' ? `${at} is not a square of the board in the squares game.` : notValidWords(p.place, o), layout.surface === 'square' ? 'board' : 'valid-intersections', [p.place]);
      continue;
    }
    add(seen.has(p.place), 'ERR_POSITION_OCCUPIED', `Two tiles stand on ${at}; a place holds one tile.`, 'one-tile-per-place', [p.place]);
    seen.add(p.place);
    if (!isSeat(p.owner)) {
      add(true, 'ERR_POSITION_OWNER', `The tile on ${at} belongs to seat ${String(p.owner).slice(0, 8)}, but the seats are ${seats}.`, 'turns', [p.place]);
      continue;
    }
    const mine = owned[p.owner] as Set<string>;
    add(mine.has(p.tile), 'ERR_POSITION_COPIES', `${who(p.owner)} has only one ${t.name}, but two are on the board.`, 'tile-sets', [p.place]);
    mine.add(p.tile);
    if (k === 0) {
      add(!layout.centre.includes(p.place), 'ERR_POSITION_CENTERPIECE', `The first tile is the Centerpiece and must stand on the centre, not on ${at}.`, 'centerpiece', [p.place]);
      add(!isFlower(t), 'ERR_POSITION_CENTERPIECE', `The Centerpiece must be a flower, and the ${t.name} is not one.`, 'centerpiece', [p.place]);
    } else
      add(
        layout.centre.includes(p.place) && layout.surface === 'point',
        'ERR_POSITION_CENTERPIECE',
        `Only the Centerpiece stands on the centre, and it is the first tile placed, not the ${t.name} on ${at}.`,
        'centerpiece',
        [p.place],
      );
    if (k === 0 && exemptCentre) continue;
    add(
      layout.allowed[TILES.indexOf(t)]?.[p.place] !== 1,
      'ERR_POSITION_COLOUR',
      `The ${t.name} may not stand on ${at}: that place is ${colourWords(layout.colours(p.place))}, and the ${t.name} needs ${neededWords(t, o)}.`,
      placementRule(t),
      [p.place],
    );
  }
  for (const [pl, hand] of s.hands.entries()) {
    const inHand = new Set<string>();
    for (const code of hand) {
      const t = typeof code === 'string' ? tileByCode(code) : undefined;
      if (!t) {
        add(true, 'ERR_POSITION_TILE', `“${String(code).slice(0, 12)}” in ${who(pl as Seat)}'s hand is not a Kutai tile.`, 'tile-sets');
        continue;
      }
      add(inHand.has(code) || owned[pl]?.has(code) === true, 'ERR_POSITION_COPIES', `${who(pl as Seat)} has only one ${t.name}, but it is listed twice (hand and board).`, 'tile-sets');
      inHand.add(code);
    }
  }
  // Who lays the Centerpiece: with South first, South itself, or the seat before South before play.
  if (o['kutai-first-player'] === 'south') {
    const placer = (o['kutai-centerpiece-placer'] === 'pre-game' ? prevSeatOf(o, 0) : 0) as Seat;
    const first = s.pieces[0];
    if (first && isSeat(first.owner))
      add(first.owner !== placer, 'ERR_POSITION_FIRST', `South moves first under the rules in force, so ${who(placer)} lays the Centerpiece, not ${who(first.owner)}.`, 'centerpiece', isPlace(first.place) ? [first.place] : undefined);
    else if (!first)
      add(s.toMove !== placer, 'ERR_POSITION_FIRST', `South moves first under the rules in force, so ${who(placer)} lays the Centerpiece and is to move on the empty board, not ${who(s.toMove)}.`, 'centerpiece');
  }
  if (list.length > 0 || s.pieces.length === 0) return list;

  // The order of placement, replayed from the empty board.
  const hands = s.hands.map((h, pl) => TILE_CODES.filter((c) => h.includes(c) || s.pieces.some((p) => p.owner === pl && p.tile === c)));
  let cur: KutaiState = Object.freeze({ variant: 'kutai' as const, options: o, pieces: Object.freeze([]), hands: Object.freeze(hands.map((h) => Object.freeze(h))), toMove: (s.pieces[0] as { owner: Seat }).owner });
  const tileWords = (k: number) => {
    const p = s.pieces[k] as { tile: string; place: PlaceId; owner: Seat };
    return `${who(p.owner)}'s ${tileByCode(p.tile)?.name ?? p.tile} on ${placeName(p.place)}`;
  };
  /** Passes until `seat` is to move; the problem in words when someone in between could still place. */
  const passTo = (seat: Seat): { seat: Seat; over?: Ended } | undefined => {
    for (let k = 0; k < n && cur.toMove !== seat; k++) {
      const oc = play.outcome(cur);
      if (oc.status !== 'ongoing') return { seat: cur.toMove, over: oc };
      const r = play.applyMove(cur, { type: 'pass' });
      if (!r.ok) return { seat: cur.toMove };
      cur = r.value;
    }
    return undefined;
  };
  for (const [k, p] of s.pieces.entries()) {
    const stop = passTo(p.owner);
    if (stop?.over) {
      add(true, 'ERR_POSITION_OVER', `The game was already over before ${tileWords(k)}: ${stop.over.reason.replace(/\.$/, '')}.`, stop.over.rule, [p.place]);
      return list;
    }
    if (stop) {
      add(true, 'ERR_POSITION_TURN', `${tileWords(k)} was placed out of turn: it was ${who(stop.seat)}'s turn, and ${who(stop.seat)} could still place a tile.`, 'turns', [p.place]);
      return list;
    }
    const oc = play.outcome(cur);
    if (oc.status !== 'ongoing') {
      add(true, 'ERR_POSITION_OVER', `The game was already over before ${tileWords(k)}: ${oc.reason.replace(/\.$/, '')}.`, oc.rule, [p.place]);
      return list;
    }
    const r = play.applyMove(cur, { type: 'place', tile: p.tile, to: p.place });
    if (!r.ok) {
      add(true, 'ERR_POSITION_ORDER', `${tileWords(k)} could not be placed when it was: ${r.error.message.replace(/\.$/, '')}.`, r.error.rule, [p.place]);
      return list;
    }
    cur = r.value;
  }
  const stop = passTo(s.toMove);
  if (stop) {
    const last = tileWords(s.pieces.length - 1);
    add(
      true,
      'ERR_POSITION_TURN',
      stop.over
        ? `The game ended with ${last}, when it was ${who(stop.seat)}'s turn, not ${who(s.toMove)}'s.`
        : `After ${last} it is ${who(stop.seat)}'s turn, not ${who(s.toMove)}'s: ${who(stop.seat)} can still place a tile.`,
      'turns',
    );
  }
  return list;
}
