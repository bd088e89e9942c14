// One listing: the shopper's shelf of the catalogue, searched, filtered by the facets, sorted and paged, with the facet counts.
// Counting every option of every facet costs more than the rest, and the next page or another sort of the same
// selection has the same counts, so they are kept as long as the catalogue is.
import type { Db } from '../db/connect.server';
import { catalogueDerivedCache, shelfCatalogue } from './catalogue.server';
import { facetCountsKey } from './facet-counts-key';
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
import { searchProducts } from './search';
import type { Shelf } from './shelf';
import type { CatalogProduct } from './types';

export type ListingRequest = {
  selection: Selection;
  sort: SortKey | null;
  page: number;
  limit: number;
  search?: string | undefined;
  /** Whether the shopper can buy a SKU where they are: Featured puts what they cannot after what they can. */
  available?: ((sku: string) => boolean) | undefined;
};
export type Listing = ListingPage<CatalogProduct> & {
  facets: readonly FacetDefinition[];
  counts: FacetCounts;
  sort: SortKey;
};

// Keys carry the shopper's search and selection, so they are bounded.
const countsCache = catalogueDerivedCache<FacetCounts>(500);

export async function listProducts(db: Db, shelf: Shelf, request: ListingRequest): Promise<Listing> {
  const { site } = shelf;
  const species = selectedSpecies(request.selection);
  const catalogue = await shelfCatalogue(db, shelf);
  const searching = Boolean(request.search?.trim());
  const pool = searching ? searchProducts(catalogue, request.search ?? '') : catalogue;
  // Search results keep their relevance order unless the shopper picks a sort.
  const sort = request.sort ?? 'featured';
  const key = facetCountsKey(shelf, species, request.search ?? '', request.selection);
  const counts = await countsCache.get(key, async () => countOptions(pool, request.selection, site, species));
  const matching = sortProducts(filterProducts(pool, request.selection, site, species), sort, request.available);
  return { ...paginate(matching, request.page, request.limit), facets: facetsFor(site, species), counts, sort };
}
