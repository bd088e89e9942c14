// What facet counts are kept under. Counts hang on the shelf (the site, and whether it holds Prescription Diet), the
// species, the search and the selection only (not on sort or page), and one selection written in another order of
// fields or slugs is still the same selection.
import type { Selection } from './facets';
import type { Shelf } from './shelf';
import type { Species } from './types';

export function facetCountsKey(shelf: Shelf, species: Species | null, search: string, selection: Selection): string {
  const chosen = Object.entries(selection)
    .map(([field, slugs]) => [field, [...new Set(slugs)].sort()] as const)
    .filter(([, slugs]) => slugs.length > 0)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  // JSON keeps the parts apart whatever characters a slug or the search holds.
  return JSON.stringify([shelf.site, shelf.prescriptionDiet, species, search.trim(), chosen]);
}
