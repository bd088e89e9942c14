// Reads the catalogue. It is small (a few hundred variants), so each instance holds it for a short time and filters
// in memory; a change to the catalogue is seen within 30 seconds, or at once after clearCatalogueCache. What is worked
// out from it (trails, facet counts) may be a load behind, so within a minute.
import type { Db } from '../db/connect.server';
import type { SiteId } from '../site/site';
import { TtlCache } from '../site/cache';
import { registerCache } from '../site/cache-registry';
import { productFromRow } from './rows';
import type { CatalogProduct, Variant } from './types';

export const CATALOGUE_TTL_MS = 30_000;
const cache = new TtlCache<CatalogProduct[]>(CATALOGUE_TTL_MS);
const derived: { clear(): void }[] = [];

/** A cache of what is worked out from the catalogue: it keeps as long as the catalogue does and is cleared with it. */
export function catalogueDerivedCache<V>(maxEntries?: number): TtlCache<V> {
  const made = new TtlCache<V>(CATALOGUE_TTL_MS, Date.now, maxEntries);
  derived.push(made);
  return made;
}

export function clearCatalogueCache(): void {
  cache.clear();
  for (const each of derived) each.clear();
}
// The catalogue is one load: any key of it drops it all, with what was worked out from it.
registerCache('catalogue', { delete: clearCatalogueCache, clear: clearCatalogueCache });

export function loadCatalogue(db: Db): Promise<CatalogProduct[]> {
  return cache.get('all', async () => {
    const [products, variants, plans] = await Promise.all([
      db.selectFrom('products').selectAll().orderBy('position').execute(),
      db.selectFrom('variants').selectAll().execute(),
      db.selectFrom('selling_plans').selectAll().execute(),
    ]);
    const byProduct = new Map<string, typeof variants>();
    for (const v of variants) byProduct.set(v.product_id, [...(byProduct.get(v.product_id) ?? []), v]);
    return products.map((p) => productFromRow(p, byProduct.get(p.id) ?? [], plans));
  });
}

/** The products sold on a site (Prescription Diet on HPSF only, treats on DTC only). */
export async function siteCatalogue(db: Db, site: SiteId): Promise<CatalogProduct[]> {
  return (await loadCatalogue(db)).filter((p) => p.attributes.sites.includes(site));
}

export async function productByHandle(db: Db, site: SiteId, handle: string): Promise<CatalogProduct | null> {
  return (await siteCatalogue(db, site)).find((p) => p.handle === handle) ?? null;
}

/** In the order asked; unknown handles are left out. */
export async function productsByHandles(db: Db, site: SiteId, handles: string[]): Promise<CatalogProduct[]> {
  const byHandle = new Map((await siteCatalogue(db, site)).map((p) => [p.handle, p]));
  return handles.flatMap((h) => byHandle.get(h) ?? []);
}

/** The SKUs carrying the deal badge on this site. */
export async function dealSkus(db: Db, site: SiteId): Promise<string[]> {
  return (await siteCatalogue(db, site)).flatMap((p) =>
    p.variants.filter((v) => v.badgeTags.includes('deal')).map((v) => v.sku),
  );
}

/** The food with this SKU on this site, with its variant; null when there is none. */
export async function findBySku(
  db: Db,
  site: SiteId,
  sku: string,
): Promise<{ product: CatalogProduct; variant: Variant } | null> {
  for (const product of await siteCatalogue(db, site)) {
    const variant = product.variants.find((v) => v.sku === sku);
    if (variant) return { product, variant };
  }
  return null;
}
