// Whether the shop's giving store offers giving on a site, for the pages that speak of it.
import type { Db } from '../db/connect.server';
import { showsOnSite } from './eligibility';
import { givingStoreId } from './settings.server';
import { findStore } from './stores.server';

/**
 * Whether the shop's giving store offers giving on this site (spec 001 §2): always on DTC, elsewhere when the store
 * lists the site. Where it does not, nothing on the site speaks of giving.
 */
export async function givingOnSite(db: Db, site: string): Promise<boolean> {
  if (site === 'DTC') return true;
  const store = await findStore(db, givingStoreId());
  return store !== null && store.isActive && showsOnSite(site, store.metaData?.sites);
}
