// Ending a session: at the identity provider, and with it the cart and order-management cookies. Only ever on a POST
// from the shop's own pages (the middleware refuses a state change from another site).
import type { APIContext } from 'astro';
import { signOut } from '../account/accounts.server';
import { CART_COOKIE, CART_HINT_COOKIE, GUEST_CART_COOKIE } from '../cart/cookies.server';
import { MANAGEMENT_COOKIE } from '../subscriptions/management-cookie';

/** Signs the request's session out; answers the identity provider's cookie headers for the response. */
export async function endSession(context: Pick<APIContext, 'request' | 'cookies' | 'locals'>): Promise<Headers> {
  const headers = await signOut(context.request.headers);
  for (const cookie of [CART_COOKIE, GUEST_CART_COOKIE, CART_HINT_COOKIE, MANAGEMENT_COOKIE])
    context.cookies.delete(cookie, { path: '/' });
  context.locals.user = null;
  return headers;
}
