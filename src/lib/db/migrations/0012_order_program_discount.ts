import type { Kysely } from 'kysely';

// The part of an order's discount that is the staff program's, so the receipt can name it as the cart and checkout do.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('program_discount_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('program_discount_cents').execute();
}
