import { describe, expect, it } from 'vitest';
import { formatTable, parseRecords, runsOf, sameGame, summarize } from '../../scripts/strength-table.ts';

const game = (seed: number, over: Record<string, unknown> = {}) =>
  JSON.stringify({ variant: 'kutai', against: 'club', seed, strongSeat: seed % 2, nodes: 30000, ms: 600000, maxTurns: 300, status: 'win', won: true, lost: false, rule: 'garden-goal', turns: 13, msPerMove: 900, slowestMs: 1500, rev: 'abc1234', date: '2026-11-24', ...over });

describe('the strength table from recorded games', () => {
  it('sums wins, draws, losses and unfinished games per pairing, once per seed', () => {
    const text = [game(1000), game(1001, { won: false, lost: true }), game(1002, { status: 'draw', won: false, rule: 'quiet-draw' }), game(1003, { status: 'unfinished', won: false, rule: '' }), game(1000), 'not json', '{"variant":"x"}'].join('\n');
    const { records, bad } = parseRecords(text);
    expect(bad).toBe(2);
    const [row, ...rest] = summarize(records);
    expect(rest).toEqual([]);
    expect(row).toMatchObject({ games: 4, won: 1, lost: 1, drawn: 1, unfinished: 1, seeds: [1000, 1003] });
    const table = formatTable(summarize(records));
    expect(table).toMatch(/kutai\s+strong vs club\s+4 \(1000–1003\)\s+1\s+1\s+1\s+1\s+25\.0 %\s+not met/);
  });
  it('names a row\'s seeds as runs, so a row with a gap does not read as one range', () => {
    expect(runsOf([1003, 1000, 1001, 1002, 1040, 1041, 1050, 1041])).toBe('1000–1003, 1040–1041, 1050');
    const text = [1000, 1001, 1002, 1040, 1041].map((x) => game(x)).join('\n');
    expect(formatTable(summarize(parseRecords(text).records))).toMatch(/5 \(1000–1002, 1040–1041\)/);
  });
  it('keeps settings apart and says when a bar is met on fewer than 200 games', () => {
    const lines = [...Array.from({ length: 10 }, (_, i) => game(1000 + i)), game(1000, { nodes: 5000, won: false, lost: true })].join('\n');
    const rows = summarize(parseRecords(lines).records);
    expect(rows.map((r) => [r.nodes, r.games])).toEqual([[30000, 10], [5000, 1]]);
    expect(formatTable(rows)).toMatch(/100\.0 %\s+met\*/);
    const many = Array.from({ length: 200 }, (_, i) => game(2000 + i)).join('\n');
    expect(formatTable(summarize(parseRecords(many).records))).toMatch(/100\.0 %\s+met\s/);
    // The footnote on met* only where a row is marked so.
    expect(formatTable(rows)).toMatch(/^met\* = at the bar on fewer than/m);
    expect(formatTable(summarize(parseRecords(many).records))).not.toMatch(/^met\* =/m);
  });
  it('pools the games of two engine commits only when seeds run at both gave the same games', () => {
    const old = Array.from({ length: 10 }, (_, i) => game(1000 + i, { turns: 10 + i }));
    // A later commit replays seeds 1000–1002 alike and plays 1010–1019.
    const alike = [...[0, 1, 2].map((i) => game(1000 + i, { turns: 10 + i, rev: 'def5678', game: 'aa' })), ...Array.from({ length: 10 }, (_, i) => game(1010 + i, { rev: 'def5678' }))];
    const [row, ...rest] = summarize(parseRecords([...old, ...alike].join('\n')).records);
    expect(rest).toEqual([]);
    expect(row).toMatchObject({ games: 20, replayed: 3, rev: 'abc1234 = def5678', seeds: [1000, 1019] });
    expect(formatTable([row!])).toMatch(/3 seeds \(kutai vs club\) run at both gave the same games/);
    // One seed played differently: the commits are kept apart.
    const unlike = alike.map((l, i) => (i === 1 ? game(1001, { turns: 99, rev: 'def5678' }) : l));
    expect(summarize(parseRecords([...old, ...unlike].join('\n')).records).map((r) => [r.rev, r.games])).toEqual([['def5678', 13], ['abc1234', 10]]);
    // Too few seeds in common to tell.
    const few = alike.slice(1);
    expect(summarize(parseRecords([...old, ...few].join('\n')).records)).toHaveLength(2);
  });
  it('a commit that replays alike seeds two earlier rows both played alike joins the later row', () => {
    // abc and def play seeds 1000–1002 alike but 1003 otherwise: two rows. ghi replays 1000–1002 only.
    const abc = [0, 1, 2, 3].map((i) => game(1000 + i, { game: `a${i}` }));
    const def = [0, 1, 2, 3].map((i) => game(1000 + i, { rev: 'def5678', game: i === 3 ? 'changed' : `a${i}` }));
    const ghi = [0, 1, 2].map((i) => game(1000 + i, { rev: 'ghi9012', game: `a${i}` }));
    const rows = summarize(parseRecords([...abc, ...def, ...ghi].join('\n')).records);
    expect(rows.map((r) => r.rev)).toEqual(['abc1234', 'def5678 = ghi9012']);
  });
  it('compares fingerprints where both records have one', () => {
    const a = parseRecords(game(1, { game: '0badf00d' })).records[0]!;
    expect(sameGame(a, { ...a, rev: 'x' })).toBe(true);
    expect(sameGame(a, { ...a, game: '12345678' })).toBe(false);
    expect(sameGame(a, { ...a, game: undefined })).toBe(true);
  });
});
