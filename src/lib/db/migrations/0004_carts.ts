import type { Kysely } from 'kysely';

// Carts live in the database; the browser keeps only the id in a cookie (DESIGN §5). A line is one food with one
// selling plan and one set of attributes; `merge_key` names that combination, and its unique index stops two
// concurrent adds from making two lines of it. Discount codes are data an operator can change.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('carts')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('site', 'varchar(8)', (c) => c.notNull())
    .addColumn('customer_id', 'varchar(64)')
    .addColumn('note', 'text')
    .addColumn('attributes', 'text', (c) => c.notNull())
    .addColumn('discount_codes', 'text', (c) => c.notNull())
    .addColumn('buyer_identity', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('carts_customer').on('carts').column('customer_id').execute();
  await db.schema
    .createTable('cart_lines')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('cart_id', 'varchar(64)', (c) => c.notNull().references('carts.id').onDelete('cascade'))
    .addColumn('variant_id', 'varchar(220)', (c) => c.notNull())
    .addColumn('selling_plan_id', 'varchar(64)')
    .addColumn('attributes', 'text', (c) => c.notNull())
    .addColumn('merge_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('cart_lines_merge').on('cart_lines').columns(['cart_id', 'merge_key']).unique().execute();
  await db.schema
    .createTable('discount_codes')
    .addColumn('code', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('percent', 'integer', (c) => c.notNull())
    .addColumn('applies_to', 'varchar(16)', (c) => c.notNull())
    .addColumn('min_subtotal_cents', 'integer', (c) => c.notNull())
    .addColumn('sites', 'text', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull())
    .addColumn('starts_at', 'varchar(32)')
    .addColumn('ends_at', 'varchar(32)')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('discount_codes').execute();
  await db.schema.dropTable('cart_lines').execute();
  await db.schema.dropTable('carts').execute();
}
