// The mail relay on a database of its own of the dialect under test (a copy of the run's seeded template, whose outbox
// is empty), sending through a real SMTP server on loopback.
import { afterEach, describe, expect, it } from 'vitest';
import { onMailQueued, queueMail } from '../../src/lib/mail/outbox.server';
import { connect, type Db } from '../../src/lib/db/connect.server';
import { openStore } from '../../src/lib/seed/open.server';
import { parseDatabaseUrl } from '../../src/lib/db/url';
import { MAX_ATTEMPTS, retryDelayMs } from '../../src/lib/mail/delivery';
import { startBackgroundLoop } from '../../src/lib/site/background-loop.server';
import { relayOutbox, smtpSender, type RelayOptions } from '../../src/lib/mail/relay.server';
import { dialect } from '../support/databases';
import { seededDatabase } from '../support/seeded';
import { freePort } from '../support/server';
import { SMTP_PASSWORD, bodyOf, eventually, startSmtp, type TestSmtp } from '../support/smtp';

const FROM = 'Pet Food Store <no-reply@shop.example>';
const cleanup: (() => Promise<unknown>)[] = [];

afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

async function store(): Promise<{ db: Db; url: string }> {
  const database = await seededDatabase('mail');
  const db = await openStore(database.url);
  cleanup.push(database.drop, () => db.destroy());
  return { db, url: database.url };
}

async function smtp(): Promise<TestSmtp> {
  const server = await startSmtp();
  cleanup.push(server.close);
  return server;
}

function through(url: string, options: Partial<RelayOptions> = {}): RelayOptions {
  const sender = smtpSender(url);
  cleanup.push(async () => sender.close());
  return { from: FROM, send: sender.send, secret: SMTP_PASSWORD, ...options };
}

const row = (db: Db, id: string) => db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const minutesLater = (minutes: number) => () => new Date(Date.now() + minutes * 60_000);

describe(`mail relay on ${dialect}`, () => {
  it('sends queued mail through SMTP with its recipient, subject and body, and marks it sent once', async () => {
    const { db } = await store();
    const server = await smtp();
    const id = await queueMail(db, {
      to: 'jo@example.com',
      subject: 'Reset your password',
      body: 'Choose a new password here:\n\n/shelter/reset-password?token=abc',
    });
    expect(await relayOutbox(db, through(server.url))).toEqual({ sent: 1, failed: 0 });
    expect(server.received).toHaveLength(1);
    const [mail] = server.received;
    expect(mail).toMatchObject({ from: 'no-reply@shop.example', to: ['jo@example.com'] });
    expect(mail!.data).toMatch(/^Subject: Reset your password$/m);
    expect(mail!.data).toMatch(/^To: jo@example\.com$/m);
    expect(bodyOf(mail!)).toBe('Choose a new password here:\r\n\r\n/shelter/reset-password?token=abc\r\n');
    expect(await row(db, id)).toMatchObject({
      attempts: 1,
      last_error: null,
      claimed_until: null,
      sent_at: expect.any(String),
    });
    expect(await relayOutbox(db, through(server.url))).toEqual({ sent: 0, failed: 0 });
    expect(server.received).toHaveLength(1);
  });

  it('keeps a mail the server refuses, with the attempt and the error, tries it again after a wait and then sends it', async () => {
    const { db } = await store();
    const server = await smtp();
    server.refuseRecipients(true);
    const id = await queueMail(db, { to: 'kim@example.com', subject: 'Welcome', body: 'Hello Kim' });
    expect(await relayOutbox(db, through(server.url))).toEqual({ sent: 0, failed: 1 });
    const failed = await row(db, id);
    expect(failed).toMatchObject({ sent_at: null, attempts: 1, last_error: expect.stringContaining('550') });
    expect(failed.last_error).not.toContain(SMTP_PASSWORD);
    expect(await relayOutbox(db, through(server.url))).toEqual({ sent: 0, failed: 0 }); // waiting before the next try
    server.refuseRecipients(false);
    expect(await relayOutbox(db, through(server.url, { clock: minutesLater(retryDelayMs(1) / 60_000 + 1) }))).toEqual({
      sent: 1,
      failed: 0,
    });
    expect(await row(db, id)).toMatchObject({ attempts: 2, last_error: null, sent_at: expect.any(String) });
    expect(server.received.map((m) => m.to)).toEqual([['kim@example.com']]);
  });

  it(`gives up after ${MAX_ATTEMPTS} refused attempts and keeps the mail in the outbox`, async () => {
    const { db } = await store();
    const server = await smtp();
    server.refuseRecipients(true);
    const id = await queueMail(db, { to: 'lee@example.com', subject: 'Welcome', body: 'Hello Lee' });
    let minutes = 0;
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      expect(await relayOutbox(db, through(server.url, { clock: minutesLater(minutes) }))).toEqual({
        sent: 0,
        failed: 1,
      });
      minutes += retryDelayMs(attempt) / 60_000 + 1;
    }
    server.refuseRecipients(false);
    expect(await relayOutbox(db, through(server.url, { clock: minutesLater(minutes + 600) }))).toEqual({
      sent: 0,
      failed: 0,
    });
    expect(await row(db, id)).toMatchObject({
      sent_at: null,
      attempts: MAX_ATTEMPTS,
      claimed_until: null,
      last_error: expect.stringContaining('550'),
    });
    expect(server.received).toHaveLength(0);
  });

  it('records a server that does not answer and leaves the rest of the outbox for the next pass', async () => {
    const { db } = await store();
    const first = await queueMail(
      db,
      { to: 'a@example.com', subject: 'One', body: 'one' },
      new Date(Date.now() - 1000),
    );
    const second = await queueMail(db, { to: 'b@example.com', subject: 'Two', body: 'two' });
    const closed = `smtp://shop:${SMTP_PASSWORD}@127.0.0.1:${await freePort()}`;
    expect(await relayOutbox(db, through(closed))).toEqual({ sent: 0, failed: 1 });
    expect(await row(db, first)).toMatchObject({
      sent_at: null,
      attempts: 1,
      last_error: expect.stringMatching(/ECONNREFUSED|connect/i),
    });
    expect(await row(db, second)).toMatchObject({ sent_at: null, attempts: 0, last_error: null });
  });

  it('does not send mail queued more than a day ago', async () => {
    const { db } = await store();
    const server = await smtp();
    const id = await queueMail(
      db,
      { to: 'old@example.com', subject: 'Old', body: 'old' },
      new Date(Date.now() - 25 * 60 * 60_000),
    );
    expect(await relayOutbox(db, through(server.url))).toEqual({ sent: 0, failed: 0 });
    expect(await row(db, id)).toMatchObject({ sent_at: null, attempts: 0 });
  });

  it('leaves a mail that one instance is sending to that instance', async () => {
    const { db, url } = await store();
    const server = await smtp();
    const other = connect(parseDatabaseUrl(url));
    cleanup.push(() => other.destroy());
    const id = await queueMail(db, { to: 'sam@example.com', subject: 'Welcome', body: 'Hello Sam' });
    const sender = through(server.url);
    let meanwhile: unknown;
    const holding: RelayOptions = {
      ...sender,
      send: async (mail) => ((meanwhile = await relayOutbox(other, sender)), sender.send(mail)),
    };
    expect(await relayOutbox(db, holding)).toEqual({ sent: 1, failed: 0 });
    expect(meanwhile).toEqual({ sent: 0, failed: 0 });
    expect(server.received).toHaveLength(1);
    expect(await row(db, id)).toMatchObject({ attempts: 1, sent_at: expect.any(String) });
  });

  it('sends each mail exactly once when two instances relay from one database at the same time', async () => {
    const { db, url } = await store();
    const server = await smtp();
    const other = connect(parseDatabaseUrl(url));
    cleanup.push(() => other.destroy());
    const subjects = Array.from({ length: 12 }, (_, i) => `Order ${i + 1}`);
    for (const subject of subjects) await queueMail(db, { to: 'pat@example.com', subject, body: subject });
    const results = await Promise.all([relayOutbox(db, through(server.url)), relayOutbox(other, through(server.url))]);
    expect(results[0].sent + results[1].sent).toBe(subjects.length);
    const sentSubjects = server.received.map((m) => /^Subject: (.*)$/m.exec(m.data)?.[1]).sort();
    expect(sentSubjects).toEqual([...subjects].sort());
    const rows = await db
      .selectFrom('outbox')
      .select(['attempts', 'sent_at'])
      .where('recipient', '=', 'pat@example.com')
      .execute();
    expect(rows).toHaveLength(subjects.length);
    expect(rows.every((r) => r.attempts === 1 && r.sent_at !== null)).toBe(true);
  });
});

describe('the relay loop in a server', () => {
  it('runs a pass at start and another once mail is queued, one at a time, and lets the pass in progress end on stop', async () => {
    const { db } = await store();
    const gates: (() => void)[] = [];
    let passes = 0;
    let running = 0;
    let most = 0;
    const pass = () => {
      passes += 1;
      most = Math.max(most, ++running);
      return new Promise<void>((resolve) =>
        gates.push(() => {
          running -= 1;
          resolve();
        }),
      );
    };
    const loop = startBackgroundLoop('mail relay', pass, 3_600_000);
    const forget = onMailQueued(loop.kick);
    cleanup.push(async () => forget());
    expect(passes).toBe(1);
    gates.shift()!();
    await queueMail(db, { to: 'ann@example.com', subject: 'Welcome', body: 'Hello Ann' });
    await eventually(() => passes === 2);
    loop.kick(); // while the second pass runs: one more pass follows it, not a second one beside it
    await new Promise((resolve) => setTimeout(resolve, 200));
    gates.shift()!();
    await eventually(() => passes === 3);
    let stopped = false;
    const stopping = loop.stop().then(() => (stopped = true));
    await Promise.resolve();
    expect(stopped).toBe(false);
    gates.shift()!();
    await stopping;
    expect({ passes, running, most }).toEqual({ passes: 3, running: 0, most: 1 });
  });
});
