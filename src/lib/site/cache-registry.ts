// The caches of an instance, by name, so that one cache key can be dropped wherever it is held: publishing in the
// studio, /api/delete-cache-item and the invalidation messages from other instances all name keys this way.
// A key is `name:key` (one entry), `name:*` or `name` (the whole cache), `name:prefix*`, or `*` (every cache).
export type DroppableCache = { delete(key: string): void; clear(): void };

const caches = new Map<string, DroppableCache>();

export function registerCache(name: string, cache: DroppableCache): void {
  caches.set(name, cache);
}

/** What a cache key names: every cache, one whole cache, or keys within one. */
export function parseCacheKey(cacheKey: string): { all: true } | { name: string; key: string | null } {
  if (cacheKey === '*') return { all: true };
  const colon = cacheKey.indexOf(':');
  if (colon < 0) return { name: cacheKey, key: null };
  const key = cacheKey.slice(colon + 1);
  return { name: cacheKey.slice(0, colon), key: key === '*' || key === '' ? null : key };
}

/** Drops what the key names from this instance's caches; answers whether it named a cache that exists. */
export function dropCacheKey(cacheKey: string): boolean {
  const target = parseCacheKey(cacheKey);
  if ('all' in target) {
    for (const cache of caches.values()) cache.clear();
    return true;
  }
  const cache = caches.get(target.name);
  if (!cache) return false;
  if (target.key === null) cache.clear();
  else cache.delete(target.key);
  return true;
}

export const cacheNames = (): string[] => [...caches.keys()].sort();
