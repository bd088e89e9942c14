// A feed may name facet values the shop's filters do not know (a supplier's "chicken-liver"): such a value would never
// be found by a filter, so it is left out of the product and reported (issue 39), and the product is imported.
import { FACETS, type FacetField } from '../facets';
import type { FeedProduct } from './feed-product';
import type { Problem } from './problems';

const CHECKED = {
  lifestage: 'lifestage',
  breedSize: 'breed_size',
  flavor: 'flavor',
  healthConditions: 'health_conditions',
} as const satisfies Partial<Record<keyof FeedProduct, FacetField>>;

const known = new Map<FacetField, Set<string>>(
  FACETS.map((f) => [f.field, new Set(f.options.flatMap((o) => (o.filter.type === 'value' ? [o.filter.value] : [])))]),
);

/** The product with only the facet values the filters know, and a note for each one left out. */
export function withKnownFacets(
  product: FeedProduct,
  where: Pick<Problem, 'line' | 'column'>,
): { product: FeedProduct; notes: Problem[] } {
  const notes: Problem[] = [];
  const kept = { ...product };
  for (const [key, field] of Object.entries(CHECKED) as [keyof typeof CHECKED, FacetField][]) {
    const values = known.get(field) ?? new Set<string>();
    kept[key] = product[key].filter((value) => {
      if (values.has(value)) return true;
      notes.push({
        ...where,
        handle: product.handle,
        message: `"${value}" is not a ${field.replace('_', ' ')} the filters know: left out`,
      });
      return false;
    });
  }
  return { product: kept, notes };
}
