// The breadcrumb state kept in browser local storage (spec 000 §2): previous and current page kind, the last search,
// the listing filters and the breadcrumb-click flag. Listing filters live in the URL; the stored copy is what a
// breadcrumb click back to the listing restores, and the clearing rule decides when it is forgotten.
import { BREADCRUMB_STORAGE_KEYS as KEYS, pageKindOf, shouldClearListingFilters, type PageKind } from './breadcrumbs';

export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** What one page view does to the stored state. */
export function trackPageView(storage: KeyValueStore, pathname: string, search: string): PageKind {
  const current = pageKindOf(pathname, search);
  const previous = (storage.getItem(KEYS.currentPageKind) as PageKind | null) || null;
  const clicked = storage.getItem(KEYS.breadcrumbClicked) === 'true';
  if (previous) storage.setItem(KEYS.previousPageKind, previous);
  storage.setItem(KEYS.currentPageKind, current);
  storage.removeItem(KEYS.breadcrumbClicked);

  const params = new URLSearchParams(search);
  const query = params.get('search');
  if (query) storage.setItem(KEYS.lastSearchQuery, query);
  if (shouldClearListingFilters(previous, current, clicked)) storage.removeItem(KEYS.listingFilters);
  if (current === 'product listing') {
    params.delete('page');
    const filters = params.toString();
    if (filters) storage.setItem(KEYS.listingFilters, filters);
  }
  return current;
}

/** A breadcrumb was followed; a click back to the listing returns to its last filters. */
export function followBreadcrumb(storage: KeyValueStore, href: string): string {
  storage.setItem(KEYS.breadcrumbClicked, 'true');
  const filters = storage.getItem(KEYS.listingFilters);
  return href === '/products' && filters ? `/products?${filters}` : href;
}
