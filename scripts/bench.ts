/**
 * Benchmark: engine timings and page JS sizes. `npm run bench` (builds first).
 *
 * - legal moves: time of `legalMoves` over positions sampled from seeded self-play, per variant:
 *   per position the median of 5 calls on fresh copies; the median and 95th percentile over
 *   positions, the worst position (and its time alone), and the slowest single call;
 * - self-play: moves per second of seeded random games (legal moves + apply + outcome) by the
 *   thread's CPU time (and by the wall clock): a cold first pass, then three more passes over the
 *   same games (the engine's speed);
 * - next steps of a partly entered turn: median and worst time to answer "what may the next field
 *   be" for a pick of some fields of a step (`nextChoices` over `legalMoves`), cold (a fresh
 *   position, as after a step) and warm (the legal steps already known, as between two clicks);
 *   also for Kutai with four players and for the tests' multi-step fixture variant;
 * - the computer opponent: time of one club-level choice; the strength table of the recorded
 *   games (`strength-table.ts`) and a short strength run (2 games per pairing at 200 ms a move);
 * - page JS: gzip bytes before any board hydrates, and with the first board.
 */
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { EVALUATIONS } from '../src/engine/evaluations.ts';
import { chooseTurn } from '../src/engine/core/search.ts';
import { ENGINES } from '../src/engine/catalog.ts';
import { nextInt } from '../src/engine/core/rng.ts';
import type { OptionValues, VariantEngine } from '../src/engine/core/types.ts';
import { nextChoices, stepFields, type StepField } from '../src/engine/core/steps.ts';
import { fixtureEngine } from '../tests/helpers/fixture-engine.ts';
import { RECORDS, tableOf } from './strength-table.ts';
import { BUDGET_FIRST_BOARD, BUDGET_PRE_BOARD, builtPages, firstIslandJs, preBoardJs } from './budget.ts';

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
};
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(s.length * p))] ?? 0;
};

/**
 * CPU time of this thread in ms: what the engine itself spent, whatever else the machine runs
 * (the wall clock on a shared machine counts the time other processes hold the cores). Read at
 * the scheduler's tick (a few ms), so only long spans are timed with it.
 */
const threadMs = (): number => {
  const u = (process as { threadCpuUsage?: () => { user: number; system: number } }).threadCpuUsage?.();
  return u ? (u.user + u.system) / 1000 : performance.now();
};

function samplePositions<S>(engine: VariantEngine<S>, games: number, maxPlies: number, options: OptionValues = {}): { positions: S[]; moves: number; ms: number; cpuMs: number } {
  const positions: S[] = [];
  let moves = 0;
  const t0 = performance.now();
  const c0 = threadMs();
  for (let g = 0; g < games; g++) {
    const r = engine.create({ seed: 100 + g, options });
    if (!r.ok) throw new Error(r.error.message);
    let s = r.value;
    let rng = 7 + g;
    for (let ply = 0; ply < maxPlies && engine.outcome(s).status === 'ongoing'; ply++) {
      positions.push(s);
      const legal = engine.legalMoves(s);
      if (legal.length === 0) break;
      let i: number;
      [i, rng] = nextInt(rng, legal.length);
      const next = engine.applyMove(s, legal[i] as never);
      if (!next.ok) throw new Error(next.error.message);
      s = next.value;
      moves++;
    }
  }
  return { positions, moves, ms: performance.now() - t0, cpuMs: threadMs() - c0 };
}

/**
 * Timings of `legalMoves` on fresh copies of each position (rebuilt from its notation, untimed):
 * engines memoise per state, so each timed call is the cost a reader pays on a new position.
 * Timed in rounds over all positions (not the same position several times in a row), so that
 * one garbage collection, compilation or pause of the machine spoils one timing of a position,
 * not all of them; a position's time is the median of its rounds. The slowest positions are timed
 * again, alone, to tell a slow position from a slow moment.
 */
function legalTimings<S>(engine: VariantEngine<S>, positions: readonly S[], rounds = 5) {
  const options = engine.options(positions[0] as S);
  const texts = positions.map((p) => engine.formatPosition(p));
  const timeOne = (text: string): number => {
    const fresh = engine.parsePosition(text, options);
    if (!fresh.ok) throw new Error(fresh.error.message);
    const t = performance.now();
    engine.legalMoves(fresh.value);
    return performance.now() - t;
  };
  const per: number[][] = texts.map(() => []);
  for (let r = 0; r < rounds; r++) texts.forEach((text, i) => (per[i] as number[]).push(timeOne(text)));
  const medians = per.map(median);
  const order = medians.map((_, i) => i).sort((a, b) => (medians[b] as number) - (medians[a] as number));
  // The five slowest by the rounds, each timed alone 21 times: the worst position is the slowest of these medians.
  const alone = order.slice(0, 5).map((i) => median(Array.from({ length: 21 }, () => timeOne(texts[i] as string))));
  return {
    median: median(medians),
    p95: pct(medians, 0.95),
    worstInRounds: medians[order[0] as number] ?? 0,
    worst: Math.max(...alone),
    slowestCall: Math.max(...per.flat()),
  };
}

console.log('Engine (bars: legalMoves median < 1 ms and worst position < 10 ms; self-play ≥ 5,000 moves/s)');
console.log('  legalMoves: per position, the median of 5 calls on fresh copies, timed in rounds over all positions; "worst" is the');
console.log('  slowest position, found among the five slowest by the rounds, each then timed alone (median of 21 calls); "in rounds"');
console.log('  is the largest round median and "slowest call" the largest single timing: both include pauses of the machine.');
console.log('  Self-play: 20 seeded random games (legal moves, apply and outcome each ply; more for a variant whose 20 are under');
console.log('  3,000 steps, so that a pass is long enough to time), played four times; the last three');
console.log("  passes are the engine's speed (the bar), by this thread's CPU time (the wall clock's figure follows; they agree on an");
console.log('  idle machine); the first, cold pass also pays the JavaScript compiler and first-use tables once.');
for (const [id, engine] of Object.entries(ENGINES)) {
  if (!engine) continue;
  const cold = samplePositions(engine, 20, 300);
  // The warm figure is of three more passes together, each of at least 3,000 steps: 20 of Kutai's
  // short games are about 360 steps, a few tens of ms, near the tick at which the thread's CPU time
  // is read, so its figure moved by a third from run to run; such a variant plays more games.
  const games = Math.max(20, Math.ceil((20 * 3000) / Math.max(1, cold.moves)));
  const passes = [0, 1, 2].map(() => samplePositions(engine, games, 300));
  const warm = { moves: 0, ms: 0, cpuMs: 0, positions: (passes[0] as { positions: unknown[] }).positions };
  for (const p of passes) {
    warm.moves += p.moves;
    warm.ms += p.ms;
    warm.cpuMs += p.cpuMs;
  }
  const lt = legalTimings(engine, warm.positions);
  const rate = (moves: number, ms: number) => Math.round((moves / ms) * 1000).toLocaleString('en');
  console.log(
    `  ${id.padEnd(8)} legalMoves over ${warm.positions.length} positions: median ${lt.median.toFixed(3)} ms, p95 ${lt.p95.toFixed(3)} ms, worst ${lt.worst.toFixed(3)} ms (in rounds ${lt.worstInRounds.toFixed(1)} ms, slowest call ${lt.slowestCall.toFixed(1)} ms)`,
  );
  console.log(`  ${''.padEnd(8)} self-play ${rate(warm.moves, warm.cpuMs)} moves/s (wall clock ${rate(warm.moves, warm.ms)}; cold pass ${rate(cold.moves, cold.cpuMs)}; ${games} games a pass, ${Math.round(warm.moves / 3).toLocaleString('en')} steps)`);
}

/** Timing of the next-field question for partial picks, on positions sampled from self-play. */
function nextStepTimings<S>(label: string, engine: VariantEngine<S>, options: OptionValues = {}): void {
  const { positions } = samplePositions(engine, 8, 200, options);
  const cold: number[] = [];
  const warm: number[] = [];
  let rng = 11;
  for (const p of positions) {
    const legal = engine.legalMoves(p);
    if (legal.length === 0) continue;
    // Picks: nothing yet, and the first fields (all but the last) of a few random legal steps.
    const picks: StepField[][] = [[]];
    for (let k = 0; k < 3; k++) {
      let i: number;
      [i, rng] = nextInt(rng, legal.length);
      const fields = stepFields(legal[i] as never);
      for (let n = 1; n < fields.length; n++) picks.push(fields.slice(0, n));
    }
    const text = engine.formatPosition(p);
    for (const pick of picks) {
      const fresh = engine.parsePosition(text, engine.options(p));
      if (!fresh.ok) throw new Error(fresh.error.message);
      let t = performance.now();
      nextChoices(engine.legalMoves(fresh.value), pick);
      cold.push(performance.now() - t);
      t = performance.now();
      nextChoices(legal, pick);
      warm.push(performance.now() - t);
    }
  }
  console.log(
    `  ${label.padEnd(22)} next steps of a partial turn over ${cold.length} picks: cold median ${median(cold).toFixed(3)} ms, p95 ${pct(cold, 0.95).toFixed(3)} ms, worst ${Math.max(...cold).toFixed(3)} ms; warm median ${median(warm).toFixed(3)} ms, p95 ${pct(warm, 0.95).toFixed(3)} ms, worst ${Math.max(...warm).toFixed(3)} ms`,
  );
}

if (process.argv.includes('--engine-only')) process.exit(0);

console.log('\nNext steps of a partly entered turn (target: median under 1 ms)');
for (const [id, engine] of Object.entries(ENGINES)) if (engine) nextStepTimings(id, engine);
if (ENGINES.kutai) nextStepTimings('kutai, four players', ENGINES.kutai, { 'kutai-player-count': 'four' });
nextStepTimings('fixture (tests only)', fixtureEngine);

/** The computer opponent: time of one choice at the club level over positions from seeded self-play. */
console.log('\nComputer opponent: one club choice (a whole turn, by the evaluation), over positions from seeded self-play');
for (const [id, engine] of Object.entries(ENGINES)) {
  const ev = EVALUATIONS[id as keyof typeof EVALUATIONS];
  if (!engine || !ev) continue;
  const { positions } = samplePositions(engine, 3, 120);
  const times: number[] = [];
  for (const p of positions.filter((_, i) => i % 10 === 0)) {
    if (engine.outcome(p).status !== 'ongoing') continue;
    const r = chooseTurn(engine, ev, p, { level: 'club', seed: 1 });
    if (r) times.push(r.ms);
  }
  console.log(`  ${id.padEnd(8)} club choice over ${times.length} positions: median ${median(times).toFixed(1)} ms, worst ${Math.max(...times).toFixed(1)} ms`);
}
console.log('\nStrength, the recorded games (scripts/strength-records.jsonl; npm run strength -- … --record FILE adds to such a file)');
console.log(tableOf([RECORDS]));
console.log('\nStrength, a short run now (npm run strength -- --games N --ms M for a longer one)');
spawnSync(process.execPath, ['scripts/strength.ts', '--games', '2', '--ms', '200', '--turns', '60'], { stdio: 'inherit' });

if (existsSync('dist/index.html')) {
  console.log('\nPage JS (gzip), budgets: before boards ≤ %s KB, with the first board ≤ %s KB', BUDGET_PRE_BOARD / 1024, BUDGET_FIRST_BOARD / 1024);
  const pages = builtPages();
  for (const page of pages) {
    const pre = preBoardJs(page);
    const island = firstIslandJs(page, new Set(pre.files));
    console.log(`  ${page.padEnd(28)} before boards ${(pre.bytes / 1024).toFixed(1)} KB${island ? `, with first board ${((pre.bytes + island.bytes) / 1024).toFixed(1)} KB` : ''}`);
  }
}
