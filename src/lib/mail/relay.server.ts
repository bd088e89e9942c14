// Sends the outbox through SMTP. Each mail is claimed with a conditional UPDATE before it is sent, and only the
// instance whose UPDATE changed the row sends it, so instances relaying from one database never send a mail twice.
// A failed send is recorded on the row and tried again later, a few times at most; nothing is deleted.
import nodemailer from 'nodemailer';
import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../db/connect.server';
import type { Database } from '../db/schema';
import { errorMessage, log } from '../site/log';
import { CLAIM_MS, MAX_AGE_MS, MAX_ATTEMPTS, retryDelayMs, shifted } from './delivery';

export type OutgoingMail = { from: string; to: string; subject: string; text: string };
export type Send = (mail: OutgoingMail) => Promise<unknown>;

/** A sender for SMTP_URL whose timeouts end well inside a claim. */
export function smtpSender(url: string): { send: Send; close: () => void } {
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
  return { send: (mail) => transport.sendMail(mail), close: () => transport.close() };
}

export type RelayOptions = {
  from: string;
  send: Send;
  /** The SMTP password, kept out of the errors that are stored and logged. */
  secret?: string;
  batch?: number;
  clock?: () => Date;
};

/** Mail no relay holds that is still to be sent. */
function due(eb: ExpressionBuilder<Database, 'outbox'>, now: Date) {
  return eb.and([
    eb('sent_at', 'is', null),
    eb('attempts', '<', MAX_ATTEMPTS),
    eb('created_at', '>=', shifted(now, -MAX_AGE_MS)),
    eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now.toISOString())]),
  ]);
}

/** Takes one mail for this relay; false when another relay took it first. */
async function claim(db: Db, id: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('outbox')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), claimed_until: shifted(now, CLAIM_MS) }))
    .where('id', '=', id)
    .where((eb) => due(eb, now))
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

async function recordFailure(db: Db, id: string, attempts: number, error: string, now: Date): Promise<void> {
  const final = attempts >= MAX_ATTEMPTS;
  await db
    .updateTable('outbox')
    .set({ last_error: error.slice(0, 1000), claimed_until: final ? null : shifted(now, retryDelayMs(attempts)) })
    .where('id', '=', id)
    .execute();
  log(final ? 'error' : 'warn', final ? 'mail not sent, giving up' : 'mail not sent, will try again', {
    id,
    attempts,
    error,
  });
}

function redacted(message: string, secret: string | undefined): string {
  return secret ? message.split(secret).join('***') : message;
}

/** A failure with no SMTP reply (server unreachable, timed out) says nothing about the mail: the rest can wait. */
const serverDown = (error: unknown) => typeof (error as { responseCode?: unknown })?.responseCode !== 'number';

/** One pass: sends the oldest due mail, one at a time. Returns how many were sent and how many failed. */
export async function relayOutbox(db: Db, { from, send, secret, batch = 20, clock = () => new Date() }: RelayOptions) {
  const result = { sent: 0, failed: 0 };
  const now = clock();
  const rows = await db
    .selectFrom('outbox')
    .select(['id', 'recipient', 'subject', 'body', 'attempts'])
    .where((eb) => due(eb, now))
    .orderBy('created_at')
    .limit(batch)
    .execute();
  for (const row of rows) {
    if (!(await claim(db, row.id, clock()))) continue;
    try {
      await send({ from, to: row.recipient, subject: row.subject, text: row.body });
    } catch (error) {
      result.failed += 1;
      await recordFailure(db, row.id, row.attempts + 1, redacted(errorMessage(error), secret), clock());
      if (serverDown(error)) break;
      continue;
    }
    await db
      .updateTable('outbox')
      .set({ sent_at: clock().toISOString(), claimed_until: null, last_error: null })
      .where('id', '=', row.id)
      .execute();
    result.sent += 1;
    log('info', 'mail sent', { id: row.id });
  }
  return result;
}
