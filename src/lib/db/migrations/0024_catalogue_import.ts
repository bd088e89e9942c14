import type { Kysely } from 'kysely';

// A catalogue comes from a feed as well as from the seed (issue 39): a product the feed no longer lists can be taken
// off the shop without losing its rows (orders still name it), and every import is kept with its report, so an admin
// sees what changed, what was skipped and which pictures could not be fetched.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('products')
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createTable('catalogue_imports')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('file_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('format', 'varchar(16)', (c) => c.notNull())
    .addColumn('actor_email', 'varchar(320)', (c) => c.notNull())
    .addColumn('applied', 'integer', (c) => c.notNull())
    .addColumn('report', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('catalogue_imports_created').on('catalogue_imports').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('catalogue_imports').execute();
  await db.schema.alterTable('products').dropColumn('published').execute();
}
