// A call of one checkout step (/api/checkout/…): it works on the asker's own checkout only (404 for any other), and
// answers where to go when the order was already placed or the cart is gone.
import type { APIContext } from 'astro';
import type { z } from 'zod/v4';
import { requestCheckout, type RequestCheckout } from '../checkout/session.server';
import type { CheckoutView } from '../checkout/view.server';
import { postEndpoint } from './endpoint';
import { errorResponse } from './errors';

export const checkoutEnded = () =>
  errorResponse('NOT_FOUND', 'Your checkout has ended. Return to your cart to start again.');

/** The checkout's cart is empty or gone (emptied in another tab, or expired): back to the cart. */
export const cartGone = () => ({
  next: '/cart',
  userErrors: [
    {
      code: 'INVALID',
      field: ['cart'],
      message: 'Your cart is empty now, so there is nothing to order. Return to your cart to start again.',
    },
  ],
});

export function checkoutStep<S extends z.ZodObject>(
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
