/**
 * Remark plugin: turns rule references in MDX into checked headings and links.
 *
 * - A heading whose whole text is `rule:<id>` becomes "<number> <title>" with the
 *   anchor id `<id>`, a `data-rule` attribute, and after it a closed "Cite / source"
 *   disclosure (`details.rule-meta`): the rule's number, stable id, permalink and
 *   sources, each by name (title, where published, author) linked to its entry on the Sources page. Readers
 *   see words; keys stay one click away, and the file names are in the data files.
 * - A link to `rule:<id>`, `rule:<variant>/<id>`, `option:<id>`, `example:<id>`
 *   or `exercise:<id>` (optionally `<variant>/`) becomes a link to the page
 *   anchor; an empty link text is filled in from the metadata.
 *
 * An unknown id fails the build with a message naming the file and the id.
 * The page's variant comes from its frontmatter `variant`.
 */
import { getMeta } from '../engine/catalog.ts';
import type { VariantMeta } from '../engine/core/types.ts';
import { cardHref, ruleHref, optionHref, exampleHref, exerciseHref } from '../site/links.ts';
import { SUBPAGES, subpageRules } from '../site/rule-pages.ts';
import { citeParts } from '../site/sources.ts';

interface Node {
  type: string;
  depth?: number;
  url?: string;
  value?: string;
  children?: Node[];
  data?: Record<string, unknown>;
  name?: string;
  attributes?: unknown[];
}

/** Text of a node. `rule:board` reaches us as "rule" + a text directive `:board` (Starlight uses remark-directive). */
const textOf = (n: Node): string =>
  (n.type === 'textDirective' ? `:${n.name ?? ''}` : '') + (n.value ?? '') + (n.children ?? []).map(textOf).join('');

function walk(node: Node, f: (n: Node, parent: Node | undefined, index: number) => void, parent?: Node, index = 0): void {
  f(node, parent, index);
  const kids = node.children ?? [];
  for (let i = 0; i < kids.length; i++) walk(kids[i] as Node, f, node, i);
}

function need(meta: VariantMeta | undefined, variant: string, file: string): VariantMeta {
  if (!meta) throw new Error(`${file}: unknown variant “${variant}” (frontmatter \`variant\` or a reference names it).`);
  return meta;
}

/** Resolves a `kind:[variant/]id` reference to an href and default text, or throws. */
export function resolveRef(ref: string, pageVariant: string | undefined, file: string): { href: string; text: string } {
  const m = /^(rule|option|example|exercise):(?:([a-z]+)\/)?([a-z0-9-]+)$/.exec(ref);
  if (!m) throw new Error(`${file}: malformed reference “${ref}”.`);
  const [, kind, v, id] = m as unknown as [string, string, string | undefined, string];
  const variant = v ?? (kind === 'option' ? id.split('-')[0] : pageVariant);
  if (!variant) throw new Error(`${file}: reference “${ref}” needs a variant (page frontmatter \`variant\` or \`${kind}:<variant>/<id>\`).`);
  const meta = need(getMeta(variant), variant, file);
  const cross = variant !== pageVariant;
  const prefix = cross ? `${meta.name} ` : '';
  if (kind === 'rule') {
    const r = meta.rules.find((x) => x.id === id);
    if (!r) throw new Error(`${file}: unknown rule “${id}” of ${meta.name}.`);
    return { href: ruleHref(variant, id), text: `${prefix}rule ${r.number} (${r.title})` };
  }
  if (kind === 'option') {
    const o = meta.options.find((x) => x.id === id);
    if (!o) throw new Error(`${file}: unknown option “${id}” of ${meta.name}.`);
    return { href: optionHref(variant, id), text: `${prefix}open question “${o.title}”` };
  }
  if (kind === 'example') {
    const e = meta.examples.find((x) => x.id === id);
    if (!e) throw new Error(`${file}: unknown example “${id}” of ${meta.name}.`);
    return { href: exampleHref(variant, id, e.page), text: `${prefix}example “${e.title}”` };
  }
  const x = meta.exercises.find((q) => q.id === id);
  if (!x) throw new Error(`${file}: unknown exercise “${id}” of ${meta.name}.`);
  return { href: exerciseHref(variant, id), text: `${prefix}exercise “${x.title}”` };
}

type VFileLike = { path?: string; data?: { astro?: { frontmatter?: Record<string, unknown> } } };

export default function remarkRules(): (tree: any, file: any) => void {
  return (tree: Node, file: VFileLike) => {
    const name = file.path ?? 'page';
    const pageVariant = file.data?.astro?.frontmatter?.variant as string | undefined;
    const seen = new Set<string>();
    const inserts: { parent: Node; index: number; node: Node }[] = [];
    walk(tree, (node, parent, index) => {
      if (node.type === 'heading') {
        const t = textOf(node).trim();
        const m = /^rule:([a-z0-9-]+)$/.exec(t);
        if (!m) return;
        const id = m[1] as string;
        const meta = need(pageVariant ? getMeta(pageVariant) : undefined, pageVariant ?? '(none)', name);
        const rule = meta.rules.find((r) => r.id === id);
        if (!rule) throw new Error(`${name}: heading names unknown rule “${id}” of ${meta.name}.`);
        if (seen.has(id)) throw new Error(`${name}: rule “${id}” has two headings.`);
        seen.add(id);
        node.children = [{ type: 'text', value: `${rule.number} ${rule.title}` }];
        node.data = { ...(node.data ?? {}), hProperties: { id, 'data-rule': id, className: ['rule-heading'] } };
        // Each source by name, linked to its entry on the Sources page (never its file name: the data files keep that).
        const cites: Node[] = rule.sources.flatMap((s, i): Node[] => {
          const c = citeParts(s);
          return [
            ...(i > 0 ? [{ type: 'text', value: '; ' }] : []),
            { type: 'link', url: c.href, children: [{ type: 'text', value: c.name }] },
            ...(c.rest ? [{ type: 'text', value: c.rest }] : []),
          ];
        });
        if (parent) {
          // A "Card" link beside the heading's copy button: the rule alone at its own address (src/pages/rules/).
          inserts.push({
            parent,
            index,
            node: {
              type: 'paragraph',
              data: { hName: 'a', hProperties: { href: cardHref(meta.id, id), className: ['ps-card-link'], 'aria-label': `Card: rule ${rule.number}, ${rule.title}` } },
              children: [{ type: 'text', value: 'Card' }],
            },
          });
          inserts.push({
            parent,
            index,
            node: {
              type: 'paragraph',
              data: {
                hName: 'details',
                hProperties: {
                  className: ['rule-meta'],
                  // Switchable open questions that bear on this rule: the page's option
                  // script notes under the heading when one of them is not at its default.
                  'data-bears': meta.options.filter((o) => o.effect === 'engine' && o.rules.includes(id)).map((o) => o.id).join(' ') || undefined,
                },
              },
              children: [
                { type: 'emphasis', data: { hName: 'summary' }, children: [{ type: 'text', value: 'Cite / source' }] },
                { type: 'text', value: ` ${meta.name}, rule ${rule.number} (${rule.title}) · stable id ${meta.id}/${id} · link ${ruleHref(meta.id, id)}` },
                ...(cites.length ? [{ type: 'text', value: ' · Source: ' }, ...cites] : []),
              ],
            },
          });
        }
      } else if (node.type === 'link' && node.url && /^(rule|option|example|exercise):/.test(node.url)) {
        const { href, text } = resolveRef(node.url, pageVariant, name);
        node.url = href;
        if (textOf(node).trim() === '') node.children = [{ type: 'text', value: text }];
      }
    });
    // Insert source lines after their headings, last first so indexes stay valid.
    for (const ins of inserts.reverse()) ins.parent.children?.splice(ins.index + 1, 0, ins.node);
    // A variant's rules page (variants/<id>.mdx, not its open-questions page) has a heading for every rule but
    // those of its further rules pages (variants/<id>/<page>.mdx, `site/rule-pages.ts`), which have theirs.
    const sub = /variants\/([a-z0-9-]+)\/([a-z0-9-]+)\.mdx?$/.exec(name);
    if (pageVariant && getMeta(pageVariant) && (/variants\/[a-z0-9-]+\.mdx?$/.test(name) || (sub && SUBPAGES[pageVariant]?.[sub[2] as string]))) {
      const meta = getMeta(pageVariant) as VariantMeta;
      const here = sub ? subpageRules(pageVariant, sub[2]) : undefined;
      const elsewhere = new Set(subpageRules(pageVariant));
      const missing = meta.rules.filter((r) => (here ? here.includes(r.id) : !elsewhere.has(r.id)) && !seen.has(r.id)).map((r) => r.id);
      if (missing.length) throw new Error(`${name}: rules without a heading on the page: ${missing.join(', ')}.`);
      const stray = [...seen].filter((id) => (here ? !here.includes(id) : elsewhere.has(id)));
      if (stray.length) throw new Error(`${name}: rule headings that belong on another page of the variant: ${stray.join(', ')}.`);
    }
  };
}
