// X-Forwarded-Proto and its kin are believed only from TRUSTED_PROXIES (DESIGN §5; issue: trust, round two, item 6).
// Without PUBLIC_SITE_URL a page's canonical link, Open Graph and JSON-LD addresses are made from the address the
// browser used, and HSTS is sent over https: a guest who could claim https poisoned the shared page cache for
// everyone. Two instances on one database: one trusts no proxy, one trusts loopback (the test plays the proxy).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownStore, type OwnStore } from '../support/checkout';

let store: OwnStore;
let untrusting: string;
let behindProxy: string;

beforeAll(async () => {
  store = await ownStore('forwarded', { TRUSTED_PROXIES: '' }, { TRUSTED_PROXIES: '127.0.0.1' });
  [untrusting, behindProxy] = store.servers.map((s) => s.url) as [string, string];
}, 120_000);
afterAll(() => store?.stop(), 60_000);

type Page = { canonical: string | undefined; ogUrl: string | undefined; hsts: string | null; html: string };

async function page(base: string, path: string, headers: Record<string, string> = {}): Promise<Page> {
  const answer = await fetch(`${base}${path}`, { headers });
  expect(answer.status).toBe(200);
  const html = await answer.text();
  return {
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1],
    ogUrl: /<meta property="og:url" content="([^"]+)"/.exec(html)?.[1],
    hsts: answer.headers.get('strict-transport-security'),
    html,
  };
}

const claimsHttps = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example', 'x-forwarded-port': '8443' };

describe('forwarded headers from a client that is not a trusted proxy', () => {
  for (const path of ['/', '/products', '/faq'])
    it(`are ignored, and do not reach the page kept for every guest (${path})`, async () => {
      const claimed = await page(untrusting, path, claimsHttps);
      const plain = await page(untrusting, path);
      const own = `${untrusting}${path === '/' ? '/' : path}`;
      for (const seen of [claimed, plain]) {
        expect(seen.canonical).toBe(own);
        expect(seen.hsts).toBeNull();
        expect(seen.html).not.toContain('https://127.0.0.1');
        expect(seen.html).not.toContain('evil.example');
      }
    });
});

describe('forwarded headers from a trusted proxy', () => {
  it('make https links and HSTS for the https visitor, and keep the plain page apart', async () => {
    const host = new URL(behindProxy).host;
    const secure = await page(behindProxy, '/products', { 'x-forwarded-proto': 'https' });
    expect(secure.canonical).toBe(`https://${host}/products`);
    expect(secure.ogUrl).toBe(`https://${host}/products`);
    expect(secure.hsts).toContain('max-age=');
    // Straight after, the same page over plain http: its own links, not the https page from the cache.
    const plain = await page(behindProxy, '/products');
    expect(plain.canonical).toBe(`http://${host}/products`);
    expect(plain.hsts).toBeNull();
    // And the https page again, from the cache, still https.
    expect((await page(behindProxy, '/products', { 'x-forwarded-proto': 'https' })).canonical).toBe(
      `https://${host}/products`,
    );
  });

  it('still cannot make a page name another host (no allowed domains are configured)', async () => {
    const seen = await page(behindProxy, '/faq', { 'x-forwarded-proto': 'http', 'x-forwarded-host': 'evil.example' });
    expect(seen.html).not.toContain('evil.example');
  });
});
