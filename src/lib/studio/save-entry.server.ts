// Saving an entry: a new entry, or a new draft version of one, checked against its type's schema. A redirect's row of
// the redirects table is written in the same transaction (redirects.server.ts).
import { randomUUID } from 'node:crypto';
import { type ContentType } from '../content/types';
import type { Db } from '../db/connect.server';
import type { SiteScope } from '../db/schema';
import { auditVersions, checkEntryData, isStale, keyProblem, siteProblem, type Editor, type Entry } from './rules';
import { entryFromRow } from './rows';
import { type Outcome, addVersion, inTransaction, loadEntry, refuse, stamp } from './transactions.server';
import { audit } from './audit.server';

export type SaveInput = {
  id?: string | undefined;
  type: ContentType;
  key: string;
  site: SiteScope;
  data: unknown;
  version?: number | undefined;
};

/**
 * Saves a new draft version: of a new entry without `id`, else of that entry, when `version` is still its latest.
 * `data` must fit its type's schema (rich text is stored sanitised). A stale version saves nothing.
 */
export async function saveEntry(
  db: Db,
  editor: Editor,
  input: SaveInput,
  now = new Date(),
): Promise<Outcome<{ entry: Entry }>> {
  const badKey = keyProblem(input.type, input.key);
  if (badKey)
    return { ok: false, code: 'BAD_REQUEST', message: `key: ${badKey}`, issues: [{ path: ['key'], message: badKey }] };
  const badSite = siteProblem(input.type, input.site);
  if (badSite)
    return {
      ok: false,
      code: 'BAD_REQUEST',
      message: `site: ${badSite}`,
      issues: [{ path: ['site'], message: badSite }],
    };
  const checked = checkEntryData(input.type, input.data);
  if (!checked.ok) {
    const [first] = checked.issues;
    return {
      ok: false,
      code: 'BAD_REQUEST',
      message: `${first?.path.join('.') ?? 'data'}: ${first?.message ?? 'does not fit its type'}`,
      issues: checked.issues,
    };
  }
  const at = now.toISOString();
  const { id, version } = input;
  if (id === undefined) return createEntry(db, editor, input, checked.data, now);
  if (version === undefined)
    return {
      ok: false,
      code: 'BAD_REQUEST',
      message: 'version: name the version you loaded',
      issues: [{ path: ['version'], message: 'name the version you loaded' }],
    };
  return inTransaction(db, async (trx) => {
    const bumped = await trx
      .updateTable('content_entries')
      .set({ version: version + 1, ...stamp(editor, now) })
      .where('id', '=', id)
      .where('version', '=', version)
      .where('type', '=', input.type)
      .where('key', '=', input.key)
      .where('site', '=', input.site)
      .executeTakeFirst();
    if (Number(bumped.numUpdatedRows) === 0) {
      const row = await loadEntry(trx, id);
      const moved = (['type', 'key', 'site'] as const).filter((field) => row[field] !== input[field]);
      if (moved.length > 0)
        refuse(
          'BAD_REQUEST',
          `${moved[0]}: an entry keeps its type, key and site; make a new entry instead`,
          moved.map((field) => ({ path: [field], message: `is ${row[field]} for this entry and cannot change` })),
        );
      refuse(
        'CONFLICT',
        isStale(version, Number(row.version))
          ? `This entry changed after you loaded version ${version}: the latest is ${row.version}. Load it again.`
          : 'Someone else changed this entry at the same moment: load it again',
      );
    }
    await addVersion(trx, editor, id, version + 1, checked.data, at);
    const row = await loadEntry(trx, id);
    await audit(trx, editor, 'save', row, auditVersions('save', { latest: version, live: null }, version + 1), at);
    return { entry: entryFromRow(row) };
  });
}

function createEntry(db: Db, editor: Editor, input: SaveInput, data: Record<string, unknown>, now: Date) {
  const at = now.toISOString();
  const id = randomUUID();
  return inTransaction(db, async (trx) => {
    // A second new entry with the same identity collides with this row's unique (type, key, site, draft).
    await trx
      .insertInto('content_entries')
      .values({
        id,
        type: input.type,
        key: input.key,
        site: input.site,
        status: 'draft',
        position: 0,
        data: JSON.stringify(data),
        version: 1,
        ...stamp(editor, now),
      })
      .execute();
    const same = await trx
      .selectFrom('content_entries')
      .select(['id', 'position'])
      .where('type', '=', input.type)
      .where('key', '=', input.key)
      .where('site', '=', input.site)
      .where('id', '!=', id)
      .executeTakeFirst();
    if (same)
      refuse('CONFLICT', `There is already a ${input.type} "${input.key}" for ${input.site}: open it to change it`, [
        { path: ['key'], message: 'is taken' },
      ]);
    // A new entry goes after the others of its type (announcements and banners are shown in order).
    const last = await trx
      .selectFrom('content_entries')
      .select((eb) => eb.fn.max('position').as('position'))
      .where('type', '=', input.type)
      .executeTakeFirst();
    await trx
      .updateTable('content_entries')
      .set({ position: Number(last?.position ?? 0) + 1 })
      .where('id', '=', id)
      .execute();
    await addVersion(trx, editor, id, 1, data, at);
    const row = await loadEntry(trx, id);
    await audit(trx, editor, 'create', row, auditVersions('create', { latest: null, live: null }, 1), at);
    return { entry: entryFromRow(row) };
  });
}
