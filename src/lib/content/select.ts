import type { SiteId } from '../site/site';

export type StoredEntry = { key: string; site: string; position: number; data: unknown };

/** One entry per key for a site: the site's own version wins over the one for all sites; ordered by position, key. */
export function pickForSite<E extends StoredEntry>(entries: E[], site: SiteId): E[] {
  const chosen = new Map<string, E>();
  for (const entry of entries) {
    if (entry.site !== site && entry.site !== 'ALL') continue;
    const current = chosen.get(entry.key);
    if (!current || (current.site === 'ALL' && entry.site === site)) chosen.set(entry.key, entry);
  }
  return [...chosen.values()].sort((a, b) => a.position - b.position || a.key.localeCompare(b.key));
}
