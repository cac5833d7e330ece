/** Every turn written in a `paisho` code block of the pages parses with the engine's notation, and reads back as written. */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatTurnSteps, parseTurnSteps } from '../../src/engine/notation/step.ts';
import { ENGINES } from '../../src/engine/catalog.ts';

// The variants' codes, and the placeholders the notation page uses for steps of variants still to come.
const codes = [...new Set([...Object.values(ENGINES).flatMap((e) => e!.spec.tiles.map((t) => t.code)), 'L', 'C', 'W', 'B'])];
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? files(join(dir, d.name)) : d.name.endsWith('.mdx') ? [join(dir, d.name)] : []));

describe('notation in the pages', () => {
  const blocks = files('src/content/docs').flatMap((f) =>
    [...readFileSync(f, 'utf8').matchAll(/```paisho\n([\s\S]*?)```/g)].map((m) => ({ file: f, text: m[1] as string })),
  );
  it('the pages have notation blocks', () => expect(blocks.length).toBeGreaterThan(0));
  for (const b of blocks) {
    it(`every move in a block of ${b.file} parses`, () => {
      const moves = b.text
        .split('\n')
        .map((l) => l.replace(/#.*$/, '').replace(/^\s*\d+\.\s*/, '').trim())
        .filter(Boolean);
      expect(moves.length).toBeGreaterThan(0);
      for (const m of moves) {
        const r = parseTurnSteps(m, codes);
        expect(r.ok, `${m}: ${r.ok ? '' : r.error.message}`).toBe(true);
        if (r.ok) expect(formatTurnSteps(r.value.map((p) => p.step), r.value.map((p) => p.marks), codes)).toBe(m.replaceAll('_', '+'));
      }
    });
  }
});
