// Open Graph and Twitter card tags and image text alternatives, read on the HTML a browser (or a link preview) gets.
import { describe, expect, inject, it } from 'vitest';

const dtc = inject('dtcUrl');
const PRODUCT = '/products/science-diet/science-diet-adult-chicken-barley-dry-dog/chicken-barley/15lb';

const page = async (path: string) => {
  const response = await fetch(`${dtc}${path}`);
  expect(response.status).toBe(200);
  return response.text();
};
const decode = (text: string) =>
  text
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<');
const meta = (html: string, key: string): string | undefined => {
  const tag = html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`));
  return tag ? decode(tag[1] ?? '') : undefined;
};
const canonical = (html: string) => html.match(/<link rel="canonical" href="([^"]*)"/)?.[1];

describe('share tags on product pages', () => {
  it('describe the product with its absolute image and canonical address', async () => {
    const html = await page(`${PRODUCT}?sku=x`);
    expect(meta(html, 'og:type')).toBe('product');
    expect(meta(html, 'og:title')).toMatch(/Chicken/);
    expect(meta(html, 'og:description')).toBeTruthy();
    expect(meta(html, 'og:url')).toBe(canonical(html));
    expect(meta(html, 'og:url')).toBe(`${dtc}${PRODUCT}`);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    const image = meta(html, 'og:image') ?? '';
    expect(image).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/cms\//);
    expect((await fetch(image)).status).toBe(200);
    expect(meta(html, 'og:image:alt')).toMatch(/Chicken.*, 15 lb$/);
  });

  it('give the product image the product name and size as its text alternative', async () => {
    const html = await page(PRODUCT);
    const alts = [...html.matchAll(/<img [^>]*alt="([^"]*)"/g)].map((m) => decode(m[1] ?? ''));
    expect(alts.some((alt) => /Chicken.*, 15 lb$/.test(alt))).toBe(true);
  });
});

describe('share tags on content pages', () => {
  it.each(['/faq', '/about-us'])('%s is shared as a website with an absolute image', async (path) => {
    const html = await page(path);
    expect(meta(html, 'og:type')).toBe('website');
    expect(meta(html, 'og:title')).toBeTruthy();
    expect(meta(html, 'og:url')).toBe(`${dtc}${path}`);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    const image = meta(html, 'og:image') ?? '';
    expect(image).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    expect((await fetch(image)).status).toBe(200);
  });
});

describe('product card images', () => {
  it('carry the product name and size, never an empty text alternative', async () => {
    const html = await page('/products');
    const cards = [...html.matchAll(/<article class="card"[\s\S]*?<\/article>/g)].map((m) => m[0]);
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      const alt = decode(card.match(/<img [^>]*alt="([^"]*)"/)?.[1] ?? '');
      expect(alt).toMatch(/\S.*, [\d.]+ (lb|oz)$/);
      expect(alt.toLowerCase()).not.toBe('image');
    }
  });
});
