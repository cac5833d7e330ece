/** Serves the built site (dist/) on 127.0.0.1 (a free port) for the site tests, compressed like a real host (scripts/serve.ts). `npm test` builds it first. */
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { serveDist } from '../../scripts/serve.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  if (!existsSync('dist/index.html')) throw new Error('dist/ is missing: run `npm run build` first (npm test does).');
  const { url, stop } = await serveDist();
  project.provide('baseUrl', url);
  return stop;
}
