import { sql, type Kysely } from 'kysely';

// The store's own checkout (issue: hosted checkout): a checkout follows one cart through its steps; a payment method
// is what the gateway gave back for a card (never the card itself: brand, last four and the gateway's reference).
// An order remembers the attempt that placed it, so a double submit finds the first order instead of making another;
// an autoship keeps the payment method and the scheduler's claim on it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payment_methods')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(64)', (c) => c.references('auth_users.id').onDelete('cascade'))
    .addColumn('gateway', 'varchar(16)', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('brand', 'varchar(32)', (c) => c.notNull())
    .addColumn('last4', 'varchar(4)', (c) => c.notNull())
    .addColumn('exp_month', 'integer', (c) => c.notNull())
    .addColumn('exp_year', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('checkouts')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('cart_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(64)', (c) => c.references('auth_users.id').onDelete('cascade'))
    .addColumn('site', 'varchar(8)', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('shipping_address', 'text')
    .addColumn('shipping_location', 'varchar(16)', (c) => c.notNull())
    .addColumn('accepts_marketing', 'integer', (c) => c.notNull())
    .addColumn('delivery_confirmed', 'integer', (c) => c.notNull())
    .addColumn('payment_method_id', 'varchar(64)')
    .addColumn('order_id', 'varchar(64)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('checkouts_cart').on('checkouts').column('cart_id').execute();
  // Order numbers come from one counter row: taking the next one locks the row, so two orders never share a number.
  await db.schema
    .createTable('counters')
    .addColumn('name', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('value', 'integer', (c) => c.notNull())
    .execute();
  await sql`insert into counters (name, value) select 'order_number', coalesce(max(number), 1000) from orders`.execute(
    db,
  );
  await db.schema.alterTable('orders').addColumn('attempt_key', 'varchar(128)').execute();
  await db.schema.alterTable('orders').addColumn('checkout_id', 'varchar(64)').execute();
  await db.schema.alterTable('orders').addColumn('payment_method_id', 'varchar(64)').execute();
  await db.schema.createIndex('orders_attempt').on('orders').column('attempt_key').unique().execute();
  await db.schema.alterTable('subscriptions').addColumn('payment_method_id', 'varchar(64)').execute();
  await db.schema.alterTable('subscriptions').addColumn('claimed_until', 'varchar(32)').execute();
  await db.schema
    .alterTable('subscriptions')
    .addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('subscriptions').addColumn('last_error', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['last_error', 'failed_attempts', 'claimed_until', 'payment_method_id'])
    await db.schema.alterTable('subscriptions').dropColumn(column).execute();
  await db.schema.dropIndex('orders_attempt').execute();
  for (const column of ['payment_method_id', 'checkout_id', 'attempt_key'])
    await db.schema.alterTable('orders').dropColumn(column).execute();
  await db.schema.dropTable('counters').execute();
  await db.schema.dropTable('checkouts').execute();
  await db.schema.dropTable('payment_methods').execute();
}
