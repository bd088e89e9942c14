import { PostgresAdapter, type Kysely } from 'kysely';

// The embedded giving service (spec 001 §3, §7). A store's configuration is one JSON document (its campaigns,
// segments and multipliers are nested and read whole); causes keep the fields search filters on as columns and the
// rest as JSON. A portfolio's charities are rows of their own, in order. Trackings follow a shopper's choice of cause
// and what the checkout confirmed; events are the widget's analytics, kept capped; an order's donation is written
// once, in the order's transaction, and read back for its confirmation and "Your giving".
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('giving_stores')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('config', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('giving_causes')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('is_portfolio', 'integer', (c) => c.notNull())
    .addColumn('category_id', 'integer', (c) => c.notNull())
    .addColumn('city', 'text')
    .addColumn('state', 'varchar(2)')
    .addColumn('zip', 'varchar(10)')
    .addColumn('details', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('giving_causes_name').on('giving_causes').columns(['is_portfolio', 'name']).execute();

  await db.schema
    .createTable('giving_portfolio_members')
    .addColumn('portfolio_id', 'varchar(32)', (c) => c.notNull().references('giving_causes.id').onDelete('cascade'))
    .addColumn('charity_id', 'varchar(32)', (c) => c.notNull().references('giving_causes.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('giving_portfolio_members_key', ['portfolio_id', 'charity_id'])
    .execute();

  await db.schema
    .createTable('giving_trackings')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('store_id', 'varchar(32)', (c) => c.notNull().references('giving_stores.id').onDelete('cascade'))
    .addColumn('cause_id', 'varchar(32)')
    .addColumn('cause_name', 'text')
    .addColumn('is_test_mode', 'integer', (c) => c.notNull())
    .addColumn('integration_info', 'text', (c) => c.notNull())
    .addColumn('confirmation_data', 'text')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('giving_events')
    .addColumn('id', pg ? 'serial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('store_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('tracking_id', 'varchar(36)')
    .addColumn('type', 'varchar(64)', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('giving_order_donations')
    .addColumn('order_id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('tracking_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('store_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('total_cents', 'integer', (c) => c.notNull())
    .addColumn('recipients', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('giving_order_donations').execute();
  await db.schema.dropTable('giving_events').execute();
  await db.schema.dropTable('giving_trackings').execute();
  await db.schema.dropTable('giving_portfolio_members').execute();
  await db.schema.dropTable('giving_causes').execute();
  await db.schema.dropTable('giving_stores').execute();
}
