// @ts-check
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';
import react from '@astrojs/react';
import { fileURLToPath } from 'node:url';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import remarkRules from './src/plugins/remark-rules.ts';
import ruleCards from './src/integrations/cards.ts';

const paishoGrammar = JSON.parse(readFileSync(new URL('./src/site/paisho-grammar.json', import.meta.url), 'utf8'));

/**
 * The Variants group of the sidebar, from the pages present: each variant's rules page
 * (`variants/<id>.mdx`) and, when it has one, its open-questions page (`variants/<id>/open-questions.mdx`),
 * grouped under the variant's title. A new variant page appears here without editing this file.
 */
const VARIANT_DIR = new URL('./src/content/docs/variants/', import.meta.url);
const variantSidebar = readdirSync(VARIANT_DIR)
  .filter((f) => f.endsWith('.mdx'))
  .sort()
  .map((f) => {
    const id = f.replace(/\.mdx$/, '');
    const title = /^title:\s*["']?(.+?)["']?\s*$/m.exec(readFileSync(new URL(f, VARIANT_DIR), 'utf8'))?.[1] ?? id;
    if (!existsSync(new URL(`${id}/open-questions.mdx`, VARIANT_DIR))) return { slug: `variants/${id}` };
    return {
      label: title,
      items: [
        { label: 'Rules', slug: `variants/${id}` },
        // Further rules pages (e.g. the Pai Sho Project's harmony and scoring), labelled by their `sidebar.label` frontmatter.
        ...readdirSync(new URL(`${id}/`, VARIANT_DIR))
          .filter((g) => g.endsWith('.mdx') && g !== 'open-questions.mdx')
          .sort()
          .map((g) => ({ label: /^sidebar:\s*\n\s+label:\s*["']?(.+?)["']?\s*$/m.exec(readFileSync(new URL(`${id}/${g}`, VARIANT_DIR), 'utf8'))?.[1] ?? g.replace(/\.mdx$/, ''), slug: `variants/${id}/${g.replace(/\.mdx$/, '')}` })),
        { label: 'Open questions', slug: `variants/${id}/open-questions` },
      ],
    };
  });

export default defineConfig({
  site: 'https://paisho-codex.example',
  trailingSlash: 'ignore',
  // Starlight turns on Astro's prefetch-all script by default: 1.1 KB of JS on every page, and pages
  // fetched on hover that a phone may never open. The JS budget goes to the boards instead.
  prefetch: false,
  markdown: { remarkPlugins: [remarkRules] },
  vite: {
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    // The opponent's worker loads one variant's engine on demand (code splitting needs ES modules).
    worker: { format: 'es' },
  },
  integrations: [
    starlight({
      title: 'Pai Sho Codex',
      description: 'Learn, explore, compare and cite the rules of the fan-made Pai Sho variants, with live boards driven by a real rules engine.',
      logo: { src: './src/assets/logo.svg', alt: 'Pai Sho Codex' },
      favicon: '/favicon.svg',
      customCss: ['./src/styles/codex.css'],
      routeMiddleware: './src/routeData.ts',
      components: {
        Search: './src/components/starlight/Search.astro',
        MarkdownContent: './src/components/starlight/MarkdownContent.astro',
      },
      expressiveCode: { shiki: { langs: [paishoGrammar] }, defaultProps: { wrap: true } },
      sidebar: [
        {
          label: 'Start here',
          items: [
            { label: 'Welcome', link: '/' },
            { label: 'The board', link: '/board/' },
            { label: 'Notation', link: '/notation/' },
          ],
        },
        { label: 'Variants', items: [...variantSidebar, { label: 'Compare variants', link: '/compare/' }] },
        {
          label: 'Reference',
          items: [
            { label: 'Rules index', link: '/rules/' },
            { label: 'Open questions', link: '/open-questions/' },
            { label: 'Glossary', link: '/glossary/' },
            { label: 'Sources', link: '/sources/' },
            { label: 'Share, cite and reuse', link: '/data/' },
          ],
        },
      ],
    }),
    react(),
    ruleCards(),
  ],
});
