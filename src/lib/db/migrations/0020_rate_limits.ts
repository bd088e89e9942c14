import type { Kysely } from 'kysely';

// Rate limits are counted by rate-limiter-flexible's database limiter (src/lib/http/rate-limit.server.ts), in the
// table shape it reads and writes: a key, the points used in its window and when the window ends (epoch ms). The
// store's own table of counts goes; a window lasts minutes, so no count worth keeping is lost.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expire', 'bigint')
    .execute();
  await db.schema.dropTable('auth_rate_limits').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('auth_rate_limits')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('key', 'varchar(255)', (c) => c.notNull().unique())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('lastRequest', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.dropTable('rate_limits').execute();
}
