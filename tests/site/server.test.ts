/** The site is served like a real host: compressed text, the 404 page, pages with and without the trailing slash. */
import { describe, expect, inject, it } from 'vitest';

const get = (path: string, encoding = 'gzip, br') => fetch(`${inject('baseUrl')}${path}`, { headers: { 'accept-encoding': encoding } });

describe('the static server', () => {
  it('listens on 127.0.0.1', () => {
    expect(new URL(inject('baseUrl')).hostname).toBe('127.0.0.1');
  });
  for (const path of ['/variants/balance/', '/pagefind/pagefind.js']) {
    it(`compresses ${path} when the browser accepts it`, async () => {
      const r = await get(path);
      expect(r.status).toBe(200);
      expect(r.headers.get('content-encoding')).toMatch(/gzip|br/);
    });
  }
  it('sends plain bytes to a client that accepts no compression', async () => {
    const r = await get('/variants/balance/', 'identity');
    expect(r.headers.get('content-encoding')).toBeNull();
    expect(await r.text()).toContain('<html');
  });
  it('answers an unknown page with 404 and the site’s own not-found page', async () => {
    const r = await get('/no-such-page/');
    expect(r.status).toBe(404);
    expect(await r.text()).toContain('Pai Sho Codex');
  });
});
