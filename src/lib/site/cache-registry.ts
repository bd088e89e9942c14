// The caches of an instance, by name, so that one cache key can be dropped wherever it is held: publishing in the
// studio, /api/delete-cache-item and the invalidation messages from other instances all name keys this way.
// A key is `name:key` (one entry), `name:*` or `name` (the whole cache), `name:prefix*`, or `*` (every cache).
export type DroppableCache = { delete(key: string): void; clear(): void };

const caches = new Map<string, DroppableCache>();
/** Caches of what is made from all the others (whole pages): whatever key is dropped, they are cleared too. */
const dependents = new Set<DroppableCache>();

export function registerCache(name: string, cache: DroppableCache): void {
  caches.set(name, cache);
}

/** A cache named like the others that is also cleared whenever any key of any cache is dropped. */
export function registerDependentCache(name: string, cache: DroppableCache): void {
  caches.set(name, cache);
  dependents.add(cache);
}

/** What a cache key names: every cache, one whole cache, or keys within one. */
export function parseCacheKey(cacheKey: string): { all: true } | { name: string; key: string | null } {
  if (cacheKey === '*') return { all: true };
  const colon = cacheKey.indexOf(':');
  if (colon < 0) return { name: cacheKey, key: null };
  const key = cacheKey.slice(colon + 1);
  return { name: cacheKey.slice(0, colon), key: key === '*' || key === '' ? null : key };
}

/**
 * Drops what the key names from this instance's caches; answers whether it named a cache that exists. The dependent
 * caches are cleared whatever the key, so a key that names no cache still announces a change of what they show
 * (`stock`: a SKU sold out).
 */
export function dropCacheKey(cacheKey: string): boolean {
  const target = parseCacheKey(cacheKey);
  for (const dependent of dependents) dependent.clear();
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
