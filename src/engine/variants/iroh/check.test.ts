/**
 * The Iroh position check (issue 40): what a position read from text or a setup may not hold, each refusal with
 * its code and rule; and the worked game's positions as positions a game reaches.
 */
import { describe, expect, it } from 'vitest';
import { unwrap } from '../../core/result.ts';
import type { OptionValues } from '../../core/types.ts';
import { engine } from './engine.ts';
import { ANSWERED, EXAMPLES, EXERCISES, START, THREAT, WORKED_GAME, WORKED_GAME_TURNS } from './examples.ts';
import { OPTION_SPECS } from './spec.ts';
import type { IrohState } from './state.ts';

const L = '0L10q,1L10c';
/** [what, position text, options, the problems' codes and rules ('' = accepted)]. */
const TEXTS: readonly [string, string, OptionValues, string][] = [
  ['the issue: a Knotweed holding a Fire (and no Lotuses)', '0~0F8h,1K7g:8h!8h', {}, 'ERR_POSITION_COUNT/untakeable ERR_POSITION_COUNT/untakeable ERR_POSITION_KNOT/knotweed-fire'],
  ['a Knotweed holding a Fire', `0~0F8h,${L},1K7g:8h!8h`, {}, 'ERR_POSITION_KNOT/knotweed-fire'],
  ['a Knotweed holding a White Lotus', `0~${L},1K9b:10c!10c`, {}, 'ERR_POSITION_KNOT/knotweed-fire'],
  ['a Knotweed holding a Rock', `0~${L},0R9i,1K9i:10j!9i`, {}, 'ERR_POSITION_KNOT/knotweed'],
  ['a Knotweed holding its own side under enemy-only', `0~${L},1A10e,1K9d:10e!10e`, { 'iroh-knotweed-placement': 'enemy-only' }, 'ERR_POSITION_KNOT/knotweed'],
  ['the same by default', `0~${L},1A10e,1K9d:10e!10e`, {}, ''],
  ['a spent Knotweed where freed Knotweed is removed', `0~${L},1K9i:10j!s`, {}, 'ERR_POSITION_KNOT/knotweed-release'],
  ['a spent Knotweed where it stays', `0~${L},1K9i:10j!s`, { 'iroh-knotweed-release': 'freed-stays' }, ''],
  ['the issue: a winner without the harmonies (and no Lotuses)', '0~0F8h~w0', {}, 'ERR_POSITION_COUNT/untakeable ERR_POSITION_COUNT/untakeable ERR_POSITION_FLAG/proclaim'],
  ['a winner without the harmonies', `0~0F8h,${L}~w0`, {}, 'ERR_POSITION_FLAG/proclaim'],
  ['the same under instant', `0~0F8h,${L}~w0`, { 'iroh-win-claim': 'instant' }, 'ERR_POSITION_FLAG/four-midlines'],
  ['a winner whose harmonies are not recorded as standing through the answer', `${ANSWERED.replace('.a0', '')}.w0`, {}, 'ERR_POSITION_FLAG/answer-turn'],
  ['a winner whose harmonies stood', `${ANSWERED}.w0`, {}, ''],
  ['harmonies marked as standing that are not on the board', `0~${L}~a1`, {}, 'ERR_POSITION_FLAG/answer-turn'],
  ['a mark for the side to move (the opponent has moved since)', `0~${L}~a0`, {}, ''],
  ['the issue: 150 quiet turns (no North Lotus, no turns played)', '1~0L10q~q150', {}, 'ERR_POSITION_COUNT/untakeable ERR_POSITION_COUNTER/quiet-draw ERR_POSITION_COUNTER/quiet-draw'],
  ['150 quiet turns in 150', `1~${L}~t150.q150`, {}, 'ERR_POSITION_COUNTER/quiet-draw'],
  ['150 quiet turns with no draw rule', `1~${L}~t150.q150`, { 'iroh-draw': 'none' }, ''],
  ['100 quiet turns: the drawn end', `1~${L}~t100.q100`, {}, ''],
  ['an Earth on red and white', `0~0E10j,${L}`, {}, 'ERR_POSITION_PAINT/paint-bound'],
  ['a Water on red', `0~0W8h,${L}`, {}, 'ERR_POSITION_PAINT/paint-bound'],
  ['a Fire on white', `0~0F12h,${L}`, {}, 'ERR_POSITION_PAINT/paint-bound'],
  ['a Fire on a red-and-wood border', `0~0F5h,${L}`, {}, ''],
  ['an Earth brought in on a home point that is red only', '0~0E10r,0L10j,1L10c', { 'iroh-home-point': 'gate-point' }, ''],
  ['an Earth on that point when it is no home point', '0~0E10r,0L10j,1L10c', {}, 'ERR_POSITION_PAINT/paint-bound'],
  ['the second Fire on its start point, on wood', `0~0F2j,${L}`, { 'iroh-colour-regions': 'gates-wood' }, ''],
  ['a Fire on wood elsewhere', `0~0F18j,${L}`, { 'iroh-colour-regions': 'gates-wood' }, 'ERR_POSITION_PAINT/paint-bound'],
  ['a Rock on a home point', '0~0R10q,0L10j,1L10c', {}, 'ERR_POSITION_ROCK/rocks'],
  ['a Rock on a home point where the sheet is followed', '0~0R10q,0L10j,1L10c', { 'iroh-rock-placement': 'anywhere' }, ''],
  ['five Fires', `0~0F8h,0F8g,0F7h,0F7g,0F6h,${L}`, {}, 'ERR_POSITION_COUNT/tiles'],
  ['two White Lotuses', `0~${L},0L10j`, {}, 'ERR_POSITION_COUNT/tiles'],
  ['Airs missing', `0~${L}~r444123444423`, {}, 'ERR_POSITION_COUNT/untakeable'],
  ['a Rock missing', `0~${L}~r444413444423`, {}, 'ERR_POSITION_COUNT/rocks'],
  ['Fire, Water and Earth taken, a Knotweed spent', `0~${L}~r333422444423`, {}, ''],
  ['a piece in the other half while setting up', `0~0L10q,0F2j,1L10c,1F18j,0W12h~u11221222`, { 'iroh-setup-positions': 'placed' }, 'ERR_POSITION_SETUP/setup'],
  ['a piece taken while setting up', `0~0L10q,0F2j,1L10c,1F18j~u11221222`, { 'iroh-setup-positions': 'placed' }, 'ERR_POSITION_COUNT/setup'],
  ['setting up, as it should be', `0~0L10q,0F2j,1L10c,1F18j,0W9o~u11221222`, { 'iroh-setup-positions': 'placed' }, ''],
];

const summary = (r: ReturnType<typeof engine.parsePosition>): string => {
  if (r.ok) return '';
  const problems = (r.error as { problems?: readonly { code: string; rule: string }[] }).problems;
  return problems ? problems.map((p) => `${p.code}/${p.rule}`).join(' ') : `${r.error.code}`;
};

describe('Iroh position check', () => {
  it.each(TEXTS)('%s', (_what, text, options, want) => {
    expect(summary(engine.parsePosition(text, options))).toBe(want);
  });

  it('every problem has a plain message and a rule of the variant, and the error names the first', () => {
    const r = engine.parsePosition('0~0F8h,0E10j,1K7g:8h!8h~w0.q150');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const problems = (r.error as unknown as { problems: { message: string; rule: string }[] }).problems;
    expect(problems.length).toBeGreaterThan(3);
    for (const p of problems) expect(p.message).toMatch(/^[A-Z0-9].*\.$/);
    expect(r.error.rule).toBe(problems[0]!.rule);
    expect(r.error.message).toMatch(/^This position cannot occur: /);
  });

  it('refuses pieces off their paint through fromSetup too', () => {
    const lotuses = [
      { tile: 'L', place: '10q', owner: 0 },
      { tile: 'L', place: '10c', owner: 1 },
    ];
    const cases: [string, string, string][] = [
      ['E', '10j', 'ERR_POSITION_PAINT/paint-bound'],
      ['W', '8h', 'ERR_POSITION_PAINT/paint-bound'],
      ['F', '12h', 'ERR_POSITION_PAINT/paint-bound'],
      ['E', '14p', ''],
    ];
    for (const [tile, place, want] of cases) {
      expect(summary(engine.fromSetup({ pieces: [...lotuses, { tile, place, owner: 0 }], toMove: 0 })), `${tile} on ${place}`).toBe(want);
    }
    const held = engine.fromSetup({ pieces: [...lotuses, { tile: 'F', place: '8h', owner: 0 }, { tile: 'K', place: '7g:8h', owner: 1, holds: ['8h'] }], toMove: 0 });
    expect(summary(held)).toBe('ERR_POSITION_KNOT/knotweed-fire');
  });

  it('passes every start, under every option choice', () => {
    for (const spec of OPTION_SPECS)
      for (const choice of spec.choices)
        for (const seed of [0, 1]) {
          const s = unwrap(engine.create({ seed, options: { [spec.id]: choice } }));
          expect(engine.checkPosition(s), `${spec.id}=${choice}`).toEqual([]);
        }
  });

  it('passes every example and exercise position, and every position of an example', () => {
    for (const e of [...EXAMPLES, ...EXERCISES]) {
      let s = unwrap(engine.parsePosition(e.start, e.options ?? {}));
      expect(engine.checkPosition(s), e.id).toEqual([]);
      for (const st of 'steps' in e ? e.steps : []) {
        s = unwrap(engine.applyMove(s, unwrap(engine.parseMove(s, st.move))));
        expect(engine.checkPosition(s), `${e.id} after ${st.move}`).toEqual([]);
      }
    }
  });

  it('refuses the worked game as it stood before issue 40', () => {
    const old = '0~1F18j,1R16d,1A15e,0E14k,0A14h,0A12f,1W12d,0E11m,0L10q,1L10c,0W9p,0A9f,0W7l,0F5h,1E7b,1R4p~r111112111101.t40';
    expect(summary(engine.parsePosition(old))).toBe(
      'ERR_POSITION_COUNT/rocks ERR_POSITION_COUNT/untakeable ERR_POSITION_PAINT/paint-bound ERR_POSITION_PAINT/paint-bound ERR_POSITION_PAINT/paint-bound',
    );
  });
});

describe('the worked game is a game', () => {
  const play = (s: IrohState, steps: string): IrohState =>
    steps
      .split(' ')
      .filter(Boolean)
      .reduce((acc, t) => unwrap(engine.applyMove(acc, unwrap(engine.parseMove(acc, t)))), s);
  it('starts from the reconstructed start with South the guest', () => {
    expect(engine.formatPosition(unwrap(engine.create({ seed: 0 })))).toBe(START);
  });
  it('reaches its position after forty turns played from the start', () => {
    const turns = WORKED_GAME_TURNS.split(' ');
    expect(turns).toHaveLength(40);
    const s = play(unwrap(engine.parsePosition(START)), WORKED_GAME_TURNS);
    expect(s.turn).toBe(40);
    expect(engine.formatPosition(s)).toBe(WORKED_GAME);
  });
  it('the exercises on it are the positions its steps reach', () => {
    const g = EXAMPLES.find((e) => e.id === 'worked-game')!;
    const threat = play(unwrap(engine.parsePosition(WORKED_GAME)), g.steps.slice(0, 3).map((x) => x.move).join(' '));
    expect(engine.formatPosition(threat)).toBe(THREAT);
    expect(engine.formatPosition(play(threat, '18j-18i'))).toBe(ANSWERED);
  });
});

describe('Iroh messages', () => {
  it('a held piece waits for a White Lotus or a Fire to end a move on a corner of its square (3.16)', () => {
    const ex = EXERCISES.find((e) => e.id === 'free-the-earth')!;
    const s = unwrap(engine.parsePosition(ex.start));
    const r = engine.applyMove(s, unwrap(engine.parseMove(s, '14p-14q')));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/until a White Lotus or a Fire ends a move on a corner of its square\.$/);
  });
  it('answers junk with a refusal, never an exception', () => {
    const bare = Object.create(null) as never;
    expect(engine.create(null as never).ok).toBe(false);
    expect(engine.parsePosition(bare).ok).toBe(false);
    expect(engine.parsePosition(START, null as never).ok).toBe(true);
    expect(engine.fromSetup({}, 5 as never).ok).toBe(false);
    expect(engine.resolveOptions([] as never).ok).toBe(false);
    const s = unwrap(engine.parsePosition(START));
    expect(engine.parseMove(s, bare).ok).toBe(false);
    expect(engine.stepNote?.(s, null as never)).toBeUndefined();
    expect(engine.describeArg?.(s, null as never, 1)).toBe('');
  });
});
