import { describe, expect, it } from 'vitest';
import { TtlCache } from '../../src/lib/site/cache';
import { cacheNames, dropCacheKey, parseCacheKey, registerCache } from '../../src/lib/site/cache-registry';

describe('cache keys (spec 000 §7 delete-cache-item; DESIGN §5 invalidation)', () => {
  it('reads one entry, a whole cache, or every cache', () => {
    expect(parseCacheKey('*')).toEqual({ all: true });
    expect(parseCacheKey('content')).toEqual({ name: 'content', key: null });
    expect(parseCacheKey('content:*')).toEqual({ name: 'content', key: null });
    expect(parseCacheKey('content:announcement:DTC')).toEqual({ name: 'content', key: 'announcement:DTC' });
    expect(parseCacheKey('content:announcement:*')).toEqual({ name: 'content', key: 'announcement:*' });
  });

  it('drops what a key names from the registered caches, and nothing else', async () => {
    const loads: string[] = [];
    const cache = new TtlCache<string>(60_000);
    registerCache('test-a', cache);
    const other = new TtlCache<string>(60_000);
    registerCache('test-b', other);
    const read = (c: TtlCache<string>, key: string) => c.get(key, async () => (loads.push(key), key));
    await Promise.all([read(cache, 'x:DTC'), read(cache, 'x:HPSF'), read(cache, 'y:DTC'), read(other, 'z')]);
    expect(dropCacheKey('test-a:x:DTC')).toBe(true);
    await Promise.all([read(cache, 'x:DTC'), read(cache, 'x:HPSF'), read(other, 'z')]);
    expect(loads).toEqual(['x:DTC', 'x:HPSF', 'y:DTC', 'z', 'x:DTC']);
    expect(dropCacheKey('test-a:x:*')).toBe(true);
    await Promise.all([read(cache, 'x:DTC'), read(cache, 'x:HPSF'), read(cache, 'y:DTC')]);
    expect(loads.slice(5)).toEqual(['x:DTC', 'x:HPSF']);
    expect(dropCacheKey('*')).toBe(true);
    await read(other, 'z');
    expect(loads.at(-1)).toBe('z');
    expect(dropCacheKey('no-such-cache:x')).toBe(false);
    expect(cacheNames()).toEqual(expect.arrayContaining(['test-a', 'test-b']));
  });
});
