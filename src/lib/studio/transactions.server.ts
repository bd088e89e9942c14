// What every studio action shares: one transaction per action that answers a refusal instead of throwing, the entry
// and version rows, and the change to what shoppers see (publish, archive) whose cache keys are dropped on every
// instance once it has committed.
//
// Each write starts by writing the entry's row (a conditional update, or the insert of a new entry), so the row is
// locked before anything is read: on PostgreSQL a second editor's write waits and then finds the version moved on,
// and on SQLite the transaction holds the write lock from its first statement.
import type { Transaction } from 'kysely';
import { CONTENT_TYPES } from '../content/types';
import type { Db } from '../db/connect.server';
import { announceInvalidation } from '../db/invalidations.server';
import type { Database } from '../db/schema';
import { cacheKeysFor, type Editor, type Entry, type Issue } from './rules';
import { entryFromRow, type EntryRow } from './rows';

export type Trx = Db; // the database, or a transaction on it

export type Refusal = { code: 'BAD_REQUEST' | 'NOT_FOUND' | 'CONFLICT'; message: string; issues?: Issue[] };
export type Outcome<T> = ({ ok: true } & T) | ({ ok: false } & Refusal);

class Refused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.message);
  }
}

export function refuse(code: Refusal['code'], message: string, issues?: Issue[]): never {
  throw new Refused({ code, message, ...(issues ? { issues } : {}) });
}

const UNIQUE_VIOLATIONS = new Set(['23505', 'SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY']);
const isUniqueViolation = (error: unknown): boolean =>
  UNIQUE_VIOLATIONS.has(String((error as { code?: unknown } | null)?.code ?? ''));

/** One transaction; a refusal, or two editors colliding on a unique key, rolls it back and answers why. */
export async function inTransaction<T extends object>(db: Db, work: (trx: Transaction<Database>) => Promise<T>) {
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
export async function changeLive(
  db: Db,
  work: (trx: Transaction<Database>) => Promise<EntryRow>,
): Promise<Outcome<{ entry: Entry }>> {
  const outcome = await inTransaction(db, async (trx) => ({ entry: entryFromRow(await work(trx)) }));
  if (outcome.ok) await announceInvalidation(db, cacheKeysFor(outcome.entry.type, outcome.entry.site));
  return outcome;
}

export const entries = (db: Trx) =>
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

export const findEntry = (db: Trx, id: string): Promise<EntryRow | undefined> =>
  entries(db).where('e.id', '=', id).executeTakeFirst();

export async function loadEntry(db: Trx, id: string): Promise<EntryRow> {
  const row = await findEntry(db, id);
  if (!row) refuse('NOT_FOUND', 'There is no entry with this id');
  return row;
}

export const liveVersion = async (trx: Trx, id: string): Promise<number | null> => {
  const row = await trx
    .selectFrom('content_versions')
    .select('version')
    .where('entry_id', '=', id)
    .where('status', '=', 'published')
    .orderBy('version', 'desc')
    .executeTakeFirst();
  return row ? Number(row.version) : null;
};

/** The row of one version of an entry (its data), or undefined when the entry has no such version. */
export const findVersionRow = (trx: Trx, id: string, version: number): Promise<{ data: string } | undefined> =>
  trx
    .selectFrom('content_versions')
    .select('data')
    .where('entry_id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();

export async function addVersion(
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

export const stamp = (editor: Editor, now: Date) => ({ updated_at: now.toISOString(), updated_by: editor.email });
