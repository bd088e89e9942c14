// Reads the catalogue. Each instance holds it in memory and filters there; it is loaded once and kept until its cache
// key is dropped: an import and the studio's cache drop announce it to every instance (within 2 s), and nothing else
// writes products. Loading 20,000 products takes seconds, so it is not done again on a timer. What is worked out from
// it (trails, facet counts) is kept for 30 seconds at most. A site's catalogue carries the deals editors publish
// (skus_with_deal): it is worked out again whenever the catalogue or the site's deals were loaded afresh, so dropping
// the deals' content keys makes them live at once.
import { publishedEntries } from '../content/content.server';
import type { Db } from '../db/connect.server';
import type { SiteId } from '../site/site';
import { TtlCache } from '../site/cache';
import { registerCache } from '../site/cache-registry';
import { dealSkusOf, withListedDeals } from './deals';
import { withRatings } from './ratings';
import { productRatings } from './ratings.server';
import { Alike, productFromRow } from './rows';
import { onShelf, type Shelf } from './shelf';
import type { CatalogProduct, ProductRating, Variant } from './types';
import { variantIndex, type VariantIndex } from './variants';

/** How long what is worked out from the catalogue (trails, facet counts) is kept. */
export const CATALOGUE_TTL_MS = 30_000;
const cache = new TtlCache<CatalogProduct[]>(Number.POSITIVE_INFINITY, Date.now, 1);
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
      db.selectFrom('products').selectAll().where('published', '=', 1).orderBy('position').execute(),
      db.selectFrom('variants').selectAll().execute(),
      db.selectFrom('selling_plans').selectAll().execute(),
    ]);
    const byProduct = new Map<string, typeof variants>();
    for (const v of variants) byProduct.set(v.product_id, [...(byProduct.get(v.product_id) ?? []), v]);
    const alike = new Alike();
    return products.map((p) => productFromRow(p, byProduct.get(p.id) ?? [], plans, alike));
  });
}

type SiteCatalogue = { deals: object; ratings: object; products: CatalogProduct[] };
/** Each load of the catalogue's products per site, for the loads of that site's deals and ratings they were made with. */
const bySite = new WeakMap<CatalogProduct[], Map<SiteId, SiteCatalogue>>();
const NO_RATINGS: ReadonlyMap<string, ProductRating> = new Map();

/**
 * The products sold on a site (Prescription Diet on HPSF only, treats on DTC only), with the deal badge on the
 * variants the site's published skus_with_deal entries list, and on DTC their ratings (the staff site shows no
 * reviews, spec 000 §1). The same array until any of the three loads changes.
 */
export async function siteCatalogue(db: Db, site: SiteId): Promise<CatalogProduct[]> {
  const [catalogue, deals, ratings] = await Promise.all([
    loadCatalogue(db),
    publishedEntries(db, 'skus_with_deal', site),
    site === 'DTC' ? productRatings(db) : NO_RATINGS,
  ]);
  const sites = bySite.get(catalogue) ?? new Map<SiteId, SiteCatalogue>();
  bySite.set(catalogue, sites);
  const kept = sites.get(site);
  if (kept?.deals === deals && kept.ratings === ratings) return kept.products;
  const sold = catalogue.filter((p) => p.attributes.sites.includes(site));
  const products = withRatings(
    withListedDeals(
      sold,
      deals.flatMap((entry) => entry.data.skus.map((item) => item.sku)),
    ),
    ratings,
  );
  sites.set(site, { deals, ratings, products });
  return products;
}

/** Each site catalogue without Prescription Diet, for the shelves that do not hold it. */
const withoutPrescription = new WeakMap<CatalogProduct[], CatalogProduct[]>();

/** The products on one shopper's shelf (shelf.ts): the same array until the site's catalogue changes. */
export async function shelfCatalogue(db: Db, shelf: Shelf): Promise<CatalogProduct[]> {
  const products = await siteCatalogue(db, shelf.site);
  if (shelf.prescriptionDiet) return products;
  let kept = withoutPrescription.get(products);
  if (!kept) withoutPrescription.set(products, (kept = products.filter((p) => onShelf(p, shelf))));
  return kept;
}

export async function productByHandle(db: Db, shelf: Shelf, handle: string): Promise<CatalogProduct | null> {
  return (await shelfCatalogue(db, shelf)).find((p) => p.handle === handle) ?? null;
}

/** In the order asked; unknown handles are left out. */
export async function productsByHandles(db: Db, shelf: Shelf, handles: string[]): Promise<CatalogProduct[]> {
  const byHandle = new Map((await shelfCatalogue(db, shelf)).map((p) => [p.handle, p]));
  return handles.flatMap((h) => byHandle.get(h) ?? []);
}

/** The SKUs with the deal badge on this shelf: tagged badge::deal, or listed by editors. */
export async function dealSkus(db: Db, shelf: Shelf): Promise<string[]> {
  return dealSkusOf(await shelfCatalogue(db, shelf));
}

/** The food with this SKU on this shelf, with its variant; null when there is none. */
export async function findBySku(
  db: Db,
  shelf: Shelf,
  sku: string,
): Promise<{ product: CatalogProduct; variant: Variant } | null> {
  for (const product of await shelfCatalogue(db, shelf)) {
    const variant = product.variants.find((v) => v.sku === sku);
    if (variant) return { product, variant };
  }
  return null;
}

/** What is worked out from a load of the catalogue (or of a site's) once, and kept as long as that load is. */
function perLoad<T>(make: (products: readonly CatalogProduct[]) => T): (products: readonly CatalogProduct[]) => T {
  const made = new WeakMap<readonly CatalogProduct[], T>();
  return (products) => {
    let value = made.get(products);
    if (value === undefined) made.set(products, (value = make(products)));
    return value;
  };
}

/**
 * The variants of a load by id, with their products: an order, a cart or an autoship names a few variants of
 * thousands, so the index is made once per load rather than once per request.
 */
export const indexOfLoad: (products: readonly CatalogProduct[]) => VariantIndex = perLoad(variantIndex);

/** The autoship plans' names by id, as the catalogue's variants offer them. */
export const planNamesOfLoad = perLoad(
  (products) =>
    new Map(products.flatMap((p) => p.variants.flatMap((v) => v.sellingPlans.map((s) => [s.id, s.name] as const)))),
);

export async function catalogueIndex(db: Db): Promise<VariantIndex> {
  return indexOfLoad(await loadCatalogue(db));
}
