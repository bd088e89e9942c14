// get-{commerce}-order (spec 000 §7): one of the signed-in customer's orders; someone else's is simply not found.
import { z } from 'zod/v4';
import { customerEndpoint } from '../../../../lib/http/customer-endpoint.server';
import { errorResponse } from '../../../../lib/http/errors';
import { getOrder } from '../../../../lib/orders/orders.server';

export const { POST, ALL } = customerEndpoint(z.object({ id: z.string().min(1).max(64) }), async (db, user, { id }) => {
  const order = await getOrder(db, user.id, id);
  return order ? { order } : errorResponse('NOT_FOUND', 'That order cannot be found.');
});
