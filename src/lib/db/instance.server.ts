// The server's one database handle, opened and migrated from DATABASE_URL on first use. The seed (src/lib/seed) fills
// a new database before the first request.
import { DATABASE_URL } from 'astro:env/server';
import type { Db } from './connect.server';
import { openDatabase } from './open.server';

let opening: Promise<Db> | undefined;

export function getDb(): Promise<Db> {
  opening ??= openDatabase(DATABASE_URL).catch((error: unknown) => {
    opening = undefined; // a database that was down at start is tried again on the next request
    throw error;
  });
  return opening;
}

export async function closeDb(): Promise<void> {
  const current = opening;
  opening = undefined;
  if (current) await (await current.catch(() => undefined))?.destroy();
}
