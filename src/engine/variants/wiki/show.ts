/**
 * @packageDocumentation
 * Showing a Pai Sho Project position: the board view (tiles, hands, gardens, rings, territory and
 * immune flowers shaded, the running score), the text description, and the harmonies with the
 * reason for each. In the browser this comes with the engine's second chunk (`late.ts`); until then
 * a board shows the server's drawing of its start position.
 */
import type { BoardView, Harmony, Seat } from '../../core/types.ts';
import { placeName, type PlaceId } from '../../geometry/index.ts';
import { isOpening, outcome, reincarnable, seat } from './core.ts';
import { immuneAt } from './harmony.ts';
import { rings, scores, seatScores } from './scoring.ts';
import { gardenDisharmony, links } from './harmony-words.ts';
import { ctxOf, flagsOf, reserveOf, tileOf } from './moves.ts';
import { TILES, tileByCode } from './spec.ts';
import { GARDEN_IDS, GARDEN_NAMES, gardenWords, layoutFor, scorerSeats, seatCount, seatNames, type WikiPiece, type WikiState } from './state.ts';

function handTiles(s: WikiState, x: Seat): string[] {
  const res = reserveOf(s, x);
  const out: string[] = [];
  TILES.forEach((t, i) => {
    for (let k = 0; k < (res[i] as number); k++) out.push(t.code);
  });
  return out;
}

/**
 * What the seat to act may do, in words: named ("Sente: drop, move…") for the text description; without the name for
 * the view, whose board says who acts before it ("Sente to act: Drop, move…").
 */
function prompt(s: WikiState, named = true): string {
  const f = flagsOf(s.options);
  const todo =
    s.stage.kind === 'dropped'
      ? 'move the tile just dropped (no capture), or end the turn'
      : s.stage.kind === 'moved'
        ? 'bend a flower with the element just moved, or end the turn'
        : f.openingElement && isOpening(s)
          ? 'enter an element tile to begin'
          : `drop, move, bend${reincarnable(s) ? ', reincarnate' : ''}, promote${f.passOn ? ', pass' : ''} or resign`;
  return named ? `${seat(s, s.toMove)}: ${todo}` : `${todo.charAt(0).toUpperCase()}${todo.slice(1)}`;
}

/** Rings, territory and immune flowers as shaded areas of the view (before the gardens, so a tap shows them first). */
function harmonyAreas(s: WikiState): { id: string; label: string; places: readonly PlaceId[]; shaded: true }[] {
  const out: { id: string; label: string; places: readonly PlaceId[]; shaded: true }[] = [];
  const sc = scores(s);
  for (const x of sc) {
    const who = scorerSeats(s.options, x.person).map((q) => seat(s, q)).join(' and ');
    const r = rings(s, x.person);
    if (r.tiles.size) out.push({ id: `ring-${x.person}`, label: `${who}'s harmony ring${r.tiles.size > 4 ? 's' : ''}: ${r.tiles.size} tiles and the points between them`, places: [...r.tiles, ...r.paths].sort((a, b) => a - b) as PlaceId[], shaded: true });
    if (x.points.length) out.push({ id: `territory-${x.person}`, label: `${who}'s territory: ${x.points.length} empty point${x.points.length === 1 ? '' : 's'} inside the ring`, places: x.points as PlaceId[], shaded: true });
  }
  const immune = s.pieces.filter((p) => immuneAt(s, p.place)).map((p) => p.place);
  if (immune.length) out.push({ id: 'immune', label: `flowers immune to capture (more harmony than disharmony): ${immune.length}`, places: immune, shaded: true });
  return out;
}

const HARMONIES = new WeakMap<WikiState, readonly Harmony[]>();
/**
 * Every sending of harmony and disharmony (sender first, receiver second, the receiver's owner,
 * value +1 or −1) with its reason and rule, then each unnatural-garden point (one place) and each
 * flower immune to capture (one place, value 0).
 */
function harmonies(s: WikiState): readonly Harmony[] {
  const hit = HARMONIES.get(s);
  if (hit) return hit;
  const c = ctxOf(s);
  const ownerAt = (p: number) => (s.pieces[(c.occ[p] as number) - 1] as WikiPiece).owner;
  const out: Harmony[] = links(s).map((l) => ({ places: [l.from, l.to] as PlaceId[], kind: l.kind, rule: l.rule, reason: l.reason, owner: ownerAt(l.to), value: l.kind === 'harmony' ? 1 : -1 }));
  for (const g of gardenDisharmony(s)) out.push({ places: [g.place as PlaceId], kind: 'garden', rule: 'garden-disharmony', reason: g.reason, owner: ownerAt(g.place), value: -1 });
  for (const p of s.pieces) {
    if (!immuneAt(s, p.place)) continue;
    out.push({ places: [p.place], kind: 'immune', rule: 'net-harmony', reason: `${seat(s, p.owner)}'s ${tileOf(p).name} on ${placeName(p.place)} receives more harmony than disharmony: it is immune to capture.`, owner: p.owner, value: 0 });
  }
  const frozen = Object.freeze(out);
  HARMONIES.set(s, frozen);
  return frozen;
}

function view(s: WikiState, opts: { readonly revealHands?: unknown } = {}): BoardView {
  void opts;
  const L = layoutFor(s.options);
  const n = seatCount(s.options);
  const oc = outcome(s);
  const areas: { id: string; label: string; places: readonly PlaceId[]; shaded?: true }[] = harmonyAreas(s);
  areas.push(...GARDEN_IDS.map((id, g) => ({ id, label: GARDEN_NAMES[g] as string, places: L.points.filter((p) => (L.gardens[p] as number) & (1 << g)) })));
  areas.push(
    { id: 'walls', label: 'walls', places: L.points.filter((p) => L.side[p] === 0) },
    { id: 'piebald', label: 'points between gardens (piebald)', places: L.points.filter((p) => { const m = L.gardens[p] as number; return (m & (m - 1)) !== 0; }) },
  );
  return {
    variant: 'wiki',
    points: L.points,
    squares: [],
    pieces: s.pieces.map((p) => ({ place: p.place, tile: p.tile, owner: p.owner })),
    hands: Array.from({ length: n }, (_, x) => {
      const tiles = handTiles(s, x as Seat);
      return { player: x as Seat, tiles, hidden: false, size: tiles.length };
    }),
    seats: n,
    playerNames: seatNames(s.options),
    ...(n === 4 && s.options['wiki-teams'] !== 'opponents' ? { teams: [[0, 2], [1, 3]] as Seat[][] } : {}),
    ...(s.out.length ? { out: s.out.map((o) => o.seat) } : {}),
    toMove: s.toMove,
    turn: s.turn,
    prompt: oc.status === 'ongoing' ? prompt(s, false) : oc.reason,
    stage: oc.status !== 'ongoing' ? 'Game over' : s.stage.kind === 'dropped' ? 'Drop, then move' : s.stage.kind === 'moved' ? 'Move, then bend' : flagsOf(s.options).openingElement && isOpening(s) ? 'Entering elements' : 'Play',
    scores: seatScores(s),
    pot: s.pot.map((e) => ({ tile: e.tile, owner: e.owner })),
    areas,
    status: oc.status === 'ongoing' ? `${seat(s, s.toMove)} to act · turn ${s.turn + 1}${s.passes ? ` · ${s.passes} pass${s.passes === 1 ? '' : 'es'} in a row` : ''}` : oc.reason,
  };
}

function describe(s: WikiState): string {
  const L = layoutFor(s.options);
  const c = ctxOf(s);
  const lines = [`Pai Sho Project, ${flagsOf(s.options).people} players.`];
  if (s.pieces.length === 0) lines.push('The board is empty.');
  else {
    lines.push(`${s.pieces.length} tile${s.pieces.length === 1 ? '' : 's'} on the board:`);
    for (const p of s.pieces) {
      const t = tileOf(p);
      const notes: string[] = [];
      if (c.immob[p.place]) notes.push('immobilized by a Chi Blocker');
      if (immuneAt(s, p.place)) notes.push('immune to capture by net harmony');
      lines.push(`${seat(s, p.owner)}'s ${t.name} on ${placeName(p.place)}, in ${gardenWords(L.gardens[p.place] as number)}${notes.length ? ` (${notes.join(', ')})` : ''}.`);
    }
  }
  if (s.pot.length) lines.push(`Out of play: ${s.pot.map((e) => `${seat(s, e.owner)}'s ${tileByCode(e.tile)?.name ?? e.tile}${e.by !== undefined ? ` (taken by ${seat(s, e.by)})` : ' (removed)'}`).join(', ')}.`);
  for (const o of s.out) lines.push(`${seat(s, o.seat)} ${o.why === 'resigned' ? 'resigned' : 'was removed for losing every element'}.`);
  const oc = outcome(s);
  if (oc.status === 'ongoing' && s.pieces.length) lines.push(`Scores so far: ${seatScores(s).map((x) => `${seat(s, x.seat)} ${x.label}`).join('; ')}.`);
  lines.push(oc.status === 'ongoing' ? `${prompt(s)}.` : oc.reason);
  return lines.join('\n');
}

export { describe, harmonies, view };
