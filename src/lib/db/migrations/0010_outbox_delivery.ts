import type { Kysely } from 'kysely';

// What the mail relay needs to send the outbox through SMTP from several instances: how often a mail was tried, until
// when an instance holds it (while sending, or before trying again after a failure), and the last error it met.
// One ALTER TABLE per column: SQLite adds only one column per statement.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('outbox')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('outbox').addColumn('claimed_until', 'varchar(32)').execute();
  await db.schema.alterTable('outbox').addColumn('last_error', 'text').execute();
  await db.schema.createIndex('outbox_unsent').on('outbox').columns(['sent_at', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('outbox_unsent').execute();
  for (const column of ['last_error', 'claimed_until', 'attempts']) {
    await db.schema.alterTable('outbox').dropColumn(column).execute();
  }
}
