// The stock check before an order (spec 001 §5; issue: stock check): the region that serves the shipping ZIP for the
// destination must hold enough of every checked line. When the stock service cannot answer, the order goes ahead on
// the fallback path — nothing is reserved, the order is marked for a later check, and the shopper is told so.
import type { Db } from '../db/connect.server';
import type { Destination } from '../site/zip';
import { errorMessage, log } from '../site/log';
import { regionForZip } from '../stock/stock';
import { zipRanges } from '../stock/stock.server';
import { shortages, stockNeeds, type StockLine } from './stock-rule';

export type StockPlan = {
  fallback: boolean;
  takes: { sku: string; region: string; quantity: number; title: string }[];
};
export type StockAnswer = { ok: true; plan: StockPlan } | { ok: false; message: string; skus: string[] };

export async function checkStock(
  db: Db,
  lines: readonly StockLine[],
  zip: string,
  destination: Destination,
): Promise<StockAnswer> {
  const needs = stockNeeds(lines);
  if (needs.length === 0) return { ok: true, plan: { fallback: false, takes: [] } };
  try {
    const region = regionForZip(await zipRanges(db), zip, destination);
    if (!region)
      return { ok: false, message: `We do not deliver to ZIP code ${zip} yet.`, skus: needs.map((n) => n.sku) };
    const rows = await db
      .selectFrom('regional_stock')
      .select(['sku', 'quantity'])
      .where('region', '=', region)
      .where(
        'sku',
        'in',
        needs.map((n) => n.sku),
      )
      .execute();
    const short = shortages(needs, new Map(rows.map((r) => [r.sku, r.quantity])));
    if (short.length > 0) {
      const names = short.map((s) => (s.available > 0 ? `${s.title} (only ${s.available} left)` : s.title)).join(', ');
      return {
        ok: false,
        message: `Out of stock for delivery to ${zip}: ${names}. Change the quantity or remove it from your cart to continue.`,
        skus: short.map((s) => s.sku),
      };
    }
    // Always in SKU order, so two orders taking the same rows lock them in the same order and never deadlock.
    const takes = needs.map((n) => ({ ...n, region })).sort((a, b) => a.sku.localeCompare(b.sku));
    return { ok: true, plan: { fallback: false, takes } };
  } catch (error) {
    log('error', 'stock check failed; placing the order on the fallback path', { error: errorMessage(error) });
    return { ok: true, plan: { fallback: true, takes: [] } };
  }
}
