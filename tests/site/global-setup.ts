/** Serves the built site (dist/) on 127.0.0.1 for the site tests. `npm test` builds it first. */
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { serveStatic } from '../../scripts/serve.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  if (!existsSync('dist/index.html')) throw new Error('dist/ is missing: run `npm run build` first (npm test does).');
  const { server, url } = await serveStatic('dist');
  project.provide('baseUrl', url);
  return () => new Promise<void>((ok) => server.close(() => ok()));
}
