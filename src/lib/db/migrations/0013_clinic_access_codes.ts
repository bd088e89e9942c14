import type { Kysely } from 'kysely';

// Joining a clinic needs the code its manager hands out; only a hash of the code is kept.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('clinics').addColumn('access_code_hash', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('clinics').dropColumn('access_code_hash').execute();
}
