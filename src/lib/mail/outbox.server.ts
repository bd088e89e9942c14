// Mail the shop sends (welcome, password reset, order confirmation) goes to the outbox table first; an operator can
// read it with `npm run outbox`, and when SMTP_URL is set the mail relay (src/lib/mail) sends it from there.
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/connect.server';

export type Mail = { to: string; subject: string; body: string };

const listeners = new Set<() => void>();

/** Calls `listener` each time mail is queued, so a running relay sends it at once. Returns the way to stop. */
export function onMailQueued(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function queueMail(db: Db, mail: Mail, now = new Date()): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('outbox')
    .values({
      id,
      recipient: mail.to,
      subject: mail.subject,
      body: mail.body,
      created_at: now.toISOString(),
      sent_at: null,
    })
    .execute();
  for (const listener of listeners) listener();
  return id;
}

/** The newest mail first, for the operators' outbox page. */
export function recentMail(db: Db, limit = 100) {
  return db
    .selectFrom('outbox')
    .select(['id', 'recipient', 'subject', 'body', 'created_at', 'sent_at', 'attempts', 'last_error'])
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
}

/** The mail not sent yet, and how many of those failed their last send, for the operators' figures. */
export async function outboxBacklog(db: Db): Promise<{ unsent: number; failed: number }> {
  const row = await db
    .selectFrom('outbox')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('unsent'),
      eb.fn.count<number | string>('last_error').as('failed'),
    ])
    .where('sent_at', 'is', null)
    .executeTakeFirst();
  return { unsent: Number(row?.unsent ?? 0), failed: Number(row?.failed ?? 0) };
}
