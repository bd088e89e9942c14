// What a customer's orders on a site came to in one month (quota.ts), read from the orders themselves.
import type { Db } from '../db/connect.server';
import { monthSpan } from './quota';

export async function orderedInMonth(db: Db, userId: string, site: string, month: string): Promise<number> {
  const { from, to } = monthSpan(month);
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.sum<number | string | null>(eb('subtotal_cents', '-', eb.ref('discount_cents'))).as('cents'))
    .where('user_id', '=', userId)
    .where('site', '=', site)
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .executeTakeFirst();
  return Number(row?.cents ?? 0);
}
