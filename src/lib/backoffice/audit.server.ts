// The back office's audit trail (issue 38 §1): every action an operator or admin takes, with who and when, in the
// same transaction as the action itself, so the trail never says something happened that did not. An order's rows
// are also its timeline.
import type { Db } from '../db/connect.server';
import { jsonColumn } from '../db/json-column';
import { z } from 'zod/v4';
import type { Actor, AuditEntry, Subject } from './types';

const detailColumn = z.record(z.string(), z.unknown());

export async function recordAction(
  db: Db,
  actor: Actor | null,
  action: string,
  subject: Subject,
  detail: Record<string, unknown>,
  now: Date,
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      at: now.toISOString(),
      actor_id: actor?.id ?? null,
      actor_email: actor?.email ?? 'the shop',
      action,
      subject_type: subject.type,
      subject_id: subject.id,
      detail: JSON.stringify(detail),
    })
    .execute();
}

/** What was done to one order or customer, oldest first. */
export async function actionsOn(db: Db, subject: Subject): Promise<AuditEntry[]> {
  const rows = await db
    .selectFrom('audit_log')
    .selectAll()
    .where('subject_type', '=', subject.type)
    .where('subject_id', '=', subject.id)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    at: row.at,
    actor: row.actor_email,
    action: row.action,
    detail: jsonColumn(detailColumn, row.detail, 'audit_log.detail'),
  }));
}

/** When `action` was last recorded on the subject, if ever. */
export async function lastAction(db: Db, subject: Subject, action: string): Promise<string | null> {
  const row = await db
    .selectFrom('audit_log')
    .select('at')
    .where('subject_type', '=', subject.type)
    .where('subject_id', '=', subject.id)
    .where('action', '=', action)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.at ?? null;
}
