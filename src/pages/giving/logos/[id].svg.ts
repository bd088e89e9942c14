// A cause's logo (its logoUrl), drawn from its name and category; 404 for no such cause.
import type { APIRoute } from 'astro';
import { getDb } from '../../../lib/db/instance.server';
import { logoFacts } from '../../../lib/giving/causes.server';
import { drawCauseLogo } from '../../../lib/giving/logo';
import { svgResponse } from '../../../lib/giving/svg-response';

export const GET: APIRoute = async ({ params }) => {
  const id = params.id ?? '';
  const facts = /^[\w/-]{1,32}$/.test(id) ? await logoFacts(await getDb(), id) : null;
  return facts ? svgResponse(drawCauseLogo(facts.name, facts.categoryId)) : new Response('Not found', { status: 404 });
};
