// The admins' dashboard (issue 38 §5): the shop's day from the database, which every instance shares (orders placed
// today, what they brought in, what waits to be shipped), beside this instance's own figures from its metrics.
import type { Db } from '../db/connect.server';

export type ShopDay = { orders: number; revenueCents: number; refundedCents: number; toShip: number };

/** Today, in UTC: orders placed, their value less what was refunded, and every order still waiting to ship. */
export async function shopDay(db: Db, now = new Date()): Promise<ShopDay> {
  const today = now.toISOString().slice(0, 10);
  const [placed, waiting] = await Promise.all([
    db
      .selectFrom('orders')
      .select((eb) => [
        eb.fn.countAll<number | string>().as('orders'),
        eb.fn.sum<number | string | null>('total_cents').as('total'),
        eb.fn.sum<number | string | null>('refunded_cents').as('refunded'),
      ])
      .where('created_at', '>=', today)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('cancelled_at', 'is', null)
      .where('fulfillment_status', '!=', 'FULFILLED')
      .executeTakeFirstOrThrow(),
  ]);
  return {
    orders: Number(placed.orders),
    revenueCents: Number(placed.total ?? 0) - Number(placed.refunded ?? 0),
    refundedCents: Number(placed.refunded ?? 0),
    toShip: Number(waiting.n),
  };
}
