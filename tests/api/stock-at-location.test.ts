// What the pages show in stock at the shopper's ZIP (spec 000 §5): a region's stock read once for every card of a page
// and kept a few seconds, dropped at once by a sell-out (on this instance and, through the `stock` key, on the others)
// and by an operator dropping the `stock` cache after a restock.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../src/lib/db/connect.server';
import { openStore } from '../../src/lib/seed/open.server';
import { dropCacheKey } from '../../src/lib/site/cache-registry';
import { inStockAt } from '../../src/lib/stock/stock';
import { stockAtLocation, stockForSkus, stockSoldOut } from '../../src/lib/stock/stock.server';
import { freshDatabase, type FreshDatabase } from '../support/databases';

// The services read the server's settings through astro:env, which only a built server has: here, its defaults.
vi.mock('astro:env/server', () => ({ REDIS_URL: undefined, REDIS_KEY_PREFIX: 'store' }));

// 10007 is held by every region; 10021 is a limited food held by the central warehouse only (see splitStock).
const PUPPY_SKUS = ['10007', '10021'];
const CHICAGO = { zip: '60601', destination: 'HOME' } as const; // central
const DENVER = { zip: '80011', destination: 'HOME' } as const; // west

let database: FreshDatabase;
let db: Db;

const setQuantity = (sku: string, region: string, quantity: number) =>
  db.updateTable('regional_stock').set({ quantity }).where('sku', '=', sku).where('region', '=', region).execute();
const shown = async (location: { zip: string; destination: 'HOME' | 'CLINIC' }) => {
  const stock = await stockAtLocation(db, location);
  return Object.fromEntries(PUPPY_SKUS.map((sku) => [sku, inStockAt(stock, sku)]));
};

beforeAll(async () => {
  database = await freshDatabase('stock_at_location');
  db = await openStore(database.url);
});

afterAll(async () => {
  await db.destroy();
  await database.drop();
});

beforeEach(() => {
  dropCacheKey('stock');
});

describe('stock at the shopper ZIP for pages', () => {
  it('marks each size by the stock of the region serving the ZIP', async () => {
    expect(await shown(CHICAGO)).toEqual({ '10007': true, '10021': true });
    expect(await shown(DENVER)).toEqual({ '10007': true, '10021': false });
    expect((await stockAtLocation(db, DENVER)).zip).toBe('80011');
  });

  it('shows nothing in stock at a ZIP no region serves, and nothing for a SKU no region holds', async () => {
    expect(await shown({ zip: '00100', destination: 'CLINIC' })).toEqual({ '10007': false, '10021': false });
    expect(inStockAt(await stockAtLocation(db, CHICAGO), 'no-such-sku')).toBe(false);
  });

  it('shows a sell-out as soon as it is announced, while a cart reads the stock itself at once', async () => {
    expect((await shown(CHICAGO))['10021']).toBe(true);
    await setQuantity('10021', 'central', 0);
    // The cart (and the checkout's own check) never read the kept list.
    expect((await stockForSkus(db, ['10021'], CHICAGO.zip, CHICAGO.destination)).get('10021')).toBe(false);
    // The order that took the last one announces it: the pages show it sold out from then on.
    await stockSoldOut(db, ['10021']);
    expect((await shown(CHICAGO))['10021']).toBe(false);
    const announced = await db.selectFrom('cache_invalidations').select('cache_keys').execute();
    expect(announced.map((row) => row.cache_keys)).toContain('["stock"]');
  });

  it('shows a restock once the stock cache is dropped, and only the region restocked', async () => {
    await setQuantity('10021', 'west', 0);
    expect((await shown(DENVER))['10021']).toBe(false);
    await setQuantity('10021', 'west', 4);
    dropCacheKey('stock:west'); // what /api/delete-cache-item does with that key
    expect(await shown(DENVER)).toEqual({ '10007': true, '10021': true });
    await setQuantity('10021', 'west', 0);
    await setQuantity('10007', 'central', 0);
    dropCacheKey('stock:central');
    expect((await shown(DENVER))['10021']).toBe(true); // west's list is still the one read before
    expect((await shown(CHICAGO))['10007']).toBe(false);
  });
});
