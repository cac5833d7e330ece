/** `/data/schema/variant.json` and `/data/schema/index.json`: the JSON Schemas of the data files (src/data/). */
import type { APIRoute } from 'astro';
import { SCHEMAS } from '../../../site/rules-data.ts';

export function getStaticPaths() {
  return Object.keys(SCHEMAS).map((name) => ({ params: { name } }));
}

export const GET: APIRoute = ({ params }) =>
  new Response(`${JSON.stringify(SCHEMAS[params.name as keyof typeof SCHEMAS], null, 2)}\n`, { headers: { 'Content-Type': 'application/schema+json' } });
