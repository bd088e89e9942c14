import type { Kysely } from 'kysely';

// The catalogue: products with their facet attributes, variants with price and stock, autoship selling plans, and the
// images the shop draws for them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('products')
    .addColumn('id', 'varchar(220)', (c) => c.primaryKey())
    .addColumn('handle', 'varchar(200)', (c) => c.notNull().unique())
    .addColumn('title', 'varchar(300)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('product_type', 'varchar(64)', (c) => c.notNull())
    .addColumn('brand', 'varchar(64)', (c) => c.notNull())
    .addColumn('sub_brand', 'varchar(64)', (c) => c.notNull())
    .addColumn('food_form', 'varchar(16)', (c) => c.notNull())
    .addColumn('pack_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('attributes', 'text', (c) => c.notNull()) // JSON: species, lifestage, breedSize, flavor, healthConditions, sites
    .addColumn('tags', 'text', (c) => c.notNull()) // JSON list, badges carry the badge:: prefix
    .addColumn('image_id', 'varchar(220)')
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('variants')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('product_id', 'varchar(220)', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('sku', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('flavor', 'varchar(120)', (c) => c.notNull())
    .addColumn('size', 'varchar(32)', (c) => c.notNull())
    .addColumn('product_form', 'varchar(32)', (c) => c.notNull())
    .addColumn('weight', 'real', (c) => c.notNull())
    .addColumn('weight_unit', 'varchar(8)', (c) => c.notNull())
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addColumn('compare_at_cents', 'integer')
    .addColumn('tags', 'text', (c) => c.notNull())
    .addColumn('stock', 'integer', (c) => c.notNull())
    .addColumn('autoship', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('variants_product').on('variants').column('product_id').execute();

  await db.schema
    .createTable('selling_plans')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(120)', (c) => c.notNull())
    .addColumn('frequency_days', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('images')
    .addColumn('id', 'varchar(220)', (c) => c.primaryKey())
    .addColumn('format', 'varchar(16)', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('alt', 'varchar(300)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['images', 'selling_plans', 'variants', 'products']) await db.schema.dropTable(table).execute();
}
