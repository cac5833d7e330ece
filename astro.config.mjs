// @ts-check
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { fileURLToPath } from 'node:url';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import remarkRules from './src/plugins/remark-rules.ts';
import ruleCards from './src/integrations/cards.ts';
import { siteAddress } from './src/site/site-address.ts';

const paishoGrammar = JSON.parse(readFileSync(new URL('./src/site/paisho-grammar.json', import.meta.url), 'utf8'));

/**
 * The Variants group of the sidebar, from the pages present: each variant's name is a link to its
 * rules page (`variants/<id>.mdx`), and when it has a folder `variants/<id>/`, every page in it follows
 * as an indented link: the folder's pages by their `sidebar: order:` (then by name), the open
 * questions last. A new variant page appears here without editing this file.
 *
 * Not a group per variant: Starlight draws a group as a `<details>` whose label only folds it, so in
 * the phone menu tapping a variant's name hid its pages instead of opening it (issue 41). The links
 * under a variant name it in their accessible names ("Basic Pai Sho: Open questions").
 */
const VARIANT_DIR = new URL('./src/content/docs/variants/', import.meta.url);
/** @param {URL} url */
const frontmatter = (url) => readFileSync(url, 'utf8').split(/^---\s*$/m)[1] ?? '';
/** @param {string} fm @param {string} fallback */
const titleOf = (fm, fallback) => /^title:\s*["']?(.+?)["']?\s*$/m.exec(fm)?.[1] ?? fallback;
const variantSidebar = readdirSync(VARIANT_DIR)
  .filter((f) => f.endsWith('.mdx'))
  .sort()
  .flatMap((f) => {
    const id = f.replace(/\.mdx$/, '');
    const title = titleOf(frontmatter(new URL(f, VARIANT_DIR)), id);
    const dir = new URL(`${id}/`, VARIANT_DIR);
    const head = { label: title, slug: `variants/${id}`, attrs: { class: 'ps-side-variant' } };
    if (!existsSync(dir)) return [head];
    const pages = readdirSync(dir)
      .filter((p) => p.endsWith('.mdx') && p !== 'open-questions.mdx')
      .map((p) => {
        const fm = frontmatter(new URL(p, dir));
        // The sidebar label if the page sets one, else its title after the colon ("Basic Pai Sho: endings" → "endings").
        const label = /^\s+label:\s*["']?(.+?)["']?\s*$/m.exec(fm)?.[1] ?? titleOf(fm, p).replace(/^[^:]*:\s*/, '');
        const order = Number(/^\s+order:\s*(\d+)/m.exec(fm)?.[1] ?? 50);
        return { label, slug: `variants/${id}/${p.replace(/\.mdx$/, '')}`, order };
      })
      .sort((a, b) => a.order - b.order || a.slug.localeCompare(b.slug))
      .map(({ label, slug }) => ({ label, slug }));
    const questions = existsSync(new URL('open-questions.mdx', dir)) ? [{ label: 'Open questions', slug: `variants/${id}/open-questions` }] : [];
    const sub = (/** @type {{ label: string, slug: string }} */ p) => ({ ...p, attrs: { class: 'ps-side-sub', 'aria-label': `${title}: ${p.label}` } });
    return [head, ...[...pages, ...questions].map(sub)];
  });

export default defineConfig({
  // The public address citations, canonical links, preview images and the sitemap are written with: the
  // environment's SITE_URL when building for a deployment, else the address `npm start` serves (README, "The
  // site's address"; src/site/site-address.ts).
  site: siteAddress(process.env.SITE_URL),
  trailingSlash: 'ignore',
  // Starlight turns on Astro's prefetch-all script by default: 1.1 KB of JS on every page, and pages
  // fetched on hover that a phone may never open. The JS budget goes to the boards instead.
  prefetch: false,
  markdown: { remarkPlugins: [remarkRules] },
  vite: {
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    plugins: [
      // No module-preload helper: Vite wraps each dynamic import in it (0.9 KB gzip before any board on
      // every page, more in each chunk) to fetch a chunk's imports alongside it. Our dynamic imports load
      // a board's engine or a panel whose imports are mostly on the page already, so it bought little.
      // Two plugins: the second turns preloading off (Astro sets its own `modulePreload`, so in the client
      // environment itself), which leaves every wrapped import with no file to preload; Vite 8 still wraps
      // them and ships the helper (measured 2026-11-29: 0.88 KB gzip before any board, the second plugin
      // alone), so the first replaces the helper with a plain call. No lazy chunk here imports CSS (Astro
      // links a page's CSS itself), the one thing the helper would still have loaded.
      {
        name: 'codex:plain-dynamic-import',
        enforce: 'pre',
        applyToEnvironment: (env) => env.name === 'client',
        resolveId(id) {
          if (id === '\0vite/preload-helper.js') return id;
        },
        load(id) {
          if (id === '\0vite/preload-helper.js') return 'export const __vitePreload = (load) => load();';
        },
      },
      {
        name: 'codex:no-module-preload',
        configEnvironment(name, c) {
          if (name === 'client') c.build = { ...c.build, modulePreload: false };
        },
      },
    ],
    // The opponent's worker loads one variant's engine on demand (code splitting needs ES modules).
    worker: { format: 'es' },
    // The modules every live board needs (drawing, controller, geometry, options, steps) travel in one
    // chunk: left to itself the bundler made a shared geometry chunk carrying other variants' code
    // (about 1 KB more on each page's first board). Modules the pages' own scripts import stay out.
    build: {
      sourcemap: !!process.env.SOURCEMAP,
      rollupOptions: {
        output: {
          codeSplitting: {
            groups: [{ name: 'query', priority: 2, test: /src[\\/]site[\\/]query/ }, { name: 'board', priority: 1, test: /src[\\/](components[\\/]board[\\/](BoardSvg|controller|explorer-geometry|glyphs|harmony-focus|whole)|engine[\\/](geometry|notation[\\/]turn|core[\\/](result|options|steps|reasons|recent|rng)))/ }],
          },
        },
      },
    },
  },
  integrations: [
    starlight({
      title: 'Pai Sho Codex',
      description: 'Learn, explore, compare and cite the rules of the fan-made Pai Sho variants, with live boards driven by a real rules engine.',
      // No alt text: the site title stands beside the logo, so a name on the image would be read twice.
      logo: { src: './src/assets/logo.svg', alt: '' },
      favicon: '/favicon.svg',
      customCss: ['./src/styles/codex.css'],
      routeMiddleware: './src/routeData.ts',
      components: {
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
    // Our own sitemap (Starlight then adds none): the redirects under /r/ and the embeds are marked
    // noindex, so they are left out; every page a search engine should list stays.
    sitemap({ filter: (page) => !/\/(r|embed)\//.test(new URL(page).pathname) }),
    ruleCards(),
  ],
});
