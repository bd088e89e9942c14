// Searches that lead straight to a page (issue 40 §6): editors name a search ("science diet") and where it leads; a
// shopper whose search reads the same (case, accents, plurals and punctuation aside) goes there instead of results.
import { countedQuery } from './search-stats';

export type SearchRedirect = { term: string; to: string };

/** Where a search leads instead of its results, or null. */
export function searchRedirectFor(redirects: readonly SearchRedirect[], query: string): string | null {
  const searched = countedQuery(query);
  if (!searched) return null;
  return redirects.find((r) => countedQuery(r.term) === searched)?.to ?? null;
}
