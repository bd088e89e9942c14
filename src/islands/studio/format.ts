// How the studio shows times, people and states: the same text on the server and in the browser (UTC), so the list
// rendered on the server hydrates without a mismatch.
import type { ContentType } from '../../lib/content/types';

const STAMP = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

export const formatWhen = (at: string) => {
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? at : `${STAMP.format(date)} UTC`;
};

/** Seeded content has no editor. */
export const formatWho = (by: string | null) => by ?? 'Seed data';

export const TYPE_LABELS: Record<ContentType, string> = {
  global: 'Global setting',
  navigation: 'Navigation',
  announcement: 'Announcement',
  sitewide_banner: 'Sitewide banner',
  contact: 'Contact details',
  account_pages_settings: 'Account pages',
  page: 'Page',
  carousel: 'Product carousel',
  no_results_suggestions: 'No-results suggestions',
  highlight_content_block: 'Hero (highlight block)',
  two_column_section: 'Two-column section',
  goodness_box_badge: 'Goodness badge',
  promotion_banner: 'Promotion banner',
  home_page: 'Home page layout',
  skus_with_deal: 'Deal SKUs',
  redirect: 'Redirect',
  product_content: 'Product content',
  search_synonym: 'Search synonym',
  search_redirect: 'Search redirect',
};

export const SITE_LABELS = { ALL: 'All sites', DTC: 'DTC', HPSF: 'HPSF' } as const;

/** Where a preview of an entry is best seen. */
/** Where an entry of a type is seen, when it is not on the home page (a page's own address is its key). */
const SEEN_ON: Partial<Record<ContentType, string>> = {
  contact: '/contact-us',
  account_pages_settings: '/account/dashboard',
  no_results_suggestions: '/search?q=zzqx',
};

/** Types whose drafts no page shows: the redirects, the deal list and the search's synonyms and redirects. */
const NOT_PREVIEWED: readonly ContentType[] = ['redirect', 'skus_with_deal', 'search_synonym', 'search_redirect'];

/** The page to preview an entry on, with the drafts applied (`?preview=1`); null for a type no page previews. */
export function previewPath(type: ContentType, key: string): string | null {
  if (NOT_PREVIEWED.includes(type)) return null;
  const carouselPages: Record<string, string> = { Cart: '/cart', '404': '/no-such-page' };
  const path =
    type === 'page'
      ? `/${key}`
      : type === 'product_content'
        ? `/products/${key}`
        : type === 'carousel'
          ? (carouselPages[key] ?? '/')
          : (SEEN_ON[type] ?? '/');
  return `${path}${path.includes('?') ? '&' : '?'}preview=1`;
}

/** "The newest 60 of 75 images: use more words to find the others", "3 images found", "No image matches those words." */
export function libraryStatus(shown: number, total: number, searching: boolean): string {
  if (total === 0) return searching ? 'No image matches those words.' : 'No images yet: upload the first one.';
  const noun = total === 1 ? 'image' : 'images';
  if (shown < total) return `The newest ${shown} of ${total} ${noun}: use more words to find the others.`;
  return `${total} ${noun}${searching ? ' found' : ', newest first'}`;
}
