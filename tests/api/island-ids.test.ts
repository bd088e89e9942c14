// Islands are rendered on the server by @astrojs/react, each given the id prefix it is hydrated with: without it, the
// ids an island makes with useId (the product page's purchase choice, labels tied to their fields) came out bare on
// the server and prefixed in the browser, and two islands on one page could make the same id.
import { describe, expect, inject, it } from 'vitest';

const sites = { DTC: inject('dtcUrl'), HPSF: inject('hpsfUrl') };
const PRODUCT = '/products/science-diet/science-diet-adult-chicken-barley-dry-dog/chicken-barley/15lb';

type Island = { component: string; prefix: string; html: string };

const islandsOf = (html: string): Island[] =>
  [...html.matchAll(/<astro-island([^>]*)>([\s\S]*?)<\/astro-island>/g)].map(([, attributes = '', inner = '']) => ({
    component: /component-url="([^"]*)"/.exec(attributes)?.[1] ?? '',
    prefix: /\bprefix="([^"]*)"/.exec(attributes)?.[1] ?? '',
    html: inner,
  }));

/** The ids React's useId made inside an island's markup, as `_{prefix}R_{n}_`, with the prefix each was made with. */
const madeIds = (html: string) => [...html.matchAll(/_(r\d+)?R_[0-9a-z]+_/g)].map(([id, prefix]) => ({ id, prefix }));

describe.each(Object.entries(sites))('islands on %s', (site, base) => {
  it('a product page: the ids each island made carry its own prefix, and no two islands share one', async () => {
    const response = await fetch(`${base}${PRODUCT}`);
    expect(response.status).toBe(200);
    const islands = islandsOf(await response.text());
    const addToCart = islands.find((island) => island.component.includes('AddToCart'));
    expect(addToCart, `${site} product page has its Add to Cart island`).toBeDefined();
    // The purchase choice (or, for staff, the quantity) is tied together by ids the island made.
    expect(madeIds(addToCart?.html ?? '').length).toBeGreaterThan(0);
    for (const island of islands) {
      expect(island.prefix).toMatch(/^r\d+$/);
      for (const { id, prefix } of madeIds(island.html))
        expect(prefix, `${id} in ${island.component}`).toBe(island.prefix);
    }
    const prefixes = islands.map((island) => island.prefix);
    expect(new Set(prefixes).size).toBe(prefixes.length);
  });
});
