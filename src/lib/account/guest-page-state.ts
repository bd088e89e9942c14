// What a guest's page of kind Other (a content page, Contact Us, an error page) keeps in local storage, in place of
// the layout's module: the breadcrumb page kinds (spec 000 §2: the current kind becomes the previous one, this page is
// Other, the breadcrumb-click flag is spent) and no account hints (spec 000 §3: removed for a guest). It does what
// trackPageView and keepClientHints do on such a page; the unit test runs both on the same storage to keep it so.
// It imports nothing, so its page script shares no chunk and Astro writes it into the page: no script to fetch.

export function keepGuestOtherPageState(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>): void {
  const current = storage.getItem('breadcrumbs:current-page-kind');
  if (current) storage.setItem('breadcrumbs:previous-page-kind', current);
  storage.setItem('breadcrumbs:current-page-kind', 'Other');
  storage.removeItem('breadcrumbs:breadcrumb-clicked');
  storage.removeItem('isEligibleForPd');
  storage.removeItem('stfk');
}
