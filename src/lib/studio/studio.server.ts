// The editors' studio (API.md "Content studio"): entries and their versions, publishing, archiving and reverting,
// each action one transaction with its audit row. Shoppers read content_entries (content.server.ts); a publish or an
// archive drops the entry's cache keys on every instance once it is committed. A redirect's row of the redirects table
// is written or deleted in the same transaction (redirects.server.ts).
//
// Each write starts by writing the entry's row (a conditional update, or the insert of a new entry), so the row is
// locked before anything is read: on PostgreSQL a second editor's write waits and then finds the version moved on,
// and on SQLite the transaction holds the write lock from its first statement.
import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { CONTENT_TYPES, type ContentType } from '../content/types';
import type { Db } from '../db/connect.server';
import { announceInvalidation } from '../db/invalidations.server';
import type { ContentStatus, Database, SiteScope } from '../db/schema';
import {
  auditVersions,
  cacheKeysFor,
  checkEntryData,
  isStale,
  keyProblem,
  matchesSearch,
  siteProblem,
  type AuditAction,
  type AuditEvent,
  type Editor,
  type Entry,
  type EntrySummary,
  type HistoryItem,
  type Issue,
} from './rules';
import {
  auditEventFromRow,
  entryFromRow,
  entrySummaryFromRow,
  historyItemFromRow,
  versionDataFromRow,
  type EntryRow,
} from './rows';
import { deleteRedirectRow, writeRedirectRow } from './redirects.server';

type Trx = Db; // the database, or a transaction on it

export type Refusal = { code: 'BAD_REQUEST' | 'NOT_FOUND' | 'CONFLICT'; message: string; issues?: Issue[] };
export type Outcome<T> = ({ ok: true } & T) | ({ ok: false } & Refusal);

class Refused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.message);
  }
}

function refuse(code: Refusal['code'], message: string, issues?: Issue[]): never {
  throw new Refused({ code, message, ...(issues ? { issues } : {}) });
}

const UNIQUE_VIOLATIONS = new Set(['23505', 'SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY']);
const isUniqueViolation = (error: unknown): boolean =>
  UNIQUE_VIOLATIONS.has(String((error as { code?: unknown } | null)?.code ?? ''));

/** One transaction; a refusal, or two editors colliding on a unique key, rolls it back and answers why. */
async function inTransaction<T extends object>(db: Db, work: (trx: Transaction<Database>) => Promise<T>) {
  try {
    return { ok: true as const, ...(await db.transaction().execute(work)) };
  } catch (error) {
    if (error instanceof Refused) return { ok: false as const, ...error.refusal };
    if (isUniqueViolation(error))
      return {
        ok: false as const,
        code: 'CONFLICT' as const,
        message: 'Someone else changed this entry at the same moment: load it again',
      };
    throw error;
  }
}

/**
 * A change to what shoppers see (publish, archive): one transaction that answers the entry's row, and once it has
 * committed, the entry's cache keys are dropped on every instance.
 */
async function changeLive(
  db: Db,
  work: (trx: Transaction<Database>) => Promise<EntryRow>,
): Promise<Outcome<{ entry: Entry }>> {
  const outcome = await inTransaction(db, async (trx) => ({ entry: entryFromRow(await work(trx)) }));
  if (outcome.ok) await announceInvalidation(db, cacheKeysFor(outcome.entry.type, outcome.entry.site));
  return outcome;
}

const entries = (db: Trx) =>
  db
    .selectFrom('content_entries as e')
    .leftJoin('content_versions as v', (join) =>
      join.onRef('v.entry_id', '=', 'e.id').onRef('v.version', '=', 'e.version'),
    )
    .leftJoin('content_versions as p', (join) => join.onRef('p.entry_id', '=', 'e.id').on('p.status', '=', 'published'))
    .select([
      'e.id',
      'e.type',
      'e.key',
      'e.site',
      'e.status',
      'e.version',
      'e.data',
      'e.updated_at',
      'e.updated_by',
      'v.status as latest_status',
      'v.data as latest_data',
      'p.version as live_version',
    ])
    .where('e.type', 'in', [...CONTENT_TYPES]);

const findEntry = (db: Trx, id: string): Promise<EntryRow | undefined> =>
  entries(db).where('e.id', '=', id).executeTakeFirst();

async function loadEntry(db: Trx, id: string): Promise<EntryRow> {
  const row = await findEntry(db, id);
  if (!row) refuse('NOT_FOUND', 'There is no entry with this id');
  return row;
}

const liveVersion = async (trx: Trx, id: string): Promise<number | null> => {
  const row = await trx
    .selectFrom('content_versions')
    .select('version')
    .where('entry_id', '=', id)
    .where('status', '=', 'published')
    .orderBy('version', 'desc')
    .executeTakeFirst();
  return row ? Number(row.version) : null;
};

async function addVersion(
  trx: Trx,
  editor: Editor,
  entryId: string,
  version: number,
  data: Record<string, unknown>,
  at: string,
) {
  await trx
    .insertInto('content_versions')
    .values({
      entry_id: entryId,
      version,
      status: 'draft',
      data: JSON.stringify(data),
      created_at: at,
      editor_id: editor.id,
      editor_email: editor.email,
    })
    .execute();
}

/** The audit row of one studio action, in the action's transaction (images.server.ts records uploads with it). */
export async function audit(
  trx: Trx,
  editor: Editor,
  action: AuditAction,
  entry: { id: string; type: string; key: string },
  versions: { fromVersion: number | null; toVersion: number | null },
  at: string,
) {
  await trx
    .insertInto('content_audit')
    .values({
      at,
      editor_id: editor.id,
      editor_email: editor.email,
      action,
      entry_id: entry.id,
      entry_type: entry.type,
      entry_key: entry.key,
      from_version: versions.fromVersion,
      to_version: versions.toVersion,
    })
    .execute();
}

const stamp = (editor: Editor, now: Date) => ({ updated_at: now.toISOString(), updated_by: editor.email });

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
    const chosen = await trx
      .selectFrom('content_versions')
      .select('data')
      .where('entry_id', '=', input.id)
      .where('version', '=', input.version)
      .executeTakeFirst();
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
    const source = await trx
      .selectFrom('content_versions')
      .select('data')
      .where('entry_id', '=', input.id)
      .where('version', '=', input.version)
      .executeTakeFirst();
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

/** The studio's actions, newest first: of one entry, or of all. */
export async function listAudit(
  db: Db,
  filter: { entryId?: string | undefined; limit: number },
): Promise<AuditEvent[]> {
  let query = db.selectFrom('content_audit').selectAll();
  if (filter.entryId) query = query.where('entry_id', '=', filter.entryId);
  const rows = await query.orderBy('id', 'desc').limit(filter.limit).execute();
  return rows.map(auditEventFromRow);
}
