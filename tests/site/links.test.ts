/**
 * Every internal link and anchor on every built page resolves: the target page
 * exists and, for `#fragment` links, carries an element with that id.
 */
import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { builtPages, DIST, readBuilt } from './site.ts';

const pages = builtPages();
const idsOf = new Map<string, Set<string>>();
const ids = (page: string): Set<string> => {
  let s = idsOf.get(page);
  if (!s) {
    const html = readBuilt(join(page, 'index.html'));
    s = new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1] as string));
    idsOf.set(page, s);
  }
  return s;
};

const decode = (s: string) => s.replace(/&amp;/g, '&').replace(/&#x2F;/gi, '/');

describe('internal links and anchors', () => {
  it('the site has its core pages', () => {
    for (const p of ['/', '/board/', '/notation/', '/sources/', '/rules/', '/open-questions/', '/glossary/']) expect(pages).toContain(p);
  });
  it('no page repeats an element id (a link would land on the wrong one; two boards would share clip paths)', () => {
    const repeated: string[] = [];
    for (const page of pages) {
      // Template content is inert until one copy enters the page (the compare page's pairs).
      const html = readBuilt(join(page, 'index.html')).replace(/<template[\s\S]*?<\/template>/g, '');
      const seen = new Set<string>();
      for (const m of html.matchAll(/\sid="([^"]+)"/g)) {
        const id = m[1] as string;
        if (seen.has(id)) repeated.push(`${page}#${id}`);
        seen.add(id);
      }
    }
    expect(repeated).toEqual([]);
  });
  it('the sitemap lists every built page a search engine should index, and no page marked noindex', () => {
    const xml = readBuilt('sitemap-0.xml');
    const listed = new Set([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] as string).pathname));
    const noindex = pages.filter((p) => /<meta name="robots" content="[^"]*noindex/.test(readBuilt(join(p, 'index.html'))));
    expect(noindex.length).toBeGreaterThan(0);
    expect(noindex.filter((p) => listed.has(p))).toEqual([]);
    const missing = pages.filter((p) => !noindex.includes(p) && p !== '/404/' && !listed.has(p));
    expect(missing).toEqual([]);
    expect([...listed].filter((p) => !pages.includes(p))).toEqual([]);
  });
  for (const page of pages) {
    it(`every internal link on ${page} resolves`, () => {
      const html = readBuilt(join(page, 'index.html'));
      const broken: string[] = [];
      for (const m of html.matchAll(/<a\s[^>]*href="([^"]*)"/g)) {
        const raw = decode(m[1] as string);
        if (/^(https?:|mailto:|javascript:|data:)/.test(raw) || raw === '') continue;
        const url = new URL(raw, `http://site${page}`);
        const path = url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`;
        const file = url.pathname.match(/\.[a-z0-9]+$/i) ? join(DIST, url.pathname) : join(DIST, path, 'index.html');
        if (!existsSync(file)) {
          broken.push(`${raw} (no page)`);
          continue;
        }
        const frag = decodeURIComponent(url.hash.slice(1));
        if (frag && !url.pathname.match(/\.[a-z0-9]+$/i) && !ids(path).has(frag)) broken.push(`${raw} (no #${frag})`);
      }
      expect(broken).toEqual([]);
    });
  }
});

describe('table of contents', () => {
  it('on each variant’s open-questions page lists every topic and, under it, every question, each an anchor on the page', async () => {
    const { METAS } = await import('../../src/engine/catalog.ts');
    const { topicAnchor, topicsOf } = await import('../../src/site/topics.ts');
    const { questionsOn } = await import('../../src/site/rule-pages.ts');
    for (const full of Object.values(METAS)) {
      if (!full) continue;
      // The questions whose cards are on a further rules page (site/rule-pages.ts) are listed there instead.
      const meta = { ...full, options: questionsOn(full) };
      const html = readBuilt(join('variants', meta.id, 'open-questions', 'index.html'));
      const toc = /<starlight-toc[\s\S]*?<\/starlight-toc>/.exec(html)?.[0] ?? '';
      const listed = [...toc.matchAll(/href="#([a-z0-9-]+)"/g)].map((m) => m[1]).filter((id) => id !== '_top');
      const expected = topicsOf(meta).flatMap((t) => [topicAnchor(t), ...meta.options.filter((o) => o.topic === t).map((o) => o.id)]);
      expect(listed, meta.id).toEqual(expected);
      for (const t of topicsOf(meta)) expect(html, `${meta.id} #${topicAnchor(t)}`).toMatch(new RegExp(`<h2 id="${topicAnchor(t)}"`));
      for (const o of meta.options) expect(html, `${meta.id} #${o.id}`).toMatch(new RegExp(`<section class="ps-option" id="${o.id}"`));
    }
  });
  it('a question whose card is on a further rules page keeps an anchor on the open-questions page that links to the card', async () => {
    const { METAS } = await import('../../src/engine/catalog.ts');
    const { optionHref } = await import('../../src/site/links.ts');
    const { questionsOn, SUBPAGES } = await import('../../src/site/rule-pages.ts');
    let checked = 0;
    for (const [variant, pages] of Object.entries(SUBPAGES)) {
      const html = readBuilt(join('variants', variant, 'open-questions', 'index.html'));
      for (const slug of Object.keys(pages)) {
        for (const o of questionsOn(METAS[variant as keyof typeof METAS]!, slug)) {
          expect(html, `${variant} #${o.id}`).toContain(`<a id="${o.id}" href="${optionHref(variant, o.id)}"`);
          expect(optionHref(variant, o.id)).toBe(`/variants/${variant}/${slug}/#${o.id}`);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
  it('a further rules page that shows its own open questions lists them in its table of contents, after its own headings', async () => {
    const { METAS } = await import('../../src/engine/catalog.ts');
    const { topicAnchor, topicsOf } = await import('../../src/site/topics.ts');
    const { questionsOn, SUBPAGES } = await import('../../src/site/rule-pages.ts');
    for (const [variant, pages] of Object.entries(SUBPAGES)) {
      for (const slug of Object.keys(pages)) {
        const full = METAS[variant as keyof typeof METAS]!;
        const meta = { ...full, options: questionsOn(full, slug) };
        if (meta.options.length === 0) continue;
        const html = readBuilt(join('variants', variant, slug, 'index.html'));
        const toc = /<starlight-toc[\s\S]*?<\/starlight-toc>/.exec(html)?.[0] ?? '';
        const listed = [...toc.matchAll(/href="#([a-z0-9-]+)"/g)].map((m) => m[1]);
        const expected = topicsOf(meta).flatMap((t) => [topicAnchor(t), ...meta.options.filter((o) => o.topic === t).map((o) => o.id)]);
        expect(listed.slice(-expected.length), `${variant}/${slug}`).toEqual(expected);
        for (const o of meta.options) expect(html).toMatch(new RegExp(`<section class="ps-option" id="${o.id}"`));
      }
    }
  });
});
