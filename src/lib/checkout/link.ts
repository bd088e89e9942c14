// The checkout link /api/multipass answers (spec 001 §7 multipass): the checkout's id, who it is for and when the link
// stops working, signed with HMAC-SHA256. It is good for five minutes; the checkout itself then lives on its cookie.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const CHECKOUT_LINK_LIFETIME_MS = 5 * 60 * 1000;

type Claims = { c: string; u: string | null; e: number };

const sign = (payload: string, key: string) => createHmac('sha256', key).update(payload).digest('base64url');

export function checkoutToken(checkoutId: string, userId: string | null, now: number, key: string): string {
  const payload = Buffer.from(
    JSON.stringify({ c: checkoutId, u: userId, e: now + CHECKOUT_LINK_LIFETIME_MS } satisfies Claims),
  ).toString('base64url');
  return `${payload}.${sign(payload, key)}`;
}

/** The checkout and customer a token names, or null when it is forged, malformed or expired. */
export function readCheckoutToken(
  token: string,
  key: string,
  now: number,
): { checkoutId: string; userId: string | null } | null {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(payload, key));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<Claims>;
    if (typeof claims.c !== 'string' || typeof claims.e !== 'number' || claims.e < now) return null;
    return { checkoutId: claims.c, userId: typeof claims.u === 'string' ? claims.u : null };
  } catch {
    return null;
  }
}
