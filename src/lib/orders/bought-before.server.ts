// What a customer has bought before, for My Account's "Bought before" shelf (bought-before.ts): read from their orders
// that were not cancelled, on any site, and kept to the products of this shopper's shelf.
import { productsByHandles } from '../catalog/catalogue.server';
import type { Shelf } from '../catalog/shelf';
import type { Db } from '../db/connect.server';
import { boughtBefore, type BoughtProduct } from './bought-before';
import { purchaseFromRow } from './rows';

/** Enough of a long history to fill the shelf: the newest lines are the ones it shows. */
const LINES_READ = 500;

export async function boughtBeforeFor(db: Db, userId: string, shelf: Shelf): Promise<BoughtProduct[]> {
  const rows = await db
    .selectFrom('order_lines')
    .innerJoin('orders', 'orders.id', 'order_lines.order_id')
    .select(['order_lines.handle', 'order_lines.variant_id', 'orders.created_at'])
    .where('orders.user_id', '=', userId)
    .where('orders.cancelled_at', 'is', null)
    .orderBy('orders.created_at', 'desc')
    .orderBy('order_lines.position')
    .limit(LINES_READ)
    .execute();
  const purchases = rows.map(purchaseFromRow);
  const products = await productsByHandles(db, shelf, [...new Set(purchases.map((p) => p.handle))]);
  const byHandle = new Map(products.map((p) => [p.handle, p]));
  return boughtBefore(purchases, (handle) => byHandle.get(handle));
}
