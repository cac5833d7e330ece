/** `/data/index.json`: the list of the rules data files (src/site/rules-data.ts). */
import type { APIRoute } from 'astro';
import { checkedJson, dataIndex } from '../../site/rules-data.ts';

export const GET: APIRoute = () => new Response(checkedJson('index', dataIndex(), '/data/index.json'), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
