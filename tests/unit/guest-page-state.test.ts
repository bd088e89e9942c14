// A guest's Other page keeps its storage as the layout's module would there (spec 000 §2 breadcrumb state,
// §3 client storage): the same storage, run through both, ends the same.
import { describe, expect, it } from 'vitest';
import { keepGuestOtherPageState } from '../../src/lib/account/guest-page-state';
import { clientHints, keepClientHints } from '../../src/lib/account/client-hints';
import { trackPageView } from '../../src/lib/catalog/breadcrumb-state';

function storage(entries: Record<string, string>) {
  const map = new Map(Object.entries(entries));
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, String(v)),
    removeItem: (k: string) => void map.delete(k),
  };
}

const runGuest = (entries: Record<string, string>) => {
  const store = storage(entries);
  keepGuestOtherPageState(store);
  return Object.fromEntries(store.map);
};
const runModule = (entries: Record<string, string>, path: string) => {
  const store = storage(entries);
  keepClientHints(store, clientHints(null));
  expect(trackPageView(store, path, '')).toBe('Other');
  return Object.fromEntries(store.map);
};

describe('a guest on a page of kind Other (spec 000 §2, §3)', () => {
  const cases: Record<string, string>[] = [
    {},
    { 'breadcrumbs:current-page-kind': 'product detail', 'breadcrumbs:listing-filters': 'species=dog' },
    {
      'breadcrumbs:current-page-kind': 'product listing',
      'breadcrumbs:previous-page-kind': 'HOME',
      'breadcrumbs:breadcrumb-clicked': 'true',
      'breadcrumbs:last-search-query': 'kibble',
      isEligibleForPd: 'true',
      stfk: '0002000001',
      location: '60601::HOME',
    },
  ];
  for (const [i, entries] of cases.entries()) {
    it(`keeps the same storage as the layout's module would (case ${i + 1})`, () => {
      expect(runGuest(entries)).toEqual(runModule(entries, '/faq'));
    });
  }

  it('removes the account hints a signed-out shopper left behind', () => {
    expect(runGuest({ isEligibleForPd: 'false', stfk: 'x' })).toEqual({ 'breadcrumbs:current-page-kind': 'Other' });
  });
});
