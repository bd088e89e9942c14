import type { Kysely } from 'kysely';

// What shoppers search for (issue 40 §6), a row per day, site and search as the index reads it (lower case, plurals
// as singulars): how often it was searched, how many products it found, and how often a result was chosen. No row
// says who searched.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('search_stats')
    .ifNotExists()
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('site', 'text', (c) => c.notNull())
    .addColumn('query', 'text', (c) => c.notNull())
    .addColumn('searches', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('chosen', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('results', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('search_stats_pk', ['site', 'day', 'query'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('search_stats').ifExists().execute();
}
