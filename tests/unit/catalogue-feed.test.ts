// Reading and writing a catalogue feed (issue 39): Shopify's product CSV and the store's JSON, every problem said by
// line and column, and an export that reads back to the same products.
import { describe, expect, it } from 'vitest';
import catalogue from '../../src/content/catalogue.json';
import { readJsonFeed, writeJsonFeed } from '../../src/lib/catalog/feed/json-feed';
import { describeProblem } from '../../src/lib/catalog/feed/problems';
import { readShopifyCsv } from '../../src/lib/catalog/feed/shopify-csv';
import { writeShopifyCsv } from '../../src/lib/catalog/feed/shopify-export';
import { withKnownFacets } from '../../src/lib/catalog/feed/facet-values';
import type { FeedProduct } from '../../src/lib/catalog/feed/feed-product';

const seeded = readJsonFeed(JSON.stringify(catalogue));
const products = seeded.products.map((p) => p.product!) as FeedProduct[];

const HEADER =
  'Handle,Title,Body (HTML),Vendor,Type,Tags,Published,Option1 Name,Option1 Value,Option2 Name,Option2 Value,Variant SKU,Variant Grams,Variant Inventory Qty,Variant Price,Variant Compare At Price,Image Src,Image Position,Image Alt Text,Variant Weight Unit';
const PRODUCT =
  'adult-chicken,Science Diet Adult Chicken Dry Dog Food,"<p>Crunchy kibble &amp; more.</p>",Hill\'s Science Diet,Dry Food,"species::dog, lifestage::adult-dog, flavor::chicken, site::DTC, badge::best-seller",TRUE,Size,4 lb,Flavor,Chicken,99001,1814,40,19.99,,./front.png,1,Front of the bag,lb';
const SECOND = 'adult-chicken,,,,,,,,15 lb,,Chicken,99002,6804,12,49.99,54.99,,,,lb';

const csv = (...rows: string[]) => [HEADER, ...rows].join('\n');

describe('the store’s JSON feed', () => {
  it('reads the seeded catalogue whole, every product valid', () => {
    expect(seeded.fileProblems).toEqual([]);
    expect(seeded.products.filter((p) => p.problems.length > 0)).toEqual([]);
    expect(products).toHaveLength(catalogue.products.length);
  });

  it('names the product and the field of a problem, and refuses a file that is not the feed', () => {
    const broken = structuredClone(catalogue);
    broken.products[2]!.variants[1]!.priceCents = -5;
    const read = readJsonFeed(JSON.stringify(broken));
    expect(read.products[2]!.problems.map(describeProblem)).toEqual([
      `products[2].variants[1].priceCents (${broken.products[2]!.handle}): must be more than $0`,
    ]);
    expect(readJsonFeed('{"items": []}').fileProblems[0]!.message).toBe('must be an object with a "products" list');
    expect(readJsonFeed('{oops').fileProblems[0]!.message).toMatch(/^not JSON/);
  });
});

describe('Shopify’s product CSV', () => {
  it('reads a product with two sizes and a picture, tags becoming badges and facet values', () => {
    const read = readShopifyCsv(csv(PRODUCT, SECOND));
    expect(read.fileProblems).toEqual([]);
    const [only] = read.products;
    expect(only!.problems).toEqual([]);
    expect(only!.product).toMatchObject({
      handle: 'adult-chicken',
      brand: 'science-diet',
      foodForm: 'dry',
      packType: 'bag',
      description: 'Crunchy kibble & more.',
      species: ['dog'],
      lifestage: ['adult-dog'],
      sites: ['DTC'],
      tags: ['badge::best-seller'],
      images: [{ src: './front.png', alt: 'Front of the bag' }],
    });
    expect(only!.product!.variants).toEqual([
      expect.objectContaining({
        sku: '99001',
        size: '4 lb',
        weight: 4,
        weightUnit: 'lbs',
        priceCents: 1999,
        stock: 40,
      }),
      expect.objectContaining({ sku: '99002', size: '15 lb', priceCents: 4999, compareAtCents: 5499, stock: 12 }),
    ]);
  });

  it('says the line and column of each bad value, and keeps the product out', () => {
    const bad = SECOND.replace('49.99', 'abc').replace('6804', '-3');
    const read = readShopifyCsv(csv(PRODUCT, bad));
    expect(read.products[0]!.product).toBeNull();
    expect(read.products[0]!.problems.map(describeProblem)).toEqual([
      'line 3, Variant Price (adult-chicken): must be a price such as 12.99, not "abc"',
      'line 3, Variant Grams (adult-chicken): cannot be negative',
    ]);
  });

  it('reads a byte-order mark, Windows line endings and a quoted field across lines', () => {
    const text =
      `\uFEFF${csv(PRODUCT.replace('<p>Crunchy kibble &amp; more.</p>', 'Crunchy\nkibble'), SECOND)}`.replace(
        /\n/g,
        '\r\n',
      );
    const read = readShopifyCsv(text);
    expect(read.products[0]!.problems).toEqual([]);
    expect(read.products[0]!.product!.description).toBe('Crunchy\nkibble');
    // The second variant's row starts on line 4: the quoted description took two.
    const broken = readShopifyCsv(text.replace('49.99', 'x'));
    expect(broken.products[0]!.problems[0]!.line).toBe(4);
  });

  it('refuses a file without the columns it needs, naming them', () => {
    const read = readShopifyCsv('Title,Price\nA,1\n');
    expect(read.fileProblems.map(describeProblem)).toEqual([
      'line 1: the header has no Handle, Variant SKU, Variant Price column: is this Shopify’s product CSV?'.replace(
        '’',
        "'",
      ),
    ]);
  });

  it('refuses a product of more than 100 variants and a site its brand is not sold on', () => {
    const many = Array.from({ length: 150 }, (_, i) =>
      SECOND.replace('99002', String(70000 + i)).replace('15 lb', `${i} lb`),
    );
    expect(readShopifyCsv(csv(PRODUCT, ...many)).products[0]!.problems.map((p) => p.message)).toContain(
      'has more than 100 variants',
    );
    const pd = PRODUCT.replace("Hill's Science Diet", "Hill's Prescription Diet");
    expect(readShopifyCsv(csv(pd)).products[0]!.problems.map((p) => p.message)).toContain(
      'Prescription Diet is sold on HPSF only',
    );
  });

  it('writes the seeded catalogue and reads it back to the same products', () => {
    const back = readShopifyCsv(writeShopifyCsv(products));
    expect(back.fileProblems).toEqual([]);
    expect(back.products.flatMap((p) => p.problems)).toEqual([]);
    const strip = (p: FeedProduct) => ({ ...p, content: undefined });
    expect(back.products.map((p) => strip(p.product!))).toEqual(products.map(strip));
    expect(readJsonFeed(writeJsonFeed(products)).products.map((p) => p.product)).toEqual(products);
  });
});

describe('facet values', () => {
  it('leaves out a value the filters do not know and says so', () => {
    const product = { ...products[0]!, flavor: ['chicken', 'chicken-liver'] };
    const { product: kept, notes } = withKnownFacets(product, { line: 2, column: 'Tags' });
    expect(kept.flavor).toEqual(['chicken']);
    expect(notes.map(describeProblem)).toEqual([
      `line 2, Tags (${product.handle}): "chicken-liver" is not a flavor the filters know: left out`,
    ]);
  });
});
