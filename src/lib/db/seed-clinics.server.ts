// The clinics, shelters and schools shipped with the store (src/content/clinics.json), written once into an empty table.
import seed from '../../content/clinics.json';
import type { Db } from './connect.server';

export async function seedClinics(db: Db): Promise<number> {
  if (await db.selectFrom('clinics').select('id').limit(1).executeTakeFirst()) return 0;
  const rows = seed.clinics.map((c) => ({
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
  }));
  await db
    .insertInto('clinics')
    .values(rows)
    .onConflict((oc) => oc.doNothing())
    .execute();
  return rows.length;
}
