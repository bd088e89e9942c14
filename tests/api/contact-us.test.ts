// `/api/send-contact-us` (spec 000 §7): a message is validated, stored, acknowledged by mail, and rate-limited.
import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { connect } from '../../src/lib/db/connect.server';
import { parseDatabaseUrl } from '../../src/lib/db/url';
import { postJson, startServer } from '../support/server';
import { anyAddress } from '../support/shopper';

const dtc = inject('dtcUrl');
const message = (email: string) => ({
  name: 'Pat Lee',
  email,
  topic: 'order',
  orderNumber: 'A-1001',
  message: 'My delivery has not arrived yet.',
});
const send = (body: unknown, client = anyAddress(), base = dtc) =>
  postJson(base, '/api/send-contact-us', body, { 'x-forwarded-for': client });

describe('send-contact-us', () => {
  it('stores the message and mails the shopper an acknowledgement with its reference', async () => {
    const email = `contact-${randomUUID().slice(0, 8)}@example.com`;
    const response = await send({ data: message(email) });
    expect(response.status).toBe(200);
    const { reference } = (await response.json()) as { reference: string };
    expect(reference).toMatch(/^CU-[0-9A-HJKMNP-TV-Z]{6}$/);
    const db = connect(parseDatabaseUrl(inject('databaseUrl')));
    try {
      expect(
        await db
          .selectFrom('contact_messages')
          .select(['email', 'topic', 'order_number', 'site'])
          .where('id', '=', reference)
          .executeTakeFirst(),
      ).toEqual({ email, topic: 'order', order_number: 'A-1001', site: 'DTC' });
      expect(
        (await db.selectFrom('outbox').select('body').where('recipient', '=', email).executeTakeFirst())?.body,
      ).toContain(reference);
    } finally {
      await db.destroy();
    }
  });

  it('takes the order number as the shop prints it, #1001, and keeps the number (spec 000 §7 send-contact-us)', async () => {
    const email = `order-${randomUUID().slice(0, 8)}@example.com`;
    const response = await send({ data: { ...message(email), orderNumber: '#1001' } });
    expect(response.status).toBe(200);
    const { reference } = (await response.json()) as { reference: string };
    const db = connect(parseDatabaseUrl(inject('databaseUrl')));
    try {
      const row = await db
        .selectFrom('contact_messages')
        .select(['id', 'order_number'])
        .where('email', '=', email)
        .executeTakeFirst();
      expect(row).toEqual({ id: reference, order_number: '1001' });
    } finally {
      await db.destroy();
    }
  });

  it('says what is wrong with an order number on its field, in a shopper’s words', async () => {
    const response = await send({ data: { ...message('pat@example.com'), orderNumber: '1001!' } });
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { issues: { path: string[]; message: string }[] } };
    expect(error.issues).toEqual([
      { path: ['data', 'orderNumber'], message: 'Enter the order number as it appears on your order, such as #1001.' },
    ]);
  });

  it('refuses a missing name, a bad email, an unknown topic and a message that is too short', async () => {
    const good = message('pat@example.com');
    for (const data of [
      { ...good, name: '' },
      { ...good, email: 'pat' },
      { ...good, topic: 'complaint' },
      { ...good, message: 'hi' },
      { ...good, orderNumber: '<script>' },
    ]) {
      expect((await send({ data })).status).toBe(400);
    }
  });

  it('takes 5 messages in 10 minutes from one client and refuses the sixth with 429', async () => {
    const client = anyAddress();
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await send({ data: message('pat@example.com') }, client)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('believes X-Forwarded-For only from a trusted proxy: rotating it does not make a new client', async () => {
    const direct = await startServer({
      DATABASE_URL: inject('databaseUrl'),
      AUTH_SECRET: inject('authSecret'),
      TRUSTED_PROXIES: '',
    });
    try {
      const statuses = [];
      for (let i = 0; i < 6; i++)
        statuses.push((await send({ data: message('pat@example.com') }, anyAddress(), direct.url)).status);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    } finally {
      await direct.stop();
    }
  });
});
