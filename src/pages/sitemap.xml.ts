import type { APIRoute } from 'astro';
import { siteCatalogue } from '../lib/catalog/catalogue.server';
import { categoryPathFor } from '../lib/catalog/facet-url';
import { facetsFor } from '../lib/catalog/facets';
import { publishedEntries } from '../lib/content/content.server';
import { getDb } from '../lib/db/instance.server';
import { siteOrigin } from '../lib/site/config.server';
import { sitemapXml, type SitemapEntry } from '../lib/site/sitemap';

// Every public page of the site: home, listings, the navigation categories of each species, products, content pages.
export const GET: APIRoute = async ({ locals, request, url }) => {
  const db = await getDb();
  const [products, pages] = await Promise.all([
    siteCatalogue(db, locals.site),
    publishedEntries(db, 'page', locals.site),
  ]);
  const categories = (['dog', 'cat'] as const).flatMap((species) =>
    facetsFor(locals.site, species)
      .filter((facet) => facet.isNavigation && facet.field !== 'species')
      .flatMap((facet) => facet.options.map((option) => categoryPathFor(species, facet.field, option.slug)))
      .concat(categoryPathFor(species, 'species')),
  );
  const entries: SitemapEntry[] = [
    { path: '/' },
    { path: '/products' },
    ...categories.map((path) => ({ path })),
    ...products.map((p) => ({ path: `/products/${p.handle}` })),
    ...pages.map((p) => ({ path: `/${p.key}` })),
    ...['/contact-us', '/sitemap'].map((path) => ({ path })),
  ];
  return new Response(sitemapXml(siteOrigin(request, url), entries), {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
};
