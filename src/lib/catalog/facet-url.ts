// A facet selection as it travels in URLs: the listing's query (?food-form=dry-food,wet-food) and the category paths
// the breadcrumbs link to (/products/dog/pet-age/senior, spec 000 §2 Breadcrumbs).
import { FACETS, SPECIES, type FacetDefinition, type Selection } from './facets';
import type { Species } from './types';
import { parseSizeSlug } from './units';

const facetBySlug = new Map(FACETS.map((facet) => [facet.slug, facet]));
const facetByField = new Map<string, FacetDefinition>(FACETS.map((facet) => [facet.field, facet]));

/** A facet's distinct option slugs in definition order, optionally only those offered for one species. */
function optionSlugs(facet: FacetDefinition, species?: Species): string[] {
  const options = species ? facet.options.filter((o) => o.species.includes(species)) : facet.options;
  return [...new Set(options.map((o) => o.slug))];
}

/** Known slugs only, once each, in the facet's own order, so equal selections give equal URLs. */
const ordered = (facet: FacetDefinition, wanted: readonly string[]) =>
  optionSlugs(facet).filter((slug) => wanted.includes(slug));

export function selectionToQuery(selection: Selection): URLSearchParams {
  const params = new URLSearchParams();
  for (const facet of FACETS) {
    const slugs = ordered(facet, selection[facet.field] ?? []);
    if (slugs.length > 0) params.set(facet.slug, slugs.join(','));
  }
  return params;
}

/** The options of `selection` on facets `fixed` does not set: what a category page's own URL does not already say. */
export function refinementsOf(selection: Selection, fixed: Selection): Selection {
  return Object.fromEntries(Object.entries(selection).filter(([field]) => !(field in fixed)));
}

/**
 * The size a card starts on when the shopper filtered the listing to one weight range (spec 000 §2 three-segment
 * preselect, as `/products/dog/weight/21lb-45lb` does): the route slug that range stands for; none otherwise.
 */
export function weightSlugOf(selection: Selection): string[] {
  const ranges = selection.weight_unit ?? [];
  const species = selection.species?.length === 1 ? selection.species[0] : undefined;
  return ranges.length === 1 && ranges[0] ? [species ?? 'dog', 'weight', ranges[0]] : [];
}

/** `?food-form=dry-food,wet-food&flavor=chicken`, or '' for no selection; slugs never need escaping, so commas stay readable. */
export function selectionQueryString(selection: Selection): string {
  const query = selectionToQuery(selection).toString().replaceAll('%2C', ',');
  return query ? `?${query}` : '';
}

/** Accepts comma lists and repeated keys alike; unknown keys and slugs are dropped. */
export function selectionFromQuery(params: URLSearchParams): Selection {
  const selection: Selection = {};
  for (const [key, facet] of facetBySlug) {
    const wanted = params.getAll(key).flatMap((value) => value.split(',').map((s) => s.trim()));
    const slugs = ordered(facet, wanted);
    if (slugs.length > 0) selection[facet.field] = slugs;
  }
  return selection;
}

const isSpecies = (value: string | undefined): value is Species => (SPECIES as readonly string[]).includes(value ?? '');

/**
 * Spec 000 §2: a weight path may name one size (`/products/dog/weight/15lb`) rather than one of the weight facet's
 * ranges; it stands for the narrowest range of the species that holds the size, or null when none does.
 */
export function weightOptionForSize(facet: FacetDefinition, species: Species, slug: string): string | null {
  const size = parseSizeSlug(slug);
  if (!size) return null;
  const field = size.unit === 'oz' ? 'weight_oz' : 'weight_lbs';
  let best: { slug: string; width: number } | null = null;
  for (const option of facet.options) {
    const { filter } = option;
    if (!option.species.includes(species) || filter.type !== 'range' || filter.field !== field) continue;
    if (size.weight < filter.min || size.weight > filter.max) continue;
    const width = filter.max - filter.min;
    if (!best || width < best.width) best = { slug: option.slug, width };
  }
  return best?.slug ?? null;
}

/**
 * `/products/{species}/{facet-slug}/{option-slug}/…` → the selection it stands for; null when it is no category path
 * (unknown facet or option, an option the species does not have, a facet without its option) so the page can 404.
 * A lone `species` segment is the breadcrumb's species link (`/products/dog/species`).
 */
export function selectionFromCategoryPath(segments: readonly string[]): Selection | null {
  const [species, ...rest] = segments.filter((s) => s !== '');
  if (species === undefined) return {};
  if (!isSpecies(species)) return null;
  const pairs = rest.length === 1 && rest[0] === 'species' ? [] : rest;
  if (pairs.length % 2 === 1) return null;
  const selection: Selection = { species: [species] };
  for (let i = 0; i < pairs.length; i += 2) {
    const facet = facetBySlug.get(pairs[i] ?? '');
    const named = pairs[i + 1] ?? '';
    const option =
      facet?.field === 'weight_unit' && !optionSlugs(facet, species).includes(named)
        ? (weightOptionForSize(facet, species, named) ?? named)
        : named;
    if (!facet || facet.field === 'species' || !optionSlugs(facet, species).includes(option)) return null;
    const chosen = selection[facet.field] ?? [];
    if (!chosen.includes(option)) selection[facet.field] = [...chosen, option];
  }
  return selection;
}

/** The category page of one option for a species; the species facet's own page is `/products/{species}/species`. */
export function categoryPathFor(species: Species, field: string, optionSlug?: string): string {
  if (field === 'species') return `/products/${species}/species`;
  const facet = facetByField.get(field);
  if (!facet || optionSlug === undefined || !optionSlugs(facet, species).includes(optionSlug)) {
    throw new Error(`no category page for ${species} ${field} ${optionSlug ?? '(no option)'}`);
  }
  return `/products/${species}/${facet.slug}/${optionSlug}`;
}
