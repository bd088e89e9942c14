import type { Kysely } from 'kysely';

// What the order-writing path and the autoship engine look up, indexed, so that a shop with a million orders places
// one as fast as a new shop does. Without these, SQLite read every row: the payment step's cards on file (a customer's
// payment methods paid an order with) took four to seven seconds a step, and Place Order's check for an order the
// checkout already made some 300 ms.
const INDEXES = [
  { name: 'payment_methods_user', table: 'payment_methods', column: 'user_id' },
  { name: 'orders_payment_method', table: 'orders', column: 'payment_method_id' },
  { name: 'orders_checkout', table: 'orders', column: 'checkout_id' },
  { name: 'orders_subscription', table: 'orders', column: 'subscription_id' },
  { name: 'subscriptions_origin_order', table: 'subscriptions', column: 'origin_order_id' },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { name, table, column } of INDEXES)
    await db.schema.createIndex(name).ifNotExists().on(table).column(column).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { name } of INDEXES) await db.schema.dropIndex(name).ifExists().execute();
}
