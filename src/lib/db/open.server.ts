import { connect, migrate, type Db } from './connect.server';
import { seedCatalogue } from './seed-catalogue.server';
import { seedContent } from './seed.server';
import { seedDiscountCodes } from './seed-discounts.server';
import { seedClinics } from './seed-clinics.server';
import { parseDatabaseUrl } from './url';

/** Connects, brings the schema up to date and seeds an empty database: what the server does at start. */
export async function openStore(databaseUrl: string | undefined): Promise<Db> {
  const target = parseDatabaseUrl(databaseUrl);
  const db = connect(target);
  try {
    await migrate(db, target.dialect);
    await seedContent(db);
    await seedCatalogue(db);
    await seedDiscountCodes(db);
    await seedClinics(db);
    return db;
  } catch (error) {
    await db.destroy();
    throw error;
  }
}
