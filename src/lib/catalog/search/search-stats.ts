// What editors learn from searches (issue 40 §6), the rules without the database: a search is counted as the index
// reads it, so "Puppies", "puppy" and "PUPPY!" are one row, and a period is whole days in UTC ending today.
import type { SiteId } from '../../site/site';
import { queryWords } from './words';

/** How a search is counted: the words searched for, lower case, plurals as singulars; '' when it holds none. */
export const countedQuery = (query: string): string => queryWords(query).join(' ');

/** The days a report looks back over. */
export const REPORT_PERIODS = [7, 30] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

/** A moment's day, as search_stats keys it (YYYY-MM-DD, UTC). */
export const dayOf = (moment: Date): string => moment.toISOString().slice(0, 10);

/** The first day of a period of `days` whole days that ends on `today`'s. */
export function periodStart(today: Date, days: number): string {
  const start = new Date(today.getTime());
  start.setUTCDate(start.getUTCDate() - (days - 1));
  return dayOf(start);
}

/** The share of searches after which a result was chosen, in whole percent (none searched: 0). */
export const chosenPercent = (row: { searches: number; chosen: number }): number =>
  row.searches === 0 ? 0 : Math.round((100 * Math.min(row.chosen, row.searches)) / row.searches);

/** One search in a report: how often it was made in the period, how often a result was chosen, the most it found. */
export type SearchRow = { query: string; searches: number; chosen: number; results: number };
export type SearchReport = { site: SiteId; days: number; since: string; top: SearchRow[]; noResults: SearchRow[] };

/** How many searches each list of a report shows. */
export const REPORT_ROWS = 25;
