// Stock for the shopper's ZIP: the region serving the ZIP for the destination, and that region's stock of each SKU.
import type { Db } from '../db/connect.server';
import { announceInvalidation } from '../db/invalidations.server';
import { errorMessage, log } from '../site/log';
import { TtlCache } from '../site/cache';
import { registerCache } from '../site/cache-registry';
import { features } from '../site/config.server';
import { isValidZip, type Destination, type UserLocation } from '../site/zip';
import { regionForZip, zipPairs, type RegionRange, type StockAtZip } from './stock';

const rangeCache = new TtlCache<RegionRange[]>(300_000);

/**
 * What the pages show in stock, per region: the SKUs it holds any of, read at most once in IN_STOCK_MS. A sell-out drops
 * it at once on every instance (the `stock` key, stockSoldOut); a restock made outside the shop shows within that time.
 * A cart and an order read the stock itself (stockForSkus, the checkout's own check).
 */
const IN_STOCK_MS = 5_000;
const inStockCache = new TtlCache<ReadonlyMap<string, boolean>>(IN_STOCK_MS);
const NOTHING_IN_STOCK: ReadonlyMap<string, boolean> = new Map();
registerCache('stock', inStockCache); // keys `stock:{region}`

export function zipRanges(db: Db): Promise<RegionRange[]> {
  return rangeCache.get('all', async () =>
    (await db.selectFrom('zip_ranges').select(['region', 'destination', 'low', 'high']).execute()).map((r) => ({
      ...r,
      destination: r.destination as Destination,
    })),
  );
}

/** Whether each SKU can be delivered to the ZIP now; an unserved ZIP has nothing in stock. */
export async function stockForSkus(
  db: Db,
  skus: string[],
  zip: string,
  destination: Destination,
): Promise<Map<string, boolean>> {
  const region = regionForZip(await zipRanges(db), zip, destination);
  const answer = new Map(skus.map((sku) => [sku, false]));
  if (!region || skus.length === 0) return answer;
  const rows = await db
    .selectFrom('regional_stock')
    .select(['sku', 'quantity'])
    .where('region', '=', region)
    .where('sku', 'in', skus)
    .execute();
  for (const row of rows) answer.set(row.sku, row.quantity > 0);
  return answer;
}

/** Every SKU the region holds any of, as `true` (a SKU it does not know is not in stock there: inStockAt). */
function skusInStock(db: Db, region: string): Promise<ReadonlyMap<string, boolean>> {
  return inStockCache.get(region, async () => {
    const rows = await db
      .selectFrom('regional_stock')
      .select('sku')
      .where('region', '=', region)
      .where('quantity', '>', 0)
      .execute();
    return new Map(rows.map((row) => [row.sku, true]));
  });
}

/**
 * The stock at the shopper's location, for the cards and pages that show it: the region's whole list, shared by every
 * page that reads it while it is kept (each SKU shown is looked up in it).
 */
export async function stockAtLocation(db: Db, location: UserLocation): Promise<StockAtZip> {
  const region = regionForZip(await zipRanges(db), location.zip, location.destination);
  return { zip: location.zip, inStock: region ? await skusInStock(db, region) : NOTHING_IN_STOCK };
}

/** Whether the shop delivers home to this ZIP (spec 000 §5), or takes any valid one when ZIP_OVERRIDE is on. */
export async function deliversTo(db: Db, zip: string): Promise<boolean> {
  return isValidZip(zip, zipPairs(await zipRanges(db), 'HOME'), features().zipOverride);
}

/**
 * Tells every instance that these SKUs just sold out in a region, once the order that took the last of them is
 * committed: what was kept from the stock before (the shared pages showing them in stock) is dropped. It never
 * throws: the order stands whatever happens here, and cached pages go after PAGE_TTL_MS anyway.
 */
export async function stockSoldOut(db: Db, skus: readonly string[]): Promise<void> {
  if (skus.length === 0) return;
  try {
    await announceInvalidation(db, ['stock']);
  } catch (error) {
    log('warn', 'a sell-out could not be announced to the other instances', {
      skus: skus.join(','),
      error: errorMessage(error),
    });
  }
}
