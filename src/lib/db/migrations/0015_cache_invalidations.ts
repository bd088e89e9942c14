import { PostgresAdapter, type Kysely } from 'kysely';

// The change counter behind cache invalidation without Redis: each announcement is a row with a rising id, and every
// instance applies the rows past the last id it saw, at most once a second.
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('cache_invalidations')
    .addColumn('id', pg ? 'serial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('cache_keys', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('cache_invalidations').execute();
}
