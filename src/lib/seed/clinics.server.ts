// The clinics, shelters and schools shipped with the store (src/content/clinics.json), written once into an empty
// table, each with the hash of its access code (README "Clinic access codes"). A database seeded before clinics had
// codes gets the hashes of the shipped codes for the clinics that have none.
import seed from '../../content/clinics.json';
import { hashAccessCode } from '../account/access-code.server';
import type { Db } from '../db/connect.server';

export async function seedClinics(db: Db): Promise<number> {
  if (await db.selectFrom('clinics').select('id').limit(1).executeTakeFirst()) return addMissingCodes(db);
  const rows = await Promise.all(
    seed.clinics.map(async (c) => ({
      id: c.id,
      name: c.name,
      kind: c.kind,
      address1: c.address1,
      address2: c.address2,
      city: c.city,
      province_code: c.provinceCode,
      zip: c.zip,
      phone: c.phone,
      account_group: c.accountGroup,
      sold_to: c.soldTo,
      ship_to: c.shipTo,
      access_code_hash: await hashAccessCode(c.accessCode),
    })),
  );
  await db
    .insertInto('clinics')
    .values(rows)
    .onConflict((oc) => oc.doNothing())
    .execute();
  return rows.length;
}

async function addMissingCodes(db: Db): Promise<number> {
  const missing = await db.selectFrom('clinics').select('id').where('access_code_hash', 'is', null).execute();
  const codes = new Map(seed.clinics.map((c) => [c.id, c.accessCode]));
  let added = 0;
  for (const { id } of missing) {
    const code = codes.get(id);
    if (!code) continue;
    await db
      .updateTable('clinics')
      .set({ access_code_hash: await hashAccessCode(code) })
      .where('id', '=', id)
      .where('access_code_hash', 'is', null)
      .execute();
    added++;
  }
  return added;
}
