import { PostgresAdapter, type Kysely } from 'kysely';

// The back office (issue 38): what happens to an order after it is placed. An order remembers which region's stock
// it took, so a cancellation can put it back; it can be cancelled, and it keeps what was refunded. A line counts what
// was shipped and refunded of it. A shipment carries some lines with a carrier and tracking number, and later its
// delivery; a refund names its amount, lines and reason. Each operator's action is a row of the audit trail, which
// is also the order's timeline. `request_key` makes a retried or double-clicked action happen once.
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  // PARTIALLY_FULFILLED and PARTIALLY_REFUNDED are longer than the statuses so far (SQLite keeps no length).
  if (pg)
    for (const column of ['fulfillment_status', 'financial_status'])
      await db.schema
        .alterTable('orders')
        .alterColumn(column, (c) => c.setDataType('varchar(24)'))
        .execute();
  await db.schema.alterTable('orders').addColumn('stock_takes', 'text').execute();
  await db.schema.alterTable('orders').addColumn('cancelled_at', 'varchar(32)').execute();
  await db.schema.alterTable('orders').addColumn('cancel_reason', 'text').execute();
  await db.schema
    .alterTable('orders')
    .addColumn('refunded_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('order_lines')
    .addColumn('shipped_quantity', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('order_lines')
    .addColumn('refunded_quantity', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('orders_created').on('orders').columns(['created_at']).execute();
  await db.schema.createIndex('orders_email').on('orders').columns(['email']).execute();

  await db.schema
    .createTable('shipments')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('order_id', 'varchar(36)', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('carrier', 'varchar(32)', (c) => c.notNull())
    .addColumn('tracking_number', 'varchar(64)', (c) => c.notNull())
    .addColumn('lines', 'text', (c) => c.notNull())
    .addColumn('shipped_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('delivered_at', 'varchar(32)')
    .addColumn('created_by', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('shipments_tracking')
    .on('shipments')
    .columns(['order_id', 'tracking_number'])
    .unique()
    .execute();

  await db.schema
    .createTable('refunds')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('order_id', 'varchar(36)', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('request_key', 'varchar(80)', (c) => c.notNull().unique())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('lines', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('gateway_reference', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('refunds_order').on('refunds').columns(['order_id']).execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', pg ? 'serial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('at', 'varchar(32)', (c) => c.notNull())
    .addColumn('actor_id', 'varchar(64)')
    .addColumn('actor_email', 'text', (c) => c.notNull())
    .addColumn('action', 'varchar(48)', (c) => c.notNull())
    .addColumn('subject_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('subject_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_subject').on('audit_log').columns(['subject_type', 'subject_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['audit_log', 'refunds', 'shipments']) await db.schema.dropTable(table).execute();
  await db.schema.dropIndex('orders_email').execute();
  await db.schema.dropIndex('orders_created').execute();
  for (const column of ['refunded_quantity', 'shipped_quantity'])
    await db.schema.alterTable('order_lines').dropColumn(column).execute();
  for (const column of ['refunded_cents', 'cancel_reason', 'cancelled_at', 'stock_takes'])
    await db.schema.alterTable('orders').dropColumn(column).execute();
}
