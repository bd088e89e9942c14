// Publishing, archiving and reverting an entry, each one transaction with its audit row. Shoppers read
// content_entries (content.server.ts); a publish or an archive drops the entry's cache keys on every instance once it
// is committed.
import type { Db } from '../db/connect.server';
import { auditVersions, checkEntryData, type Editor, type Entry } from './rules';
import { entryFromRow, entrySummaryFromRow, versionDataFromRow } from './rows';
import { deleteRedirectRow, writeRedirectRow } from './redirects.server';
import { indexHandles } from '../catalog/search/documents.server';
import {
  type Outcome,
  addVersion,
  changeLive,
  inTransaction,
  liveVersion,
  loadEntry,
  refuse,
  stamp,
  findVersionRow,
} from './transactions.server';
import { audit } from './audit.server';

/** Makes the entry's latest version live; `version` must be that latest one. Shoppers see it on every instance. */
export async function publishEntry(
  db: Db,
  editor: Editor,
  input: { id: string; version: number },
  now = new Date(),
): Promise<Outcome<{ entry: Entry }>> {
  const at = now.toISOString();
  return changeLive(db, async (trx) => {
    const touched = await trx
      .updateTable('content_entries')
      .set({ status: 'published', ...stamp(editor, now) })
      .where('id', '=', input.id)
      .where('version', '=', input.version)
      .executeTakeFirst();
    if (Number(touched.numUpdatedRows) === 0) {
      const row = await loadEntry(trx, input.id);
      refuse(
        'CONFLICT',
        `Only the latest version of this entry, ${row.version}, can be published; you named ${input.version}`,
      );
    }
    const chosen = await findVersionRow(trx, input.id, input.version);
    // (An entry written outside the studio has no version rows: its row already holds its data.)
    if (chosen)
      await trx.updateTable('content_entries').set({ data: chosen.data }).where('id', '=', input.id).execute();
    const live = await liveVersion(trx, input.id);
    await trx
      .updateTable('content_versions')
      .set({ status: 'archived' })
      .where('entry_id', '=', input.id)
      .where('status', '=', 'published')
      .where('version', '!=', input.version)
      .execute();
    await trx
      .updateTable('content_versions')
      .set({ status: 'published' })
      .where('entry_id', '=', input.id)
      .where('version', '=', input.version)
      .execute();
    const row = await loadEntry(trx, input.id);
    if (row.type === 'redirect') {
      const refusal = await writeRedirectRow(trx, row, at);
      if (refusal) refuse(refusal.code, refusal.message, refusal.issues);
    }
    // A product's ingredients are searched: its document follows what is published.
    if (row.type === 'product_content') await indexHandles(trx, [row.key]);
    const versions = auditVersions('publish', { latest: input.version, live }, input.version);
    await audit(trx, editor, 'publish', row, versions, at);
    return row;
  });
}

/** Takes the entry away from shoppers on every instance; its versions are kept. */
export async function archiveEntry(
  db: Db,
  editor: Editor,
  input: { id: string },
  now = new Date(),
): Promise<Outcome<{ entry: Entry }>> {
  const at = now.toISOString();
  return changeLive(db, async (trx) => {
    const touched = await trx
      .updateTable('content_entries')
      .set({ status: 'archived', ...stamp(editor, now) })
      .where('id', '=', input.id)
      .executeTakeFirst();
    if (Number(touched.numUpdatedRows) === 0) refuse('NOT_FOUND', 'There is no entry with this id');
    const before = await loadEntry(trx, input.id);
    const live = await liveVersion(trx, input.id);
    await trx
      .updateTable('content_versions')
      .set({ status: 'archived' })
      .where('entry_id', '=', input.id)
      .where((eb) => eb.or([eb('status', '=', 'published'), eb('version', '=', before.version)]))
      .execute();
    if (before.type === 'redirect') await deleteRedirectRow(trx, input.id);
    if (before.type === 'product_content') await indexHandles(trx, [before.key]);
    const row = await loadEntry(trx, input.id);
    await audit(trx, editor, 'archive', row, auditVersions('archive', { latest: Number(row.version), live }, null), at);
    return row;
  });
}

/** A new draft holding the data of an earlier version (checked against today's schema). */
export async function revertEntry(
  db: Db,
  editor: Editor,
  input: { id: string; version: number },
  now = new Date(),
): Promise<Outcome<{ entry: Entry }>> {
  const at = now.toISOString();
  return inTransaction(db, async (trx) => {
    const bumped = await trx
      .updateTable('content_entries')
      .set((eb) => ({ version: eb('version', '+', 1), ...stamp(editor, now) }))
      .where('id', '=', input.id)
      .executeTakeFirst();
    if (Number(bumped.numUpdatedRows) === 0) refuse('NOT_FOUND', 'There is no entry with this id');
    const source = await findVersionRow(trx, input.id, input.version);
    if (!source)
      refuse('NOT_FOUND', `This entry has no version ${input.version}`, [
        { path: ['version'], message: 'no such version' },
      ]);
    const bumpedRow = await loadEntry(trx, input.id);
    const checked = checkEntryData(entrySummaryFromRow(bumpedRow).type, versionDataFromRow(source));
    if (!checked.ok)
      refuse('BAD_REQUEST', `Version ${input.version} no longer fits its type; change it by hand`, checked.issues);
    const next = Number(bumpedRow.version);
    await addVersion(trx, editor, input.id, next, checked.data, at);
    const row = await loadEntry(trx, input.id);
    await audit(trx, editor, 'revert', row, auditVersions('revert', { latest: next - 1, live: null }, next), at);
    return { entry: entryFromRow(row) };
  });
}
