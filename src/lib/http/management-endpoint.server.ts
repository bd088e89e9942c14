// Calls of the subscription service (spec 000 §3, §7): the signed-in customer, holding a fresh order-management
// cookie for the same customer, as the subscription service asks for. /api/crypto hands the cookie out.
import type { APIContext } from 'astro';
import type { z } from 'zod/v4';
import type { SessionUser } from '../account/accounts.server';
import type { Db } from '../db/connect.server';
import { derivedKey } from '../site/keys.server';
import {
  MANAGEMENT_COOKIE,
  MANAGEMENT_COOKIE_LIFETIME_MS,
  managementPair,
  verifyManagementCookie,
} from '../subscriptions/management-cookie';
import { customerEndpoint } from './customer-endpoint.server';
import { errorResponse } from './errors';

/** The purpose the cookie's signing key is derived for. */
const MANAGEMENT_KEY = 'order-management-cookie';

/** Secure, except where the shop is served over plain http to a host that is not this machine. */
const secureCookie = (url: URL): boolean =>
  url.protocol === 'https:' || ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);

/**
 * Sets a new order-management cookie for the customer and answers the pair it was made from. /api/crypto calls it, and
 * so does the page of the customer's autoships while it renders, so its first change needs no 401 and retry.
 */
export function issueManagementCookie(
  context: Pick<APIContext, 'cookies' | 'url'>,
  userId: string,
): { timestamp: number; signature: string } {
  const pair = managementPair(userId, Date.now(), derivedKey(MANAGEMENT_KEY));
  context.cookies.set(MANAGEMENT_COOKIE, pair.cookie, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: secureCookie(context.url),
    maxAge: MANAGEMENT_COOKIE_LIFETIME_MS / 1000,
  });
  return { timestamp: pair.timestamp, signature: pair.signature };
}

/** Whether the request carries a valid order-management cookie for this customer. */
export const holdsManagementCookie = (context: Pick<APIContext, 'cookies'>, userId: string): boolean =>
  verifyManagementCookie(context.cookies.get(MANAGEMENT_COOKIE)?.value, derivedKey(MANAGEMENT_KEY), Date.now()) ===
  userId;

export function managementEndpoint<S extends z.ZodObject>(
  schema: S,
  call: (db: Db, user: SessionUser, input: z.output<S>) => Promise<Record<string, unknown>>,
) {
  return customerEndpoint(schema, async (db, user, input, context) =>
    holdsManagementCookie(context, user.id)
      ? call(db, user, input)
      : errorResponse(
          'UNAUTHENTICATED',
          'Your autoship session has ended. Ask /api/crypto for a new one and try again.',
        ),
  );
}
