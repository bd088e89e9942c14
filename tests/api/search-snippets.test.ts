// What a search engine, a link preview and a screen reader's heading list read on the shop's main pages, on the
// HTML a guest gets from each site. The cart is kept out of search results (robots.txt) but still describes itself.
import { describe, expect, inject, it } from 'vitest';

const sites = [
  ['DTC', inject('dtcUrl')],
  ['HPSF', inject('hpsfUrl')],
] as const;
const PRODUCT = '/products/science-diet/science-diet-adult-chicken-barley-dry-dog/chicken-barley/15lb';
const pages = ['/', PRODUCT, '/cart'];
const cases = sites.flatMap(([site, base]) => pages.map((path) => [site, path, base] as const));

const page = async (base: string, path: string) => {
  const response = await fetch(`${base}${path}`);
  expect(response.status).toBe(200);
  return response.text();
};
const description = (html: string) => html.match(/<meta name="description" content="([^"]*)"/)?.[1];
/** The levels of the page's headings, in document order. */
const headingLevels = (html: string) => [...html.matchAll(/<h([1-6])[\s>]/g)].map((m) => Number(m[1]));

describe('the main pages as a crawler reads them', () => {
  it.each(cases)('%s %s has a description for its search result or shared link', async (_site, path, base) => {
    expect(description(await page(base, path))?.trim().length).toBeGreaterThan(30);
  });

  it.each(cases)('%s %s opens with one h1 and never skips a heading level', async (_site, path, base) => {
    const levels = headingLevels(await page(base, path));
    expect(levels[0]).toBe(1);
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    const skips = levels.flatMap((level, i) =>
      i > 0 && level > levels[i - 1]! + 1 ? [`h${levels[i - 1]}→h${level}`] : [],
    );
    expect(skips).toEqual([]);
  });

  it.each(sites)('%s tells crawlers to leave the cart alone', async (_site, base) => {
    expect(await page(base, '/robots.txt')).toMatch(/^Disallow: \/cart$/m);
  });
});
