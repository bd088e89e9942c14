// Dropping cache keys on every instance (DESIGN §5): the announcing instance drops them at once, tells the others
// over Redis pub/sub when REDIS_URL is set, and always writes the announcement to the database's change counter.
// An instance that is not listening on Redis (none configured, or its connection lost) reads that counter at most
// once a second, so a publish is live everywhere within about a second either way.
import type { Redis } from 'ioredis';
import { z } from 'zod/v4';
import { dropCacheKey } from '../site/cache-registry';
import { errorMessage, log } from '../site/log';
import { invalidationChannel, publishAnnouncement, recordAnnouncement } from './announcements';
import type { Db } from './connect.server';
import { redis, redisKey, redisSubscriber } from './redis.server';

const CHECK_EVERY_MS = 1000;
const keysSchema = z.array(z.string().max(500)).max(1000);
const channel = () => invalidationChannel(redisKey(''));

/** The newest counter row applied here; null until read (and again after losing Redis, to start afresh). */
let lastSeen: number | null = null;
let lastChecked = 0;
let subscriber: Redis | null | undefined;
let listening = false;

function apply(keys: readonly string[]): void {
  for (const key of keys) dropCacheKey(key);
}

function keysOf(text: string): string[] {
  try {
    const parsed = keysSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

export async function announceInvalidation(db: Db, keys: string[], now = new Date()): Promise<void> {
  apply(keys);
  await recordAnnouncement(db, keys, now);
  const connection = redis();
  if (connection?.status === 'ready') {
    await publishAnnouncement(connection, redisKey(''), keys).catch((error: unknown) => {
      log('warn', 'cache invalidation not published: the others read it from the database', {
        error: errorMessage(error),
      });
    });
  }
}

/** Starts listening on Redis, when there is one; after any reconnection every cache is dropped (messages were missed). */
export function listenForInvalidations(): void {
  if (subscriber !== undefined) return;
  subscriber = redisSubscriber();
  const connection = subscriber;
  if (!connection) return;
  connection.on('ready', () => {
    connection
      .subscribe(channel())
      .then(() => {
        listening = true;
        apply(['*']);
      })
      .catch((error: unknown) => log('warn', 'cache invalidation: subscribing failed', { error: errorMessage(error) }));
  });
  connection.on('close', () => {
    listening = false;
    lastSeen = null; // read the counter afresh, dropping everything, until Redis is back
  });
  connection.on('message', (from: string, message: string) => {
    if (from === channel()) apply(keysOf(message));
  });
}

/** Whether catchUpInvalidations would read the database now (no live Redis subscription, and a second has passed). */
const invalidationsDue = (now = Date.now()): boolean => !listening && now - lastChecked >= CHECK_EVERY_MS;

/** Applies the announcements other instances wrote since this one last looked; at most once a second. */
export async function catchUpInvalidations(db: Db, now = Date.now()): Promise<void> {
  listenForInvalidations();
  if (!invalidationsDue(now)) return;
  lastChecked = now;
  try {
    if (lastSeen === null) {
      const newest = await db
        .selectFrom('cache_invalidations')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirst();
      lastSeen = Number(newest?.id ?? 0);
      apply(['*']); // whatever was missed before is gone with it
      return;
    }
    const rows = await db
      .selectFrom('cache_invalidations')
      .select(['id', 'cache_keys'])
      .where('id', '>', lastSeen)
      .orderBy('id')
      .execute();
    for (const row of rows) {
      apply(keysOf(row.cache_keys));
      lastSeen = row.id;
    }
  } catch (error) {
    log('warn', 'cache invalidations could not be read', { error: errorMessage(error) });
  }
}
