/**
 * @packageDocumentation
 * The Pai Sho Project position check (`checkPosition`, after chessops' `PositionError`): every reason a
 * state is not a position the rules allow, each with its rule. Part of the first chunk, since
 * `parsePosition` (and `fromSetup`, through `buildState`) end in it.
 *
 * What is checked: seats, tile codes and places (on a playable point, one tile a point); the counts per
 * seat against the set (board and Pot together); the opening round (under the element-first rule only
 * one element per seat may be out, and nothing is captured); the Chi Blocker marks (a mark only on an
 * element that stands next to a Chi Blocker, and every such element of the seat to act carries one at the
 * start of its turn, since its turn to withdraw has then begun: without it a hand-set position would give
 * the element a second turn); drop-capture turns; the Pot's captors; the seats out of the game (the
 * two-colour player resigns both colours; removed seats keep no tiles under the removal option; under
 * immediate removal a seat still in after the first round holds an element); the pass count (within the
 * limit that ends the game, none when passing is off); the turn in progress; the entered-elements field.
 * Whether play could reach the position move by move is not asked.
 */
import type { PositionProblem } from '../../core/position.ts';
import { problemList } from '../../core/position.ts';
import type { Seat } from '../../core/types.ts';
import { placeName, POINT_COUNT } from '../../geometry/index.ts';
import { countsAsElement, ctxOf, flagsOf } from './moves.ts';
import { ELEMENT_CODES, TILES, TILE_INDEX } from './spec.ts';
import { friends, layoutFor, personOf, seatCount, seatsOf, seatWord, type WikiPiece, type WikiState } from './state.ts';

const isInt = (v: unknown, lo: number, hi: number): v is number => typeof v === 'number' && Number.isInteger(v) && v >= lo && v <= hi;
const place = (p: number): string => (isInt(p, 0, POINT_COUNT - 1) ? placeName(p) : String(p).slice(0, 8));

/** Every reason `s` is not a position the rules allow; empty for a valid position. Never throws. */
export function checkPosition(s: WikiState): readonly PositionProblem[] {
  try {
    return problemsOf(s);
  } catch {
    return [{ code: 'ERR_POSITION_SHAPE', message: 'That is not a Pai Sho Project position.', rule: 'position-notation' }];
  }
}

function problemsOf(s: WikiState): PositionProblem[] {
  const P = problemList();
  if (!s || typeof s !== 'object' || s.variant !== 'wiki' || !s.options || !Array.isArray(s.pieces) || !Array.isArray(s.pot) || !Array.isArray(s.out) || !s.stage) {
    P.add(true, 'ERR_POSITION_SHAPE', 'That is not a Pai Sho Project position.', 'position-notation');
    return P.list;
  }
  const o = s.options;
  const seats = seatCount(o);
  const L = layoutFor(o);
  const f = flagsOf(o);
  const seatOk = (n: unknown): n is Seat => isInt(n, 0, seats - 1);
  const name = (x: Seat) => seatWord(o, x);

  // Shape: seats, codes, places. Nothing below can be asked of a state that fails these.
  P.add(!seatOk(s.toMove), 'ERR_POSITION_SEAT', `The seat to act must be one of the game's ${seats} seats (0–${seats - 1} in the text).`, 'players');
  const seen = new Map<number, WikiPiece>();
  for (const p of s.pieces) {
    const ti = TILE_INDEX.get(p.tile);
    P.add(!seatOk(p.owner), 'ERR_POSITION_SEAT', `A tile on ${place(p.place)} belongs to seat ${String(p.owner)}, which this game of ${seats} seats does not have.`, 'players');
    P.add(ti === undefined, 'ERR_POSITION_TILE', `“${String(p.tile).slice(0, 4)}” on ${place(p.place)} is not a tile of the set.`, 'tile-set');
    if (!isInt(p.place, 0, POINT_COUNT - 1) || !L.onBoard[p.place]) {
      P.add(true, 'ERR_POSITION_PLACE', `${place(p.place)} is not a playable point of this board.`, 'board');
      continue;
    }
    P.add(seen.has(p.place), 'ERR_POSITION_OCCUPIED', `Two tiles stand on ${placeName(p.place)}.`, 'moving', [p.place]);
    seen.set(p.place, p);
  }
  for (const e of s.pot) {
    P.add(TILE_INDEX.get(e.tile) === undefined, 'ERR_POSITION_TILE', `“${String(e.tile).slice(0, 4)}” in the Pot is not a tile of the set.`, 'tile-set');
    P.add(!seatOk(e.owner) || (e.by !== undefined && !seatOk(e.by)), 'ERR_POSITION_SEAT', 'A tile in the Pot names a seat this game does not have.', 'pot');
  }
  P.add(!isInt(s.turn, 0, 1e6), 'ERR_POSITION_TURN', 'The turn count is a whole number from 0.', 'turn');
  P.add(!isInt(s.passes, 0, 99), 'ERR_POSITION_PASSES', 'The pass count is a whole number from 0.', 'passing');
  const outSeats = new Set<number>();
  for (const x of s.out) {
    P.add(!seatOk(x.seat) || outSeats.has(x.seat) || (x.why !== 'resigned' && x.why !== 'removed'), 'ERR_POSITION_OUT', 'The seats out of the game must be distinct seats of this game, each resigned or removed.', 'resigning');
    outSeats.add(x.seat);
  }
  if (P.list.length > 0) return P.list;

  // Counts per seat: the board and the Pot together hold no more of a kind than a set has.
  const used = TILES.map(() => new Array<number>(seats).fill(0));
  for (const p of [...s.pieces, ...s.pot]) used[TILE_INDEX.get(p.tile) as number]![p.owner]! += 1;
  used.forEach((row, ti) => {
    const t = TILES[ti]!;
    row.forEach((n, x) => P.add(n > t.count, 'ERR_POSITION_COUNT', `${name(x as Seat)} has ${n} ${t.name} tiles on the board and in the Pot, but a set has ${t.count}.`, 'tile-set'));
  });

  // The opening round: under the element-first rule each seat's first turn only enters an element.
  const opening = s.turn < seats;
  if (f.openingElement && opening) {
    const extra = s.pieces.filter((p) => !countsAsElement(f, p));
    P.add(extra.length > 0, 'ERR_POSITION_OPENING', `In the first round every turn enters an element${f.chiCounts ? '' : ' that keeps its player in (not the Chi Blocker)'}, so no ${TILES[TILE_INDEX.get(extra[0]?.tile ?? '') ?? 0]!.name} can stand on ${place(extra[0]?.place ?? -1)} yet.`, 'opening', extra.map((p) => p.place));
    for (let x = 0; x < seats; x++) {
      const mine = s.pieces.filter((p) => p.owner === x);
      P.add(mine.length > 1, 'ERR_POSITION_OPENING', `In the first round ${name(x as Seat)} can have entered one element only, not ${mine.length} tiles.`, 'opening', mine.map((p) => p.place));
    }
    P.add(s.pot.length > 0, 'ERR_POSITION_OPENING', 'Nothing can have been captured in the first round, when every turn only enters an element.', 'opening');
  }

  // Marks and drop turns.
  const c = ctxOf(s);
  for (const p of s.pieces) {
    const t = TILES[TILE_INDEX.get(p.tile) as number]!;
    if (p.mark !== undefined) {
      if (t.group !== 'element') P.add(true, 'ERR_POSITION_MARK', `Only element tiles carry a Chi Blocker mark (! or !!), not the ${t.name} on ${placeName(p.place)}.`, 'withdraw', [p.place]);
      else if (p.mark !== 1 && p.mark !== 2) P.add(true, 'ERR_POSITION_MARK', `The mark of the ${t.name} on ${placeName(p.place)} is ! (its turn to withdraw has begun) or !! (frozen).`, 'withdraw', [p.place]);
      else P.add(!c.immob[p.place], 'ERR_POSITION_MARK', `The ${t.name} on ${placeName(p.place)} carries a Chi Blocker mark, but no Chi Blocker immobilizes it.`, 'withdraw', [p.place]);
    } else if (t.group === 'element' && s.stage.kind === 'start' && p.owner === s.toMove && c.immob[p.place]) {
      P.add(true, 'ERR_POSITION_GRACE', `The ${t.name} on ${placeName(p.place)} stands next to a Chi Blocker as ${name(p.owner)}'s turn begins, so its one turn to withdraw is this one: mark it ! (or !! if that turn has passed).`, 'withdraw', [p.place]);
    }
    if (p.dropped !== undefined) {
      if (t.group === 'element' || !f.dropCapture) P.add(true, 'ERR_POSITION_FRESH', `Only flowers carry a drop turn (*n), and only under drop capture: not the ${t.name} on ${placeName(p.place)}.`, 'drop-capture', [p.place]);
      else P.add(!isInt(p.dropped, 0, s.turn) || s.turn - p.dropped >= seats, 'ERR_POSITION_FRESH', `The ${t.name} on ${placeName(p.place)} carries drop turn ${p.dropped}: a flower's immunity to drop capture lasts from its drop on that turn for one round, so the turn must be one of the last ${seats} up to ${s.turn}.`, 'drop-capture', [p.place]);
    }
  }

  // The Pot: captors are opponents; only a captured Spirit Wheel carries its turn of capture.
  for (const e of s.pot) {
    P.add(e.by !== undefined && friends(o, e.by, e.owner), 'ERR_POSITION_POT', `A ${TILES[TILE_INDEX.get(e.tile) as number]!.name} of ${name(e.owner)}'s in the Pot names ${name(e.by as Seat)} as its captor: nobody captures their own or a team-mate's tiles.`, 'capture');
    if (e.turn !== undefined) P.add(e.tile !== 'S' || e.by === undefined || !isInt(e.turn, 0, s.turn), 'ERR_POSITION_POT', `Only a captured Spirit Wheel carries its turn of capture (*n) in the Pot, a turn no later than the present one (${s.turn}).`, 'reincarnation');
  }

  // Seats out of the game.
  P.add(outSeats.has(s.toMove), 'ERR_POSITION_OUT', `The seat to act, ${name(s.toMove)}, is out of the game.`, 'resigning');
  for (const x of s.out) {
    if (x.why === 'resigned') {
      const others = seatsOf(o, personOf(o, x.seat)).filter((q) => q !== x.seat && !outSeats.has(q));
      P.add(others.length > 0, 'ERR_POSITION_OUT', `${name(x.seat)} resigned but ${others.map(name).join(' and ')}, played by the same person, plays on: a player resigns every colour they play.`, 'resigning');
    } else {
      P.add(f.elimRemove && s.pieces.some((p) => p.owner === x.seat), 'ERR_POSITION_OUT', `${name(x.seat)} was removed from the game, and under these rules a removed player's tiles leave the board with them.`, 'keep-an-element');
    }
  }
  if (f.loss === 'removed' && s.turn >= seats && s.stage.kind === 'start') {
    for (let x = 0; x < seats; x++) {
      if (outSeats.has(x)) continue;
      P.add(!s.pieces.some((p) => p.owner === x && countsAsElement(f, p)), 'ERR_POSITION_ELEMENT', `${name(x as Seat)} has no element on the board after the first round, and under these rules would have been removed at the end of the last turn.`, 'keep-an-element');
    }
  }

  // Passes: none when passing is off; never past the count that ends the game.
  // (Against everyone who sat down: a resignation out of turn may leave fewer players in than passes made.)
  P.add(!f.passOn && s.passes > 0, 'ERR_POSITION_PASSES', 'Passing is switched off under these rules, so no passes can have been made.', 'passing');
  P.add(f.passOn && s.passes > f.people + 1, 'ERR_POSITION_PASSES', `${s.passes} passes in a row cannot happen: the game ends as soon as the passes outnumber the ${f.people} players.`, 'passing');
  P.add(s.passes > s.turn, 'ERR_POSITION_PASSES', `${s.passes} passes in a row cannot have been made in ${s.turn} turns.`, 'passing');

  // The turn in progress.
  if (s.stage.kind !== 'start') {
    const at = (s.stage as { at: number }).at;
    const here = isInt(at, 0, POINT_COUNT - 1) ? seen.get(at) : undefined;
    if (!here || here.owner !== s.toMove) P.add(true, 'ERR_POSITION_STAGE', 'A turn in progress names a point where the seat to act has no tile.', 'turn');
    else if (s.stage.kind === 'moved' && !['A', 'W', 'E', 'F', 'S'].includes(here.tile)) P.add(true, 'ERR_POSITION_STAGE', 'Only an element that bends (Air, Water, Earth, Fire, Spirit Wheel) may be waiting to bend.', 'move-and-bend', [at]);
    else if (s.stage.kind !== 'dropped' && s.stage.kind !== 'moved') P.add(true, 'ERR_POSITION_STAGE', 'A turn in progress is after a drop or after a move.', 'turn');
  }

  // The element kinds each seat has brought into play cover those on the board and in the Pot.
  const entered = s.entered;
  if (!Array.isArray(entered) || entered.length !== seats || entered.some((m) => !isInt(m, 0, (1 << ELEMENT_CODES.length) - 1))) {
    P.add(true, 'ERR_POSITION_ENTERED', `The entered-elements field needs one mask per seat (${seats}).`, 'promotion');
  } else {
    for (const p of [...s.pieces, ...s.pot]) {
      const i = ELEMENT_CODES.indexOf(p.tile);
      if (i >= 0 && !((entered[p.owner] as number) & (1 << i))) {
        P.add(true, 'ERR_POSITION_ENTERED', `${name(p.owner)}'s ${TILES[TILE_INDEX.get(p.tile) as number]!.name} is in play but missing from the entered-elements field.`, 'promotion');
        break;
      }
    }
  }
  return P.list;
}
