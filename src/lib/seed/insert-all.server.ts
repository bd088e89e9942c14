// The seed's inserts of many rows: a batch at a time, since SQLite limits the values of one statement, and skipping
// rows already there, so instances seeding one database at once insert each row once.
import type { Insertable, Transaction } from 'kysely';
import type { Database } from '../db/schema';

/** Inserts many rows a batch at a time (SQLite limits the values of one statement), skipping those already there. */
export async function insertAll<T extends keyof Database>(
  trx: Transaction<Database>,
  table: T,
  rows: Insertable<Database[T]>[],
  batch = 100,
) {
  for (let i = 0; i < rows.length; i += batch) {
    await trx
      .insertInto(table)
      .values(rows.slice(i, i + batch) as never)
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}
