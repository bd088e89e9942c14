// The studio's audit trail: one row per action, written in the action's transaction, and read back newest first.
import type { Db } from '../db/connect.server';
import { type AuditAction, type AuditEvent, type Editor } from './rules';
import { auditEventFromRow } from './rows';
import type { Trx } from './transactions.server';

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
