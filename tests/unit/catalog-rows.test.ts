// The catalogue's rows as the store's products (API.md "Products"), and what many products hold alike kept once: a
// catalogue of 20,000 products stays small in memory (issue 39 §3) without a product or an answer changing.
import type { Selectable } from 'kysely';
import { describe, expect, it } from 'vitest';
import { Alike, productFromRow, toApiProduct } from '../../src/lib/catalog/rows';
import type { ProductTable, SellingPlanTable, VariantTable } from '../../src/lib/db/schema';

const PLANS: Selectable<SellingPlanTable>[] = [
  { id: 'autoship-8w', name: 'Every 8 weeks', frequency_days: 56 },
  { id: 'autoship-4w', name: 'Every 4 weeks', frequency_days: 28 },
];

function productRow(handle: string, title: string): Selectable<ProductTable> {
  return {
    id: `product-${handle}`,
    handle,
    title,
    description: 'Crunchy kibble for adult dogs.',
    product_type: 'Dry Food',
    brand: 'science-diet',
    sub_brand: 'Science Diet',
    food_form: 'dry',
    pack_type: 'bag',
    attributes: JSON.stringify({
      species: ['dog'],
      lifestage: ['adult'],
      breedSize: ['small', 'medium'],
      flavor: ['chicken'],
      healthConditions: [],
      sites: ['DTC', 'HPSF'],
    }),
    tags: JSON.stringify(['badge::new']),
    image_id: `${handle}-front`,
    position: 1,
    created_at: '2026-01-01T00:00:00Z',
    published: 1,
  };
}

function variantRow(productId: string, sku: string, size: string, weight: number, position: number) {
  return {
    id: `4000${sku}`,
    product_id: productId,
    sku,
    flavor: 'Chicken & Barley',
    size,
    product_form: 'Dry',
    weight,
    weight_unit: 'lbs',
    price_cents: 1000 + position,
    compare_at_cents: null,
    tags: '[]',
    stock: 5,
    autoship: 1,
    position,
    pack_count: 1,
  } satisfies Selectable<VariantTable>;
}

const two = (alike: Alike) =>
  ['adult-a', 'adult-b'].map((handle) =>
    productFromRow(
      productRow(handle, `Adult ${handle}`),
      [
        variantRow(`product-${handle}`, `${handle}-15`, '15 lb', 15, 2),
        variantRow(`product-${handle}`, `${handle}-5`, '5 lb', 5, 1),
      ],
      PLANS,
      alike,
    ),
  );

describe('a product from its rows', () => {
  it('has its sizes in their order, each with its page address, autoship plans and price (API.md "Products")', () => {
    const [product] = two(new Alike());
    expect(product!.variants.map((v) => [v.sku, v.variantURL, v.price.amount])).toEqual([
      ['adult-a-5', 'science-diet/adult-a/chicken-barley/5lb', '10.01'],
      ['adult-a-15', 'science-diet/adult-a/chicken-barley/15lb', '10.02'],
    ]);
    expect(product!.variants[0]!.sellingPlans.map((p) => p.frequencyDays)).toEqual([28, 56]);
    expect(product!.options).toEqual([
      { name: 'Size', values: ['5 lb', '15 lb'] },
      { name: 'Flavor', values: ['Chicken & Barley'] },
      { name: 'Product Form', values: ['Dry'] },
    ]);
    expect(product!.attributes.breedSize).toEqual(['small', 'medium']);
  });

  it('shares what products of one load hold alike: facet lists, options, badges, prices', () => {
    const [a, b] = two(new Alike());
    expect(a!.attributes).toBe(b!.attributes);
    expect(a!.options).toBe(b!.options);
    expect(a!.badgeTags).toBe(b!.badgeTags);
    expect(a!.variants[0]!.selectedOptions).toBe(b!.variants[0]!.selectedOptions);
    expect(a!.variants[0]!.price).not.toBe(a!.variants[1]!.price);
    // Two loads share nothing: a later load never holds an earlier one's values.
    const [c] = two(new Alike());
    expect(c!.attributes).not.toBe(a!.attributes);
    expect(c!.attributes).toEqual(a!.attributes);
  });

  it('answers each size with its picture, named for the product and the size (spec 000 §3 variantMediaList)', () => {
    const [product] = two(new Alike());
    const answer = toApiProduct(product!);
    expect(answer).not.toHaveProperty('attributes');
    expect(answer.variants.map((v) => v.variantMediaList)).toEqual([
      [{ url: '/cms/adult-a-front', alt: 'Adult adult-a, 5 lb' }],
      [{ url: '/cms/adult-a-front', alt: 'Adult adult-a, 15 lb' }],
    ]);
  });
});
