/**
 * Issue 18, the pure part: records are checked for shape (progress.ts) and read back through the
 * engine (persist.ts: options, position, every move); storage that throws changes nothing;
 * boards and tabs never share a record.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as C from '../../src/components/board/controller.ts';
import { apply, restore, save, snapshot, type Kit } from '../../src/components/board/persist.ts';
import { formatOptions, parseOptions } from '../../src/engine/core/options.ts';
import { engine } from '../../src/engine/variants/kutai/engine.ts';
import { getMeta } from '../../src/engine/catalog.ts';
import { unwrap } from '../../src/engine/core/result.ts';
import type { VariantEngine } from '../../src/engine/core/types.ts';
import { boardKey, checkLast, checkRecord, forgetAll, LAST_KEY, ourKeys, pickRecord, readJson, readRaw, solvedKey, solvedSet, VERSION, write } from '../../src/site/progress.ts';

const e = engine as VariantEngine<unknown>;
const kit: Kit = { C, parseOptions, formatOptions };
const ex = getMeta('kutai')!.examples[0]!;
const diagram = () => unwrap(e.parsePosition(ex.start));
const exampleBoard = () => C.initExample(e, diagram(), ex.steps.map((s) => s.move)).ctrl;
const playBoard = () => C.initCtrl(diagram());
/** Another position than the diagram: the diagram after a move. */
const elsewhere = () => C.current(C.play(playBoard(), e, e.legalMoves(diagram())[0]!));
/** Plays the first `n` legal moves, each from the position reached. */
function playSome(c: C.Ctrl<unknown>, n: number): C.Ctrl<unknown> {
  for (let i = 0; i < n; i++) c = C.play(c, e, e.legalMoves(C.current(c))[0]!);
  return c;
}

/** A Storage in memory, or one that refuses every call (private mode, disabled storage). */
class MemoryStorage {
  m = new Map<string, string>();
  get length() {
    return this.m.size;
  }
  key(i: number) {
    return [...this.m.keys()][i] ?? null;
  }
  getItem(k: string) {
    return this.m.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.m.set(k, String(v));
  }
  removeItem(k: string) {
    this.m.delete(k);
  }
  clear() {
    this.m.clear();
  }
}
const g = globalThis as Record<string, unknown>;
let mem: MemoryStorage;
let hist: { state: unknown; replaceState: (s: unknown) => void };
beforeEach(() => {
  mem = new MemoryStorage();
  hist = { state: null, replaceState: (s) => (hist.state = s) };
  Object.defineProperty(globalThis, 'localStorage', { value: mem, configurable: true, writable: true });
  g.history = hist;
  g.location = { pathname: '/variants/kutai/' };
  g.document = { title: 'Kutai | Pai Sho Codex' };
  g.window = { dispatchEvent: () => true };
  g.CustomEvent ??= class {};
});
afterEach(() => {
  delete g.localStorage;
  delete g.history;
  delete g.location;
  delete g.document;
  delete g.window;
});

describe('records: shape and version', () => {
  const good = { v: VERSION, t: 5, opt: '', mode: 'play', step: 0, pos: 'x', moves: ['a', 'b'], index: 2, origin: 0 };
  it('a record of this version with sound fields is read', () => {
    expect(checkRecord(good).ok).toBe(true);
    expect(checkRecord({ v: VERSION, t: 1, opt: '', mode: 'example', step: 3 })).toEqual({ ok: true, value: { v: VERSION, t: 1, opt: '', mode: 'example', step: 3 } });
  });
  it('another version, wrong types, a current move beyond the line or bad marks are refused, with a reason', () => {
    for (const bad of [
      null,
      'text',
      [],
      { ...good, v: 0 },
      { ...good, v: 2 },
      { ...good, mode: 'quiz' },
      { ...good, step: -1 },
      { ...good, moves: 'a b' },
      { ...good, moves: [1, 2] },
      { ...good, index: 3 },
      { ...good, origin: 3 },
      { ...good, marks: ['9i'] },
      { ...good, pos: 42 },
      { ...good, t: 'now' },
    ]) {
      const r = checkRecord(bad);
      expect(r.ok, JSON.stringify(bad)).toBe(false);
      if (!r.ok) expect(r.why.length).toBeGreaterThan(5);
    }
  });
  it('unknown fields are not carried over', () => {
    const r = checkRecord({ ...good, html: '<img onerror=x>' });
    expect(r.ok && 'html' in r.value).toBe(false);
  });
});

describe('which record restores a board', () => {
  const rec = (t: number) => ({ v: VERSION, t, opt: '', mode: 'example', step: t });
  it('the later of this history entry and storage wins', () => {
    expect(pickRecord(rec(2), rec(1), false)).toMatchObject({ source: 'history', record: { step: 2 } });
    expect(pickRecord(rec(1), rec(2), false)).toMatchObject({ source: 'storage', record: { step: 2 } });
    expect(pickRecord(undefined, rec(1), false)).toMatchObject({ source: 'storage' });
    expect(pickRecord(undefined, undefined, false)).toEqual({});
  });
  it('a link to the board in the address goes over storage; only this entry’s later record goes over the link', () => {
    expect(pickRecord(undefined, rec(9), true)).toEqual({});
    expect(pickRecord(rec(1), rec(9), true)).toMatchObject({ source: 'history', record: { step: 1 } });
  });
  it('an unreadable record is reported; a readable one still restores', () => {
    expect(pickRecord(undefined, null, false)).toEqual({ dropped: 'it is not a saved board' });
    expect(pickRecord(rec(1), { ...rec(2), v: 99 }, false)).toMatchObject({ source: 'history', dropped: expect.stringContaining('version') });
  });
});

describe('storage', () => {
  it('refused storage (it throws on every use) changes nothing and throws nothing', () => {
    const refusing = new Proxy(
      {},
      {
        get() {
          throw new DOMException('denied', 'SecurityError');
        },
      },
    );
    Object.defineProperty(globalThis, 'localStorage', { get: () => refusing, configurable: true });
    expect(readRaw('psc:last')).toBeUndefined();
    expect(write('psc:last', {})).toBe(false);
    expect(ourKeys()).toEqual([]);
    expect(() => forgetAll()).not.toThrow();
    Object.defineProperty(globalThis, 'localStorage', {
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
      configurable: true,
    });
    expect(write('psc:last', {})).toBe(false);
    // A whole save and restore run without storage: the history entry still keeps the board.
    const c = playSome(playBoard(), 2);
    expect(() => save({ kit, engine: e, variant: 'kutai', board: 'b1', ctrl: c, opt: '', label: 'x' })).not.toThrow();
    const back = restore({ kit, engine: e, variant: 'kutai', board: 'b1', link: false, addressOpt: false, opt: '', open: () => playBoard() });
    expect(back?.ctrl?.index).toBe(2);
  });
  it('a full quota refuses the write and nothing fails', () => {
    mem.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    expect(write(boardKey('/p/', 'b', 'kutai'), { a: 1 })).toBe(false);
  });
  it('forgetting removes every key of ours, of any version, and nothing else', () => {
    mem.setItem('psc:b:/p/|b|kutai', '{}');
    mem.setItem('psc:s:kutai:x', '{}');
    mem.setItem('psc:old-format', '{}');
    mem.setItem('starlight-theme', 'dark');
    forgetAll();
    expect([...mem.m.keys()]).toEqual(['starlight-theme']);
  });
  it('boards (and tabs) never share a record: each board has its key, the last write to a board wins', () => {
    const a = boardKey('/variants/kutai/', 'example-spade', 'kutai');
    const b = boardKey('/variants/kutai/', 'exercise-spade-rescue', 'kutai');
    expect(a).not.toBe(b);
    expect(boardKey('/board/', 'example-spade', 'kutai')).not.toBe(a);
    write(a, { n: 1 }); // one tab
    write(b, { n: 2 }); // another tab, another board
    write(a, { n: 3 }); // the first tab again
    expect(readJson(a)).toEqual({ n: 3 });
    expect(readJson(b)).toEqual({ n: 2 });
  });
  it('solved exercises are read back as variant:exercise', () => {
    write(solvedKey('kutai', 'spade-rescue'), { v: 1, t: 1 });
    write(solvedKey('balance', 'win-in-one'), { v: 1, t: 1 });
    expect([...solvedSet()].sort()).toEqual(['balance:win-in-one', 'kutai:spade-rescue']);
  });
  it('the last board used is read only with a page path and an anchor of plain characters', () => {
    const ok = { v: VERSION, t: 1, path: '/variants/kutai/', board: 'example-spade', label: 'Kutai: Spade' };
    expect(checkLast(ok)).toEqual(ok);
    for (const bad of [{ ...ok, path: 'javascript:alert(1)' }, { ...ok, path: '//evil.example/' }, { ...ok, board: 'x" onclick="y' }, { ...ok, v: 0 }, null]) expect(checkLast(bad)).toBeUndefined();
  });
});

describe('a board read back through the engine', () => {
  it('a played line comes back whole: the undone moves too, the current move, the mode', () => {
    const c = C.undo(playSome(playBoard(), 3));
    const r = snapshot(kit, e, c, '')!;
    expect(r).toMatchObject({ mode: 'play', index: 2, origin: 0 });
    expect(r.moves).toHaveLength(3);
    const back = apply(kit, e, playBoard(), unwrap(okRecord(r)), '', false);
    expect(back.ok).toBe(true);
    if (!back.ok) return;
    expect(back.ctrl.index).toBe(2);
    expect(back.ctrl.line.map((s) => e.formatPosition(s))).toEqual(c.line.map((s) => e.formatPosition(s)));
  });
  it('the end of a line is played again on restore: its message is the engine’s, not a stored text', () => {
    const c = playSome(playBoard(), 2);
    const back = apply(kit, e, playBoard(), unwrap(okRecord(snapshot(kit, e, c, '')!)), '', false);
    expect(back.ok && back.ctrl.message?.text).toBe(c.message?.text);
  });
  it('an example keeps its step; one played on from keeps the step it left', () => {
    const atStep = C.stepTo(exampleBoard(), 2);
    const r = snapshot(kit, e, atStep, '')!;
    expect(r).toMatchObject({ mode: 'example', step: 2 });
    const back = apply(kit, e, exampleBoard(), r, '', false);
    expect(back.ok && back.ctrl.step).toBe(2);
    const on = playSome(C.playOn(atStep), 1);
    const back2 = apply(kit, e, exampleBoard(), unwrap(okRecord(snapshot(kit, e, on, '')!)), '', false);
    expect(back2.ok && [back2.ctrl.mode, back2.ctrl.origin, back2.ctrl.index]).toEqual(['play', 2, 3]);
    expect(back2.ok && C.backToExample(back2.ctrl).step).toBe(2);
  });
  it('a board at its start keeps nothing', () => {
    expect(snapshot(kit, e, playBoard(), '')).toBeUndefined();
    expect(snapshot(kit, e, C.reset(playSome(playBoard(), 2)), '')).toBeUndefined();
    expect(snapshot(kit, e, C.stepTo(C.stepTo(exampleBoard(), 3), 0), '')).toBeUndefined();
  });
  it('what no longer fits is refused with a reason: a step beyond the example, a bad move, another diagram, unknown options, another mode', () => {
    const line = unwrap(okRecord(snapshot(kit, e, playSome(playBoard(), 2), '')!));
    const cases: [C.Ctrl<unknown>, object][] = [
      [exampleBoard(), { v: 1, t: 1, opt: '', mode: 'example', step: 999 }],
      [playBoard(), { ...line, moves: [line.moves![0], 'ZZZ*99z'] }],
      [playBoard(), { ...line, pos: e.formatPosition(elsewhere()), moves: [] , index: 0 }],
      [playBoard(), { ...line, pos: 'not a position' }],
      [playBoard(), { ...line, mode: 'exercise' }],
      [playBoard(), { ...line, origin: 1 }],
    ];
    for (const [base, bad] of cases) {
      const r = apply(kit, e, base, unwrap(okRecord(bad)), '', false);
      expect(r.ok, JSON.stringify(bad)).toBe(false);
      if (!r.ok) expect(r.why.length).toBeGreaterThan(5);
    }
    expect(apply(kit, e, playBoard(), line, 'kutai-nonsense=yes', false).ok).toBe(false);
  });
  it('a line from another position is taken from this tab’s history (a link played on), never from storage', () => {
    const other = C.initCtrl(elsewhere());
    const r = unwrap(okRecord(snapshot(kit, e, playSome(other, 1), '')!));
    expect(apply(kit, e, playBoard(), r, '', false).ok).toBe(false);
    expect(apply(kit, e, playBoard(), r, '', true).ok).toBe(true);
  });
});

describe('save and restore, end to end', () => {
  const args = { kit, engine: e, variant: 'kutai', board: 'board-1', link: false, addressOpt: false, opt: '', open: () => playBoard() };
  it('a saved game comes back from storage alone (a reopened tab), with a quiet note; the last board is recorded', () => {
    const c = playSome(playBoard(), 2);
    save({ kit, engine: e, variant: 'kutai', board: 'board-1', ctrl: c, opt: '', label: 'A board' });
    hist.state = null; // a new tab: no history entry
    const back = restore(args)!;
    expect(back.ctrl?.index).toBe(2);
    expect(back.note).toMatch(/where you left off/);
    expect(checkLast(readJson(LAST_KEY))).toMatchObject({ path: '/variants/kutai/', board: 'board-1', label: 'Kutai: A board' });
  });
  it('a hand-edited or stale record is set aside with a note, and removed', () => {
    const key = boardKey('/variants/kutai/', 'board-1', 'kutai');
    for (const text of ['{not json', JSON.stringify({ v: 1, t: 1, opt: '', mode: 'play', step: 0, pos: 'garbage', moves: [], index: 0, origin: 0 }), JSON.stringify({ v: 0, board: 'old' })]) {
      mem.setItem(key, text);
      const back = restore(args)!;
      expect(back.ctrl).toBeUndefined();
      expect(back.note).toMatch(/set aside/);
      expect(mem.getItem(key)).toBeNull();
    }
  });
  it('a game saved under other rule options comes back under them, unless the address sets options', () => {
    // An option whose other answer still fits the diagram.
    const opt = e.spec.options
      .flatMap((o) => o.choices.filter((x) => x !== o.default).map((x) => `${o.id}=${x}`))
      .find((o) => e.parsePosition(ex.start, unwrap(parseOptions(e.spec.options, o))).ok)!;
    expect(opt).toBeDefined();
    const open = (o: string) => C.initCtrl(unwrap(e.parsePosition(ex.start, unwrap(parseOptions(e.spec.options, o)))));
    const c = playSome(open(opt), 1);
    save({ kit, engine: e, variant: 'kutai', board: 'board-1', ctrl: c, opt, label: 'x' });
    const back = restore({ ...args, open })!;
    expect(back.opt).toBe(opt);
    expect(back.ctrl?.index).toBe(1);
    const refused = restore({ ...args, open, addressOpt: true })!;
    expect(refused.ctrl).toBeUndefined();
    expect(refused.note).toMatch(/other rule options/);
  });
  it('a board brought back to its start clears its record', () => {
    save({ kit, engine: e, variant: 'kutai', board: 'board-1', ctrl: playSome(playBoard(), 1), opt: '', label: 'x' });
    save({ kit, engine: e, variant: 'kutai', board: 'board-1', ctrl: playBoard(), opt: '', label: 'x' });
    expect(mem.getItem(boardKey('/variants/kutai/', 'board-1', 'kutai'))).toBeNull();
    expect(restore(args)).toBeUndefined();
  });
});

/** A snapshot as storage would give it back (through JSON and the shape check). */
function okRecord(r: object) {
  const c = checkRecord(JSON.parse(JSON.stringify(r)));
  return c.ok ? { ok: true as const, value: c.value } : { ok: false as const, error: { code: 'X', message: c.why } };
}
