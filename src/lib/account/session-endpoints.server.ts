// The sign-in, registration and sign-out calls behind the shop's own forms: rate-limited, without telling whether an
// email has an account, copying the identity provider's session cookie to the answer, and carrying the guest's cart
// over to the customer (spec 000 §4 "Cart": merged at login, kept in the persisted-cart metafield).
import type { APIContext } from 'astro';
import { z } from 'zod/v4';
import { claimCartAtSignIn } from '../cart/cart.server';
import { CART_COOKIE, GUEST_CART_COOKIE, setCartCookie } from '../cart/cookies.server';
import { MANAGEMENT_COOKIE } from '../subscriptions/management-cookie';
import { getDb } from '../db/instance.server';
import { postEndpoint } from '../http/endpoint';
import { errorResponse, json, jsonWithCookies } from '../http/errors';
import { allowAttempt, clearAttempts } from '../http/rate-limit.server';
import { clientKey } from '../http/client-address';
import { secureCookies } from '../site/config.server';
import { isStaffSite } from '../site/site';
import { register, signIn, signOut, type SessionUser } from './accounts.server';
import { getMetafield, PERSISTED_CART, setMetafield } from './metafields.server';
import { PASSWORD_MAX, PASSWORD_MIN } from './auth.server';
import { afterLoginTarget } from './rules';

const email = z
  .email('must be an email address')
  .max(254)
  .transform((e) => e.toLowerCase());
const returnTo = {
  previous: z.string().max(2048).nullish(),
  redirect: z.string().max(4096).nullish(),
  ftcAcknowledged: z.boolean().optional(),
};

/** The customer's cart after sign-in: the guest's joins it, the cookie moves to col_cart_id, the id is remembered. */
async function carryCart(context: APIContext, user: SessionUser): Promise<void> {
  const db = await getDb();
  const guest = context.cookies.get(GUEST_CART_COOKIE)?.value ?? null;
  const saved = await getMetafield(db, user.id, PERSISTED_CART);
  const cartId = await claimCartAtSignIn(db, context.locals.site, user.id, guest, saved);
  const secure = secureCookies(context.url);
  if (guest) context.cookies.delete(GUEST_CART_COOKIE, { path: '/' });
  if (!cartId) return;
  setCartCookie(context.cookies, cartId, true, secure);
  if (cartId !== saved) await setMetafield(db, user.id, PERSISTED_CART, cartId);
}

const TOO_MANY = () =>
  errorResponse('RATE_LIMITED', 'Too many attempts. Please wait a minute and try again.', undefined, {
    'retry-after': '60',
  });

export const signInEndpoint = () =>
  postEndpoint(
    z.object({ email, password: z.string().min(1).max(PASSWORD_MAX), ...returnTo }),
    async (input, context) => {
      const db = await getDb();
      const emailKey = `sign-in:email:${input.email}`;
      const limits = await Promise.all([
        allowAttempt(db, emailKey, { max: 5, windowSeconds: 60 }),
        allowAttempt(db, `sign-in:ip:${clientKey(context)}`, { max: 60, windowSeconds: 60 }),
      ]);
      if (limits.includes(false)) return TOO_MANY();
      const result = await signIn(input.email, input.password, context.request.headers);
      if (!result.ok) return errorResponse('UNAUTHENTICATED', 'That email and password do not match an account.');
      // Only wrong passwords use up the account's tries; signing in on another device does not.
      await clearAttempts(db, emailKey);
      await carryCart(context, result.user);
      const target =
        result.user.kind === 'staff' && !result.user.isRegistered ? '/shelter/register' : afterLoginTarget(input);
      return jsonWithCookies({ redirectTo: target }, result.headers);
    },
  );

const name = z.string().trim().min(1, 'is required').max(80);

export const registerEndpoint = () =>
  postEndpoint(
    z.object({
      email,
      password: z.string().min(PASSWORD_MIN, `must be at least ${PASSWORD_MIN} characters`).max(PASSWORD_MAX),
      firstName: name,
      lastName: name,
      acceptsMarketing: z.boolean().default(false),
      ...returnTo,
    }),
    async (input, context) => {
      const db = await getDb();
      if (!(await allowAttempt(db, `register:ip:${clientKey(context)}`, { max: 30, windowSeconds: 600 })))
        return TOO_MANY();
      const kind = isStaffSite(context.locals.site) ? 'staff' : 'consumer';
      const result = await register({ ...input, kind }, context.request.headers);
      if (!result.ok) {
        // The same answer whether or not the email already has an account.
        return json({
          redirectTo: null,
          userErrors: [
            {
              field: ['email'],
              message:
                'We could not create an account with these details. If you already have one, log in or reset your password.',
            },
          ],
        });
      }
      await carryCart(context, result.user);
      const target = kind === 'staff' ? '/shelter/register' : afterLoginTarget(input);
      return jsonWithCookies({ redirectTo: target, userErrors: [] }, result.headers);
    },
  );

export const signOutEndpoint = () =>
  postEndpoint(z.object({}), async (_input, context) => {
    const headers = await signOut(context.request.headers);
    for (const cookie of [CART_COOKIE, GUEST_CART_COOKIE, MANAGEMENT_COOKIE])
      context.cookies.delete(cookie, { path: '/' });
    return jsonWithCookies({ redirectTo: '/' }, headers);
  });
