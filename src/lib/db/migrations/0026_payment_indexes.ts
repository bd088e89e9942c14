import type { Kysely } from 'kysely';

// The payment step offers a customer's cards on file (checkout/saved-cards.server.ts): their payment methods that an
// order was paid with. Without these indexes that read went through every payment method and every order of the shop,
// some seven seconds at a million orders, on each checkout step.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('payment_methods_user').ifNotExists().on('payment_methods').column('user_id').execute();
  await db.schema.createIndex('orders_payment_method').ifNotExists().on('orders').column('payment_method_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_payment_method').execute();
  await db.schema.dropIndex('payment_methods_user').execute();
}
