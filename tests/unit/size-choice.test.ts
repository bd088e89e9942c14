// Choosing a size on a product card (spec 000 §2 Product card): what each size control and the card carry for the
// card's add-to-cart controls, and how the browser reads it back from their datasets.
import { describe, expect, it } from 'vitest';
import {
  cardData,
  cardListData,
  outOfStockNote,
  sizeChoiceData,
  sizeChoiceFromData,
} from '../../src/lib/cart/size-choice';
import { cardPromos } from '../../src/lib/catalog/promos';
import type { Variant } from '../../src/lib/catalog/types';
import { inStockAt } from '../../src/lib/stock/stock';

const PLANS = [
  { id: 'autoship-2w', name: 'Every 2 weeks', frequencyDays: 14 },
  { id: 'autoship-4w', name: 'Every 4 weeks', frequencyDays: 28 },
];

const variant = (over: Partial<Variant> = {}): Variant => ({
  id: 'v-10021',
  adminGraphqlId: 'gid://shopify/ProductVariant/10021',
  sku: '10021',
  variantURL: 'science-diet/puppy-food/chicken-brown-rice/15.5lb',
  inStock: true,
  price: { amount: '38.99', currencyCode: 'USD' },
  compareAtPrice: { amount: '42.99', currencyCode: 'USD' },
  weight: 15.5,
  weightUnit: 'lbs',
  packCount: 1,
  selectedOptions: [
    { name: 'Size', value: '15.5 lb' },
    { name: 'Flavor', value: 'Chicken & Brown Rice' },
    { name: 'Product Form', value: 'Dry' },
  ],
  badgeTags: [],
  sellingPlans: PLANS,
  imagePrimary: { url: '/cms/puppy', alt: '' },
  ...over,
});

/** What `element.dataset` gives for these attributes: `data-price-cents` becomes `priceCents`. */
const datasetOf = (...attributes: Record<string, string>[]) =>
  Object.fromEntries(
    Object.entries(Object.assign({}, ...attributes) as Record<string, string>).map(([name, value]) => [
      name.slice('data-'.length).replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()),
      value,
    ]),
  );

const PROMOS = ['Eligible for free 2-5 day shipping', 'Autoship saves an extra 5%'];
/** A card's facts with its list's, as the browser reads them: the card's own, then the list's around it. */
const puppyCard = (freeShippingMinimum: number | null) => ({
  ...cardListData({
    zip: '80011',
    plans: [
      { id: 'autoship-2w', name: 'Every 2 weeks' },
      { id: 'autoship-4w', name: 'Every 4 weeks' },
    ],
    freeShippingMinimum,
  }),
  ...cardData({ productTitle: 'Puppy Food', flavor: 'Chicken & Brown Rice', freeShipping: true }),
});

describe('a size chosen on a card (spec 000 §2 Product card)', () => {
  it('takes its stock from the shopper’s ZIP, not the national flag, and links to its own page', () => {
    const data = datasetOf(puppyCard(35), sizeChoiceData(variant(), { inStock: false, image: null }));
    expect(sizeChoiceFromData(data)).toEqual({
      sku: '10021',
      adminGraphqlId: 'gid://shopify/ProductVariant/10021',
      size: '15.5 lb',
      title: 'Chicken & Brown Rice / 15.5 lb',
      inStock: false,
      priceCents: 3899,
      compareAtCents: 4299,
      weight: 15.5,
      weightUnit: 'lbs',
      href: '/products/science-diet/puppy-food/chicken-brown-rice/15.5lb?sku=10021',
      imageAlt: 'Puppy Food, 15.5 lb',
      image: null,
      sellingPlans: [
        { id: 'autoship-2w', name: 'Every 2 weeks' },
        { id: 'autoship-4w', name: 'Every 4 weeks' },
      ],
      promos: PROMOS,
    });
  });

  it('gives the promotions the server gives at the size’s price, and none on a staff card', () => {
    // $38.99 is under a $49 minimum: the card names the threshold.
    const under = sizeChoiceFromData(
      datasetOf(puppyCard(49), sizeChoiceData(variant(), { inStock: true, image: null })),
    );
    expect(under?.promos).toEqual(
      cardPromos({ priceCents: 3899, hasAutoship: true, freeShippingMinimum: 49, staff: false }),
    );
    expect(under?.promos).toEqual(['Free 2-5 day shipping on orders over $49', 'Autoship saves an extra 5%']);
    const plain = variant({ compareAtPrice: null, sellingPlans: [], weight: 13, weightUnit: 'oz' });
    const staff = sizeChoiceFromData(datasetOf(puppyCard(null), sizeChoiceData(plain, { inStock: true, image: null })));
    expect(staff).toMatchObject({ promos: [], sellingPlans: [], compareAtCents: null, weight: 13, weightUnit: 'oz' });
    // A treat's card keeps its promise when another size is chosen: still no free shipping (issue 36 §11).
    const treatCard = { ...puppyCard(49), ...cardData({ productTitle: 'Treats', flavor: null, freeShipping: false }) };
    const treat = sizeChoiceFromData(datasetOf(treatCard, sizeChoiceData(variant(), { inStock: true, image: null })));
    expect(treat?.promos).toEqual(['Autoship saves an extra 5%']);
  });

  it('carries a size’s own image only when it has one', () => {
    const image = { src: '/_image?href=%2Fcms%2Fbag&w=240', srcSet: '/_image?href=%2Fcms%2Fbag&w=240 1x' };
    const data = datasetOf(puppyCard(49), sizeChoiceData(variant(), { inStock: true, image }));
    expect(sizeChoiceFromData(data)?.image).toEqual(image);
  });

  it('writes on each size control only what differs from size to size', () => {
    expect(Object.keys(sizeChoiceData(variant(), { inStock: true, image: null })).sort()).toEqual([
      'data-autoship',
      'data-compare-at-cents',
      'data-href',
      'data-in-stock',
      'data-price-cents',
      'data-size-choice',
      'data-sku',
      'data-variant-id',
      'data-weight',
      'data-weight-unit',
    ]);
  });

  it('writes what every card of a list shares once, on the list, and only the product’s facts on the card', () => {
    expect(cardData({ productTitle: 'Puppy Food', flavor: null, freeShipping: true })).toEqual({
      'data-product-title': 'Puppy Food',
    });
    expect(cardListData({ zip: '96813', plans: [], freeShippingMinimum: null })).toEqual({
      'data-card-list': '',
      'data-zip': '96813',
    });
    expect(
      cardListData({ zip: '80011', plans: [{ id: 'autoship-2w', name: 'Every 2 weeks' }], freeShippingMinimum: 49 }),
    ).toEqual({
      'data-card-list': '',
      'data-zip': '80011',
      'data-plans': '[{"id":"autoship-2w","name":"Every 2 weeks"}]',
      'data-free-shipping-minimum': '49',
    });
  });

  it('refuses a control whose data the card’s add-to-cart controls could not add', () => {
    const good = datasetOf(puppyCard(49), sizeChoiceData(variant(), { inStock: true, image: null }));
    expect(sizeChoiceFromData(good)).not.toBeNull();
    const broken: Record<string, string | undefined>[] = [
      { ...good, sku: undefined },
      { ...good, variantId: '' },
      { ...good, productTitle: undefined },
      { ...good, priceCents: '38.99' },
      { ...good, weight: 'heavy' },
      { ...good, weightUnit: 'kg' },
      { ...good, plans: '{not json' },
      { ...good, plans: '[{"id":"autoship-4w"}]' },
      { ...good, plans: undefined },
    ];
    for (const data of broken) expect(sizeChoiceFromData(data)).toBeNull();
  });

  it('says which size cannot be delivered to which ZIP, and an unknown SKU counts as out of stock there', () => {
    expect(outOfStockNote('15.5 lb', '80011')).toBe('15.5 lb is out of stock at 80011');
    const stock = { zip: '80011', inStock: new Map([['10007', true]]) };
    expect(inStockAt(stock, '10007')).toBe(true);
    expect(inStockAt(stock, '10021')).toBe(false);
  });
});
