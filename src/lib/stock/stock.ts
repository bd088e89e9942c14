// Stock by ZIP (spec 000 §5, spec 001 §5): a ZIP is served by the region whose range holds it, for a destination.
import { isZipFormat, type Destination, type ZipRange } from '../site/zip';

export type RegionRange = { region: string; destination: Destination; low: string; high: string };

export function regionForZip(ranges: readonly RegionRange[], zip: string, destination: Destination): string | null {
  if (!isZipFormat(zip)) return null;
  return ranges.find((r) => r.destination === destination && r.low <= zip && zip <= r.high)?.region ?? null;
}

/** The ranges of one destination, as the stock object lists them (pairs of five-digit ZIPs, inclusive). */
export const zipPairs = (ranges: readonly RegionRange[], destination: Destination): ZipRange[] =>
  ranges
    .filter((r) => r.destination === destination)
    .map((r) => [r.low, r.high] as ZipRange)
    .sort((a, b) => a[0].localeCompare(b[0]));

/**
 * How the seed spreads a variant's national stock over the regions: most of it east, then central, then west; a
 * limited-stock item (a handful left) sits in the central warehouse only.
 */
export function splitStock(total: number, limited: boolean): Record<string, number> {
  if (total <= 0) return { east: 0, central: 0, west: 0 };
  if (limited) return { east: 0, central: total, west: 0 };
  const east = Math.ceil(total * 0.4);
  const central = Math.ceil((total - east) / 2);
  return { east, central, west: total - east - central };
}

/** A SKU's stock as the rows of regional_stock, split as splitStock splits it (a limited-stock size: central only). */
export const regionalStockRows = (sku: string, total: number, tags: readonly string[]) =>
  Object.entries(splitStock(total, tags.includes('badge::limited-stock'))).map(([region, quantity]) => ({
    sku,
    region,
    quantity,
  }));

/** Whether each SKU can be delivered to the shopper's ZIP now: what cards and product pages mark sizes by. */
export type StockAtZip = { zip: string; inStock: ReadonlyMap<string, boolean> };

/** Unknown to the stock answer means not deliverable, as an unserved ZIP has nothing in stock. */
export const inStockAt = (stock: StockAtZip, sku: string): boolean => stock.inStock.get(sku) ?? false;
