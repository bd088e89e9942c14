// The order-management cookie (spec 000 §7 /api/crypto, §9 "Order-management cookie lifetime 2 hours (7,200,000 ms)"):
// `userId|timestamp|signature`, the signature a base64 HMAC-SHA256 of `userId|timestamp`.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  MANAGEMENT_COOKIE,
  MANAGEMENT_COOKIE_LIFETIME_MS,
  managementPair,
  managementSignature,
  verifyManagementCookie,
} from '../../src/lib/subscriptions/management-cookie';

const KEY = 'a-key-only-this-test-knows';
const USER = 'U4xU4xMczh04QlKBbjlsyO34KrAeUWJ4';
const MADE_AT = Date.parse('2026-11-22T10:00:00.400Z');
const pair = managementPair(USER, MADE_AT, KEY);
const verify = (value: string | undefined, now = MADE_AT) => verifyManagementCookie(value, KEY, now);
const withParts = (change: (parts: string[]) => string[]) => change(pair.cookie.split('|')).join('|');

describe('the order-management pair (spec 000 §7 /api/crypto)', () => {
  it('is named og_auth and lives 7,200,000 ms (spec 000 §9)', () => {
    expect(MANAGEMENT_COOKIE).toBe('og_auth');
    expect(MANAGEMENT_COOKIE_LIFETIME_MS).toBe(2 * 60 * 60 * 1000);
  });

  it('signs `userId|timestamp` with HMAC-SHA256 in base64, the timestamp in whole seconds', () => {
    const timestamp = Math.floor(MADE_AT / 1000);
    const expected = createHmac('sha256', KEY).update(`${USER}|${timestamp}`).digest('base64');
    expect(pair).toEqual({ timestamp, signature: expected, cookie: `${USER}|${timestamp}|${expected}` });
    expect(managementSignature(USER, timestamp, KEY)).toBe(expected);
    expect(Buffer.from(pair.signature, 'base64')).toHaveLength(32);
  });

  it('signs differently for another customer, another second or another key', () => {
    expect(managementPair('someone-else', MADE_AT, KEY).signature).not.toBe(pair.signature);
    expect(managementPair(USER, MADE_AT + 1000, KEY).signature).not.toBe(pair.signature);
    expect(managementPair(USER, MADE_AT, `${KEY}!`).signature).not.toBe(pair.signature);
  });
});

describe('reading the cookie back (spec 000 §9 two-hour lifetime)', () => {
  const madeSecond = pair.timestamp * 1000;

  it('names the customer from the moment it is made until exactly two hours later, and not a millisecond after', () => {
    expect(verify(pair.cookie, MADE_AT)).toBe(USER);
    expect(verify(pair.cookie, madeSecond + MANAGEMENT_COOKIE_LIFETIME_MS)).toBe(USER);
    expect(verify(pair.cookie, madeSecond + MANAGEMENT_COOKIE_LIFETIME_MS + 1)).toBeNull();
  });

  it('allows a minute of clock difference between instances, but not a cookie from further in the future', () => {
    expect(verify(pair.cookie, madeSecond - 60_000)).toBe(USER);
    expect(verify(pair.cookie, madeSecond - 60_001)).toBeNull();
  });

  it('refuses a cookie signed with another key', () => {
    expect(verifyManagementCookie(pair.cookie, `${KEY}!`, MADE_AT)).toBeNull();
  });

  it.each([
    ['another customer named on the same signature', (p: string[]) => ['someone-else', p[1]!, p[2]!]],
    ['a later timestamp on the same signature', (p: string[]) => [p[0]!, String(Number(p[1]) + 1), p[2]!]],
    [
      'one character of the signature changed',
      (p: string[]) => [p[0]!, p[1]!, `${p[2]![0] === 'A' ? 'B' : 'A'}${p[2]!.slice(1)}`],
    ],
    ['the signature cut short', (p: string[]) => [p[0]!, p[1]!, p[2]!.slice(0, -4)]],
    [
      'the signature in hex instead of base64',
      (p: string[]) => [p[0]!, p[1]!, Buffer.from(p[2]!, 'base64').toString('hex')],
    ],
    ['no signature', (p: string[]) => [p[0]!, p[1]!]],
    ['an extra part', (p: string[]) => [...p, 'more']],
    ['no customer', (p: string[]) => ['', p[1]!, p[2]!]],
    ['a timestamp in milliseconds', (p: string[]) => [p[0]!, `${p[1]}000`, p[2]!]],
    ['a timestamp that is not a number', (p: string[]) => [p[0]!, 'soon', p[2]!]],
  ])('refuses %s', (_what, change) => {
    expect(verify(withParts(change))).toBeNull();
  });

  it('refuses no cookie at all and an empty one', () => {
    expect(verify(undefined)).toBeNull();
    expect(verify('')).toBeNull();
  });

  it('refuses a correctly signed cookie that is already more than two hours old', () => {
    const old = managementPair(USER, MADE_AT - MANAGEMENT_COOKIE_LIFETIME_MS - 1000, KEY);
    expect(verify(old.cookie)).toBeNull();
  });
});
