import type { Kysely } from 'kysely';

// Content that editors publish (globals, navigation, announcements, banners, pages, carousels) and the redirects table.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_entries')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('type', 'varchar(64)', (c) => c.notNull())
    .addColumn('key', 'varchar(200)', (c) => c.notNull())
    .addColumn('site', 'varchar(8)', (c) => c.notNull().defaultTo('ALL'))
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('content_entries_identity', ['type', 'key', 'site', 'status'])
    .execute();
  await db.schema
    .createIndex('content_entries_lookup')
    .on('content_entries')
    .columns(['type', 'status', 'site'])
    .execute();

  await db.schema
    .createTable('redirects')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('from_path', 'varchar(500)', (c) => c.notNull().unique())
    .addColumn('to_url', 'varchar(2000)', (c) => c.notNull())
    .addColumn('status_code', 'integer', (c) => c.notNull().defaultTo(301))
    .addColumn('is_external', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('redirects').execute();
  await db.schema.dropTable('content_entries').execute();
}
