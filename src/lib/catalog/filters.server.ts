// The facets of a category listing (get-filters-by-handle) with the count each option would give, at most `limit`
// options a facet; null for a path that names no category.
import type { Db } from '../db/connect.server';
import { selectionFromCategoryPath } from './facet-url';
import { listProducts } from './listing.server';
import type { Shelf } from './shelf';

export type CategoryFilter = {
  field: string;
  label: string;
  slug: string;
  options: { label: string; slug: string; count: number; selected: boolean }[];
};

export async function categoryFilters(
  db: Db,
  shelf: Shelf,
  path: string,
  limit: number,
): Promise<{ filters: CategoryFilter[]; total: number } | null> {
  const selection = selectionFromCategoryPath(path.split('/'));
  if (!selection) return null;
  const listing = await listProducts(db, shelf, { selection, sort: null, page: 1, limit: 1 });
  const filters = listing.facets.map((facet) => {
    const seen = new Set<string>();
    const options = facet.options
      .filter((o) => !seen.has(o.slug) && seen.add(o.slug))
      .map((o) => ({
        label: o.label,
        slug: o.slug,
        count: listing.counts[facet.field]?.[o.slug] ?? 0,
        selected: (selection[facet.field] ?? []).includes(o.slug),
      }))
      .slice(0, limit);
    return { field: facet.field, label: facet.navigationLabel ?? facet.label, slug: facet.slug, options };
  });
  return { filters, total: listing.total };
}
