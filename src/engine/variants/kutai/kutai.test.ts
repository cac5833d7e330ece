import { describe, expect, it } from 'vitest';
import { unwrap } from '../../core/result.ts';
import type { PositionError } from '../../core/position.ts';
import type { Move, OptionValues } from '../../core/types.ts';
import { boardShape, colourSet, parsePlace, placeName, pointId } from '../../geometry/index.ts';
import { engine, networkOf } from './engine.ts';
import { disharmonyRaise, pairVerdict, sharedProperties, clearLine } from './harmony.ts';
import { RULE_IDS } from './rules.ts';
import { OPTION_DOCS } from './docs.ts';
import { getMeta } from '../../catalog.ts';
import { OPTION_SPECS, TILES, tileByCode, type KutaiTile } from './spec.ts';
import { layoutFor, type KutaiState } from './state.ts';

const opts = (o: OptionValues = {}) => unwrap(engine.resolveOptions(o));
const T = (code: string): KutaiTile => tileByCode(code) as KutaiTile;
const pv = (a: string, b: string, o: OptionValues = {}) => {
  const v = pairVerdict(T(a), T(b), opts(o));
  return v.ok ? v.pair.value : 0;
};
const P = (text: string, o: OptionValues = {}): KutaiState => unwrap(engine.parsePosition(text, o));
const at = (name: string) => unwrap(parsePlace(name));
const total = (s: KutaiState) => networkOf(s).total;
/** Harmonies as sorted "place-place:value" strings. */
const links = (s: KutaiState) =>
  engine
    .harmonies(s)
    .map((h) => `${h.places.map(placeName).join('-')}:${h.value}`)
    .sort();
const place = (s: KutaiState, text: string) => engine.applyMove(s, unwrap(engine.parseMove(s, text)));
const rejectRule = (s: KutaiState, text: string) => {
  const r = place(s, text);
  return r.ok ? 'accepted' : r.error.rule;
};

describe('Kutai tiles (§6.A)', () => {
  it('has 29 tile types per player with distinct codes and glyphs', () => {
    expect(TILES).toHaveLength(29);
    expect(new Set(engine.spec.tiles.map((t) => t.code)).size).toBe(29);
    expect(new Set(engine.spec.tiles.map((t) => t.glyph)).size).toBe(29);
    expect(engine.spec.tiles.every((t) => t.count === 1)).toBe(true);
  });
  it.each([
    ['Cherry Blossom', 'red', 'spring', 2],
    ['Chrysanthemum', 'red', 'summer', 2],
    ['Iris', 'red', 'spring', 1],
    ['Maple', 'red', 'fall', 3],
    ['Peony', 'red', 'summer', 1],
    ['Rhododendron', 'red', 'winter', 3],
    ['Pine', 'white', 'winter', 1],
    ['Jasmine', 'white', 'winter', 2],
    ['Wisteria', 'white', 'spring', 3],
    ['Lily', 'white', 'summer', 3],
    ['Clover', 'white', 'autumn', 1],
    ['Willow', 'white', 'autumn', 2],
  ] as const)('%s is %s, %s, worth %i, in a Day and a Night version', (flower, colour, season, value) => {
    const versions = TILES.filter((t) => t.flower === flower);
    expect(versions.map((t) => t.light).sort()).toEqual(['day', 'night']);
    for (const t of versions) expect([t.colour, t.season, t.value]).toEqual([colour, season, value]);
  });
  it.each([
    ['WH', 'wheel', 2],
    ['CU', 'cup', 2],
    ['SP', 'spade', 1],
    ['TW', 'twig', 3],
  ] as const)('%s is the %s, worth %i', (code, kind, value) => {
    expect(T(code).kind).toBe(kind);
    expect(T(code).value).toBe(value);
  });
  it('the White Lotus is a flower with no colour, light, season or value', () => {
    const l = T('WL');
    expect([l.kind, l.colour, l.light, l.season, l.value]).toEqual(['lotus', undefined, undefined, undefined, undefined]);
  });
});

describe('worked examples KUT-1…KUT-8 (§6.I)', () => {
  it('KUT-1: Day Cherry Blossom and Day Iris share three properties: value 3, no disharmony', () => {
    expect(sharedProperties(T('DCB'), T('DIR'), opts())).toHaveLength(3);
    expect(pv('DCB', 'DIR')).toBe(3);
    expect(disharmonyRaise(3)).toBe(0);
    const s = P('0~0DCB10j,1DIR10i');
    expect(networkOf(s).disharmonies).toHaveLength(0);
    expect(links(s)).toEqual(['10j-10i:3']);
  });
  it('KUT-2: Day Lily and Night Lily never harmonize; adjacent, each may still form harmonies of 2 or more', () => {
    expect(sharedProperties(T('DLI'), T('NLI'), opts())).toHaveLength(2);
    expect(pairVerdict(T('DLI'), T('NLI'), opts())).toMatchObject({ ok: false, rule: 'identical-flowers' });
    const s = P('1~0DCB10j,1DLI12h,0NLI13h');
    const d = networkOf(s).disharmonies.filter((x) => x.piece === 1);
    expect(d).toHaveLength(1);
    expect(networkOf(s).minValue[1]).toBe(2);
  });
  it('KUT-3: Day Maple beside Night Wisteria: complete disharmony, neither harmonizes', () => {
    expect(sharedProperties(T('DMA'), T('NWS'), opts())).toHaveLength(0);
    const s = P('1~0DCB10j,1DMA6f,0NWS5f');
    expect(networkOf(s).minValue.slice(1)).toEqual([Infinity, Infinity]);
    expect(engine.harmonies(s)).toHaveLength(0);
    expect(engine.harmonies(P('0~0DCB10j,1DMA6f'))).toHaveLength(1);
  });
  it('KUT-4: Day Peony beside Day Clover share only Day: each may form only 3-point harmonies', () => {
    expect(sharedProperties(T('DPE'), T('DCL'), opts())).toEqual(['light Day']);
    const s = P('1~0DCB10j,1DPE10g,0DCL11g');
    expect(networkOf(s).minValue.slice(1)).toEqual([3, 3]);
    expect(engine.harmonies(s)).toHaveLength(0); // the Peony’s 2-point link to the Centerpiece is not enough
  });
  it.each([
    ['WH', 'DWI', 2],
    ['WH', 'NCH', 2],
    ['WH', 'NWI', 0],
    ['CU', 'DIR', 2],
    ['CU', 'NPI', 2],
    ['CU', 'DPI', 0],
    ['TW', 'DMA', 1],
    ['TW', 'NPI', 1],
    ['SP', 'DMA', 0],
    ['SP', 'WL', 0],
  ] as const)('KUT-5: %s with %s is worth %i', (a, b, v) => {
    expect(pv(a, b)).toBe(v);
    expect(pv(b, a)).toBe(v);
  });
  it.each([
    ['DMA', 3],
    ['DIR', 1],
    ['TW', 3],
    ['WH', 2],
    ['CU', 2],
    ['SP', 0],
  ] as const)('KUT-6: the White Lotus with %s is worth %i', (b, v) => {
    expect(pv('WL', b)).toBe(v);
  });
  it('KUT-7: placement colours', () => {
    const s = P('1~0DCB10j');
    expect(rejectRule(s, 'DRH*12h')).toBe('red-flowers'); // purely white
    expect(rejectRule(s, 'DRH*10g')).toBe('accepted'); // red and white
    expect(rejectRule(s, 'WL*5e')).toBe('lotus-placement'); // purely yellow
    expect(rejectRule(s, 'TW*8h')).toBe('special-placement'); // purely red
    expect(rejectRule(P('0~-'), 'CU*10j')).toBe('centerpiece');
  });
  it('KUT-8: (0,0)–(2,1) is open past a tile on (1,0) on the exact line, blocked when tiles are discs', () => {
    const a = pointId(0, 0)!;
    const b = pointId(2, 1)!;
    for (const c of [pointId(1, 0)!, pointId(1, 1)!]) {
      const occ = (p: number) => p === c || p === a || p === b;
      expect(clearLine(a, b, [a, b, c], occ, opts())).toBe(true);
      expect(clearLine(a, b, [a, b, c], occ, opts({ 'kutai-line-of-sight': 'tile-discs' }))).toBe(false);
    }
    const s = '1~0DCB10j,1DIR8i,0NPI9j';
    expect(links(P(s))).toContain('10j-8i:3');
    expect(links(P(s, { 'kutai-line-of-sight': 'tile-discs' }))).not.toContain('10j-8i:3');
  });
});

describe('harmony values for every pair class', () => {
  it.each([
    ['DCB', 'DIR', 3, 'shared-3'],
    ['DCB', 'NCB', 0, 'identical-flowers'],
    ['DCB', 'DMA', 2, 'shared-2'],
    ['DCB', 'NIR', 2, 'shared-2'],
    ['DCB', 'DWS', 2, 'shared-2'], // Day + Spring
    ['DCB', 'NMA', 1, 'shared-1'],
    ['DCB', 'DJA', 1, 'shared-1'],
    ['DCB', 'NWS', 1, 'shared-1'],
    ['DCB', 'NJA', 0, 'shared-properties'], // nothing shared
    ['DMA', 'DCL', 2, 'shared-2'], // Fall = Autumn
    ['NLI', 'NCH', 2, 'shared-2'], // Night + Summer
  ] as const)('%s with %s: %i (%s)', (a, b, v, kindOrRule) => {
    expect(pv(a, b)).toBe(v);
    const verdict = pairVerdict(T(a), T(b), opts());
    expect(verdict.ok ? verdict.pair.kind : verdict.rule).toBe(kindOrRule);
  });
  it('the Wheel, Cup and Twig never harmonize with one another, and never with the Spade', () => {
    for (const a of ['WH', 'CU', 'TW', 'SP']) for (const b of ['WH', 'CU', 'TW', 'SP']) expect(pv(a, b)).toBe(0);
  });
  it('two White Lotuses are identical flowers', () => {
    expect(pairVerdict(T('WL'), T('WL'), opts())).toMatchObject({ ok: false, rule: 'identical-flowers' });
  });
  it('every harmony names its rule and explains itself', () => {
    const s = P('1~0WL10j,1DMA8h,0WH6f');
    const hs = engine.harmonies(s);
    expect(hs.map((h) => h.rule).sort()).toEqual(['wheel', 'white-lotus']);
    for (const h of hs) {
      expect(RULE_IDS).toContain(h.rule);
      expect(h.reason).toMatch(/points?\./);
    }
    expect(hs.find((h) => h.rule === 'white-lotus')?.reason).toContain('Day Maple on 8h');
  });
});

describe('harmony growth and preference', () => {
  it('the chain grows from the Centerpiece, one onward harmony per piece', () => {
    const s = P('1~0DCB10j,1DIR6j,0DCH7g,1DPE4j,0NIR10h');
    const hs = engine.harmonies(s);
    const deg = new Map<number, number>();
    for (const h of hs) for (const p of h.places) deg.set(p, (deg.get(p) ?? 0) + 1);
    expect(deg.get(at('10j'))).toBe(1);
    expect([...deg.values()].every((d) => d <= 2)).toBe(true);
  });
  it('a higher-valued partner is preferred over a nearer one', () => {
    const s = P('1~0DCB10j,1NIR10h,0DIR6j');
    expect(links(s)).toEqual(['10j-6j:3']);
  });
  it('of equal values, the nearer partner is preferred', () => {
    const s = P('0~0DCB10j,1DIR6j,0DCH7g,1DPE4j');
    expect(links(s)).toContain('6j-4j:2');
    expect(links(s)).not.toContain('6j-7g:2');
  });
  it('preference off: value gives no priority, the earliest-placed partner links', () => {
    const text = '1~0DCB10j,1NIR10h,0DIR6j';
    expect(links(P(text, { 'kutai-preference': 'optional' }))).toEqual(['10j-10h:2']);
  });
  it('ties of value and distance go to the earlier-placed tile, or the later one by option', () => {
    const text = '1~0DCB10j,1DPE10g,0DCH7j';
    expect(links(P(text))).toEqual(['10g-7j:3', '10j-10g:2']);
    expect(links(P(text, { 'kutai-preference-ties': 'later-placed' }))).toEqual(['10j-7j:2', '7j-10g:3']);
  });
  it('preference scope: the chain end alone chooses by default; under “mutual” the partner’s better harmony bars the link', () => {
    // Centerpiece Day Chrysanthemum; Day Peony linked to it at 3; Day Cherry Blossom near the Peony (2 with it),
    // Day Iris farther from the Peony (2 with it) but 3 with the Cherry Blossom.
    const text = '0~0DCH10j,1DPE10g,0DCB10e,1DIR13c';
    expect(links(P(text))).toEqual(['10e-13c:3', '10g-10e:2', '10j-10g:3']);
    expect(total(P(text))).toBe(8);
    const mutual = P(text, { 'kutai-preference-scope': 'mutual' });
    // The Cherry Blossom and the Iris each prefer the other (3) to the Peony (2), so neither links back.
    expect(links(mutual)).toEqual(['10j-10g:3']);
    expect(total(mutual)).toBe(3);
    // Away from the network, the pair the two prefer forms when unlinked harmonies count.
    expect(links(P(text, { 'kutai-preference-scope': 'mutual', 'kutai-link-back': 'not-required' }))).toEqual(['10e-13c:3', '10j-10g:3']);
    // With preference off, the scope has nothing to weigh.
    expect(links(P(text, { 'kutai-preference-scope': 'mutual', 'kutai-preference': 'optional' }))).toEqual(links(P(text, { 'kutai-preference': 'optional' })));
  });
  it('mutual preference ignores partners that can take no more harmonies', () => {
    // The Peony's harmony with the Centerpiece (2, two steps) would beat its harmony with the Iris (2, about 3.6),
    // but the Centerpiece's one onward harmony is spent on the Iris (3): it does not count, and the Peony links on.
    const text = '1~0DCB10j,1DIR10g,0DPE12j';
    expect(links(P(text, { 'kutai-preference-scope': 'mutual' }))).toEqual(['10g-12j:2', '10j-10g:3']);
    // Without the Iris's better harmony in the way the mutual reading agrees with the default.
    expect(links(P('1~0DCH10j,1DPE10g,0DCB10e', { 'kutai-preference-scope': 'mutual' }))).toEqual(['10g-10e:2', '10j-10g:3']);
  });
  it('the distance measure decides which equal partner is nearer', () => {
    const text = '1~0DCB10j,1DPE8h,0DCH10g'; // (2,2) against (0,3)
    expect(links(P(text))).toContain('10j-8h:2');
    expect(links(P(text, { 'kutai-preference-metric': 'king-steps' }))).toContain('10j-8h:2');
    expect(links(P(text, { 'kutai-preference-metric': 'grid-steps' }))).toContain('10j-10g:2');
  });
});

describe('disharmony and overcoming it (0–3 shared properties)', () => {
  it.each([
    [0, Infinity],
    [1, 3],
    [2, 2],
    [3, 1],
  ])('%i shared properties: lowest harmony allowed %s', (shared, min) => {
    expect(1 + disharmonyRaise(shared)).toBe(min);
  });
  it('identical pieces next to each other are not in disharmony', () => {
    const s = P('1~0DCB10j,1DMA6f,0DMA5f');
    expect(networkOf(s).disharmonies).toHaveLength(0);
  });
  it('the Centerpiece is never affected by disharmony', () => {
    const s = P('0~0DCB10j,1NJA10i');
    expect(networkOf(s).minValue[0]).toBe(1);
    expect(networkOf(s).minValue[1]).toBe(Infinity);
  });
  it('a 3-point harmony overcomes a one-property disharmony', () => {
    const s = P('0~0DCB10j,1DPE10g,0DCL11g,1DCH8h');
    expect(links(s)).toEqual(['10j-8h:2', '8h-10g:3']);
  });
  it('a Spade beside a clashing flower cancels the disharmony', () => {
    expect(total(P('1~0DCB10j,1DMA6f,0NWS5f'))).toBe(0);
    expect(total(P('0~0DCB10j,1DMA6f,0NWS5f,1SP5e'))).toBe(2);
  });
  it('non-flowers do not clash by default', () => {
    const s = P('1~0DCB10j,1DMA6f,0TW5f');
    expect(networkOf(s).disharmonies).toHaveLength(0);
    expect(total(s)).toBe(3);
  });
});

describe('placement', () => {
  const s = P('1~0DCB10j');
  it('rejects moving a tile, passing while a placement exists, occupied places, off-board points and used tiles', () => {
    expect(engine.applyMove(s, { type: 'move', from: at('10j'), to: at('10i') })).toMatchObject({ ok: false, error: { rule: 'no-movement' } });
    expect(engine.applyMove(s, { type: 'pass' })).toMatchObject({ ok: false, error: { rule: 'turns' } });
    expect(rejectRule(s, 'DIR*10j')).toBe('one-tile-per-place');
    expect(rejectRule(s, 'DIR*1j')).toBe('valid-intersections');
    expect(rejectRule(s, 'DIR*2g')).toBe('valid-intersections'); // (8,3): inside the circle, not valid under K1
    expect(rejectRule(P('0~0DCB10j,1DIR10g'), 'DCB*10e')).toBe('tile-sets');
  });
  it('the Centerpiece must be a flower on the centre', () => {
    const e = P('0~-');
    expect(rejectRule(e, 'DMA*10i')).toBe('centerpiece');
    expect(rejectRule(e, 'TW*10j')).toBe('centerpiece');
    expect(rejectRule(e, 'WL*10j')).toBe('accepted');
    expect(engine.legalMoves(e).every((m) => m.type === 'place' && m.to === at('10j'))).toBe(true);
    expect(engine.legalMoves(e)).toHaveLength(25);
  });
  it('white flowers go on white or yellow points; gate points are red', () => {
    expect(rejectRule(s, 'DLI*8h')).toBe('white-flowers');
    expect(rejectRule(s, 'DLI*12h')).toBe('accepted');
    expect(rejectRule(s, 'DLI*5e')).toBe('accepted');
    expect(colourSet(at('10b'))).toBe('G');
    expect(rejectRule(s, 'WL*10b')).toBe('accepted');
    expect(rejectRule(s, 'DRH*10b')).toBe('accepted');
    expect(rejectRule(s, 'TW*10b')).toBe('special-placement');
    expect(rejectRule(s, 'TW*7f')).toBe('accepted'); // a red and yellow wall point
  });
  it('a rejected placement says which colours the tile needs and what the point is', () => {
    const r = place(s, 'DRH*12h');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/red or yellow; 12h is white/);
  });
  it('every colour refusal, in play and in a setup, words the need with "or" as rules 2.5–2.8 do', () => {
    const needs: Record<string, Record<string, string>> = {
      'any-colour': { DIR: 'a place that is red or yellow', DCL: 'a place that is white or yellow', WL: 'a place that is red or white', WH: 'a place that is yellow' },
      'all-colours': {
        DIR: 'a place whose colours are all red or yellow',
        DCL: 'a place whose colours are all white or yellow',
        WL: 'a place whose colours are all red or white',
        WH: 'a place that is yellow and nothing else',
      },
    };
    const rules: Record<string, string> = { DIR: 'red-flowers', DCL: 'white-flowers', WL: 'lotus-placement', WH: 'special-placement' };
    for (const semantics of ['any-colour', 'all-colours']) {
      const o = { 'kutai-placement-semantics': semantics };
      const layout = layoutFor(opts(o));
      const s = P('1~0DCB10j', o);
      for (const code of ['DIR', 'DCL', 'WL', 'WH']) {
        const ti = TILES.indexOf(T(code));
        // Every kind of refused place: one per distinct colour set the tile may not stand on.
        const refused = new Map<string, number>();
        for (const p of layout.places) if (p !== at('10j') && layout.allowed[ti]?.[p] !== 1 && !refused.has(layout.colours(p))) refused.set(layout.colours(p), p);
        expect(refused.size, `${semantics} ${code}`).toBeGreaterThan(0);
        for (const [colours, p] of refused) {
          const name = placeName(p);
          const words = [...colours].map((c) => ({ R: 'red', W: 'white', Y: 'yellow' })[c]).join(' and ');
          const r = place(s, `${code}*${name}`);
          expect(r.ok ? '' : r.error.message).toBe(`The ${T(code).name} needs ${needs[semantics]![code]}; ${name} is ${words}.`);
          expect(r.ok ? '' : r.error.rule).toBe(rules[code]);
          const setup = engine.fromSetup({ pieces: [{ tile: 'DCB', place: '10j', owner: 0 }, { tile: code, place: name, owner: 1 }] }, o);
          const problem = setup.ok ? undefined : (setup.error as PositionError).problems[0];
          expect(problem?.message).toBe(`The ${T(code).name} may not stand on ${name}: that place is ${words}, and the ${T(code).name} needs ${needs[semantics]![code]}.`);
          expect(problem?.code).toBe('ERR_POSITION_COLOUR');
          expect(setup.ok ? '' : setup.error.rule).toBe(rules[code]);
        }
      }
    }
  });
  it('a player with no placement left passes, and the game is drawn when neither can place', () => {
    // North placed last, and South, to move, holds nothing (the rest of the set is set aside).
    const p = unwrap(engine.fromSetup({ pieces: [{ tile: 'DCB', place: '10j', owner: 0 }, { tile: 'DIR', place: '10g', owner: 1 }], toMove: 0, hands: [[], ['DPE']] }));
    expect(engine.legalMoves(p)).toEqual([{ type: 'pass' }]);
    const q = unwrap(engine.applyMove(p, { type: 'pass' }));
    expect(q.toMove).toBe(1);
    const done = unwrap(engine.fromSetup({ pieces: [{ tile: 'DCB', place: '10j', owner: 0 }], toMove: 1, hands: [[], []] }));
    expect(engine.outcome(done)).toMatchObject({ status: 'draw', rule: 'exhaustion' });
    expect(engine.legalMoves(done)).toEqual([]);
  });
});

describe('winning', () => {
  const game = 'NJA*10j NPI*17k NCL*14p NWI*16o NWI*5m NCL*2i WH*5d WH*2k DCL*14q NLI*12h'.split(' ');
  const play = (o: OptionValues, n = game.length) => {
    let s = P('0~-', o);
    for (const m of game.slice(0, n)) s = unwrap(place(s, m));
    return s;
  };
  it('the placement that takes the total past 20 wins (the worked game)', () => {
    const before = play({}, 9);
    expect(total(before)).toBe(14);
    expect(engine.outcome(before).status).toBe('ongoing');
    const after = play({});
    expect(total(after)).toBe(22);
    expect(engine.outcome(after)).toMatchObject({ status: 'win', winner: 1, rule: 'winning' });
    expect(engine.legalMoves(after)).toEqual([]);
    expect(place(after, 'DRH*8h')).toMatchObject({ ok: false, error: { rule: 'winning' } });
  });
  it('a lower threshold ends the game earlier', () => {
    const s = play({ 'kutai-threshold': '10' }, 5);
    expect(total(s)).toBe(11);
    expect(engine.outcome(s)).toMatchObject({ status: 'win', winner: 0 });
    expect(engine.outcome(play({}, 5)).status).toBe('ongoing');
  });
  it('reaching the value is enough only under “reach”', () => {
    const text = '1~0DCB10j,1DMA8h,0DCH7g';
    const o = { 'kutai-harmony-value': 'value-sum', 'kutai-threshold': '10' };
    expect(total(P(text, o))).toBe(10);
    expect(engine.outcome(P(text, o)).status).toBe('ongoing');
    expect(engine.outcome(P(text, { ...o, 'kutai-win-threshold': 'reach' }))).toMatchObject({ status: 'win', winner: 0 });
  });
  it('tile values count on placement under “placement-score”', () => {
    const withScore = P('0~0DCB10j,1DMA8h', { 'kutai-tile-values-use': 'placement-score' });
    expect(total(withScore)).toBe(2 + 2 + 3);
  });
  it('per-player shares count harmonies touching one’s own tiles', () => {
    const s = play({ 'kutai-ownership': 'per-player' });
    expect(networkOf(s).scores).toEqual([18, 17]);
    expect(engine.outcome(s).status).toBe('ongoing');
    expect(engine.harmonies(s).filter((h) => h.owner === 0)).toHaveLength(2);
  });
  it('exhaustion: the larger share wins under “higher-share”', () => {
    const setup = { pieces: [{ tile: 'DCB', place: '10j', owner: 0 }, { tile: 'DPE', place: '10g', owner: 0 }], toMove: 1, hands: [[], []] };
    expect(engine.outcome(unwrap(engine.fromSetup(setup)))).toMatchObject({ status: 'draw' });
    expect(engine.outcome(unwrap(engine.fromSetup(setup, { 'kutai-exhaustion': 'higher-share' })))).toMatchObject({ status: 'win', winner: 0, rule: 'exhaustion' });
  });
});

describe('every option that changes play makes a difference', () => {
  it('kutai-surface: squares', () => {
    const o = { 'kutai-surface': 'squares' };
    const e = P('0~-', o);
    expect(engine.view(e).squares).toHaveLength(256);
    expect(engine.view(e).points).toHaveLength(0);
    const cp = engine.legalMoves(e).map((m) => (m.type === 'place' ? placeName(m.to) : ''));
    expect(new Set(cp)).toEqual(new Set(['9i:10j', '10i:11j', '10j:11k', '9j:10k']));
    const s = unwrap(place(e, 'DCB*9i:10j'));
    expect(rejectRule(s, 'DIR*10g')).toBe('board');
    expect(rejectRule(s, 'DIR*8g:9h')).toBe('accepted');
    expect(links(unwrap(place(s, 'DIR*8g:9h')))).toEqual(['9i:10j-8g:9h:3']);
  });
  it('kutai-valid-intersections: K2 adds rim points', () => {
    const s = P('1~0DCB10j', { 'kutai-valid-intersections': 'k2' });
    expect(rejectRule(s, 'DIR*2g')).toBe('accepted');
    expect(layoutFor(opts()).places).toEqual(boardShape('kutai-k1', 'none').points);
  });
  it('kutai-valid-intersections: grid points beyond the rim are never valid, so the counts are those the option names', () => {
    const counts = { k1: 221, k2: 253, k3: 253, k4: 225 } as const;
    const beyond = { k1: 0, k2: 16, k3: 40, k4: 16 } as const;
    const closed = boardShape('closed', 'none').points;
    for (const k of ['k1', 'k2', 'k3', 'k4'] as const) {
      const o = opts({ 'kutai-valid-intersections': k });
      const places = layoutFor(o).places;
      const test = boardShape(`kutai-${k}`, 'none').points;
      expect(places, k).toHaveLength(counts[k]);
      expect(test.length - places.length, k).toBe(beyond[k]);
      expect(places.every((p) => closed.includes(p)), k).toBe(true);
      // The option's label states the count the engine keeps.
      expect(getMeta('kutai')!.options.find((x) => x.id === 'kutai-valid-intersections')!.choiceText[k]!.label, k).toContain(`(${counts[k]} points)`);
    }
    expect(layoutFor(opts({ 'kutai-valid-intersections': 'k2' })).places).toEqual(closed);
    // A point the two-square test passes but the rim leaves out is refused, by name, in play and in a setup.
    for (const k of ['k2', 'k4']) {
      const s = P('1~0DCB10j', { 'kutai-valid-intersections': k });
      for (const name of ['1i', '9a', '8a', '19h']) {
        const r = place(s, `DIR*${name}`);
        expect(!r.ok && r.error.rule, name).toBe('valid-intersections');
        expect(!r.ok && r.error.message, name).toContain(`${name} lies beyond the rim`);
        const setup = engine.fromSetup({ pieces: [{ tile: 'DCB', place: '10j', owner: 0 }, { tile: 'DIR', place: name, owner: 1 }] }, { 'kutai-valid-intersections': k });
        expect(!setup.ok && setup.error.message, name).toContain(`${name} lies beyond the rim`);
      }
    }
  });
  it('every point the view offers can take some tile under any reading and colour layout', () => {
    for (const k of ['k1', 'k2', 'k3', 'k4'])
      for (const model of ['standard', 'diamond-8', 'diamond-9', 'red-nw-se', 'gate-points'])
        for (const gate of ['red', 'neutral']) {
          const o = { 'kutai-valid-intersections': k, 'kutai-colour-model': model, 'kutai-gate-colour': gate };
          const s = P('1~0DCB10j', o);
          const layout = layoutFor(opts(o));
          const fits = new Set(engine.legalMoves(s).flatMap((m) => (m.type === 'place' ? [m.to] : [])));
          for (const p of engine.view(s).points) {
            expect(layout.colours(p).length, `${placeName(p)} ${k} ${model}`).toBeGreaterThan(0);
            // The centre holds the Centerpiece; every other point takes at least one tile of the player to move.
            if (p !== at('10j')) expect(fits.has(p), `${placeName(p)} ${k} ${model} ${gate}`).toBe(true);
          }
        }
  });
  it('kutai-colour-model: a gate reduced to a single point is yellow as well as the gate colour, as the page says', () => {
    for (const name of ['10b', '2j', '10r', '18j']) {
      const o = { 'kutai-colour-model': 'gate-points' };
      expect(layoutFor(opts(o)).colours(at(name)), name).toBe('RY');
      expect(layoutFor(opts({ ...o, 'kutai-gate-colour': 'neutral' })).colours(at(name)), name).toBe('Y');
      const s = P('1~0DCB10j', o);
      // Red (the gate) lets the red flower and the White Lotus in; yellow lets the white flower and the Wheel in.
      for (const t of ['DIR', 'WL', 'DCL', 'WH']) expect(rejectRule(s, `${t}*${name}`), `${t} ${name}`).toBe('accepted');
    }
    expect(OPTION_DOCS['kutai-colour-model']!.choiceText['gate-points']!.meaning).toContain('red and yellow');
  });
  it('kutai-colour-model', () => {
    const s = (o: OptionValues) => P('1~0DCB10j', o);
    expect(rejectRule(s({ 'kutai-colour-model': 'red-nw-se' }), 'DRH*12h')).toBe('accepted');
    expect(rejectRule(s({}), 'WL*6f')).toBe('lotus-placement');
    expect(rejectRule(s({ 'kutai-colour-model': 'diamond-8' }), 'WL*6f')).toBe('accepted');
    expect(rejectRule(s({ 'kutai-colour-model': 'diamond-9' }), 'WL*6e')).toBe('accepted');
    expect(rejectRule(s({}), 'WL*9b')).toBe('accepted');
    expect(rejectRule(s({ 'kutai-colour-model': 'gate-points' }), 'WL*9b')).toBe('lotus-placement');
  });
  it('kutai-placement-semantics: every colour must suit', () => {
    const s = P('1~0DCB10j', { 'kutai-placement-semantics': 'all-colours' });
    expect(rejectRule(s, 'DRH*10g')).toBe('red-flowers');
    expect(rejectRule(s, 'TW*7f')).toBe('special-placement');
    expect(rejectRule(s, 'DRH*8h')).toBe('accepted');
  });
  it('kutai-gate-colour: neutral gates', () => {
    const s = P('1~0DCB10j', { 'kutai-gate-colour': 'neutral' });
    expect(rejectRule(s, 'WL*10b')).toBe('lotus-placement');
    expect(rejectRule(s, 'TW*10b')).toBe('accepted');
  });
  it('kutai-season-naming: Fall apart from Autumn', () => {
    expect(pv('WH', 'DMA')).toBe(2);
    expect(pv('WH', 'DMA', { 'kutai-season-naming': 'different' })).toBe(0);
    expect(pv('DMA', 'DCL', { 'kutai-season-naming': 'different' })).toBe(1);
  });
  it('kutai-lotus-value and kutai-tile-values-use', () => {
    const o = { 'kutai-tile-values-use': 'placement-score' };
    expect(total(P('1~0WL10j'))).toBe(0);
    expect(total(P('1~0WL10j', o))).toBe(0);
    expect(total(P('1~0WL10j', { ...o, 'kutai-lotus-value': '3' }))).toBe(3);
    expect(total(P('1~0DCB10j', o))).toBe(2);
    expect(pv('WL', 'WL', { 'kutai-identical-flowers': 'day-night-only', 'kutai-lotus-value': '2' })).toBe(2);
  });
  it('kutai-first-player and kutai-centerpiece-placer', () => {
    const movers = new Set([1, 2, 3, 4, 5, 6, 7, 8].map((seed) => unwrap(engine.create({ seed })).toMove));
    expect(movers).toEqual(new Set([0, 1]));
    expect(unwrap(engine.create({ seed: 5, options: { 'kutai-first-player': 'south' } })).toMove).toBe(0);
    expect(unwrap(engine.create({ seed: 5, options: { 'kutai-first-player': 'south', 'kutai-centerpiece-placer': 'pre-game' } })).toMove).toBe(1);
  });
  it('kutai-centerpiece-colour: the Centerpiece obeys colour rules', () => {
    const o = { 'kutai-placement-semantics': 'all-colours' };
    expect(rejectRule(P('0~-', o), 'DCB*10j')).toBe('accepted');
    expect(rejectRule(P('0~-', { ...o, 'kutai-centerpiece-colour': 'applies' }), 'DCB*10j')).toBe('red-flowers');
    expect(rejectRule(P('0~-', { ...o, 'kutai-centerpiece-colour': 'applies' }), 'WL*10j')).toBe('accepted');
  });
  it.each([
    ['shared-count', 2],
    ['value-sum', 5],
    ['value-min', 2],
    ['value-max', 3],
  ])('kutai-harmony-value %s: Day Cherry Blossom with Day Maple is worth %i', (choice, v) => {
    expect(pv('DCB', 'DMA', { 'kutai-harmony-value': choice })).toBe(v);
  });
  it('kutai-line-of-sight: eight directions and orthogonal', () => {
    expect(total(P('0~0DCB10j,1DIR8i', { 'kutai-line-of-sight': 'eight-directions' }))).toBe(0);
    expect(total(P('0~0DCB10j,1DIR8h', { 'kutai-line-of-sight': 'eight-directions' }))).toBe(3);
    expect(total(P('0~0DCB10j,1DIR8h', { 'kutai-line-of-sight': 'orthogonal' }))).toBe(0);
    expect(total(P('0~0DCB10j,1DIR10g', { 'kutai-line-of-sight': 'orthogonal' }))).toBe(3);
  });
  it('kutai-topology: star and tree', () => {
    const star = '1~0DCB10j,1NCH8h,0DJA12h';
    expect(total(P(star))).toBe(1);
    expect(total(P(star, { 'kutai-topology': 'star' }))).toBe(2);
    const tree = '0~0DCB10j,1DMA8h,0WH6f,1NCL13g';
    expect(total(P(tree))).toBe(4);
    expect(total(P(tree, { 'kutai-topology': 'star' }))).toBe(4);
    expect(total(P(tree, { 'kutai-topology': 'tree' }))).toBe(5);
  });
  it('kutai-preference-scope: mutual', () => {
    const s = '0~0DCH10j,1DPE10g,0DCB10e,1DIR13c';
    expect(total(P(s))).toBe(8);
    expect(total(P(s, { 'kutai-preference-scope': 'mutual' }))).toBe(3);
  });
  it('kutai-link-back: harmonies away from the Centerpiece', () => {
    const s = '1~0DCB10j,1NPI12h,0NJA14h';
    expect(total(P(s))).toBe(0);
    expect(total(P(s, { 'kutai-link-back': 'not-required' }))).toBe(3);
    expect(engine.harmonies(P(s, { 'kutai-link-back': 'not-required' }))[0]?.reason).toMatch(/does not link back/);
  });
  it('kutai-identical-flowers: the two players’ copies of one tile', () => {
    const s = '0~0DLI10j,1DLI13g';
    expect(total(P(s))).toBe(0);
    expect(total(P(s, { 'kutai-identical-flowers': 'day-night-only' }))).toBe(3);
    expect(total(P('0~0DLI10j,1NLI13g', { 'kutai-identical-flowers': 'day-night-only' }))).toBe(0);
  });
  it('kutai-lotus-spade: no harmony by default (the Spade rule); 1 point under the White Lotus rule', () => {
    expect(pv('WL', 'SP')).toBe(0);
    expect(pv('SP', 'WL')).toBe(0);
    expect(pv('WL', 'SP', { 'kutai-lotus-spade': 'lotus-rule' })).toBe(1);
    expect(pv('SP', 'WL', { 'kutai-lotus-spade': 'lotus-rule' })).toBe(1);
    // The Spade still harmonizes with nothing else.
    for (const t of ['DCB', 'NWS', 'TW', 'WH', 'CU']) expect(pv(t, 'SP', { 'kutai-lotus-spade': 'lotus-rule' }), t).toBe(0);
    // On the board: a White Lotus Centerpiece and a Spade on the yellow wood in its line of sight.
    const s = '0~0WL10j,1SP5e';
    expect(total(P(s))).toBe(0);
    expect(links(P(s, { 'kutai-lotus-spade': 'lotus-rule' }))).toEqual(['10j-5e:1']);
  });
  it('kutai-lotus-vs-specials and kutai-lotus-twig', () => {
    expect(total(P('0~0WL10j,1WH5e'))).toBe(2);
    expect(total(P('0~0WL10j,1WH5e', { 'kutai-lotus-vs-specials': 'special-rule' }))).toBe(0);
    expect(total(P('0~0WL10j,1TW5e'))).toBe(3);
    expect(total(P('0~0WL10j,1TW5e', { 'kutai-lotus-twig': 'one' }))).toBe(1);
    expect(total(P('0~0WL10j,1SP5e'))).toBe(0);
  });
  it('kutai-special-chain: the Twig as a leaf', () => {
    const s = '1~0DCB10j,1TW5e,0NJA12h';
    expect(total(P(s))).toBe(2);
    expect(total(P(s, { 'kutai-special-chain': 'leaves-only' }))).toBe(1);
  });
  it('kutai-recalc: fixed harmonies are not re-routed', () => {
    const build = (o: OptionValues) => {
      let s = P('1~0DCB10j', o);
      s = unwrap(place(s, 'NIR*10h'));
      return unwrap(place(s, 'DIR*6j'));
    };
    expect(links(build({}))).toEqual(['10j-6j:3']);
    expect(links(build({ 'kutai-recalc': 'fixed' }))).toEqual(['10j-10h:2']);
    // Parsed from text (no history), the fixed network is rebuilt placement by placement: the same answer.
    expect(links(P(engine.formatPosition(build({ 'kutai-recalc': 'fixed' })), { 'kutai-recalc': 'fixed' }))).toEqual(['10j-10h:2']);
  });
  it('kutai-adjacency: eight neighbours and drawn diamond edges', () => {
    const diag = '1~0DCB10j,1DPE10g,0DCL11h';
    expect(total(P(diag))).toBe(3);
    expect(total(P(diag, { 'kutai-adjacency': 'eight' }))).toBe(0);
    const edge = '1~0DCB10j,1DPE7f,0NRH6g';
    expect(total(P(edge))).toBe(3);
    expect(total(P(edge, { 'kutai-adjacency': 'drawn-lines' }))).toBe(0);
    expect(total(P(diag, { 'kutai-adjacency': 'drawn-lines' }))).toBe(3);
  });
  it('kutai-disharmony-scope: every piece clashes', () => {
    const s = '1~0DCB10j,1DMA6f,0TW5f';
    expect(total(P(s, { 'kutai-disharmony-scope': 'all-pieces' }))).toBe(0);
  });
  it('kutai-disharmony-multiple: additive limits', () => {
    const s = '0~0DCB10j,1DPE10g,0NCH9g,1DLI11g';
    expect(networkOf(P(s)).minValue[1]).toBe(2);
    expect(networkOf(P(s, { 'kutai-disharmony-multiple': 'additive' })).minValue[1]).toBe(3);
    expect(links(P(s))).toContain('10j-10g:2');
    expect(links(P(s, { 'kutai-disharmony-multiple': 'additive' }))).not.toContain('10j-10g:2');
  });
  it('kutai-lotus-properties: the White Lotus in complete disharmony', () => {
    const s = '0~0DCB10j,1WL10i';
    expect(total(P(s))).toBe(2);
    expect(total(P(s, { 'kutai-lotus-properties': 'complete-disharmony' }))).toBe(0);
  });
  it('kutai-spade: only the clashes a protected flower causes', () => {
    const s = '0~0DCB10j,1DMA6f,0NWS5f,1SP6e';
    expect(links(P(s))).toEqual(['10j-6f:2']);
    const caused = P(s, { 'kutai-spade': 'cancels-caused' });
    // The Maple (beside the Spade) no longer hurts the Wisteria, but the Wisteria still hurts the Maple.
    expect(networkOf(caused).minValue.slice(1, 3)).toEqual([Infinity, 1]);
    expect(links(caused)).toEqual(['10j-5f:1']);
  });
  it('kutai-spade: a complete disharmony stays beside a Spade when the page’s "cannot be overcome" wins', () => {
    // Maple and Wisteria share nothing: complete disharmony; the Spade sits beside the Maple.
    const s = '0~0DCB10j,1DMA6f,0NWS5f,1SP6e';
    const spares = P(s, { 'kutai-spade': 'spares-complete' });
    expect(networkOf(spares).minValue.slice(1, 3)).toEqual([Infinity, Infinity]);
    expect(total(spares)).toBe(0);
    // A partial clash beside a Spade is still cancelled: the Day Maple and the Night Peony share only red.
    const partial = '0~0DCB10j,1DMA6f,0NPE5f,1SP6e';
    expect(networkOf(P(partial)).minValue.slice(1, 3)).toEqual([1, 1]);
    expect(networkOf(P(partial, { 'kutai-spade': 'spares-complete' })).minValue.slice(1, 3)).toEqual([1, 1]);
    // Without the Spade, the same partial clash allows both tiles only 3-point harmonies.
    expect(networkOf(P('1~0DCB10j,1DMA6f,0NPE5f')).minValue.slice(1, 3)).toEqual([3, 3]);
  });
  it('kutai-centerpiece-disharmony: an inert Centerpiece', () => {
    const s = '1~0DCB10j,1TW5e,0NJA10i';
    expect(total(P(s))).toBe(1);
    expect(total(P(s, { 'kutai-centerpiece-disharmony': 'inert' }))).toBe(2);
  });
  it('kutai-adjacent-pair-harmony: clashing neighbours never harmonize', () => {
    const s = '1~0DCB10j,1DPE10g,0NCH9g';
    expect(total(P(s))).toBe(4);
    expect(total(P(s, { 'kutai-adjacent-pair-harmony': 'never' }))).toBe(2);
  });
});

describe('notation and setups', () => {
  it('round-trips positions with default and explicit hands', () => {
    for (const text of ['0~-', '1~0DCB10j', '0~0DCB10j,1DMA6f,0NWS5f,1SP5e', '1~0DMA10j~1ffffff7~14001220']) {
      expect(engine.formatPosition(P(text))).toBe(text);
    }
    expect(engine.formatPosition(P('1~0dcb10J'))).toBe('1~0DCB10j');
  });
  it.each([
    ['2~-', /player to move/],
    ['0~0XYZ10j', /not a Kutai tile code/],
    ['0~0DCB10j,1DIR1j', /valid intersections/],
    ['0~0DCB10j,1DRH12h', /may not stand on 12h/],
    ['0~0DCB10j,0DCB10g', /only one Day Cherry Blossom/],
    ['0~1DIR10g', /Centerpiece/],
    ['0~0DCB10j,1DIR10g,0DPE10g', /holds one tile/],
    ['0~0DCB10j~zz~0', /hexadecimal/],
    ['0~0DCB10j~1fffffff~0', /listed twice/],
  ])('rejects %s with a clear message', (text, msg) => {
    const r = engine.parsePosition(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(msg);
  });
  it('setups: round trip, centre piece first, clear errors', () => {
    const s = P('0~0DCB10j,1DMA6f');
    expect(engine.toSetup(s)).toEqual({ pieces: [{ tile: 'DCB', place: '10j', owner: 0 }, { tile: 'DMA', place: '6f', owner: 1 }], toMove: 0 });
    const r = unwrap(engine.fromSetup({ pieces: [{ tile: 'dma', place: '6f', owner: 1 }, { tile: 'DCB', place: '10j', owner: 0 }], toMove: 0 }));
    expect(engine.formatPosition(r)).toBe('0~0DCB10j,1DMA6f');
    expect(engine.fromSetup({ pieces: [{ tile: 'DMA', place: '6f', owner: 1 }] })).toMatchObject({ ok: false, error: { rule: 'centerpiece' } });
    expect(engine.fromSetup({ pieces: [{ tile: 'DCB', place: '10j', owner: 3 }] })).toMatchObject({ ok: false });
    expect(engine.fromSetup({ pieces: [{ tile: 'DCB', place: '99z', owner: 0 }] })).toMatchObject({ ok: false });
    expect(engine.fromSetup({ pieces: [{ tile: 'SP', place: '10j', owner: 0 }] })).toMatchObject({ ok: false, error: { rule: 'centerpiece' } });
  });
  it('positions use only URL-friendly characters', () => {
    let s = P('0~-');
    for (let i = 0; i < 12 && engine.outcome(s).status === 'ongoing'; i++) s = unwrap(engine.applyMove(s, engine.legalMoves(s)[(i * 37) % engine.legalMoves(s).length] as Move));
    expect(engine.formatPosition(s)).toMatch(/^[A-Za-z0-9*:\-.,_~!]+$/);
  });
});

describe('view and describe', () => {
  it('shows hands openly and a stage label', () => {
    const v = engine.view(P('0~-'));
    expect(v.stage).toBe('Centerpiece');
    expect(v.points).toHaveLength(221);
    expect(v.hands.map((h) => [h.hidden, h.size])).toEqual([
      [false, 29],
      [false, 29],
    ]);
    expect(engine.view(P('1~0DCB10j')).stage).toBe('Placement');
  });
  it('describes tiles, harmonies, disharmony and the total in words', () => {
    const d = engine.describe(P('0~0DCB10j,1DPE10g,0DCL11g,1DCH8h'));
    expect(d).toContain('Day Cherry Blossom on 10j (the Centerpiece)');
    expect(d).toContain('share colour red, light Day and season Summer, 3 points');
    expect(d).toMatch(/Disharmony: the Day Peony on 10g/);
    expect(d).toContain('Total harmony 5');
  });
  it('names the seats South (player 0) and North (player 1), in the view and the description', () => {
    const s = P('1~0DCB10j');
    expect(engine.view(s).playerNames).toEqual(['South', 'North']);
    expect(engine.describe(s)).toContain("South's Day Cherry Blossom on 10j");
    expect(engine.describe(s)).toContain('North to place.');
    expect(engine.describe(s)).toContain('South holds 28 tiles and North 29.');
  });
  it('shows the shared total against the goal in the status line (default)', () => {
    expect(engine.view(P('0~-')).status).toBe('Total harmony 0 · the goal is to pass 20');
    const lab = P('1~0DCB10j,1NIR10h,0DIR6j,1DCH7g,0DPE4j');
    expect(total(lab)).toBe(9);
    expect(engine.view(lab).status).toBe('Total harmony 9 · the goal is to pass 20');
    expect(engine.describe(lab)).toContain('Total harmony 9; the goal is to pass 20.');
    const reach = P('1~0DCB10j,1NIR10h,0DIR6j,1DCH7g,0DPE4j', { 'kutai-win-threshold': 'reach', 'kutai-threshold': '30' });
    expect(engine.view(reach).status).toBe('Total harmony 9 · the goal is to reach 30');
    expect(engine.describe(reach)).toContain('Total harmony 9; the goal is to reach 30.');
  });
  it('shows each player’s share under per-player scoring', () => {
    const game = 'NJA*10j NPI*17k NCL*14p NWI*16o NWI*5m NCL*2i WH*5d WH*2k DCL*14q NLI*12h'.split(' ');
    let s = P('0~-', { 'kutai-ownership': 'per-player' });
    for (const m of game) s = unwrap(place(s, m));
    const [a, b] = networkOf(s).scores;
    expect([a, b]).toEqual([18, 17]);
    expect(engine.view(s).status).toBe('Harmony: South 18, North 17 · the goal is to pass 20');
    expect(engine.describe(s)).toContain('Harmony: South 18, North 17; the goal is to pass 20.');
  });
  it('shows the outcome’s reason once the game is over', () => {
    const game = 'NJA*10j NPI*17k NCL*14p NWI*16o NWI*5m NCL*2i WH*5d WH*2k DCL*14q NLI*12h'.split(' ');
    let s = P('0~-');
    for (const m of game) s = unwrap(place(s, m));
    const oc = engine.outcome(s);
    expect(oc).toMatchObject({ status: 'win', winner: 1 });
    const v = engine.view(s);
    expect(v.stage).toBe('Game over');
    expect(v.status).toBe(oc.status === 'win' ? oc.reason : undefined);
    expect(v.status).toBe("North's placement brought the total harmony on the board to 22, which exceeds 20.");
    const drawn = unwrap(engine.fromSetup({ pieces: [{ tile: 'DCB', place: '10j', owner: 0 }, { tile: 'DPE', place: '10g', owner: 0 }], toMove: 1, hands: [[], []] }));
    expect(engine.view(drawn).status).toMatch(/^No placement is left for either player/);
  });
  it('every option id is prefixed and no option id is a rule id', () => {
    for (const o of OPTION_SPECS) {
      expect(o.id.startsWith('kutai-')).toBe(true);
      expect(RULE_IDS).not.toContain(o.id);
    }
  });
});
