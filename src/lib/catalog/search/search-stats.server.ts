// Counts searches and reports them to editors (issue 40 §6): one row per day, site and search, added to as shoppers
// search and choose results. Nothing stored names who searched.
import type { Db } from '../../db/connect.server';
import type { SiteId } from '../../site/site';
import { countedQuery, dayOf, periodStart, REPORT_ROWS, type SearchReport } from './search-stats';

export type SearchCount = {
  site: SiteId;
  query: string;
  /** A search was made (its results shown, or a suggestion followed). */
  searched: boolean;
  /** A result was chosen (a product or a page followed from the results or the suggestions). */
  chosen: boolean;
  /** How many products the search found, when it was made. */
  results: number | null;
};

/** Adds one search or choice to today's row; false (and nothing written) when the query holds no words. */
export async function countSearch(db: Db, count: SearchCount, now = new Date()): Promise<boolean> {
  const query = countedQuery(count.query);
  if (!query) return false;
  const searches = count.searched ? 1 : 0;
  const chosen = count.chosen ? 1 : 0;
  await db
    .insertInto('search_stats')
    .values({ day: dayOf(now), site: count.site, query, searches, chosen, results: count.results ?? 0 })
    .onConflict((conflict) =>
      conflict.columns(['site', 'day', 'query']).doUpdateSet((eb) => ({
        searches: eb('search_stats.searches', '+', eb.ref('excluded.searches')),
        chosen: eb('search_stats.chosen', '+', eb.ref('excluded.chosen')),
        // A choice alone does not say what the search found: the count made with the search stays.
        results: count.results === null ? eb.ref('search_stats.results') : eb.ref('excluded.results'),
      })),
    )
    .execute();
  return true;
}

/** The most made searches of the last `days` days, and the most made of those that found nothing. */
export async function searchReport(db: Db, site: SiteId, days: number, now = new Date()): Promise<SearchReport> {
  const since = periodStart(now, days);
  const rows = (foundNothing: boolean) => {
    let query = db
      .selectFrom('search_stats')
      .select((eb) => [
        'query',
        eb.fn.sum<number | string>('searches').as('searches'),
        eb.fn.sum<number | string>('chosen').as('chosen'),
        eb.fn.max<number | string>('results').as('results'),
      ])
      .where('site', '=', site)
      .where('day', '>=', since)
      .where('searches', '>', 0);
    if (foundNothing) query = query.where('results', '=', 0);
    return query
      .groupBy('query')
      .orderBy('searches', 'desc')
      .orderBy('query')
      .limit(REPORT_ROWS)
      .execute()
      .then((found) =>
        found.map((r) => ({
          query: r.query,
          searches: Number(r.searches),
          chosen: Number(r.chosen),
          results: Number(r.results),
        })),
      );
  };
  const [top, noResults] = await Promise.all([rows(false), rows(true)]);
  return { site, days, since, top, noResults };
}
