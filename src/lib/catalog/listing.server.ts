// One listing: the shopper's shelf of the catalogue, searched, filtered by the facets, sorted and paged, with the facet counts.
// Counting every option of every facet costs more than the rest, and the next page or another sort of the same
// selection has the same counts, so they are kept as long as the catalogue is.
import type { Db } from '../db/connect.server';
import { registerDependentCache } from '../site/cache-registry';
import { catalogueDerivedCache, shelfCatalogue } from './catalogue.server';
import { facetCountsKey } from './facet-counts-key';
import { loadKeyOf } from './load-keys';
import {
  countOptions,
  facetsFor,
  filterProducts,
  selectedSpecies,
  type FacetCounts,
  type FacetDefinition,
  type Selection,
} from './facets';
import { paginate, sortProducts, type ListingPage, type SortKey } from './listing';
import { searchCatalogue, type SearchResult } from './search/search.server';
import type { Shelf } from './shelf';
import type { CatalogProduct } from './types';

export type ListingRequest = {
  selection: Selection;
  sort: SortKey | null;
  page: number;
  limit: number;
  search?: string | undefined;
  /** Search the words as typed, without reading a mistyped word as the catalogue's nearest (issue 40 §2). */
  asTyped?: boolean | undefined;
  /** The SKUs the shopper can buy where they are (the region's stock): Featured puts what they cannot after the rest. */
  available?: ReadonlyMap<string, boolean> | undefined;
};
export type Listing = ListingPage<CatalogProduct> & {
  facets: readonly FacetDefinition[];
  counts: FacetCounts;
  sort: SortKey;
  /** The search as corrected ("Showing results for chicken"), when a mistyped word was read as another; else null. */
  corrected: string | null;
};

// Keys carry the shopper's search and selection, so they are bounded.
const countsCache = catalogueDerivedCache<FacetCounts>(500);
/** A selection's products in a sort: the next page, or the same page again, is cut from it. */
const matchingCache = catalogueDerivedCache<CatalogProduct[]>(200);
/**
 * A search's results on a shelf, best first: shoppers search the same words again and again. What a search finds
 * also follows the products' content (ingredients) and the synonyms, so any change an editor publishes clears it.
 */
const searchCache = catalogueDerivedCache<SearchResult>(200);
registerDependentCache('search-results', searchCache);

/**
 * A shelf's products in each sort, worked out once per load of the catalogue and of the region's stock: sorting
 * thousands of products on every request cost more than the rest of the page. Filtering keeps the order, so a
 * selection is cut from the sorted shelf.
 */
const sortedShelves = new WeakMap<readonly CatalogProduct[], Map<string, CatalogProduct[]>>();

function sortedShelf(
  pool: readonly CatalogProduct[],
  sort: SortKey,
  available: ReadonlyMap<string, boolean> | undefined,
): CatalogProduct[] {
  const key = `${sort}:${sort === 'featured' ? loadKeyOf(available) : 0}`;
  let sorts = sortedShelves.get(pool);
  if (!sorts) sortedShelves.set(pool, (sorts = new Map()));
  let sorted = sorts.get(key);
  if (!sorted) {
    sorted = sortProducts(pool, sort, available && ((sku) => available.get(sku) ?? false));
    // Regions' stock is loaded again every few seconds: keep the latest few orders, not one per load.
    if (sorts.size > 16) sorts.clear();
    sorts.set(key, sorted);
  }
  return sorted;
}

export async function listProducts(db: Db, shelf: Shelf, request: ListingRequest): Promise<Listing> {
  const { site } = shelf;
  const species = selectedSpecies(request.selection);
  const catalogue = await shelfCatalogue(db, shelf);
  const search = request.search?.trim() ?? '';
  const asTyped = request.asTyped === true;
  const found = search
    ? await searchCache.get(JSON.stringify([loadKeyOf(catalogue), search, asTyped]), () =>
        searchCatalogue(db, site, catalogue, search, { asTyped }),
      )
    : null;
  const pool = found?.products ?? catalogue;
  // Search results keep their relevance order unless the shopper picks a sort (Featured only puts what is sold out
  // where they are last).
  const sort = request.sort ?? 'featured';
  // The pool's own load key tells a search's results apart (as typed or corrected), so the keys below carry it.
  const key = facetCountsKey(shelf, species, search, request.selection);
  const counts = await countsCache.get(`${key}|${loadKeyOf(pool)}`, async () =>
    countOptions(pool, request.selection, site, species),
  );
  // A shelf's (or a search's) sorts are kept, and so is each selection's cut of them.
  const stockKey = sort === 'featured' ? loadKeyOf(request.available) : 0;
  const matching = await matchingCache.get(`${key}|${loadKeyOf(pool)}|${sort}|${stockKey}`, async () =>
    filterProducts(sortedShelf(pool, sort, request.available), request.selection, site, species),
  );
  return {
    ...paginate(matching, request.page, request.limit),
    facets: facetsFor(site, species),
    counts,
    sort,
    corrected: found?.corrected ?? null,
  };
}
