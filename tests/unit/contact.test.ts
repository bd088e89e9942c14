// The Contact Us form's rules (spec 000 §7 send-contact-us): the order number as the shop prints it, refusals in a
// shopper's words on their field, and the short reference.
import { describe, expect, it } from 'vitest';
import { CONTACT_FIELDS, contactFieldMessages, contactMessage, contactReference } from '../../src/lib/support/contact';

const good = {
  name: 'Pat Lee',
  email: 'pat@example.com',
  topic: 'order',
  orderNumber: null,
  message: 'My delivery has not arrived yet.',
};
const orderNumberOf = (orderNumber: string) => contactMessage.parse({ ...good, orderNumber }).orderNumber;

describe('the Contact Us order number (spec 000 §7 send-contact-us)', () => {
  it('takes the number as the shop prints it, with or without its #, and keeps it without', () => {
    expect(orderNumberOf('#1001')).toBe('1001');
    expect(orderNumberOf(' # 1001 ')).toBe('1001');
    expect(orderNumberOf('1001')).toBe('1001');
    expect(orderNumberOf('A-1001')).toBe('A-1001');
    expect(contactMessage.parse(good).orderNumber).toBeNull();
  });

  it('refuses anything else in a shopper’s words, on the orderNumber field', () => {
    for (const orderNumber of ['<script>', '##1001', '#', '1001!', 'x'.repeat(33)]) {
      const result = contactMessage.safeParse({ ...good, orderNumber });
      expect(result.success, orderNumber).toBe(false);
      expect(result.error?.issues.map((i) => [i.path, i.message])).toEqual([
        [['orderNumber'], 'Enter the order number as it appears on your order, such as #1001.'],
      ]);
    }
  });

  it('says what to fix on every field as a sentence for a person', () => {
    const result = contactMessage.safeParse({ name: ' ', email: 'pat', topic: 'complaint', message: 'hi' });
    const messages = result.error!.issues.map((i) => i.message);
    expect(messages).toEqual([
      'Enter your name.',
      'Enter your email address, such as pat@example.com.',
      'Choose what your message is about.',
      'Tell us a little more: at least 10 characters.',
    ]);
  });
});

describe('contactFieldMessages', () => {
  it('answers the first message of each form field under data, and ignores anything else', () => {
    expect(
      contactFieldMessages([
        { path: ['data', 'orderNumber'], message: 'first' },
        { path: ['data', 'orderNumber'], message: 'second' },
        { path: ['data', 'email'], message: 'email' },
        { path: ['data', 'unknown'], message: 'x' },
        { path: ['orderNumber'], message: 'y' },
        { path: [], message: 'z' },
      ]),
    ).toEqual({ orderNumber: 'first', email: 'email' });
  });

  it('knows the same fields as the schema the shop checks a message with', () => {
    expect([...CONTACT_FIELDS].sort()).toEqual(Object.keys(contactMessage.shape).sort());
  });
});

describe('contactReference', () => {
  it('is CU- and six characters a person can read out: no I, L, O or U', () => {
    expect(contactReference(new Uint8Array([4, 15, 7, 19, 2, 23]))).toBe('CU-4F7K2Q');
    expect(contactReference(new Uint8Array([255, 224, 18, 20, 24, 27]))).toBe('CU-Z0JMRV');
    for (let i = 0; i < 200; i++) {
      const random = Uint8Array.from({ length: 6 }, () => Math.floor(Math.random() * 256));
      expect(contactReference(random)).toMatch(/^CU-[0-9A-HJKMNP-TV-Z]{6}$/);
    }
  });
});
