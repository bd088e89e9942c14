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
};

export const SITE_LABELS = { ALL: 'All sites', DTC: 'DTC', HPSF: 'HPSF' } as const;

/** Where a preview of an entry is best seen. */
export function previewPath(type: ContentType, key: string): string {
  if (type === 'page') return `/${key}?preview=1`;
  if (type === 'carousel' && key === 'Cart') return '/cart?preview=1';
  if (type === 'carousel' && key === '404') return '/no-such-page?preview=1';
  return '/?preview=1';
}
