import type { Kysely } from 'kysely';

// Orders as the commerce backend keeps them (spec 000 §3 Order, §7 get-{commerce}-orders) and autoship subscriptions
// as the subscription service keeps them (spec 000 §3 Subscription). An order copies what was bought (titles, SKUs,
// prices) so that it reads the same after the catalogue changes. Money is integer cents; addresses, attributes,
// discount codes and the payment summary are JSON text.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('orders')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('number', 'integer', (c) => c.notNull().unique())
    .addColumn('user_id', 'varchar(64)', (c) => c.references('auth_users.id').onDelete('set null'))
    .addColumn('site', 'varchar(8)', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('financial_status', 'varchar(16)', (c) => c.notNull())
    .addColumn('fulfillment_status', 'varchar(16)', (c) => c.notNull())
    .addColumn('subtotal_cents', 'integer', (c) => c.notNull())
    .addColumn('discount_cents', 'integer', (c) => c.notNull())
    .addColumn('shipping_cents', 'integer', (c) => c.notNull())
    .addColumn('tax_cents', 'integer', (c) => c.notNull())
    .addColumn('total_cents', 'integer', (c) => c.notNull())
    .addColumn('shipping_address', 'text', (c) => c.notNull())
    .addColumn('attributes', 'text', (c) => c.notNull())
    .addColumn('discount_codes', 'text', (c) => c.notNull())
    .addColumn('payment', 'text', (c) => c.notNull())
    .addColumn('subscription_id', 'varchar(64)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('orders_user_created').on('orders').columns(['user_id', 'created_at', 'id']).execute();
  await db.schema
    .createTable('order_lines')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('order_id', 'varchar(64)', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('variant_id', 'varchar(220)', (c) => c.notNull())
    .addColumn('sku', 'varchar(64)', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('variant_title', 'text', (c) => c.notNull())
    .addColumn('handle', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit_cents', 'integer', (c) => c.notNull())
    .addColumn('subtotal_cents', 'integer', (c) => c.notNull())
    .addColumn('selling_plan_id', 'varchar(64)')
    .addColumn('attributes', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_lines_order').on('order_lines').column('order_id').execute();
  await db.schema
    .createTable('subscriptions')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(64)', (c) => c.notNull().references('auth_users.id').onDelete('cascade'))
    .addColumn('site', 'varchar(8)', (c) => c.notNull())
    .addColumn('external_id', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('variant_id', 'varchar(220)', (c) => c.notNull())
    .addColumn('sku', 'varchar(64)', (c) => c.notNull())
    .addColumn('selling_plan_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('frequency_days', 'integer', (c) => c.notNull())
    .addColumn('start_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('next_order_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('cancelled', 'varchar(32)')
    .addColumn('cancel_reason', 'text')
    .addColumn('shipping_address', 'text', (c) => c.notNull())
    .addColumn('origin_order_id', 'varchar(64)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('subscriptions_user').on('subscriptions').column('user_id').execute();
  await db.schema
    .createIndex('subscriptions_due')
    .on('subscriptions')
    .columns(['cancelled', 'next_order_date'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('subscriptions').execute();
  await db.schema.dropTable('order_lines').execute();
  await db.schema.dropTable('orders').execute();
}
