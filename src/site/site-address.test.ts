import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE, isLocalHost, siteAddress } from './site-address.ts';

describe('the site address (SITE_URL)', () => {
  it('defaults to the address npm start serves', () => {
    expect(siteAddress(undefined)).toBe(DEFAULT_SITE);
    expect(siteAddress('  ')).toBe(DEFAULT_SITE);
  });
  it('takes an http(s) origin, with or without its slash', () => {
    expect(siteAddress('https://codex.example.org/')).toBe('https://codex.example.org');
    expect(siteAddress('https://codex.example.org')).toBe('https://codex.example.org');
  });
  it('refuses what would spoil every citation: not a URL, another scheme, a path, a query', () => {
    for (const bad of ['codex.example.org', 'ftp://codex.example.org', 'https://x.org/codex/', 'https://x.org/?a=1', 'https://u:p@x.org']) expect(() => siteAddress(bad), bad).toThrow(/SITE_URL/);
  });
  it('knows the local hosts', () => {
    for (const h of ['localhost', '127.0.0.1', '127.1.2.3', '[::1]', 'app.localhost']) expect(isLocalHost(h), h).toBe(true);
    for (const h of ['codex.example.org', '128.0.0.1', 'localhost.example.org']) expect(isLocalHost(h), h).toBe(false);
  });
});
