// The order-management cookie (spec 000 §7 /api/crypto, §9): the customer's id, the time it was made and a base64
// HMAC-SHA256 signature of both, joined by "|". It lets the subscription service trust who is asking for two hours.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const MANAGEMENT_COOKIE = 'og_auth';
export const MANAGEMENT_COOKIE_LIFETIME_MS = 7_200_000;

export const managementSignature = (userId: string, timestamp: number, key: string): string =>
  createHmac('sha256', key).update(`${userId}|${timestamp}`).digest('base64');

/** The pair /api/crypto answers, and the cookie value built from it. */
export function managementPair(
  userId: string,
  now: number,
  key: string,
): { timestamp: number; signature: string; cookie: string } {
  const timestamp = Math.floor(now / 1000);
  const signature = managementSignature(userId, timestamp, key);
  return { timestamp, signature, cookie: `${userId}|${timestamp}|${signature}` };
}

/** The customer a cookie speaks for, or null when it is malformed, forged, from the future or older than two hours. */
export function verifyManagementCookie(value: string | undefined, key: string, now: number): string | null {
  const parts = value?.split('|');
  if (!parts || parts.length !== 3) return null;
  const [userId, stamp, signature] = parts as [string, string, string];
  if (!userId || !/^\d{1,12}$/.test(stamp)) return null;
  const timestamp = Number(stamp);
  const ageMs = now - timestamp * 1000;
  if (ageMs < -60_000 || ageMs > MANAGEMENT_COOKIE_LIFETIME_MS) return null;
  const expected = Buffer.from(managementSignature(userId, timestamp, key));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? userId : null;
}
