import { z } from 'zod/v4';
import { selectionFromCategoryPath } from '../../../../lib/catalog/facet-url';
import { listProducts } from '../../../../lib/catalog/listing.server';
import { getDb } from '../../../../lib/db/instance.server';
import { postEndpoint } from '../../../../lib/http/endpoint';

const body = z.object({
  handle: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]*(\/[a-z0-9][a-z0-9.-]*)*$/, 'must be a category path such as "dog/food-form/dry-food"')
    .max(300),
  limit: z.number().int().min(1).max(100).default(100),
});

// The facets of a category listing with the count each option would give, at most `limit` options a facet.
export const { POST, ALL } = postEndpoint(body, async ({ handle, limit }, { locals }) => {
  const selection = selectionFromCategoryPath(handle.split('/'));
  if (!selection) return { filters: null };
  const listing = await listProducts(await getDb(), locals.site, { selection, sort: null, page: 1, limit: 1 });
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
});
