// @ts-check
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';
import react from '@astrojs/react';

export default defineConfig({
  site: 'https://paisho-codex.example',
  integrations: [
    starlight({
      title: 'Pai Sho Codex',
      sidebar: [
        { label: 'Start', items: [{ label: 'Home', link: '/' }] },
      ],
    }),
    react(),
  ],
});
