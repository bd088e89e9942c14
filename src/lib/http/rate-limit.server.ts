// A fixed-window rate limit kept in the database, so every instance counts the same attempts (DESIGN §2). One row
// per key; the window restarts when it has passed.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/connect.server';
import { errorResponse } from './errors';

export type Limit = { max: number; windowSeconds: number };

/** Counts one attempt; answers false once the key has used up its window. */
export async function allowAttempt(db: Db, key: string, limit: Limit, now = Date.now()): Promise<boolean> {
  const windowStart = now - limit.windowSeconds * 1000;
  return db.transaction().execute(async (trx) => {
    // Touch first so concurrent attempts on one key queue behind each other (row lock / SQLite write lock).
    await trx
      .insertInto('auth_rate_limits')
      .values({ id: randomUUID(), key, count: 0, lastRequest: now })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          count: sql`case when ${sql.ref('auth_rate_limits.lastRequest')} < ${windowStart} then 0 else ${sql.ref('auth_rate_limits.count')} end`,
        }),
      )
      .execute();
    const row = await trx
      .selectFrom('auth_rate_limits')
      .select(['count', 'lastRequest'])
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    if (row.count >= limit.max) return false;
    const restart = row.count === 0;
    await trx
      .updateTable('auth_rate_limits')
      .set({ count: row.count + 1, ...(restart ? { lastRequest: now } : {}) })
      .where('key', '=', key)
      .execute();
    return true;
  });
}

/** How many attempts the key has used in its current window, without counting one. */
export async function attemptsUsed(db: Db, key: string, limit: Limit, now = Date.now()): Promise<number> {
  const row = await db
    .selectFrom('auth_rate_limits')
    .select(['count', 'lastRequest'])
    .where('key', '=', key)
    .executeTakeFirst();
  return row && row.lastRequest >= now - limit.windowSeconds * 1000 ? row.count : 0;
}

/** Forgets a key's attempts: a successful sign-in does not count against the next one. */
export async function clearAttempts(db: Db, key: string): Promise<void> {
  await db.deleteFrom('auth_rate_limits').where('key', '=', key).execute();
}

/** The answer to a client over a ten-minute limit (a checkout's cards and presses, clinic access codes). */
export const tooManyTries = () =>
  errorResponse('RATE_LIMITED', 'Too many tries. Please wait a few minutes and try again.', undefined, {
    'retry-after': '600',
  });

/** The answer to a client over its limit: try again in a minute. */
export const tooManyAttempts = () =>
  errorResponse('RATE_LIMITED', 'Too many attempts. Please wait a minute and try again.', undefined, {
    'retry-after': '60',
  });
