/** The whole project type-checks under the strict tsconfig (engine, components, tests). */
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';

describe('type check', () => {
  it('tsc --noEmit reports no error', () => {
    spawnSync('npx', ['astro', 'sync'], { encoding: 'utf8' });
    const r = spawnSync('npx', ['tsc', '--noEmit', '-p', '.'], { encoding: 'utf8' });
    const errors = (r.stdout + r.stderr).split('\n').filter((l) => /error TS\d+/.test(l));
    expect(errors).toEqual([]);
    expect(r.status).toBe(0);
  }, 180_000);
});
