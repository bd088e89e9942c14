// The customer token (spec 000 §7 create-customer-token).
import { decodeJwt } from 'jose';
import { describe, expect, inject, it } from 'vitest';
import type { Customer } from '../../src/lib/account/customer.server';
import { Shopper, signedUp } from '../support/shopper';

const hpsf = inject('hpsfUrl');
const dtc = inject('dtcUrl');
const tokenPath = '/api/ecom/v1.0/create-customer-token';
type TokenAnswer = { token: string; expiresAt: string };
type ErrorAnswer = { error: { code: string; message: string } };

const askToken = (shopper: Shopper, email: string, extra: Record<string, unknown> = {}) =>
  shopper.post<TokenAnswer & ErrorAnswer>(tokenPath, { email, first_name: 'Vi', last_name: 'Tran', key: 'identity', ...extra });

const customerOf = async (shopper: Shopper) => (await shopper.post<{ customer: Customer }>('/api/ecom/v1.0/get-shopify-customer', {})).body.customer;

describe('create-customer-token', () => {
  it("gives the signed-in customer a five-minute token with their own claims, whatever names the body carries", async () => {
    const { shopper, email } = await signedUp(hpsf);
    const before = Date.now();
    const answer = await askToken(shopper, email.toUpperCase(), { first_name: 'Someone', last_name: 'Else' });
    expect(answer.status).toBe(200);
    const claims = decodeJwt(answer.body.token);
    const me = await customerOf(shopper);
    expect(claims).toMatchObject({ sub: me.id, email, given_name: 'Vi', family_name: 'Tran', site: 'HPSF', aud: 'identity' });
    expect(claims.exp! - claims.iat!).toBe(300);
    expect(Math.abs(Date.parse(answer.body.expiresAt) - (before + 300_000))).toBeLessThan(5_000);
  });

  it('refuses guests, another email and a malformed body', async () => {
    expect((await askToken(new Shopper(hpsf), 'nobody@example.com')).status).toBe(401);
    const { shopper, email } = await signedUp(dtc);
    const other = await askToken(shopper, 'staff@example.com');
    expect(other.status).toBe(403);
    expect(other.body.error).toEqual({ code: 'FORBIDDEN', message: 'A token can only be made for the account you are signed in with.' });
    for (const bad of [{ email: undefined }, { email: 'not-an-email' }, { email: 42 }, { key: 'orders' }, { key: undefined }, { first_name: 'x'.repeat(81) }]) {
      const answer = await askToken(shopper, email, bad);
      expect(answer.status, JSON.stringify(bad)).toBe(400);
      expect(answer.body.error.code).toBe('BAD_REQUEST');
    }
  });
});
