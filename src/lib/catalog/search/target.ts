// Where the header's search form leads (spec 000 §2).

/**
 * Where the site search action (`/search?search=…`, spec 000 §2) leads: the listing's results for a term, every
 * product for an empty search. Null for a bare `/search` with no search parameter, the placeholder with no page.
 */
export function searchTarget(params: URLSearchParams): string | null {
  const term = params.get('search');
  if (term === null) return null;
  return term.trim() ? `/products?search=${encodeURIComponent(term.trim())}` : '/products';
}
