// @ts-check
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';
import react from '@astrojs/react';
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import remarkRules from './src/plugins/remark-rules.ts';

const paishoGrammar = JSON.parse(readFileSync(new URL('./src/site/paisho-grammar.json', import.meta.url), 'utf8'));

export default defineConfig({
  site: 'https://paisho-codex.example',
  trailingSlash: 'ignore',
  markdown: { remarkPlugins: [remarkRules] },
  vite: {
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
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
        { label: 'Variants', items: [{ autogenerate: { directory: 'variants' } }, { label: 'Compare variants', link: '/compare/' }] },
        {
          label: 'Reference',
          items: [
            { label: 'Rules index', link: '/rules/' },
            { label: 'Open questions', link: '/open-questions/' },
            { label: 'Sources', link: '/sources/' },
          ],
        },
      ],
    }),
    react(),
  ],
});
