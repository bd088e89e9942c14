// Place Order: one transaction that takes the stock, charges the card and writes the order (see place-order.server).
// A retry of the same attempt answers the order it made; at most twenty presses a checkout in ten minutes.
import { z } from 'zod/v4';
import { clearCartCookie, setCartCookie } from '../../../lib/cart/cookies.server';
import { placeCheckoutOrder } from '../../../lib/checkout/actions.server';
import { paymentGateway } from '../../../lib/checkout/gateway.server';
import { orderFor } from '../../../lib/checkout/place-order.server';
import { requestCheckout } from '../../../lib/checkout/session.server';
import { cartGone, checkoutEnded } from '../../../lib/http/checkout-step.server';
import { postEndpoint } from '../../../lib/http/endpoint';
import { allowAttempt, tooManyTries } from '../../../lib/http/rate-limit.server';
import { secureCookies } from '../../../lib/site/config.server';
import { cents } from '../../../lib/site/money';

const body = z.object({
  attemptToken: z.string().regex(/^[\w-]{16,64}$/, 'must be the token the review page gave'),
  expectedTotal: z.string().regex(/^\d{1,7}\.\d{2}$/, 'must be an amount like 12.50'),
  expectedLines: z.string().regex(/^[\w-]{32}$/, 'must be the key the review page gave'),
});

export const { POST, ALL } = postEndpoint(body, async (input, context) => {
  const found = await requestCheckout(context);
  if (!found) return checkoutEnded();
  if (!found.view) {
    if (!found.checkout.orderId) return { order: null, ...cartGone() };
    // The order was placed by an earlier press whose answer never arrived: its cart is gone, and so is its cookie.
    clearCartCookie(context.cookies, found.checkout.cartId, secureCookies(context.url));
    return {
      order: await orderFor(found.db, { checkoutId: found.checkout.id }),
      next: '/checkout/confirmation',
      userErrors: [],
    };
  }
  if (!(await allowAttempt(found.db, `checkout-place:${found.checkout.id}`, { max: 20, windowSeconds: 600 })))
    return tooManyTries();
  const answer = await placeCheckoutOrder(found.db, paymentGateway(), found.view, context.locals.user, {
    attemptToken: input.attemptToken,
    expectedTotalCents: cents(input.expectedTotal),
    expectedLines: input.expectedLines,
  });
  const { keptCartId, ...placed } = answer;
  if (placed.order) clearCartCookie(context.cookies, found.checkout.cartId, secureCookies(context.url));
  // Lines the order did not take stay with the shopper, in the cart made again from them (spec 000 §4).
  if (keptCartId) setCartCookie(context.cookies, keptCartId, context.locals.user !== null, secureCookies(context.url));
  return { ...placed, next: placed.order ? '/checkout/confirmation' : null };
});
