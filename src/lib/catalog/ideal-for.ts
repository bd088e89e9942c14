// "Ideal for" on a product page (issue 37): the food's species, lifestages, breed sizes and health conditions in the
// words of the listing's filters, so the page says what the filters find it by.
import { FACETS, matchesOption } from './facets';
import type { CatalogProduct } from './types';
import type { SiteId } from '../site/site';

const FIELDS = ['species', 'lifestage', 'breed_size', 'health_conditions'] as const;

/** Each field the food has values for, with the filters' label of the field and of each value. */
export function idealFor(product: CatalogProduct, site: SiteId): { label: string; values: string[] }[] {
  return FIELDS.flatMap((field) => {
    const facet = FACETS.find((f) => f.field === field && f.sites.includes(site));
    if (!facet) return [];
    const values = facet.options
      .filter((option) => option.sites.includes(site) && matchesOption(product, option.filter))
      .map((option) => option.label);
    return values.length > 0 ? [{ label: facet.label, values }] : [];
  });
}
