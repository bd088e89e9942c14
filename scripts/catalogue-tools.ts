// What the catalogue's command-line tools share: the store's database (DATABASE_URL, as the server reads it), who
// acts (the operator at the machine, in the audit trail), and a cache drop every running instance sees.
import { userInfo } from 'node:os';
import { Redis } from 'ioredis';
import { publishAnnouncement, recordAnnouncement } from '../src/lib/db/announcements';
import type { Db } from '../src/lib/db/connect.server';
import { openDatabase } from '../src/lib/db/open.server';
import { mustExist, storeDatabase } from './store-database.mjs';

export async function openStoreDatabase(): Promise<Db> {
  const store = storeDatabase();
  if (store.dialect === 'sqlite') mustExist(store.file);
  return openDatabase(process.env.DATABASE_URL?.trim() || undefined);
}

export const commandLineActor = () => ({ id: 'command-line', email: `${userInfo().username} (command line)` });

/** Drops caches on every instance: the database's counter always, and Redis's channel when REDIS_URL is set. */
export async function announceEverywhere(db: Db, keys: string[]): Promise<void> {
  await recordAnnouncement(db, keys, new Date());
  const url = process.env.REDIS_URL?.trim();
  if (!url) return;
  const redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2_000, lazyConnect: true });
  try {
    await redis.connect();
    await publishAnnouncement(redis, process.env.REDIS_KEY_PREFIX ?? 'petfood:', keys);
  } catch {
    // Instances that cannot hear Redis read the database's counter within a second; so do the others once Redis is back.
  } finally {
    redis.disconnect();
  }
}
