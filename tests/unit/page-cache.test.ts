// The shared page cache's rules (issue: speed): which requests share a page, under what key, and how the store is bounded.
import { describe, expect, it } from 'vitest';
import { cookiesOf, PageCache, sharedPageKey, type CachedPage } from '../../src/lib/http/page-cache';

const PRIVATE = ['petfood.session_token'];
const CARTS = { names: ['col_cart_id', 'guest_col_cart_id'], hint: 'has_cart' };
const key = (over: Partial<Parameters<typeof sharedPageKey>[0]> = {}) =>
  sharedPageKey(
    { method: 'GET', target: '/products', cookie: null, site: 'DTC', host: 'http://shop.test', ...over },
    PRIVATE,
    'user_location',
    CARTS,
  );

const page = (bytes: number, storedAt = 0): CachedPage => ({
  status: 200,
  headers: [],
  etag: 'W/"x"',
  bodies: { identity: Buffer.alloc(bytes) },
  compressible: true,
  sent: {},
  storedAt,
});

describe('sharedPageKey', () => {
  it('shares a guest page by site, host, delivery location and address', () => {
    expect(key()).toBe('DTC http://shop.test  /products');
    expect(key({ site: 'HPSF' })).not.toBe(key());
    expect(key({ host: 'http://other.test' })).not.toBe(key());
    expect(key({ target: '/products?sort=price' })).not.toBe(key());
    expect(key({ cookie: 'user_location=60601::HOME' })).toBe('DTC http://shop.test 60601::HOME /products');
    expect(key({ cookie: 'user_location=60601%3A%3AHOME; _ga=1' })).toBe(key({ cookie: 'user_location=60601::HOME' }));
  });

  it('treats a location that does not read as the guest default, and other cookies as nothing', () => {
    expect(key({ cookie: 'user_location=junk' })).toBe(key());
    expect(key({ cookie: 'user_location=%E0%A4%A' })).toBe(key());
    expect(key({ cookie: '_ga=GA1.2.3; theme=dark' })).toBe(key());
  });

  it('keeps no page when the page read another location than the key names (a header two parsers read apart)', () => {
    expect(key({ cookie: 'user_location=60601::HOME', locationRead: '96813::HOME' })).toBeNull();
    // Only spaces and tabs are trimmed, as the pages' cookie parser trims: a no-break space is part of the name.
    const odd = '\u00a0user_location=x; user_location=96813::HOME';
    expect(key({ cookie: odd, locationRead: '96813::HOME' })).toBe('DTC http://shop.test 96813::HOME /products');
    expect(key({ cookie: 'user_location=60601::HOME', locationRead: '60601::HOME' })).toBe(
      'DTC http://shop.test 60601::HOME /products',
    );
    expect(key({ cookie: 'theme=dark', locationRead: undefined })).toBe(key());
  });

  it('shares nothing with a session, over http or https', () => {
    expect(key({ cookie: 'petfood.session_token=abc' })).toBeNull();
    expect(key({ cookie: '__Secure-petfood.session_token=abc' })).toBeNull();
    expect(key({ cookie: 'petfood.session_token=abc; has_cart=1; col_cart_id=c1' })).toBeNull();
  });

  it("shares a guest's page with a cart only beside the hint that makes the page fetch that cart", () => {
    expect(key({ cookie: 'guest_col_cart_id=c1; user_location=60601::HOME' })).toBeNull();
    expect(key({ cookie: 'col_cart_id=c1' })).toBeNull();
    expect(key({ cookie: 'guest_col_cart_id=c1; has_cart=1' })).toBe(key());
    expect(key({ cookie: 'has_cart=1; col_cart_id=c1; user_location=60601::HOME' })).toBe(
      key({ cookie: 'user_location=60601::HOME' }),
    );
    expect(key({ cookie: 'has_cart=1' })).toBe(key()); // a hint left behind: the page fetches, finds none
  });

  it('shares only reads of pages', () => {
    expect(key({ method: 'HEAD' })).toBe(key());
    expect(key({ method: 'POST' })).toBeNull();
    expect(key({ target: '/api/health' })).toBeNull();
    expect(key({ target: '/_image?href=x' })).toBeNull();
    expect(key({ target: '/cms/abc' })).toBeNull();
    expect(key({ target: 'products' })).toBeNull();
  });
});

describe('cookiesOf', () => {
  it('reads each cookie once, the first of a repeated name winning', () => {
    expect([...cookiesOf('a=1; b=2;a=3; bad; =x')]).toEqual([
      ['a', '1'],
      ['b', '2'],
    ]);
    expect(cookiesOf(undefined).size).toBe(0);
  });

  it('trims around names and values, keeps an empty value and leaves out a cookie without a name', () => {
    expect([...cookiesOf(' \ta = 1 \t; c= ;d')]).toEqual([
      ['a', '1'],
      ['c', ''],
    ]);
    expect([...cookiesOf('  ;   =x; \t\t=  ')]).toEqual([]);
  });

  it('keeps a value as sent, encoded or not', () => {
    expect(cookiesOf('loc=80202%7CCO').get('loc')).toBe('80202%7CCO');
  });
});

describe('PageCache', () => {
  it('serves a page until its lifetime ends', () => {
    let now = 0;
    const cache = new PageCache(1_000_000, 30_000, () => now);
    cache.set('a', page(100, 0));
    now = 29_999;
    expect(cache.get('a')?.etag).toBe('W/"x"');
    now = 30_000;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(cache.storedBytes).toBe(0);
  });

  it('lets the least recently used pages go past its size, and keeps no page larger than all of it', () => {
    const cache = new PageCache(3 * (125 + 1024), 30_000, () => 0);
    cache.set('a', page(100));
    cache.set('b', page(100));
    cache.set('c', page(100));
    cache.get('a'); // a is used again, so b is now the oldest
    cache.set('d', page(100));
    expect([cache.get('a'), cache.get('b'), cache.get('c'), cache.get('d')].map(Boolean)).toEqual([
      true,
      false,
      true,
      true,
    ]);
    cache.set('huge', page(10_000));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.size).toBe(3);
  });

  it('keeps no page rendered while pages were dropped (a size sold out meanwhile)', () => {
    const cache = new PageCache(1_000_000, 30_000, () => 0);
    const renderedAt = cache.generation;
    cache.clear(); // the drop that came during the render
    cache.set('a', page(10), renderedAt);
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', page(10), cache.generation);
    expect(cache.get('a')).toBeDefined();
  });

  it('drops one key, a prefix, or everything, as the cache registry names them', () => {
    const cache = new PageCache(1_000_000, 30_000, () => 0);
    for (const k of ['DTC x /a', 'DTC x /b', 'HPSF x /a']) cache.set(k, page(10));
    cache.delete('DTC x /a');
    expect(cache.get('DTC x /a')).toBeUndefined();
    cache.delete('DTC*');
    expect(cache.size).toBe(1);
    cache.clear();
    expect(cache.size).toBe(0);
    expect(cache.storedBytes).toBe(0);
  });
});
