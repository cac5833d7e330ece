/**
 * A toy variant for the tests only (never shipped): it exercises every part of the grown contract
 * before the real variants land.
 *
 * - 2 or 3 seats (option `fixture-seats`, default 3), seat names Red, Blue, Gold.
 * - A shared bag of 12 Stones (S) and 3 Wheels (W), shuffled from the seed kept in the state; each
 *   seat draws 3 at the start. Hands are hidden unless revealed.
 * - A turn: **place** a tile from the hand on an empty point of the small diamond (|x| + |y| ≤ 3),
 *   then optionally **move** it one point orthogonally (onto another seat's tile: a capture into the
 *   Pot, 1 point), or, for a Wheel whose four neighbours are on the diamond, **use** `rotate` with a
 *   direction (`cw`, `ccw`) and an amount (`1`–`3` quarter turns) to turn those neighbours around it;
 *   or **end** the turn. Instead of placing, a seat may **draw** from the bag (irreversible: it
 *   reveals a tile; the turn ends) or **resign** (the seat is out; the order skips it). A seat with
 *   nothing to place and an empty bag passes.
 * - First to 3 points wins; when no seat can place and the bag is empty, the best score wins
 *   (ties draw); the last seat not out wins.
 */
import { resolveOptions } from '../../src/engine/core/options.ts';
import { err, fail, ok, type Result } from '../../src/engine/core/result.ts';
import { shuffle, seedFrom } from '../../src/engine/core/rng.ts';
import { nextSeat, sameStep } from '../../src/engine/core/steps.ts';
import type { BoardView, Move, OptionSpec, OptionValues, Outcome, Seat, VariantEngine, Violation } from '../../src/engine/core/types.ts';
import { place as placeOf, placeName, pointId, type PlaceId } from '../../src/engine/geometry/coords.ts';
import { formatStep, parseStep } from '../../src/engine/notation/step.ts';
import { checkedPosition, problemList, type PositionProblem } from '../../src/engine/core/position.ts';

export const FIXTURE_RULES = ['place', 'move', 'capture', 'rotate', 'draw', 'end', 'resign', 'turn', 'game-over'] as const;

const OPTIONS: readonly OptionSpec[] = [{ id: 'fixture-seats', choices: ['2', '3'], default: '3', effect: 'engine' }];
const NAMES = ['Red', 'Blue', 'Gold'];
const CODES = ['S', 'W'];
const GOAL = 3;

export interface FixtureState {
  readonly options: OptionValues;
  readonly seats: number;
  readonly board: readonly { readonly place: PlaceId; readonly tile: string; readonly owner: Seat }[];
  readonly hands: readonly (readonly string[])[];
  readonly bag: readonly string[];
  readonly pot: readonly { readonly tile: string; readonly owner: Seat }[];
  readonly scores: readonly number[];
  readonly out: readonly Seat[];
  readonly toMove: Seat;
  /** Turns completed so far. */
  readonly turn: number;
  /** The place of the tile placed this turn, while its optional continuation is open. */
  readonly placed?: PlaceId;
  readonly rng: number;
}

/** The small diamond of points. */
export const AREA: readonly PlaceId[] = (() => {
  const out: PlaceId[] = [];
  for (let y = 3; y >= -3; y--) for (let x = -3; x <= 3; x++) if (Math.abs(x) + Math.abs(y) <= 3) out.push(pointId(x, y) as PlaceId);
  return out.sort((a, b) => a - b);
})();
const IN_AREA = new Set(AREA);
const xy = (p: PlaceId) => placeOf(p) as { x: number; y: number };
const at = (x: number, y: number) => {
  const p = pointId(x, y);
  return p !== undefined && IN_AREA.has(p) ? p : undefined;
};
/** Orthogonal neighbours in clockwise order from north (undefined off the diamond). */
const ring = (p: PlaceId) => {
  const { x, y } = xy(p);
  return [at(x, y + 1), at(x + 1, y), at(x, y - 1), at(x - 1, y)];
};

const violation = (code: string, rule: string, message: string): Result<never, Violation> => err({ code, rule, message });
const tileAt = (s: FixtureState, p: PlaceId) => s.board.find((b) => b.place === p);

/** Untrusted option values completed with the defaults (anything but an object of choices is refused). */
function optionsOf(values: unknown): Result<OptionValues> {
  if (values === undefined || values === null) return resolveOptions(OPTIONS, {});
  if (typeof values !== 'object' || Array.isArray(values) || !Object.values(values).every((v) => typeof v === 'string')) return fail('ERR_OPTION_SHAPE', 'Options are an object of choices.');
  return resolveOptions(OPTIONS, values as OptionValues);
}

/** Whether an untrusted value has the shape of a fixture step (fields of the right types), so comparing it is safe. */
function stepShaped(m: unknown): m is Move {
  if (typeof m !== 'object' || m === null) return false;
  const x = m as Record<string, unknown>;
  switch (x.type) {
    case 'place':
      return typeof x.tile === 'string' && typeof x.to === 'number';
    case 'move':
      return typeof x.from === 'number' && typeof x.to === 'number' && x.path === undefined && x.promote === undefined;
    case 'use':
      return typeof x.at === 'number' && typeof x.ability === 'string' && Array.isArray(x.args) && x.args.every((a) => typeof a === 'string' || typeof a === 'number');
    default:
      return typeof x.type === 'string';
  }
}

function create(init: { readonly options?: OptionValues; readonly seed?: number } = {}): Result<FixtureState> {
  const given = typeof init === 'object' && init !== null ? init : {};
  const o = optionsOf(given.options);
  if (!o.ok) return o;
  const seats = Number(o.value['fixture-seats']);
  const [bag, rng] = shuffle([...Array(12).fill('S'), 'W', 'W', 'W'] as string[], seedFrom(given.seed ?? 0));
  const hands = Array.from({ length: seats }, (_, i) => bag.slice(i * 3, i * 3 + 3));
  return ok(
    freeze({ options: o.value, seats, board: [], hands, bag: bag.slice(seats * 3), pot: [], scores: Array(seats).fill(0), out: [], toMove: 0, turn: 0, rng }),
  );
}

const freeze = (s: FixtureState): FixtureState => Object.freeze(s);

function outcome(s: FixtureState): Outcome {
  const scores = s.scores.map((points, i) => ({ seat: i as Seat, points }));
  const placings = () =>
    [...new Set(s.scores)].sort((a, b) => b - a).map((v) => s.scores.flatMap((x, i) => (x === v && !s.out.includes(i as Seat) ? [i as Seat] : []))).filter((g) => g.length > 0);
  const w = s.scores.findIndex((v) => v >= GOAL);
  if (w >= 0) return { status: 'win', winner: w as Seat, reason: `${NAMES[w]} has ${GOAL} points.`, rule: 'capture', scores, placings: placings() };
  const inGame = Array.from({ length: s.seats }, (_, i) => i as Seat).filter((i) => !s.out.includes(i));
  if (inGame.length === 1) return { status: 'win', winner: inGame[0] as Seat, reason: `Everyone else resigned.`, rule: 'resign', scores };
  if (s.placed === undefined && s.bag.length === 0 && inGame.every((i) => (s.hands[i]?.length ?? 0) === 0 || AREA.every((p) => tileAt(s, p)))) {
    const top = placings()[0] ?? [];
    if (top.length === 1) return { status: 'win', winner: top[0] as Seat, reason: 'Nothing is left to place; the best score wins.', rule: 'game-over', scores, placings: placings() };
    return { status: 'draw', reason: 'Nothing is left to place and the best scores are level.', rule: 'game-over', scores, placings: placings() };
  }
  return { status: 'ongoing' };
}

function legalMoves(s: FixtureState): readonly Move[] {
  if (outcome(s).status !== 'ongoing') return [];
  const out: Move[] = [];
  if (s.placed !== undefined) {
    const p = s.placed;
    const me = tileAt(s, p);
    for (const q of ring(p)) {
      if (q === undefined) continue;
      const there = tileAt(s, q);
      if (!there || there.owner !== s.toMove) out.push({ type: 'move', from: p, to: q });
    }
    if (me?.tile === 'W' && ring(p).every((q) => q !== undefined)) {
      for (const dir of ['cw', 'ccw']) for (const n of ['1', '2', '3']) out.push({ type: 'use', at: p, ability: 'rotate', args: [dir, n] });
    }
    out.push({ type: 'end' });
    return out;
  }
  const empty = AREA.filter((p) => !tileAt(s, p));
  for (const t of new Set(s.hands[s.toMove])) for (const p of empty) out.push({ type: 'place', tile: t, to: p });
  if (s.bag.length > 0) out.push({ type: 'draw' });
  if (out.length === 0) out.push({ type: 'pass' });
  out.push({ type: 'resign' });
  return out;
}

/** The turn passes to the next seat still in the game. */
const passTurn = (s: FixtureState, changes: Partial<FixtureState>): FixtureState => {
  const next = { ...s, ...changes };
  const { placed: _drop, ...rest } = next;
  return freeze({ ...rest, toMove: nextSeat(s.toMove, s.seats, next.out) ?? s.toMove, turn: s.turn + 1 });
};

function applyMove(s: FixtureState, m: Move): Result<FixtureState, Violation> {
  const oc = outcome(s);
  if (oc.status !== 'ongoing') return violation('ERR_OVER', 'game-over', 'The game is over.');
  if (!stepShaped(m)) return violation('ERR_STEP', 'turn', 'That is not a step of this game.');
  if (!legalMoves(s).some((l) => sameStep(l, m))) return diagnose(s, m);
  switch (m.type) {
    case 'place': {
      const hand = [...(s.hands[s.toMove] ?? [])];
      hand.splice(hand.indexOf(m.tile), 1);
      return ok(
        freeze({
          ...s,
          board: [...s.board, { place: m.to, tile: m.tile, owner: s.toMove }],
          hands: s.hands.map((h, i) => (i === s.toMove ? hand : h)),
          placed: m.to,
        }),
      );
    }
    case 'move': {
      const there = tileAt(s, m.to);
      const board = s.board.filter((b) => b.place !== m.to).map((b) => (b.place === m.from ? { ...b, place: m.to } : b));
      if (!there) return ok(passTurn(s, { board }));
      return ok(
        passTurn(s, {
          board,
          pot: [...s.pot, { tile: there.tile, owner: there.owner }],
          scores: s.scores.map((v, i) => (i === s.toMove ? v + 1 : v)),
        }),
      );
    }
    case 'use': {
      const places = ring(m.at) as PlaceId[];
      const k = (m.args[0] === 'cw' ? 1 : 3) * Number(m.args[1]);
      const board = s.board.map((b) => {
        const i = places.indexOf(b.place);
        return i < 0 ? b : { ...b, place: places[(i + k) % 4] as PlaceId };
      });
      return ok(passTurn(s, { board }));
    }
    case 'end':
    case 'pass':
      return ok(passTurn(s, {}));
    case 'draw': {
      const [tile, ...bag] = s.bag;
      return ok(passTurn(s, { bag, hands: s.hands.map((h, i) => (i === s.toMove ? [...h, tile as string] : h)) }));
    }
    case 'resign':
      return ok(passTurn(s, { out: [...s.out, s.toMove] }));
    default:
      return violation('ERR_STEP', 'turn', `There is no ${m.type} step in this game.`);
  }
}

function diagnose(s: FixtureState, m: Move): Result<never, Violation> {
  const open = s.placed !== undefined;
  switch (m.type) {
    case 'place':
      if (open) return violation('ERR_ONE_PLACE', 'place', 'One tile a turn: move the placed tile, use it, or end the turn.');
      if (!s.hands[s.toMove]?.includes(m.tile)) return violation('ERR_HAND', 'place', `There is no ${String(m.tile).slice(0, 4)} in your hand.`);
      return violation('ERR_PLACE', 'place', 'Place on an empty point of the diamond.');
    case 'move':
      if (!open || m.from !== s.placed) return violation('ERR_MOVE', 'move', 'Only the tile just placed may move, one point, right after it is placed.');
      if (tileAt(s, m.to)?.owner === s.toMove) return violation('ERR_OWN', 'capture', 'You cannot capture your own tile.');
      return violation('ERR_MOVE', 'move', 'The placed tile moves one point north, east, south or west, on the diamond.');
    case 'use':
      return violation('ERR_USE', 'rotate', 'Only a Wheel just placed, with all four neighbours on the diamond, rotates them: cw or ccw, 1 to 3 quarter turns.');
    case 'end':
      return violation('ERR_END', 'end', 'There is nothing to end: place a tile first (or draw, or resign).');
    case 'draw':
      return violation('ERR_DRAW', 'draw', open ? 'You have placed this turn, so you may not draw.' : 'The bag is empty.');
    case 'resign':
      return violation('ERR_RESIGN', 'resign', 'Resign at the start of your turn.');
    case 'pass':
      return violation('ERR_PASS', 'turn', 'You may pass only when you can neither place nor draw.');
    default:
      return violation('ERR_STEP', 'turn', `There is no ${m.type} step in this game.`);
  }
}

// Positions are the setup as JSON (a test fixture need not fit a URL).
function toSetup(s: FixtureState): unknown {
  const { board, hands, bag, pot, scores, out, toMove, turn, placed, rng } = s;
  return { board, hands, bag, pot, scores, out, toMove, turn, ...(placed !== undefined ? { placed } : {}), rng };
}

function fromSetup(setup: unknown, options?: OptionValues): Result<FixtureState> {
  const o = optionsOf(options);
  if (!o.ok) return o;
  if (typeof setup !== 'object' || setup === null || Array.isArray(setup)) return fail('ERR_SETUP', 'A setup is an object.');
  const r = setup as Record<string, unknown>;
  if (!('board' in r) || !('hands' in r) || !('toMove' in r)) return fail('ERR_SETUP', 'A setup has a board, hands and the seat to move.');
  const seats = Number(o.value['fixture-seats']);
  const isSeat = (v: unknown): v is Seat => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < seats;
  const tiles = (v: unknown): v is string[] => Array.isArray(v) && v.every((t) => CODES.includes(t as string));
  const board = r.board ?? [];
  if (!Array.isArray(board) || !board.every((b) => b && IN_AREA.has(b.place) && CODES.includes(b.tile) && isSeat(b.owner))) return fail('ERR_SETUP', 'Bad board.');
  if (new Set(board.map((b) => b.place)).size !== board.length) return fail('ERR_SETUP', 'Two tiles on one place.');
  const hands = r.hands ?? Array(seats).fill([]);
  if (!Array.isArray(hands) || hands.length !== seats || !hands.every(tiles)) return fail('ERR_SETUP', 'Bad hands.');
  const bag = r.bag ?? [];
  const pot = r.pot ?? [];
  if (!tiles(bag) || !Array.isArray(pot) || !pot.every((t) => t && CODES.includes(t.tile) && isSeat(t.owner))) return fail('ERR_SETUP', 'Bad bag or pot.');
  const scores = r.scores ?? Array(seats).fill(0);
  if (!Array.isArray(scores) || scores.length !== seats || !scores.every((v) => Number.isInteger(v) && v >= 0)) return fail('ERR_SETUP', 'Bad scores.');
  const out = r.out ?? [];
  if (!Array.isArray(out) || !out.every(isSeat)) return fail('ERR_SETUP', 'Bad out.');
  const toMove = r.toMove ?? 0;
  if (!isSeat(toMove)) return fail('ERR_SETUP', 'Bad seat to move.');
  const turn = r.turn ?? 0;
  const rng = r.rng ?? 0;
  if (!Number.isInteger(turn) || !Number.isInteger(rng)) return fail('ERR_SETUP', 'Bad counters.');
  const placed = r.placed;
  if (placed !== undefined && !(typeof placed === 'number' && Number.isInteger(placed))) return fail('ERR_SETUP', 'Bad placed tile.');
  const state = freeze({
      options: o.value,
      seats,
      board: board.map((b) => ({ place: b.place, tile: b.tile, owner: b.owner })),
      hands: hands.map((h) => [...h]),
      bag: [...bag],
      pot: pot.map((t) => ({ tile: t.tile, owner: t.owner })),
      scores: [...scores],
      out: [...out],
      toMove,
      turn: turn as number,
      ...(placed !== undefined ? { placed: placed as PlaceId } : {}),
      rng: rng as number,
    });
  return checkedPosition(state, checkPosition(state));
}

/**
 * The fixture's position check: the set (12 Stones and 3 Wheels, never more, in hands, bag, board and
 * Pot together), one tile a point of the diamond, scores that are the captures in the Pot and end the
 * game at the goal, the seats out, and a seat to move that is still in, with its own tile just placed.
 */
function checkPosition(s: FixtureState): readonly PositionProblem[] {
  const { list, add } = problemList();
  const all = [...s.hands.flat(), ...s.bag, ...s.board.map((b) => b.tile), ...s.pot.map((t) => t.tile)];
  for (const [code, max] of [['S', 12], ['W', 3]] as const) {
    const n = all.filter((t) => t === code).length;
    add(n > max, 'ERR_POSITION_COUNT', `The set has ${max} ${code === 'S' ? 'Stones' : 'Wheels'}, but the position has ${n}.`, 'place');
  }
  const seen = new Set<PlaceId>();
  for (const b of s.board) {
    add(!IN_AREA.has(b.place), 'ERR_POSITION_PLACE', `${placeName(b.place)} is not a point of the diamond.`, 'place', [b.place]);
    add(seen.has(b.place), 'ERR_POSITION_OCCUPIED', `Two tiles stand on ${placeName(b.place)}.`, 'place', [b.place]);
    seen.add(b.place);
  }
  const points = s.scores.reduce((a, b) => a + b, 0);
  add(points !== s.pot.length, 'ERR_POSITION_SCORE', `Each capture puts one tile in the Pot and scores one point, but the scores add up to ${points} with ${s.pot.length} in the Pot.`, 'capture');
  add(s.scores.some((v) => v > GOAL) || s.scores.filter((v) => v >= GOAL).length > 1, 'ERR_POSITION_SCORE', `The game ends when a seat reaches ${GOAL} points, so no score goes past it and only one seat reaches it.`, 'capture');
  add(new Set(s.out).size !== s.out.length || s.out.length >= s.seats, 'ERR_POSITION_OUT', 'A seat resigns once, and the last seat in the game wins rather than resigns.', 'resign');
  add(s.out.includes(s.toMove) && outcome(s).status === 'ongoing', 'ERR_POSITION_TURN', `${NAMES[s.toMove]} has resigned, so it is not their turn.`, 'turn');
  if (s.placed !== undefined)
    add(tileAt(s, s.placed)?.owner !== s.toMove, 'ERR_POSITION_PLACED', `The tile just placed on ${placeName(s.placed)} is not ${NAMES[s.toMove]}'s.`, 'place', [s.placed]);
  return list;
}

const formatPosition = (s: FixtureState) => JSON.stringify(toSetup(s));
function parsePosition(text: string, options?: OptionValues): Result<FixtureState> {
  try {
    return fromSetup(JSON.parse(String(text)), options);
  } catch {
    return fail('ERR_POSITION', 'A fixture position is a JSON setup.');
  }
}

function view(s: FixtureState, o?: { readonly revealHands?: boolean }): BoardView {
  return {
    variant: 'basic',
    points: AREA,
    squares: [],
    pieces: s.board.map((b) => ({ place: b.place, tile: b.tile, owner: b.owner })),
    hands: s.hands.map((h, i) => {
      const hidden = !o?.revealHands && i !== s.toMove;
      return { player: i as Seat, tiles: hidden ? [] : h, hidden, size: h.length };
    }),
    seats: s.seats,
    playerNames: NAMES.slice(0, s.seats),
    ...(s.out.length ? { out: s.out } : {}),
    toMove: s.toMove,
    turn: s.turn,
    prompt: s.placed !== undefined ? 'Move the placed tile, use it, or end your turn' : 'Place a tile, draw, or resign',
    stage: s.placed !== undefined ? 'Placed' : 'Start',
    scores: s.scores.map((points, i) => ({ seat: i as Seat, points, label: `${points} of ${GOAL}` })),
    pot: s.pot,
    status: `Bag ${s.bag.length}`,
  };
}

const WORDS: Record<string, string> = { cw: 'clockwise', ccw: 'counter-clockwise', '1': 'a quarter turn', '2': 'a half turn', '3': 'three quarter turns', rotate: 'rotate the neighbours' };

export const fixtureEngine: VariantEngine<FixtureState> = Object.freeze({
  spec: { id: 'basic' as const, name: 'Fixture', tiles: CODES.map((code) => ({ code, name: code === 'S' ? 'Stone' : 'Wheel', colour: 'neutral' as const, glyph: code === 'S' ? 'rock' : 'wheel' })), options: OPTIONS },
  resolveOptions: (values?: OptionValues) => optionsOf(values),
  create,
  fromSetup,
  checkPosition,
  toSetup,
  legalMoves,
  applyMove,
  harmonies: () => [],
  outcome,
  parseMove: (s: FixtureState, text: string): Result<Move> => {
    if (typeof text !== 'string') return fail('ERR_MOVE_SYNTAX', 'A step is written as text.');
    const r = parseStep(text, CODES);
    if (!r.ok) return r;
    const { step, marks } = r.value;
    if (marks.tile !== undefined) {
      const where = step.type === 'move' ? step.from : step.type === 'use' ? step.at : undefined;
      if (where === undefined || tileAt(s, where)?.tile !== marks.tile) return fail('ERR_MARK_TILE', 'The tile named is not there.', 'move');
    }
    if (marks.capture !== undefined && (step.type !== 'move' || !tileAt(s, step.to))) return fail('ERR_MARK_CAPTURE', 'That move captures nothing.', 'capture');
    return ok(step);
  },
  formatMove: (s: FixtureState, m: Move) => {
    const capture = m.type === 'move' ? tileAt(s, m.to)?.tile : undefined;
    return formatStep(m, capture !== undefined ? { capture } : {}, CODES);
  },
  formatPosition,
  parsePosition,
  options: (s: FixtureState) => s.options,
  view,
  describe: (s: FixtureState) => `${NAMES[s.toMove]} to act; ${s.board.map((b) => `${b.tile}@${placeName(b.place)}`).join(' ')}`,
  irreversible: (_s: FixtureState, m: Move) => stepShaped(m) && m.type === 'draw',
  describeArg: (_s: FixtureState, m: Move, index: number) => {
    if (!stepShaped(m) || typeof index !== 'number') return '';
    const v = m.type === 'use' ? (index === 1 ? m.ability : m.args[index - 2]) : undefined;
    return WORDS[String(v)] ?? String(v);
  },
});
