import type { Db } from '../db/connect.server';
import { openDatabase } from '../db/open.server';
import { seedCatalogue } from './catalogue.server';
import { seedClinics } from './clinics.server';
import { seedContent, seedSearchSynonyms } from './content.server';
import { seedDiscountCodes } from './discounts.server';
import { seedGiving } from './giving.server';
import { seedProductContents } from './product-content.server';
import { indexSearchIfBehind } from './search-index.server';

/**
 * Fills what an empty database lacks of the shop's own data: content, catalogue, discount codes, clinics, giving; the
 * products' content wherever a product has none, the search synonyms when there are none, and the search index when it
 * lags the catalogue (a store made before search was in the database).
 */
export async function seedStore(db: Db): Promise<void> {
  await seedContent(db);
  await seedCatalogue(db);
  await seedDiscountCodes(db);
  await seedClinics(db);
  await seedGiving(db);
  await seedProductContents(db);
  await seedSearchSynonyms(db);
  await indexSearchIfBehind(db);
}

/** Connects, brings the schema up to date and seeds an empty database (the tools and tests open a store so). */
export async function openStore(databaseUrl: string | undefined): Promise<Db> {
  const db = await openDatabase(databaseUrl);
  try {
    await seedStore(db);
    return db;
  } catch (error) {
    await db.destroy();
    throw error;
  }
}
