// The categories and brands a search suggests as the shopper types (issue 40 §5): the shop's category pages, named
// as shoppers say them ("Dry Dog Food", "Kitten Food", "Science Diet"), each found when its words hold every word of
// the query. Only pages with something on the shopper's shelf are offered.
import { categoryPathFor, selectionQueryString } from '../facet-url';
import { countOptions, facetsFor, SPECIES } from '../facets';
import { linkOnShelf, type Shelf } from '../shelf';
import type { CatalogProduct, Species } from '../types';
import type { Alternative } from './synonyms';
import { groupNeedles, holdsGroup, rankedFields } from './ranking';
import { wordsOf } from './words';

export type CategorySuggestion = { label: string; url: string };

/**
 * A category page as search reads it: its name and address, its words as ranking reads a field (` dry dog food `),
 * and how many products it shows.
 */
export type CategoryPage = CategorySuggestion & { text: string; products: number; order: number };

/** The most categories a suggestion offers. */
export const MAX_CATEGORIES = 4;

const ANIMAL: Record<Species, string> = { dog: 'Dog', cat: 'Cat' };
/** The facets whose options are pages a shopper looks for by name, in the order they are offered on a tie. */
const NAMED_FIELDS = ['food_form', 'lifestage', 'breed_size', 'health_conditions', 'flavor'] as const;
/** "Puppy (under 1 year)" is "Puppy" in a name. */
const shortLabel = (label: string) => label.replace(/\s*\(.*\)$/, '');
const YOUNG = new Set(['Puppy', 'Kitten']);

/** A category's name as shops say it: "Dry Dog Food", "Dog Treats", "Kitten Food", "Chicken Cat Food". */
export function categoryLabel(field: string, optionLabel: string, species: Species): string {
  const animal = ANIMAL[species];
  const short = shortLabel(optionLabel);
  if (field === 'food_form')
    return short === 'Treats' ? `${animal} Treats` : `${short.replace(/ Food$/, '')} ${animal} Food`;
  if (field === 'lifestage' && YOUNG.has(short)) return `${short} Food`;
  return `${short} ${animal} Food`;
}

/** Every category page of the shelf that shows at least one of its products: brands, species, then the named facets. */
export function categoryPages(shelf: Shelf, catalogue: readonly CatalogProduct[]): CategoryPage[] {
  const { site } = shelf;
  const pages: CategoryPage[] = [];
  const add = (label: string, url: string, extraWords: string, products: number) => {
    if (products > 0 && linkOnShelf(url, shelf))
      pages.push({
        label,
        url,
        text: rankedFields({ title: wordsOf(`${label} ${extraWords}`).join(' '), brand: '', flavor: '' }).title,
        products,
        order: pages.length,
      });
  };
  const all = countOptions(catalogue, {}, site, null);
  for (const option of facetsFor(site, null).find((f) => f.field === 'brand')?.options ?? [])
    add(option.label, `/products${selectionQueryString({ brand: [option.slug] })}`, '', all.brand?.[option.slug] ?? 0);
  for (const species of SPECIES) {
    const counts = countOptions(catalogue, { species: [species] }, site, species);
    add(`${ANIMAL[species]} Food`, categoryPathFor(species, 'species'), '', counts.species?.[species] ?? 0);
    const facets = facetsFor(site, species);
    for (const field of NAMED_FIELDS) {
      const facet = facets.find((f) => f.field === field);
      for (const option of facet?.options ?? [])
        add(
          categoryLabel(field, option.label, species),
          categoryPathFor(species, field, option.slug),
          `${species} ${option.label}`,
          counts[field]?.[option.slug] ?? 0,
        );
    }
  }
  return pages;
}

/**
 * The pages whose words hold every group of the query (any one alternative of each, as ranking matches a field), the
 * shortest names first (the closest to what was typed), then the ones with most products, then brands before
 * categories.
 */
export function matchingCategories(
  pages: readonly CategoryPage[],
  groups: readonly (readonly Alternative[])[],
  limit = MAX_CATEGORIES,
): CategorySuggestion[] {
  if (groups.length === 0) return [];
  const needles = groupNeedles(groups);
  return pages
    .filter((page) => needles.every((group) => holdsGroup(page.text, group)))
    .sort(
      (a, b) => a.label.split(' ').length - b.label.split(' ').length || b.products - a.products || a.order - b.order,
    )
    .slice(0, limit)
    .map(({ label, url }) => ({ label, url }));
}
