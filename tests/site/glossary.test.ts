/**
 * One vocabulary per game (issue 42), on the built pages: every glossary link from a variant's pages (its rules
 * pages, its open questions, its rule cards) lands on an entry of that variant or of every variant, never on another
 * game's meaning; every listed term of a variant (`src/site/glossary-terms.ts`) has its entry; and on each rules
 * page (and each page beside it) the first use of a listed term, in the text a reader sees under the default answers, is a link to it.
 * Reads built files only (no browser).
 */
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { builtPages, readBuilt, readPage, rulesPages } from './site.ts';
import { GLOSSARY_TERMS } from '../../src/site/glossary-terms.ts';
import { METAS } from '../../src/engine/catalog.ts';

/** The glossary's entries: id → the variants it is for (empty: every variant). */
const entries = new Map<string, string[]>(
  [...readBuilt(join('glossary', 'index.html')).matchAll(/<dt id="([^"]+)"(?: data-variants="([^"]*)")?/g)].map((m) => [m[1] as string, (m[2] ?? '').split(' ').filter(Boolean)]),
);
const forVariant = (id: string, variant: string): boolean => {
  const v = entries.get(id);
  return v !== undefined && (v.length === 0 || v.includes(variant));
};

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr']);
/** Elements whose text is not a "use" of a word in the prose: labels, keys, boards, disclosures, scripts. */
const SKIP_TAGS = new Set(['script', 'style', 'svg', 'template', 'code', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'th', 'astro-island', 'nav', 'select', 'button']);
const SKIP_CLASS = /\b(sl-anchor-link|rule-meta|ps-cite|ps-widget|ps-card-link|ps-when-tag|ps-controls|ps-in-force|ps-option)\b/;
const decode = (t: string) =>
  t.replace(/&#x([0-9a-f]+);/gi, (_, h) => String.fromCodePoint(parseInt(h, 16))).replace(/&#(\d+);/g, (_, d) => String.fromCodePoint(Number(d))).replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&nbsp;/g, ' ').replace(/&amp;/g, '&');

/**
 * The prose of a page's main content as a reader sees it by default, with the link each character sits in: hidden
 * elements (other answers' passages), headings, table headers, boards, code, the "Cite / source" disclosures, the
 * text of links to anything but the glossary (a rule's or a question's name) and run-in labels (a bold phrase ending
 * in a full stop, "**A turn.**") left out.
 */
export function prose(html: string): { text: string; hrefs: (string | undefined)[] } {
  const start = html.indexOf('class="sl-markdown-content"');
  const end = html.indexOf('<footer', start);
  const body = html.slice(start, end < 0 ? undefined : end);
  type Frame = { tag: string; skip: boolean; href?: string; strong?: number };
  const stack: Frame[] = [];
  const runs: { text: string; href?: string; strong?: number }[] = [];
  let strongs = 0;
  for (const m of body.matchAll(/<!--[\s\S]*?-->|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|([^<]+)/g)) {
    const top = stack[stack.length - 1];
    if (m[4] !== undefined) {
      if (!top?.skip) runs.push({ text: decode(m[4]), ...(top?.href ? { href: top.href } : {}), ...(top?.strong !== undefined ? { strong: top.strong } : {}) });
      continue;
    }
    if (m[2] === undefined) continue;
    const tag = m[2].toLowerCase();
    const attrs = m[3] ?? '';
    if (m[1]) {
      // Close the nearest open element of this name (the built HTML is well formed).
      for (let i = stack.length - 1; i >= 0; i--) {
        if (stack[i]!.tag === tag) {
          stack.length = i;
          break;
        }
      }
      continue;
    }
    if (VOID.has(tag) || /\/\s*$/.test(attrs)) continue;
    const cls = /\sclass="([^"]*)"/.exec(attrs)?.[1] ?? '';
    const href = tag === 'a' ? /\shref="([^"]*)"/.exec(attrs)?.[1] : top?.href;
    // A link elsewhere (a rule, an open question, a section) names that thing: its words are not a use of a term.
    const named = tag === 'a' && href !== undefined && !href.startsWith('/glossary/');
    const skip = Boolean(top?.skip) || SKIP_TAGS.has(tag) || /\shidden(?=[\s=>]|$)/.test(attrs) || /aria-hidden="true"/.test(attrs) || SKIP_CLASS.test(cls) || named;
    const strong = tag === 'strong' || tag === 'b' ? strongs++ : top?.strong;
    stack.push({ tag, skip, ...(href ? { href } : {}), ...(strong !== undefined ? { strong } : {}) });
  }
  // A run-in label: a bold phrase whose text ends in a full stop.
  const labels = new Set<number>();
  const byStrong = new Map<number, string>();
  for (const r of runs) if (r.strong !== undefined) byStrong.set(r.strong, (byStrong.get(r.strong) ?? '') + r.text);
  for (const [k, t] of byStrong) if (/\.\s*$/.test(t)) labels.add(k);
  let text = '';
  const hrefs: (string | undefined)[] = [];
  for (const r of runs) {
    if (r.strong !== undefined && labels.has(r.strong)) continue;
    text += r.text;
    for (let i = 0; i < r.text.length; i++) hrefs.push(r.href);
  }
  return { text, hrefs };
}

const variants = Object.values(METAS).filter((m) => m !== undefined);

describe('one glossary entry per variant', () => {
  it('every listed term of a variant has an entry for that variant', () => {
    const missing: string[] = [];
    for (const [v, terms] of Object.entries(GLOSSARY_TERMS)) for (const t of terms) if (!forVariant(t.id, v)) missing.push(`${v}: #${t.id}`);
    expect(missing).toEqual([]);
  });

  it('a variant’s pages and cards link only to their own variant’s entries (or shared ones)', () => {
    const wrong: string[] = [];
    let links = 0;
    for (const page of builtPages()) {
      const v = /^\/(?:variants|rules)\/([a-z]+)\//.exec(page)?.[1];
      if (!v || !variants.some((m) => m.id === v)) continue;
      const html = readBuilt(join(page, 'index.html'));
      for (const m of html.matchAll(/href="\/glossary\/#([^"]+)"/g)) {
        links++;
        if (!forVariant(m[1] as string, v)) wrong.push(`${page} → #${m[1]}${entries.has(m[1] as string) ? ` (an entry for ${entries.get(m[1] as string)!.join(', ')})` : ' (no such entry)'}`);
      }
    }
    expect(links).toBeGreaterThan(50);
    expect(wrong).toEqual([]);
  });

  it('on each rules page, the first use of every listed term is a link to its entry', () => {
    const unlinked: string[] = [];
    for (const meta of variants) {
      // The rules pages and every other page beside them (Basic's endings), not the open questions (engine prose).
      const beside = builtPages().filter((p) => p.startsWith(`/variants/${meta.id}/`) && p !== `/variants/${meta.id}/open-questions/`);
      for (const path of [...new Set([...rulesPages(meta.id), ...beside])]) {
        const { text, hrefs } = prose(readPage(path));
        for (const t of GLOSSARY_TERMS[meta.id] ?? []) {
          const m = t.words.exec(text);
          if (!m) continue;
          const href = hrefs[m.index];
          if (href !== `/glossary/#${t.id}`) unlinked.push(`${path}: “${m[0]}” (…${text.slice(Math.max(0, m.index - 50), m.index + 30).replace(/\s+/g, ' ')}…) → ${href ?? 'no link'}, not #${t.id}`);
        }
      }
    }
    expect(unlinked).toEqual([]);
  });

  it('the reading leaves out other answers’ passages, headings and boards (checked on a page)', () => {
    const { text } = prose(readPage('/variants/iroh/'));
    expect(text).toContain('Make a harmony across each');
    expect(text).not.toContain('the spent Knotweed stays');
    expect(text).not.toContain('Cite / source');
    expect(text).not.toMatch(/\d\.\d+ The board/);
  });
});
