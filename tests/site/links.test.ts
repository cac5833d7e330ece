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
    for (const p of ['/', '/board/', '/notation/', '/sources/', '/rules/', '/open-questions/']) expect(pages).toContain(p);
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
  it('on each variant page lists every open-question topic under “Open questions”, each a heading on the page', async () => {
    const { METAS } = await import('../../src/engine/catalog.ts');
    const { topicAnchor, topicsOf } = await import('../../src/site/topics.ts');
    for (const meta of Object.values(METAS)) {
      if (!meta) continue;
      const html = readBuilt(join('variants', meta.id, 'index.html'));
      const toc = /<starlight-toc[\s\S]*?<\/starlight-toc>/.exec(html)?.[0] ?? '';
      const listed = [...toc.matchAll(/href="#(questions-[a-z-]+)"/g)].map((m) => m[1]);
      expect(listed, meta.id).toEqual(topicsOf(meta).map(topicAnchor));
      for (const a of listed) expect(html, `${meta.id} #${a}`).toMatch(new RegExp(`<h3 id="${a}"`));
    }
  });
});
