// Breadcrumb trails and the page kinds that decide when listing filters reset (spec 000 §2 Breadcrumbs).
import type { CatalogAttributes, CatalogProduct, Species } from './types';
import { BRANDS } from './brands';

export type PageKind =
  | 'product detail'
  | 'product listing'
  | 'category listing'
  | 'search results'
  | 'My Account'
  | 'My Profile'
  | 'My Orders'
  | 'My Order Details'
  | 'My Autoships'
  | 'Address Book'
  | 'HOME'
  | 'Other';

export type Crumb = { label: string; href: string | null };

const SPECIES: readonly string[] = ['dog', 'cat'] satisfies Species[];

const ACCOUNT_PAGES: Record<string, PageKind> = {
  '/account/dashboard': 'My Account',
  '/account/my-profile': 'My Profile',
  '/account/profile': 'My Profile',
  '/account/orders': 'My Orders',
  '/account/autoships': 'My Autoships',
  '/account/address-book': 'Address Book',
};

/** What kind of page a path is, by the route table (spec 000 §2). A `search` query makes any page search results. */
export function pageKindOf(path: string, search: URLSearchParams | string): PageKind {
  const [pathOnly = '', ownQuery = ''] = path.split('#')[0]?.split('?') ?? [];
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  if (query.has('search') || new URLSearchParams(ownQuery).has('search')) return 'search results';
  const segments = pathOnly.split('/').filter(Boolean);
  const clean = `/${segments.join('/')}`;
  if (clean === '/') return 'HOME';
  if (Object.hasOwn(ACCOUNT_PAGES, clean)) return ACCOUNT_PAGES[clean] ?? 'Other';
  if (segments.length === 3 && clean.startsWith('/account/orders/')) return 'My Order Details';
  if (segments[0] !== 'products') return 'Other';
  const rest = segments.slice(1);
  if (rest.length === 0) return 'product listing';
  // `/products/{handle}` and `/products/{brand}/{handle}/{flavor}/{size}` are products; any other depth is a category.
  if (rest.length === 4 || (rest.length === 1 && !SPECIES.includes(rest[0] ?? ''))) return 'product detail';
  return 'category listing';
}

export type PetAge = 'adult' | 'senior' | 'puppy' | 'kitten';

export type ConsumerTrailInput = {
  species?: Species;
  brand?: CatalogAttributes['brand'];
  petAge?: PetAge;
  foodForm?: CatalogAttributes['foodForm'];
  current?: string;
};

const SPECIES_LABELS: Record<Species, string> = { dog: 'Dog', cat: 'Cat' };
const PET_AGES: Record<PetAge, string> = { adult: 'Adult', senior: 'Senior', puppy: 'Puppy', kitten: 'Kitten' };
const FOOD_FORMS: Record<CatalogAttributes['foodForm'], { label: string; slug: string }> = {
  dry: { label: 'Dry Food', slug: 'dry-food' },
  wet: { label: 'Wet Food', slug: 'wet-food' },
  treats: { label: 'Treats', slug: 'treats' },
};

const HOME: Crumb = { label: 'Home', href: '/' };
const ALL_PRODUCTS: Crumb = { label: 'All Products', href: '/products' };

const currentCrumb = (current?: string): Crumb[] => (current?.trim() ? [{ label: current.trim(), href: null }] : []);

/**
 * Home › All Products › Dog › Science Diet › Adult › Dry Food › the product.
 * The category links all live under a species, so without a species only Home, All Products and the page remain.
 */
export function consumerTrail(input: ConsumerTrailInput): Crumb[] {
  const { species, brand, petAge, foodForm, current } = input;
  const trail: Crumb[] = [HOME, ALL_PRODUCTS];
  if (species) {
    const base = `/products/${species}`;
    trail.push({ label: SPECIES_LABELS[species], href: `${base}/species` });
    if (brand) trail.push({ label: BRANDS[brand].label, href: `${base}/brand/${BRANDS[brand].slug}` });
    // The spec's pet-age link is the one with a trailing slash.
    if (petAge) trail.push({ label: PET_AGES[petAge], href: `${base}/pet-age/${petAge}/` });
    if (foodForm)
      trail.push({ label: FOOD_FORMS[foodForm].label, href: `${base}/food-form/${FOOD_FORMS[foodForm].slug}` });
  }
  return [...trail, ...currentCrumb(current)];
}

/** Staff feeding: Catalog, then the filters the shopper picked (not links), then the page. */
export function staffTrail(filterLabels: readonly string[], current?: string): Crumb[] {
  const labels = [...new Set(filterLabels.map((label) => label.trim()).filter(Boolean))];
  return [
    { label: 'Catalog', href: '/products' },
    ...labels.map((label) => ({ label, href: null })),
    ...currentCrumb(current),
  ];
}

/** A product page's trail: Catalog on the staff site; else down through the product's species (if it has one), brand and food form. */
export function productTrail(product: Pick<CatalogProduct, 'title' | 'attributes'>, staff: boolean): Crumb[] {
  if (staff) return staffTrail([], product.title);
  const { species, brand, foodForm, lifestage } = product.attributes;
  const only = species.length === 1 ? species[0] : undefined;
  // A food for one life stage shows it (spec 000 §2 trail: … brand, pet age, food form); an all-ages food does not.
  const ages = [...new Set(lifestage.map((age) => age.replace(/-(dog|cat)$/, '')))].filter((age): age is PetAge =>
    Object.hasOwn(PET_AGES, age),
  );
  const petAge = ages.length === 1 ? ages[0] : undefined;
  return consumerTrail({
    ...(only ? { species: only } : {}),
    brand,
    ...(petAge ? { petAge } : {}),
    foodForm,
    current: product.title,
  });
}

/**
 * Filters belong to one listing: leaving a product for the listing (other than by its breadcrumb) or switching
 * between the product listing and a category listing starts afresh.
 */
export function shouldClearListingFilters(
  previous: PageKind | null,
  current: PageKind,
  breadcrumbClicked: boolean,
): boolean {
  if (previous === 'product detail' && current === 'product listing') return !breadcrumbClicked;
  if (previous === 'product listing' && current === 'category listing') return true;
  return previous === 'category listing' && current === 'product listing';
}

/** What the breadcrumbs keep in browser local storage. */
export const BREADCRUMB_STORAGE_KEYS = {
  previousPageKind: 'breadcrumbs:previous-page-kind',
  currentPageKind: 'breadcrumbs:current-page-kind',
  lastSearchQuery: 'breadcrumbs:last-search-query',
  listingFilters: 'breadcrumbs:listing-filters',
  breadcrumbClicked: 'breadcrumbs:breadcrumb-clicked',
} as const;

/** Product page trails are cached per product parent name; spacing and case do not make a new product. */
export function breadcrumbCacheKey(parentName: string): string {
  return `breadcrumbs:product:${parentName.trim().replace(/\s+/g, ' ').toLowerCase()}`;
}
