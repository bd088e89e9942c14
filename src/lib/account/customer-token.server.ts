// Making and checking customer tokens with this server's key (derived from AUTH_SECRET, so every instance that shares
// the secret accepts the others' tokens) and lifetime (CUSTOMER_TOKEN_TTL).
import { AUTH_SECRET, CUSTOMER_TOKEN_TTL } from 'astro:env/server';
import { siteId } from '../site/config.server';
import type { SessionUser } from './accounts.server';
import {
  checkCustomerToken,
  customerTokenKey,
  signCustomerToken,
  type TokenAudience,
  type TokenCheck,
} from './customer-token';
import { authSecret } from '../site/secret.server';

let key: Promise<Uint8Array> | undefined;
const tokenKey = () => (key ??= customerTokenKey(authSecret(AUTH_SECRET)));

export async function mintCustomerToken(
  user: SessionUser,
  audience: TokenAudience,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  return signCustomerToken(await tokenKey(), user, { site: siteId(), audience, ttlSeconds: CUSTOMER_TOKEN_TTL, now });
}

export async function verifyCustomerToken(
  token: string,
  user: SessionUser,
  audience: TokenAudience,
  now = new Date(),
): Promise<TokenCheck> {
  return checkCustomerToken(await tokenKey(), token, {
    customerId: user.id,
    site: siteId(),
    audience,
    ttlSeconds: CUSTOMER_TOKEN_TTL,
    now,
  });
}
