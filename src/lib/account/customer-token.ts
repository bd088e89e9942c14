// The customer token (spec 000 §7 create-customer-token, and the `jwt` of the identity proxy's calls): a short-lived
// JWT, HS256, that says which signed-in customer of which site asked, and for which of the shop's services (`aud`,
// from the request's `key`). It is signed with a key derived from the auth secret for this use alone, so it is never
// the secret that signs sessions. A token proves nothing by itself: the calls that take one still need the session,
// and the token must be the session customer's own.
import { errors, jwtVerify, SignJWT } from 'jose';
import type { SiteId } from '../site/site';

/** Seconds a token lives unless CUSTOMER_TOKEN_TTL says otherwise. */
export const CUSTOMER_TOKEN_TTL_DEFAULT = 300;

/** The services that take a customer token; the request's `key` names one of them and becomes the audience. */
export const TOKEN_AUDIENCES = ['identity'] as const;
export type TokenAudience = (typeof TOKEN_AUDIENCES)[number];

const ISSUER = 'petfood-store';
const KEY_LABEL = 'petfood-store customer token v1';

/** HKDF-SHA-256 of the auth secret with this use's own label: 32 bytes for HS256. */
export async function customerTokenKey(secret: string): Promise<Uint8Array> {
  const encoder = new TextEncoder();
  const material = await crypto.subtle.importKey('raw', encoder.encode(secret), 'HKDF', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits(
    { name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(0), info: encoder.encode(KEY_LABEL) },
    material,
    256,
  );
  return new Uint8Array(bits);
}

export type TokenCustomer = { id: string; email: string; firstName: string; lastName: string };
export type TokenOptions = { site: SiteId; audience: TokenAudience; ttlSeconds: number; now?: Date };

export async function signCustomerToken(
  key: Uint8Array,
  customer: TokenCustomer,
  { site, audience, ttlSeconds, now = new Date() }: TokenOptions,
): Promise<{ token: string; expiresAt: Date }> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = issuedAt + ttlSeconds;
  const token = await new SignJWT({
    email: customer.email,
    given_name: customer.firstName,
    family_name: customer.lastName,
    site,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setSubject(customer.id)
    .setAudience(audience)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(key);
  return { token, expiresAt: new Date(expiresAt * 1000) };
}

export type TokenCheck = { ok: true } | { ok: false; reason: 'expired' | 'invalid' | 'not-yours'; message: string };

const refused = (reason: 'expired' | 'invalid' | 'not-yours'): TokenCheck => ({
  ok: false,
  reason,
  message: {
    expired: 'Your account token has expired. Please try again.',
    invalid: 'Your account token is not valid. Please sign in again.',
    'not-yours': 'That account token belongs to another account.',
  }[reason],
});

/**
 * A token passes when our key signed it (HS256 only), it is for this audience and site, it is no older than the
 * lifetime and not expired at `now`, and its subject is the customer asking.
 */
export async function checkCustomerToken(
  key: Uint8Array,
  token: string,
  expected: { customerId: string; site: SiteId; audience: TokenAudience; ttlSeconds: number; now?: Date },
): Promise<TokenCheck> {
  let payload;
  try {
    ({ payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: expected.audience,
      requiredClaims: ['sub', 'iat', 'exp'],
      maxTokenAge: expected.ttlSeconds,
      currentDate: expected.now ?? new Date(),
    }));
  } catch (error) {
    // Whatever else fails (a bad signature, another algorithm, a malformed token) is a token we did not make.
    return refused(error instanceof errors.JWTExpired ? 'expired' : 'invalid');
  }
  if (payload.site !== expected.site) return refused('invalid');
  if (payload.sub !== expected.customerId) return refused('not-yours');
  return { ok: true };
}
