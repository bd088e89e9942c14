// Checkout's second step: the shopper confirms the delivery and its cost.
import { z } from 'zod/v4';
import { confirmDelivery } from '../../../lib/checkout/actions.server';
import { checkoutStep } from '../../../lib/http/checkout-step.server';

export const { POST, ALL } = checkoutStep(z.object({}), ({ db, view }) => confirmDelivery(db, view));
