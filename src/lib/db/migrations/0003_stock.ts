import type { Kysely } from 'kysely';

// Where the shop delivers and what each region's warehouse holds: ZIP ranges per destination (HOME or CLINIC) and
// region, and stock per SKU and region, so whether a food is in stock depends on the shopper's ZIP.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('zip_ranges')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('destination', 'varchar(8)', (c) => c.notNull())
    .addColumn('region', 'varchar(32)', (c) => c.notNull())
    .addColumn('low', 'varchar(5)', (c) => c.notNull())
    .addColumn('high', 'varchar(5)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('regional_stock')
    .addColumn('sku', 'varchar(64)', (c) => c.notNull())
    .addColumn('region', 'varchar(32)', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('regional_stock_pk', ['sku', 'region'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('regional_stock').execute();
  await db.schema.dropTable('zip_ranges').execute();
}
