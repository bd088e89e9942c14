// Giving stores (spec 001 §3 "Giving store configuration"), read whole from their row.
import type { Db } from '../db/connect.server';
import { showsOnSite } from './eligibility';
import { storeConfigFromRow } from './rows';
import { givingStoreId } from './settings.server';
import type { StoreConfig } from './types';

/** The store with this id (lower case, as parseStoreId answers it), or null. */
export async function findStore(db: Db, id: string): Promise<StoreConfig | null> {
  const row = await db.selectFrom('giving_stores').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? storeConfigFromRow(row) : null;
}

/**
 * Whether the shop's giving store offers giving on this site (spec 001 §2): always on DTC, elsewhere when the store
 * lists the site. Where it does not, nothing on the site speaks of giving.
 */
export async function givingOnSite(db: Db, site: string): Promise<boolean> {
  if (site === 'DTC') return true;
  const store = await findStore(db, givingStoreId());
  return store !== null && store.isActive && showsOnSite(site, store.metaData?.sites);
}
