// Finding and joining a clinic, shelter or school (spec 000 §7 search-clinic, join-clinic, fetch-address). Joining
// gives the staff member the organisation's account group, ship-to and sold-to, which is what makes them registered
// (spec 000 §4), and keeps ship-to, sold-to and the clinic ZIP as customer metafields (spec 000 §3).
import { sql } from 'kysely';
import { containsPattern, lowerLike } from '../db/like';
import type { Db } from '../db/connect.server';
import type { ClinicTable } from '../db/schema';
import { accessCodeMatches } from './access-code.server';
import { setMetafield } from './metafields.server';
import { prefixesWithin, zipPoint } from '../site/zip-distance';
import { CLINIC_PAGE_SIZE, CLINIC_SEARCH_MILES, type Clinic, type SearchType } from './clinic';
import { nearestClinics } from './clinic-search';
import { accountDataFromRow } from './rows';
import type { AccountData } from './rules';
import { clinicMetafields } from './customer-fields';

const toClinic = (row: ClinicTable): Clinic => ({
  id: row.id,
  name: row.name,
  kind: row.kind,
  address: {
    address1: row.address1,
    ...(row.address2 ? { address2: row.address2 } : {}),
    city: row.city,
    zip: row.zip,
    countryCode: 'US',
    provinceCode: row.province_code,
    ...(row.phone ? { phone: row.phone } : {}),
  },
});

/**
 * By name or city (case-insensitive, anywhere in the text), alphabetical; or by ZIP, nearest first within
 * CLINIC_SEARCH_MILES (a ZIP whose area is unknown, or two digits, match the ZIP's start). At most 25.
 */
export async function searchClinics(db: Db, searchType: SearchType, term: string): Promise<Clinic[]> {
  const origin = searchType === 'zip' ? zipPoint(term) : null;
  if (origin) {
    // Only the rows of the prefix areas in reach are read; the rule then measures and orders them.
    const prefixes = prefixesWithin(origin, CLINIC_SEARCH_MILES);
    const rows =
      prefixes.length === 0
        ? []
        : await db
            .selectFrom('clinics')
            .selectAll()
            .where(sql<string>`substr(${sql.ref('zip')}, 1, 3)`, 'in', prefixes)
            .execute();
    return nearestClinics(rows.map(toClinic), term) ?? [];
  }
  const pattern = searchType === 'zip' ? `${term}%` : containsPattern(term);
  let query = db.selectFrom('clinics').selectAll();
  if (searchType === 'zip') query = query.where('zip', 'like', pattern);
  else query = query.where(lowerLike(searchType === 'name' ? 'name' : 'city', pattern));
  const rows = await query.orderBy('name').limit(CLINIC_PAGE_SIZE).execute();
  return rows.map(toClinic);
}

export async function findClinic(db: Db, id: string): Promise<Clinic | null> {
  const row = await db.selectFrom('clinics').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toClinic(row) : null;
}

/**
 * The organisation a staff member joined, by its id in the link the join sends them to (`/products?joined=…`): only
 * the one their account now orders for, so a hand-made link names nothing.
 */
export async function joinedClinic(db: Db, soldTo: string | null | undefined, id: string): Promise<Clinic | null> {
  if (!soldTo) return null;
  const row = await db.selectFrom('clinics').selectAll().where('id', '=', id).executeTakeFirst();
  return row && row.sold_to === soldTo ? toClinic(row) : null;
}

export type JoinAnswer = { kind: 'joined'; clinic: Clinic } | { kind: 'missing' } | { kind: 'wrong-code' };

/**
 * Makes the staff member part of the organisation, on proof: the access code its manager hands out. A clinic with no
 * code yet cannot be joined this way.
 */
export async function joinClinic(
  db: Db,
  userId: string,
  clinicId: string,
  accessCode: string,
  now = new Date(),
): Promise<JoinAnswer> {
  const row = await db.selectFrom('clinics').selectAll().where('id', '=', clinicId).executeTakeFirst();
  if (!row) return { kind: 'missing' };
  if (!(await accessCodeMatches(accessCode, row.access_code_hash))) return { kind: 'wrong-code' };
  const clinic = toClinic(row);
  await db.transaction().execute(async (trx) => {
    const profile = await trx
      .selectFrom('profiles')
      .select('data')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    const data: AccountData = {
      ...accountDataFromRow(profile),
      SAP_CustomerAccountGroup: row.account_group,
      SF_PreferedShipTo: row.ship_to,
      SF_StoreSoldTo: row.sold_to,
      clinicAddress: clinic.address,
    };
    await trx
      .updateTable('profiles')
      .set({ data: JSON.stringify(data), updated_at: now.toISOString() })
      .where('user_id', '=', userId)
      .execute();
    for (const field of clinicMetafields({ shipTo: row.ship_to, soldTo: row.sold_to, zip: row.zip }))
      await setMetafield(trx, userId, field, field.value, now);
  });
  return { kind: 'joined', clinic };
}
