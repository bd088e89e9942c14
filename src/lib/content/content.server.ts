// Reads published content for a site. Only `published` rows are ever served; results are cached for a short time
// and the cache is cleared when an editor publishes (clearContentCache). An editor's preview (`preview`, set by the
// middleware for an editor's `?preview=1`) reads each entry's latest version instead, drafts included, straight from
// the database: a preview is never cached, so no one else ever sees it.
import { DEFAULT_ACCOUNT_PAGES, type AccountPagesSettings } from './account-pages';
import { contentSchemas, type ContentData, type ContentType } from './types';
import { TtlCache } from '../site/cache';
import { registerCache } from '../site/cache-registry';
import { pickForSite, type StoredEntry } from './select';
import { withGlobalDefaults } from './globals';
import { composeHome, HOME_SECTION_TYPES, type HomeBlock, type HomeEntries } from './home';
import { isPromotionLive } from './promotion';
import type { Db } from '../db/connect.server';
import type { SiteId } from '../site/site';
import { log } from '../site/log';

type Entry<T extends ContentType> = StoredEntry & { data: ContentData<T> };

const cache = new TtlCache<StoredEntry[]>(30_000);
/**
 * Entries read one at a time, by key (`{type}:{site}:{key}`): a product's content is one of thousands, and a product
 * page needs only its own, so the type is never loaded whole.
 */
const entryCache = new TtlCache<ContentData<ContentType> | null>(30_000, Date.now, 5_000);
// Keys `content:{type}:{site}` drop a type's list and every entry of it read alone.
const contentCaches = {
  delete: (key: string) => {
    cache.delete(key);
    entryCache.delete(key.endsWith('*') ? key : `${key}:*`);
  },
  clear: () => {
    cache.clear();
    entryCache.clear();
  },
};
registerCache('content', contentCaches);

export function clearContentCache(key = '*'): void {
  contentCaches.delete(key);
}

/** A row's data checked against its type's schema; null (and a warning in the log) when it does not fit. */
function checkedData<T extends ContentType>(type: T, row: { key: string; data: string }): ContentData<T> | null {
  const parsed = contentSchemas[type].safeParse(JSON.parse(row.data));
  if (parsed.success) return parsed.data as ContentData<T>;
  log('warn', 'content entry skipped: its data does not fit its type', { type, key: row.key });
  return null;
}

export function publishedEntries<T extends ContentType>(db: Db, type: T, site: SiteId): Promise<Entry<T>[]> {
  return cache.get(`${type}:${site}`, async () => {
    const rows = await db
      .selectFrom('content_entries')
      .select(['key', 'site', 'position', 'data'])
      .where('type', '=', type)
      .where('status', '=', 'published')
      .where('site', 'in', ['ALL', site])
      .execute();
    const entries: StoredEntry[] = [];
    for (const row of rows) {
      const data = checkedData(type, row);
      if (data !== null) entries.push({ ...row, data });
    }
    return pickForSite(entries, site);
  }) as Promise<Entry<T>[]>;
}

/** Each entry's latest version as an editor's preview shows it: drafts included, archived ones left out, no cache. */
async function latestEntries<T extends ContentType>(db: Db, type: T, site: SiteId): Promise<Entry<T>[]> {
  const rows = await db
    .selectFrom('content_entries as e')
    .leftJoin('content_versions as v', (join) =>
      join.onRef('v.entry_id', '=', 'e.id').onRef('v.version', '=', 'e.version'),
    )
    .select(['e.key', 'e.site', 'e.position', 'e.status', 'e.data', 'v.status as latest_status', 'v.data as latest'])
    .where('e.type', '=', type)
    .where('e.site', 'in', ['ALL', site])
    .execute();
  const entries: StoredEntry[] = [];
  for (const row of rows) {
    // A row written outside the studio has no versions: it shows as it is served.
    const shown = row.latest_status === null ? row.status === 'published' : row.latest_status !== 'archived';
    if (!shown) continue;
    const parsed = contentSchemas[type].safeParse(JSON.parse(row.latest ?? row.data));
    if (parsed.success) entries.push({ key: row.key, site: row.site, position: row.position, data: parsed.data });
  }
  return pickForSite(entries, site) as Entry<T>[];
}

/** The entries of a type for a site: published ones, or the latest versions for an editor's preview. */
export function contentEntries<T extends ContentType>(
  db: Db,
  type: T,
  site: SiteId,
  preview = false,
): Promise<Entry<T>[]> {
  return preview ? latestEntries(db, type, site) : publishedEntries(db, type, site);
}

async function one<T extends ContentType>(
  db: Db,
  type: T,
  site: SiteId,
  key: string,
  preview: boolean,
): Promise<ContentData<T> | null> {
  return (await contentEntries(db, type, site, preview)).find((e) => e.key === key)?.data ?? null;
}

export async function getGlobals(
  db: Db,
  site: SiteId,
  fields: string[],
  preview = false,
): Promise<Record<string, unknown>> {
  const found = Object.fromEntries(
    (await contentEntries(db, 'global', site, preview)).map((e) => [e.key, e.data.value]),
  );
  return withGlobalDefaults(fields, found);
}

export const getNavigation = (db: Db, site: SiteId, handle: string, preview = false) =>
  one(db, 'navigation', site, handle, preview);
export const getContact = (db: Db, site: SiteId, preview = false) => one(db, 'contact', site, 'contact', preview);
export const getAccountPagesSettings = (db: Db, site: SiteId, preview = false) =>
  one(db, 'account_pages_settings', site, 'settings', preview);
/** The account pages' words and page size: the editors' when published, else the shop's own. */
export const accountPagesSettings = async (db: Db, site: SiteId, preview = false): Promise<AccountPagesSettings> =>
  (await getAccountPagesSettings(db, site, preview)) ?? DEFAULT_ACCOUNT_PAGES;
export const getPage = (db: Db, site: SiteId, slug: string, preview = false) => one(db, 'page', site, slug, preview);
/** One published entry by its key, the site's own before the one for every site; null when there is none. */
function publishedEntry<T extends ContentType>(
  db: Db,
  type: T,
  site: SiteId,
  key: string,
): Promise<ContentData<T> | null> {
  return entryCache.get(`${type}:${site}:${key}`, async () => {
    const rows = await db
      .selectFrom('content_entries')
      .select(['key', 'site', 'position', 'data'])
      .where('type', '=', type)
      .where('key', '=', key)
      .where('status', '=', 'published')
      .where('site', 'in', ['ALL', site])
      .execute();
    const [chosen] = pickForSite(rows, site);
    return chosen ? checkedData(type, chosen) : null;
  }) as Promise<ContentData<T> | null>;
}

/** What the product page says of a food (product-content.ts), by the product's handle; null when there is none. */
export const getProductContent = (db: Db, site: SiteId, handle: string, preview = false) =>
  preview ? one(db, 'product_content', site, handle, true) : publishedEntry(db, 'product_content', site, handle);
export const getNoResultsSuggestions = (db: Db, site: SiteId, preview = false) =>
  one(db, 'no_results_suggestions', site, 'default', preview);
export const getCarousel = (db: Db, site: SiteId, page: string, preview = false) =>
  one(db, 'carousel', site, page, preview);

export async function getAnnouncements(db: Db, site: SiteId, preview = false) {
  return (await contentEntries(db, 'announcement', site, preview)).map((e) => ({ id: e.key, ...e.data }));
}

export async function getSitewideBanners(db: Db, site: SiteId, preview = false) {
  return (await contentEntries(db, 'sitewide_banner', site, preview)).map((e) => ({ id: e.key, ...e.data }));
}

/** Every entry of a type for a site, in order, each with its key as `id` (the shape the read calls answer). */
async function listed<T extends ContentType>(db: Db, type: T, site: SiteId, preview: boolean) {
  return (await contentEntries(db, type, site, preview)).map((e) => ({ id: e.key, ...e.data }));
}

export const getHighlightContentBlocks = (db: Db, site: SiteId, preview = false) =>
  listed(db, 'highlight_content_block', site, preview);
export const getTwoColumnSections = (db: Db, site: SiteId, preview = false) =>
  listed(db, 'two_column_section', site, preview);
export const getGoodnessBoxBadges = (db: Db, site: SiteId, preview = false) =>
  listed(db, 'goodness_box_badge', site, preview);

/** The promotions showing now: published, for this site, and within their dates. */
export async function getPromotionBanners(db: Db, site: SiteId, preview = false, now = new Date()) {
  return (await listed(db, 'promotion_banner', site, preview)).filter((p) => isPromotionLive(p, now));
}

/** The home page's blocks in the order of the site's `home_page` entry (key `home`); none when there is no entry. */
export async function getHomePage(db: Db, site: SiteId, preview = false, now = new Date()): Promise<HomeBlock[]> {
  const layout = await one(db, 'home_page', site, 'home', preview);
  if (!layout) return [];
  const lists = await Promise.all(HOME_SECTION_TYPES.map((type) => contentEntries(db, type, site, preview)));
  const entries = Object.fromEntries(HOME_SECTION_TYPES.map((type, i) => [type, lists[i]])) as unknown as HomeEntries;
  return composeHome(layout, entries, now);
}
