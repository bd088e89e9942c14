import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from '../../src/lib/site/sitemap';

describe('sitemap and robots (issue 3 §13)', () => {
  it('lists each path once, absolute, with an escaped location and a date', () => {
    const xml = sitemapXml('https://shop.example', [
      { path: '/' },
      { path: '/products?a=1&b=2' },
      { path: '/' },
      { path: '/faq', lastmod: '2026-11-02T10:00:00Z' },
    ]);
    expect(xml.match(/<url>/g)).toHaveLength(3);
    expect(xml).toContain('<loc>https://shop.example/products?a=1&amp;b=2</loc>');
    expect(xml).toContain('<url><loc>https://shop.example/faq</loc><lastmod>2026-11-02</lastmod></url>');
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
  });

  it('keeps crawlers out of accounts, the cart and the API, and points them to the sitemap', () => {
    const robots = robotsTxt('https://shop.example');
    expect(robots.split('\n')).toEqual([
      'User-agent: *',
      'Disallow: /account/',
      'Disallow: /cart',
      'Disallow: /checkout',
      'Disallow: /api/',
      'Disallow: /shelter/',
      'Sitemap: https://shop.example/sitemap.xml',
      '',
    ]);
  });
});
