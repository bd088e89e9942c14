// Every public page of the site for the sitemap: home, listings, the navigation categories of each species,
// the products a guest may see and content pages.
import { publishedEntries } from '../content/content.server';
import type { Db } from '../db/connect.server';
import type { SiteId } from '../site/site';
import type { SitemapEntry } from '../site/sitemap';
import { shelfCatalogue } from './catalogue.server';
import { categoryPathFor } from './facet-url';
import { facetsFor } from './facets';
import { publicShelf } from './shelf';

export async function sitemapEntries(db: Db, site: SiteId): Promise<SitemapEntry[]> {
  const [products, pages] = await Promise.all([
    shelfCatalogue(db, publicShelf(site)),
    publishedEntries(db, 'page', site),
  ]);
  const categories = (['dog', 'cat'] as const).flatMap((species) =>
    facetsFor(site, species)
      .filter((facet) => facet.isNavigation && facet.field !== 'species')
      .flatMap((facet) => facet.options.map((option) => categoryPathFor(species, facet.field, option.slug)))
      .concat(categoryPathFor(species, 'species')),
  );
  return [
    { path: '/' },
    { path: '/products' },
    ...categories.map((path) => ({ path })),
    ...products.map((p) => ({ path: `/products/${p.handle}` })),
    ...pages.map((p) => ({ path: `/${p.key}` })),
    ...['/contact-us', '/sitemap'].map((path) => ({ path })),
  ];
}
