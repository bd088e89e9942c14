// Weight slugs in category URLs (spec 000 §2 Product card, three-segment preselect), on the HTML a browser gets.
import { describe, expect, inject, it } from 'vitest';

const dtc = inject('dtcUrl');

type Card = { chosen: string; offered: string[] };

/** Each card's chosen size (the size pill pressed) and the sizes it offers. */
async function cardSizes(path: string): Promise<Card[]> {
  const response = await fetch(`${dtc}${path}`, { redirect: 'manual' });
  expect(response.status).toBe(200);
  const html = await response.text();
  const cards = [...html.matchAll(/<article class="card"[\s\S]*?<\/article>/g)].map((m) => m[0]);
  expect(cards.length).toBeGreaterThan(0);
  const pill = /<button type="button" class="pill[^"]*"[^>]*>\s*([^<]*?)\s*<(?:\/button|span)/g;
  return cards.map((card) => ({
    chosen: card.match(/<button[^>]*aria-pressed="true"[^>]*>\s*([^<]*?)\s*<(?:\/button|span)/)?.[1] ?? '',
    offered: [...card.matchAll(pill)].map((m) => m[1] ?? ''),
  }));
}
const chosenSizes = async (path: string) => (await cardSizes(path)).map((card) => card.chosen);

const pounds = (size: string) => (/^([\d.]+) lb$/.exec(size) ? Number(/^([\d.]+)/.exec(size)?.[1]) : NaN);

describe('weight slugs in listing URLs (spec 000 §2 Product card, three-segment preselect)', () => {
  it('a single size is a listing, not a 404, and its cards open on that size where they have it', async () => {
    const cards = await cardSizes('/products/dog/weight/15lb');
    expect(cards.map((card) => card.chosen)).toContain('15 lb');
    expect(cards.some((card) => card.offered.length > 1)).toBe(true);
    for (const card of cards) if (card.offered.includes('15 lb')) expect(card.chosen).toBe('15 lb');
  });

  it('a range opens the cards on a size inside it: 1lb-45lb is dry food, 2.5oz-13oz wet food', async () => {
    for (const size of await chosenSizes('/products/dog/weight/8lb-20lb')) {
      expect(pounds(size)).toBeGreaterThanOrEqual(8);
      expect(pounds(size)).toBeLessThanOrEqual(20.9);
    }
    for (const size of await chosenSizes('/products/dog/weight/1lb-45lb')) expect(size).toMatch(/ lb$/);
    for (const size of await chosenSizes('/products/cat/weight/2.5oz-13oz')) expect(size).toMatch(/ oz$/);
  });

  it('a size no range holds, or no size at all, is still a 404', async () => {
    expect((await fetch(`${dtc}/products/dog/weight/60lb`)).status).toBe(404);
    expect((await fetch(`${dtc}/products/dog/weight/heavy`)).status).toBe(404);
  });
});
