// Reads published content for a site. Only `published` rows are ever served; results are cached for a short time
// and the cache is cleared when an editor publishes (clearContentCache).
import { contentSchemas, type ContentData, type ContentType } from './types';
import { TtlCache } from '../site/cache';
import { registerCache } from '../site/cache-registry';
import { pickForSite, type StoredEntry } from './select';
import { withGlobalDefaults } from './globals';
import type { Db } from '../db/connect.server';
import type { SiteId } from '../site/site';
import { log } from '../site/log';

type Entry<T extends ContentType> = StoredEntry & { data: ContentData<T> };

const cache = new TtlCache<StoredEntry[]>(30_000);
registerCache('content', cache); // keys `content:{type}:{site}`

export function clearContentCache(key = '*'): void {
  cache.delete(key);
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
      const parsed = contentSchemas[type].safeParse(JSON.parse(row.data));
      if (parsed.success) entries.push({ ...row, data: parsed.data });
      else log('warn', 'content entry skipped: its data does not fit its type', { type, key: row.key });
    }
    return pickForSite(entries, site);
  }) as Promise<Entry<T>[]>;
}

async function one<T extends ContentType>(db: Db, type: T, site: SiteId, key: string): Promise<ContentData<T> | null> {
  return (await publishedEntries(db, type, site)).find((e) => e.key === key)?.data ?? null;
}

export async function getGlobals(db: Db, site: SiteId, fields: string[]): Promise<Record<string, unknown>> {
  const found = Object.fromEntries((await publishedEntries(db, 'global', site)).map((e) => [e.key, e.data.value]));
  return withGlobalDefaults(fields, found);
}

export const getNavigation = (db: Db, site: SiteId, handle: string) => one(db, 'navigation', site, handle);
export const getContact = (db: Db, site: SiteId) => one(db, 'contact', site, 'contact');
export const getAccountPagesSettings = (db: Db, site: SiteId) => one(db, 'account_pages_settings', site, 'settings');
export const getPage = (db: Db, site: SiteId, slug: string) => one(db, 'page', site, slug);
export const getNoResultsSuggestions = (db: Db, site: SiteId) => one(db, 'no_results_suggestions', site, 'default');
export const getCarousel = (db: Db, site: SiteId, page: string) => one(db, 'carousel', site, page);

export async function getAnnouncements(db: Db, site: SiteId) {
  return (await publishedEntries(db, 'announcement', site)).map((e) => ({ id: e.key, ...e.data }));
}

export async function getSitewideBanners(db: Db, site: SiteId) {
  return (await publishedEntries(db, 'sitewide_banner', site)).map((e) => ({ id: e.key, ...e.data }));
}
