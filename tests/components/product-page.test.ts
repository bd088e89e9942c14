// The product page's own parts (spec 000 §3): the summary, the flavour and size choices and the purchase options, for
// the variant, the stock at the shopper's ZIP and the site; and the reviews region (spec 000 §1).
import { describe, expect, it } from 'vitest';
import FeedingCalculator from '../../src/components/FeedingCalculator.astro';
import ProductChoices from '../../src/components/ProductChoices.astro';
import ProductReviews from '../../src/components/ProductReviews.astro';
import ProductSummary from '../../src/components/ProductSummary.astro';
import PurchaseOptions from '../../src/components/PurchaseOptions.astro';
import { HAWAII_DELIVERY_NOTE } from '../../src/lib/catalog/promos';
import type { ProductContent } from '../../src/lib/content/product-content';
import type { CatalogProduct } from '../../src/lib/catalog/types';
import { money } from '../../src/lib/site/money';
import type { SiteId } from '../../src/lib/site/site';
import { catalogProduct, catalogVariant } from '../support/catalog';
import { render } from './render';

const product = (over: Partial<CatalogProduct> = {}) =>
  catalogProduct({
    variants: [
      catalogVariant('1001', '5 lb', { price: money(1299) }),
      catalogVariant('1002', '15 lb', { price: money(3499), compareAtPrice: money(3899), badgeTags: ['best-seller'] }),
    ],
    ...over,
  });

const flavour = (value: string) => [
  { name: 'Flavor' as const, value },
  { name: 'Size' as const, value: '5 lb' },
];

const variantOf = (p: CatalogProduct, sku: string) => {
  const variant = p.variants.find((v) => v.sku === sku);
  if (!variant) throw new Error(`no variant ${sku}`);
  return variant;
};

/** The buying column's own markup for `sku`, with the stock of each size at the ZIP, as a page shows it. */
async function buyColumn(
  p: CatalogProduct,
  sku: string,
  inStock: Record<string, boolean>,
  { site = 'DTC', zip = '80011', hawaii = false }: { site?: SiteId; zip?: string; hawaii?: boolean } = {},
): Promise<string> {
  const variant = variantOf(p, sku);
  const locals = { locals: { site } };
  const parts = await Promise.all([
    render(ProductSummary, { product: p, variant, zip, inStockHere: inStock[sku] ?? false, hawaii }, locals),
    render(ProductChoices, { product: p, variant, zip, sizeStock: new Map(Object.entries(inStock)) }, locals),
    site === 'DTC' ? render(PurchaseOptions, { variant }, locals) : '',
  ]);
  // Whitespace as a browser shows it: runs of it are one space, none at the edge of an element.
  return parts.join('').replace(/\s+/g, ' ').replace(/>\s/g, '>').replace(/\s</g, '<');
}

describe('the product page for a shopper (spec 000 §3)', () => {
  it('shows the price, the compare-at price, the stock at the ZIP and each size as a link', async () => {
    const html = await buyColumn(product(), '1002', { '1001': false, '1002': true });
    expect(html).toContain(
      '<p class="price"><span>$34.99</span><s><span class="visually-hidden">was</span>$38.99</s><span class="unit-price">$2.33/lb, save 10% per lb</span></p>',
    );
    expect(html).toContain('Size:<strong>15 lb</strong>');
    expect(html).toMatch(/<a class="pill selected" href="[^"]*15lb[^"]*" aria-current="true">15 lb<\/a>/);
    expect(html).toMatch(
      /<a class="pill unavailable" href="[^"]*5lb[^"]*">5 lb<span class="visually-hidden">\(out of stock at 80011\)<\/span><\/a>/,
    );
    expect(html).toContain('<strong>Autoship</strong>: $33.24.');
    expect(html).toContain('Best Seller');
  });

  it('says a size is out of stock at the ZIP, and adds the Hawaii note there', async () => {
    const html = await buyColumn(product(), '1001', { '1001': false, '1002': true }, { zip: '96813', hawaii: true });
    expect(html).toContain('<p class="stock out" role="status">Out of Stock for delivery to 96813</p>');
    expect(html).toContain(`<p class="delivery">${HAWAII_DELIVERY_NOTE}</p>`);
  });

  it('escapes what the catalogue says', async () => {
    const html = await buyColumn(product({ title: 'Puppy <Small> & Mini' }), '1001', { '1001': true });
    expect(html).toContain('<h1>Puppy &lt;Small&gt; &amp; Mini</h1>');
  });

  it('offers each flavour as a link, the one shown marked', async () => {
    const p = product({
      variants: [
        catalogVariant('2001', '5 lb', { selectedOptions: flavour('Chicken') }),
        catalogVariant('2002', '5 lb', { selectedOptions: flavour('Lamb'), variantURL: 'science-diet/adult/lamb/5lb' }),
      ],
    });
    const html = await buyColumn(p, '2002', { '2001': true, '2002': true });
    expect(html).toContain('Flavor:<strong>Lamb</strong>');
    expect(html).toMatch(/<a class="pill" href="[^"]*">Chicken<\/a>/);
    expect(html).toMatch(/<a class="pill selected" href="[^"]*" aria-current="true">Lamb<\/a>/);
  });
});

describe('the product page for staff (spec 000 §1)', () => {
  it('shows no price, and the sizes as a dropdown that names those out of stock', async () => {
    const html = await buyColumn(product(), '1001', { '1001': true, '1002': false }, { site: 'HPSF' });
    expect(html).not.toContain('$');
    expect(html).toMatch(/<option value="1001" selected data-href="[^"]*">5 lb<\/option>/);
    expect(html).toMatch(/<option value="1002" data-href="[^"]*">15 lb \(out of stock at 80011\)<\/option>/);
  });
});

describe('the reviews region (spec 000 §1)', () => {
  it('without a review vendor holds the shop’s own reviews: a food without any says so and offers to write one, with no third-party script (issue 41 §3)', async () => {
    const p = product();
    const html = await render(ProductReviews, { product: p, variant: variantOf(p, '1001') });
    expect(html).toMatch(/<h2 id="reviews-heading"[^>]*>Reviews<\/h2>/);
    expect(html).toContain('No reviews yet.');
    expect(html).toContain('Write a review');
    expect(html).not.toContain('reviews-widget');
    expect(html).not.toMatch(/<script[^>]+src="https?:/);
  });
});

describe('how much to feed (issue 42 §2)', () => {
  const food = product();
  const content = (unit: ProductContent['feeding']['unit']) =>
    ({ calories: { perKg: 3600, perUnit: 363 }, feeding: { unit } }) as ProductContent;
  const section = (over: { unit?: ProductContent['feeding']['unit']; site?: SiteId; c?: ProductContent | null } = {}) =>
    render(
      FeedingCalculator,
      {
        product: food,
        variant: variantOf(food, '1002'),
        content: over.c === undefined ? content(over.unit ?? 'cup') : over.c,
      },
      { locals: { site: over.site ?? 'DTC' }, path: '/products/science-diet/adult/chicken-barley/15lb?sku=1002' },
    );

  it('offers a guest the form for the food’s species, a way to sign in and to My Pets, and the note, before any script', async () => {
    const html = await section();
    expect(html).toMatch(/<h2 id="feed-heading">How much to feed<\/h2>/);
    expect(html).toContain('<label for="');
    expect(html).toContain('Weight (lb)</label>');
    expect(html).toContain('A day of this food for your dog');
    expect(html).toContain('<a href="#feeding">Feeding Guide</a>');
    expect(html).toMatch(/<a href="\/shelter\/login\?redirect=[^"]+">Sign in<\/a>/);
    expect(html).toContain('<a href="/account/pets">My Pets</a>');
    expect(html).toContain(
      'A starting point: every pet is different. Ask your vet, and adjust to keep a healthy weight.',
    );
    expect(html).not.toContain('cups a day'); // nothing worked out until the guest describes a pet
  });

  it('is left out for treats, for a food without calorie content, and on the staff site', async () => {
    expect(await section({ unit: 'piece' })).not.toContain('How much to feed');
    expect(await section({ c: null })).not.toContain('How much to feed');
    expect(await section({ site: 'HPSF' })).not.toContain('How much to feed');
  });
});
