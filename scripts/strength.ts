/**
 * Strength of the computer levels: seeded games, strong against beginner and strong against club,
 * per variant, the strong seat alternating. `npm run strength -- [--games N] [--ms M] [--nodes K|1s|id=K,…]
 * [--turns T] [--variants a,b] [--against beginner,club] [--seed S] [--record FILE] [--lengths] [--beginner-draws]` (defaults: 20 games per pairing, 1000 ms and 400,000 steps per
 * strong move, 300 turns at most). A game still going at the turn limit counts as unfinished.
 * The win rate counts a win as 1 and a draw or an unfinished game as 0.
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import os from 'node:os';
import { ENGINES } from '../src/engine/catalog.ts';
import { EVALUATIONS } from '../src/engine/evaluations.ts';
import { playMatch } from '../src/engine/core/play.ts';
import { fnv1a, nextInt } from '../src/engine/core/rng.ts';
import { chooseTurn, enumerateTurns, turnOf, type Level, type Turn } from '../src/engine/core/search.ts';

const arg = (name: string, dflt: string): string => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? dflt) : dflt;
};
const games = Number(arg('games', '20'));
/** `--seed S`: the first game's seed (default 1000), so that a long table can be split into runs. */
const seed0 = Number(arg('seed', '1000'));
const ms = Number(arg('ms', '1000'));
/**
 * `--nodes K` (every variant) or `--nodes kutai=30000,iroh=8000,…` (per variant; a variant not
 * named gets 400,000), or `--nodes 1s` for the per-variant budgets below, measured to take about
 * one second a move on this machine (so that, with a large `--ms`, a run is deterministic and can be
 * split across machines).
 */
const ONE_SECOND: Readonly<Record<string, number>> = { kutai: 30000, ancient: 25000, balance: 15000, iroh: 8000, basic: 10000, wiki: 3000 };
const nodesArg = arg('nodes', '400000');
const nodesFor = (id: string): number => {
  if (nodesArg === '1s') return ONE_SECOND[id] ?? 10000;
  if (!nodesArg.includes('=')) return Number(nodesArg);
  for (const part of nodesArg.split(',')) {
    const [k, v] = part.split('=');
    if (k === id) return Number(v);
  }
  return 400000;
};
const maxTurns = Number(arg('turns', '300'));
const only = arg('variants', '').split(',').filter(Boolean);
const against = arg('against', 'beginner,club').split(',').filter(Boolean) as Level[];
/**
 * `--record FILE`: also append one JSON line per game to FILE (see `strength-table.ts`, which
 * sums such records into the table `npm run bench` prints), so that a long table can be run in
 * pieces (`--seed`) and on several machines.
 */
const record = arg('record', '');
/**
 * The commit the engines come from: the last one that changed the code under `src/engine` (with
 * `+` when the work tree has changes there), for the records. A commit elsewhere (a page, a
 * script, the engine's README, a test file) leaves it as it is.
 */
const ENGINE_CODE = ['src/engine', ':(exclude,glob)src/engine/**/*.md', ':(exclude,glob)src/engine/**/*.test.ts'];
const rev = (() => {
  const head = spawnSync('git', ['log', '-1', '--format=%h', '--', ...ENGINE_CODE], { encoding: 'utf8' }).stdout.trim();
  const dirty = spawnSync('git', ['status', '--porcelain', '--', ...ENGINE_CODE], { encoding: 'utf8' }).stdout.trim() !== '';
  return head ? `${head}${dirty ? '+' : ''}` : 'unknown';
})();

/**
 * A short fingerprint of a game (FNV-1a of its last position's notation, with the turn count the
 * record carries beside it): two runs of a seed at different engine commits that give the same
 * fingerprint played the same game, which is how `strength-table.ts` tells that a change left a
 * variant's play as it was.
 */
function fingerprint(text: string): string {
  return fnv1a(text).toString(16).padStart(8, '0');
}

/**
 * `--lengths`: instead of matches, how long random games last (40 seeded games a variant, both
 * seats playing random whole turns, 3,000 turns at most) and how they end: what a turn limit must
 * allow for.
 */
if (process.argv.includes('--lengths')) {
  for (const [id, engine] of Object.entries(ENGINES)) {
    const ev = EVALUATIONS[id as keyof typeof EVALUATIONS];
    if (!engine || !ev || (only.length && !only.includes(id))) continue;
    const lens: number[] = [];
    const ends = new Map<string, number>();
    for (let g = 0; g < 40; g++) {
      const r = playMatch(engine, ev, { seed: 1000 + g, levels: ['beginner', 'beginner', 'beginner', 'beginner'], maxTurns: 3000 });
      lens.push(r.turns);
      const end = r.status === 'unfinished' ? 'unfinished at 3,000' : `${r.status} (${r.rule})`;
      ends.set(end, (ends.get(end) ?? 0) + 1);
    }
    lens.sort((a, b) => a - b);
    console.log(`${id.padEnd(8)} random games' turns: median ${lens[20]}, 10th percentile ${lens[4]}, 90th ${lens[36]}, longest ${lens[39]}; ${[...ends].map(([k, n]) => `${n} ${k}`).join(', ')}`);
  }
  process.exit(0);
}
/**
 * `--beginner-draws`: how often the beginner's own turn ends a game in a draw: seeded games
 * (`--games`, from `--seed`, `--turns` at most) in which the seat the strong level would take
 * (alternating as in the matches) plays a careful random turn, one that does not end the game in a
 * draw or a loss where another turn does not, and the other seat plays the beginner. It counts the
 * games the beginner's turn ended in a draw by a rule, with the stage of the game (from the board's
 * view) in which it happened and how many tiles were still in the hands after it. A draw made
 * while no turn can yet win is one no opponent could have won first (in Balance, complete harmony
 * needs every flower on the board, and with two tiles in the hands at least one is a flower, as
 * the set has one Wheel): their share is a ceiling on the strong level's wins against the beginner.
 */
if (process.argv.includes('--beginner-draws')) {
  for (const [id, engine] of Object.entries(ENGINES)) {
    const ev = EVALUATIONS[id as keyof typeof EVALUATIONS];
    if (!engine || !ev || (only.length && !only.includes(id))) continue;
    const byStage = new Map<string, number>();
    const ends = new Map<string, number>();
    let drawnByBeginner = 0;
    let twoHeld = 0;
    for (let g = 0; g < games; g++) {
      const seed = seed0 + g;
      const careful = seed % 2;
      const c = engine.create({ seed });
      if (!c.ok) throw new Error(c.error.message);
      let s = c.value;
      let rng = seed;
      let end = `unfinished at ${maxTurns}`;
      for (let t = 0; t < maxTurns && engine.outcome(s).status === 'ongoing'; t++) {
        const seat = turnOf(engine, ev, s)[0];
        if (seat === careful) {
          let ts: Turn<unknown>[];
          [ts, rng] = enumerateTurns(engine, ev, s, 400, rng);
          const keep = ts.filter((x) => {
            const o = engine.outcome(x.after);
            return o.status === 'ongoing' || (o.status === 'win' && (o.winners ?? [o.winner]).includes(seat as never));
          });
          const pool = keep.length > 0 ? keep : ts;
          let k: number;
          [k, rng] = nextInt(rng, pool.length);
          const pick = pool[k];
          if (!pick) break;
          s = pick.after;
        } else {
          const stage = engine.view(s).stage ?? '';
          const r = chooseTurn(engine, ev, s, { level: 'beginner', seed: seed * 7919 + t });
          if (!r) break;
          s = r.after;
          const o = engine.outcome(s);
          if (o.status === 'draw') {
            drawnByBeginner++;
            byStage.set(stage, (byStage.get(stage) ?? 0) + 1);
            if (engine.view(s).hands.reduce((n, h) => n + h.size, 0) >= 2) twoHeld++;
          }
        }
      }
      const o = engine.outcome(s);
      if (o.status !== 'ongoing') end = `${o.status} (${o.rule})`;
      ends.set(end, (ends.get(end) ?? 0) + 1);
    }
    console.log(`${id.padEnd(8)} ${games} games (seeds ${seed0}–${seed0 + games - 1}), careful random turns against the beginner: drawn by the beginner's own turn in ${drawnByBeginner}${drawnByBeginner ? ` (${[...byStage].map(([k, n]) => `${n} in the stage “${k}”`).join(', ')}; ${twoHeld} with two tiles or more still in the hands)` : ''}; ends: ${[...ends].map(([k, n]) => `${n} ${k}`).join(', ')}`);
  }
  process.exit(0);
}
const cpus = os.cpus();
console.log(`Strength run: ${new Date().toISOString()}, node ${process.version}, ${cpus.length} × ${cpus[0]?.model ?? 'cpu'}, load average ${os.loadavg().map((x) => x.toFixed(1)).join(' ')}`);
console.log(`Settings: ${games} games per pairing (seeds ${seed0}–${seed0 + games - 1}; the strong seat alternates, seat 0 in even seeds), default options, two seats`);
console.log(`Strong level: ${ms} ms and at most ${nodesArg === '1s' ? `the one-second budget of steps (${Object.entries(ONE_SECOND).map(([k, v]) => `${k} ${v}`).join(', ')})` : `${nodesArg} steps`} per move (whichever runs out first); other seats at the level named; a game still going after ${maxTurns} turns is unfinished`);
console.log(`Command: npm run strength -- --games ${games}${seed0 !== 1000 ? ` --seed ${seed0}` : ''} --ms ${ms} --nodes ${nodesArg} --turns ${maxTurns}${only.length ? ` --variants ${only.join(',')}` : ''} --against ${against.join(',')}`);
console.log('variant  pairing             won  drawn  lost  unfinished  win %   ms/move (mean, worst)   turns (mean, longest)   ends');
for (const [id, engine] of Object.entries(ENGINES)) {
  const ev = EVALUATIONS[id as keyof typeof EVALUATIONS];
  if (!engine || !ev || (only.length && !only.includes(id))) continue;
  for (const other of against) {
    let won = 0, drawn = 0, lost = 0, unfinished = 0, total = 0, choices = 0, worst = 0, turns = 0, longest = 0;
    const ends = new Map<string, number>();
    for (let g = 0; g < games; g++) {
      const strongSeat = (seed0 + g) % 2;
      const levels: Level[] = strongSeat === 0 ? ['strong', other] : [other, 'strong'];
      const r = playMatch(engine, ev, { seed: seed0 + g, levels, timeMs: ms, maxNodes: nodesFor(id), maxTurns });
      if (r.status === 'win') (r.winners.includes(strongSeat) ? won++ : lost++);
      else if (r.status === 'draw') drawn++;
      else unfinished++;
      total += r.totalMs;
      choices += r.choices;
      worst = Math.max(worst, r.slowestMs);
      turns += r.turns;
      longest = Math.max(longest, r.turns);
      if (record)
        appendFileSync(record, JSON.stringify({ variant: id, against: other, seed: seed0 + g, strongSeat, nodes: nodesFor(id), ms, maxTurns, status: r.status, won: r.status === 'win' && r.winners.includes(strongSeat), lost: r.status === 'win' && !r.winners.includes(strongSeat), rule: r.rule, turns: r.turns, msPerMove: +(r.totalMs / Math.max(1, r.choices)).toFixed(1), slowestMs: Math.round(r.slowestMs), rev, game: fingerprint(r.position), date: new Date().toISOString().slice(0, 10) }) + '\n');
      const end = r.status === 'unfinished' ? `unfinished, strong ${(r.values[strongSeat] ?? 0) > 0 ? 'ahead' : 'not ahead'} by the evaluation` : `${r.status} (${r.rule})`;
      ends.set(end, (ends.get(end) ?? 0) + 1);
    }
    const pct = ((won / games) * 100).toFixed(0);
    console.log(`${id.padEnd(8)} strong vs ${other.padEnd(9)} ${String(won).padStart(4)} ${String(drawn).padStart(6)} ${String(lost).padStart(5)} ${String(unfinished).padStart(11)}  ${pct.padStart(4)} %   ${(total / Math.max(1, choices)).toFixed(0)}, ${worst.toFixed(0)} (all seats)   ${(turns / games).toFixed(0)}, ${longest}   ${[...ends].map(([k, n]) => `${n} ${k}`).join(', ')}`);
  }
}
