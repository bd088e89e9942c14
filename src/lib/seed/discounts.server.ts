// The discount codes shipped with the store (src/content/discount-codes.json), written once into an empty table.
// AUTO35's percent here is only its default: the running server takes it from FIRST_AUTOSHIP_DISCOUNT_PERCENT.
import seed from '../../content/discount-codes.json';
import type { Db } from '../db/connect.server';

type SeedCode = {
  code: string;
  percent: number;
  appliesTo: string;
  minSubtotalCents: number;
  sites: string[];
  startsAt?: string;
  endsAt?: string;
};

export async function seedDiscountCodes(db: Db): Promise<number> {
  const existing = await db.selectFrom('discount_codes').select('code').limit(1).executeTakeFirst();
  if (existing) return 0;
  const rows = (seed.codes as SeedCode[]).map((c) => ({
    code: c.code,
    percent: c.percent,
    applies_to: c.appliesTo,
    min_subtotal_cents: c.minSubtotalCents,
    sites: JSON.stringify(c.sites),
    active: 1,
    starts_at: c.startsAt ?? null,
    ends_at: c.endsAt ?? null,
  }));
  await db
    .insertInto('discount_codes')
    .values(rows)
    .onConflict((oc) => oc.doNothing())
    .execute();
  return rows.length;
}
