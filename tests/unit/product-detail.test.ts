// The product page's markup around its islands (src/components/product-detail.ts, spec 000 §3): what it shows for the
// variant, the stock at the shopper's ZIP and the site, made once for the same of those and made again when any of
// them, or the loaded catalogue, changes.
import { describe, expect, it } from 'vitest';
import { productDetailParts, type ProductDetailInput } from '../../src/components/product-detail';
import { HAWAII_DELIVERY_NOTE } from '../../src/lib/catalog/promos';
import type { CatalogProduct } from '../../src/lib/catalog/types';
import { money } from '../../src/lib/site/money';
import { catalogProduct, catalogVariant } from '../support/catalog';

const product = (over: Partial<CatalogProduct> = {}) =>
  catalogProduct({
    variants: [
      catalogVariant('1001', '5 lb', { price: money(1299) }),
      catalogVariant('1002', '15 lb', { price: money(3499), compareAtPrice: money(3899), badgeTags: ['best-seller'] }),
    ],
    ...over,
  });

function detail(
  p: CatalogProduct,
  sku: string,
  inStock: Record<string, boolean>,
  over: Partial<ProductDetailInput> = {},
) {
  const variant = p.variants.find((v) => v.sku === sku);
  if (!variant) throw new Error(`no variant ${sku}`);
  return productDetailParts({
    product: p,
    variant,
    zip: '80011',
    inStockHere: inStock[sku] ?? false,
    sizeStock: new Map(Object.entries(inStock)),
    hawaii: false,
    site: 'DTC',
    reviewsScript: null,
    origin: 'https://shop.example',
    ...over,
  });
}

const text = (parts: ReturnType<typeof productDetailParts>) =>
  `${parts.buy.text}${parts.description.text}${parts.after.text}`;

describe('the product page for a shopper (spec 000 §3)', () => {
  it('shows the price, the compare-at price, the stock at the ZIP and each size as a link', () => {
    const html = text(detail(product(), '1002', { '1001': false, '1002': true }));
    expect(html).toContain(
      '<p class="price"><span>$34.99</span><s><span class="visually-hidden">was </span>$38.99</s></p>',
    );
    expect(html).toContain('<p class="stock" role="status">In stock for delivery to 80011</p>');
    expect(html).toContain('Size: <strong>15 lb</strong>');
    expect(html).toMatch(/<a class="pill selected" href="[^"]*15lb[^"]*" aria-current="true">15 lb<\/a>/);
    expect(html).toMatch(
      /<a class="pill unavailable" href="[^"]*5lb[^"]*">5 lb<span class="visually-hidden">\(out of stock at 80011\)<\/span><\/a>/,
    );
    expect(html).toContain('<strong>Autoship</strong>: $33.24.');
    expect(html).toContain('Reviews from pet parents appear here.');
  });

  it('says a size is out of stock at the ZIP, and adds the Hawaii note there', () => {
    const html = text(detail(product(), '1001', { '1001': false, '1002': true }, { zip: '96813', hawaii: true }));
    expect(html).toContain('<p class="stock out" role="status">Out of Stock for delivery to 96813</p>');
    expect(html).toContain(`<p class="delivery">${HAWAII_DELIVERY_NOTE}</p>`);
  });

  it('escapes what the catalogue says and writes the structured data as it is', () => {
    const html = text(detail(product({ title: 'Puppy <Small> & Mini' }), '1001', { '1001': true }));
    expect(html).toContain('<h1>Puppy &lt;Small&gt; &amp; Mini</h1>');
    const data = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(data)).toMatchObject({ '@type': 'Product', name: 'Puppy <Small> & Mini', sku: '1001' });
  });

  it("loads the review widget's script where the shop has one", () => {
    const html = text(detail(product(), '1001', { '1001': true }, { reviewsScript: 'https://reviews.example/w.js' }));
    expect(html).toContain('Loading reviews…');
    expect(html).toContain('<script async src="https://reviews.example/w.js"></script>');
  });
});

describe('the product page for staff (spec 000 §1)', () => {
  it('shows no price, and the sizes as a dropdown that names those out of stock', () => {
    const html = text(detail(product(), '1001', { '1001': true, '1002': false }, { site: 'HPSF' }));
    expect(html).not.toContain('$');
    expect(html).not.toContain('class="reviews"');
    expect(html).toContain('<option value="1001" selected');
    expect(html).toMatch(/<option value="1002" data-href="[^"]*">15 lb \(out of stock at 80011\)<\/option>/);
  });
});

describe('made once for the same variant, stock and shopper', () => {
  it('answers the same parts for the same inputs, and new ones when the stock, ZIP or site differ', () => {
    const p = product();
    const first = detail(p, '1001', { '1001': true, '1002': true });
    expect(detail(p, '1001', { '1001': true, '1002': true })).toBe(first);
    const sizeOut = detail(p, '1001', { '1001': true, '1002': false });
    expect(sizeOut).not.toBe(first);
    expect(text(sizeOut)).toContain('pill unavailable');
    expect(text(detail(p, '1001', { '1001': true, '1002': true }, { zip: '10001' }))).toContain('delivery to 10001');
    expect(text(detail(p, '1001', { '1001': true, '1002': true }, { site: 'HPSF' }))).toContain('size-choice');
  });

  it('shows a new price once the catalogue is loaded again', () => {
    const before = text(detail(product(), '1001', { '1001': true }));
    const changed = product({ variants: [catalogVariant('1001', '5 lb', { price: money(1199) })] });
    expect(before).toContain('$12.99');
    expect(text(detail(changed, '1001', { '1001': true }))).toContain('$11.99');
  });
});
