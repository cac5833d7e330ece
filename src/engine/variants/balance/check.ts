/**
 * @packageDocumentation
 * The Balance position check (after chessops' `Position.fromSetup`): every reason a state is not a
 * position the rules allow under its options. Counts against the set (board and hands together; a
 * tile missing from both is set aside, as teaching diagrams do), places a tile may stand on, the
 * stage and the turn against the hands, and the counters and flags of the second stage against the
 * board. Whether play could reach the position move by move is not asked.
 */
import { problemList, type PositionProblem } from '../../core/position.ts';
import { isPoint, place, placeName, squareId, PLACE_COUNT, type PlaceId } from '../../geometry/coords.ts';
import { QUIET_LIMIT, TILE_CODES, TILE_NAMES, WHEEL } from './spec.ts';
import { ctxOf, isFlower, opt, type BalanceState } from './state.ts';
import { boardKey } from './notation.ts';

/** Rule ids the check cites (slugs of `rules.ts`). */
const R = {
  board: 'board-and-places',
  set: 'tile-set',
  first: 'first-placer',
  place: 'blossoming-place',
  turns: 'turn-order',
  wheelSquares: 'wheel-on-squares',
  stack: 'wheel-stack',
  fixed: 'fixed-tiles',
  move: 'move-orthogonal',
  pass: 'passing',
  quiet: 'quiet-draw',
  repetition: 'repetition',
} as const;

const PLURAL: Readonly<Record<string, string>> = { R: 'Roses', Lo: 'Lotus tiles', O: 'Orchids', Li: 'Lilies', W: 'Wheels of Life' };
const PLAYER = (p: number) => `Player ${p + 1}`;
const isPlace = (p: unknown): p is PlaceId => typeof p === 'number' && Number.isInteger(p) && p >= 0 && p < PLACE_COUNT;
const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0;
const isSeat = (p: unknown): p is 0 | 1 => p === 0 || p === 1;
const name = (t: string) => TILE_NAMES[t] ?? t;

/**
 * Every problem of a Balance state; `balances` counts the balances on its board (the engine's
 * largest assignment, passed in so this module needs no part of the move logic).
 */
export function checkBalancePosition(s: BalanceState, balances: (s: BalanceState) => number): readonly PositionProblem[] {
  try {
    return check(s, balances);
  } catch {
    return [{ code: 'ERR_POSITION_SHAPE', message: 'The position could not be read as a Balance position.', rule: R.board }];
  }
}

function check(s: BalanceState, balances: (s: BalanceState) => number): readonly PositionProblem[] {
  const { list, add } = problemList();
  if (typeof s !== 'object' || s === null || !Array.isArray(s.cells) || !Array.isArray(s.hands) || s.hands.length !== 2 || !s.hands.every(Array.isArray)) {
    add(true, 'ERR_POSITION_SHAPE', 'This is not a Balance position: it needs a board and two hands.', R.board);
    return list;
  }
  const ctx = ctxOf(s.opts ?? {});
  add(!isSeat(s.toMove), 'ERR_POSITION_TURN', 'The player to move is Player 1 or Player 2.', R.turns);
  add(s.stage !== 1 && s.stage !== 2, 'ERR_POSITION_STAGE', 'The stage is the Blossoming (1) or the moving stage (2).', R.turns);
  for (const [k, v] of [['passes', s.passes], ['quiet', s.quiet], ['best', s.best]] as const)
    add(!isCount(v), 'ERR_POSITION_COUNTER', `The ${k} counter must be a whole number of 0 or more.`, k === 'passes' ? R.pass : R.quiet);
  if (list.length > 0) return list;

  // The board: one tile (or a flower on the Wheel) a place, on places of the board in force.
  const count: Record<string, number> = {};
  const plus = (t: string) => (count[t] = (count[t] ?? 0) + 1);
  const seen = new Set<PlaceId>();
  let cellsOk = true;
  for (const c of s.cells) {
    if (typeof c !== 'object' || c === null || !isPlace(c.p) || !(TILE_CODES as readonly string[]).includes(c.t)) {
      add(true, 'ERR_POSITION_TILE', 'A piece on the board is not a Balance tile on a place of the board.', R.board);
      cellsOk = false;
      continue;
    }
    const at = placeName(c.p);
    add(seen.has(c.p), 'ERR_POSITION_OCCUPIED', `Two tiles are given for ${at}; a place holds one tile (or a flower on the Wheel of Life).`, R.board, [c.p]);
    seen.add(c.p);
    add(!ctx.table.playable(c.p), 'ERR_POSITION_PLACE', `${at} is not a playable place on this board under the rules in force, so no tile stands there.`, R.board, [c.p]);
    add(c.t === WHEEL && isPoint(c.p), 'ERR_POSITION_WHEEL', `The Wheel of Life cannot stand on the intersection ${at}: it goes on squares only.`, R.wheelSquares, [c.p]);
    if (c.w) {
      add(!isFlower(c.t), 'ERR_POSITION_STACK', `Only a flower can stand on the Wheel of Life, not a second Wheel (on ${at}).`, R.stack, [c.p]);
      add(isPoint(c.p), 'ERR_POSITION_WHEEL', `The Wheel of Life cannot stand on the intersection ${at} (under the flower there): it goes on squares only.`, R.wheelSquares, [c.p]);
      plus(WHEEL);
    }
    add((c.by !== undefined && !isSeat(c.by)) || (c.wby !== undefined && !isSeat(c.wby)), 'ERR_POSITION_OWNER', `The tile on ${at} was placed by Player 1 or Player 2, no one else.`, R.turns, [c.p]);
    plus(c.t);
  }
  for (const [k, h] of s.hands.entries())
    for (const t of h) {
      if ((TILE_CODES as readonly string[]).includes(t)) plus(t);
      else add(true, 'ERR_POSITION_TILE', `${PLAYER(k)}'s hand holds “${String(t).slice(0, 12)}”, which is not a Balance tile.`, R.set);
    }
  for (const t of TILE_CODES) {
    const max = ctx.set[t] ?? 0;
    const n = count[t] ?? 0;
    if (n <= max) continue;
    add(
      true,
      'ERR_POSITION_COUNT',
      max === 0
        ? `The set has no ${name(t)} under the rules in force (a board of intersections only has no square for it), but the position has ${n}.`
        : `The set has only ${max} ${max === 1 ? name(t) : PLURAL[t]}, but the board and the hands hold ${n}.`,
      R.set,
    );
  }
  if (cellsOk && opt(ctx, 'balance-mixed-occupancy') === 'blocking') {
    for (const c of s.cells) {
      const pl = place(c.p);
      if (pl.kind !== 'point') continue;
      const sq = [squareId(pl.x - 1, pl.y - 1), squareId(pl.x, pl.y - 1), squareId(pl.x - 1, pl.y), squareId(pl.x, pl.y)];
      const touching = sq.filter((q): q is PlaceId => q !== undefined && seen.has(q));
      if (touching.length > 0)
        add(true, 'ERR_POSITION_CROSS', `The tile on ${placeName(c.p)} touches the tile on ${placeName(touching[0] as PlaceId)}, and the rules in force keep a point and its squares apart.`, R.place, [c.p, ...touching]);
    }
  }
  const handsEmpty = s.hands[0].length === 0 && s.hands[1].length === 0;
  add(s.cells.length === 0 && handsEmpty, 'ERR_POSITION_EMPTY', 'The position has no tiles at all.', R.set);

  // The stage and the turn against the hands.
  if (s.stage === 1) {
    add(handsEmpty, 'ERR_POSITION_STAGE', 'In the Blossoming someone must still hold a tile to place, but both hands are empty.', R.turns);
    add(!handsEmpty && s.hands[s.toMove].length === 0, 'ERR_POSITION_TURN', `${PLAYER(s.toMove)} is to place a tile but holds none; while one hand is empty the other player places.`, R.turns);
    add(s.passes > 0, 'ERR_POSITION_PASSES', 'There is no passing in the Blossoming, but the position counts passes.', R.pass);
    add(s.quiet > 0 || s.best > 0, 'ERR_POSITION_COUNTER', 'The counters of the second stage (quiet moves, record balances) start at 0 when the Blossoming ends, but this Blossoming position has them above 0.', R.quiet);
    add(s.lastAct === 'm' || s.lastAct === 's' || s.lastMove !== undefined, 'ERR_POSITION_LAST', 'In the Blossoming every turn places a tile, but the last turn is given as a move or a pass.', R.turns);
    add(s.history.length > 0, 'ERR_POSITION_HISTORY', 'The repetition history starts with the second stage, but this Blossoming position has one.', R.repetition);
    if (s.cells.length === 0 && !handsEmpty) {
      add(s.firstPlacer !== s.toMove, 'ERR_POSITION_FIRST', `Nobody has placed a tile yet, so the first placer is the player to move, ${PLAYER(s.toMove)}, not ${PLAYER(s.firstPlacer)}.`, R.first);
      const more = opt(ctx, 'balance-first-placer') === 'more';
      const d = s.hands[0].length - s.hands[1].length;
      const should = d === 0 ? undefined : (d > 0) === more ? 0 : 1;
      add(
        should !== undefined && should !== s.toMove,
        'ERR_POSITION_FIRST',
        `${PLAYER(should ?? 0)} holds ${more ? 'more' : 'fewer'} tiles and so places first, but ${PLAYER(s.toMove)} is to move.`,
        R.first,
      );
    }
    if (s.lastAct === 'p' && s.lastMover === s.toMove)
      add(s.hands[s.toMove === 0 ? 1 : 0].length > 0, 'ERR_POSITION_TURN', `${PLAYER(s.toMove)} placed the last tile and is to place again, though the other player still holds tiles.`, R.turns);
    return list;
  }

  // The second stage.
  add(!handsEmpty, 'ERR_POSITION_STAGE', 'The second stage starts only when every tile is on the board, but a hand is not empty.', R.turns);
  add(s.passes > 2, 'ERR_POSITION_PASSES', `Two passes in a row end the game, so there cannot be ${s.passes}.`, R.pass);
  add(s.passes > 0 && s.lastAct !== undefined && s.lastAct !== 's', 'ERR_POSITION_PASSES', 'The last turn is given as a placement or a move, but the position counts passes in a row.', R.pass);
  add(s.lastAct === 's' && s.passes === 0, 'ERR_POSITION_PASSES', 'The last turn is given as a pass, but the position counts no pass.', R.pass);
  add(s.lastMover !== undefined && !isSeat(s.lastMover), 'ERR_POSITION_TURN', 'The last player is Player 1 or Player 2.', R.turns);
  add(
    (s.lastAct === 'm' || s.lastAct === 's') && s.lastMover === s.toMove,
    'ERR_POSITION_TURN',
    `${PLAYER(s.toMove)} made the last ${s.lastAct === 'm' ? 'move' : 'pass'}, so the other player is to move.`,
    R.turns,
  );
  if (ctx.quietCap)
    add(s.quiet > QUIET_LIMIT, 'ERR_POSITION_QUIET', `The game is drawn once ${QUIET_LIMIT} moves pass without a new record number of balances, so the quiet-move counter cannot be ${s.quiet}.`, R.quiet);
  const now = balances(s);
  add(s.best < now, 'ERR_POSITION_RECORD', `The board holds ${now} balance${now === 1 ? '' : 's'}, but the record number of balances is given as ${s.best}; the record is never below the board's count.`, R.quiet);
  if (s.lastAct === 'p') {
    add(s.quiet > 0, 'ERR_POSITION_QUIET', 'The last tile was just placed, so the second stage has only begun and no quiet move has been made, but the counter is above 0.', R.quiet);
    add(s.best !== now, 'ERR_POSITION_RECORD', `The second stage has only begun, so its record number of balances is the board's ${now}, not ${s.best}.`, R.quiet);
  }
  if (s.lastMove !== undefined) checkLastMove(s, add);
  // The repetition history: kept only by the rules that need it, and it ends with this position.
  const rep = opt(ctx, 'balance-repetition');
  if (rep === 'superko' || rep === 'threefold') {
    const key = boardKey(s) + (rep === 'threefold' ? String(s.toMove) : '');
    const last = s.history[s.history.length - 1];
    add(s.history.length > 0 && last !== key, 'ERR_POSITION_HISTORY', 'The repetition history does not end with this position, though every position of the second stage is recorded when it arises.', R.repetition);
    if (rep === 'threefold') {
      const seen3 = new Map<string, number>();
      for (const h of s.history.slice(0, -1)) seen3.set(h, (seen3.get(h) ?? 0) + 1);
      add([...seen3.values()].some((n) => n >= 3), 'ERR_POSITION_HISTORY', 'The repetition history has an earlier position three times, but the third time ends the game.', R.repetition);
    }
  } else add(s.history.length > 0, 'ERR_POSITION_HISTORY', 'The repetition rule in force keeps no history of positions, but the position has one.', R.repetition);
  return list;
}

/** The last move (kept for the no-undo rule) must be a move along a line onto a tile now on the board. */
function checkLastMove(s: BalanceState, add: ReturnType<typeof problemList>['add']): void {
  const m = s.lastMove as { from: unknown; to: unknown };
  if (!isPlace(m.from) || !isPlace(m.to)) {
    add(true, 'ERR_POSITION_LAST', 'The last move is not between two places of the board.', R.move);
    return;
  }
  const ctx = ctxOf(s.opts ?? {});
  const a = place(m.from);
  const b = place(m.to);
  const at = (p: PlaceId) => s.cells.find((c) => c.p === p);
  const text = `${placeName(m.from)}-${placeName(m.to)}`;
  add(s.lastAct !== undefined && s.lastAct !== 'm', 'ERR_POSITION_LAST', `A last move (${text}) is given, but the last turn was not a move.`, R.move);
  const xy = (p: ReturnType<typeof place>): [number, number] => (p.kind === 'point' ? [p.x, p.y] : [p.i, p.j]);
  const [ax, ay] = xy(a);
  const [bx, by] = xy(b);
  const line = a.kind === b.kind && m.from !== m.to && (ax === bx || ay === by);
  add(!line, 'ERR_POSITION_LAST', `The last move ${text} is not along a row or a column of one kind of place.`, R.move, [m.from, m.to]);
  add(at(m.to) === undefined, 'ERR_POSITION_LAST', `The last move went to ${placeName(m.to)}, but no tile stands there.`, R.move, [m.to]);
  const left = at(m.from);
  add(left !== undefined && !(left.t === WHEEL && !left.w), 'ERR_POSITION_LAST', `The last move left ${placeName(m.from)}, but a tile stands there (only the Wheel of Life a flower stepped off can stay).`, R.move, [m.from]);
  add(isPoint(m.from) && opt(ctx, 'balance-fixed-tiles') === 'fixed', 'ERR_POSITION_LAST', `The last move left the intersection ${placeName(m.from)}, but tiles on intersections never move.`, R.fixed, [m.from]);
}
