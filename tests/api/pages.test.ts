// Routes, the guard and the error page over HTTP (spec 000 §2), checked on the HTML a browser would get.
import { createHash } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { postJson } from '../support/server';
import { Shopper } from '../support/shopper';

const dtc = inject('dtcUrl');
const hpsf = inject('hpsfUrl');
const get = (base: string, path: string) => fetch(`${base}${path}`, { redirect: 'manual' });
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');
const titleOf = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1]?.replace(/&#39;/g, "'");

describe('routes of spec 000 §2', () => {
  const pages = [
    '/',
    '/cart',
    '/contact-us',
    '/faq',
    '/returns-refunds',
    '/shipping',
    '/sitemap',
    '/terms-and-conditions',
    '/maintenance',
    '/password-protect',
    '/products',
    '/products/dog/food-form/dry-food',
    '/products/science-diet/science-diet-adult-chicken-barley-dry-dog/chicken-barley/15lb',
    '/products/dog/food-form/wet-food',
    '/shelter/login',
    '/shelter/register',
    '/shelter/forgot-password',
    '/shelter/reset-password',
    '/shelter/autoship-required-login',
    '/logout',
    '/about-us',
  ];
  it.each(pages)('%s answers 200 with a page', async (path) => {
    const response = await get(dtc, path);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<h1');
  });

  it.each(['/maintenance', '/password-protect', '/shelter/autoship-required-login'])(
    '%s has no layout',
    async (path) => {
      const html = await (await get(dtc, path)).text();
      expect(html).not.toContain('class="site-header"');
      expect(html).not.toContain('class="site-footer"');
    },
  );

  it('wraps the other pages in the default layout with a skip link and landmarks', async () => {
    const html = await (await get(dtc, '/faq')).text();
    expect(html).toContain('href="#main"');
    expect(html).toMatch(/<header class="site-header"/);
    expect(html).toMatch(/<nav[^>]*aria-label="Main"/);
    expect(html).toMatch(/<main id="main"/);
    expect(html).toMatch(/<footer class="site-footer"/);
  });

  it.each([
    '/products/cart',
    '/products/logout',
    '/search',
    '/no-such-page',
    '/a/b/c',
    '/products/dog/nope/x',
    '/products/no-such-food',
    // A real product's handle with segments that name none of its variants (a scanner's backup files).
    '/products/science-diet/science-diet-adult-chicken-barley-dry-dog/chicken-barley/15lb.bak',
    '/products/science-diet/science-diet-adult-chicken-barley-dry-dog/chicken-barley/old',
    '/products/x/science-diet-adult-chicken-barley-dry-dog/chicken-barley/15lb',
    '/products/science-diet/science-diet-adult-chicken-barley-dry-dog/no-such-flavor/15lb',
  ])('%s is the 404 page', async (path) => {
    const response = await get(dtc, path);
    expect(response.status).toBe(404);
    expect(titleOf(await response.text())).toBe("404 Error | Hill's Pet Shop");
  });

  it('sends /search?search=x to the listing search results', async () => {
    const response = await get(dtc, '/search?search=salmon%20kibble');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/products?search=salmon%20kibble');
  });

  it('sends a listing page past the end to the last page with the other parameters kept', async () => {
    const response = await get(dtc, '/products?page=99');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/products?page=3'); // 58 foods, 24 a page
    const last = await (await get(dtc, '/products?page=3')).text();
    expect(last).toMatch(/<span aria-current="page"[^>]*>3<\/span>/);
    expect(last).not.toContain('No products match');

    const filtered = await get(dtc, '/products?sort=title-asc&food-form=dry-food&page=99');
    expect(filtered.headers.get('location')).toMatch(/^\/products\?sort=title-asc&food-form=dry-food&page=\d$/);
    const nothing = await get(dtc, '/products?search=zzqx&page=2');
    expect([nothing.status, nothing.headers.get('location')]).toEqual([302, '/products?search=zzqx']);
    expect((await get(dtc, '/products?page=2')).status).toBe(200);
  });

  it.each(['/search?search=', '/search?search=%20%20'])(
    'sends an empty search, %s, to every product rather than a 404 (spec 000 §2 Route table)',
    async (path) => {
      const response = await get(dtc, path);
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/products');
    },
  );
});

describe('guard and redirects (spec 000 §2)', () => {
  it('removes a doubled /products segment, keeping the query', async () => {
    const response = await get(dtc, '/products/products/dog?sort=price');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/products/dog?sort=price');
  });

  it('sends a guest on an account page to the shelter login with the base64 of the full path', async () => {
    const response = await get(dtc, '/account/orders?x=1');
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location') ?? '', dtc);
    expect(location.pathname).toBe('/shelter/login');
    expect(Buffer.from(location.searchParams.get('redirect') ?? '', 'base64').toString()).toBe('/account/orders?x=1');
  });

  it('follows an internal redirect from the redirects table', async () => {
    const response = await get(dtc, '/dog-food');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/products/dog/species');
  });

  it('follows an external redirect flagged as external', async () => {
    const response = await get(dtc, '/vet-locator');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('https://www.example.org/find-a-veterinarian');
  });
});

describe('the error page (spec 000 §2)', () => {
  it('shows the path, the content title and the default button', async () => {
    const html = await (await get(dtc, '/nope')).text();
    expect(html).toContain('Page Not Found: /nope');
    expect(html).toContain('We couldn&#39;t find that page');
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Back To Homepage<\/a>/);
    // `&` in an attribute written either way a browser reads as `&`
    expect(html).toMatch(/src="\/_image\?href=%2Fcms%2Fsite-404\.png&(amp|#38);w=320&(amp|#38);f=webp"/);
  });

  it('shows the recommended-products carousel on DTC and hides it on HPSF', async () => {
    expect(await (await get(dtc, '/nope')).text()).toContain('404 Carousel: Recommended Products');
    expect(await (await get(hpsf, '/nope')).text()).not.toContain('Carousel: Recommended Products');
  });
});

describe('titles and structured data per site (spec 001 §2)', () => {
  it('titles pages with the shop name on DTC', async () => {
    expect(titleOf(await (await get(dtc, '/products')).text())).toBe("Shop All Pet Food | Hill's Pet Shop");
    expect(titleOf(await (await get(dtc, '/contact-us')).text())).toBe("Contact Us | Hill's Pet Shop");
  });

  it('titles pages with the programme name and short titles on HPSF', async () => {
    expect(titleOf(await (await get(hpsf, '/products')).text())).toBe("Catalog | Hill's Professional Feeding Program");
    expect(titleOf(await (await get(hpsf, '/contact-us')).text())).toBe(
      "Contact | Hill's Professional Feeding Program",
    );
  });

  it('adds WebSite data with a search action on DTC only', async () => {
    const html = await (await get(dtc, '/')).text();
    const data = JSON.parse(html.match(/<script type="application\/ld\+json">([^<]*)<\/script>/)?.[1] ?? 'null');
    expect(data['@type']).toBe('WebSite');
    expect(data.potentialAction.target).toBe(`${dtc}/search?search={search_term_string}`);
    expect(await (await get(hpsf, '/')).text()).not.toContain('application/ld+json');
  });
});

describe('health', () => {
  it('answers ok while the database answers', async () => {
    const response = await get(dtc, '/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', db: 'ok' });
  });
});

describe('browser protection headers (issue: security headers)', () => {
  it('forbid framing and sniffing on pages, and keep the cart out of every cache', async () => {
    for (const path of ['/', '/products', '/cart', '/nope']) {
      const response = await get(dtc, path);
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
      expect(response.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
    }
    expect((await get(dtc, '/cart')).headers.get('cache-control')).toBe('private, no-store');
    expect((await get(dtc, '/products')).headers.get('cache-control')).not.toBe('private, no-store');
  });

  it('send a script policy without unsafe-inline that names every inline script the page runs', async () => {
    for (const path of ['/', '/products', '/cart', '/nope', '/shelter/login']) {
      const response = await get(dtc, path);
      const policy = response.headers.get('content-security-policy') ?? '';
      const scriptSrc = policy.split('; ').find((d) => d.startsWith('script-src ')) ?? '';
      expect(scriptSrc, path).toMatch(/^script-src 'self'/);
      expect(scriptSrc, path).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
      const html = await response.text();
      const inline = [
        ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g),
      ];
      expect(inline.length, path).toBeGreaterThan(0);
      for (const [, body] of inline) expect(scriptSrc, path).toContain(`'sha256-${sha256(body ?? '')}'`);
    }
  });

  it('never lets a page shown to a signed-in person be cached', async () => {
    const shopper = new Shopper(dtc);
    await shopper.post('/api/account/sign-in', { email: 'shopper@example.com', password: 'Petfood-demo-1' });
    for (const path of ['/', '/products', '/account/dashboard']) {
      expect((await shopper.get(path)).headers.get('cache-control'), path).toBe('private, no-store');
    }
    const customer = await postJson(
      dtc,
      '/api/ecom/v1.0/get-shopify-customer',
      {},
      {
        cookie: [...shopper.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    );
    expect(customer.headers.get('cache-control')).toBe('private, no-store');
  });
});
