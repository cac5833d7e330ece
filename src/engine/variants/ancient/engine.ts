/**
 * @packageDocumentation
 * The Ancient Pai Sho engine. A turn is a sequence of single steps, and the state
 * carries the turn in progress (`stage`):
 *
 * - setup: North guesses which of South's hands hides the guessing tile (`use` at the
 *   centre, ability `guess`); whoever the guess favours decides the order (`order`);
 *   then the tile becomes the centerpiece (a one-time tile is replaced, by option);
 * - a turn: `draw` (then `discard` when the hand is over its limit), or `place`, the
 *   Ship's or Wheel's `use` (relocate, rotate), and one `move` (`end` where the move is
 *   optional); `pass` only when neither a draw nor a placement is possible.
 *
 * After every step the count of harmonies is checked: the step that brings it to the
 * target wins at once. This module carries only the spec and the logic (no prose).
 */
import { resolveOptions as resolve } from '../../core/options.ts';
import { err, ok, type Result } from '../../core/result.ts';
import { nextInt, seedFrom } from '../../core/rng.ts';
import { handShown, type BoardView, type Harmony, type Move, type OptionValues, type Outcome, type RevealHands, type VariantEngine, type Violation } from '../../core/types.ts';
import { offset, placeName, PLACE_COUNT, type PlaceId } from '../../geometry/index.ts';
import { wellFormedStep } from '../booklet/steps.ts';
import { relationFromTraits } from '../booklet/tiles.ts';
import { harmonyCount, isDrained, occupancy, pieceAt, relations } from './harmony.ts';
import { buildState, formatPosition, formatStep, fromSetup, parsePosition, parseStep, toSetup } from './notation.ts';
import { flower, OPTION_SPECS, SET_COUNTS, spec, TILE_CODES } from './spec.ts';
import {
  GUESSER,
  HIDER,
  isOneTime,
  layoutFor,
  other,
  pileCodeAt,
  pileOf,
  pilesOf,
  pileSize,
  roleOf,
  SEAT_NAMES,
  seatName as seat,
  sortCodes,
  sortRemoved,
  tileWord,
  type AncientPiece,
  type AncientState,
  type RemovedTile,
  type Seat2,
  type Stage,
} from './state.ts';

export type { AncientState } from './state.ts';

const violation = (code: string, message: string, rule: string): Result<never, Violation> => err({ code, message, rule });
const name = (id: PlaceId) => (Number.isInteger(id) && id >= 0 && id < PLACE_COUNT ? placeName(id) : String(id).slice(0, 8));

export const handLimit = (o: OptionValues): number => Number(o['ancient-hand-size'] ?? '5');
export const targetOf = (o: OptionValues): number => Number(o['ancient-target'] ?? '5');
const exact = (o: OptionValues) => o['ancient-win-count'] !== 'at-least';
const meets = (o: OptionValues, n: number) => (exact(o) ? n === targetOf(o) : n >= targetOf(o));

/** A copy of a state with some fields changed (frozen). */
const next = (s: AncientState, patch: Partial<AncientState>): AncientState => Object.freeze({ ...s, ...patch });
const withoutOne = (list: readonly string[], code: string): string[] => {
  const i = list.indexOf(code);
  return i < 0 ? [...list] : [...list.slice(0, i), ...list.slice(i + 1)];
};
const setHand = (s: AncientState, seatNo: Seat2, hand: readonly string[]): AncientState['hands'] => {
  const h: [readonly string[], readonly string[]] = [s.hands[0], s.hands[1]];
  h[seatNo] = Object.freeze(sortCodes(hand));
  return Object.freeze(h) as unknown as AncientState['hands'];
};
const setPieces = (ps: readonly AncientPiece[]): readonly AncientPiece[] => Object.freeze([...ps].sort((a, b) => a.place - b.place).map((p) => Object.freeze({ ...p })));
const addRemoved = (s: AncientState, r: readonly RemovedTile[]): readonly RemovedTile[] => Object.freeze(sortRemoved([...s.removed, ...r]).map((x) => Object.freeze({ ...x })));

// ---------- movement ----------

/** A destination of a tile's move, and whether it captures the tile standing there. */
interface Dest {
  readonly to: PlaceId;
  readonly capture: boolean;
}

/** Whether the moving piece may end its move on the occupant, removing it. */
function canCapture(state: AncientState, mover: AncientPiece, target: AncientPiece): boolean {
  const o = state.options;
  const mr = roleOf(mover.tile, o);
  if (mr === 'dragon') return true;
  if (roleOf(target.tile, o) === 'dragon') return o['ancient-dragon-removal'] !== 'ship-only';
  if (o['ancient-no-other-capture'] === 'basic-capture' && mr === 'flower' && target.owner !== mover.owner) {
    const fa = flower(mover.tile);
    const fb = flower(target.tile);
    return !!fa && !!fb && !isDrained(state, target) && relationFromTraits(fa, fb) === 'disharmony';
  }
  return false;
}

/** The rule that gives a tile its movement (for messages). */
function movementRule(state: AncientState, p: AncientPiece): string {
  const r = roleOf(p.tile, state.options);
  if (r === 'flower') {
    const t = flower(p.tile)?.moveType;
    return t === 'three' ? 'move-three' : t === 'five' ? 'move-five' : 'move-l';
  }
  if (r === 'lotus') return 'lotus';
  if (r === 'dragon') return 'dragon';
  return 'fixed-specials';
}

/** Why a piece cannot move at all, or undefined when it may try. */
function immobility(state: AncientState, p: AncientPiece): { rule: string; why: string } | undefined {
  const o = state.options;
  const r = roleOf(p.tile, o);
  if (r === 'flower' && isDrained(state, p)) return { rule: 'knotweed', why: `The ${tileWord(p.tile, o)} on ${name(p.place)} is drained: it has lost every property, its movement included.` };
  if (r !== 'flower' && r !== 'lotus' && r !== 'dragon' && o['ancient-special-mobility'] !== 'all-move') {
    return { rule: 'fixed-specials', why: `The ${tileWord(p.tile, o)} stays where it was placed; of the special tiles only the Lotus and the Dragon move.` };
  }
  return undefined;
}

/** Every destination of a piece (ignoring whose turn it is). */
function destinations(state: AncientState, p: AncientPiece): Dest[] {
  if (immobility(state, p)) return [];
  const o = state.options;
  const layout = layoutFor(o);
  const occ = occupancy(state);
  const on = (q: PlaceId | undefined): q is PlaceId => q !== undefined && layout.shape.has(q) && q < 361;
  const at = (q: PlaceId) => {
    const k = occ[q] ?? 0;
    return k > 0 ? state.pieces[k - 1] : undefined;
  };
  const passOwn = o['ancient-move-blocking'] === 'pass-own';
  const passable = (q: PlaceId) => {
    const t = at(q);
    return !t || (passOwn && p.owner !== null && t.owner === p.owner);
  };
  const out = new Map<PlaceId, boolean>();
  const land = (q: PlaceId) => {
    const t = at(q);
    if (!t) out.set(q, false);
    else if (canCapture(state, p, t)) out.set(q, true);
  };
  const straight = (n: number) => {
    for (const [dx, dy] of layout.moveDirs) {
      let q: PlaceId | undefined = p.place;
      for (let k = 1; k <= n; k++) {
        q = offset(q as PlaceId, dx, dy);
        if (!on(q)) break;
        land(q);
        if (!passable(q)) break;
      }
    }
  };
  const r = roleOf(p.tile, o);
  if (r === 'flower') {
    const t = flower(p.tile)?.moveType;
    if (t === 'three') straight(3);
    else if (t === 'five') straight(5);
    else {
      const mode = o['ancient-l-partial'];
      const first = mode === 'legs-1-2' ? [1, 2] : [2];
      const second = mode === 'exact-2-2' ? [2] : [1, 2];
      for (const xFirst of [true, false])
        for (const s1 of [1, -1])
          for (const s2 of [1, -1])
            for (const a of first)
              for (const b of second) {
                let q: PlaceId | undefined = p.place;
                let ok = true;
                const legs: [number, number, number][] = xFirst
                  ? [
                      [s1, 0, a],
                      [0, s2, b],
                    ]
                  : [
                      [0, s1, a],
                      [s2, 0, b],
                    ];
                const steps = a + b;
                let k = 0;
                for (const [dx, dy, len] of legs) {
                  for (let i = 0; i < len && ok; i++) {
                    q = offset(q as PlaceId, dx, dy);
                    k++;
                    if (!on(q)) ok = false;
                    else if (k < steps && !passable(q)) ok = false;
                  }
                }
                if (ok && q !== undefined) land(q);
              }
    }
  } else if (r === 'lotus') straight(2);
  else if (r === 'dragon') {
    const blocked = o['ancient-dragon'] === 'blocked';
    for (const [dx, dy] of layout.moveDirs) {
      const one = offset(p.place, dx, dy);
      if (on(one)) land(one);
      const six = offset(p.place, 6 * dx, 6 * dy);
      if (!on(six)) continue;
      if (blocked) {
        let clear = true;
        for (let k = 1; k < 6 && clear; k++) if (at(offset(p.place, k * dx, k * dy) as PlaceId)) clear = false;
        if (!clear) continue;
      }
      land(six);
    }
  } else straight(1);
  out.delete(p.place);
  return [...out.entries()].sort((a, b) => a[0] - b[0]).map(([to, capture]) => ({ to, capture }));
}

/** Whether a seat may move this piece (its own, an unowned one, or any under `ancient-move-whose` = any). */
const mayMove = (state: AncientState, p: AncientPiece, s: Seat2) => state.options['ancient-move-whose'] === 'any' || p.owner === null || p.owner === s;

function tileMoves(state: AncientState, s: Seat2, firstOnly = false): Move[] {
  const out: Move[] = [];
  for (const p of state.pieces) {
    if (!mayMove(state, p, s)) continue;
    for (const d of destinations(state, p)) {
      out.push({ type: 'move', from: p.place, to: d.to });
      if (firstOnly) return out;
    }
  }
  return out;
}

/** The tile a move step moves and the tile it captures, if any (for the marks of the notation). */
const moveFacts = (state: AncientState, m: Extract<Move, { type: 'move' }>): { tile?: string; captured?: string } => {
  const from = pieceAt(state, m.from);
  const target = pieceAt(state, m.to);
  const captures = !!from && !!target && destinations(state, from).some((d) => d.to === m.to && d.capture);
  return { ...(from ? { tile: from.tile } : {}), ...(captures && target ? { captured: target.tile } : {}) };
};

// ---------- placement ----------

/** Why a tile may not be placed on a point now, or undefined when it may. */
function placementProblem(state: AncientState, code: string, to: PlaceId): Violation | undefined {
  const o = state.options;
  const layout = layoutFor(o);
  if (!layout.isPoint(to)) return { code: 'ERR_PLACE_BOARD', message: `${name(to)} is not a point of the board: tiles go on the intersections inside the circle.`, rule: 'board' };
  const r = roleOf(code, o);
  const occupant = pieceAt(state, to);
  const word = tileWord(code, o);
  const colours = layout.colours(to);
  const colourWords = colours.length === 0 ? 'no colour' : [...colours].map((c) => ({ R: 'red', W: 'white', Y: 'neutral' })[c] ?? c).join(' and ');
  if (r === 'ship') {
    if (!occupant) return { code: 'ERR_PLACE_SHIP', message: `The Ship is placed on a point that holds another tile, and ${name(to)} is empty.`, rule: 'ship' };
    if (layout.specialOk[to] !== 1) return { code: 'ERR_PLACE_COLOUR', message: `Special tiles go on red or white points, and ${name(to)} is ${colourWords}.`, rule: 'special-tile-placement' };
    return undefined;
  }
  if (occupant) return { code: 'ERR_PLACE_OCCUPIED', message: `${name(to)} already holds the ${tileWord(occupant.tile, o)}; a tile is placed on an empty point.`, rule: 'one-tile-per-point' };
  const f = flower(code);
  if (f) {
    const okHere = (f.colour === 'white' ? layout.whiteOk : layout.redOk)[to] === 1;
    if (okHere) return undefined;
    const needs = f.colour === 'white' ? 'red' : 'white';
    const mixed = o['ancient-placement-colours'] === 'mixed-needs-both' ? ` (a point of several colours needs both red and white)` : '';
    return {
      code: 'ERR_PLACE_COLOUR',
      message: `The ${word} is a ${f.colour} flower, placed only on ${needs} points${mixed}; ${name(to)} is ${colourWords}.`,
      rule: f.colour === 'white' ? 'white-flower-placement' : 'red-flower-placement',
    };
  }
  if (layout.specialOk[to] !== 1) return { code: 'ERR_PLACE_COLOUR', message: `Special tiles go on red or white points, and ${name(to)} is ${colourWords}.`, rule: 'special-tile-placement' };
  return undefined;
}

function placements(state: AncientState, s: Seat2, firstOnly = false): Move[] {
  const layout = layoutFor(state.options);
  const occ = occupancy(state);
  const out: Move[] = [];
  for (const code of new Set(state.hands[s])) {
    const r = roleOf(code, state.options);
    const f = flower(code);
    const okArr = f ? (f.colour === 'white' ? layout.whiteOk : layout.redOk) : layout.specialOk;
    for (const p of layout.points) {
      if (okArr[p] !== 1) continue;
      if ((occ[p] ?? 0) > 0 !== (r === 'ship')) continue;
      out.push({ type: 'place', tile: code, to: p });
      if (firstOnly) return out;
    }
  }
  return out;
}

// ---------- the Wheel ----------

/** The eight points around a point, clockwise from north. */
const RING: readonly (readonly [number, number])[] = [
  [0, 1],
  [1, 1],
  [1, 0],
  [1, -1],
  [0, -1],
  [-1, -1],
  [-1, 0],
  [-1, 1],
];

/** Angles (degrees clockwise, as strings) the Wheel on `at` may turn its ring by. */
function wheelAngles(state: AncientState, at: PlaceId): string[] {
  const layout = layoutFor(state.options);
  const step = state.options['ancient-wheel'] === 'steps-90' ? 2 : 1;
  const ring = RING.map(([dx, dy]) => offset(at, dx, dy));
  const filled = ring.map((q) => q !== undefined && pieceAt(state, q) !== undefined);
  if (!filled.some(Boolean)) return ['0'];
  const out: string[] = [];
  for (let k = 0; k < 8; k += step) {
    let fine = true;
    for (let i = 0; i < 8 && fine; i++) {
      if (!filled[i]) continue;
      const q = ring[(i + k) % 8];
      if (q === undefined || !layout.shape.has(q)) fine = false;
    }
    if (fine) out.push(String(k * 45));
  }
  return out;
}

function rotate(state: AncientState, at: PlaceId, degrees: number): readonly AncientPiece[] {
  const k = degrees / 45;
  const ring = RING.map(([dx, dy]) => offset(at, dx, dy));
  const moved = new Map<PlaceId, PlaceId>();
  ring.forEach((q, i) => {
    if (q !== undefined && pieceAt(state, q)) moved.set(q, ring[(i + k) % 8] as PlaceId);
  });
  return setPieces(state.pieces.map((p) => (moved.has(p.place) ? { ...p, place: moved.get(p.place) as PlaceId } : p)));
}

// ---------- drawing ----------

/** Draws one tile for a seat from its pile (or the shared pool) with the state's random source. */
function drawFor(state: AncientState, s: Seat2): { code: string; rng: number } | undefined {
  const pile = pileOf(pilesOf(state), s);
  const n = pileSize(pile);
  if (n === 0) return undefined;
  const [k, rng] = nextInt(state.rng, n);
  return { code: pileCodeAt(pile, k), rng };
}

/** A random tile from outside both sets (an unowned centerpiece), weighted like a set. */
function outsideTile(rng: number): { code: string; rng: number } {
  const [k, r] = nextInt(rng, SET_COUNTS.reduce((a, b) => a + b, 0));
  return { code: pileCodeAt(SET_COUNTS, k), rng: r };
}

// ---------- turn flow ----------

/** Ends the turn: the other seat starts the next one. */
const endTurn = (s: AncientState, passed = false): AncientState =>
  next(s, { toMove: other(s.toMove), turn: s.turn + 1, stage: Object.freeze({ kind: 'start' }), passes: passed ? s.passes + 1 : 0 });

/** After a step of the seat to act: did it bring the board to the target? */
const checkWin = (s: AncientState): AncientState => (s.won === null && meets(s.options, harmonyCount(s, s.toMove)) ? next(s, { won: s.toMove }) : s);

/** After a placement (and its effect): the move follows, unless no tile of the seat can move (then the turn ends). */
function afterPlacement(s: AncientState): AncientState {
  const w = checkWin(s);
  if (w.won !== null) return next(w, { stage: Object.freeze({ kind: 'move' }) });
  const moving = next(w, { stage: Object.freeze({ kind: 'move' }) });
  if (w.options['ancient-turn-place-move'] !== 'move-optional' && tileMoves(moving, moving.toMove, true).length === 0) return endTurn(moving);
  return moving;
}

/** Places the guessing tile (or its replacements) on the centre and starts play with `first`. */
function placeCenterpiece(s: AncientState, tile: string, owner: Seat2 | null, first: Seat2): AncientState {
  const o = s.options;
  const layout = layoutFor(o);
  let rng = s.rng;
  let code = tile;
  const setAside: RemovedTile[] = [];
  let probe: AncientState = next(s, { stage: Object.freeze({ kind: 'start' }) });
  while (o['ancient-centerpiece-one-time'] === 'replace' && isOneTime(code, o)) {
    setAside.push({ tile: code, owner });
    probe = next(probe, { removed: addRemoved(s, setAside), rng });
    const d = owner === null ? outsideTile(rng) : drawFor(probe, owner);
    if (!d) break;
    code = d.code;
    rng = d.rng;
  }
  return next(s, {
    pieces: setPieces([{ tile: code, place: layout.centre, owner, drained: false }]),
    removed: addRemoved(s, setAside),
    rng,
    toMove: first,
    turn: s.turn + 1,
    stage: Object.freeze({ kind: 'start' }),
    passes: 0,
  });
}

// ---------- legal steps ----------

const MOVES = new WeakMap<AncientState, readonly Move[]>();
const OUTCOME = new WeakMap<AncientState, Outcome>();

const canDraw = (s: AncientState) => pileSize(pileOf(pilesOf(s), s.toMove)) > 0;

function computeLegal(s: AncientState): Move[] {
  const st = s.stage;
  const centre = layoutFor(s.options).centre;
  switch (st.kind) {
    case 'guess':
      return [
        { type: 'use', at: centre, ability: 'guess', args: ['left'] },
        { type: 'use', at: centre, ability: 'guess', args: ['right'] },
      ];
    case 'order':
      return [
        { type: 'use', at: centre, ability: 'order', args: ['first'] },
        { type: 'use', at: centre, ability: 'order', args: ['second'] },
      ];
    case 'start': {
      const out: Move[] = [];
      if (canDraw(s)) out.push({ type: 'draw' });
      out.push(...placements(s, s.toMove));
      if (out.length === 0) out.push({ type: 'pass' });
      return out;
    }
    case 'discard':
      return [...new Set(s.hands[s.toMove])].map((tile) => ({ type: 'discard', tile }));
    case 'use': {
      if (st.lifted) {
        const layout = layoutFor(s.options);
        const occ = occupancy(s);
        return layout.points.filter((p) => (occ[p] ?? 0) === 0).map((p) => ({ type: 'use', at: st.at, ability: 'relocate', args: [p] }));
      }
      return wheelAngles(s, st.at).map((a) => ({ type: 'use', at: st.at, ability: 'rotate', args: [a] }));
    }
    case 'move': {
      const out = tileMoves(s, s.toMove);
      if (s.options['ancient-turn-place-move'] === 'move-optional') out.push({ type: 'end' });
      return out;
    }
  }
}

function legalMoves(state: AncientState): readonly Move[] {
  const hit = MOVES.get(state);
  if (hit) return hit;
  const moves = outcome(state).status !== 'ongoing' ? [] : computeLegal(state);
  const frozen = Object.freeze(moves);
  MOVES.set(state, frozen);
  return frozen;
}

// ---------- applying a step ----------

const STAGE_RULE: Record<Stage['kind'], string> = {
  guess: 'play-order-guess',
  order: 'play-order-guess',
  start: 'turn-choice',
  discard: 'hand-limit',
  use: 'special-placement-is-not-a-move',
  move: 'place-and-move',
};

function stageWords(s: AncientState): string {
  const st = s.stage;
  switch (st.kind) {
    case 'guess':
      return `${seat(s.toMove)} must first guess which of ${seat(HIDER)}'s hands hides the tile`;
    case 'order':
      return `${seat(s.toMove)} must first decide whether to play first or second`;
    case 'start':
      return `${seat(s.toMove)} must draw a tile or place one`;
    case 'discard':
      return `${seat(s.toMove)} holds more tiles than the limit and must discard one`;
    case 'use':
      return st.lifted ? `${seat(s.toMove)} must first send the lifted ${tileWord(st.lifted.tile, s.options)} to an empty point` : `${seat(s.toMove)} must first choose how far the Wheel turns`;
    case 'move':
      return `${seat(s.toMove)} has placed a tile and must now move one`;
  }
}

function applyMove(state: AncientState, move: Move): Result<AncientState, Violation> {
  const oc = outcome(state);
  if (oc.status !== 'ongoing') return violation('ERR_GAME_OVER', `The game is over: ${oc.reason}`, oc.rule);
  // Untrusted input: refuse anything not shaped like a step before the rules read its fields.
  if (!wellFormedStep(move)) return violation('ERR_STEP_SHAPE', 'That is not a step: a step has a type (draw, discard, place, use, move, end or pass) and the fields that type needs.', 'turn-choice');
  const s = state;
  const o = s.options;
  const st = s.stage;
  const wrongStage = () => violation('ERR_STEP_STAGE', `Not now: ${stageWords(s)}.`, STAGE_RULE[st.kind]);
  switch (move.type) {
    case 'use': {
      if (st.kind === 'guess' || st.kind === 'order') {
        const want = st.kind;
        const choices = want === 'guess' ? ['left', 'right'] : ['first', 'second'];
        const arg = move.args[0];
        if (move.ability !== want || move.at !== layoutFor(o).centre || move.args.length !== 1 || typeof arg !== 'string' || !choices.includes(arg)) {
          return violation('ERR_USE_SETUP', `${stageWords(s)}: write 10j:${want} ${choices[0]} or 10j:${want} ${choices[1]}.`, 'play-order-guess');
        }
        if (st.kind === 'guess') {
          const right = arg === st.hidden;
          if (o['ancient-first-player'] === 'guesser-first') return ok(placeCenterpiece(s, st.tile, st.owner, right ? GUESSER : HIDER));
          const chooser = right ? GUESSER : HIDER;
          // Steps of one turn belong to one seat: the hider's choice is a turn of its own.
          return ok(next(s, { toMove: chooser, turn: chooser === s.toMove ? s.turn : s.turn + 1, stage: Object.freeze({ kind: 'order', tile: st.tile, owner: st.owner }) }));
        }
        return ok(placeCenterpiece(s, st.tile, st.owner, arg === 'first' ? s.toMove : other(s.toMove)));
      }
      if (st.kind !== 'use') return violation('ERR_USE', `Special tiles act only as they are placed: ${stageWords(s)}.`, st.kind === 'move' ? 'special-placement-is-not-a-move' : STAGE_RULE[st.kind]);
      if (move.at !== st.at) return violation('ERR_USE_AT', `The tile to use is the one just placed on ${name(st.at)}.`, st.lifted ? 'ship' : 'wheel');
      if (st.lifted) {
        const dest = move.args[0];
        if (move.ability !== 'relocate' || move.args.length !== 1 || typeof dest !== 'number') {
          return violation('ERR_USE_SHIP', `The Ship sends the lifted tile to an empty point: write ${name(st.at)}:relocate and a point.`, 'ship');
        }
        if (!layoutFor(o).isPoint(dest) || pieceAt(s, dest)) return violation('ERR_USE_SHIP', `${name(dest)} is not an empty point of the board; the lifted tile goes to an empty point.`, 'ship');
        let pieces = [...s.pieces, { ...st.lifted, place: dest }];
        let removed = s.removed;
        if (o['ancient-ship'] === 'ship-leaves') {
          const ship = pieces.find((p) => p.place === st.at) as AncientPiece;
          pieces = pieces.filter((p) => p !== ship);
          removed = addRemoved(s, [{ tile: ship.tile, owner: ship.owner }]);
        }
        return ok(afterPlacement(next(s, { pieces: setPieces(pieces), removed, stage: Object.freeze({ kind: 'move' }) })));
      }
      const angle = move.args[0];
      const allowed = wheelAngles(s, st.at);
      if (move.ability !== 'rotate' || move.args.length !== 1 || typeof angle !== 'string' || !allowed.includes(angle)) {
        return violation('ERR_USE_WHEEL', `The Wheel turns the tiles around it by one of ${allowed.map((a) => `${a}°`).join(', ')} clockwise (a turn that would carry a tile off the board is not allowed).`, 'wheel');
      }
      return ok(afterPlacement(next(s, { pieces: rotate(s, st.at, Number(angle)), stage: Object.freeze({ kind: 'move' }) })));
    }
    case 'draw': {
      if (st.kind !== 'start') return wrongStage();
      const d = drawFor(s, s.toMove);
      if (!d) return violation('ERR_DRAW_EMPTY', `${seat(s.toMove)} has no tile left to draw.`, 'draw');
      const hand = [...s.hands[s.toMove], d.code];
      const drawn = checkWin(next(s, { hands: setHand(s, s.toMove, hand), rng: d.rng }));
      if (drawn.won !== null) return ok(drawn);
      return ok(hand.length > handLimit(o) ? next(drawn, { stage: Object.freeze({ kind: 'discard' }) }) : endTurn(drawn));
    }
    case 'discard': {
      if (st.kind !== 'discard') return violation('ERR_DISCARD', `A tile is discarded only after a draw takes the hand over its limit: ${stageWords(s)}.`, 'hand-limit');
      if (!s.hands[s.toMove].includes(move.tile)) return violation('ERR_DISCARD_TILE', `${seat(s.toMove)} holds no ${tileWord(move.tile, o)} to discard.`, 'hand-limit');
      const hand = withoutOne(s.hands[s.toMove], move.tile);
      const removed = o['ancient-discard'] === 'back-to-pile' ? s.removed : addRemoved(s, [{ tile: move.tile, owner: s.toMove }]);
      const after = checkWin(next(s, { hands: setHand(s, s.toMove, hand), removed }));
      return ok(after.won !== null ? after : endTurn(after));
    }
    case 'place': {
      if (st.kind !== 'start') return wrongStage();
      if (!TILE_CODES.includes(move.tile)) return violation('ERR_TILE', `“${String(move.tile).slice(0, 8)}” is not an Ancient tile.`, 'tile-set');
      if (!s.hands[s.toMove].includes(move.tile)) return violation('ERR_TILE_HAND', `${seat(s.toMove)} holds no ${tileWord(move.tile, o)}: a placed tile comes from the hand.`, 'place-and-move');
      const problem = placementProblem(s, move.tile, move.to);
      if (problem) return err(problem);
      const hands = setHand(s, s.toMove, withoutOne(s.hands[s.toMove], move.tile));
      const role = roleOf(move.tile, o);
      const placed: AncientPiece = { tile: move.tile, place: move.to, owner: s.toMove, drained: false };
      if (role === 'ship') {
        const lifted = pieceAt(s, move.to) as AncientPiece;
        const pieces = setPieces([...s.pieces.filter((p) => p !== lifted), placed]);
        return ok(checkWin(next(s, { hands, pieces, stage: Object.freeze({ kind: 'use', at: move.to, lifted: Object.freeze({ ...lifted }) }) })));
      }
      let pieces = [...s.pieces, placed];
      if (role === 'knotweed' && o['ancient-knotweed'] !== 'continuous') {
        const around = new Set<PlaceId>();
        for (const [dx, dy] of o['ancient-knotweed'] === 'four-once' ? RING.filter(([a, b]) => a === 0 || b === 0) : RING) {
          const q = offset(move.to, dx, dy);
          if (q !== undefined) around.add(q);
        }
        pieces = pieces.map((p) => (around.has(p.place) && flower(p.tile) ? { ...p, drained: true } : p));
      }
      const placedState = next(s, { hands, pieces: setPieces(pieces) });
      if (role === 'wheel') return ok(checkWin(next(placedState, { stage: Object.freeze({ kind: 'use', at: move.to }) })));
      return ok(afterPlacement(placedState));
    }
    case 'move': {
      if (st.kind !== 'move') {
        return violation('ERR_MOVE_STAGE', st.kind === 'start' ? `A tile is moved only after one is placed: ${stageWords(s)}.` : `Not now: ${stageWords(s)}.`, st.kind === 'start' ? 'place-and-move' : STAGE_RULE[st.kind]);
      }
      const p = pieceAt(s, move.from);
      if (!p) return violation('ERR_MOVE_EMPTY', `There is no tile on ${name(move.from)} to move.`, 'moving-a-tile');
      if (!mayMove(s, p, s.toMove)) return violation('ERR_MOVE_OWNER', `The ${tileWord(p.tile, o)} on ${name(move.from)} is ${seat(other(s.toMove))}'s; a player moves only their own tiles.`, 'moving-a-tile');
      const stuck = immobility(s, p);
      if (stuck) return violation('ERR_MOVE_FIXED', stuck.why, stuck.rule);
      const d = destinations(s, p).find((x) => x.to === move.to);
      if (!d) return violation('ERR_MOVE_RANGE', moveRefusal(s, p, move.to), moveRefusalRule(s, p, move.to));
      let pieces: AncientPiece[] = s.pieces.filter((x) => x.place !== move.to && x !== p);
      pieces.push({ ...p, place: move.to });
      const target = pieceAt(s, move.to);
      const removed = target ? addRemoved(s, [{ tile: target.tile, owner: target.owner }]) : s.removed;
      pieces = [...setPieces(pieces)];
      const after = checkWin(next(s, { pieces: setPieces(pieces), removed }));
      return ok(after.won !== null ? after : endTurn(after));
    }
    case 'end': {
      if (st.kind === 'move' && o['ancient-turn-place-move'] === 'move-optional') return ok(endTurn(s));
      if (st.kind === 'move') return violation('ERR_END', `${seat(s.toMove)} must still move a tile: a turn that places also moves.`, 'place-and-move');
      return wrongStage();
    }
    case 'pass': {
      if (st.kind !== 'start') return wrongStage();
      if (computeLegal(s).some((m) => m.type !== 'pass')) return violation('ERR_PASS', `${seat(s.toMove)} can still draw or place, and passes only when neither is possible.`, 'no-action');
      return ok(endTurn(s, true));
    }
    default:
      return violation('ERR_STEP', `Ancient turns are made of drawing, discarding, placing, using a special tile and moving; “${move.type}” is not one of them.`, 'turn-choice');
  }
}

/** Why a tile cannot reach a point (the rule of its movement, or of blocking or landing). */
function moveRefusalRule(s: AncientState, p: AncientPiece, to: PlaceId): string {
  const occupant = Number.isInteger(to) && to >= 0 && to < PLACE_COUNT ? pieceAt(s, to) : undefined;
  if (occupant) return occupant.owner === p.owner || roleOf(p.tile, s.options) !== 'dragon' ? 'captures' : movementRule(s, p);
  return movementRule(s, p);
}

function moveRefusal(s: AncientState, p: AncientPiece, to: PlaceId): string {
  const o = s.options;
  const word = tileWord(p.tile, o);
  const occupant = Number.isInteger(to) && to >= 0 && to < PLACE_COUNT ? pieceAt(s, to) : undefined;
  const rule = movementRule(s, p);
  const how: Record<string, string> = {
    'move-three': 'up to 3 points in a straight line',
    'move-five': 'up to 5 points in a straight line',
    'move-l': 'in an L: along a row or column, then at a right angle',
    lotus: 'up to 2 points in a straight line',
    dragon: '1 point, or exactly 6 in a straight line',
    'fixed-specials': '1 point along a line',
  };
  const base = `The ${word} on ${name(p.place)} cannot reach ${name(to)}: it moves ${how[rule] ?? 'as its rule says'}, without passing over tiles`;
  if (occupant) return `${base}, and it may end only on an empty point (only the Dragon captures, and any tile may capture a Dragon).`;
  return `${base}.`;
}

// ---------- outcome ----------

function computeOutcome(s: AncientState): Outcome {
  const o = s.options;
  if (s.won !== null) {
    const n = harmonyCount(s, s.won);
    const own = o['ancient-harmony-ownership'] === 'own' ? ` of ${seat(s.won)}'s own` : '';
    return { status: 'win', winner: s.won, reason: `${seat(s.won)} brought the board to ${n} harmon${n === 1 ? 'y' : 'ies'}${own}, ${exact(o) ? 'exactly ' : ''}the target of ${targetOf(o)}.`, rule: 'winning' };
  }
  if (s.passes >= 2) return { status: 'draw', reason: 'Neither player can draw or place any more: the game is drawn.', rule: 'drawn-game' };
  if (s.stage.kind === 'start' && o['ancient-exhaustion'] === 'loses' && !canDraw(s) && placements(s, s.toMove, true).length === 0) {
    return { status: 'win', winner: other(s.toMove), reason: `${seat(s.toMove)} can neither draw nor place a tile, and loses.`, rule: 'no-action' };
  }
  return { status: 'ongoing' };
}

export function outcome(state: AncientState): Outcome {
  let o = OUTCOME.get(state);
  if (!o) {
    o = computeOutcome(state);
    OUTCOME.set(state, o);
  }
  return o;
}

// ---------- create, harmonies, view ----------

function create(given: { readonly options?: OptionValues; readonly seed?: number } = {}): Result<AncientState> {
  // Untrusted: anything that is not an object reads as no settings (null included).
  const init: { readonly options?: OptionValues; readonly seed?: number } = typeof given === 'object' && given !== null ? given : {};
  const opts = resolve(OPTION_SPECS, init.options ?? {});
  if (!opts.ok) return opts;
  const o = opts.value;
  const limit = handLimit(o);
  const base = buildState(o, { pieces: [], hands: [[], []], removed: [], rng: seedFrom(typeof init.seed === 'number' ? init.seed : 0), toMove: GUESSER, turn: 0, stage: { kind: 'start' }, passes: 0, won: null });
  if (!base.ok) return base;
  let s = base.value;
  const shared = o['ancient-hand-source'] === 'shared-pool';
  const order: Seat2[] = shared ? Array.from({ length: 2 * limit }, (_, i) => (i % 2) as Seat2) : [...Array<Seat2>(limit).fill(0), ...Array<Seat2>(limit).fill(1)];
  for (const who of order) {
    const d = drawFor(s, who) as { code: string; rng: number };
    s = next(s, { hands: setHand(s, who, [...s.hands[who], d.code]), rng: d.rng });
  }
  let tile: string;
  let owner: Seat2 | null;
  let rng = s.rng;
  if (o['ancient-centerpiece-source'] === 'unowned') {
    const d = outsideTile(rng);
    tile = d.code;
    rng = d.rng;
    owner = null;
  } else {
    const d = drawFor(s, HIDER) as { code: string; rng: number };
    tile = d.code;
    rng = d.rng;
    owner = HIDER;
  }
  const [h, r2] = nextInt(rng, 2);
  return ok(next(s, { rng: r2, toMove: GUESSER, stage: Object.freeze({ kind: 'guess', hidden: h === 0 ? 'left' : 'right', tile, owner }) }));
}

const loc = (s: AncientState, i: number) => {
  const p = s.pieces[i] as AncientPiece;
  return `${tileWord(p.tile, s.options)} on ${placeName(p.place)}`;
};

function harmonies(state: AncientState): readonly Harmony[] {
  const out: Harmony[] = [];
  for (const r of relations(state)) {
    if (!r.counts) continue;
    const a = state.pieces[r.a] as AncientPiece;
    const b = state.pieces[r.b] as AncientPiece;
    const turned = r.flips % 2 === 1;
    const reason = `${loc(state, r.a)} and ${loc(state, r.b)} are the first flowers along their line${turned ? ', and a Lotus turns their disharmony into a harmony' : ''}.`;
    out.push({
      places: [a.place, b.place],
      kind: turned ? 'lotus-harmony' : 'harmony',
      rule: turned ? 'lotus' : 'flower-relations',
      reason,
      ...(a.owner !== null && a.owner === b.owner ? { owner: a.owner } : {}),
    });
  }
  return out;
}

/** The disharmonies on the board, in words (for `describe`). */
function disharmonyWords(state: AncientState): string[] {
  return relations(state)
    .filter((r) => r.kind === 'disharmony')
    .map((r) => `Disharmony: ${loc(state, r.a)} and ${loc(state, r.b)}${r.flips % 2 === 1 ? ' (a harmony turned over by a Lotus)' : ''}.`);
}

const PROMPTS: Record<Stage['kind'], (s: AncientState) => string> = {
  guess: () => 'Guess which hand hides the tile: left or right',
  order: () => 'Decide: play first or second',
  start: (s) => (canDraw(s) ? 'Draw a tile, or place one from your hand' : 'Place a tile from your hand (your pile is empty)'),
  discard: (s) => `Your hand is over its limit of ${handLimit(s.options)}: discard a tile`,
  use: (s) => (s.stage.kind === 'use' && s.stage.lifted ? `Send the lifted ${tileWord(s.stage.lifted.tile, s.options)} to any empty point` : 'Turn the Wheel: choose the angle'),
  move: (s) => (s.options['ancient-turn-place-move'] === 'move-optional' ? 'Move one of your tiles, or end your turn' : 'Move one of your tiles'),
};
const STAGE_LABEL: Record<Stage['kind'], string> = { guess: 'Guessing the play order', order: 'Choosing the play order', start: 'Draw or place', discard: 'Discard', use: 'Special tile', move: 'Move' };

function countWords(s: AncientState): string {
  const o = s.options;
  const goal = `${exact(o) ? 'exactly ' : ''}${targetOf(o)}`;
  if (o['ancient-harmony-ownership'] === 'own') return `Harmonies: ${SEAT_NAMES[0]} ${harmonyCount(s, 0)}, ${SEAT_NAMES[1]} ${harmonyCount(s, 1)} · target ${goal}`;
  return `Harmonies on the board: ${harmonyCount(s, s.toMove)} · target ${goal}`;
}

function view(state: AncientState, given: { readonly revealHands?: RevealHands } = {}): BoardView {
  const opts = given ?? {};
  const layout = layoutFor(state.options);
  const oc = outcome(state);
  const piles = pilesOf(state);
  const st = state.stage;
  return {
    variant: 'ancient',
    points: layout.points,
    squares: [],
    pieces: state.pieces.map((p) => ({ place: p.place, tile: p.tile, ...(p.owner !== null ? { owner: p.owner } : {}) })),
    hands: ([0, 1] as const).map((p) => {
      const shown = handShown(opts.revealHands, p);
      return { player: p, tiles: shown ? state.hands[p] : [], hidden: !shown, size: state.hands[p].length };
    }),
    seats: 2,
    playerNames: SEAT_NAMES,
    toMove: state.toMove,
    turn: state.turn,
    ...(oc.status === 'ongoing' ? { prompt: PROMPTS[st.kind](state) } : {}),
    stage: oc.status !== 'ongoing' ? 'Game over' : STAGE_LABEL[st.kind],
    reserves:
      piles.length === 1
        ? [{ seat: 0, tiles: [], hidden: true, size: pileSize(piles[0] as number[]) }]
        : ([0, 1] as const).map((p) => ({ seat: p, tiles: [], hidden: true, size: pileSize(piles[p] as number[]) })),
    status: oc.status !== 'ongoing' ? oc.reason : countWords(state),
  };
}

function describe(state: AncientState, given: { readonly revealHands?: RevealHands } = {}): string {
  const opts = given ?? {};
  const o = state.options;
  const lines: string[] = ['Ancient Pai Sho.'];
  const st = state.stage;
  if (st.kind === 'guess') lines.push(`${seat(HIDER)} holds a tile hidden in one hand; ${seat(GUESSER)} guesses which hand to decide the play order.`);
  else if (st.kind === 'order') lines.push(`The ${tileWord(st.tile, o)} will become the centerpiece. ${seat(state.toMove)} decides who plays first.`);
  if (state.pieces.length === 0) lines.push('The board is empty.');
  else {
    lines.push(`${state.pieces.length} tile${state.pieces.length === 1 ? '' : 's'} on the board:`);
    for (const p of state.pieces) {
      const who = p.owner === null ? 'Nobody' : seat(p.owner);
      lines.push(`${who}'s ${tileWord(p.tile, o)} on ${placeName(p.place)}${isDrained(state, p) ? ' (drained)' : ''}.`);
    }
    const hs = harmonies(state);
    lines.push(hs.length === 0 ? 'No harmonies.' : `${hs.length} harmon${hs.length === 1 ? 'y' : 'ies'}:`);
    for (const h of hs) lines.push(h.reason);
    lines.push(...disharmonyWords(state));
  }
  if (st.kind === 'use' && st.lifted) lines.push(`The Ship has lifted ${st.lifted.owner === null ? 'the unowned' : `${seat(st.lifted.owner)}'s`} ${tileWord(st.lifted.tile, o)} off ${placeName(st.at)}.`);
  const piles = pilesOf(state);
  lines.push(`${seat(0)} holds ${state.hands[0].length} tiles and ${seat(1)} ${state.hands[1].length}; ${piles.length === 1 ? `the pool holds ${pileSize(piles[0] as number[])}` : `their piles hold ${pileSize(piles[0] as number[])} and ${pileSize(piles[1] as number[])}`}.`);
  for (const p of [0, 1] as const) {
    const h = state.hands[p];
    if (h.length > 0 && handShown(opts.revealHands, p)) lines.push(`${seat(p)}'s hand: ${h.map((t) => tileWord(t, o)).join(', ')}.`);
  }
  lines.push(countWords(state) + '.');
  const oc = outcome(state);
  lines.push(oc.status === 'ongoing' ? `${seat(state.toMove)}: ${PROMPTS[st.kind](state)}.` : oc.reason);
  return lines.join('\n');
}

function describeArg(state: AncientState, step: Move, index: number): string {
  if (!wellFormedStep(step) || step.type !== 'use' || !Number.isInteger(index)) return '';
  const a = index === 1 ? step.ability : step.args[index - 2];
  if (index === 1) return { guess: 'guess', order: 'play order', rotate: 'turn the Wheel', relocate: 'send the lifted tile' }[String(a)] ?? String(a);
  if (step.ability === 'rotate') return a === '0' ? 'leave the tiles where they are' : `turn ${String(a)}° clockwise`;
  if (step.ability === 'guess') return `the ${String(a)} hand`;
  if (step.ability === 'order') return a === 'first' ? 'play first' : 'play second';
  if (typeof a === 'number') return placeName(a);
  void state;
  return String(a);
}

export const engine: VariantEngine<AncientState> = Object.freeze({
  spec,
  resolveOptions: (values?: OptionValues) => resolve(OPTION_SPECS, values ?? {}),
  create,
  fromSetup,
  checkPosition: () => [], // issue 40: the variant's own check replaces this
  toSetup,
  legalMoves,
  applyMove,
  harmonies,
  outcome,
  parseMove: (state: AncientState, text: string) => parseStep(state, text, moveFacts),
  formatMove: (state: AncientState, move: Move) => formatStep(state, move, moveFacts),
  formatPosition,
  parsePosition,
  options: (state: AncientState) => state.options,
  view,
  describe,
  irreversible: (state: AncientState, step: Move) =>
    !!step && typeof step === 'object' && (step.type === 'draw' || (step.type === 'use' && (step.ability === 'guess' || step.ability === 'order') && (state.stage.kind === 'guess' || state.stage.kind === 'order'))),
  describeArg,
});
