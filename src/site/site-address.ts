/**
 * @packageDocumentation
 * The site's public address (Astro's `site`, issue 41 point 10): what citations, canonical links, link-preview
 * images and the sitemap are written with. Set for a deployment by the environment variable `SITE_URL` when
 * building (`SITE_URL=https://codex.example.org npm run build`); unset, it is the address `npm start` serves,
 * `http://127.0.0.1:4321`, so a build nobody configured cites an address that at least works on the machine
 * that serves it, and says it is local (the card's cite box), rather than a made-up domain.
 */

/** The address `npm start` and `npm run serve` serve the site on. */
export const DEFAULT_SITE = 'http://127.0.0.1:4321';

/** Host names that only reach the machine one is on. */
export const isLocalHost = (hostname: string): boolean =>
  /^(localhost|127(\.\d{1,3}){3}|\[::1\]|::1|0\.0\.0\.0)$/.test(hostname) || hostname.endsWith('.localhost');

/**
 * The site's address from the environment's `SITE_URL` (or the default): an http(s) origin, returned without a
 * trailing slash. Throws, naming the variable, on anything else, so a mistyped address fails the build instead
 * of ending up in every citation. No path: every link on the site starts at the root (`/variants/…`), so the
 * site must be served at the root of its address.
 */
export function siteAddress(value: string | undefined = undefined): string {
  const text = value?.trim() || DEFAULT_SITE;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`SITE_URL “${text}” is not an address; give the site's public address, such as https://codex.example.org`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`SITE_URL “${text}” must start with https:// (or http://)`);
  if (url.search || url.hash || url.pathname !== '/' || url.username || url.password)
    throw new Error(`SITE_URL “${text}” must be an origin only (such as https://codex.example.org): the site is served at the root of its address`);
  return url.origin;
}

/** Astro's `site` as a URL (astro.config.mjs always sets it). */
export function siteUrl(site: URL | undefined): URL {
  if (!site) throw new Error('astro.config.mjs sets `site` from SITE_URL (src/site/site-address.ts); it is missing');
  return site;
}
