// What a listing page says about its selection: the breadcrumb input, the chosen options' labels, the heading.
import type { ConsumerTrailInput, PetAge } from './breadcrumbs';
import { facetsFor, selectedSpecies, type Selection } from './facets';
import { SITE_NAMES, type SiteId } from '../site/site';
import { productCountLabel } from './count-labels';
import type { CatalogAttributes } from './types';
import { SORTS, type SortKey } from './listing';

const first = (selection: Selection, field: string) => selection[field]?.[0];

/** The first chosen option of a facet, as the value its filter compares (brand slug `treats` → `hills-treats`). */
function chosenValue(selection: Selection, site: SiteId, field: string): string | undefined {
  const slug = first(selection, field);
  const facet = facetsFor(site, selectedSpecies(selection)).find((f) => f.field === field);
  const option = facet?.options.find((o) => o.slug === slug);
  return option?.filter.type === 'value' ? option.filter.value : undefined;
}

export function trailInput(selection: Selection, site: SiteId): ConsumerTrailInput {
  const petAge = first(selection, 'lifestage');
  return {
    ...(selectedSpecies(selection) ? { species: selectedSpecies(selection)! } : {}),
    ...(chosenValue(selection, site, 'brand')
      ? { brand: chosenValue(selection, site, 'brand') as CatalogAttributes['brand'] }
      : {}),
    ...(petAge && ['adult', 'senior', 'puppy', 'kitten'].includes(petAge) ? { petAge: petAge as PetAge } : {}),
    ...(chosenValue(selection, site, 'food_form')
      ? { foodForm: chosenValue(selection, site, 'food_form') as CatalogAttributes['foodForm'] }
      : {}),
  };
}

/** The facets the consumer breadcrumb walks down (spec 000 §2), in its order: the heading names them in the same. */
const TRAIL_FIELDS: readonly string[] = ['species', 'brand', 'lifestage', 'food_form'];
const trailRank = (field: string) => {
  const rank = TRAIL_FIELDS.indexOf(field);
  return rank < 0 ? TRAIL_FIELDS.length : rank;
};

/**
 * The labels of every chosen option: the staff breadcrumb (spec 000 §2) and the page heading. The facets of the
 * consumer breadcrumb come first in its order, then the rest in facet order, so heading and breadcrumb read alike.
 */
export function selectedLabels(selection: Selection, site: SiteId): string[] {
  const species = selectedSpecies(selection);
  const facets = [...facetsFor(site, species)].sort((a, b) => trailRank(a.field) - trailRank(b.field));
  return facets.flatMap((facet) => {
    const chosen = selection[facet.field] ?? [];
    return [...new Set(facet.options.filter((o) => chosen.includes(o.slug)).map((o) => o.label))];
  });
}

export function listingHeading(selection: Selection, site: SiteId, search: string | null): string {
  if (search) return `Search results for "${search}"`;
  const labels = selectedLabels(selection, site);
  if (labels.length > 0) return labels.join(' · ');
  return site === 'HPSF' ? 'Catalog' : 'Shop All Pet Food';
}

/** A search's results page; `asTyped` searches the words as typed, none read as another (issue 40 §2). */
export const searchHref = (base: string, search: string, asTyped: boolean): string =>
  `${base}?search=${encodeURIComponent(search)}${asTyped ? '&typed=1' : ''}`;

/** The listing's meta description, which search results quote under its title: what it shows and how many. */
export function listingDescription(heading: string, total: number, site: SiteId): string {
  const what = `${heading}: ${productCountLabel(total)}`;
  return site === 'HPSF'
    ? `${what} in the ${SITE_NAMES.HPSF} catalog for clinic, shelter and school staff.`
    : `${what} at ${SITE_NAMES.DTC}, in every size they come in, to buy once or on Autoship.`;
}

/** Sort and page as a listing URL gives them; anything unknown or out of range falls back to the defaults. */
export function listingParams(params: URLSearchParams): { sort: SortKey | null; page: number } {
  const sort = params.get('sort');
  return {
    sort: (SORTS as readonly string[]).includes(sort ?? '') ? (sort as SortKey) : null,
    page: Math.max(1, Math.min(10_000, Number.parseInt(params.get('page') ?? '1', 10) || 1)),
  };
}

/**
 * Where a listing URL whose page lies past the last one goes instead: the last page (the first when nothing matches),
 * with every other parameter kept. Null when the page exists.
 */
export function lastPageLocation(url: URL, pageCount: number): string | null {
  const { page } = listingParams(url.searchParams);
  const last = Math.max(1, pageCount);
  if (page <= last) return null;
  const params = new URLSearchParams(url.searchParams);
  if (last === 1) params.delete('page');
  else params.set('page', String(last));
  const query = params.toString().replaceAll('%2C', ',');
  return `${url.pathname}${query ? `?${query}` : ''}`;
}
