// The studio's entries as editors browse them: filtered lists and one entry with its history (API.md "Content studio").
import { type ContentType } from '../content/types';
import type { Db } from '../db/connect.server';
import type { ContentStatus, SiteScope } from '../db/schema';
import { matchesSearch, type Entry, type EntrySummary, type HistoryItem } from './rules';
import { entryFromRow, entrySummaryFromRow, historyItemFromRow } from './rows';
import { type Outcome, entries, findEntry } from './transactions.server';

export type EntryFilter = {
  type?: ContentType | undefined;
  status?: ContentStatus | undefined;
  site?: SiteScope | undefined;
  q?: string | undefined;
};

/** The entries, latest versions, filtered; `q` matches words in the key or the data's text. */
export async function listEntries(db: Db, filter: EntryFilter): Promise<EntrySummary[]> {
  let query = entries(db);
  if (filter.type) query = query.where('e.type', '=', filter.type);
  if (filter.site) query = query.where('e.site', '=', filter.site);
  if (filter.status) query = query.where((eb) => eb(eb.fn.coalesce('v.status', 'e.status'), '=', filter.status!));
  const rows = await query.orderBy('e.type').orderBy('e.key').orderBy('e.site').execute();
  const q = filter.q?.trim() ?? '';
  return rows
    .filter((row) => q === '' || matchesSearch(q, row.key, JSON.parse(row.latest_data ?? row.data)))
    .map(entrySummaryFromRow);
}

/** An entry with its latest version and every version's status, time and editor, newest first. */
export async function getEntry(db: Db, id: string): Promise<Outcome<{ entry: Entry; history: HistoryItem[] }>> {
  const row = await findEntry(db, id);
  if (!row) return { ok: false, code: 'NOT_FOUND', message: 'There is no entry with this id' };
  const versions = await db
    .selectFrom('content_versions')
    .select(['version', 'status', 'created_at', 'editor_email'])
    .where('entry_id', '=', id)
    .orderBy('version', 'desc')
    .execute();
  return { ok: true, entry: entryFromRow(row), history: versions.map(historyItemFromRow) };
}
