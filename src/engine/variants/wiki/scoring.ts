/**
 * @packageDocumentation
 * Pai Sho Project scoring: harmony rings of one person and the territory they enclose, garden
 * points, the score GT + HT + (H − D) of each person and seat, and how a game decided by the score
 * ends (placings, the winner or a draw). A board needs none of it until a game is over (or, under
 * `wiki-ring-definition` = v2, until it asks whether a ring encloses the centre), so it comes with
 * the engine's second chunk (`late.ts`, through `show.ts`) and fills in `SCORING` in `core.ts`,
 * which the first chunk's outcome asks; before that the first chunk refuses such a position with a
 * programming error (`core.ts`, `scoring()`), and the board makes the engine whole first
 * (`firstAnswers` in the widget).
 */
import type { Outcome, Seat } from '../../core/types.ts';
import { POINT_COUNT } from '../../geometry/index.ts';
import { seat, SCORING, teamScored } from './core.ts';
import { ALL8, boardOf, harmonySends, nets, ORTH, pathOf, rulesOf, type Edge } from './harmony.ts';
import { flagsOf } from './moves.ts';
import { at, layoutFor, scorerCount, scorerOf, scorerSeats, seatCount, seatWord, X, Y, type Layout, type WikiPiece, type WikiState } from './state.ts';

/** A person's harmony rings: the tiles on them, the points of their harmony paths, and their links. */
export interface Rings {
  readonly tiles: ReadonlySet<number>;
  readonly paths: ReadonlySet<number>;
  readonly links: readonly Edge[];
}

/**
 * Links lying on a loop of the undirected graph of `edges` (bridges removed; Tarjan's bridge
 * search), in their order. Places are numbered as first met; a pair of places joined both ways is
 * one edge of the graph (so two tiles sending to each other alone are no loop).
 */
function onLoops<E extends { readonly from: number; readonly to: number }>(edges: readonly E[]): E[] {
  // A loop needs three pairs of places at least.
  if (edges.length < 3) return [];
  const node = new Map<number, number>();
  const id = (p: number) => {
    let i = node.get(p);
    if (i === undefined) {
      i = node.size;
      node.set(p, i);
    }
    return i;
  };
  const pairOf = new Map<number, number>();
  const pairA: number[] = [];
  const pairC: number[] = [];
  const edgePair = new Int32Array(edges.length);
  edges.forEach((e, k) => {
    const a = id(e.from);
    const c = id(e.to);
    const key = a < c ? a * POINT_COUNT + c : c * POINT_COUNT + a;
    let i = pairOf.get(key);
    if (i === undefined) {
      i = pairA.length;
      pairOf.set(key, i);
      pairA.push(a);
      pairC.push(c);
    }
    edgePair[k] = i;
  });
  if (pairA.length < 3) return [];
  const n = node.size;
  const adj: number[][] = Array.from({ length: n }, () => []);
  for (let i = 0; i < pairA.length; i++) {
    adj[pairA[i]!]!.push(pairC[i]!, i);
    adj[pairC[i]!]!.push(pairA[i]!, i);
  }
  const disc = new Int32Array(n).fill(-1);
  const low = new Int32Array(n);
  const bridge = new Uint8Array(pairA.length);
  let time = 0;
  const dfs = (u: number, viaEdge: number) => {
    disc[u] = low[u] = time++;
    const a = adj[u]!;
    for (let j = 0; j < a.length; j += 2) {
      const v = a[j]!;
      const e = a[j + 1]!;
      if (e === viaEdge) continue;
      if (disc[v] === -1) {
        dfs(v, e);
        low[u] = Math.min(low[u]!, low[v]!);
        if (low[v]! > disc[u]!) bridge[e] = 1;
      } else low[u] = Math.min(low[u]!, disc[v]!);
    }
  };
  for (let u = 0; u < n; u++) if (disc[u] === -1) dfs(u, -1);
  return edges.filter((_, k) => bridge[edgePair[k]!] === 0);
}

const RINGS = new WeakMap<WikiState, Rings[]>();
/**
 * The harmony rings of one scorer (a colour, or under `wiki-3p-scoring` = one-player a person; `scorerOf`): harmony links between that person's own tiles that lie on a
 * loop (no link whose removal would split its tiles); under `wiki-ring-graphics` = must-receive
 * only tiles that receive harmony from another tile of the loop are kept (repeatedly). A loop
 * that mixes owners is no ring, and a tile hanging off a ring is not part of it.
 */
export function rings(s: WikiState, person: number): Rings {
  let all = RINGS.get(s);
  if (!all) {
    all = [];
    RINGS.set(s, all);
  }
  const hit = all[person];
  if (hit) return hit;
  const occ = boardOf(s).occ;
  const mine = (place: number) => {
    const o = occ[place] as number;
    return o > 0 && scorerOf(s.options, (s.pieces[o - 1] as WikiPiece).owner) === person;
  };
  const must = rulesOf(s.options).ringReceive === 'must-receive';
  let edges = harmonySends(s).filter((l) => mine(l.from) && mine(l.to));
  for (;;) {
    const kept = onLoops(edges);
    const receiving = new Set(kept.map((e) => e.to));
    const next = must ? kept.filter((e) => receiving.has(e.from) && receiving.has(e.to)) : kept;
    if (next.length === edges.length) break;
    edges = next;
  }
  const ringLinks: Edge[] = edges.map((e) => ({ from: e.from, to: e.to, path: pathOf(e.from, e.dx, e.dy, e.k) }));
  const r: Rings = { tiles: new Set(ringLinks.flatMap((e) => [e.from, e.to])), paths: new Set(ringLinks.flatMap((e) => e.path)), links: ringLinks };
  all[person] = r;
  return r;
}

/**
 * Points enclosed by a person's rings (`wiki-ring-surround`): points that cannot reach the edge of
 * the board by orthogonal (or eight-way) steps without crossing a ring tile or a point of a ring's
 * harmony path; ring tiles and path points are never enclosed.
 */
export function enclosed(s: WikiState, r: Rings): Set<number> {
  const inside = new Set<number>();
  if (r.tiles.size === 0) return inside;
  const L = layoutFor(s.options);
  const g = floodGraph(L);
  const nbr = rulesOf(s.options).surround === 'eight' ? g.all8 : g.orth;
  const k = nbr === g.all8 ? 8 : 4;
  // 1: wall (a ring tile or a path point), 2: reached from the edge.
  const mark = new Uint8Array(POINT_COUNT);
  for (const p of r.tiles) mark[p] = 1;
  for (const p of r.paths) mark[p] = 1;
  const todo: number[] = [];
  for (const p of g.edge) {
    if (mark[p]) continue;
    mark[p] = 2;
    todo.push(p);
  }
  while (todo.length) {
    const p = todo.pop() as number;
    for (let i = p * k, end = i + k; i < end; i++) {
      const q = nbr[i] as number;
      if (q < 0 || mark[q]) continue;
      mark[q] = 2;
      todo.push(q);
    }
  }
  for (const p of L.points) if (!mark[p]) inside.add(p);
  return inside;
}

/** Per layout: the points on the edge of the board (a point with an orthogonal neighbour off it) and each point's neighbours on the board (−1 where none), orthogonal and eight-way. */
const FLOOD = new WeakMap<Layout, { edge: Int16Array; orth: Int16Array; all8: Int16Array }>();
function floodGraph(L: Layout): { edge: Int16Array; orth: Int16Array; all8: Int16Array } {
  const hit = FLOOD.get(L);
  if (hit) return hit;
  const near = (p: number, dirs: readonly (readonly [number, number])[]) =>
    dirs.map(([dx, dy]) => {
      const q = at((X[p] as number) + dx, (Y[p] as number) + dy);
      return q < 0 || !L.onBoard[q] ? -1 : q;
    });
  const orth = new Int16Array(POINT_COUNT * 4).fill(-1);
  const all8 = new Int16Array(POINT_COUNT * 8).fill(-1);
  const edge: number[] = [];
  for (const p of L.points) {
    const o = near(p, ORTH);
    orth.set(o, p * 4);
    all8.set(near(p, ALL8), p * 8);
    if (o.includes(-1)) edge.push(p);
  }
  const g = { edge: Int16Array.from(edge), orth, all8 };
  FLOOD.set(L, g);
  return g;
}

/** One person's score: GT + HT + (H − D). */
export interface Score {
  readonly person: number;
  readonly gardens: number;
  readonly territory: number;
  readonly harmony: number;
  readonly disharmony: number;
  readonly total: number;
  /** The empty points counted as the person's territory. */
  readonly points: readonly number[];
}

/**
 * Garden points (GT): each garden touched or occupied by the tiles of one person only scores for
 * them — 1 point (`wiki-scoring-gt` = per-garden) or one per point of the garden (points).
 */
export function gardenScores(s: WikiState): number[] {
  const L = layoutFor(s.options);
  const people = scorerCount(s.options);
  const owners = new Array<number>(12).fill(-1);
  for (const p of s.pieces) {
    const m = L.gardens[p.place] as number;
    const who = scorerOf(s.options, p.owner);
    for (let g = 0; g < 12; g++) if (m & (1 << g)) owners[g] = owners[g] === -1 || owners[g] === who ? who : -2;
  }
  const size = rulesOf(s.options).gt === 'points' ? gardenSizes(L) : undefined;
  const scores = new Array<number>(people).fill(0);
  owners.forEach((o, g) => {
    if (o >= 0) scores[o]! += size ? (size[g] as number) : 1;
  });
  return scores;
}

const SIZES = new WeakMap<Layout, number[]>();
function gardenSizes(L: Layout): number[] {
  let z = SIZES.get(L);
  if (!z) {
    z = new Array<number>(12).fill(0);
    for (const p of L.points) for (let g = 0; g < 12; g++) if ((L.gardens[p] as number) & (1 << g)) z[g]! += 1;
    SIZES.set(L, z);
  }
  return z;
}

/** Whether a person's rings enclose the centre of the board (10j), as the older block's rings must. */
export function aroundCentre(s: WikiState, person: number): boolean {
  const r = rings(s, person);
  return r.tiles.size > 0 && enclosed(s, r).has(at(0, 0));
}

const SCORES = new WeakMap<WikiState, Score[]>();
/**
 * Every person's score (memoised). Territory is the empty points a person's rings enclose, counted
 * once, less what the rings of another person standing inside them enclose or lie on (a player
 * who surrounds someone else's ring does not count it); under `wiki-ring-definition` = v2 only
 * rings around the centre count. H and D by `wiki-chain-scoring`; D includes the unnatural-garden
 * points.
 */
export function scores(s: WikiState): Score[] {
  const hit = SCORES.get(s);
  if (hit) return hit;
  const r = rulesOf(s.options);
  const n = nets(s);
  const people = scorerCount(s.options);
  const ringsOf = Array.from({ length: people }, (_, p) => rings(s, p));
  const counted = ringsOf.map((x, p) => (r.ring === 'v2' && !aroundCentre(s, p) ? { tiles: new Set<number>(), paths: new Set<number>(), links: [] } : x));
  const enc = counted.map((x) => enclosed(s, x));
  const occ = boardOf(s).occ;
  // Points on the path of any harmony (rule 11.9: "used to send or receive harmony"), under the default;
  // under `wiki-territory-paths` = ring-paths only the rings' own paths (they are walls of the flood already).
  const harmonyPath = new Uint8Array(POINT_COUNT);
  if (r.territoryPaths !== 'ring-paths') for (const l of harmonySends(s)) for (const q of pathOf(l.from, l.dx, l.dy, l.k)) harmonyPath[q] = 1;
  /** Whether person q's rings lie inside person p's. */
  const inside = (q: number, p: number) => (counted[q] as Rings).tiles.size > 0 && [...(counted[q] as Rings).tiles].every((x) => (enc[p] as Set<number>).has(x));
  const gardens = gardenScores(s);
  // Harmony inside one's own chains: links whose sender and receiver are both the person's.
  const ownChain = new Int16Array(POINT_COUNT);
  if (r.chain === 'own-chains') for (const l of harmonySends(s)) if (scorerOf(s.options, pieceAt(s, l.from).owner) === scorerOf(s.options, pieceAt(s, l.to).owner)) ownChain[l.to]! += 1;
  const out = Array.from({ length: people }, (_, person): Score => {
    const points: number[] = [];
    for (const p of enc[person] as Set<number>) {
      if (occ[p] || harmonyPath[p]) continue;
      let other = false;
      for (let q = 0; q < people && !other; q++) if (q !== person && inside(q, person) && ((enc[q] as Set<number>).has(p) || (counted[q] as Rings).paths.has(p))) other = true;
      if (!other) points.push(p);
    }
    points.sort((a, b) => a - b);
    let harmony = 0;
    let disharmony = 0;
    for (const p of s.pieces) {
      if (scorerOf(s.options, p.owner) !== person) continue;
      const x = n[p.place];
      if (!x) continue;
      if (r.chain === 'net') {
        const net = x.harmony - x.disharmony - x.garden;
        if (net > 0) harmony += 1;
        else if (net < 0) disharmony += 1;
      } else {
        harmony += r.chain === 'own-chains' ? (ownChain[p.place] as number) : x.harmony;
        disharmony += x.disharmony + x.garden;
      }
    }
    const g = gardens[person] ?? 0;
    return { person, gardens: g, territory: points.length, harmony, disharmony, total: g + points.length + harmony - disharmony, points };
  });
  SCORES.set(s, out);
  return out;
}

const pieceAt = (s: WikiState, place: number): WikiPiece => s.pieces[(boardOf(s).occ[place] as number) - 1] as WikiPiece;

/** A person's score in words: `12 (gardens 3 + territory 4 + harmony 8 − disharmony 3)`. */
export const scoreWords = (x: Score): string => `${x.total} (gardens ${x.gardens} + territory ${x.territory} + harmony ${x.harmony} − disharmony ${x.disharmony})`;

/** The score of each seat (a person's score on each seat they play; under `wiki-teams` = team-score, the team's sum). */
export function seatScores(s: WikiState): { seat: Seat; points: number; label: string }[] {
  const sc = scores(s);
  const team = teamScored(s.options);
  return Array.from({ length: seatCount(s.options) }, (_, x) => {
    const mine = sc[scorerOf(s.options, x as Seat)] as Score;
    if (!team) return { seat: x as Seat, points: mine.total, label: scoreWords(mine) };
    const mate = sc[(x + 2) % 4] as Score;
    return { seat: x as Seat, points: mine.total + mate.total, label: `team ${mine.total + mate.total} (${scoreWords(mine)}, with ${seatWord(s.options, ((x + 2) % 4) as Seat)} ${mate.total})` };
  });
}

/**
 * The end of a game decided by score: placings best first (equal totals share a place, or under
 * `wiki-score-ties` = tiebreak territory, then harmony less disharmony, decide), the winner or a draw.
 */
export function scoredEnd(s: WikiState, reason: string, rule: string): Outcome {
  const sc = scores(s);
  const team = teamScored(s.options);
  const tiebreak = s.options['wiki-score-ties'] === 'tiebreak';
  // Sides: people, or teams of two under team scoring.
  const resigned = (seats: readonly Seat[]) => seats.every((x) => s.out.some((o) => o.seat === x && o.why === 'resigned'));
  const sides = (team
    ? [0, 1].map((t) => ({ seats: [t, t + 2] as Seat[], total: sc[t]!.total + sc[t + 2]!.total, territory: sc[t]!.territory + sc[t + 2]!.territory, net: sc[t]!.harmony - sc[t]!.disharmony + sc[t + 2]!.harmony - sc[t + 2]!.disharmony }))
    : sc.map((x) => ({ seats: scorerSeats(s.options, x.person), total: x.total, territory: x.territory, net: x.harmony - x.disharmony }))
  ).map((x) => ({ ...x, resigned: resigned(x.seats) }));
  // Rule 9.3: a player who resigned forfeits, and ranks after every player still in, whatever the scores;
  // among those who resigned the scores decide as among the others.
  const key = (x: (typeof sides)[number]) => [x.resigned ? 0 : 1, ...(tiebreak ? [x.total, x.territory, x.net] : [x.total])];
  const cmp = (a: (typeof sides)[number], b: (typeof sides)[number]) => {
    const ka = key(a);
    const kb = key(b);
    for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return (kb[i] as number) - (ka[i] as number);
    return 0;
  };
  const order = [...sides].sort(cmp);
  const placings: Seat[][] = [];
  order.forEach((e, i) => {
    const prev = order[i - 1];
    if (prev && cmp(prev, e) === 0) placings[placings.length - 1]!.push(...e.seats);
    else placings.push([...e.seats]);
  });
  const scoresOut = seatScores(s);
  const tally = order.map((e) => `${e.seats.map((x) => seat(s, x)).join(' and ')} ${e.total}${e.resigned ? ' (resigned)' : ''}`).join(', ');
  const full = `${reason} Final score (gardens + territory + harmony − disharmony): ${tally}.${sides.some((e) => e.resigned) ? ' A player who resigned places below those still in.' : ''}`;
  const top = placings[0] as Seat[];
  const topSides = order.filter((e) => cmp(e, order[0]!) === 0);
  if (topSides.length > 1) return { status: 'draw', reason: `${full} The top score is shared.`, rule, scores: scoresOut, placings };
  const winners = top;
  return { status: 'win', winner: winners[0] as Seat, ...(winners.length > 1 ? { winners } : {}), reason: `${full} ${winners.map((x) => seat(s, x)).join(' and ')} ${winners.length > 1 ? 'win' : 'wins'}.`, rule, scores: scoresOut, placings };
}

SCORING.end = scoredEnd;
SCORING.aroundCentre = aroundCentre;
SCORING.seatScores = seatScores;
