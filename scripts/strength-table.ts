/**
 * The strength table from recorded games: `npm run strength -- … --record FILE` appends one JSON
 * line per game; this sums them per variant, pairing and setting (steps per strong move, turn
 * limit, engine commit) into the table `npm run bench` prints. `node scripts/strength-table.ts
 * [FILE…]` (default: `scripts/strength-records.jsonl`, the games measured for the README).
 *
 * A game counts once per seed (a seed run twice with the same setting is the same game: the runs
 * are deterministic under a node budget); a win is the strong seat's, a draw or a game unfinished
 * at the turn limit is not one.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface GameRecord {
  readonly variant: string;
  readonly against: string;
  readonly seed: number;
  readonly nodes: number;
  readonly maxTurns: number;
  readonly status: 'win' | 'draw' | 'unfinished';
  readonly won: boolean;
  readonly lost: boolean;
  readonly rule: string;
  readonly turns: number;
  readonly msPerMove: number;
  readonly slowestMs: number;
  readonly rev: string;
  readonly date: string;
}

export interface Row {
  readonly variant: string;
  readonly against: string;
  readonly nodes: number;
  readonly maxTurns: number;
  readonly rev: string;
  readonly games: number;
  readonly won: number;
  readonly drawn: number;
  readonly lost: number;
  readonly unfinished: number;
  readonly seeds: readonly [number, number];
  readonly ends: ReadonlyMap<string, number>;
  readonly msPerMove: number;
  readonly dates: readonly string[];
}

/** Parses JSON lines of game records; lines that are not records are reported, not guessed at. */
export function parseRecords(text: string): { records: GameRecord[]; bad: number } {
  const records: GameRecord[] = [];
  let bad = 0;
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    try {
      const r = JSON.parse(line) as Partial<GameRecord>;
      if (typeof r.variant === 'string' && typeof r.against === 'string' && typeof r.seed === 'number' && typeof r.nodes === 'number' && (r.status === 'win' || r.status === 'draw' || r.status === 'unfinished')) records.push(r as GameRecord);
      else bad++;
    } catch {
      bad++;
    }
  }
  return { records, bad };
}

/** Sums records per variant, pairing and setting; one game per seed within a row (the last record wins). */
export function summarize(records: readonly GameRecord[]): Row[] {
  const groups = new Map<string, Map<number, GameRecord>>();
  for (const r of records) {
    const key = [r.variant, r.against, r.nodes, r.maxTurns, r.rev].join('|');
    let g = groups.get(key);
    if (!g) groups.set(key, (g = new Map()));
    g.set(r.seed, r);
  }
  const rows: Row[] = [];
  for (const g of groups.values()) {
    const games = [...g.values()];
    const first = games[0] as GameRecord;
    const ends = new Map<string, number>();
    for (const x of games) {
      const end = x.status === 'unfinished' ? `unfinished at ${x.maxTurns}` : `${x.won ? 'won' : x.lost ? 'lost' : 'drawn'} (${x.rule})`;
      ends.set(end, (ends.get(end) ?? 0) + 1);
    }
    const seeds = games.map((x) => x.seed);
    rows.push({
      variant: first.variant,
      against: first.against,
      nodes: first.nodes,
      maxTurns: first.maxTurns,
      rev: first.rev,
      games: games.length,
      won: games.filter((x) => x.won).length,
      lost: games.filter((x) => x.lost).length,
      drawn: games.filter((x) => x.status === 'draw').length,
      unfinished: games.filter((x) => x.status === 'unfinished').length,
      seeds: [Math.min(...seeds), Math.max(...seeds)],
      ends,
      msPerMove: games.reduce((n, x) => n + x.msPerMove, 0) / games.length,
      dates: [...new Set(games.map((x) => x.date))].sort(),
    });
  }
  return rows.sort((a, b) => a.variant.localeCompare(b.variant) || a.against.localeCompare(b.against) || b.games - a.games);
}

/** The bar a pairing is held to (issue 16): strong wins ≥ 95 % against beginner, ≥ 70 % against club. */
export const BAR: Readonly<Record<string, number>> = { beginner: 0.95, club: 0.7 };

export function formatTable(rows: readonly Row[]): string {
  const out = ['variant  pairing             games (seeds)         won  drawn  lost  unfinished   win %  bar    steps/move  turn limit  engine    ends'];
  for (const r of rows) {
    const pct = r.won / r.games;
    const bar = BAR[r.against];
    const verdict = bar === undefined ? '' : r.games < 200 ? (pct >= bar ? 'met*' : 'not met') : pct >= bar ? 'met' : 'not met';
    out.push(
      `${r.variant.padEnd(8)} strong vs ${r.against.padEnd(9)} ${`${r.games} (${r.seeds[0]}–${r.seeds[1]})`.padEnd(20)} ${String(r.won).padStart(4)} ${String(r.drawn).padStart(6)} ${String(r.lost).padStart(5)} ${String(r.unfinished).padStart(11)}  ${(pct * 100).toFixed(1).padStart(5)} %  ${verdict.padEnd(7)} ${String(r.nodes).padStart(9)}  ${String(r.maxTurns).padStart(10)}  ${r.rev.padEnd(8)}  ${[...r.ends].map(([k, n]) => `${n} ${k}`).join(', ')}`,
    );
  }
  out.push('met* = at the bar on fewer than the 200 games the issue asks for.');
  return out.join('\n');
}

export const RECORDS = fileURLToPath(new URL('./strength-records.jsonl', import.meta.url));

/** The table of the records in `files` (missing files are skipped), or a line saying there are none. */
export function tableOf(files: readonly string[]): string {
  const all: GameRecord[] = [];
  let bad = 0;
  for (const f of files) {
    if (!existsSync(f)) continue;
    const p = parseRecords(readFileSync(f, 'utf8'));
    all.push(...p.records);
    bad += p.bad;
  }
  if (all.length === 0) return 'No recorded strength games.';
  return formatTable(summarize(all)) + (bad ? `\n(${bad} lines were not game records and were left out.)` : '');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const files = process.argv.slice(2);
  console.log(tableOf(files.length ? files : [RECORDS]));
}
