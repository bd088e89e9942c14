// What an operator sees of mail: the built server sends the outbox through SMTP_URL as soon as mail is queued, and
// refuses a bad SMTP_URL at start without printing its password.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Db } from '../../src/lib/db/connect.server';
import { parseDatabaseUrl } from '../../src/lib/db/url';
import { type FreshDatabase } from '../support/databases';
import { seededDatabase } from '../support/seeded';
import { startServer, type RunningServer } from '../support/server';
import { Shopper } from '../support/shopper';
import { SMTP_PASSWORD, bodyOf, eventually, startSmtp, type TestSmtp } from '../support/smtp';

let database: FreshDatabase;
let smtp: TestSmtp;
let server: RunningServer;
let db: Db;

beforeAll(async () => {
  database = await seededDatabase('mailsrv');
  smtp = await startSmtp();
  server = await startServer({
    DATABASE_URL: database.url,
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Pet Food Store <care@shop.example>',
  });
  db = connect(parseDatabaseUrl(database.url));
});

afterAll(async () => {
  await db?.destroy();
  await server?.stop();
  await smtp?.close();
  await database?.drop();
});

const sentTo = (email: string, subject: string) =>
  smtp.received.some((m) => m.to.includes(email) && m.data.includes(`Subject: ${subject}`));

describe('the server with SMTP_URL', () => {
  it('sends the welcome and the reset mail through SMTP and marks them sent', async () => {
    const email = `relay-${randomUUID().slice(0, 8)}@example.com`;
    await new Shopper(server.url).post('/api/account/register', {
      email,
      password: 'first-password',
      firstName: 'Jo',
      lastName: 'Reed',
    });
    await new Shopper(server.url).post('/api/account/forgot-password', { email });
    await eventually(() => sentTo(email, 'Confirm your email') && sentTo(email, 'Reset your password'));
    const reset = smtp.received.find((m) => m.to.includes(email) && m.data.includes('Subject: Reset your password'))!;
    expect(reset.from).toBe('care@shop.example');
    // The link is absolute (issue 36): the mail client opens it on the shop's own address.
    const link = bodyOf(reset)
      .split(/\r?\n/)
      .find((line) => line.includes('/shelter/reset-password?token='));
    expect(link).toMatch(new RegExp(`^${server.url.replaceAll('.', '\\.')}/shelter/reset-password\\?token=\\S+$`));
    await eventually(async () =>
      (await db.selectFrom('outbox').select('sent_at').where('recipient', '=', email).execute()).every(
        (r) => r.sent_at !== null,
      ),
    );
    expect(server.output()).toContain('"msg":"mail relay started"');
    expect(server.output()).not.toContain(SMTP_PASSWORD);
  });

  it('stops the relay and exits cleanly on SIGTERM', async () => {
    expect(await server.stop()).toBe(0);
    expect(server.output()).toContain('"msg":"stopped"');
  });
});

describe('configuration at start', () => {
  it('refuses an SMTP_URL that is not smtp:// or smtps:// without printing its password', () => {
    const result = spawnSync(process.execPath, ['dist/server/entry.mjs'], {
      env: { ...process.env, PORT: '4998', SMTP_URL: `http://shop:${SMTP_PASSWORD}@mail.example:25` },
      encoding: 'utf8',
      timeout: 15_000,
    });
    expect(result.status).toBe(78); // a bad setting: not started again
    expect(result.stderr.trim()).toBe(
      'Configuration error: SMTP_URL must be smtp://USER:PASSWORD@HOST:587 or smtps://USER:PASSWORD@HOST:465 (got "http://shop:***@mail.example:25/")',
    );
  });
});
