/**
 * @packageDocumentation
 * Basic Pai Sho positions and setups read from text and JSON, all untrusted on input (the
 * writers and the step notation are in `notation-write.ts`, which a first board does not need).
 *
 * Steps (shared syntax, `src/engine/notation/`): place `J*10r`; move `10r-10o`, a capture
 * written with both tiles and an `x` (`R10o x J10l`; the letters and the mark are optional
 * on input and re-checked); use `W8e:rotate cw 2`, `B5f:push 5g 5h`, `B5f:carry n 2 4g 5g`
 * (direction, distance, the carried tiles by point); `pass`, `end`, `resign`.
 *
 * Position text: eight fields joined by `~`:
 * `<stage><to move>~<turn>.<turns taken by 0>.<by 1>~<points 0>.<points 1>~<pieces>~<pot>~<spring>~<partial>~<passes>[r<seat>]`
 * - stage `s` (spring flowers) or `p` (play); seats 0 (South) and 1 (North);
 * - pieces: `-` or a comma list of `<owner><code><place>` with flags `u` (a spring flower
 *   not yet moved), `s` (a Boat that has sailed) and `d<i>.<i>` (drained by the Knotweeds at
 *   those list positions, under `basic-drain-scope` = at-placement);
 * - pot: `-` or a comma list of `<owner><code>`;
 * - spring: `-`, or `c<coin winner>f<first mover or x>d<decider>n<count>` with `p<code>@<place>`
 *   when a mirrored copy is due;
 * - partial: `-`, or `m<i>` (the tile at list position i moved and may still act) or `w<i>`
 *   (a Wheel just placed must turn);
 * - passes: consecutive passes, then `r0`/`r1` if that seat forfeited.
 * The reserves are not written: they are the full set minus the tiles on the board and in the Pot.
 */
import { resolveOptions } from '../../core/options.ts';
import { fail, ok, type Result } from '../../core/result.ts';
import type { Move, OptionValues } from '../../core/types.ts';
import { parsePlace, placeName, type PlaceId } from '../../geometry/index.ts';
import { isFlowerCode, TILE_CODES, tileName } from '../booklet/tiles.ts';
import { boardInfo } from './analysis.ts';
import { OPTION_SPECS } from './spec.ts';
import { colourIndex, FULL_HAND, layoutFor, TILE_INDEX, type BasicPiece, type BasicState, type Seat } from './state.ts';

const codeOf = (text: string): string | undefined => TILE_CODES.find((c) => c.toLowerCase() === text.toLowerCase());

// ---------------------------------------------------------------------------------------------
// Setups (plain JSON) — the one validating path; positions go through it too.

export interface BasicSetup {
  readonly stage?: 'spring' | 'play';
  readonly toMove?: number;
  readonly turn?: number;
  readonly turnsTaken?: readonly number[];
  readonly points?: readonly number[];
  readonly pieces: readonly { readonly tile: string; readonly owner: number; readonly place: string; readonly unmoved?: boolean; readonly sailed?: boolean; readonly drainedBy?: readonly number[] }[];
  readonly pot?: readonly { readonly tile: string; readonly owner: number }[];
  readonly spring?: { readonly coin: number; readonly firstMover?: number; readonly decider: number; readonly count: number; readonly pending?: { readonly tile: string; readonly place: string } };
  readonly partial?: { readonly piece: number; readonly after: 'moved' | 'placed' };
  readonly passes?: number;
  readonly forfeit?: number;
}

const seatOk = (n: unknown): n is Seat => n === 0 || n === 1;
const intOk = (n: unknown, lo: number, hi: number): n is number => typeof n === 'number' && Number.isInteger(n) && n >= lo && n <= hi;

export function fromSetup(setup: unknown, options: OptionValues = {}): Result<BasicState> {
  const opts = resolveOptions(OPTION_SPECS, options ?? {});
  if (!opts.ok) return opts;
  if (typeof setup !== 'object' || setup === null || Array.isArray(setup)) return fail('ERR_SETUP', 'A setup is an object with a list of pieces.');
  const s = setup as Partial<BasicSetup>;
  if (!Array.isArray(s.pieces)) return fail('ERR_SETUP', 'A setup needs a list of pieces.');
  if (s.pieces.length > 108) return fail('ERR_SETUP', 'A setup has at most 108 tiles.');
  const L = layoutFor(opts.value);
  const stage = s.stage ?? 'play';
  if (stage !== 'spring' && stage !== 'play') return fail('ERR_SETUP', 'The stage is “spring” or “play”.');
  const pieces: BasicPiece[] = [];
  const seen = new Set<PlaceId>();
  const used: [number[], number[]] = [FULL_HAND.map(() => 0), FULL_HAND.map(() => 0)];
  for (const [i, raw] of s.pieces.entries()) {
    if (typeof raw !== 'object' || raw === null) return fail('ERR_SETUP_PIECE', `Piece ${i + 1} is not an object.`);
    const tile = codeOf(String(raw.tile));
    if (!tile) return fail('ERR_SETUP_TILE', `“${String(raw.tile).slice(0, 12)}” is not a Basic tile; the tiles are ${TILE_CODES.join(', ')}.`, 'tiles');
    if (!seatOk(raw.owner)) return fail('ERR_SETUP_OWNER', `Piece ${i + 1} needs an owner, 0 (South) or 1 (North).`);
    const pr = typeof raw.place === 'number' ? ok(raw.place) : parsePlace(String(raw.place));
    if (!pr.ok) return pr;
    const place = pr.value;
    if (!(place >= 0 && place < 361 && L.on[place])) return fail('ERR_SETUP_PLACE', `${String(raw.place).slice(0, 12)} is not a point of the board.`, 'board');
    if (seen.has(place)) return fail('ERR_SETUP_OCCUPIED', `Two tiles stand on ${placeName(place)}.`, 'board');
    seen.add(place);
    const c = colourIndex(tile);
    if (c >= 0 && !L.starting[place] && !L.flowerOk[c as 0 | 1][place]) {
      return fail('ERR_SETUP_COLOUR', `A ${tileName(tile)} may not stand on ${placeName(place)}: flowers stay off the opposite colour.`, 'colour-bound');
    }
    if (L.noLand[place] && !L.starting[place]) return fail('ERR_SETUP_PORT', `No tile stands on the port ${placeName(place)}.`, 'no-port-landing');
    if (raw.unmoved && !isFlowerCode(tile)) return fail('ERR_SETUP_UNMOVED', 'Only spring flowers are marked as not yet moved.', 'spring-flowers');
    if (raw.sailed && tile !== 'B') return fail('ERR_SETUP_SAILED', 'Only a Boat is marked as having sailed.', 'boat');
    let drainedBy: number[] | undefined;
    if (raw.drainedBy !== undefined) {
      if (!Array.isArray(raw.drainedBy) || raw.drainedBy.length > 8 || !raw.drainedBy.every((k: unknown) => intOk(k, 0, (s.pieces as unknown[]).length - 1))) {
        return fail('ERR_SETUP_DRAIN', 'drainedBy lists the positions of Knotweeds in the piece list.', 'drained');
      }
      drainedBy = [...raw.drainedBy];
    }
    used[raw.owner]![TILE_INDEX.get(tile)!]!++;
    pieces.push({ id: i, tile, owner: raw.owner, place, moved: !raw.unmoved, ...(raw.sailed ? { sailed: true } : {}), ...(drainedBy ? { drainedBy } : {}) });
  }
  for (const p of pieces) {
    if (p.drainedBy && p.drainedBy.some((k) => pieces[k]?.tile !== 'K')) return fail('ERR_SETUP_DRAIN', 'drainedBy must point at Knotweeds.', 'drained');
    if (p.drainedBy && (opts.value['basic-drain-scope'] !== 'at-placement' || p.tile === 'K')) return fail('ERR_SETUP_DRAIN', 'Recorded drains exist only when Knotweed drains at placement, and never on a Knotweed.', 'drained');
  }
  const pot: { tile: string; owner: Seat }[] = [];
  if (s.pot !== undefined) {
    if (!Array.isArray(s.pot) || s.pot.length > 108) return fail('ERR_SETUP_POT', 'The Pot is a list of tiles with owners.');
    for (const t of s.pot) {
      const tile = codeOf(String(t?.tile));
      if (!tile || !seatOk(t?.owner)) return fail('ERR_SETUP_POT', 'Each tile in the Pot needs a tile code and an owner, 0 or 1.', 'pot');
      used[t.owner]![TILE_INDEX.get(tile)!]!++;
      pot.push({ tile, owner: t.owner });
    }
  }
  const hands = ([0, 1] as const).map((seat) => FULL_HAND.map((n, k) => n - used[seat]![k]!));
  for (const seat of [0, 1] as const)
    for (const [k, n] of hands[seat]!.entries())
      if (n < 0) return fail('ERR_SETUP_COUNT', `${seat === 0 ? 'South' : 'North'} has more than ${FULL_HAND[k]} ${tileName(TILE_CODES[k]!)} tiles on the board and in the Pot.`, 'tiles');
  const toMove = s.toMove ?? 0;
  if (!seatOk(toMove)) return fail('ERR_SETUP_TOMOVE', 'The seat to move is 0 (South) or 1 (North).');
  const turn = s.turn ?? 0;
  if (!intOk(turn, 0, 1e6)) return fail('ERR_SETUP_TURN', 'The turn counter is a whole number.');
  const taken = s.turnsTaken ?? [0, 0];
  if (!Array.isArray(taken) || taken.length !== 2 || !taken.every((n) => intOk(n, 0, 1e6))) return fail('ERR_SETUP_TURNS', 'turnsTaken is two whole numbers.');
  const points = s.points ?? [0, 0];
  if (!Array.isArray(points) || points.length !== 2 || !points.every((n) => intOk(n, -1e6, 1e6))) return fail('ERR_SETUP_POINTS', 'points is two whole numbers.');
  const passes = s.passes ?? 0;
  if (!intOk(passes, 0, 2)) return fail('ERR_SETUP_PASSES', 'passes is 0, 1 or 2.');
  if (s.forfeit !== undefined && !seatOk(s.forfeit)) return fail('ERR_SETUP_FORFEIT', 'forfeit names seat 0 or 1.');
  let spring: BasicState['spring'];
  if (stage === 'spring') {
    const sp = s.spring;
    if (!sp || !seatOk(sp.coin) || !seatOk(sp.decider) || !intOk(sp.count, 0, 12) || (sp.firstMover !== undefined && !seatOk(sp.firstMover))) {
      return fail('ERR_SETUP_SPRING', 'A spring-stage setup needs the coin winner, the decider and the count.', 'spring-flowers');
    }
    let pending: { tile: string; place: PlaceId } | undefined;
    if (sp.pending) {
      const tile = codeOf(String(sp.pending.tile));
      const pl = parsePlace(String(sp.pending.place));
      if (!tile || !isFlowerCode(tile) || !pl.ok || !L.on[pl.value]) return fail('ERR_SETUP_SPRING', 'The pending spring flower needs a flower and a point.', 'spring-flowers');
      pending = { tile, place: pl.value };
    }
    spring = Object.freeze({ coin: sp.coin, firstMover: sp.firstMover, decider: sp.decider, count: sp.count, ...(pending ? { pending: Object.freeze(pending) } : {}) });
  } else if (s.spring !== undefined) return fail('ERR_SETUP_SPRING', 'Only a spring-stage setup has spring data.', 'spring-flowers');
  let partial: BasicState['partial'];
  if (s.partial !== undefined) {
    const pp = s.partial;
    const target = intOk(pp?.piece, 0, pieces.length - 1) ? pieces[pp.piece] : undefined;
    if (stage !== 'play' || !target || target.owner !== toMove || !(target.tile === 'B' || target.tile === 'W') || (pp.after !== 'moved' && pp.after !== 'placed') || (pp.after === 'placed' && target.tile !== 'W')) {
      return fail('ERR_SETUP_PARTIAL', 'A turn in progress names a Wheel or Boat of the seat to move.', 'ability-after-move');
    }
    partial = Object.freeze({ piece: target.id, after: pp.after });
  }
  const state: BasicState = Object.freeze({
    variant: 'basic',
    options: opts.value,
    stage,
    pieces: Object.freeze(pieces.map((p) => Object.freeze(p))),
    hands: Object.freeze([Object.freeze(hands[0]!), Object.freeze(hands[1]!)]) as BasicState['hands'],
    pot: Object.freeze(pot.map((t) => Object.freeze(t))),
    toMove,
    turn,
    turnsTaken: Object.freeze([taken[0], taken[1]]) as BasicState['turnsTaken'],
    points: Object.freeze([points[0], points[1]]) as BasicState['points'],
    ...(spring ? { spring } : {}),
    ...(partial ? { partial } : {}),
    passes,
    ...(s.forfeit !== undefined ? { forfeit: s.forfeit as Seat } : {}),
    nextId: pieces.length,
  });
  return ok(state);
}

// ---------------------------------------------------------------------------------------------
// Position text

export function parsePosition(text: string, options: OptionValues = {}): Result<BasicState> {
  if (typeof text !== 'string') return fail('ERR_POSITION', 'A Basic position is a text of eight fields joined by “~”.');
  const t = text.trim();
  if (t.length === 0 || t.length > 2000) return fail('ERR_POSITION', 'A Basic position is a text of eight fields joined by “~”.');
  const f = t.split('~');
  if (f.length !== 8) return fail('ERR_POSITION', `A Basic position has eight fields joined by “~”; this one has ${f.length}.`);
  const [head, turns, pts, pcs, pot, sp, partial, tail] = f as [string, string, string, string, string, string, string, string];
  const hm = /^([sp])([01])$/.exec(head);
  if (!hm) return fail('ERR_POSITION', 'The first field is the stage (s or p) and the seat to move (0 or 1), like p0.');
  const tm = /^(\d{1,6})\.(\d{1,6})\.(\d{1,6})$/.exec(turns);
  if (!tm) return fail('ERR_POSITION', 'The second field is the turn and each seat’s turns taken, like 12.6.5.');
  const pm = /^(-?\d{1,6})\.(-?\d{1,6})$/.exec(pts);
  if (!pm) return fail('ERR_POSITION', 'The third field is the two running scores, like 3.-1.');
  const pieces: NonNullable<BasicSetup['pieces'][number]>[] = [];
  if (pcs !== '-') {
    for (const part of pcs.split(',')) {
      const m = /^([01])([A-Z][a-z]?)((?:1[0-9]|[1-9])[a-s])(u?)(s?)(?:d(\d{1,3}(?:\.\d{1,3}){0,7}))?$/.exec(part);
      if (!m) return fail('ERR_POSITION_PIECE', `“${part.slice(0, 16)}” is not a piece: write owner, tile and point, like 0J10r.`);
      pieces.push({
        owner: Number(m[1]),
        tile: m[2] as string,
        place: m[3] as string,
        ...(m[4] ? { unmoved: true } : {}),
        ...(m[5] ? { sailed: true } : {}),
        ...(m[6] ? { drainedBy: (m[6] as string).split('.').map(Number) } : {}),
      });
    }
  }
  const potList: { tile: string; owner: number }[] = [];
  if (pot !== '-') {
    for (const part of pot.split(',')) {
      const m = /^([01])([A-Z][a-z]?)$/.exec(part);
      if (!m) return fail('ERR_POSITION_POT', `“${part.slice(0, 8)}” is not a tile in the Pot: write owner and tile, like 1R.`);
      potList.push({ owner: Number(m[1]), tile: m[2] as string });
    }
  }
  let spring: BasicSetup['spring'];
  if (sp !== '-') {
    const m = /^c([01])f([01x])d([01])n(\d{1,2})(?:p([A-Z][a-z]?)@((?:1[0-9]|[1-9])[a-s]))?$/.exec(sp);
    if (!m) return fail('ERR_POSITION_SPRING', 'The spring field reads like c0fxd0n0 (coin winner, first mover, decider, count).');
    spring = {
      coin: Number(m[1]),
      ...(m[2] !== 'x' ? { firstMover: Number(m[2]) } : {}),
      decider: Number(m[3]),
      count: Number(m[4]),
      ...(m[5] ? { pending: { tile: m[5] as string, place: m[6] as string } } : {}),
    };
  }
  let part: BasicSetup['partial'];
  if (partial !== '-') {
    const m = /^([mw])(\d{1,3})$/.exec(partial);
    if (!m) return fail('ERR_POSITION_PARTIAL', 'The turn-in-progress field is - or m<i> / w<i>.');
    part = { piece: Number(m[2]), after: m[1] === 'm' ? 'moved' : 'placed' };
  }
  const tl = /^([0-2])(?:r([01]))?$/.exec(tail);
  if (!tl) return fail('ERR_POSITION', 'The last field is the number of passes (0–2), with r0 or r1 after a forfeit.');
  const stage = hm[1] === 's' ? 'spring' : 'play';
  const built = fromSetup(
    {
      stage,
      toMove: Number(hm[2]),
      turn: Number(tm[1]),
      turnsTaken: [Number(tm[2]), Number(tm[3])],
      points: [Number(pm[1]), Number(pm[2])],
      pieces,
      pot: potList,
      ...(spring ? { spring } : {}),
      ...(part ? { partial: part } : {}),
      passes: Number(tl[1]),
      ...(tl[2] !== undefined ? { forfeit: Number(tl[2]) } : {}),
    } satisfies BasicSetup,
    options,
  );
  return built;
}
