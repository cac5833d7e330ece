/** Rule references in MDX resolve against the engine's ids, and an unknown id fails the build. */
import { describe, expect, it } from 'vitest';
import remarkRules, { resolveRef } from '../../src/plugins/remark-rules.ts';
import { METAS } from '../../src/engine/catalog.ts';

const balance = METAS.balance!;
const rule = balance.rules[0]!;
const option = balance.options[0]!;

const heading = (text: string) => ({ type: 'heading', depth: 2, children: [{ type: 'text', value: text }] });
const link = (url: string, text = '') => ({ type: 'paragraph', children: [{ type: 'link', url, children: text ? [{ type: 'text', value: text }] : [] }] });
const run = (children: unknown[], variant = 'balance', path = 'src/content/docs/guide.mdx') => {
  const tree = { type: 'root', children };
  remarkRules()(tree, { path, data: { astro: { frontmatter: { variant } } } });
  return tree as { children: { type: string; children?: { value?: string; url?: string; children?: { value?: string }[] }[]; data?: { hProperties?: { id?: string } } }[] };
};

describe('rule references', () => {
  it('resolve rules, options, examples and exercises to their anchors', () => {
    expect(resolveRef(`rule:${rule.id}`, 'balance', 'x').href).toBe(`/variants/balance/#${rule.id}`);
    expect(resolveRef(`rule:kutai/${METAS.kutai!.rules[0]!.id}`, 'balance', 'x').text).toContain('Kutai');
    expect(resolveRef(`option:${option.id}`, undefined, 'x').href).toBe(`/variants/balance/open-questions/#${option.id}`);
    expect(resolveRef(`example:${balance.examples[0]!.id}`, 'balance', 'x').href).toContain('#example-');
    expect(resolveRef(`exercise:${balance.exercises[0]!.id}`, 'balance', 'x').href).toContain('#exercise-');
  });
  it.each([
    ['rule:no-such-rule', /unknown rule/],
    ['option:balance-no-such-option', /unknown option/],
    ['example:nope', /unknown example/],
    ['exercise:nope', /unknown exercise/],
    ['rule:nosuchvariant/x', /unknown variant/],
    ['rule:Bad Id', /malformed/],
  ])('%s fails with a clear message', (ref, msg) => {
    expect(() => resolveRef(ref, 'balance', 'page.mdx')).toThrow(msg);
  });
  it('a `rule:<id>` heading becomes the numbered title with the id as anchor, followed by a link to its card and a closed “Cite / source” disclosure', () => {
    const tree = run([heading(`rule:${rule.id}`)]);
    const h = tree.children[0]!;
    expect(h.children?.[0]?.value).toBe(`${rule.number} ${rule.title}`);
    expect(h.data?.hProperties?.id).toBe(rule.id);
    const card = tree.children[1] as unknown as { data: { hName: string; hProperties: { href: string } }; children: { value?: string }[] };
    expect([card.data.hName, card.data.hProperties.href, card.children[0]?.value]).toEqual(['a', `/rules/balance/${rule.id}/`, 'Card']);
    const cite = tree.children[2] as unknown as { data: { hName: string }; children: { data?: { hName?: string }; value?: string; children?: { value?: string }[] }[] };
    expect(cite.data.hName).toBe('details');
    expect(cite.children[0]?.data?.hName).toBe('summary');
    expect(cite.children[0]?.children?.[0]?.value).toBe('Cite / source');
    const flat = (n: { value?: string; children?: unknown[] }): string => (n.value ?? '') + (n.children ?? []).map((c) => flat(c as { value?: string })).join('');
    const text = cite.children.slice(1).map(flat).join('');
    expect(text).toContain(`balance/${rule.id}`);
    expect(text).toContain(`rule ${rule.number}`);
    // The source by name (title, where published, author), linked to its entry on the Sources page; never its file.
    expect(text).toContain('Source: “Balance Pai Sho”, with its comments (a community wiki page; by Eun_Mi_89, by its thread’s account)');
    const link = cite.children.find((c) => (c as { type?: string }).type === 'link') as unknown as { url: string } | undefined;
    expect(link?.url).toBe('/sources/#balance-page');
    expect(text).not.toContain(rule.sources[0]!.file);
    expect(text).not.toMatch(/\d{3}_[0-9a-f]{16}\.txt/);
  });
  it('the open-questions page of a variant needs no rule headings', () => {
    expect(() => run([link(`option:${option.id}`)], 'balance', 'src/content/docs/variants/balance/open-questions.mdx')).not.toThrow();
  });
  it('an empty link text is filled in from the metadata', () => {
    const tree = run([link(`rule:${rule.id}`)]);
    const a = tree.children[0]!.children![0]!;
    expect(a.url).toBe(`/variants/balance/#${rule.id}`);
    expect(a.children?.[0]?.value).toContain(rule.number);
  });
  it('an unknown heading id, a duplicate heading, or a missing rule on a variant page fails', () => {
    expect(() => run([heading('rule:no-such-rule')])).toThrow(/unknown rule/);
    expect(() => run([heading(`rule:${rule.id}`), heading(`rule:${rule.id}`)])).toThrow(/two headings/);
    expect(() => run([heading(`rule:${rule.id}`)], 'balance', 'src/content/docs/variants/balance.mdx')).toThrow(/without a heading/);
  });
});

describe('rule headings as the MDX parser delivers them', () => {
  it('reads `rule:<id>` split into text and a text directive', () => {
    const h = { type: 'heading', depth: 3, children: [{ type: 'text', value: 'rule' }, { type: 'textDirective', name: rule.id, children: [] }] };
    const tree = run([h]);
    expect(tree.children[0]!.data?.hProperties?.id).toBe(rule.id);
  });
});
