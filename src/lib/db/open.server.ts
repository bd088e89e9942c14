import { connect, migrate, type Db } from './connect.server';
import { parseDatabaseUrl } from './url';

/** Connects and brings the schema up to date. Filling a new database is the seed's work (src/lib/seed). */
export async function openDatabase(databaseUrl: string | undefined): Promise<Db> {
  const target = parseDatabaseUrl(databaseUrl);
  const db = connect(target);
  try {
    await migrate(db, target.dialect);
    return db;
  } catch (error) {
    await db.destroy();
    throw error;
  }
}
