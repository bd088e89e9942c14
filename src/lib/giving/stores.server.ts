// Giving stores (spec 001 §3 "Giving store configuration"), read whole from their row.
import type { Db } from '../db/connect.server';
import { storeConfigFromRow } from './rows';
import type { StoreConfig } from './types';

/** The store with this id (lower case, as parseStoreId answers it), or null. */
export async function findStore(db: Db, id: string): Promise<StoreConfig | null> {
  const row = await db.selectFrom('giving_stores').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? storeConfigFromRow(row) : null;
}
