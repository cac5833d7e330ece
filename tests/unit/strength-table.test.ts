import { describe, expect, it } from 'vitest';
import { formatTable, parseRecords, summarize } from '../../scripts/strength-table.ts';

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
  it('keeps settings apart and says when a bar is met on fewer than 200 games', () => {
    const lines = [...Array.from({ length: 10 }, (_, i) => game(1000 + i)), game(1000, { nodes: 5000, won: false, lost: true })].join('\n');
    const rows = summarize(parseRecords(lines).records);
    expect(rows.map((r) => [r.nodes, r.games])).toEqual([[30000, 10], [5000, 1]]);
    expect(formatTable(rows)).toMatch(/100\.0 %\s+met\*/);
    const many = Array.from({ length: 200 }, (_, i) => game(2000 + i)).join('\n');
    expect(formatTable(summarize(parseRecords(many).records))).toMatch(/100\.0 %\s+met\s/);
  });
});
