// Fixed-window rate limits that every instance counts alike (DESIGN §2, §5): in Redis when REDIS_URL is set (with
// rate-limiter-flexible), else one database row per key whose window restarts when it has passed. Should Redis fail,
// the database counts instead, so a limit is never lifted by an outage: each attempt Redis counts is copied to the
// database row too, so a Redis that fails mid-window leaves the database to go on from the same count, not from zero.
// The limits counted here guard rare actions (a password, a message, a card), so the extra write costs little.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../db/connect.server';
import { redis, redisKey } from '../db/redis.server';
import { errorMessage, log } from '../site/log';
import { errorResponse } from './errors';

export type Limit = { max: number; windowSeconds: number };

const limiters = new Map<string, RateLimiterRedis>();
let lastFallbackLogged = 0;

/** The Redis limiter for one limit (each key is always counted with the same limit), or null without Redis. */
function redisLimiter(limit: Limit): RateLimiterRedis | null {
  const storeClient = redis();
  if (!storeClient) return null;
  const name = `${limit.max}/${limit.windowSeconds}`;
  let limiter = limiters.get(name);
  if (!limiter) {
    limiter = new RateLimiterRedis({
      storeClient,
      points: limit.max,
      duration: limit.windowSeconds,
      keyPrefix: redisKey('limit'),
    });
    limiters.set(name, limiter);
  }
  return limiter;
}

/** Runs the Redis way when there is a Redis that answers; else the database way. */
async function counted<T>(limit: Limit, inRedis: (limiter: RateLimiterRedis) => Promise<T>, inDb: () => Promise<T>) {
  const limiter = redisLimiter(limit);
  if (!limiter) return inDb();
  try {
    return await inRedis(limiter);
  } catch (error) {
    if (Date.now() - lastFallbackLogged > 10_000) {
      lastFallbackLogged = Date.now(); // one line per ten seconds while Redis is away
      log('warn', 'rate limits counted in the database: redis failed', { error: errorMessage(error) });
    }
    return inDb();
  }
}

/** Counts one attempt; answers false once the key has used up its window. */
export function allowAttempt(db: Db, key: string, limit: Limit, now = Date.now()): Promise<boolean> {
  return counted(
    limit,
    async (limiter) => {
      let counted: RateLimiterRes;
      try {
        counted = await limiter.consume(key);
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        counted = refusal; // over the limit
      }
      await copyToDb(db, key, limit, counted, now);
      return counted.consumedPoints <= limit.max;
    },
    () => allowAttemptInDb(db, key, limit, now),
  );
}

/**
 * Keeps the database row at Redis's count for the same window (never lower: the database may have counted more while
 * Redis was away), so that counting can go on there. A failed copy loses nothing Redis holds: it is logged and the
 * attempt stands.
 */
async function copyToDb(db: Db, key: string, limit: Limit, counted: RateLimiterRes, now: number): Promise<void> {
  const count = Math.min(counted.consumedPoints, limit.max);
  const windowStart = now + counted.msBeforeNext - limit.windowSeconds * 1000;
  try {
    await db
      .insertInto('auth_rate_limits')
      .values({ id: randomUUID(), key, count, lastRequest: windowStart })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          count: sql`case when ${sql.ref('auth_rate_limits.lastRequest')} < ${now - limit.windowSeconds * 1000} or ${sql.ref('auth_rate_limits.count')} < ${count} then ${count} else ${sql.ref('auth_rate_limits.count')} end`,
          lastRequest: sql`case when ${sql.ref('auth_rate_limits.lastRequest')} < ${now - limit.windowSeconds * 1000} then ${windowStart} else ${sql.ref('auth_rate_limits.lastRequest')} end`,
        }),
      )
      .execute();
  } catch (error) {
    log('warn', 'a rate-limit count was not copied to the database', { error: errorMessage(error) });
  }
}

async function allowAttemptInDb(db: Db, key: string, limit: Limit, now: number): Promise<boolean> {
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
export function attemptsUsed(db: Db, key: string, limit: Limit, now = Date.now()): Promise<number> {
  return counted(
    limit,
    async (limiter) => Math.min((await limiter.get(key))?.consumedPoints ?? 0, limit.max),
    async () => {
      const row = await db
        .selectFrom('auth_rate_limits')
        .select(['count', 'lastRequest'])
        .where('key', '=', key)
        .executeTakeFirst();
      return row && row.lastRequest >= now - limit.windowSeconds * 1000 ? row.count : 0;
    },
  );
}

/** Forgets a key's attempts: a successful sign-in does not count against the next one. */
export async function clearAttempts(db: Db, key: string, limit: Limit): Promise<void> {
  await counted(
    limit,
    async (limiter) => {
      await limiter.delete(key);
      await db.deleteFrom('auth_rate_limits').where('key', '=', key).execute(); // the copy goes with it
    },
    async () => void (await db.deleteFrom('auth_rate_limits').where('key', '=', key).execute()),
  );
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
