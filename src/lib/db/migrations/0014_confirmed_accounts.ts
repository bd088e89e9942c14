import { sql, type Kysely } from 'kysely';

// A new account now confirms its email before it can sign in. Accounts made before that have been signing in all
// along: they count as confirmed. (1 = 1 is true on PostgreSQL's boolean column and 1 on SQLite's integer one.)
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update auth_users set "emailVerified" = (1 = 1)`.execute(db);
}

export async function down(): Promise<void> {
  // Nothing to undo: which accounts were unconfirmed before is not known.
}
