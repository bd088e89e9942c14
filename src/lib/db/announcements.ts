// How a cache drop is announced to every instance (DESIGN §5), apart from any one server's connections: a row in the
// database's change counter, which instances without Redis read, and a message on a Redis channel for those that
// listen. The running server and the operators' tools (a catalogue import from the command line) announce alike.
import type { Redis } from 'ioredis';
import type { Db } from './connect.server';

const KEEP_MS = 60 * 60 * 1000; // announcements older than an hour are of no use to anyone

/** The channel instances listen on, in the store's Redis namespace (REDIS_KEY_PREFIX). */
export const invalidationChannel = (prefix: string): string => `${prefix}cache-invalidation`;

export async function recordAnnouncement(db: Db, keys: readonly string[], now: Date): Promise<void> {
  await db
    .insertInto('cache_invalidations')
    .values({ cache_keys: JSON.stringify(keys), created_at: now.toISOString() })
    .execute();
  await db
    .deleteFrom('cache_invalidations')
    .where('created_at', '<', new Date(now.getTime() - KEEP_MS).toISOString())
    .execute();
}

export const publishAnnouncement = (redis: Redis, prefix: string, keys: readonly string[]): Promise<number> =>
  redis.publish(invalidationChannel(prefix), JSON.stringify(keys));
