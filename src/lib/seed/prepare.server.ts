// Readiness of the running store: its database migrated and seeded and, unless SEED=none, the demo accounts and
// the reviews of past customers made.
// The server entry awaits both steps before listening; the middleware awaits them too, so `astro dev` gets the same.
import { DATABASE_URL, SEED } from 'astro:env/server';
import { getAuth } from '../account/auth.server';
import { underSeedLock } from '../db/connect.server';
import { getDb } from '../db/instance.server';
import { parseDatabaseUrl } from '../db/url';
import { hasCatalogue } from './catalogue.server';
import { seedDemoAccounts } from './demo-accounts.server';
import { seedReviews } from './reviews.server';
import { seedStore } from './open.server';

const dialect = () => parseDatabaseUrl(DATABASE_URL).dialect;

let seeding: Promise<void> | undefined;
let preparing: Promise<void> | undefined;

/** Whether the database (opened and migrated) has yet to be seeded: it has no catalogue. */
export async function isNewDatabase(): Promise<boolean> {
  return !(await hasCatalogue(await getDb()));
}

/** The database opened, migrated and seeded; a failure is tried again on the next call. */
export function prepareDatabase(): Promise<void> {
  seeding ??= getDb()
    .then((db) => underSeedLock(db, dialect(), () => seedStore(db)))
    .catch((error: unknown) => {
      seeding = undefined;
      throw error;
    });
  return seeding;
}

/** The database ready and the identity service started, with the demo accounts and reviews of a new database. */
export function prepareStore(): Promise<void> {
  preparing ??= prepareDatabase()
    .then(async () => {
      const [db, auth] = await Promise.all([getDb(), getAuth()]);
      if (SEED !== 'demo') return;
      await underSeedLock(db, dialect(), async () => {
        await seedDemoAccounts(db, auth);
        await seedReviews(db);
      });
    })
    .catch((error: unknown) => {
      preparing = undefined;
      throw error;
    });
  return preparing;
}
