// Writes the catalogue as Shopify's product CSV (issue 39): the product on its first variant's row, one row per
// further variant, then one row per further picture; read back by shopify-csv.ts to the same products.
import { stringify } from 'csv-stringify/sync';
import { BRANDS } from '../brands';
import type { FeedProduct } from './feed-product';
import { textToHtml } from './html-text';
import {
  COLUMNS,
  GRAMS_PER,
  HEADER,
  OPTION_NAMES,
  PRODUCT_TYPES,
  TAG_PREFIXES,
  type ColumnKey,
} from './shopify-columns';

type Cells = Partial<Record<ColumnKey, string>>;

const dollars = (cents: number) => (cents / 100).toFixed(2);
const yes = (value: boolean) => (value ? 'TRUE' : 'FALSE');

function tagsOf(p: FeedProduct): string {
  const facet = (key: keyof typeof TAG_PREFIXES, values: readonly string[]) =>
    values.map((v) => `${TAG_PREFIXES[key]}::${v}`);
  return [
    ...p.tags,
    ...facet('species', p.species),
    ...facet('lifestage', p.lifestage),
    ...facet('breedSize', p.breedSize),
    ...facet('flavor', p.flavor),
    ...facet('healthConditions', p.healthConditions),
    ...facet('subBrand', p.subBrand ? [p.subBrand] : []),
    ...facet('packType', [p.packType]),
    ...facet('sites', p.sites),
  ].join(', ');
}

function rowsOf(p: FeedProduct): Cells[] {
  const product: Cells = {
    title: p.title,
    body: textToHtml(p.description),
    vendor: p.brand === 'hills-treats' ? BRANDS[p.brand].label : `Hill's ${BRANDS[p.brand].label}`,
    type: PRODUCT_TYPES[p.foodForm],
    tags: tagsOf(p),
    published: yes(p.published),
    option1Name: OPTION_NAMES.size,
    option2Name: OPTION_NAMES.flavor,
    option3Name: OPTION_NAMES.productForm,
    status: p.published ? 'active' : 'draft',
  };
  const variants = p.variants.map(
    (v): Cells => ({
      option1Value: v.size,
      option2Value: v.flavor,
      option3Value: v.productForm,
      sku: v.sku,
      grams: String(Math.round(v.weight * GRAMS_PER[v.weightUnit])),
      inventoryQty: String(v.stock),
      price: dollars(v.priceCents),
      compareAt: v.compareAtCents === null ? '' : dollars(v.compareAtCents),
      requiresShipping: 'TRUE',
      taxable: 'TRUE',
      weightUnit: v.weightUnit === 'lbs' ? 'lb' : 'oz',
      badges: v.tags.join(', '),
      autoship: yes(v.autoship),
      packCount: String(v.packCount),
    }),
  );
  const images = p.images.map(
    (image, i): Cells => ({ imageSrc: image.src, imagePosition: String(i + 1), imageAlt: image.alt }),
  );
  const rows: Cells[] = [];
  for (let i = 0; i < Math.max(variants.length, images.length); i += 1)
    rows.push({ handle: p.handle, ...(i === 0 ? product : {}), ...variants[i], ...images[i] });
  return rows;
}

export function writeShopifyCsv(products: readonly FeedProduct[]): string {
  const keys = Object.keys(COLUMNS) as ColumnKey[];
  const body = products.flatMap(rowsOf).map((cells) => keys.map((k) => cells[k] ?? ''));
  return stringify([HEADER, ...body], { record_delimiter: '\n' });
}
