// Listing endpoints (API.md "Products"): facets narrow, totals and pages add up, bad input is refused.
import { describe, expect, inject, it } from 'vitest';
import { signedIn } from '../support/checkout';
import { postJson } from '../support/server';

const dtc = inject('dtcUrl');
const hpsf = inject('hpsfUrl');
type Listing = {
  products: { handle: string; species: string[]; productType: string; variants: { price: { amount: string } }[] }[];
  total: number;
  page: number;
  limit: number;
};

async function list(base: string, body: unknown, path = 'get-filtered-products'): Promise<Listing> {
  const response = await postJson(base, `/api/cms/v1.0/${path}`, body);
  expect(response.status).toBe(200);
  return (await response.json()) as Listing;
}

describe('get-products and get-filtered-products', () => {
  it('answers the first 24 of the site catalogue by default', async () => {
    const all = await list(dtc, {}, 'get-products');
    expect(all.limit).toBe(24);
    expect(all.page).toBe(1);
    expect(all.products).toHaveLength(24);
    expect(all.total).toBeGreaterThan(24);
  });

  it('narrows with each facet and widens within one (spec 001 §3)', async () => {
    const dogs = await list(dtc, { filters: { species: ['dog'] }, limit: 100 });
    const dryDogs = await list(dtc, { filters: { species: ['dog'], food_form: ['dry-food'] }, limit: 100 });
    const dryOrWetDogs = await list(dtc, {
      filters: { species: ['dog'], food_form: ['dry-food', 'wet-food'] },
      limit: 100,
    });
    expect(dryDogs.total).toBeGreaterThan(0);
    expect(dryDogs.total).toBeLessThan(dogs.total);
    expect(dryDogs.products.every((p) => p.species.includes('dog') && p.productType === 'Dry Food')).toBe(true);
    expect(dryOrWetDogs.total).toBeGreaterThan(dryDogs.total);
    expect(dryOrWetDogs.products.every((p) => p.productType !== 'Treats')).toBe(true);
    expect(dryOrWetDogs.products.some((p) => p.productType === 'Wet Food')).toBe(true);
  });

  it('pages through the same list without repeating a product', async () => {
    const first = await list(dtc, { limit: 10, page: 1 });
    const second = await list(dtc, { limit: 10, page: 2 });
    expect(second.total).toBe(first.total);
    const handles = [...first.products, ...second.products].map((p) => p.handle);
    expect(new Set(handles).size).toBe(20);
  });

  it('sorts by lowest price', async () => {
    const { products } = await list(dtc, { sort: 'price-asc', limit: 100 });
    const lowest = products.map((p) => Math.min(...p.variants.map((v) => Number(v.price.amount))));
    expect(lowest).toEqual([...lowest].sort((a, b) => a - b));
  });

  it('searches by words and ranks titles first', async () => {
    const { products, total } = await list(dtc, { search: 'salmon', limit: 100 });
    expect(total).toBeGreaterThan(0);
    expect(products[0]?.handle).toContain('salmon');
  });

  it('answers each site its own catalogue', async () => {
    const pdOnDtc = await list(dtc, { filters: { brand: ['prescription-diet'] } });
    // Prescription Diet is on HPSF for eligible staff only (spec 000 §4 isEligibleForPd), not for its guests.
    const staff = await signedIn(hpsf, 'staff@example.com');
    const pdOnHpsf = (
      await staff.post<Listing>('/api/cms/v1.0/get-filtered-products', { filters: { brand: ['prescription-diet'] } })
    ).body;
    expect(pdOnHpsf.total).toBeGreaterThan(0);
    expect((await list(hpsf, { filters: { brand: ['prescription-diet'] } })).total).toBe(0);
    expect(pdOnDtc.total).toBe((await list(dtc, {})).total); // an option the site does not offer narrows nothing
    expect((await list(hpsf, { search: 'treats' })).total).toBe(0);
  });

  it('refuses a limit, page or sort out of range', async () => {
    for (const body of [
      { limit: 0 },
      { limit: 101 },
      { page: 0 },
      { page: 1.5 },
      { sort: 'cheapest' },
      { filters: { food_form: 'dry-food' } },
    ]) {
      const response = await postJson(dtc, '/api/cms/v1.0/get-filtered-products', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('get-no-results-suggestions', () => {
  it('answers the suggestions with GET and no body', async () => {
    const response = await fetch(`${dtc}/api/cms/v1.0/get-no-results-suggestions`);
    expect(response.status).toBe(200);
    const { suggestions } = (await response.json()) as {
      suggestions: { headline: string; suggestions: { label: string }[] };
    };
    expect(suggestions.headline).toBe('Try one of these instead');
    expect(suggestions.suggestions.map((s) => s.label)).toContain('Dry Dog Food');
  });
});
