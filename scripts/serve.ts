/**
 * A small static server for the built site (`dist/`), used by the browser tests
 * and usable by hand: `node scripts/serve.ts [port]`. Serves on 127.0.0.1 only.
 */
import { createServer, type Server } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
  '.pf_meta': 'application/octet-stream',
  '.pf_index': 'application/octet-stream',
  '.pf_fragment': 'application/octet-stream',
};

/** Starts serving `root` on 127.0.0.1:`port` (0 = any free port); resolves with the server and its URL. */
export async function serveStatic(root: string, port = 0): Promise<{ server: Server; url: string }> {
  const base = resolve(root);
  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://x');
      let path = normalize(join(base, decodeURIComponent(url.pathname)));
      if (!path.startsWith(base)) {
        res.writeHead(403).end();
        return;
      }
      let s = await stat(path).catch(() => undefined);
      if (s?.isDirectory()) {
        path = join(path, 'index.html');
        s = await stat(path).catch(() => undefined);
      }
      if (!s) {
        const notFound = await readFile(join(base, '404.html')).catch(() => Buffer.from('Not found'));
        res.writeHead(404, { 'content-type': TYPES['.html'] as string }).end(notFound);
        return;
      }
      res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' });
      res.end(await readFile(path));
    } catch {
      res.writeHead(500).end();
    }
  });
  await new Promise<void>((ok) => server.listen(port, '127.0.0.1', ok));
  const addr = server.address();
  const actual = typeof addr === 'object' && addr ? addr.port : port;
  return { server, url: `http://127.0.0.1:${actual}` };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.argv[2] ?? 4321);
  const { url } = await serveStatic('dist', port);
  console.log(`Pai Sho Codex served at ${url}/`);
}
