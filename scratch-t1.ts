import { readFileSync } from 'node:fs';
import { METAS } from '/work/wt/cite/src/engine/catalog.ts';
import { splitRules, plainText, summaryOf, absoluteLinks } from '/work/wt/cite/src/site/rule-sections.ts';
import { resolveRef } from '/work/wt/cite/src/plugins/remark-rules.ts';
for (const meta of Object.values(METAS)) {
  const src = readFileSync(`/work/wt/cite/src/content/docs/variants/${meta!.id}.mdx`, 'utf8');
  const { sections, preamble } = splitRules(src);
  console.log(meta!.id, sections.length, meta!.rules.length, preamble.length);
  for (const s of sections.slice(0, 40)) {
    const t = plainText(s.body, { meta: meta!, refText: (r) => resolveRef(r, meta!.id, 'x').text, placeCount: () => 'N' });
    if (s.boards.length) console.log('  B', s.rule, JSON.stringify(s.boards.map(b=>b.kind+':'+b.attrs.id)));
    if (/[<>{}*]/.test(t)) console.log('  !!', s.rule, t.slice(0, 300));
  }
  const s0 = sections[1]!;
  console.log(summaryOf(plainText(s0.body, { meta: meta!, refText: (r) => resolveRef(r, meta!.id, 'x').text, placeCount: () => 'N' })));
  const rel = sections.filter(s => /\]\((#|\.)/.test(s.body)).map(s => s.rule);
  console.log(' rel links in', rel.join(','));
}
