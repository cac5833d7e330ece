/**
 * Screenshots of built pages, for looking at them: `node scripts/shot.ts /board/ [/other/ …]`.
 * Serves dist/ on a free port (Astro's preview server), opens each path in Debian's Chromium, writes PNGs under test-results/shots/.
 */
import { chromium } from 'playwright-core';
import { mkdir } from 'node:fs/promises';
import { serveDist } from './serve.ts';

const paths = process.argv.slice(2);
const { url, stop } = await serveDist();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
await mkdir('test-results/shots', { recursive: true });
const width = Number(process.env.WIDTH ?? 1280);
const page = await browser.newPage({ viewport: { width, height: 900 } });
for (const p of paths.length ? paths : ['/']) {
  await page.goto(url + p, { waitUntil: 'networkidle' });
  await page.waitForTimeout(Number(process.env.WAIT ?? 300));
  const name = p.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home';
  await page.screenshot({ path: `test-results/shots/${name}.png`, fullPage: process.env.FULL === '1' });
  console.log(`test-results/shots/${name}.png`);
}
await browser.close();
await stop();
