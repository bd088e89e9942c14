// The pets a page may show the person asking (issue 42 §2, §3): a signed-in customer's own on the consumer site, none
// for a guest or on the staff site, which keeps no pet profiles.
import type { SessionUser } from '../account/accounts.server';
import type { Db } from '../db/connect.server';
import { isStaffSite, type SiteId } from '../site/site';
import { listPets } from './pets.server';
import type { Pet } from './types';

export async function shopperPets(db: Db, site: SiteId, user: Pick<SessionUser, 'id'> | null): Promise<Pet[]> {
  if (!user || isStaffSite(site)) return [];
  return listPets(db, user.id);
}
