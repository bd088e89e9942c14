// Product page breadcrumbs, kept per product parent name (spec 000 §2 Breadcrumbs): every flavour and size of a
// product shares the trail worked out for the first of them, for as long as the catalogue is kept.
import { isStaffSite, type SiteId } from '../site/site';
import { breadcrumbCacheKey, productTrail, type Crumb } from './breadcrumbs';
import { catalogueDerivedCache } from './catalogue.server';
import type { CatalogProduct } from './types';

// Keys come from the catalogue's own titles, so there are never more than it has products.
const trails = catalogueDerivedCache<Crumb[]>();

export function productBreadcrumbs(
  site: SiteId,
  product: Pick<CatalogProduct, 'title' | 'attributes'>,
): Promise<Crumb[]> {
  return trails.get(`${breadcrumbCacheKey(product.title)}:${site}`, async () =>
    productTrail(product, isStaffSite(site)),
  );
}
