// A shopper's inbox: the store keeps the mail it sends in its outbox table, so a test reads a mail where the shopper
// would, and follows its link as they would click it.
import { inject } from 'vitest';
import { connect } from '../../src/lib/db/connect.server';
import { parseDatabaseUrl } from '../../src/lib/db/url';
import { databaseOf } from './server';

/** The database behind a server: one this process started, or the suite's shared DTC and HPSF servers. */
function databaseFor(base: string): string {
  const own = databaseOf(base);
  if (own) return own;
  if (base === inject('dtcUrl') || base === inject('hpsfUrl')) return inject('databaseUrl');
  throw new Error(`no database known for ${base}`);
}

export type Mail = { subject: string; body: string };

/** The mails sent to an address so far, oldest first, waiting up to five seconds for at least `atLeast` of them. */
export async function mailTo(base: string, address: string, atLeast = 1): Promise<Mail[]> {
  const db = connect(parseDatabaseUrl(databaseFor(base)));
  try {
    const deadline = Date.now() + 5_000;
    for (;;) {
      const mails = await db
        .selectFrom('outbox')
        .select(['subject', 'body'])
        .where('recipient', '=', address.toLowerCase())
        .orderBy('created_at')
        .execute();
      if (mails.length >= atLeast || Date.now() > deadline) return mails;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    await db.destroy();
  }
}

/** The path of the newest "Confirm your email" link sent to an address. */
export async function confirmationPath(base: string, address: string): Promise<string> {
  const mails = (await mailTo(base, address)).filter((m) => m.subject === 'Confirm your email');
  const path = mails.at(-1)?.body.match(/\/shelter\/verify-email\?\S+/)?.[0];
  if (!path) throw new Error(`no confirmation link was mailed to ${address}`);
  return path;
}
