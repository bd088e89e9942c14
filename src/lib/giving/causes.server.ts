// Charities and portfolios (spec 001 §3 "Charity or portfolio"): search, look-up by tax id, a portfolio with its
// charities. Each answer carries the asking store's multipliers and defaults.
import type { Selectable } from 'kysely';
import type { Db } from '../db/connect.server';
import type { GivingCauseTable } from '../db/schema';
import { containsPattern, lowerLike } from '../db/like';
import { causeFromRow } from './rows';
import type { CharitySearch } from './requests';
import type { Cause, StoreConfig } from './types';

type StoreView = Pick<StoreConfig, 'causeMultipliers' | 'defaultCauseId' | 'defaultCauseIds'>;

/** Charities matching every word of `q` (in the name or city) and the filters, by name: a page and the count. */
export async function searchCharities(
  db: Db,
  store: StoreView,
  search: CharitySearch,
): Promise<{ results: Cause[]; total: number }> {
  let query = db.selectFrom('giving_causes').where('is_portfolio', '=', 0);
  for (const word of (search.q ?? '').split(/\s+/).filter(Boolean)) {
    const pattern = containsPattern(word);
    query = query.where((eb) => eb.or([lowerLike('name', pattern), lowerLike('city', pattern)]));
  }
  if (search.zip) query = query.where('zip', '=', search.zip);
  if (search.city) query = query.where((eb) => eb(eb.fn('lower', ['city']), '=', search.city!.toLowerCase()));
  if (search.state) query = query.where('state', '=', search.state);
  if (search.categoryId !== undefined) query = query.where('category_id', '=', search.categoryId);
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy('name').orderBy('id').offset(search.skip).limit(search.take).execute(),
    query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
  ]);
  return { results: rows.map((row) => causeFromRow(row, store)), total: Number(count?.n ?? 0) };
}

async function rowsByIds(db: Db, ids: string[]): Promise<Map<string, Selectable<GivingCauseTable>>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('giving_causes').selectAll().where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** The charities with these tax ids, in the order asked; unknown ids (and portfolios) are left out. */
export async function charitiesByIds(db: Db, store: StoreView, ids: string[]): Promise<Cause[]> {
  const rows = await rowsByIds(db, ids);
  return ids.flatMap((id) => {
    const row = rows.get(id);
    return row && row.is_portfolio === 0 ? [causeFromRow(row, store)] : [];
  });
}

/** A portfolio with its charities in order, or null when there is no portfolio with this id. */
export async function portfolioWithCharities(db: Db, store: StoreView, id: string): Promise<Cause | null> {
  const portfolio = await db
    .selectFrom('giving_causes')
    .selectAll()
    .where('id', '=', id.toLowerCase())
    .where('is_portfolio', '=', 1)
    .executeTakeFirst();
  if (!portfolio) return null;
  const members = await db
    .selectFrom('giving_portfolio_members as m')
    .innerJoin('giving_causes as c', 'c.id', 'm.charity_id')
    .selectAll('c')
    .where('m.portfolio_id', '=', portfolio.id)
    .orderBy('m.position')
    .execute();
  return causeFromRow(
    portfolio,
    store,
    members.map((row) => causeFromRow(row, store)),
  );
}

/** The names of the causes with these ids, for those that exist. */
export async function causeNames(db: Db, ids: string[]): Promise<Map<string, string>> {
  const rows = await rowsByIds(db, ids);
  return new Map([...rows].map(([id, row]) => [id, row.name]));
}

/** A cause id as stored: charities as given, portfolio ids in lower case. */
export const storedCauseId = (id: string): string => (/^[0-9a-f]{32}$/i.test(id) ? id.toLowerCase() : id);

/** What a cause's logo is drawn from, or null when there is no such cause. */
export async function logoFacts(db: Db, id: string): Promise<{ name: string; categoryId: number } | null> {
  const row = await db
    .selectFrom('giving_causes')
    .select(['name', 'category_id'])
    .where('id', '=', storedCauseId(id))
    .executeTakeFirst();
  return row ? { name: row.name, categoryId: row.category_id } : null;
}
