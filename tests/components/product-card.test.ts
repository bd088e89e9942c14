// The product card of spec 000 §2 as a page renders it: sizes marked by the stock at the shopper's ZIP, a size's own
// image, the first row's loading, its place in the list (spec 001 §7), promotions, heading level, the Hawaii note,
// the site's size control and the size a link or a search chose.
import { describe, expect, it } from 'vitest';
import ProductCard from '../../src/components/ProductCard.astro';
import { HAWAII_DELIVERY_NOTE } from '../../src/lib/catalog/promos';
import type { CatalogProduct } from '../../src/lib/catalog/types';
import { money } from '../../src/lib/site/money';
import type { SiteId } from '../../src/lib/site/site';
import { catalogProduct, catalogVariant } from '../support/catalog';
import { render } from './render';

/** A size at a price, in cents. */
const variant = (sku: string, size: string, cents: number, image = '/cms/bag') =>
  catalogVariant(sku, size, { price: money(cents), imagePrimary: { url: image, alt: '' } });

/** A 5 lb bag at $12.99 and a 15 lb one at $34.99, unless the test says otherwise. */
const product = (over: Partial<CatalogProduct> = {}) =>
  catalogProduct({ variants: [variant('1001', '5 lb', 1299), variant('1002', '15 lb', 3499)], ...over });

type Options = {
  searchSku?: string;
  zip?: string;
  index?: number;
  eager?: boolean;
  hawaii?: boolean;
  level?: 2 | 3;
  freeShippingMinimum?: number;
  site?: SiteId;
};

const card = (p: CatalogProduct, inStock: Record<string, boolean>, { zip = '80011', site, ...over }: Options = {}) =>
  render(
    ProductCard,
    {
      product: p,
      slug: [],
      searchSku: null,
      freeShippingMinimum: 49,
      stock: { zip, inStock: new Map(Object.entries(inStock)) },
      ...over,
    },
    { locals: site ? { site } : {} },
  );

/** The data of the size control for `size`, as the browser reads it. */
const sizeControl = (html: string, size: string) => {
  const control = new RegExp(`<(?:button|option)[^>]*data-size-choice="${size}"[^>]*>`).exec(html)?.[0] ?? '';
  return {
    inStock: /data-in-stock="(\w+)"/.exec(control)?.[1],
    priceCents: /data-price-cents="(\d+)"/.exec(control)?.[1],
    image: /data-image-src="([^"]*)"/.exec(control)?.[1] ?? null,
  };
};

describe('the product card (spec 000 §2 Product card)', () => {
  it('marks each size by the stock at the shopper’s ZIP, naming the ZIP in what is out of stock', async () => {
    const adult = product();
    const both = await card(adult, { '1001': true, '1002': true });
    const oneOut = await card(adult, { '1001': true, '1002': false }, { zip: '96701' });
    expect(sizeControl(both, '15 lb').inStock).toBe('true');
    expect(sizeControl(both, '15 lb').priceCents).toBe('3499');
    expect(both).not.toContain('out of stock');
    expect(sizeControl(oneOut, '15 lb').inStock).toBe('false');
    expect(oneOut).toContain('15 lb <span class="visually-hidden">(out of stock at 96701)</span></button>');
    expect(oneOut).toContain('class="pill unavailable"');
    const chosenOut = await card(adult, { '1001': true }, { searchSku: '1002' });
    expect(chosenOut).toContain('<p class="size-stock" data-size-stock>15 lb is out of stock at 80011</p>');
    expect(chosenOut).toContain('>Out of Stock</button>');
  });

  it('gives a size its own image only when the sizes of its flavour do not share one', async () => {
    const shared = await card(product(), { '1001': true, '1002': true });
    expect(sizeControl(shared, '15 lb').image).toBeNull();
    const own = await card(
      product({ variants: [variant('1001', '5 lb', 1299), variant('1002', '15 lb', 3499, '/cms/big-bag')] }),
      { '1001': true, '1002': true },
    );
    expect(sizeControl(own, '15 lb').image).toContain('%2Fcms%2Fbig-bag');
    expect(own).toMatch(/src="\/_image\?href=%2Fcms%2Fbag(&amp;|&#38;)w=320(&amp;|&#38;)f=webp"/);
  });

  it('loads the image eagerly on the first row only', async () => {
    expect(await card(product(), {}, { eager: true })).toContain('loading="eager"');
    expect(await card(product(), {}, { eager: false })).toContain('loading="lazy"');
    expect(await card(product(), {})).toContain('loading="lazy"');
  });

  it('writes its place in the list once', async () => {
    const sixth = await card(product(), { '1001': true }, { index: 5 });
    expect(sixth.match(/data-item-index="\d+"/g)).toEqual(['data-item-index="5"']);
    expect(await card(product(), { '1001': true })).toContain('data-item-index="0"');
  });

  it('measures the free-shipping promotion against the store’s minimum, on DTC only', async () => {
    expect(await card(product(), { '1001': true }, { freeShippingMinimum: 49 })).toContain('orders over $49');
    const raised = await card(product(), { '1001': true }, { freeShippingMinimum: 75 });
    expect(raised).toContain('orders over $75');
    expect(raised).not.toContain('orders over $49');
    const staff = await card(product(), { '1001': true }, { site: 'HPSF' });
    expect(staff).not.toContain('data-card-promos');
    expect(staff).not.toContain('data-card-price');
  });

  it('writes the heading level, the note for Hawaii and the site’s size control', async () => {
    const adult = product();
    const stock = { '1001': true, '1002': true };
    expect(await card(adult, stock, { level: 2 })).toContain('<h2 id="card-adult" class="title">');
    expect(await card(adult, stock, { level: 3 })).toContain('<h3 id="card-adult" class="title">');
    expect(await card(adult, stock, { hawaii: true })).toContain(HAWAII_DELIVERY_NOTE);
    expect(await card(adult, stock, { hawaii: false })).not.toContain(HAWAII_DELIVERY_NOTE);
    const dropdown = await card(adult, { '1001': true }, { site: 'HPSF' });
    expect(dropdown).toContain('<select data-size-select autocomplete="off">');
    expect(dropdown).toMatch(/<option value="1002"[^>]*>15 lb \(out of stock at 80011\)<\/option>/);
    expect(dropdown).not.toContain('class="pill');
    const pills = await card(adult, stock, { site: 'DTC' });
    expect(pills).toContain('<ul class="sizes" aria-label="Sizes">');
    expect(pills).not.toContain('<select');
  });

  it('shows the size a link or a search chose', async () => {
    const adult = product();
    const chosen = (html: string) => /<button[^>]*class="pill selected"[^>]*data-size-choice="([^"]+)"/.exec(html)?.[1];
    expect(chosen(await card(adult, { '1001': true, '1002': true }))).toBe('5 lb');
    expect(chosen(await card(adult, { '1001': true, '1002': true }, { searchSku: '1002' }))).toBe('15 lb');
    expect(await card(adult, {}, { searchSku: '1002' })).toContain('data-sku="1002"');
  });

  it('escapes the product’s title in its text and attributes', async () => {
    const html = await card(product({ title: 'Puppy "Small" <Bites> & more' }), { '1001': true });
    expect(html).toContain('data-card-link>Puppy &quot;Small&quot; &lt;Bites&gt; &amp; more</a>');
    expect(html).toMatch(/data-product-title="Puppy (&#34;|&quot;)Small(&#34;|&quot;) [^"]* (&#38;|&amp;) more"/);
    expect(html).not.toContain('"Small"');
  });

  it('keeps its controls disabled until the page’s script wakes them', async () => {
    const html = await card(product(), { '1001': true });
    expect(html).toContain('<button type="button" class="button add-button" data-add disabled>Add to Cart</button>');
    expect(html).toMatch(/<input name="quantity"[^>]* disabled>/);
    expect(html).toContain('value="autoship" disabled> Autoship</label>');
  });
});
