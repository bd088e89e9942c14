// Fixed-window rate limits that every instance counts alike (DESIGN §2, §5), with rate-limiter-flexible's limiters:
// the database's (SQLite or PostgreSQL, table `rate_limits`) counts every attempt, and with REDIS_URL Redis counts
// it too and answers. Should Redis fail, even mid-window, the database answers from the same count, so an outage
// never lifts a limit. The limits guard rare actions (a password, a message, a card), so the database write costs
// little. On SQLite the limiter writes through the store's one connection: a count made while another request's
// transaction is open is committed or rolled back with it.
import {
  RateLimiterPostgres,
  RateLimiterRedis,
  RateLimiterRes,
  RateLimiterSQLite,
  type RateLimiterStoreAbstract,
} from 'rate-limiter-flexible';
import { driverClientOf, type Db } from '../db/connect.server';
import { redis, redisKey } from '../db/redis.server';
import { errorMessage, log } from '../site/log';
import { errorResponse } from './errors';

export type Limit = { max: number; windowSeconds: number };

type Limiters = { inDb: RateLimiterStoreAbstract; inRedis: RateLimiterRedis | null };

/** The limiters of each limit (a key is always counted with the same limit), per store database. */
const limiters = new WeakMap<Db, Map<string, Limiters>>();
let lastFallbackLogged = 0;

function databaseLimiter(db: Db, limit: Limit): RateLimiterStoreAbstract {
  const client = driverClientOf(db);
  // The table is the migrations' (0020_rate_limits); the limiter clears expired rows itself.
  const options = {
    points: limit.max,
    duration: limit.windowSeconds,
    keyPrefix: 'limit',
    tableName: 'rate_limits',
    tableCreated: true,
    clearExpiredByTimeout: true,
  };
  return client.dialect === 'sqlite'
    ? new RateLimiterSQLite({ ...options, storeClient: client.database, storeType: 'better-sqlite3' })
    : new RateLimiterPostgres({ ...options, storeClient: client.pool, storeType: 'pool' });
}

function limitersFor(db: Db, limit: Limit): Limiters {
  let ofDb = limiters.get(db);
  if (!ofDb) limiters.set(db, (ofDb = new Map()));
  const name = `${limit.max}/${limit.windowSeconds}`;
  let found = ofDb.get(name);
  if (!found) {
    const storeClient = redis();
    found = {
      inDb: databaseLimiter(db, limit),
      inRedis: storeClient
        ? new RateLimiterRedis({
            storeClient,
            points: limit.max,
            duration: limit.windowSeconds,
            keyPrefix: redisKey('limit'),
          })
        : null,
    };
    ofDb.set(name, found);
  }
  return found;
}

/** Redis's answer, or the database's when Redis fails. */
async function answered<T>(inRedis: (() => Promise<T>) | null, inDb: () => Promise<T>): Promise<T> {
  if (!inRedis) return inDb();
  try {
    return await inRedis();
  } catch (error) {
    if (Date.now() - lastFallbackLogged > 10_000) {
      lastFallbackLogged = Date.now(); // one line per ten seconds while Redis is away
      log('warn', 'rate limits counted in the database: redis failed', { error: errorMessage(error) });
    }
    return inDb();
  }
}

/** Whether a consume left the key within its limit (a refusal is the limiter's answer, not a failure). */
const withinLimit = (consumed: Promise<RateLimiterRes>): Promise<boolean> =>
  consumed.then(
    () => true,
    (refusal: unknown) => {
      if (refusal instanceof RateLimiterRes) return false;
      throw refusal;
    },
  );

/** Counts one attempt; answers false once the key has used up its window. */
export async function allowAttempt(db: Db, key: string, limit: Limit): Promise<boolean> {
  const { inDb, inRedis } = limitersFor(db, limit);
  const inDbAnswer = withinLimit(inDb.consume(key));
  if (!inRedis) return inDbAnswer;
  inDbAnswer.catch(() => {}); // awaited below whichever store answers
  const answer = await answered(
    () => withinLimit(inRedis.consume(key)),
    () => inDbAnswer,
  );
  // With Redis answering, a count the database missed loses nothing Redis holds: it is logged and the attempt stands.
  await inDbAnswer.catch((error: unknown) =>
    log('warn', 'a rate-limit count was not made in the database', { error: errorMessage(error) }),
  );
  return answer;
}

/** How many attempts the key has used in its current window, without counting one. */
export async function attemptsUsed(db: Db, key: string, limit: Limit): Promise<number> {
  const { inDb, inRedis } = limitersFor(db, limit);
  const used = (counted: RateLimiterRes | null) => Math.min(counted?.consumedPoints ?? 0, limit.max);
  return answered(inRedis && (async () => used(await inRedis.get(key))), async () => used(await inDb.get(key)));
}

/** Forgets a key's attempts: a successful sign-in does not count against the next one. */
export async function clearAttempts(db: Db, key: string, limit: Limit): Promise<void> {
  const { inDb, inRedis } = limitersFor(db, limit);
  await Promise.all([inDb.delete(key), answered(inRedis && (() => inRedis.delete(key)), async () => false)]);
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
