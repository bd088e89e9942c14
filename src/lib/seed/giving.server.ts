// The giving service's demo data (src/content/charities.json, src/content/giving-store.json): the demo store, its
// charities and portfolios. Written in one transaction, each row only where it is missing, so it is safe to run on
// every start and by racing instances.
import type { Insertable } from 'kysely';
import seed from '../../content/charities.json';
import demoStore from '../../content/giving-store.json';
import type { Db } from '../db/connect.server';
import type { GivingCauseTable, GivingPortfolioMemberTable } from '../db/schema';
import { storeConfigSchema, type CauseDetails } from '../giving/rows';

type SeedCause = {
  id: string;
  name: string;
  categoryId: number;
  city?: string | null;
  state?: string | null;
  zip?: string | null;
} & Partial<CauseDetails>;

function causeRow(c: SeedCause, isPortfolio: boolean): Insertable<GivingCauseTable> {
  const details: CauseDetails = {
    website: c.website ?? null,
    streetAddress: c.streetAddress ?? null,
    description: c.description ?? null,
    headline: c.headline ?? null,
    bannerUrl: c.bannerUrl ?? null,
    nteeFullCode: c.nteeFullCode ?? null,
    nteeMainCode: c.nteeMainCode ?? null,
    nteeSubCode: c.nteeSubCode ?? null,
  };
  return {
    id: c.id,
    name: c.name,
    is_portfolio: isPortfolio ? 1 : 0,
    category_id: c.categoryId,
    city: c.city ?? null,
    state: c.state ?? null,
    zip: c.zip ?? null,
    details: JSON.stringify(details),
  };
}

/** Writes what is missing of the demo store and its causes; answers how many rows it added. */
export async function seedGiving(db: Db, now = new Date()): Promise<number> {
  const config = storeConfigSchema.parse(demoStore);
  const causes = [...seed.charities.map((c) => causeRow(c, false)), ...seed.portfolios.map((p) => causeRow(p, true))];
  const members: Insertable<GivingPortfolioMemberTable>[] = seed.portfolios.flatMap((p) =>
    p.charityIds.map((charityId, position) => ({ portfolio_id: p.id, charity_id: charityId, position })),
  );
  const store = { id: config.id, name: config.name, config: JSON.stringify(config), updated_at: now.toISOString() };
  return db.transaction().execute(async (trx) => {
    const results = [
      await trx
        .insertInto('giving_stores')
        .values(store)
        .onConflict((oc) => oc.doNothing())
        .execute(),
      await trx
        .insertInto('giving_causes')
        .values(causes)
        .onConflict((oc) => oc.doNothing())
        .execute(),
      await trx
        .insertInto('giving_portfolio_members')
        .values(members)
        .onConflict((oc) => oc.doNothing())
        .execute(),
    ];
    return results.flat().reduce((n, r) => n + Number(r.numInsertedOrUpdatedRows ?? 0n), 0);
  });
}
