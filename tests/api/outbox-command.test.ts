// `npm run outbox`: an operator reads the outbox of the database DATABASE_URL names, on either dialect.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueMail } from '../../src/lib/mail/outbox.server';
import type { Db } from '../../src/lib/db/connect.server';
import { openStore } from '../../src/lib/seed/open.server';
import { dialect, freshDatabase, type FreshDatabase } from '../support/databases';

let database: FreshDatabase;
let db: Db;

beforeAll(async () => {
  database = await freshDatabase('outbox');
  db = await openStore(database.url);
});

afterAll(async () => {
  await db?.destroy();
  await database?.drop();
});

function outbox(...args: string[]) {
  return spawnSync(process.execPath, ['scripts/outbox.mjs', ...args], {
    env: { ...process.env, DATABASE_URL: database.url },
    encoding: 'utf8',
    timeout: 15_000,
  });
}

describe(`npm run outbox on ${dialect}`, () => {
  it('says so when the outbox is empty', () => {
    expect(outbox()).toMatchObject({ status: 0, stdout: 'The outbox is empty.\n' });
  });

  it('lists the newest mail first with whether it went out, and prints one mail in full', async () => {
    const hour = 3_600_000;
    const queued = await queueMail(
      db,
      { to: 'ann@example.com', subject: 'Welcome', body: 'Hello Ann' },
      new Date(Date.now() - 3 * hour),
    );
    const sent = await queueMail(
      db,
      { to: 'bo@example.com', subject: 'Reset your password', body: 'Choose one' },
      new Date(Date.now() - 2 * hour),
    );
    const failed = await queueMail(
      db,
      { to: 'cy@example.com', subject: 'Your order', body: 'Line one\nLine two' },
      new Date(Date.now() - hour),
    );
    await db
      .updateTable('outbox')
      .set({ attempts: 1, sent_at: '2025-05-01T10:00:00.000Z' })
      .where('id', '=', sent)
      .execute();
    await db
      .updateTable('outbox')
      .set({ attempts: 2, last_error: '550 Mailbox unavailable' })
      .where('id', '=', failed)
      .execute();

    const listing = outbox();
    expect(listing.status).toBe(0);
    const lines = listing.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^ID\s+QUEUED\s+TO\s+SUBJECT\s+STATUS$/);
    expect(lines.slice(1).map((line) => line.split(/\s{2,}/))).toEqual([
      [
        failed.slice(0, 8),
        expect.any(String),
        'cy@example.com',
        'Your order',
        'not sent, 2 attempts: 550 Mailbox unavailable',
      ],
      [sent.slice(0, 8), expect.any(String), 'bo@example.com', 'Reset your password', 'sent 2025-05-01T10:00:00.000Z'],
      [queued.slice(0, 8), expect.any(String), 'ann@example.com', 'Welcome', 'queued'],
    ]);
    expect(outbox('--limit', '1').stdout.trim().split('\n')).toHaveLength(2);

    const one = outbox(failed.slice(0, 8));
    expect(one.status).toBe(0);
    expect(one.stdout).toMatch(
      new RegExp(
        `^id:      ${failed}\nto:      cy@example.com\nsubject: Your order\nqueued:  \\S+\nstatus:  not sent, 2 attempts: 550 Mailbox unavailable\n\nLine one\nLine two\n$`,
      ),
    );
  });

  it('refuses an id it does not know and a bad limit', () => {
    expect(outbox(randomUUID())).toMatchObject({ status: 1, stderr: expect.stringContaining('No mail with the id') });
    expect(outbox('--limit', 'lots')).toMatchObject({
      status: 1,
      stderr: expect.stringContaining('usage: npm run outbox'),
    });
  });
});
