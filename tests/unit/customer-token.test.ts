// The customer token of spec 000 §7 (create-customer-token, and the `jwt` of the identity proxy's calls).
import { decodeJwt, decodeProtectedHeader, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import {
  checkCustomerToken,
  CUSTOMER_TOKEN_TTL_DEFAULT,
  customerTokenKey,
  signCustomerToken,
} from '../../src/lib/account/customer-token';

const secret = 'a-test-secret-that-is-long-enough-for-auth';
const casey = { id: 'user-1', email: 'casey@example.com', firstName: 'Casey', lastName: 'Clinic' };
const issued = new Date('2025-03-01T12:00:00Z');
const at = (seconds: number) => new Date(issued.getTime() + seconds * 1000);
const options = { site: 'HPSF' as const, audience: 'identity' as const, ttlSeconds: CUSTOMER_TOKEN_TTL_DEFAULT };
const expected = {
  customerId: casey.id,
  site: 'HPSF' as const,
  audience: 'identity' as const,
  ttlSeconds: CUSTOMER_TOKEN_TTL_DEFAULT,
};

describe('the customer token (spec 000 §7 create-customer-token)', () => {
  it('is signed with a key derived for this use, never the auth secret itself', async () => {
    const key = await customerTokenKey(secret);
    expect(key).toHaveLength(32);
    expect(Buffer.from(key).toString()).not.toContain(secret.slice(0, 16));
    expect(await customerTokenKey(secret)).toEqual(key);
    expect(await customerTokenKey(`${secret}!`)).not.toEqual(key);
    const { token } = await signCustomerToken(key, casey, { ...options, now: issued });
    expect(
      await checkCustomerToken(new TextEncoder().encode(secret), token, { ...expected, now: issued }),
    ).toMatchObject({ ok: false, reason: 'invalid' });
  });

  it('carries who asked, on which site, for which service, and lives 300 seconds by default', async () => {
    const key = await customerTokenKey(secret);
    const { token, expiresAt } = await signCustomerToken(key, casey, { ...options, now: issued });
    expect(decodeProtectedHeader(token)).toMatchObject({ alg: 'HS256', typ: 'JWT' });
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({
      sub: 'user-1',
      email: 'casey@example.com',
      given_name: 'Casey',
      family_name: 'Clinic',
      site: 'HPSF',
      aud: 'identity',
    });
    expect(claims.exp! - claims.iat!).toBe(300);
    expect(expiresAt).toEqual(at(300));
  });

  it('passes for its customer until it expires, and not a second after', async () => {
    const key = await customerTokenKey(secret);
    const { token } = await signCustomerToken(key, casey, { ...options, now: issued });
    expect(await checkCustomerToken(key, token, { ...expected, now: at(0) })).toEqual({ ok: true });
    expect(await checkCustomerToken(key, token, { ...expected, now: at(299) })).toEqual({ ok: true });
    expect(await checkCustomerToken(key, token, { ...expected, now: at(300) })).toMatchObject({
      ok: false,
      reason: 'expired',
      message: 'Your account token has expired. Please try again.',
    });
  });

  it('follows a configured lifetime, and refuses a token older than it even when its own expiry is later', async () => {
    const key = await customerTokenKey(secret);
    const short = await signCustomerToken(key, casey, { ...options, ttlSeconds: 60, now: issued });
    expect(await checkCustomerToken(key, short.token, { ...expected, now: at(61) })).toMatchObject({
      reason: 'expired',
    });
    const long = await signCustomerToken(key, casey, { ...options, ttlSeconds: 3600, now: issued });
    expect(await checkCustomerToken(key, long.token, { ...expected, now: at(301) })).toMatchObject({
      reason: 'expired',
    });
  });

  it("refuses another customer's token, another site's, another service's, and any change to it", async () => {
    const key = await customerTokenKey(secret);
    const { token } = await signCustomerToken(key, casey, { ...options, now: issued });
    expect(await checkCustomerToken(key, token, { ...expected, customerId: 'user-2', now: issued })).toMatchObject({
      ok: false,
      reason: 'not-yours',
      message: 'That account token belongs to another account.',
    });
    expect(await checkCustomerToken(key, token, { ...expected, site: 'DTC', now: issued })).toMatchObject({
      reason: 'invalid',
    });
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const forged = Buffer.from(JSON.stringify({ ...decodeJwt(token), sub: 'user-2' })).toString('base64url');
    expect(
      await checkCustomerToken(key, `${header}.${forged}.${signature}`, {
        ...expected,
        customerId: 'user-2',
        now: issued,
      }),
    ).toMatchObject({ reason: 'invalid' });
    expect(
      await checkCustomerToken(key, `${header}.${payload}.${signature.slice(0, -2)}AA`, { ...expected, now: issued }),
    ).toMatchObject({ reason: 'invalid' });
    expect(await checkCustomerToken(key, 'not-a-token', { ...expected, now: issued })).toMatchObject({
      reason: 'invalid',
    });
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
    expect(await checkCustomerToken(key, unsigned, { ...expected, now: issued })).toMatchObject({ reason: 'invalid' });
  });

  it('refuses a token for another service, or one without an expiry', async () => {
    const key = await customerTokenKey(secret);
    const other = await new SignJWT({ site: 'HPSF' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('petfood-store')
      .setSubject('user-1')
      .setAudience('orders')
      .setIssuedAt(issued)
      .setExpirationTime(at(300))
      .sign(key);
    expect(await checkCustomerToken(key, other, { ...expected, now: issued })).toMatchObject({ reason: 'invalid' });
    const endless = await new SignJWT({ site: 'HPSF' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('petfood-store')
      .setSubject('user-1')
      .setAudience('identity')
      .setIssuedAt(issued)
      .sign(key);
    expect(await checkCustomerToken(key, endless, { ...expected, now: issued })).toMatchObject({ reason: 'invalid' });
  });
});
