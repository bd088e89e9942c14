// What a customer has bought: the reviews' verified-buyer rule (issue 41) asks it of any size of a product.
import type { Db } from '../db/connect.server';

/** Whether the customer has an order, not cancelled, with a line of this product in any size. */
export async function hasBought(db: Db, userId: string, handle: string): Promise<boolean> {
  const found = await db
    .selectFrom('order_lines')
    .innerJoin('orders', 'orders.id', 'order_lines.order_id')
    .select('order_lines.id')
    .where('orders.user_id', '=', userId)
    .where('orders.cancelled_at', 'is', null)
    .where('order_lines.handle', '=', handle)
    .limit(1)
    .executeTakeFirst();
  return found !== undefined;
}
