import { describe, expect, it } from 'vitest';
import { unwrap } from '../../core/result.ts';
import type { Move, OptionValues } from '../../core/types.ts';
import { placeName, pointId, type PlaceId } from '../../geometry/index.ts';
import { engine, handLimit } from './engine.ts';
import { harmonyCount, relations } from './harmony.ts';
import { RULE_IDS } from './rules.ts';
import { pilesOf, pileSize, type AncientState, type Seat2 } from './state.ts';

const P = (x: number, y: number): PlaceId => pointId(x, y) as PlaceId;
const N = (x: number, y: number): string => placeName(P(x, y));
type PieceSpec = readonly [owner: Seat2 | null, code: string, x: number, y: number, drained?: boolean];

/** A position from pieces on (x, y) coordinates (x east, y north; 10j is (0, 0)). */
function board(
  pieces: readonly PieceSpec[],
  options: OptionValues = {},
  extra: { hands?: [string[], string[]]; toMove?: Seat2; stage?: Record<string, unknown>; rng?: number; removed?: { tile: string; owner: Seat2 | null }[] } = {},
): AncientState {
  return unwrap(
    engine.fromSetup(
      {
        pieces: pieces.map(([owner, tile, x, y, drained]) => ({ tile, place: N(x, y), owner, drained: drained === true })),
        hands: extra.hands ?? [[], []],
        removed: extra.removed ?? [],
        toMove: extra.toMove ?? 0,
        turn: 1,
        stage: extra.stage ?? { kind: 'start' },
        rng: extra.rng ?? 7,
      },
      options,
    ),
  );
}

const step = (s: AncientState, text: string): AncientState => {
  const m = unwrap(engine.parseMove(s, text));
  const r = engine.applyMove(s, m);
  if (!r.ok) throw new Error(`${text}: ${r.error.message} [${r.error.rule}]`);
  return r.value;
};
const refusal = (s: AncientState, text: string): string | undefined => {
  const r = engine.applyMove(s, unwrap(engine.parseMove(s, text)));
  return r.ok ? undefined : r.error.rule;
};
const count = (s: AncientState) => harmonyCount(s, s.toMove);
const kinds = (s: AncientState) => ({
  harmonies: relations(s).filter((r) => r.kind === 'harmony').length,
  disharmonies: relations(s).filter((r) => r.kind === 'disharmony').length,
});
const destinationsOf = (s: AncientState, x: number, y: number): string[] =>
  engine
    .legalMoves(s)
    .filter((m): m is Extract<Move, { type: 'move' }> => m.type === 'move' && m.from === P(x, y))
    .map((m) => placeName(m.to))
    .sort();
const offsets = (s: AncientState, x: number, y: number): string[] =>
  engine
    .legalMoves(s)
    .filter((m): m is Extract<Move, { type: 'move' }> => m.type === 'move' && m.from === P(x, y))
    .map((m) => {
      const t = placeName(m.to);
      const n = Number(t.slice(0, -1));
      const l = t.charCodeAt(t.length - 1) - 97;
      return `${10 - n - x},${9 - l - y}`;
    })
    .sort();
const MOVE_STAGE = { stage: { kind: 'move' } };

describe('Ancient: the booklet’s harmony lines (ANC-1, ANC-2)', () => {
  it('ANC-1 “Single Harmony”: Lily, White Jade, Jasmine in a row make one harmony', () => {
    const s = board([
      [0, 'L', -2, 3],
      [0, 'Jd', 0, 3],
      [0, 'J', 2, 3],
    ]);
    expect(kinds(s)).toEqual({ harmonies: 1, disharmonies: 0 });
    expect(count(s)).toBe(1);
    const [h] = engine.harmonies(s);
    expect(h?.places.map(placeName).sort()).toEqual([N(-2, 3), N(0, 3)].sort());
  });
  it('ANC-2 “Two Harmonies”: White Jade, Lily, Jasmine make two (the Lily has one each side)', () => {
    const s = board([
      [0, 'Jd', -2, 3],
      [0, 'L', 0, 3],
      [0, 'J', 2, 3],
    ]);
    expect(kinds(s)).toEqual({ harmonies: 2, disharmonies: 0 });
    expect(count(s)).toBe(2);
  });
  it('a flower pairs with the first flower along each line, and may hold several harmonies (one per line)', () => {
    const s = board([
      [0, 'L', 0, 2],
      [1, 'J', 3, 2],
      [1, 'Jd', 0, 5],
      [0, 'J', -2, 0],
      [0, 'Jd', 0, -3],
    ]);
    // The Lily sees the Jasmine to the east, the Jade to the north, the Jasmine on its south-west diagonal, and the Jade to the south.
    expect(count(s)).toBe(4);
  });
  it('ANC-3: the six rules give exactly the booklet’s harmony and disharmony pairs', () => {
    const H = new Set(['L-J', 'L-Jd', 'C-R', 'C-Rh', 'J-Rh', 'R-Jd']);
    const D = new Set(['J-R', 'L-C', 'Jd-Rh']);
    const codes = ['J', 'L', 'Jd', 'R', 'C', 'Rh'];
    for (const a of codes)
      for (const b of codes) {
        const s = board([
          [0, a, 0, 3],
          [1, b, 2, 3],
        ]);
        const k = kinds(s);
        const key = [`${a}-${b}`, `${b}-${a}`];
        expect(k.harmonies, `${a}–${b}`).toBe(key.some((x) => H.has(x)) ? 1 : 0);
        expect(k.disharmonies, `${a}–${b}`).toBe(key.some((x) => D.has(x)) ? 1 : 0);
      }
  });
  it('harmonies run along diagonals by default, and not when parallels are rows and columns only', () => {
    const pieces: PieceSpec[] = [
      [0, 'L', 1, 1],
      [0, 'J', 3, 3],
    ];
    expect(count(board(pieces))).toBe(1);
    expect(count(board(pieces, { 'ancient-parallel': 'orthogonal' }))).toBe(0);
  });
});

describe('Ancient: placement colours (ANC-5)', () => {
  const s = board([[0, 'R', 0, 0]], {}, { hands: [['J', 'R', 'W'], []] });
  it('a white flower goes on red points and on red-and-white points, never on purely white ones', () => {
    expect(refusal(s, `J*${N(-2, 2)}`)).toBe('white-flower-placement');
    expect(refusal(s, `J*${N(2, 2)}`)).toBeUndefined();
    expect(refusal(s, `J*${N(0, 3)}`)).toBeUndefined();
  });
  it('a red flower may not go on a purely red point', () => {
    expect(refusal(s, `R*${N(2, 2)}`)).toBe('red-flower-placement');
    expect(refusal(s, `R*${N(-2, 2)}`)).toBeUndefined();
  });
  it('purely neutral points take no flower; special tiles go anywhere empty by default', () => {
    expect(refusal(s, `J*${N(5, 5)}`)).toBe('white-flower-placement');
    expect(refusal(s, `W*${N(5, 5)}`)).toBeUndefined();
    const coloured = board([[0, 'R', 0, 0]], { 'ancient-special-placement': 'coloured-points' }, { hands: [['W'], []] });
    expect(refusal(coloured, `W*${N(5, 5)}`)).toBe('special-tile-placement');
  });
  it('a red gate counts as red; a red-and-neutral point on the diamond’s edge takes white flowers unless mixed points need both', () => {
    expect(refusal(s, `J*${N(0, 8)}`)).toBeUndefined();
    expect(refusal(s, `J*${N(4, 3)}`)).toBeUndefined();
    const strict = board([[0, 'R', 0, 0]], { 'ancient-placement-colours': 'mixed-needs-both' }, { hands: [['J'], []] });
    expect(refusal(strict, `J*${N(4, 3)}`)).toBe('white-flower-placement');
    expect(refusal(strict, `J*${N(2, 2)}`)).toBeUndefined();
    expect(refusal(strict, `J*${N(0, 3)}`)).toBeUndefined();
  });
  it('a tile is placed on an empty point, from the hand', () => {
    expect(refusal(s, 'J*10j')).toBe('one-tile-per-point');
    expect(refusal(s, `Jd*${N(2, 2)}`)).toBe('place-and-move');
  });
});

describe('Ancient: movement', () => {
  it('the L goes round its corner first: never 3, or 2, in one line (legs of 1 or 2 by default)', () => {
    const s = board([[0, 'L', 0, -3]], {}, MOVE_STAGE);
    const got = offsets(s, 0, -3);
    const want = [];
    for (const a of [1, 2]) for (const b of [1, 2]) for (const sx of [1, -1]) for (const sy of [1, -1]) want.push(`${sx * a},${sy * b}`);
    expect(got).toEqual([...new Set(want)].sort());
    expect(got).not.toContain('0,3');
    expect(got).not.toContain('2,0');
    expect(refusal(s, `${N(0, -3)}-${N(0, 0)}`)).toBe('move-l');
  });
  it('the L under the other readings: exactly 2 and 2, or a first arm of 2', () => {
    const exact = board([[0, 'C', 0, -3]], { 'ancient-l-partial': 'exact-2-2' }, MOVE_STAGE);
    expect(offsets(exact, 0, -3)).toEqual(['-2,-2', '-2,2', '2,-2', '2,2']);
    const first2 = board([[0, 'C', 0, -3]], { 'ancient-l-partial': 'first-leg-2' }, MOVE_STAGE);
    expect(offsets(first2, 0, -3)).toHaveLength(12);
    expect(offsets(first2, 0, -3)).not.toContain('1,1');
  });
  it('an L is blocked only when every route to its end is blocked', () => {
    const s = board(
      [
        [0, 'L', 0, -3],
        [1, 'R', 1, -3],
      ],
      {},
      MOVE_STAGE,
    );
    // East of the Lily is taken: (2, 1) is still reached north first then east, (2, 0)-based routes are not needed.
    expect(offsets(s, 0, -3)).toContain('2,1');
    const boxed = board(
      [
        [0, 'L', 0, -3],
        [1, 'R', 1, -3],
        [1, 'R', -1, -3],
        [1, 'Rh', 0, -2],
        [1, 'Rh', 0, -4],
      ],
      {},
      MOVE_STAGE,
    );
    expect(offsets(boxed, 0, -3)).toEqual([]);
  });
  it('three- and five-space flowers move in straight lines, shorter allowed, never over a tile', () => {
    const s = board(
      [
        [0, 'J', 0, -3],
        [0, 'Rh', 4, 4],
        [1, 'C', 0, -1],
      ],
      {},
      MOVE_STAGE,
    );
    const j = offsets(s, 0, -3);
    expect(j).toContain('0,-3');
    expect(j).toContain('3,3');
    expect(j).toContain('0,1');
    expect(j).not.toContain('0,2');
    expect(j).not.toContain('0,4');
    expect(j).toHaveLength(22); // 8 lines × 3, minus north beyond the Chrysanthemum (2 lost)
    expect(refusal(s, `${N(0, -3)}-${N(0, 0)}`)).toBe('move-three');
    expect(refusal(s, `${N(0, -3)}-${N(4, -3)}`)).toBe('move-three');
    expect(offsets(s, 4, 4)).toContain('-5,0');
    expect(offsets(s, 4, 4)).not.toContain('-6,0');
  });
  it('passing over your own tiles only under the Basic-style option', () => {
    const pieces: PieceSpec[] = [
      [0, 'J', 0, -3],
      [0, 'C', 0, -2],
      [1, 'C', 1, -3],
    ];
    expect(offsets(board(pieces, {}, MOVE_STAGE), 0, -3)).not.toContain('0,2');
    const passOwn = offsets(board(pieces, { 'ancient-move-blocking': 'pass-own' }, MOVE_STAGE), 0, -3);
    expect(passOwn).toContain('0,2');
    expect(passOwn).not.toContain('2,0');
  });
  it('a player moves only their own tiles (any tile under the option)', () => {
    const s = board(
      [
        [0, 'J', 0, -3],
        [1, 'R', 3, 0],
      ],
      {},
      MOVE_STAGE,
    );
    expect(refusal(s, `${N(3, 0)}-${N(3, 1)}`)).toBe('moving-a-tile');
    const any = board(
      [
        [0, 'J', 0, -3],
        [1, 'R', 3, 0],
      ],
      { 'ancient-move-whose': 'any' },
      MOVE_STAGE,
    );
    expect(refusal(any, `${N(3, 0)}-${N(3, 1)}`)).toBeUndefined();
  });
});

describe('Ancient: special tiles', () => {
  it('ANC-4: place a Wheel, turn its ring 180°, then move one of the turned tiles', () => {
    let s = board(
      [
        [0, 'R', 0, 0],
        [0, 'J', 1, 4],
        [1, 'Rh', -1, 3],
      ],
      {},
      { hands: [['W'], []] },
    );
    s = step(s, `W*${N(0, 3)}`);
    expect(s.stage.kind).toBe('use');
    expect(engine.legalMoves(s).every((m) => m.type === 'use' && m.ability === 'rotate')).toBe(true);
    s = step(s, `${N(0, 3)}:rotate 180`);
    expect(s.pieces.find((p) => p.tile === 'J')?.place).toBe(P(-1, 2));
    expect(s.pieces.find((p) => p.tile === 'Rh')?.place).toBe(P(1, 3));
    expect(s.stage.kind).toBe('move');
    expect(s.toMove).toBe(0);
    s = step(s, `${N(-1, 2)}-${N(-1, 1)}`);
    expect(s.toMove).toBe(1);
    expect(s.turn).toBe(2);
  });
  it('the Wheel turns in steps of 45° (90° under the option), never carrying a tile off the board', () => {
    // A Wheel on the north gate point (0, 8) with a Jasmine east of it: turning the Jasmine to the
    // ring's north-west, north or north-east points would carry it off the board.
    const s = step(board([[0, 'J', 1, 8]], {}, { hands: [['W'], []] }), `W*${N(0, 8)}`);
    expect(engine.legalMoves(s).map((m) => (m.type === 'use' ? m.args[0] : ''))).toEqual(['0', '45', '90', '135', '180']);
    expect(refusal(s, `${N(0, 8)}:rotate 270`)).toBe('wheel');
    expect(refusal(s, `${N(0, 8)}:rotate 30`)).toBe('wheel');
    const s90 = step(board([[0, 'J', 1, 8]], { 'ancient-wheel': 'steps-90' }, { hands: [['W'], []] }), `W*${N(0, 8)}`);
    expect(engine.legalMoves(s90).map((m) => (m.type === 'use' ? m.args[0] : ''))).toEqual(['0', '90', '180']);
    const after = step(s, `${N(0, 8)}:rotate 90`);
    expect(after.pieces.find((p) => p.tile === 'J')?.place).toBe(P(0, 7));
  });
  it('the Ship takes another tile’s point and sends that tile to any empty point', () => {
    let s = board(
      [
        [0, 'R', 0, 0],
        [1, 'J', 2, 3],
      ],
      {},
      { hands: [['B'], []] },
    );
    expect(refusal(s, `B*${N(3, 3)}`)).toBe('ship');
    s = step(s, `B*${N(2, 3)}`);
    expect(s.stage.kind).toBe('use');
    expect(refusal(s, `${N(2, 3)}:relocate 10j`)).toBe('ship');
    s = step(s, `${N(2, 3)}:relocate ${N(5, 5)}`);
    expect(s.pieces.find((p) => p.place === P(5, 5))).toMatchObject({ tile: 'J', owner: 1 });
    expect(s.pieces.find((p) => p.place === P(2, 3))).toMatchObject({ tile: 'B', owner: 0 });
    expect(s.stage.kind).toBe('move');
  });
  it('the Ship leaves the game after its effect under the option', () => {
    let s = board(
      [
        [0, 'R', 0, 0],
        [1, 'J', 2, 3],
      ],
      { 'ancient-ship': 'ship-leaves' },
      { hands: [['B'], []] },
    );
    s = step(step(s, `B*${N(2, 3)}`), `${N(2, 3)}:relocate ${N(5, 5)}`);
    expect(s.pieces.some((p) => p.place === P(2, 3))).toBe(false);
    expect(s.removed).toEqual([{ tile: 'B', owner: 0 }]);
  });
  it('ANC-6: the Coin blocks the line it stands on; any other special tile does not', () => {
    const line = (mid: string): PieceSpec[] => [
      [0, 'L', -2, 3],
      [0, mid, 0, 3],
      [0, 'Jd', 2, 3],
    ];
    expect(count(board(line('Rk')))).toBe(0);
    for (const other of ['K', 'W', 'B', 'D']) expect(count(board(line(other))), other).toBe(1);
    // With only the listed tiles (no Coin), the Rock blocks nothing.
    expect(count(board(line('Rk'), { 'ancient-tile-names': 'listed-only' }))).toBe(1);
  });
  it('the Coin beside a pair blocks nothing by default, everything on its lines under the whole-line reading', () => {
    const pieces: PieceSpec[] = [
      [0, 'L', -2, 3],
      [0, 'Jd', 0, 3],
      [0, 'Rk', 3, 3],
    ];
    expect(count(board(pieces))).toBe(1);
    expect(count(board(pieces, { 'ancient-coin-scope': 'whole-line' }))).toBe(0);
  });
  it('ANC-7: a Lotus anywhere on the line turns the harmony into a disharmony', () => {
    const pieces: PieceSpec[] = [
      [0, 'L', -2, 3],
      [0, 'Jd', 0, 3],
      [0, 'J', 2, 3],
      [1, 'Lo', 5, 3],
    ];
    expect(kinds(board(pieces))).toEqual({ harmonies: 0, disharmonies: 1 });
    expect(count(board(pieces))).toBe(0);
    expect(kinds(board(pieces, { 'ancient-lotus-scope': 'between' }))).toEqual({ harmonies: 1, disharmonies: 0 });
  });
  it('a Lotus turns a disharmony into a harmony, which counts unless the option says not', () => {
    const pieces: PieceSpec[] = [
      [0, 'J', -2, 3],
      [1, 'R', 0, 3],
      [1, 'Lo', 1, 3],
    ];
    expect(count(board(pieces))).toBe(1);
    expect(engine.harmonies(board(pieces))[0]?.kind).toBe('lotus-harmony');
    expect(count(board(pieces, { 'ancient-lotus-flip-count': 'not-counted' }))).toBe(0);
  });
  it('the Lotus moves up to 2 in a straight line', () => {
    const s = board([[0, 'Lo', 0, -3]], {}, MOVE_STAGE);
    expect(offsets(s, 0, -3)).toHaveLength(16);
    expect(offsets(s, 0, -3)).not.toContain('0,3');
  });
  it('the Knotweed drains its eight neighbours once: they lose their harmonies and cannot move', () => {
    let s = board(
      [
        [0, 'L', -2, 4],
        [0, 'J', 0, 4],
        [1, 'R', 1, 4],
        [1, 'Jd', 3, 3],
      ],
      {},
      { hands: [['K'], []] },
    );
    expect(count(s)).toBe(1);
    s = step(s, `K*${N(1, 3)}`);
    expect(s.pieces.filter((p) => p.drained).map((p) => placeName(p.place)).sort()).toEqual([N(0, 4), N(1, 4)].sort());
    expect(count(s)).toBe(0);
    expect(refusal(s, `${N(0, 4)}-${N(0, 5)}`)).toBe('knotweed');
    expect(refusal(s, `${N(1, 3)}-${N(1, 2)}`)).toBe('fixed-specials');
  });
  it('the Knotweed under the four-neighbour and continuous readings', () => {
    const pieces: PieceSpec[] = [
      [0, 'J', 0, 4],
      [0, 'C', 1, 4],
      [0, 'R', -2, 1],
    ];
    const four = step(board(pieces, { 'ancient-knotweed': 'four-once' }, { hands: [['K'], []] }), `K*${N(0, 3)}`);
    expect(four.pieces.filter((p) => p.drained).map((p) => p.tile)).toEqual(['J']);
    let cont = step(board(pieces, { 'ancient-knotweed': 'continuous' }, { hands: [['K'], []] }), `K*${N(0, 3)}`);
    expect(refusal(cont, `${N(1, 4)}-${N(1, 5)}`)).toBe('knotweed');
    // The Rose walks up next to the Knotweed and is drained on arrival.
    cont = step(cont, `${N(-2, 1)}-${N(-1, 2)}`);
    const rose = cont.pieces.find((p) => p.tile === 'R');
    expect(rose?.place).toBe(P(-1, 2));
    expect(engine.describe(cont)).toContain(`Rose on ${N(-1, 2)} (drained)`);
  });
  it('the Dragon moves 1 or exactly 6, jumping, and removes the tile it lands on', () => {
    const s = board(
      [
        [0, 'D', 0, -3],
        [1, 'R', 0, 0],
        [1, 'J', 0, 3],
        [1, 'C', 1, -2],
      ],
      {},
      MOVE_STAGE,
    );
    const d = offsets(s, 0, -3);
    expect(d).toContain('0,6');
    expect(d).toContain('1,1');
    expect(d).not.toContain('0,2');
    expect(d).not.toContain('0,5');
    const after = step(s, `${N(0, -3)}x${N(0, 3)}`);
    expect(after.removed).toEqual([{ tile: 'J', owner: 1 }]);
    expect(after.pieces.find((p) => p.place === P(0, 3))?.tile).toBe('D');
    const blocked = board(
      [
        [0, 'D', 0, -3],
        [1, 'R', 0, 0],
        [1, 'J', 0, 3],
      ],
      { 'ancient-dragon': 'blocked' },
      MOVE_STAGE,
    );
    expect(offsets(blocked, 0, -3)).not.toContain('0,6');
  });
  it('any other tile removes the Dragon by landing on it (not under the Ship-only reading)', () => {
    const pieces: PieceSpec[] = [
      [0, 'J', 0, -3],
      [1, 'D', 0, -1],
    ];
    const s = board(pieces, {}, MOVE_STAGE);
    expect(offsets(s, 0, -3)).toContain('0,2');
    expect(step(s, `${N(0, -3)}-${N(0, -1)}`).removed).toEqual([{ tile: 'D', owner: 1 }]);
    expect(refusal(board(pieces, { 'ancient-dragon-removal': 'ship-only' }, MOVE_STAGE), `${N(0, -3)}-${N(0, -1)}`)).toBe('captures');
  });
  it('a capture mark is checked, never trusted', () => {
    const s = board([[0, 'J', 0, -3]], {}, MOVE_STAGE);
    expect(engine.parseMove(s, `${N(0, -3)}x${N(0, -1)}`).ok).toBe(false);
  });
});

describe('Ancient: turns, drawing and the hand limit', () => {
  const full = ['J', 'J', 'L', 'R', 'C'];
  it('drawing below the limit ends the turn; drawing at the limit asks for a discard', () => {
    const below = step(board([[0, 'R', 0, 0]], {}, { hands: [['J', 'L'], []] }), 'draw');
    expect(below.hands[0]).toHaveLength(3);
    expect(below.toMove).toBe(1);
    let s = step(board([[0, 'R', 0, 0]], {}, { hands: [full, []] }), 'draw');
    expect(s.hands[0]).toHaveLength(handLimit(s.options) + 1);
    expect(s.stage.kind).toBe('discard');
    expect(s.toMove).toBe(0);
    expect(refusal(s, `J*${N(2, 2)}`)).toBe('hand-limit');
    const pile = pileSize(pilesOf(s)[0] as number[]);
    s = step(s, 'discard J');
    expect(s.hands[0]).toHaveLength(5);
    expect(s.removed).toEqual([{ tile: 'J', owner: 0 }]);
    expect(pileSize(pilesOf(s)[0] as number[])).toBe(pile);
    expect(s.toMove).toBe(1);
  });
  it('a discard goes back into the pile under the option', () => {
    let s = step(board([[0, 'R', 0, 0]], { 'ancient-discard': 'back-to-pile' }, { hands: [full, []] }), 'draw');
    const pile = pileSize(pilesOf(s)[0] as number[]);
    s = step(s, 'discard J');
    expect(s.removed).toEqual([]);
    expect(pileSize(pilesOf(s)[0] as number[])).toBe(pile + 1);
  });
  it('the draw is reproducible from the state’s random source, and marked irreversible', () => {
    const s = board([[0, 'R', 0, 0]], {}, { hands: [['J'], []], rng: 12345 });
    expect(step(s, 'draw').hands[0]).toEqual(step(s, 'draw').hands[0]);
    expect(engine.irreversible?.(s, { type: 'draw' })).toBe(true);
    expect(engine.irreversible?.(s, { type: 'place', tile: 'J', to: P(2, 2) })).toBe(false);
  });
  it('no draw from an empty pile; a player who can neither draw nor place passes, and two passes draw the game', () => {
    const all = (owner: Seat2) =>
      ['J', 'L', 'Jd', 'R', 'C', 'Rh'].flatMap((t) => Array(6).fill({ tile: t, owner })).concat(['K', 'W', 'Rk', 'B', 'D', 'Lo'].flatMap((t) => Array(3).fill({ tile: t, owner })));
    const removed = [...all(0), ...all(1)].slice(0);
    const s = board([], {}, { removed });
    expect(refusal(s, 'draw')).toBe('draw');
    expect(engine.legalMoves(s)).toEqual([{ type: 'pass' }]);
    const once = step(s, 'pass');
    expect(engine.outcome(once).status).toBe('ongoing');
    const twice = step(once, 'pass');
    expect(engine.outcome(twice)).toMatchObject({ status: 'draw', rule: 'drawn-game' });
    const loses = board([], { 'ancient-exhaustion': 'loses' }, { removed });
    expect(engine.outcome(loses)).toMatchObject({ status: 'win', winner: 1, rule: 'no-action' });
  });
  it('a pass is refused while a draw or placement is possible', () => {
    expect(refusal(board([[0, 'R', 0, 0]], {}, { hands: [['J'], []] }), 'pass')).toBe('no-action');
  });
  it('the move after a placement is compulsory, unless the option makes it optional', () => {
    const s = step(board([[0, 'R', 0, 0]], {}, { hands: [['J'], []] }), `J*${N(2, 2)}`);
    expect(s.stage.kind).toBe('move');
    expect(engine.legalMoves(s).some((m) => m.type === 'end')).toBe(false);
    expect(refusal(s, 'end')).toBe('place-and-move');
    const opt = step(board([[0, 'R', 0, 0]], { 'ancient-turn-place-move': 'move-optional' }, { hands: [['J'], []] }), `J*${N(2, 2)}`);
    expect(engine.legalMoves(opt).some((m) => m.type === 'end')).toBe(true);
    expect(step(opt, 'end').toMove).toBe(1);
  });
  it('placing a tile that cannot move and having nothing else to move ends the turn after the placement', () => {
    const s = step(board([], {}, { hands: [['Rk'], []] }), `Rk*${N(5, 5)}`);
    expect(s.toMove).toBe(1);
    expect(s.stage.kind).toBe('start');
  });
  it('a tile is moved only after a placement; a special tile is used only as it is placed', () => {
    const s = board([[0, 'J', 2, 2]], {}, { hands: [['J'], []] });
    expect(refusal(s, `${N(2, 2)}-${N(2, 3)}`)).toBe('place-and-move');
    expect(refusal(s, `${N(2, 2)}:rotate 90`)).toBe('turn-choice');
  });
});

describe('Ancient: reaching the target', () => {
  // One harmony already (Rose–White Jade on row −3); a Lily on 10g between a Jasmine and a White Jade adds two.
  const pieces: PieceSpec[] = [
    [1, 'R', -3, -3],
    [1, 'Jd', 3, -3],
    [1, 'J', -2, 3],
    [1, 'Jd', 2, 3],
  ];
  const opts = (target: string, win = 'exact'): OptionValues => ({ 'ancient-target': target, 'ancient-win-count': win });
  it('exactly: the step that brings the board to exactly the target wins at once, mid-turn', () => {
    const s = board(pieces, opts('3'), { hands: [['L'], []] });
    expect(count(s)).toBe(1);
    const after = step(s, `L*${N(0, 3)}`);
    expect(count(after)).toBe(3);
    expect(engine.outcome(after)).toMatchObject({ status: 'win', winner: 0, rule: 'winning' });
    expect(after.stage.kind).toBe('move');
    expect(engine.legalMoves(after)).toEqual([]);
  });
  it('exactly: overshooting wins nothing; at least: overshooting wins', () => {
    const exact = step(board(pieces, opts('2'), { hands: [['L'], []] }), `L*${N(0, 3)}`);
    expect(engine.outcome(exact).status).toBe('ongoing');
    const atLeast = step(board(pieces, opts('2', 'at-least'), { hands: [['L'], []] }), `L*${N(0, 3)}`);
    expect(engine.outcome(atLeast)).toMatchObject({ status: 'win', winner: 0 });
  });
  it('exactly: after overshooting, the move of the same turn can come back to the target and win', () => {
    const s = step(board(pieces, opts('2'), { hands: [['L'], []] }), `L*${N(0, 3)}`);
    expect(count(s)).toBe(3);
    // The Lily goes round its L to (2, 1): it now sees only the White Jade above it.
    const back = step(s, `${N(0, 3)}-${N(2, 1)}`);
    expect(count(back)).toBe(2);
    expect(engine.outcome(back)).toMatchObject({ status: 'win', winner: 0 });
  });
  it('own harmonies only: the count is the acting player’s', () => {
    const s = board(pieces, { ...opts('3'), 'ancient-harmony-ownership': 'own' }, { hands: [['L'], []] });
    const after = step(s, `L*${N(0, 3)}`);
    expect(harmonyCount(after, 0)).toBe(0);
    expect(harmonyCount(after, 1)).toBe(1);
    expect(engine.outcome(after).status).toBe('ongoing');
  });
  it('disharmonies subtract under the option', () => {
    const s = board([
      [0, 'J', -2, 3],
      [1, 'R', 0, 3],
      [0, 'L', 0, 5],
      [0, 'Jd', 0, 7],
    ]);
    // Lily–Jade and Jasmine–Lily (on a diagonal) are harmonies; Jasmine–Rose is a disharmony.
    expect(count(s)).toBe(2);
    const sub = board(
      [
        [0, 'J', -2, 3],
        [1, 'R', 0, 3],
        [0, 'L', 0, 5],
        [0, 'Jd', 0, 7],
      ],
      { 'ancient-disharmony-effect': 'subtract' },
    );
    expect(count(sub)).toBe(1);
  });
});

describe('Ancient: setup, the guessing ritual and the centerpiece', () => {
  it('random hands of the agreed size from each player’s own set; North guesses; hands are hidden', () => {
    const s = unwrap(engine.create({ seed: 3 }));
    expect(s.hands[0]).toHaveLength(5);
    expect(s.hands[1]).toHaveLength(5);
    expect(s.stage.kind).toBe('guess');
    expect(s.toMove).toBe(1);
    const v = engine.view(s);
    expect(v.hands.every((h) => h.hidden && h.tiles.length === 0 && h.size === 5)).toBe(true);
    expect(engine.view(s, { revealHands: true }).hands[0]?.tiles).toEqual(s.hands[0]);
    // Facing the computer (seat 1), the reader sees their own hand only, in the view and the description.
    const mine = engine.view(s, { revealHands: [0] });
    expect(mine.hands[0]).toMatchObject({ hidden: false, tiles: s.hands[0] });
    expect(mine.hands[1]).toMatchObject({ hidden: true, tiles: [], size: 5 });
    const said = engine.describe(s, { revealHands: [0] });
    expect(said).toContain("Host's hand:".replace('Host', engine.view(s).playerNames[0] as string));
    expect(said).not.toContain(`${engine.view(s).playerNames[1]}'s hand:`);
    expect(engine.describe(s)).not.toContain("'s hand:");
    expect(engine.formatPosition(unwrap(engine.create({ seed: 3 })))).toBe(engine.formatPosition(s));
    expect(engine.formatPosition(unwrap(engine.create({ seed: 4 })))).not.toBe(engine.formatPosition(s));
    const big = unwrap(engine.create({ seed: 3, options: { 'ancient-hand-size': '8' } }));
    expect(big.hands[0]).toHaveLength(8);
  });
  it('a right guess lets the guesser decide the order; a wrong one lets the hider decide', () => {
    const s = unwrap(engine.create({ seed: 11 }));
    if (s.stage.kind !== 'guess') throw new Error('not at the guess');
    const right = s.stage.hidden;
    const wrong = right === 'left' ? 'right' : 'left';
    const r = step(s, `10j:guess ${right}`);
    expect(r.stage.kind).toBe('order');
    expect(r.toMove).toBe(1);
    const w = step(s, `10j:guess ${wrong}`);
    expect(w.toMove).toBe(0);
    const play = step(r, '10j:order second');
    expect(play.toMove).toBe(0);
    expect(play.turn).toBe(1);
    expect(play.stage.kind).toBe('start');
    expect(play.pieces).toHaveLength(1);
    expect(play.pieces[0]?.place).toBe(P(0, 0));
    expect(play.pieces[0]?.owner).toBe(0);
    expect(engine.irreversible?.(s, unwrap(engine.parseMove(s, '10j:guess left')))).toBe(true);
  });
  it('under “guesser-first” the guess alone decides who starts', () => {
    const s = unwrap(engine.create({ seed: 11, options: { 'ancient-first-player': 'guesser-first' } }));
    if (s.stage.kind !== 'guess') throw new Error('not at the guess');
    expect(step(s, `10j:guess ${s.stage.hidden}`).toMove).toBe(1);
    expect(step(s, `10j:guess ${s.stage.hidden === 'left' ? 'right' : 'left'}`).toMove).toBe(0);
  });
  it('a one-time guessing tile is set aside and replaced (or stays inert under the option)', () => {
    let found = 0;
    for (let seed = 0; seed < 400 && found < 3; seed++) {
      const s = unwrap(engine.create({ seed }));
      if (s.stage.kind !== 'guess' || !['B', 'K', 'W'].includes(s.stage.tile)) continue;
      found++;
      const tile = s.stage.tile;
      const play = step(step(s, '10j:guess left'), '10j:order first');
      expect(play.removed.some((r) => r.tile === tile && r.owner === 0)).toBe(true);
      expect(['B', 'K', 'W']).not.toContain(play.pieces[0]?.tile);
      const inert = unwrap(engine.create({ seed, options: { 'ancient-centerpiece-one-time': 'stay-inert' } }));
      const play2 = step(step(inert, '10j:guess left'), '10j:order first');
      expect(play2.pieces[0]?.tile).toBe(tile);
      expect(play2.removed).toEqual([]);
    }
    expect(found).toBe(3);
  });
  it('an unowned centerpiece comes from outside both sets', () => {
    const s = unwrap(engine.create({ seed: 5, options: { 'ancient-centerpiece-source': 'unowned' } }));
    const play = step(step(s, '10j:guess left'), '10j:order first');
    expect(play.pieces[0]?.owner).toBeNull();
    const piles = pilesOf(play);
    expect(pileSize(piles[0] as number[])).toBe(49);
    expect(pileSize(piles[1] as number[])).toBe(49);
  });
  it('a shared pool deals both hands from 108 tiles', () => {
    const s = unwrap(engine.create({ seed: 5, options: { 'ancient-hand-source': 'shared-pool' } }));
    const piles = pilesOf(s);
    expect(piles).toHaveLength(1);
    expect(pileSize(piles[0] as number[])).toBe(108 - 10 - 1);
  });
});

describe('Ancient: refusals and notation', () => {
  it('every refusal names a known rule', () => {
    const s = board([[0, 'R', 0, 0]], {}, { hands: [['J', 'B', 'W'], []] });
    for (const t of ['J*12h', 'J*10j', 'B*5e', 'end', 'discard J', '10j-10i', 'J*1j', 'Rh*8h', 'resign']) {
      const r = engine.applyMove(s, unwrap(engine.parseMove(s, t)));
      expect(r.ok, t).toBe(false);
      if (!r.ok) expect(RULE_IDS, t).toContain(r.error.rule);
    }
  });
  it('steps round-trip through their notation', () => {
    const s = step(board([[0, 'R', 0, 0]], {}, { hands: [['W'], []] }), `W*${N(1, 1)}`);
    for (const m of engine.legalMoves(s)) expect(unwrap(engine.parseMove(s, engine.formatMove(s, m)))).toEqual(m);
    expect(engine.describeArg?.(s, { type: 'use', at: P(1, 1), ability: 'rotate', args: ['90'] }, 2)).toBe('turn 90° clockwise');
  });
});

describe('Ancient: junk through the contract (issue 40, point 6)', () => {
  it('applyMove answers null, undefined and malformed steps with a refusal naming a rule, never an exception', () => {
    const s = board([[0, 'R', 0, 0]], {}, { hands: [['J', 'W'], []] });
    const w = step(s, `W*${N(1, 1)}`);
    for (const junk of [null, undefined, 7, 'J*12h', {}, { type: 'use', at: P(1, 1), ability: 'rotate', args: null }, { type: 'place', tile: 7, to: 'x' }, { type: 'move', from: 'a', to: null }]) {
      for (const st of [s, w]) {
        const r = engine.applyMove(st, junk as unknown as Move);
        expect(r.ok, String(junk)).toBe(false);
        if (!r.ok) expect(RULE_IDS).toContain(r.error.rule);
      }
    }
  });
});
