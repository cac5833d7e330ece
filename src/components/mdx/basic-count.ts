/**
 * The browser side of `BasicCount.astro`: recomputes each count table of the page under the page's rule
 * options (`id=choice,…`), with the engine's first chunk. Text only, from the engine; nothing from the address
 * but option ids and choices, which the engine checks.
 */
import { engine, finalCount } from '../../engine/variants/basic/first.ts';

const sign = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

export function follow(optText: string): void {
  const values: Record<string, string> = {};
  for (const part of optText.split(',')) {
    const [k, v] = part.split('=');
    if (k?.startsWith('basic-') && v) values[k] = v;
  }
  const opts = engine.resolveOptions(values);
  for (const t of document.querySelectorAll<HTMLTableElement>('table[data-basic-count]')) {
    const say = t.querySelector('[data-count-outcome]');
    const s = opts.ok ? engine.parsePosition(t.dataset.basicCount ?? '', opts.value) : opts;
    if (!s.ok) {
      if (say) say.textContent = `Under the rule options in force this position cannot be set up, so the table keeps the default count: ${s.error.message}`;
      continue;
    }
    const o = engine.outcome(s.value);
    if (say) say.textContent = o.status === 'ongoing' ? 'Under the rule options in force this game is not over, so nothing is counted yet; the table keeps the default count.' : o.reason;
    if (o.status === 'ongoing') continue;
    finalCount(s.value).forEach((c, i) => {
      const cells = t.tBodies[0]?.rows[i]?.cells;
      if (!cells) return;
      [String(c.running), sign(c.pot), sign(c.protectedPieces), sign(-c.dead)].forEach((x, k) => (cells[k + 1]!.textContent = x));
      const total = cells[5]?.querySelector('strong');
      if (total) total.textContent = String(c.total);
    });
  }
}
