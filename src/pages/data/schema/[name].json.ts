/**
 * `/data/schema/variant.json` and `/data/schema/index.json`: the JSON Schemas of the data files (src/data/), each
 * naming as its `$id` its own address on the site (Astro's `site`, from SITE_URL: src/site/site-address.ts).
 */
import type { APIRoute } from 'astro';
import { SCHEMAS } from '../../../site/rules-data.ts';
import { siteUrl } from '../../../site/site-address.ts';

export function getStaticPaths() {
  return Object.keys(SCHEMAS).map((name) => ({ params: { name } }));
}

export const GET: APIRoute = ({ params, site }) => {
  const name = params.name as keyof typeof SCHEMAS;
  const schema = { ...SCHEMAS[name], $id: new URL(`/data/schema/${name}.json`, siteUrl(site)).href };
  return new Response(`${JSON.stringify(schema, null, 2)}\n`, { headers: { 'Content-Type': 'application/schema+json' } });
};
