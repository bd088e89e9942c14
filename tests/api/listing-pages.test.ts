// What a listing page's HTML holds before any script runs (spec 000 §2 Product card): the cards' controls rendered by
// the server, one island for all of a list's cards instead of one in each, and what search engines read: a meta
// description and headings that step down one level at a time (h1, then the cards' h2).
import { describe, expect, inject, it } from 'vitest';

const sites = { DTC: inject('dtcUrl'), HPSF: inject('hpsfUrl') };
const listings = ['/products', '/products/dog/food-form/dry-food'];

const page = async (base: string, path: string) => {
  const response = await fetch(`${base}${path}`);
  expect(response.status).toBe(200);
  return response.text();
};
const cardsOf = (html: string) => [...html.matchAll(/<article class="card"[\s\S]*?<\/article>/g)].map((m) => m[0]);
const islandsOf = (html: string) => [...html.matchAll(/<astro-island[^>]*component-url="([^"]*)"/g)].map((m) => m[1]);

describe.each(Object.entries(sites))('listings on %s', (site, base) => {
  it.each(listings)('%s has one island for all its cards, none inside a card', async (path) => {
    const html = await page(base, path);
    const cards = cardsOf(html);
    expect(cards.length).toBeGreaterThan(10);
    for (const card of cards) expect(card).not.toContain('<astro-island');
    expect(islandsOf(html).filter((url) => url?.includes('CardAddedDialog'))).toHaveLength(1);
    expect(islandsOf(html).filter((url) => url?.includes('AddToCart'))).toHaveLength(0);
  });

  it.each(listings)(
    '%s renders every card’s add-to-cart controls on the server, asleep until the script',
    async (path) => {
      for (const card of cardsOf(await page(base, path))) {
        expect(card).toMatch(/<input name="quantity"[^>]*value="1"[^>]*disabled/);
        expect(card).toMatch(
          /<button type="button" class="button add-button" data-add disabled[^>]*>\s*(Add to Cart|Out of Stock)\s*</,
        );
        // Autoship is a consumer's choice only (spec 000 §1).
        if (site === 'HPSF') expect(card).not.toContain('name="purchase"');
      }
    },
  );

  it.each(listings)('%s has a meta description naming what it lists', async (path) => {
    const html = await page(base, path);
    const description = html.match(/<meta name="description" content="([^"]+)"/)?.[1] ?? '';
    expect(description).toMatch(/\d+ products/);
    const heading = html.match(/<h1[^>]*>([^<]+)<\/h1>/)?.[1] ?? '';
    expect(description.startsWith(heading.replace(/&#39;/g, "'"))).toBe(true);
  });

  it.each(listings)('%s steps its headings down one level at a time, from one h1', async (path) => {
    const levels = [...(await page(base, path)).matchAll(/<h([1-6])[\s>]/g)].map((m) => Number(m[1]));
    expect(levels[0]).toBe(1);
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    const skips = levels.flatMap((level, i) =>
      i > 0 && level > levels[i - 1]! + 1 ? [`h${levels[i - 1]} → h${level}`] : [],
    );
    expect(skips).toEqual([]);
  });
});
