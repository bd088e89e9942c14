// The shared page cache and compression (issue: speed): guest pages are rendered once and served from memory with an
// entity tag, compressed as the client allows; they change as soon as content, prices or stock change, and nothing
// personal (a session, a cart) ever enters them.
import { createHash } from 'node:crypto';
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { compress } from '../../src/lib/http/compression.server';
import { Browser, checkoutAll, fillCart, ownStore, PUPPY, signedIn, type OwnStore } from '../support/checkout';
import { Shopper } from '../support/shopper';
import { within2s } from '../support/poll';

const dtc = inject('dtcUrl');
const PUPPY_PAGE = `/products/${PUPPY}?sku=10007`;

type Raw = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** A request with exactly these headers (fetch would add its own Accept-Encoding and undo the coding). */
function send(base: string, path: string, headers: Record<string, string>, body?: string): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, base);
    const req = request(url, { method: body === undefined ? 'GET' : 'POST', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const get = (base: string, path: string, headers: Record<string, string> = {}) => send(base, path, headers);
const post = (base: string, path: string, body: unknown, headers: Record<string, string>) =>
  send(base, path, headers, JSON.stringify(body));

const text = (raw: Raw) => raw.body.toString('utf8');
const cartState = (html: string) =>
  /<script type="application\/json" id="cart-state"[^>]*>([^<]*)<\/script>/.exec(html)?.[1];

describe('a guest page from the shared cache', () => {
  it('is the same page with the same entity tag each time, cacheable by a CDN, and 304 when the browser has it', async () => {
    const first = await get(dtc, '/products');
    const second = await get(dtc, '/products');
    expect(first.status).toBe(200);
    expect(text(second)).toBe(text(first));
    expect(first.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['cache-control']).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=30');
    expect(second.headers.vary).toBe('Accept-Encoding, Cookie');
    expect(second.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(Object.keys(second.headers).filter((name) => name.startsWith('x-astro'))).toEqual([]);

    const again = await get(dtc, '/products', { 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.byteLength).toBe(0);
    expect(again.headers.etag).toBe(first.headers.etag);
    // A cache in front may send the tag weak or among others (RFC 9110 §13.1.2); another tag gets the page.
    const etag = String(first.headers.etag);
    expect((await get(dtc, '/products', { 'if-none-match': `W/${etag}` })).status).toBe(304);
    expect((await get(dtc, '/products', { 'if-none-match': `"other", ${etag}` })).status).toBe(304);
    expect((await get(dtc, '/products', { 'if-none-match': '"other"' })).status).toBe(200);
  });

  it('allows in its script policy the inline scripts it holds and no other', async () => {
    await get(dtc, '/faq');
    const kept = await get(dtc, '/faq');
    const policy = String(kept.headers['content-security-policy']);
    const allowed = new Set(policy.match(/'sha256-[^']+'/g));
    expect(allowed).toEqual(
      new Set(
        [...text(kept).matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
          .filter(([, attributes]) => !/\bsrc=|application\/(ld\+)?json/.test(attributes!))
          .map(([, , script]) => `'sha256-${createHash('sha256').update(script!).digest('base64')}'`),
      ),
    );
    expect(allowed.size).toBeGreaterThan(0);
    // Astro's policy, on a page it renders for one person, names every inline script of the build.
    const rendered = await get(dtc, '/faq', { cookie: 'guest_col_cart_id=0123456789abcdef0123456789abcdef' });
    const everyScript = String(rendered.headers['content-security-policy']).match(/'sha256-[^']+'/g) ?? [];
    expect(everyScript.length).toBeGreaterThan(allowed.size);
    for (const source of allowed) expect(everyScript).toContain(source);
    expect(policy.replace(/ 'sha256-[^']+'/g, '')).toBe(
      String(rendered.headers['content-security-policy']).replace(/ 'sha256-[^']+'/g, ''),
    );
  });

  it('goes out in brotli or gzip as the browser asks, and the same page either way', async () => {
    const plain = await get(dtc, '/faq');
    const br = await get(dtc, '/faq', { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await get(dtc, '/faq', { 'accept-encoding': 'gzip' });
    const refused = await get(dtc, '/faq', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(brotliDecompressSync(br.body).toString('utf8')).toBe(text(plain));
    expect(gunzipSync(gzip.body).toString('utf8')).toBe(text(plain));
    // /faq's 15.7 KB goes out in 5.3 KB.
    expect(br.body.byteLength).toBeLessThan(plain.body.byteLength * 0.4);
    expect(Number(br.headers['content-length'])).toBe(br.body.byteLength);
  });

  it('goes out in brotli at the kept quality, compressed once, and is the same page decoded', async () => {
    const br = { 'accept-encoding': 'br' };
    // Another test may change the page meanwhile (it is rendered again): each answer is held to the kept brotli of
    // what it decodes to.
    for (let asked = 0; asked < 5; asked++) {
      const answer = await get(dtc, '/contact-us', br);
      expect(answer.headers['content-encoding']).toBe('br');
      const page = brotliDecompressSync(answer.body);
      expect(page.toString('utf8')).toContain('</html>');
      expect(answer.body.equals(compress(page, 'br', true))).toBe(true);
      expect(Number(answer.headers['content-length'])).toBe(answer.body.byteLength);
    }
  });

  it('is made for the host the browser addressed, never another', async () => {
    const port = new URL(dtc).port;
    const a = text(await get(dtc, '/about-us', { host: `shop-a.test:${port}` }));
    const b = text(await get(dtc, '/about-us', { host: `shop-b.test:${port}` }));
    expect(a).toContain(`http://shop-a.test:${port}/about-us`);
    expect(b).toContain(`http://shop-b.test:${port}/about-us`);
    expect(b).not.toContain('shop-a.test');
  });

  it('follows the delivery location the guest chose', async () => {
    const denver = text(await get(dtc, PUPPY_PAGE));
    const chicago = text(await get(dtc, PUPPY_PAGE, { cookie: 'user_location=60601::HOME' }));
    expect(denver).toContain('In stock for delivery to 80011');
    expect(chicago).toContain('for delivery to 60601');
    expect(chicago).not.toContain('for delivery to 80011');
    expect(text(await get(dtc, PUPPY_PAGE))).toContain('for delivery to 80011');
  });
});

describe('what is personal never enters the shared cache', () => {
  it("serves a signed-in shopper their own page, private, and a guest never sees it (the header's Log Out)", async () => {
    await get(dtc, '/'); // a guest's home page is kept
    const shopper = await signedIn(dtc, 'shopper@example.com');
    const own = await shopper.get('/');
    const html = await own.text();
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    expect(own.headers.get('etag')).toBeNull();
    expect(html).toContain('Log Out');
    const guest = await get(dtc, '/');
    expect(text(guest)).not.toContain('Log Out');
    expect(text(guest)).toContain('Log In');
  });

  it('serves a guest with a cart the kept page, drawn without that cart, which the browser then fetches', async () => {
    const LISTING = '/products/dog/food-form/dry-food';
    const kept = await get(dtc, LISTING);
    const withCart = new Browser(dtc);
    const cart = await fillCart(withCart, [{ sku: '10007', quantity: 2 }]);
    expect(withCart.cookies.get('has_cart')).toBe('1');
    const page = await withCart.get(LISTING);
    const html = await page.text();
    expect(page.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=30');
    expect(page.headers.get('etag')).toBe(kept.headers.etag);
    expect(page.headers.get('set-cookie')).toBeNull();
    expect(cartState(html)).toBe('null');
    expect(html).toContain('id="cart-state" data-after-load');
    expect(html).not.toContain(cart.id);

    const current = await withCart.get('/api/ecom/v1.0/current-cart');
    expect(current.headers.get('cache-control')).toBe('private, no-store');
    const answer = (await current.json()) as { cart: { id: string; totalQuantity: number } | null; userErrors: [] };
    expect(answer).toMatchObject({ cart: { id: cart.id, totalQuantity: 2 }, userErrors: [] });
    // Another guest asking gets no cart, and the kept page is still no one's.
    expect(await (await new Browser(dtc).get('/api/ecom/v1.0/current-cart')).json()).toMatchObject({ cart: null });
    expect(cartState(text(await get(dtc, LISTING)))).toBe('null');
  });

  it('draws the cart page, with the cart, for its guest alone', async () => {
    const withCart = new Browser(dtc);
    const cart = await fillCart(withCart, [{ sku: '10007', quantity: 2 }]);
    const own = await withCart.get('/cart');
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    expect(own.headers.get('etag')).toBeNull();
    expect(cartState(await own.text())).toContain(cart.id);
  });

  it('gives a browser that holds a cart but not the hint its own page, and the hint for the next one', async () => {
    const withCart = new Browser(dtc);
    const cart = await fillCart(withCart, [{ sku: '10007', quantity: 1 }]);
    withCart.cookies.delete('has_cart'); // a cart made before the hint existed
    const own = await withCart.open('/products');
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    expect(own.headers.get('etag')).toBeNull();
    expect(own.headers.get('set-cookie')).toMatch(/^has_cart=1; Max-Age=2592000; Path=\/; SameSite=Lax$/);
    expect(await own.text()).not.toContain(cart.id);
    expect(withCart.cookies.get('has_cart')).toBe('1');
    expect((await withCart.get('/products')).headers.get('cache-control')).toContain('public');
  });

  it('forgets a cart cookie whose cart is gone, and its hint, when the browser asks for its cart', async () => {
    const stale = new Browser(dtc);
    stale.cookies.set('guest_col_cart_id', 'AAAAAAAAAAAAAAAAAAAAAA');
    stale.cookies.set('has_cart', '1');
    const answer = await stale.open('/api/ecom/v1.0/current-cart');
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ cart: null, userErrors: [], warnings: [] });
    expect(stale.cookies.has('guest_col_cart_id')).toBe(false);
    expect(stale.cookies.has('has_cart')).toBe(false);
    expect((await stale.post('/api/ecom/v1.0/current-cart', {})).status).toBe(405);
  });

  it('keeps no page for requests that are not reads, nor for the API', async () => {
    const answer = await new Shopper(dtc).post('/api/cms/v1.0/get-announcements', {});
    expect(answer.status).toBe(200);
    const api = await get(dtc, '/api/health');
    expect(api.headers.etag).toBeUndefined();
  });
});

describe('compression of everything else', () => {
  it('compresses a JSON answer of some size and leaves a small one as it is', async () => {
    const headers = { 'content-type': 'application/json', origin: dtc, 'accept-encoding': 'br' };
    const big = await post(dtc, '/api/ecom/v1.0/get-product-by-handle', { handle: PUPPY }, headers);
    expect(big.headers['content-encoding']).toBe('br');
    expect(big.headers.vary).toContain('Accept-Encoding');
    const product = JSON.parse(brotliDecompressSync(big.body).toString('utf8')) as { product: { handle: string } };
    expect(product.product.handle).toBe(PUPPY);
    const small = await get(dtc, '/api/health', { 'accept-encoding': 'br, gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(text(small))).toEqual({ status: 'ok', db: 'ok' });
  });

  it("sends the build's scripts with the brotli copy made at build time, kept by browsers for a year", async () => {
    const page = text(await get(dtc, '/products'));
    const scripts = [...new Set(page.match(/\/_astro\/[\w.-]+\.js/g) ?? [])];
    const sized = await Promise.all(scripts.map(async (path) => ({ path, plain: await get(dtc, path) })));
    const { path, plain } = sized.sort((x, y) => y.plain.body.byteLength - x.plain.body.byteLength)[0]!;
    expect(plain.body.byteLength).toBeGreaterThan(10_000);
    const br = await get(dtc, path, { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toMatch(/^text\/javascript/);
    expect(br.headers['x-content-type-options']).toBe('nosniff');
    expect(brotliDecompressSync(br.body).toString('utf8')).toBe(text(plain));
    const cached = await get(dtc, path, { 'if-none-match': String(plain.headers.etag) });
    expect(cached.status).toBe(304);
  });
});

describe('a kept page changes when what it shows changes', () => {
  let store: OwnStore;
  beforeAll(async () => {
    store = await ownStore('pagecache', {}, {});
  });
  afterAll(async () => {
    await store?.stop();
  });
  const urls = () => store.servers.map((s) => s.url) as [string, string];

  it('answers a hit inside the middleware, so its request log line says so', async () => {
    const [a] = urls();
    await get(a, '/about-us');
    await get(a, '/about-us');
    expect((await get(a, '/about-us')).status).toBe(200);
    // The log is written in batches: wait for the three lines.
    const requestLines = () =>
      store.servers[0]!.output()
        .split('\n')
        .filter((line) => line.includes('"msg":"request"') && line.includes('"path":"/about-us"'))
        .map((line) => JSON.parse(line) as { status: number; cache?: string });
    const logged = await within2s(
      async () => requestLines(),
      (lines) => lines.length >= 3,
    );
    expect(logged.length).toBeGreaterThanOrEqual(3);
    expect(logged.filter((line) => line.cache === 'hit' && line.status === 200).length).toBeGreaterThanOrEqual(1);
  });

  it('shows a price an editor changed once the catalogue key is dropped, on both instances', async () => {
    const [a, b] = urls();
    for (const base of [a, b]) expect(text(await get(base, PUPPY_PAGE))).toContain('$11.99');
    await store.db.updateTable('variants').set({ price_cents: 1299 }).where('sku', '=', '10007').execute();
    expect(text(await get(b, PUPPY_PAGE))).toContain('$11.99'); // still the kept page
    const editor = await signedIn(a, 'editor@example.com');
    expect((await editor.post('/api/delete-cache-item', { cacheKey: 'catalogue' })).status).toBe(200);
    expect(text(await get(a, PUPPY_PAGE))).toContain('$12.99');
    const other = await within2s(
      async () => text(await get(b, PUPPY_PAGE)),
      (html) => html.includes('$12.99'),
    );
    expect(other).toContain('$12.99');
    expect(other).not.toContain('$11.99');
  });

  it('shows a published announcement on the kept home page of the other instance within 2 s', async () => {
    const [a, b] = urls();
    const before = text(await get(b, '/'));
    const editor = await signedIn(a, 'editor@example.com');
    type Entry = { id: string; version: number; key: string; site: string };
    const admin = async (path: string, body: unknown) =>
      (await editor.post<{ entry: Entry; entries: Entry[] }>(`/api/cms/v1.0/admin/${path}`, body)).body;
    const entry = (await admin('list-entries', { type: 'announcement' })).entries.find(
      (e) => e.key === 'free-shipping',
    )!;
    const published = `Free shipping over $49, from ${Date.now()}`;
    expect(before).not.toContain(published);
    const draft = (await admin('save-entry', { ...entry, type: 'announcement', data: { text: published } })).entry;
    expect(text(await get(b, '/'))).not.toContain(published); // a draft changes no page
    await admin('publish-entry', { id: draft.id, version: draft.version });
    const after = await within2s(
      async () => text(await get(b, '/')),
      (html) => html.includes(published),
    );
    expect(after).toContain(published);
  });

  it('shows a size out of stock as soon as an order takes the last of it', async () => {
    const [a, b] = urls();
    const chicago = { cookie: 'user_location=60601::HOME' };
    const region = await store.db
      .selectFrom('zip_ranges')
      .select('region')
      .where('destination', '=', 'HOME')
      .where('low', '<=', '60601')
      .where('high', '>=', '60601')
      .executeTakeFirstOrThrow();
    await store.db
      .updateTable('regional_stock')
      .set({ quantity: 1 })
      .where('sku', '=', '10007')
      .where('region', '=', region.region)
      .execute();
    for (const base of [a, b])
      expect(text(await get(base, PUPPY_PAGE, chicago))).toContain('In stock for delivery to 60601');
    const buyer = new Browser(a);
    await fillCart(buyer, [{ sku: '10007', quantity: 1 }]);
    await checkoutAll(buyer);
    const left = await store.db
      .selectFrom('regional_stock')
      .select('quantity')
      .where('sku', '=', '10007')
      .where('region', '=', region.region)
      .executeTakeFirstOrThrow();
    expect(left.quantity).toBe(0);
    expect(text(await get(a, PUPPY_PAGE, chicago))).toContain('Out of Stock for delivery to 60601');
    const other = await within2s(
      async () => text(await get(b, PUPPY_PAGE, chicago)),
      (html) => html.includes('Out of Stock for delivery to 60601'),
    );
    expect(other).toContain('Out of Stock for delivery to 60601');
  });
});
