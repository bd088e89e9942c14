import type { Kysely } from 'kysely';

// The customer's cards on file become theirs to keep (My Account, Payment Methods): one may be marked the default, the
// card checkout offers first and autoships are charged, and a removed card stays on record for the orders it paid
// (`removed_at`) but is never offered or charged again.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('payment_methods')
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('payment_methods').addColumn('removed_at', 'varchar(32)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payment_methods').dropColumn('removed_at').execute();
  await db.schema.alterTable('payment_methods').dropColumn('is_default').execute();
}
