// The catalogue's filter facets (spec 001 §3): their definitions, checked once at start, and the rules that use them.
import { z } from 'zod/v4';
import definitions from '../../content/facets.json';
import { SITE_IDS, type SiteId } from '../site/site';
import type { CatalogAttributes, CatalogProduct, Species, WeightUnit } from './types';

export const FACET_FIELDS = [
  'species',
  'brand',
  'lifestage',
  'breed_size',
  'food_form',
  'flavor',
  'health_conditions',
  'weight_unit',
  'pack_type',
  'sub_brand',
] as const;
export type FacetField = (typeof FACET_FIELDS)[number];
type ValueField = Exclude<FacetField, 'weight_unit'>;
const VALUE_FIELDS = FACET_FIELDS.filter((f): f is ValueField => f !== 'weight_unit');
const RANGE_UNITS = { weight_lbs: 'lbs', weight_oz: 'oz' } as const satisfies Record<string, WeightUnit>;

export const SPECIES = ['dog', 'cat'] as const satisfies readonly Species[];
const noRepeats = (list: readonly string[]) => new Set(list).size === list.length;
// Dots are allowed for option slugs such as 2.5oz-13oz (spec 000 §2 product card).
const slug = z.string().regex(/^[a-z0-9]+(?:[.-][a-z0-9]+)*$/, 'a slug is lower-case words joined by hyphens');
const sites = z.array(z.enum(SITE_IDS)).min(1).refine(noRepeats, 'lists a site twice');
const speciesList = z.array(z.enum(SPECIES)).min(1).refine(noRepeats, 'lists a species twice');

const filterSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('value'), field: z.enum(VALUE_FIELDS), value: z.string().min(1) }),
  z
    .strictObject({
      type: z.literal('range'),
      field: z.enum(['weight_lbs', 'weight_oz']),
      min: z.number().nonnegative(),
      max: z.number(),
    })
    .refine((range) => range.min <= range.max, 'a range needs min ≤ max'),
]);

const optionSchema = z.strictObject({
  label: z.string().min(1),
  slug,
  sites,
  species: speciesList,
  filter: filterSchema,
});

const facetSchema = z
  .strictObject({
    field: z.enum(FACET_FIELDS),
    label: z.string().min(1),
    slug,
    navigationLabel: z.string().min(1).optional(),
    sites,
    species: speciesList,
    isNavigation: z.boolean(),
    sort: z.record(z.enum(SITE_IDS), z.number().int()),
    options: z.array(optionSchema).min(1),
  })
  .superRefine((facet, ctx) => {
    const seen = new Set<string>();
    facet.options.forEach((option, i) => {
      const problem = (message: string) => ctx.addIssue({ code: 'custom', message, path: ['options', i] });
      if (option.sites.some((s) => !facet.sites.includes(s)))
        problem(`${facet.field} option ${option.slug} is on a site its facet is not`);
      if (option.species.some((s) => !facet.species.includes(s)))
        problem(`${facet.field} option ${option.slug} is for a species its facet is not`);
      // Weight is the only facet that filters by range; every other option reads its own facet's attribute.
      const { filter } = option;
      const rightFilter =
        facet.field === 'weight_unit'
          ? filter.type === 'range'
          : filter.type === 'value' && filter.field === facet.field;
      if (!rightFilter)
        problem(`${facet.field} option ${option.slug} filters on ${option.filter.field}, not on ${facet.field}`);
      // One slug may name one option per species (lifestage "adult" is adult-dog or adult-cat), never two.
      for (const s of option.species) {
        if (seen.has(`${option.slug}/${s}`))
          problem(`${facet.field} option slug ${option.slug} is used twice for ${s}`);
        seen.add(`${option.slug}/${s}`);
      }
    });
  });

const facetListSchema = z.array(facetSchema).superRefine((facets, ctx) => {
  if (!noRepeats(facets.map((f) => f.field)))
    ctx.addIssue({ code: 'custom', message: 'a facet field is defined twice' });
  if (!noRepeats(facets.map((f) => f.slug))) ctx.addIssue({ code: 'custom', message: 'a facet slug is used twice' });
});

export type FacetDefinition = z.infer<typeof facetSchema>;
export type FacetOption = FacetDefinition['options'][number];
export type FacetFilter = FacetOption['filter'];

/** Throws on a broken definition, so a bad facets.json stops the server at start rather than hiding products. */
export function parseFacets(raw: unknown): FacetDefinition[] {
  const result = facetListSchema.safeParse(raw);
  if (!result.success) throw new Error(`facets.json is not a valid facet list:\n${z.prettifyError(result.error)}`);
  return result.data;
}

export const FACETS: readonly FacetDefinition[] = parseFacets(definitions);

type Scoped = { sites: SiteId[]; species: Species[] };
const fits = (site: SiteId, species: Species | null) => (item: Scoped) =>
  item.sites.includes(site) && (species === null || item.species.includes(species));

const facetsShown = new Map<string, readonly FacetDefinition[]>();

/**
 * The facets a site shows for a species (null: every species), in the site's order, each with only its own options.
 * Made once per site and species (the definitions never change while the server runs); a listing asks several times.
 */
export function facetsFor(site: SiteId, species: Species | null): readonly FacetDefinition[] {
  const key = `${site}:${species ?? ''}`;
  let shown = facetsShown.get(key);
  if (!shown) {
    const visible = fits(site, species);
    shown = FACETS.filter(visible)
      .map((facet) => ({ ...facet, options: facet.options.filter(visible) }))
      .filter((facet) => facet.options.length > 0)
      .sort((a, b) => a.sort[site] - b.sort[site]);
    facetsShown.set(key, shown);
  }
  return shown;
}

const ATTRIBUTE: Record<ValueField, (a: CatalogAttributes) => string | readonly string[]> = {
  species: (a) => a.species,
  brand: (a) => a.brand,
  lifestage: (a) => a.lifestage,
  breed_size: (a) => a.breedSize,
  food_form: (a) => a.foodForm,
  flavor: (a) => a.flavor,
  health_conditions: (a) => a.healthConditions,
  pack_type: (a) => a.packType,
  sub_brand: (a) => a.subBrand,
};

/** A range matches when any variant sold in that unit falls inside it. */
export function matchesOption(product: CatalogProduct, filter: FacetFilter): boolean {
  if (filter.type === 'range') {
    const unit = RANGE_UNITS[filter.field];
    return product.variants.some((v) => v.weightUnit === unit && v.weight >= filter.min && v.weight <= filter.max);
  }
  const found = ATTRIBUTE[filter.field](product.attributes);
  return typeof found === 'string' ? found === filter.value : found.includes(filter.value);
}

/** Facet field → the option slugs chosen in it. */
export type Selection = Record<string, string[]>;
/** Facet field → option slug → how many products that option would leave. */
export type FacetCounts = Record<string, Record<string, number>>;

type Pick = { field: string; options: FacetOption[] };

/** What a selection picks among the visible facets; unknown fields and slugs fall away. */
function picksOf(facets: readonly FacetDefinition[], selection: Selection): Pick[] {
  return facets
    .map((facet) => {
      const wanted = selection[facet.field] ?? [];
      return { field: facet.field, options: facet.options.filter((o) => wanted.includes(o.slug)) };
    })
    .filter((pick) => pick.options.length > 0);
}

// Options of one facet widen (OR); facets narrow (AND).
const matchesPicks = (product: CatalogProduct, picks: Pick[], except?: string) =>
  picks.every((pick) => pick.field === except || pick.options.some((o) => matchesOption(product, o.filter)));

/** A site never offers what it does not sell; a species listing never shows the other species' food. */
const onOffer = (site: SiteId, species: Species | null) => (product: CatalogProduct) =>
  product.attributes.sites.includes(site) && (species === null || product.attributes.species.includes(species));

export function filterProducts<T extends CatalogProduct>(
  products: readonly T[],
  selection: Selection,
  site: SiteId,
  species: Species | null,
): T[] {
  const picks = picksOf(facetsFor(site, species), selection);
  return products.filter(onOffer(site, species)).filter((p) => matchesPicks(p, picks));
}

/** Each option's count is what choosing it would give alongside the other facets' choices (its own facet's are set aside). */
export function countOptions(
  products: readonly CatalogProduct[],
  selection: Selection,
  site: SiteId,
  species: Species | null,
): FacetCounts {
  const facets = facetsFor(site, species);
  const picks = picksOf(facets, selection);
  const offered = products.filter(onOffer(site, species));
  const counts: FacetCounts = {};
  for (const facet of facets)
    counts[facet.field] = countFacet(
      offered.filter((p) => matchesPicks(p, picks, facet.field)),
      facet,
    );
  return counts;
}

/**
 * How many of `products` each of the facet's option slugs matches, in one pass over them: a value option is found by
 * the product's own values (a search over thousands of products had asked every option of every product).
 */
function countFacet(products: readonly CatalogProduct[], facet: FacetDefinition): Record<string, number> {
  const perSlug: Record<string, number> = {};
  const slugsOfValue = new Map<string, string[]>();
  const ranges: FacetOption[] = [];
  let field: ValueField | null = null;
  for (const option of facet.options) {
    perSlug[option.slug] = 0;
    if (option.filter.type === 'range') ranges.push(option);
    else {
      field = option.filter.field;
      const slugs = slugsOfValue.get(option.filter.value) ?? [];
      if (!slugs.includes(option.slug)) slugs.push(option.slug);
      slugsOfValue.set(option.filter.value, slugs);
    }
  }
  const valuesOf = field === null ? null : ATTRIBUTE[field];
  for (const product of products) {
    const hit: string[] = [];
    if (valuesOf) {
      const found = valuesOf(product.attributes);
      for (const value of typeof found === 'string' ? [found] : found)
        for (const slug of slugsOfValue.get(value) ?? []) if (!hit.includes(slug)) hit.push(slug);
    }
    for (const option of ranges)
      if (!hit.includes(option.slug) && matchesOption(product, option.filter)) hit.push(option.slug);
    for (const slug of hit) perSlug[slug] = (perSlug[slug] ?? 0) + 1;
  }
  return perSlug;
}

/** The one species a selection narrows to, if it names exactly one. */
export function selectedSpecies(selection: Selection): Species | null {
  const chosen = SPECIES.filter((s) => (selection.species ?? []).includes(s));
  return chosen.length === 1 ? (chosen[0] ?? null) : null;
}
