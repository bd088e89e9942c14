// The product card of spec 000 §2 keeps what no request changes once per product of the loaded catalogue
// (src/lib/site/once-for.ts), and the whole card made from the same inputs: the stock at the shopper's ZIP, the ZIP,
// the free-shipping minimum and the card's place still come from each request, and a catalogue loaded again after a
// change (new objects) shows the change.
import { describe, expect, it } from 'vitest';
import { productCardHtml, type ProductCardInput } from '../../src/components/product-card';
import { HAWAII_DELIVERY_NOTE } from '../../src/lib/catalog/promos';
import type { CatalogProduct } from '../../src/lib/catalog/types';
import { money } from '../../src/lib/site/money';
import { catalogProduct, catalogVariant } from '../support/catalog';

/** A size at a price, in cents. */
const variant = (sku: string, size: string, cents: number, image = '/cms/bag') =>
  catalogVariant(sku, size, { price: money(cents), imagePrimary: { url: image, alt: '' } });

/** A 5 lb bag at $12.99 and a 15 lb one at $34.99, unless the test says otherwise. */
const product = (over: Partial<CatalogProduct> = {}) =>
  catalogProduct({ variants: [variant('1001', '5 lb', 1299), variant('1002', '15 lb', 3499)], ...over });

const card = (p: CatalogProduct, inStock: Record<string, boolean>, over: Partial<ProductCardInput> = {}) =>
  productCardHtml({
    product: p,
    slug: [],
    searchSku: null,
    freeShippingMinimum: 49,
    stock: { zip: '80011', inStock: new Map(Object.entries(inStock)) },
    site: 'DTC',
    ...over,
  }).text;

/** The data of the size control for `size`, as the browser reads it. */
const sizeControl = (html: string, size: string) => {
  const control = new RegExp(`<button[^>]*data-size-choice="${size}"[^>]*>`).exec(html)?.[0] ?? '';
  return {
    inStock: /data-in-stock="(\w+)"/.exec(control)?.[1],
    priceCents: /data-price-cents="(\d+)"/.exec(control)?.[1],
    image: /data-image-src="([^"]*)"/.exec(control)?.[1] ?? null,
  };
};

describe('the product card, made again for each request (spec 000 §2 Product card)', () => {
  it('marks each size by the stock of this request, for the same product', () => {
    const adult = product();
    const both = card(adult, { '1001': true, '1002': true });
    const oneOut = card(adult, { '1001': true, '1002': false });
    expect(sizeControl(both, '15 lb').inStock).toBe('true');
    expect(sizeControl(oneOut, '15 lb').inStock).toBe('false');
    expect(oneOut).toContain('15 lb <span class="visually-hidden">(out of stock at 80011)</span>');
    expect(card(adult, { '1001': true, '1002': true })).toBe(both);
  });

  it('shows a new price and description once the catalogue is loaded again', () => {
    const before = card(product(), { '1001': true, '1002': true });
    const changed = product({
      description: 'Now with more vegetables for adult dogs.',
      variants: [variant('1001', '5 lb', 1199), variant('1002', '15 lb', 3299)],
    });
    const after = card(changed, { '1001': true, '1002': true });
    expect(before).toContain('$12.99');
    expect(sizeControl(before, '15 lb').priceCents).toBe('3499');
    expect(after).toContain('$11.99');
    expect(after).toContain('<p class="description">Now with more vegetables...</p>');
    expect(sizeControl(after, '15 lb').priceCents).toBe('3299');
  });

  it('gives a size its own image only when the sizes of its flavour do not share one', () => {
    const shared = card(product(), { '1001': true, '1002': true });
    expect(sizeControl(shared, '15 lb').image).toBeNull();
    const own = card(
      product({ variants: [variant('1001', '5 lb', 1299), variant('1002', '15 lb', 3499, '/cms/big-bag')] }),
      {
        '1001': true,
        '1002': true,
      },
    );
    expect(sizeControl(own, '15 lb').image).toContain('%2Fcms%2Fbig-bag');
    expect(own).toContain('src="/_image?href=%2Fcms%2Fbag&amp;w=320&amp;f=webp"');
  });

  it('writes the card image at the card’s loading, eager for the first row only', () => {
    const adult = product();
    expect(card(adult, {}, { eager: true })).toContain('loading="eager"');
    expect(card(adult, {}, { eager: false })).toContain('loading="lazy"');
  });
});

describe('the same card for the same inputs, at any place in a list', () => {
  const withoutPlace = (html: string) => html.replace(/ data-item-index="\d+"/, '');
  const place = (html: string) => /data-item-index="(\d+)"/.exec(html)?.[1];

  it('writes the place of each card, the rest being the same card', () => {
    const adult = product();
    const first = card(adult, { '1001': true, '1002': true }, { index: 0 });
    const sixth = card(adult, { '1001': true, '1002': true }, { index: 5 });
    expect(place(first)).toBe('0');
    expect(place(sixth)).toBe('5');
    expect(withoutPlace(sixth)).toBe(withoutPlace(first));
    expect(first.match(/data-item-index=/g)).toHaveLength(1);
  });

  it('names the ZIP of this request in what is out of stock, however many ZIPs came before', () => {
    const adult = product();
    const zips = Array.from({ length: 12 }, (_, i) => String(80011 + i));
    const made = zips.map((zip) =>
      card(adult, { '1001': true, '1002': false }, { stock: { zip, inStock: new Map([['1001', true]]) } }),
    );
    made.forEach((html, i) => expect(html).toContain(`(out of stock at ${zips[i]})`));
    const again = card(adult, {}, { stock: { zip: '80011', inStock: new Map([['1001', true]]) } });
    expect(again).toBe(made[0]);
  });

  it('shows the free-shipping minimum and the first row’s loading of this request', () => {
    const adult = product();
    expect(card(adult, { '1001': true }, { freeShippingMinimum: 49 })).toContain('orders over $49');
    const raised = card(adult, { '1001': true }, { freeShippingMinimum: 75 });
    expect(raised).toContain('orders over $75');
    expect(raised).not.toContain('orders over $49');
    expect(card(adult, { '1001': true }, { eager: true })).toContain('loading="eager"');
    expect(card(adult, { '1001': true }, { eager: false })).toContain('loading="lazy"');
  });

  it('writes the heading level, the note for Hawaii and the site’s size control of this request', () => {
    const adult = product();
    const stock = { '1001': true, '1002': true };
    expect(card(adult, stock, { level: 2 })).toContain('<h2 id="card-');
    expect(card(adult, stock, { level: 3 })).toContain('<h3 id="card-');
    expect(card(adult, stock, { hawaii: true })).toContain(HAWAII_DELIVERY_NOTE);
    expect(card(adult, stock, { hawaii: false })).not.toContain(HAWAII_DELIVERY_NOTE);
    expect(card(adult, stock, { site: 'HPSF' })).toContain('<select data-size-select');
    expect(card(adult, stock, { site: 'DTC' })).not.toContain('<select');
  });

  it('shows the size a link or a search chose, for the same product', () => {
    const adult = product();
    const chosen = (html: string) => /<button[^>]*class="pill selected"[^>]*data-size-choice="([^"]+)"/.exec(html)?.[1];
    expect(chosen(card(adult, { '1001': true, '1002': true }))).toBe('5 lb');
    expect(chosen(card(adult, { '1001': true, '1002': true }, { searchSku: '1002' }))).toBe('15 lb');
    expect(chosen(card(adult, { '1001': true, '1002': true }))).toBe('5 lb');
  });
});
