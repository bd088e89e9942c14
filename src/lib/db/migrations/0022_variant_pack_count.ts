import type { Kysely } from 'kysely';

// Wet food is sold by the case as well as by the can: a variant says how many cans, trays or pouches it holds, so a
// page can price one of them and a feeding guide can say how long the case lasts. Its weight stays the whole case's,
// which is what shipping weighs.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('variants')
    .addColumn('pack_count', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('variants').dropColumn('pack_count').execute();
}
