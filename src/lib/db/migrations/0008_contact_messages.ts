import type { Kysely } from 'kysely';

// What shoppers send through the Contact Us form, kept for the care team.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('site', 'varchar(8)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(64)')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('topic', 'varchar(32)', (c) => c.notNull())
    .addColumn('order_number', 'varchar(32)')
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('contact_messages').execute();
}
