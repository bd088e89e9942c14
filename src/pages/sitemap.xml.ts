// The sitemap of every public page of this site.
import type { APIRoute } from 'astro';
import { sitemapEntries } from '../lib/catalog/sitemap.server';
import { getDb } from '../lib/db/instance.server';
import { siteOrigin } from '../lib/site/config.server';
import { sitemapXml } from '../lib/site/sitemap';

export const GET: APIRoute = async ({ locals, request, url }) =>
  new Response(sitemapXml(siteOrigin(request, url), await sitemapEntries(await getDb(), locals.site)), {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
