// Checkout's first step: the email, home or clinic delivery, the address and the marketing choice.
import { z } from 'zod/v4';
import { addressInput } from '../../../lib/account/address';
import { saveInformation } from '../../../lib/checkout/actions.server';
import { checkoutStep } from '../../../lib/http/checkout-step.server';

const body = z.object({
  email: z.email('must be an email address').max(254),
  location: z.enum(['ship_to_home', 'ship_to_work']).default('ship_to_home'),
  address: addressInput.nullish(),
  acceptsMarketing: z.boolean().default(false),
});

export const { POST, ALL } = checkoutStep(body, ({ db, view }, input, context) =>
  saveInformation(db, view, context.locals.user, { ...input, address: input.address ?? null }),
);
