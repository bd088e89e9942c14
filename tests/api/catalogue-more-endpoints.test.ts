// The remaining catalogue endpoints of spec 001 §7 and spec 000 §7.
import { describe, expect, inject, it } from 'vitest';
import { postJson } from '../support/server';

const dtc = inject('dtcUrl');
const hpsf = inject('hpsfUrl');
const call = async <T>(base: string, path: string, body: unknown): Promise<T> => {
  const response = await postJson(base, path, body);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
};

describe('get-listing-product(s)-by-handle(s)', () => {
  it('answers the same products as the product lookups', async () => {
    const handle = 'science-diet-adult-chicken-barley-dry-dog';
    const one = await call<{ product: { handle: string } }>(dtc, '/api/ecom/v1.0/get-listing-product-by-handle', {
      handle,
    });
    const many = await call<{ products: { handle: string }[] }>(dtc, '/api/ecom/v1.0/get-listing-products-by-handles', {
      handles: [handle, 'nope'],
    });
    expect(one.product.handle).toBe(handle);
    expect(many.products.map((p) => p.handle)).toEqual([handle]);
  });
});

describe('get-filters-by-handle', () => {
  type Filters = {
    filters: { field: string; options: { slug: string; count: number; selected: boolean }[] }[] | null;
    total: number;
  };

  it('answers the facets of a category with counts and the category options selected', async () => {
    const { filters, total } = await call<Filters>(dtc, '/api/ecom/v1.0/get-filters-by-handle', {
      handle: 'dog/food-form/dry-food',
    });
    const foodForm = filters?.find((f) => f.field === 'food_form');
    expect(foodForm?.options.find((o) => o.slug === 'dry-food')).toMatchObject({ selected: true, count: total });
    expect(foodForm?.options.find((o) => o.slug === 'wet-food')?.selected).toBe(false);
    expect(filters?.find((f) => f.field === 'breed_size')).toBeDefined();
  });

  it('keeps at most `limit` options a facet', async () => {
    const { filters } = await call<Filters>(dtc, '/api/ecom/v1.0/get-filters-by-handle', {
      handle: 'cat/species',
      limit: 2,
    });
    expect(Math.max(...filters!.map((f) => f.options.length))).toBe(2);
  });

  it('answers null for a path that is not a category, and 400 for one that is not a path', async () => {
    expect(
      (await call<Filters>(dtc, '/api/ecom/v1.0/get-filters-by-handle', { handle: 'dog/nope/x' })).filters,
    ).toBeNull();
    expect((await postJson(dtc, '/api/ecom/v1.0/get-filters-by-handle', { handle: '../x' })).status).toBe(400);
  });
});

describe('get-skus-with-deal and get-product-carousel', () => {
  it('lists the SKUs with the deal badge on the site', async () => {
    const { skus } = await call<{ skus: string[] }>(dtc, '/api/cms/v1.0/get-skus-with-deal', {});
    expect(skus.length).toBeGreaterThan(0);
    const listing = await call<{ products: { variants: { sku: string; badgeTags: string[] }[] }[] }>(
      dtc,
      '/api/cms/v1.0/get-products',
      { limit: 100 },
    );
    const listed = listing.products.flatMap((p) => p.variants).filter((v) => skus.includes(v.sku));
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((v) => v.badgeTags.includes('deal'))).toBe(true);
  });

  it('answers the published carousels with their pages and handles (spec 000 §3)', async () => {
    const { carousels } = await call<{ carousels: { page: string; handles: { handle: string }[] }[] }>(
      dtc,
      '/api/cms/v1.0/get-product-carousel',
      {},
    );
    expect(carousels.map((c) => c.page).sort()).toEqual([
      '404',
      'Cart',
      'HomePage',
      'HomePage',
      'HomePage',
      'HomePage',
    ]);
  });
});

describe('get-ordergroove-product-by-sku', () => {
  it('describes a variant for the subscription service', async () => {
    const listing = await call<{ products: { title: string; variants: { sku: string; id: string }[] }[] }>(
      dtc,
      '/api/cms/v1.0/get-products',
      { limit: 1 },
    );
    const variant = listing.products[0]!.variants[0]!;
    const { product } = await call<{ product: Record<string, unknown> }>(dtc, '/api/get-ordergroove-product-by-sku', {
      sku: variant.sku,
    });
    expect(product).toMatchObject({
      external_product_id: variant.sku,
      product_id: variant.id,
      name: listing.products[0]!.title,
      autoship_enabled: true,
    });
    expect(product.frequencies).toEqual([
      { every: 2, every_period: 'week', selling_plan_id: 'autoship-2w' },
      { every: 4, every_period: 'week', selling_plan_id: 'autoship-4w' },
      { every: 6, every_period: 'week', selling_plan_id: 'autoship-6w' },
      { every: 8, every_period: 'week', selling_plan_id: 'autoship-8w' },
    ]);
  });

  it('answers null for an unknown SKU or one the site does not sell, and 400 for a malformed one', async () => {
    expect(
      (await call<{ product: null }>(dtc, '/api/get-ordergroove-product-by-sku', { sku: '999999' })).product,
    ).toBeNull();
    const treats = await call<{ products: { variants: { sku: string }[] }[] }>(
      dtc,
      '/api/cms/v1.0/get-filtered-products',
      { filters: { food_form: ['treats'] }, limit: 1 },
    );
    const treatSku = treats.products[0]!.variants[0]!.sku;
    expect(
      (await call<{ product: null }>(hpsf, '/api/get-ordergroove-product-by-sku', { sku: treatSku })).product,
    ).toBeNull();
    expect((await postJson(dtc, '/api/get-ordergroove-product-by-sku', { sku: 'a b' })).status).toBe(400);
  });
});
