// Checkout's third step: a new card, checked with the gateway, or one the customer saved before, within the
// card-testing limits below.
import { z } from 'zod/v4';
import { payWithSavedCard, savePayment } from '../../../lib/checkout/actions.server';
import { paymentGateway } from '../../../lib/checkout/gateway.server';
import { checkoutStep } from '../../../lib/http/checkout-step.server';
import type { Db } from '../../../lib/db/connect.server';
import { clientKey } from '../../../lib/http/client-key.server';
import { errorResponse } from '../../../lib/http/errors';
import { allowAttempt, tooManyTries } from '../../../lib/http/rate-limit.server';

/** A new card, or the id of one the customer saved before: exactly one of the two. */
const body = z.object({
  card: z
    .object({
      number: z.string().trim().max(32),
      expMonth: z.number().int().min(1).max(12),
      expYear: z.number().int().min(0).max(2100),
      cvc: z.string().trim().max(4),
    })
    .optional(),
  savedCardId: z
    .string()
    .regex(/^pm_[\w-]{8,60}$/, 'must be a saved card id')
    .optional(),
});

/**
 * Card testing is slowed across checkouts too: ten cards a checkout and thirty a client in ten minutes, and thirty a
 * customer in an hour (a new cart or checkout starts none of these again).
 */
async function mayTryCard(db: Db, checkoutId: string, client: string, customerId: string | null): Promise<boolean> {
  const limits = await Promise.all([
    allowAttempt(db, `checkout-payment:${checkoutId}`, { max: 10, windowSeconds: 600 }),
    allowAttempt(db, `checkout-payment:client:${client}`, { max: 30, windowSeconds: 600 }),
    customerId ? allowAttempt(db, `checkout-payment:customer:${customerId}`, { max: 30, windowSeconds: 3600 }) : true,
  ]);
  return !limits.includes(false);
}

export const { POST, ALL } = checkoutStep(body, async ({ db, view }, { card, savedCardId }, context) => {
  const user = context.locals.user;
  const allowed = () => mayTryCard(db, view.checkout.id, clientKey(context), user?.id ?? null);
  if (card && !savedCardId)
    return (await allowed()) ? savePayment(db, paymentGateway(), view, user, card) : tooManyTries();
  if (savedCardId && !card) return (await allowed()) ? payWithSavedCard(db, view, user, savedCardId) : tooManyTries();
  return errorResponse('BAD_REQUEST', 'Send either a new card or a saved card id');
});
