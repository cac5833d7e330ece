/**
 * Lighthouse (mobile) over the sampled pages (`sampledPages` in `budget.ts`: every page but the
 * per-rule and per-board families, and the first, last and largest page of each family with its first
 * worked example and exercise; about 70 pages, some 25 minutes here), not all 600-odd pages (about
 * three and a half hours). `node scripts/lighthouse.ts [MIN_SCORE] [MAX_DOM]` after `npm run build`.
 * The measuring is the team's tool (`../shared/tools/lighthouse-pages.sh`, or the path in
 * `LIGHTHOUSE_PAGES`), run on a copy of `dist` that keeps only the sampled pages' HTML. Run it on an
 * idle machine: its blocking time is measured from the page's real work, and another process on the
 * cores shows up in it (a page near 95 can read a few points lower or higher from one run to the next).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { builtPages, sampledPages } from './budget.ts';

const tool = resolve(process.env.LIGHTHOUSE_PAGES ?? '../shared/tools/lighthouse-pages.sh');
if (!existsSync(tool)) {
  console.error(`lighthouse: no measuring tool at ${tool} (set LIGHTHOUSE_PAGES to the path of lighthouse-pages.sh)`);
  process.exit(2);
}
if (!existsSync('dist/index.html')) {
  console.error('lighthouse: dist/ is missing; run npm run build first');
  process.exit(2);
}
const keep = new Set(sampledPages());
const copy = mkdtempSync(join(tmpdir(), 'lh-dist-'));
cpSync('dist', copy, { recursive: true });
for (const page of builtPages()) if (!keep.has(page)) rmSync(join(copy, page, 'index.html'), { force: true });
console.log(`lighthouse: ${keep.size} sampled pages of ${builtPages().length}`);
const r = spawnSync('bash', [tool, copy, ...process.argv.slice(2)], { stdio: 'inherit' });
rmSync(copy, { recursive: true, force: true });
process.exit(r.status ?? 1);
