/**
 * Serves the built site (`dist/`) the way a real host does, through Astro's own preview server
 * (Vite's preview: `sirv` for the files, `@polka/compression` for gzip, Astro's 404 page and
 * trailing-slash handling). No server code of our own. On 127.0.0.1 only; port 0 picks a free port.
 *
 * Used by the browser tests, the screenshots and the benchmark; by hand it is `npm run serve`
 * (which runs `astro preview` directly).
 */
import { preview } from 'astro';

export interface Served {
  readonly url: string;
  stop(): Promise<void>;
}

export async function serveDist(port = 0): Promise<Served> {
  const server = await preview({ root: process.cwd(), server: { host: '127.0.0.1', port }, logLevel: 'error' });
  return { url: `http://127.0.0.1:${server.port}`, stop: () => server.stop() };
}
