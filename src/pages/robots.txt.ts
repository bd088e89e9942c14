import type { APIRoute } from 'astro';
import { siteOrigin } from '../lib/site/config.server';
import { robotsTxt } from '../lib/site/sitemap';

export const GET: APIRoute = ({ request, url }) =>
  new Response(robotsTxt(siteOrigin(request, url)), {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
