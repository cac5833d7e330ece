/**
 * Astro integration: writes each rule's prose, cut from its variant's rules page, as a small MDX file
 * (`src/generated/cards/<variant>/<rule>.mdx`, not committed) that the rule's card page renders
 * (`src/pages/rules/[variant]/[rule]/index.astro`). The prose stays written once, on the rules page; the
 * cards compile it through the same MDX pipeline (`<When>` passages, boards, checked `[](rule:…)` links).
 * Runs when Astro starts (build, dev, sync); in dev, an edit to a rules page rewrites its cards.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { METAS } from '../engine/catalog.ts';
import { absoluteLinks, splitRules } from '../site/rule-sections.ts';
import rehypeRuleAnchors from '../plugins/rehype-rule-anchors.ts';

const ROOT = new URL('../../', import.meta.url);
const PAGES = new URL('src/content/docs/variants/', ROOT);
const OUT = new URL('src/generated/cards/', ROOT);

/** The card MDX of one rule: frontmatter naming it, the page's imports, then its prose with absolute links. */
export const cardMdx = (variant: string, rule: string, preamble: string, body: string): string =>
  `---\nvariant: ${variant}\nrule: ${rule}\n---\n${preamble}\n\n${absoluteLinks(body, variant)}\n`;

/** Writes every card's MDX; files whose text is unchanged are left alone, stale ones removed. */
export function writeCards(): number {
  const want = new Map<string, string>();
  for (const meta of Object.values(METAS)) {
    if (!meta) continue;
    const page = new URL(`${meta.id}.mdx`, PAGES);
    if (!existsSync(page)) continue;
    // The rules page, then its further rules pages (variants/<id>/<page>.mdx, not the open questions).
    const dir = new URL(`${meta.id}/`, PAGES);
    const further = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.mdx') && f !== 'open-questions.mdx').sort().map((f) => new URL(f, dir)) : [];
    for (const file of [page, ...further]) {
      const { preamble, sections } = splitRules(readFileSync(file, 'utf8'));
      for (const s of sections) want.set(`${meta.id}/${s.rule}.mdx`, cardMdx(meta.id, s.rule, preamble, s.body));
    }
  }
  const dir = fileURLToPath(OUT);
  if (existsSync(dir)) {
    for (const v of readdirSync(dir)) {
      for (const f of readdirSync(`${dir}/${v}`)) if (!want.has(`${v}/${f}`)) rmSync(`${dir}/${v}/${f}`);
    }
  }
  for (const [rel, text] of want) {
    const file = `${dir}/${rel}`;
    mkdirSync(file.slice(0, file.lastIndexOf('/')), { recursive: true });
    if (!existsSync(file) || readFileSync(file, 'utf8') !== text) writeFileSync(file, text);
  }
  return want.size;
}

export default function cards(): AstroIntegration {
  return {
    name: 'paisho-rule-cards',
    hooks: {
      'astro:config:setup': ({ updateConfig, command }) => {
        writeCards();
        // Added here, after Starlight (this integration comes later), so it runs after Starlight's heading links.
        updateConfig({ markdown: { rehypePlugins: [rehypeRuleAnchors] } });
        if (command !== 'dev') return;
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'paisho-rule-cards-watch',
                configureServer(server) {
                  server.watcher.on('change', (f) => {
                    if (f.startsWith(fileURLToPath(PAGES)) && f.endsWith('.mdx')) writeCards();
                  });
                },
              },
            ],
          },
        });
      },
    },
  };
}
