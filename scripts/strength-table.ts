/**
 * The strength table from recorded games: `npm run strength -- … --record FILE` appends one JSON
 * line per game; this sums them per variant, pairing and setting (steps per strong move, turn
 * limit, engine commit) into the table `npm run bench` prints. `node scripts/strength-table.ts
 * [FILE…]` (default: `scripts/strength-records.jsonl`, the games measured for the README).
 *
 * A game counts once per seed (a seed run twice with the same setting is the same game: the runs
 * are deterministic under a node budget); a win is the strong seat's, a draw or a game unfinished
 * at the turn limit is not one.
 *
 * Games played by different engine commits share a row only when the commits are shown to play
 * the pairing alike: at least `REPLAYS` seeds were run at both, and every one of them gave the
 * same game (the same fingerprint of the last position where both records have one, else the same
 * ending, winner and length). A commit that changed nothing a variant does then need not replay
 * every game; one that changed anything gets a row of its own.
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
  /** A fingerprint of the game (its last position), in records written since it was added. */
  readonly game?: string;
  readonly date: string;
}

export interface Row {
  readonly variant: string;
  readonly against: string;
  readonly nodes: number;
  readonly maxTurns: number;
  /** The engine commits whose games the row sums, joined by ` = ` when several play alike. */
  readonly rev: string;
  /** Seeds run at more than one of those commits, each giving the same game. */
  readonly replayed: number;
  readonly games: number;
  readonly won: number;
  readonly drawn: number;
  readonly lost: number;
  readonly unfinished: number;
  readonly seeds: readonly [number, number];
  /** The seeds as runs of consecutive ones ("1000–1025, 1040–1069"): a row's seeds need not be one run. */
  readonly seedRuns: string;
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

/** Seeds two commits must both have run, all alike, before their games share a row. */
export const REPLAYS = 3;

/** The same game: the same fingerprint where both records have one, else the same ending, winner and length. */
export function sameGame(a: GameRecord, b: GameRecord): boolean {
  if (a.game !== undefined && b.game !== undefined) return a.game === b.game && a.turns === b.turns;
  return a.status === b.status && a.won === b.won && a.lost === b.lost && a.rule === b.rule && a.turns === b.turns;
}

/**
 * Sums records per variant, pairing and setting; one game per seed within a row (the last record
 * wins). Within a setting, the games of engine commits that replay alike (see the top of the file)
 * are one row.
 */
export function summarize(records: readonly GameRecord[]): Row[] {
  // setting → rev → seed → record
  const settings = new Map<string, Map<string, Map<number, GameRecord>>>();
  for (const r of records) {
    const key = [r.variant, r.against, r.nodes, r.maxTurns].join('|');
    let byRev = settings.get(key);
    if (!byRev) settings.set(key, (byRev = new Map()));
    let g = byRev.get(r.rev);
    if (!g) byRev.set(r.rev, (g = new Map()));
    g.set(r.seed, r);
  }
  const groups: { revs: string[]; games: Map<number, GameRecord>; replayed: number }[] = [];
  for (const byRev of settings.values()) {
    // Commits in the order first seen; each joins the latest group it replays alike with (seeds
    // that two earlier commits played alike cannot tell them apart; the later one is the nearer).
    const mine: { revs: string[]; games: Map<number, GameRecord>; replayed: number }[] = [];
    for (const [rev, g] of byRev) {
      const home = mine.findLast((m) => {
        let shared = 0;
        for (const [seed, r] of g) {
          const o = m.games.get(seed);
          if (!o) continue;
          if (!sameGame(o, r)) return false;
          shared++;
        }
        return shared >= REPLAYS;
      });
      if (!home) {
        mine.push({ revs: [rev], games: new Map(g), replayed: 0 });
        continue;
      }
      home.revs.push(rev);
      for (const [seed, r] of g) {
        if (home.games.has(seed)) home.replayed++;
        home.games.set(seed, r);
      }
    }
    groups.push(...mine);
  }
  const rows: Row[] = [];
  for (const { revs, games: g, replayed } of groups) {
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
      rev: revs.join(' = '),
      replayed,
      games: games.length,
      won: games.filter((x) => x.won).length,
      lost: games.filter((x) => x.lost).length,
      drawn: games.filter((x) => x.status === 'draw').length,
      unfinished: games.filter((x) => x.status === 'unfinished').length,
      seeds: [Math.min(...seeds), Math.max(...seeds)],
      seedRuns: runsOf(seeds),
      ends,
      msPerMove: games.reduce((n, x) => n + x.msPerMove, 0) / games.length,
      dates: [...new Set(games.map((x) => x.date))].sort(),
    });
  }
  return rows.sort((a, b) => a.variant.localeCompare(b.variant) || a.against.localeCompare(b.against) || b.games - a.games);
}

/** Seeds as runs of consecutive numbers: `1000–1025, 1040–1069` (a run of one is the seed alone). */
export function runsOf(seeds: readonly number[]): string {
  const xs = [...new Set(seeds)].sort((a, b) => a - b);
  const out: string[] = [];
  for (let i = 0; i < xs.length; ) {
    let j = i;
    while (j + 1 < xs.length && (xs[j + 1] as number) === (xs[j] as number) + 1) j++;
    out.push(i === j ? String(xs[i]) : `${xs[i]}–${xs[j]}`);
    i = j + 1;
  }
  return out.join(', ');
}

/** The bar a pairing is held to (issue 16): strong wins ≥ 95 % against beginner, ≥ 70 % against club. */
export const BAR: Readonly<Record<string, number>> = { beginner: 0.95, club: 0.7 };

export function formatTable(rows: readonly Row[]): string {
  const games = rows.map((r) => `${r.games} (${r.seedRuns})`);
  const w = Math.max(20, ...games.map((g) => g.length + 1));
  const out = [`variant  pairing             ${'games (seeds)'.padEnd(w)}  won  drawn  lost  unfinished   win %  bar    steps/move  turn limit  engine    ends`];
  for (const [i, r] of rows.entries()) {
    const pct = r.won / r.games;
    const bar = BAR[r.against];
    const verdict = bar === undefined ? '' : r.games < 200 ? (pct >= bar ? 'met*' : 'not met') : pct >= bar ? 'met' : 'not met';
    out.push(
      `${r.variant.padEnd(8)} strong vs ${r.against.padEnd(9)} ${(games[i] as string).padEnd(w)} ${String(r.won).padStart(4)} ${String(r.drawn).padStart(6)} ${String(r.lost).padStart(5)} ${String(r.unfinished).padStart(11)}  ${(pct * 100).toFixed(1).padStart(5)} %  ${verdict.padEnd(7)} ${String(r.nodes).padStart(9)}  ${String(r.maxTurns).padStart(10)}  ${r.rev.padEnd(8)}  ${[...r.ends].map(([k, n]) => `${n} ${k}`).join(', ')}`,
    );
  }
  if (out.some((l) => / met\* /.test(l))) out.push('met* = at the bar on fewer than the 200 games the issue asks for.');
  const joined = rows.filter((r) => r.replayed > 0);
  if (joined.length)
    out.push(`a = b: games of two engine commits in one row, after ${joined.map((r) => `${r.replayed} seeds (${r.variant} vs ${r.against})`).join(', ')} run at both gave the same games.`);
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
