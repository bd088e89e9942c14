// The customer token (spec 000 §7 create-customer-token) and the `jwt` it gives the identity proxy's calls.
import { decodeJwt } from 'jose';
import { describe, expect, inject, it } from 'vitest';
import type { Customer } from '../../src/lib/account/customer.server';
import { customerTokenKey, signCustomerToken } from '../../src/lib/account/customer-token';
import { Shopper, signedUp } from '../support/shopper';
import { accessCode } from '../support/clinics';

const hpsf = inject('hpsfUrl');
const dtc = inject('dtcUrl');
const authSecret = inject('authSecret');
const tokenPath = '/api/ecom/v1.0/create-customer-token';
type TokenAnswer = { token: string; expiresAt: string };
type ErrorAnswer = { error: { code: string; message: string } };

const askToken = (shopper: Shopper, email: string, extra: Record<string, unknown> = {}) =>
  shopper.post<TokenAnswer & ErrorAnswer>(tokenPath, {
    email,
    first_name: 'Vi',
    last_name: 'Tran',
    key: 'identity',
    ...extra,
  });

const customerOf = async (shopper: Shopper) =>
  (await shopper.post<{ customer: Customer }>('/api/ecom/v1.0/get-shopify-customer', {})).body.customer;

/** The staff member has not joined: no metafields, and the catalogue still sends them to registration. */
async function expectNotJoined(shopper: Shopper) {
  expect((await customerOf(shopper)).metafields).toEqual([]);
  expect((await shopper.get('/products')).headers.get('location')).toBe('/shelter/register');
}

describe('create-customer-token', () => {
  it('gives the signed-in customer a five-minute token with their own claims, whatever names the body carries', async () => {
    const { shopper, email } = await signedUp(hpsf);
    const before = Date.now();
    const answer = await askToken(shopper, email.toUpperCase(), { first_name: 'Someone', last_name: 'Else' });
    expect(answer.status).toBe(200);
    const claims = decodeJwt(answer.body.token);
    const me = await customerOf(shopper);
    expect(claims).toMatchObject({
      sub: me.id,
      email,
      given_name: 'Vi',
      family_name: 'Tran',
      site: 'HPSF',
      aud: 'identity',
    });
    expect(claims.exp! - claims.iat!).toBe(300);
    expect(Math.abs(Date.parse(answer.body.expiresAt) - (before + 300_000))).toBeLessThan(5_000);
  });

  it('refuses guests, another email and a malformed body', async () => {
    expect((await askToken(new Shopper(hpsf), 'nobody@example.com')).status).toBe(401);
    const { shopper, email } = await signedUp(dtc);
    const other = await askToken(shopper, 'staff@example.com');
    expect(other.status).toBe(403);
    expect(other.body.error).toEqual({
      code: 'FORBIDDEN',
      message: 'A token can only be made for the account you are signed in with.',
    });
    for (const bad of [
      { email: undefined },
      { email: 'not-an-email' },
      { email: 42 },
      { key: 'orders' },
      { key: undefined },
      { first_name: 'x'.repeat(81) },
    ]) {
      const answer = await askToken(shopper, email, bad);
      expect(answer.status, JSON.stringify(bad)).toBe(400);
      expect(answer.body.error.code).toBe('BAD_REQUEST');
    }
  });
});

describe('the jwt of the identity proxy calls', () => {
  it('works with a fresh token of the session customer, and without one on the session alone', async () => {
    const { shopper, email } = await signedUp(hpsf);
    const { token } = (await askToken(shopper, email)).body;
    const found = await shopper.post<{ results: unknown[] }>('/api/identity/search-clinic', {
      searchType: 'city',
      searchTerm: 'Denver',
      jwt: token,
    });
    expect(found.status).toBe(200);
    expect(found.body.results.length).toBeGreaterThan(0);
    expect((await shopper.post('/api/identity/fetch-address', { clinicID: 'clinic-001', jwt: token })).status).toBe(
      200,
    );
    expect((await shopper.post('/api/identity/fetch-address', { clinicID: 'clinic-001', jwt: null })).status).toBe(200);
    const joined = await shopper.post<{ isRegistered: boolean }>('/api/identity/join-clinic', {
      groupID: 'clinic-001',
      accessCode: accessCode('clinic-001'),
      jwt: token,
    });
    expect(joined.body.isRegistered).toBe(true);
  });

  it('refuses an expired, tampered, foreign or cross-site token with 401, and joins nothing', async () => {
    const { shopper, email } = await signedUp(hpsf);
    const me = await customerOf(shopper);
    const key = await customerTokenKey(authSecret);
    const tenMinutesAgo = new Date(Date.now() - 600_000);
    const expired = (
      await signCustomerToken(key, me, { site: 'HPSF', audience: 'identity', ttlSeconds: 300, now: tenMinutesAgo })
    ).token;
    const good = (await askToken(shopper, email)).body.token;
    const [header, payload, signature] = good.split('.') as [string, string, string];
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...decodeJwt(good), exp: decodeJwt(good).exp! + 3600 })).toString('base64url')}.${signature}`;
    const someoneElse = await signedUp(hpsf, { firstName: 'Ola', lastName: 'Berg' });
    const theirs = (await askToken(someoneElse.shopper, someoneElse.email)).body.token;
    const consumer = await signedUp(dtc);
    const dtcToken = (await askToken(consumer.shopper, consumer.email)).body.token;
    const sameIdOnDtc = (await signCustomerToken(key, me, { site: 'DTC', audience: 'identity', ttlSeconds: 300 }))
      .token;

    const cases: [string, string, string][] = [
      [expired, 'expired', 'Your account token has expired. Please try again.'],
      [tampered, 'tampered', 'Your account token is not valid. Please sign in again.'],
      [
        `${header}.${payload}.${signature.slice(0, -4)}AAAA`,
        'bad signature',
        'Your account token is not valid. Please sign in again.',
      ],
      [theirs, "another staff member's", 'That account token belongs to another account.'],
      [dtcToken, "a DTC customer's", 'Your account token is not valid. Please sign in again.'],
      [sameIdOnDtc, 'made for DTC', 'Your account token is not valid. Please sign in again.'],
      ['garbage', 'garbage', 'Your account token is not valid. Please sign in again.'],
    ];
    for (const [jwt, what, message] of cases) {
      const answer = await shopper.post<ErrorAnswer>('/api/identity/join-clinic', {
        groupID: 'clinic-001',
        accessCode: accessCode('clinic-001'),
        jwt,
      });
      expect(answer.status, what).toBe(401);
      expect(answer.body.error, what).toEqual({ code: 'UNAUTHENTICATED', message });
    }
    await expectNotJoined(shopper);
    expect(
      (await shopper.post('/api/identity/search-clinic', { searchType: 'city', searchTerm: 'Denver', jwt: expired }))
        .status,
    ).toBe(401);
    expect((await shopper.post('/api/identity/fetch-address', { clinicID: 'clinic-001', jwt: expired })).status).toBe(
      401,
    );
    expect(
      (
        await shopper.post('/api/identity/join-clinic', {
          groupID: 'clinic-001',
          accessCode: accessCode('clinic-001'),
          jwt: 42,
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await shopper.post('/api/identity/join-clinic', {
          groupID: 'clinic-001',
          accessCode: accessCode('clinic-001'),
          jwt: '',
        })
      ).status,
    ).toBe(400);
    await expectNotJoined(shopper);
  });

  it('still needs the session: a token without the cookie is a guest', async () => {
    const { shopper, email } = await signedUp(hpsf);
    const { token } = (await askToken(shopper, email)).body;
    expect(
      (
        await new Shopper(hpsf).post('/api/identity/join-clinic', {
          groupID: 'clinic-001',
          accessCode: accessCode('clinic-001'),
          jwt: token,
        })
      ).status,
    ).toBe(401);
    await expectNotJoined(shopper);
  });
});
