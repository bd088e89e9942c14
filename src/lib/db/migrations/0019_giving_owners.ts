import type { Kysely } from 'kysely';

// A tracking belongs to the browser that started it, and to its customer when one was signed in: only a hash of the
// browser's owner secret is kept (the secret lives in its cookie). Events remember an opaque key of the client that
// posted them, so the capped store can evict a flooding client's own events rather than everyone's. Trackings made
// before this have no owner: nobody may change them through the API, and the widget starts a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('giving_trackings').addColumn('owner_hash', 'varchar(64)').execute();
  await db.schema
    .alterTable('giving_trackings')
    .addColumn('customer_id', 'varchar(64)', (c) => c.references('auth_users.id').onDelete('set null'))
    .execute();
  await db.schema
    .alterTable('giving_events')
    .addColumn('client_key', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('giving_events_client').on('giving_events').columns(['client_key', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('giving_events_client').execute();
  await db.schema.alterTable('giving_events').dropColumn('client_key').execute();
  await db.schema.alterTable('giving_trackings').dropColumn('customer_id').execute();
  await db.schema.alterTable('giving_trackings').dropColumn('owner_hash').execute();
}
