// A search's results page in the browser (issue 40 §6): the data layer's view_search_results with the term, the search
// counted for the editors' report (on its first page, before filters narrow it), and a result followed from it.
import { sendSearchEvent } from '../catalog/search/search-events';
import { pushEvent } from './items';

/** The element that holds a search's results, with its term in this attribute. */
export const SEARCH_RESULTS_ATTRIBUTE = 'data-search-results';

export function reportSearchPage(): void {
  const results = document.querySelector<HTMLElement>(`[${SEARCH_RESULTS_ATTRIBUTE}]`);
  const term = results?.getAttribute(SEARCH_RESULTS_ATTRIBUTE);
  if (!results || !term) return;
  pushEvent({ event: 'view_search_results', search_term: term });
  if ('searchCounted' in results.dataset) sendSearchEvent(term, 'results');
  results.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('a[data-card-link]')) sendSearchEvent(term, 'chosen');
  });
}
