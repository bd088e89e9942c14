// Buy again (issue 42 §4; docs/api.md "Buy again"): one of the signed-in customer's orders into their cart, answered
// as every cart call; someone else's order, or one that never was, is simply not found.
import { z } from 'zod/v4';
import { customerCartEndpoint } from '../../../../lib/http/customer-cart-endpoint.server';
import { errorResponse } from '../../../../lib/http/errors';
import { buyAgain } from '../../../../lib/orders/buy-again.server';

export const { POST, ALL } = customerCartEndpoint(
  z.object({ orderId: z.string().min(1).max(64) }),
  { name: 'buy-again', max: 30, windowSeconds: 600 },
  async (db, context, { orderId }) =>
    (await buyAgain(db, context, orderId)) ?? errorResponse('NOT_FOUND', 'That order cannot be found.'),
);
