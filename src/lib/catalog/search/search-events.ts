// The browser's side of counting searches (issue 40 §6): a search made, a result chosen, sent so that it arrives even as
// the page is left for the result (keepalive). Counting is a help to editors: a failure is left alone.
export type SearchEventKind = 'results' | 'chosen' | 'suggestion';

export function sendSearchEvent(query: string, kind: SearchEventKind): void {
  fetch('/api/search/events', {
    method: 'POST',
    keepalive: true,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, kind }),
  }).catch(() => {});
}
