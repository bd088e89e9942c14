// Fills an empty catalogue from src/content/catalogue.json and draws each product's packaging. Like the content seed,
// it runs only on an empty catalogue and skips rows that already exist, so racing instances seed it once.
import catalogue from '../../content/catalogue.json';
import zipRanges from '../../content/zip-ranges.json';
import { regionalStockRows } from '../stock/stock';
import { drawPackage, lineName } from '../catalog/product-art';
import { feedProductSchema } from '../catalog/feed/feed-product';
import { productColumns, productIdOf, variantColumns } from '../catalog/feed/rows';
import { rasterise } from '../images/raster.server';
import { insertAll } from './insert-all.server';
import type { Db } from '../db/connect.server';

type SeedProduct = (typeof catalogue.products)[number];

export const SELLING_PLANS = [
  { id: 'autoship-2w', name: 'Every 2 weeks', frequency_days: 14 },
  { id: 'autoship-4w', name: 'Every 4 weeks', frequency_days: 28 },
  { id: 'autoship-6w', name: 'Every 6 weeks', frequency_days: 42 },
  { id: 'autoship-8w', name: 'Every 8 weeks', frequency_days: 56 },
];

const imageId = (p: SeedProduct) => `product-${p.handle}.png`;
// Drawn at 600 px, kept at 1280: the product page's image (600 px, the 640 bucket) at density 2 (spec 001 §9).
const IMAGE_SIZE = 1280;

function productRow(p: SeedProduct, position: number, now: string) {
  const product = feedProductSchema.parse(p);
  return { id: productIdOf(p.handle), ...productColumns(product), image_id: imageId(p), position, created_at: now };
}

async function imageRow(p: SeedProduct, now: string) {
  const flavours = new Set(p.variants.map((v) => v.flavor));
  const flavor = flavours.size === 1 ? [...flavours][0]! : 'Variety';
  const line = lineName(p.title).replace(flavor, '').trim() || lineName(p.title);
  const svg = drawPackage({ brand: p.brand, line, flavor, species: p.species[0] ?? 'dog', packType: p.packType });
  const body = await rasterise(svg, 600, IMAGE_SIZE);
  return { id: imageId(p), format: 'png', width: IMAGE_SIZE, height: IMAGE_SIZE, alt: p.title, body, updated_at: now };
}

/** Whether the catalogue has been seeded: it has a product. */
export async function hasCatalogue(db: Db): Promise<boolean> {
  return (await db.selectFrom('products').select('id').limit(1).executeTakeFirst()) !== undefined;
}

export async function seedCatalogue(db: Db, now = new Date()): Promise<number> {
  if (await hasCatalogue(db)) return 0;
  const stamp = now.toISOString();
  const products = catalogue.products.map((p, i) => productRow(p, i, stamp));
  const variants = catalogue.products.flatMap((p, i) =>
    feedProductSchema.parse(p).variants.map((v, j) => variantColumns(products[i]!.id, v, j)),
  );
  const images = await Promise.all(catalogue.products.map((p) => imageRow(p, stamp)));
  const ranges = zipRanges.destinations.flatMap((destination) =>
    Object.entries(zipRanges.regions).flatMap(([region, pairs]) =>
      pairs.map(([low, high]) => ({
        id: `${destination}-${region}-${low}`,
        destination,
        region,
        low: low!,
        high: high!,
      })),
    ),
  );
  const regional = catalogue.products.flatMap((p) =>
    p.variants.flatMap((v) => regionalStockRows(v.sku, v.stock, v.tags as string[])),
  );
  await db.transaction().execute(async (trx) => {
    await insertAll(trx, 'selling_plans', SELLING_PLANS);
    await insertAll(trx, 'products', products);
    await insertAll(trx, 'variants', variants);
    await insertAll(trx, 'images', images);
    await insertAll(trx, 'zip_ranges', ranges);
    await insertAll(trx, 'regional_stock', regional, 200);
  });
  return products.length;
}
