import { describe, expect, it } from 'vitest';
import { unwrap } from '../../core/result.ts';
import { parsePlace, placeName } from '../../geometry/index.ts';
import { engine } from './engine.ts';
import { formatBoard, parseBoard, scanKey } from './reading.ts';
import { layoutFor } from './state.ts';

const P = (n: string) => unwrap(parsePlace(n));

describe('Pai Sho Project: the page’s board-position notation (WIKI-3)', () => {
  it('scans from 9s to 11a, rows from south to north, numbers rising within a row', () => {
    const pts = [...layoutFor(unwrap(engine.resolveOptions({}))).points].sort((a, b) => scanKey(a) - scanKey(b));
    expect(placeName(pts[0] as number)).toBe('9s');
    expect(placeName(pts[pts.length - 1] as number)).toBe('11a');
    expect(pts.slice(0, 3).map(placeName)).toEqual(['9s', '10s', '11s']);
  });
  it('reads the page’s examples, four-handed and two-handed', () => {
    expect(unwrap(parseBoard('<Lt 10j> (O 11j) {Jd 12j} [Rs 13j]', 4))).toEqual([
      { place: P('13j'), tile: 'Rs', owner: 3 },
      { place: P('12j'), tile: 'Jd', owner: 2 },
      { place: P('11j'), tile: 'O', owner: 1 },
      { place: P('10j'), tile: 'Lt', owner: 0 },
    ]);
    expect(unwrap(parseBoard('<Lt 10j> O 11j', 2))).toEqual([
      { place: P('11j'), tile: 'O', owner: 1 },
      { place: P('10j'), tile: 'Lt', owner: 0 },
    ]);
    expect(unwrap(parseBoard('<L 10j>', 2))).toEqual([{ place: P('10j'), tile: 'Lt', owner: 0 }]);
  });
  it('writes brackets for every seat, in scan order, and round-trips', () => {
    const pieces = unwrap(parseBoard('[Rs 13j] <Lt 10j> {Jd 12j} (O 11j) <F 10q>', 4));
    const text = formatBoard({ pieces });
    expect(text).toBe('<F 10q> <Lt 10j> (O 11j) {Jd 12j} [Rs 13j]');
    expect(unwrap(parseBoard(text, 4))).toEqual(pieces);
  });
  it('round-trips the boards of random games', () => {
    for (const players of ['2', '4']) {
      let s = unwrap(engine.create({ options: { 'wiki-players': players }, seed: 3 }));
      for (let i = 0; i < 80 && engine.outcome(s).status === 'ongoing'; i++) {
        const lm = engine.legalMoves(s).filter((m) => m.type !== 'resign');
        s = unwrap(engine.applyMove(s, lm[(i * 7919) % lm.length]!));
        const back = unwrap(parseBoard(formatBoard(s), players === '2' ? 2 : 4));
        expect(back.map((p) => [p.place, p.tile, p.owner])).toEqual(s.pieces.map((p) => [p.place, p.tile, p.owner]));
      }
    }
  });
  it('refuses malformed text with a message naming the notation rule', () => {
    for (const bad of ['<Lt 10j)', '<Xx 10j>', '<Lt 30j>', '{Jd 12j}', 'Lt 10j', '<Lt 10j> <O 10j>', '<script>']) {
      const r = parseBoard(bad, bad === 'Lt 10j' ? 4 : 2);
      expect(r.ok, bad).toBe(false);
      if (!r.ok) expect(r.error.message.length).toBeGreaterThan(0);
    }
  });
});

describe('Pai Sho Project: step notation', () => {
  it('reads the page’s examples R*10c and L10j x C11j, and writes the table abbreviations', () => {
    const s = unwrap(engine.fromSetup({ toMove: 0, turn: 4, pieces: [{ tile: 'Lt', place: '10j', owner: 0 }, { tile: 'C', place: '11j', owner: 1 }] }));
    expect(unwrap(engine.parseMove(s, 'R*10c'))).toEqual({ type: 'place', tile: 'Rs', to: P('10c') });
    expect(engine.formatMove(s, { type: 'place', tile: 'Rs', to: P('10c') })).toBe('Rs*10c');
    expect(engine.formatMove(s, unwrap(engine.parseMove(s, 'l10J X c11J')))).toBe('Lt10j x C11j');
    expect(engine.parseMove(s, 'C10j-10i').ok).toBe(false); // the tile letter is checked
    expect(engine.parseMove(s, 'Lt10j x 10i').ok).toBe(false); // the capture mark is checked
    expect(engine.parseMove(s, 'R*10c-10f').ok).toBe(false); // a whole turn, not a step
  });
});
