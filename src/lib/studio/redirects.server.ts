// The redirects table as the projection of the published redirect entries: each published entry has one row, under
// the entry's own id, which the navigation guard reads (content/redirects.server.ts). Publishing writes the row and
// archiving deletes it, inside the studio's transaction; the table's from_path holds the path as it is looked up, so
// its unique index allows one redirect per path.
import type { Db } from '../db/connect.server';
import { redirectLookupPath, type RedirectData } from '../content/redirects';
import { checkEntryData, type Issue } from './rules';
import { versionDataFromRow } from './rows';

export type RedirectRefusal = { code: 'BAD_REQUEST' | 'CONFLICT'; message: string; issues: Issue[] };

const rowOf = (id: string, data: RedirectData, at: string) => ({
  id,
  from_path: redirectLookupPath(data.from),
  to_url: data.to,
  status_code: data.statusCode,
  is_external: data.external ? 1 : 0,
  updated_at: at,
});

/** Another redirect that leads from the same path, named by its entry's key when it has one. */
async function sameSource(db: Db, id: string, from: string): Promise<{ key: string | null } | null> {
  const path = redirectLookupPath(from);
  const rows = await db
    .selectFrom('redirects as r')
    .leftJoin('content_entries as e', 'e.id', 'r.id')
    .select(['r.from_path', 'e.key'])
    .where('r.id', '!=', id)
    .execute();
  const other = rows.find((row) => redirectLookupPath(row.from_path) === path);
  return other ? { key: other.key ?? null } : null;
}

/**
 * Writes the row of a redirect entry that is being published, from its live data. Refused, changing nothing, when the
 * data no longer fits or another redirect already leads from the same path.
 */
export async function writeRedirectRow(
  db: Db,
  entry: { id: string; data: string },
  at: string,
): Promise<RedirectRefusal | null> {
  const checked = checkEntryData('redirect', versionDataFromRow(entry));
  if (!checked.ok)
    return { code: 'BAD_REQUEST', message: 'This redirect no longer fits its type; change it first', ...checked };
  const data = checked.data as RedirectData;
  const other = await sameSource(db, entry.id, data.from);
  if (other) {
    const which = other.key ? `Redirect "${other.key}"` : 'Another redirect';
    const message = `${which} already leads from ${data.from}: archive it first, or change From`;
    return { code: 'CONFLICT', message, issues: [{ path: ['data', 'from'], message }] };
  }
  const row = rowOf(entry.id, data, at);
  const { id: _id, ...changes } = row;
  await db
    .insertInto('redirects')
    .values(row)
    .onConflict((oc) => oc.column('id').doUpdateSet(changes))
    .execute();
  return null;
}

/** Takes an archived redirect entry's row away. */
export async function deleteRedirectRow(db: Db, entryId: string): Promise<void> {
  await db.deleteFrom('redirects').where('id', '=', entryId).execute();
}

/** The rows of the published redirect entries that have none yet (the seed's). */
export async function writePublishedRedirectRows(db: Db, at: string): Promise<void> {
  const entries = await db
    .selectFrom('content_entries')
    .select(['id', 'data'])
    .where('type', '=', 'redirect')
    .where('status', '=', 'published')
    .execute();
  const rows = entries.flatMap((entry) => {
    const checked = checkEntryData('redirect', versionDataFromRow(entry));
    return checked.ok ? [rowOf(entry.id, checked.data as RedirectData, at)] : [];
  });
  if (rows.length === 0) return;
  await db
    .insertInto('redirects')
    .values(rows)
    .onConflict((oc) => oc.doNothing())
    .execute();
}
