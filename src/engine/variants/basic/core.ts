/**
 * @packageDocumentation
 * The part of the Basic Pai Sho engine a board needs to show a position and answer what may
 * be played: a new game, reading a position, the view, the description, the harmonies, the
 * legal steps and the outcome. Applying steps, explaining refusals and writing notation are in
 * `late.ts`; `engine.ts` joins both, `first.ts` is the browser's two-chunk version.
 */
import { resolveOptions as resolve } from '../../core/options.ts';
import { ok, type Result } from '../../core/result.ts';
import { nextInt, seedFrom } from '../../core/rng.ts';
import type { BoardView, Harmony, Move, OptionValues, Outcome, VariantEngine } from '../../core/types.ts';
import { placeName } from '../../geometry/index.ts';
import { DEFAULT_REGION_MODEL } from '../../geometry/regions.ts';
import { TILE_CODES, tileName } from '../booklet/tiles.ts';
import { analyse, standing } from './analysis.ts';
import { fromSetup, parsePosition } from './notation.ts';
import { finalCount, outcome, rawSteps, runningPoints } from './rules-engine.ts';
import { OPTION_SPECS, spec } from './spec.ts';
import { FULL_HAND, layoutFor, other, SEAT_NAMES, seatName, type BasicState, type Seat } from './state.ts';

const MOVES = new WeakMap<BasicState, readonly Move[]>();

/** Every legal next step (cached per state); `resign` at the start of a play turn. */
export function legalMoves(state: BasicState): readonly Move[] {
  const hit = MOVES.get(state);
  if (hit) return hit;
  let moves: Move[] = [];
  if (outcome(state).status === 'ongoing') {
    moves = rawSteps(state);
    // A player may forfeit at the start of any of their turns after the setup.
    if (state.stage === 'play' && !state.partial) moves.push({ type: 'resign' });
  }
  const frozen = Object.freeze(moves);
  MOVES.set(state, frozen);
  return frozen;
}

function create(given: { readonly options?: OptionValues; readonly seed?: number } = {}): Result<BasicState> {
  // Untrusted: anything that is not an object reads as no settings (null included).
  const init: { readonly options?: OptionValues; readonly seed?: number } = typeof given === 'object' && given !== null ? given : {};
  const opts = resolve(OPTION_SPECS, init.options ?? {});
  if (!opts.ok) return opts;
  const coin = nextInt(seedFrom(typeof init.seed === 'number' ? init.seed : 0), 2)[0] as Seat;
  const both = opts.value['basic-first-player'] === 'winner-both';
  return ok(
    Object.freeze({
      variant: 'basic',
      options: opts.value,
      stage: 'spring',
      pieces: Object.freeze([]),
      hands: Object.freeze([FULL_HAND, FULL_HAND]) as BasicState['hands'],
      pot: Object.freeze([]),
      toMove: coin,
      turn: 0,
      turnsTaken: Object.freeze([0, 0]) as BasicState['turnsTaken'],
      points: Object.freeze([0, 0]) as BasicState['points'],
      spring: Object.freeze({ coin, firstMover: both ? coin : undefined, decider: coin, count: 0 }),
      passes: 0,
      nextId: 0,
    } satisfies BasicState),
  );
}

const loc = (state: BasicState, i: number): string => {
  const p = state.pieces[i];
  return p ? `${seatName(p.owner)}'s ${tileName(p.tile)} on ${placeName(p.place)}` : '';
};

function harmonies(state: BasicState): readonly Harmony[] {
  const a = analyse(state);
  // A Rock's part in a harmony names the flowers it copies.
  const at = (i: number) => (state.pieces[i]!.tile === 'Rk' ? `${loc(state, i)} (copying ${a.copies[i]!.map(tileName).join(' and ')})` : loc(state, i));
  const out: Harmony[] = a.harmonies.map((h) => ({
    places: [state.pieces[h.a]!.place, state.pieces[h.b]!.place],
    kind: h.lotus ? 'lotus' : h.natural ? 'natural' : 'harmony',
    rule: h.lotus ? 'blooming' : h.natural ? 'natural-harmony' : 'harmony',
    owner: h.owner,
    value: h.value,
    reason: `${at(h.a)} and ${at(h.b)}: ${h.lotus ? 'a blooming White Lotus harmony' : h.natural ? 'a natural harmony' : 'a harmony'} for ${seatName(h.owner)}, worth ${h.value}.`,
  }));
  for (const d of a.disharmonies) {
    out.push({
      places: [state.pieces[d.a]!.place, state.pieces[d.by]!.place, state.pieces[d.b]!.place],
      kind: 'disharmony',
      rule: 'disharmony',
      owner: other(d.victim),
      value: -d.value,
      reason: `${at(d.by)} disrupts the harmony of ${at(d.a)} and ${at(d.b)}: ${seatName(d.victim)} loses ${d.value}.`,
    });
  }
  return out;
}

/** What the seat to act may do now, in words. */
function prompt(state: BasicState): string {
  const oc = outcome(state);
  if (oc.status !== 'ongoing') return oc.reason;
  const who = seatName(state.toMove);
  if (state.stage === 'spring') {
    const sp = state.spring!;
    if (sp.pending) return `${who}: copy the spring flower — a ${tileName(sp.pending.tile)} on ${placeName(sp.pending.place)}.`;
    if (sp.firstMover === undefined && state.options['basic-first-player'] === 'choice') {
      return `${who} won the coin toss: place the first spring flower, or pass to make the first move instead.`;
    }
    return `${who}: choose a spring flower and place it on your side.`;
  }
  if (state.partial) {
    const p = state.pieces.find((x) => x.id === state.partial!.piece)!;
    if (state.partial.after === 'placed') return `${who}: turn the tiles around the Wheel just placed.`;
    return `${who}: use the ${tileName(p.tile)}'s ability, or end your turn.`;
  }
  return `${who}: move a tile, place one at its port, or use an ability.`;
}

function view(state: BasicState, opts: { readonly revealHands?: unknown } = {}): BoardView {
  void opts;
  const L = layoutFor(state.options);
  const oc = outcome(state);
  const expand = (counts: readonly number[]) => counts.flatMap((n, k) => Array.from({ length: n }, () => TILE_CODES[k] as string));
  return {
    variant: 'basic',
    points: L.points,
    squares: [],
    pieces: state.pieces.map((p) => ({ place: p.place, tile: p.tile, owner: p.owner })),
    // Reserves are open information in Basic: both players know every tile not yet played.
    hands: ([0, 1] as const).map((s) => {
      const tiles = expand(state.hands[s]);
      return { player: s, tiles, hidden: false, size: tiles.length };
    }),
    seats: 2,
    playerNames: SEAT_NAMES,
    toMove: state.toMove,
    turn: state.turn,
    prompt: prompt(state),
    stage: oc.status !== 'ongoing' ? 'Game over' : state.stage === 'spring' ? 'Spring flowers' : 'Play',
    scores: ([0, 1] as const).map((s) => ({ seat: s, points: runningPoints(state, s) })),
    pot: state.pot,
    status: statusLine(state),
    statusShowsScores: true,
    ...(L.model === DEFAULT_REGION_MODEL ? {} : { regionModel: L.model }),
  };
}

function statusLine(state: BasicState): string {
  const oc = outcome(state);
  if (oc.status !== 'ongoing') return oc.reason;
  const word = state.options['basic-scoring-timing'] === 'at-end' ? 'Standing' : 'Points';
  // The one line of points under a board: the widget does not repeat them (`statusShowsScores`).
  const lost = ([0, 1] as const).map((s) => state.pot.filter((t) => t.owner === s).length);
  const pot = state.pot.length ? ` · Pot: ${([0, 1] as const).filter((s) => lost[s]).map((s) => `${lost[s]} of ${seatName(s)}'s tiles`).join(', ')}` : '';
  return `${word}: ${seatName(0)} ${runningPoints(state, 0)}, ${seatName(1)} ${runningPoints(state, 1)}${pot}.`;
}

function describe(state: BasicState): string {
  const lines: string[] = ['Basic Pai Sho.'];
  if (state.pieces.length === 0) lines.push('The board is empty.');
  else {
    const a = analyse(state);
    lines.push(`${state.pieces.length} tile${state.pieces.length === 1 ? '' : 's'} on the board:`);
    state.pieces.forEach((p, i) => {
      const notes: string[] = [];
      if (!p.moved) notes.push('a spring flower, not yet moved');
      if (a.drained[i]) notes.push('drained');
      if (p.tile === 'Rk' && a.copies[i]!.length) notes.push(`copying ${a.copies[i]!.map(tileName).join(', ')}`);
      if (p.tile === 'Lo' && a.bloom[p.owner]) notes.push('blooming');
      lines.push(`${loc(state, i)}${notes.length ? ` (${notes.join('; ')})` : ''}.`);
    });
    const hs = harmonies(state);
    const nd = hs.filter((h) => h.kind === 'disharmony').length;
    const nh = hs.length - nd;
    lines.push(hs.length ? `${nh} harmon${nh === 1 ? 'y' : 'ies'} and ${nd} disharmon${nd === 1 ? 'y' : 'ies'}:` : 'No harmonies.');
    for (const h of hs) lines.push(h.reason);
  }
  if (state.pot.length) lines.push(`The Pot holds ${state.pot.map((t) => `${seatName(t.owner)}'s ${tileName(t.tile)}`).join(', ')}.`);
  lines.push(`Running points: ${seatName(0)} ${runningPoints(state, 0)}, ${seatName(1)} ${runningPoints(state, 1)} (standing on the board now: ${standing(state, 0)} and ${standing(state, 1)}).`);
  const oc = outcome(state);
  if (oc.status !== 'ongoing') {
    const [c0, c1] = finalCount(state);
    for (const c of [c0, c1]) lines.push(`${seatName(c.seat)}: ${c.running} running, +${c.pot} from the Pot, +${c.protectedPieces} protected, −${c.dead} dead = ${c.total}.`);
  }
  lines.push(prompt(state));
  return lines.join('\n');
}

/** The members of the engine that need no more than this module. */
export const CORE = {
  spec,
  resolveOptions: (values?: OptionValues) => resolve(OPTION_SPECS, values ?? {}),
  create,
  fromSetup,
  checkPosition: () => [], // issue 40: the variant's own check replaces this
  legalMoves,
  harmonies,
  outcome: (state: BasicState): Outcome => outcome(state),
  parsePosition,
  options: (state: BasicState) => state.options,
  view,
  describe,
} satisfies Partial<VariantEngine<BasicState>>;
