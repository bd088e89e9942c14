// The checkout calls: /api/multipass (spec 001 §7: getURL, email, checkoutUrl → the checkout's URL) and one call per
// step under /api/checkout/. Every step call works on the asker's own checkout only (404 for any other).
import type { APIContext } from 'astro';
import { z } from 'zod/v4';
import { addressInput } from '../account/address';
import { clearCartCookie } from '../cart/cookies.server';
import { postEndpoint } from '../http/endpoint';
import { errorResponse } from '../http/errors';
import { allowAttempt } from '../http/rate-limit.server';
import { cents } from '../site/money';
import { secureCookies, siteOrigin } from '../site/config.server';
import { confirmDelivery, placeCheckoutOrder, saveInformation, savePayment } from './actions.server';
import { paymentGateway } from './gateway.server';
import { orderFor } from './place-order.server';
import { requestCheckout, startCheckout, type RequestCheckout } from './session.server';
import type { CheckoutView } from './view.server';

export const multipassEndpoint = () =>
  postEndpoint(
    z.object({
      getURL: z.boolean().optional(),
      email: z.email().max(254).nullish(),
      checkoutUrl: z.string().max(2000).nullish(),
    }),
    async (input, context) => {
      const origin = siteOrigin(context.request, context.url);
      if (
        input.checkoutUrl &&
        !input.checkoutUrl.startsWith(`${origin}/checkout`) &&
        !/^\/checkout(\/|\?|$)/.test(input.checkoutUrl)
      ) {
        return errorResponse('BAD_REQUEST', 'checkoutUrl must be this shop’s checkout.', [
          { path: ['checkoutUrl'], message: 'is not this shop’s checkout' },
        ]);
      }
      const user = context.locals.user;
      if (user && input.email && input.email.toLowerCase() !== user.email.toLowerCase())
        return errorResponse('FORBIDDEN', 'You can only check out as yourself.');
      const started = await startCheckout(context, input.email ?? null);
      return 'url' in started ? { url: `${origin}${started.url}` } : errorResponse('BAD_REQUEST', started.error);
    },
  );

// A checkout takes a handful of cards and presses, not a card-testing run: past these, 429 for ten minutes.
const CARD_TRIES = { max: 10, windowSeconds: 600 };
const PLACE_TRIES = { max: 20, windowSeconds: 600 };
const tooMany = () =>
  errorResponse('RATE_LIMITED', 'Too many tries. Please wait a few minutes and try again.', undefined, {
    'retry-after': '600',
  });

const checkoutEnded = () => errorResponse('NOT_FOUND', 'Your checkout has ended. Return to your cart to start again.');

/** The checkout's cart is empty or gone (emptied in another tab, or expired): back to the cart. */
const cartGone = () => ({
  next: '/cart',
  userErrors: [
    {
      code: 'INVALID',
      field: ['cart'],
      message: 'Your cart is empty now, so there is nothing to order. Return to your cart to start again.',
    },
  ],
});

function stepEndpoint<S extends z.ZodObject>(
  schema: S,
  call: (
    found: RequestCheckout & { view: CheckoutView },
    input: z.output<S>,
    context: APIContext,
  ) => Promise<Response | Record<string, unknown>>,
) {
  return postEndpoint(schema, async (input, context) => {
    const found = await requestCheckout(context);
    if (!found) return checkoutEnded();
    if (!found.view)
      return found.checkout.orderId
        ? {
            next: '/checkout/confirmation',
            userErrors: [{ code: 'INVALID', field: ['checkout'], message: 'This order has already been placed.' }],
          }
        : cartGone();
    return call({ ...found, view: found.view }, input, context);
  });
}

export const informationEndpoint = () =>
  stepEndpoint(
    z.object({
      email: z.email('must be an email address').max(254),
      location: z.enum(['ship_to_home', 'ship_to_work']).default('ship_to_home'),
      address: addressInput.nullish(),
      acceptsMarketing: z.boolean().default(false),
    }),
    ({ db, view }, input, context) =>
      saveInformation(db, view, context.locals.user, { ...input, address: input.address ?? null }),
  );

export const deliveryEndpoint = () => stepEndpoint(z.object({}), ({ db, view }) => confirmDelivery(db, view));

export const paymentEndpoint = () =>
  stepEndpoint(
    z.object({
      card: z.object({
        number: z.string().trim().max(32),
        expMonth: z.number().int().min(1).max(12),
        expYear: z.number().int().min(0).max(2100),
        cvc: z.string().trim().max(4),
      }),
    }),
    async ({ db, view }, { card }, context) =>
      (await allowAttempt(db, `checkout-payment:${view.checkout.id}`, CARD_TRIES))
        ? savePayment(db, paymentGateway(), view, context.locals.user, card)
        : tooMany(),
  );

export const placeOrderEndpoint = () =>
  postEndpoint(
    z.object({
      attemptToken: z.string().regex(/^[\w-]{16,64}$/, 'must be the token the review page gave'),
      expectedTotal: z.string().regex(/^\d{1,7}\.\d{2}$/, 'must be an amount like 12.50'),
    }),
    async (input, context) => {
      const found = await requestCheckout(context);
      if (!found) return checkoutEnded();
      if (!found.view) {
        if (!found.checkout.orderId) return { order: null, ...cartGone() };
        // Placed already: a retry of the same attempt answers the order it made.
        return {
          order: await orderFor(found.db, { checkoutId: found.checkout.id }),
          next: '/checkout/confirmation',
          userErrors: [],
        };
      }
      if (!(await allowAttempt(found.db, `checkout-place:${found.checkout.id}`, PLACE_TRIES))) return tooMany();
      const answer = await placeCheckoutOrder(found.db, paymentGateway(), found.view, context.locals.user, {
        attemptToken: input.attemptToken,
        expectedTotalCents: cents(input.expectedTotal),
      });
      if (answer.order) clearCartCookie(context.cookies, found.checkout.cartId, secureCookies(context.url));
      return { ...answer, next: answer.order ? '/checkout/confirmation' : null };
    },
  );
