import { PostgresAdapter, sql, type Kysely } from 'kysely';

// The editors' studio: every version of an entry, and an audit trail of what editors did.
//
// `content_entries` stays what shoppers read: one row per entry (type, key, site) holding the LIVE data, served only
// while its status is `published`. Its new `version` column is the entry's latest version number (the token a save or
// publish must name, for optimistic concurrency) and `updated_by` the editor who last changed it. Every save adds a
// row to `content_versions` (data, status, editor, time); the latest version is what the studio edits and what a
// preview shows, so a newer draft waits beside the published data until it is published itself. A version's status is
// `draft` until published, `published` while live, and `archived` once something else went live or the entry was
// archived. Versions have no foreign key on their entry: history outlives any repair done to the read table by hand.
// `content_audit` records each studio action with its editor and the versions before and after.
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .alterTable('content_entries')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('content_entries').addColumn('updated_by', 'varchar(254)').execute();

  await db.schema
    .createTable('content_versions')
    .addColumn('entry_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('editor_id', 'varchar(64)')
    .addColumn('editor_email', 'varchar(254)')
    .addPrimaryKeyConstraint('content_versions_key', ['entry_id', 'version'])
    .execute();

  await db.schema
    .createTable('content_audit')
    .addColumn('id', pg ? 'serial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('at', 'varchar(32)', (c) => c.notNull())
    .addColumn('editor_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('editor_email', 'varchar(254)', (c) => c.notNull())
    .addColumn('action', 'varchar(16)', (c) => c.notNull())
    .addColumn('entry_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('entry_type', 'varchar(64)', (c) => c.notNull())
    .addColumn('entry_key', 'varchar(200)', (c) => c.notNull())
    .addColumn('from_version', 'integer')
    .addColumn('to_version', 'integer')
    .execute();
  await db.schema.createIndex('content_audit_entry').on('content_audit').columns(['entry_id', 'id']).execute();

  // Entries that exist already become version 1 of themselves.
  await sql`insert into content_versions (entry_id, version, status, data, created_at)
    select id, 1, status, data, updated_at from content_entries`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('content_audit').execute();
  await db.schema.dropTable('content_versions').execute();
  await db.schema.alterTable('content_entries').dropColumn('updated_by').execute();
  await db.schema.alterTable('content_entries').dropColumn('version').execute();
}
