import { describe, it, expect } from 'vitest';
import { TtlCache } from '../../src/lib/site/cache';

describe('TtlCache', () => {
  it('shares one load between concurrent readers of a key', async () => {
    const cache = new TtlCache<string>(1000, () => 0);
    let loads = 0;
    const load = async () => {
      loads += 1;
      await new Promise((r) => setTimeout(r, 5));
      return `value ${loads}`;
    };
    const [a, b, c] = await Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)]);
    expect([a, b, c]).toEqual(['value 1', 'value 1', 'value 1']);
    expect(loads).toBe(1);
  });

  it('answers a reader whose key is dropped while it loads with a fresh load, and keeps neither', async () => {
    const cache = new TtlCache<string>(10_000);
    let version = 'old';
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const slowLoad = async () => {
      const seen = version;
      await held;
      return seen;
    };
    const reading = cache.get('catalogue', slowLoad);
    await Promise.resolve();
    version = 'new'; // what the key shows changed, and the key is dropped, while the first load is under way
    cache.delete('catalogue');
    release();
    expect(await reading).toBe('new');
    let loads = 0;
    expect(await cache.get('catalogue', async () => (loads++, version))).toBe('new');
    expect(loads).toBe(1);
  });

  it('loads again once the ttl has passed', async () => {
    let now = 1000;
    const cache = new TtlCache<number>(500, () => now);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('k', load)).toBe(1);
    now = 1500;
    expect(await cache.get('k', load)).toBe(1);
    now = 1501;
    expect(await cache.get('k', load)).toBe(2);
    expect(loads).toBe(2);
  });

  it('does not keep a failed load', async () => {
    const cache = new TtlCache<string>(10_000, () => 0);
    await expect(cache.get('k', async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('k', async () => 'recovered')).toBe('recovered');
  });

  it('deletes one key, or every key with a prefix given as "prefix*"', async () => {
    const cache = new TtlCache<string>(10_000, () => 0);
    let version = 'old';
    const load = async () => version;
    for (const key of ['global:DTC', 'global:HPSF', 'page:DTC']) await cache.get(key, load);
    version = 'new';

    cache.delete('global:*');
    expect(await cache.get('global:DTC', load)).toBe('new');
    expect(await cache.get('global:HPSF', load)).toBe('new');
    expect(await cache.get('page:DTC', load)).toBe('old');

    cache.delete('page:DTC');
    expect(await cache.get('page:DTC', load)).toBe('new');
  });

  it('clears every key with "*"', async () => {
    const cache = new TtlCache<string>(10_000, () => 0);
    let version = 'old';
    const load = async () => version;
    await cache.get('a', load);
    await cache.get('b', load);
    version = 'new';
    cache.delete('*');
    expect(await cache.get('a', load)).toBe('new');
    expect(await cache.get('b', load)).toBe('new');
  });

  it('keeps at most its bound of keys, dropping the least recently used first', async () => {
    const cache = new TtlCache<string>(10_000, () => 0, 2);
    let version = 'old';
    const load = async () => version;
    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('c', load);
    version = 'new';
    expect(await cache.get('b', load)).toBe('old');
    expect(await cache.get('c', load)).toBe('old');
    expect(await cache.get('a', load)).toBe('new');
  });

  it('counts a key loaded again as just used, so it outlasts keys used longer ago', async () => {
    let now = 0;
    const cache = new TtlCache<string>(100, () => now, 2);
    let version = 'old';
    const load = async () => version;
    await cache.get('a', load);
    now = 50;
    await cache.get('b', load);
    now = 100; // a has expired and is loaded again: b is now the longest held
    await cache.get('a', load);
    await cache.get('c', load);
    version = 'new';
    expect(await cache.get('a', load)).toBe('old');
    expect(await cache.get('b', load)).toBe('new');
  });

  it('keeps loaded values up to a bound of their weight, dropping the least recently used first', async () => {
    const cache = new TtlCache<string>(10_000, () => 0, Number.POSITIVE_INFINITY, { max: 10, of: (v) => v.length });
    let suffix = '';
    const load = (text: string) => async () => `${text}${suffix}`;
    await cache.get('a', load('aaaa'));
    await cache.get('b', load('bbbb'));
    expect(cache.totalWeight).toBe(8);
    await cache.get('c', load('cccc')); // 12 > 10: a goes
    expect(cache.totalWeight).toBe(8);
    suffix = '!';
    expect(await cache.get('b', load('bbbb'))).toBe('bbbb');
    expect(await cache.get('c', load('cccc'))).toBe('cccc');
    expect(await cache.get('a', load('aaaa'))).toBe('aaaa!'); // loaded again; b goes to make room
    expect(cache.totalWeight).toBe(9);
  });

  it('does not keep a value heavier than the whole bound, and forgets the weight of what it drops', async () => {
    const cache = new TtlCache<string>(10_000, () => 0, 2, { max: 10, of: (v) => v.length });
    let loads = 0;
    const load = (text: string) => async () => {
      loads += 1;
      return text;
    };
    await cache.get('huge', load('x'.repeat(11)));
    await cache.get('huge', load('x'.repeat(11)));
    expect([loads, cache.totalWeight]).toEqual([2, 0]);
    await cache.get('a', load('aaa'));
    await cache.get('b', load('bbb'));
    await cache.get('c', load('ccc')); // past two keys: a goes
    expect(cache.totalWeight).toBe(6);
    cache.delete('b');
    expect(cache.totalWeight).toBe(3);
    cache.clear();
    expect(cache.totalWeight).toBe(0);
  });
});
