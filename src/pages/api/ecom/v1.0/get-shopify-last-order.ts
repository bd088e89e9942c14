// get-{commerce}-last-order (spec 000 §7): the signed-in customer's newest order, or null. `id` must be their own.
import { z } from 'zod/v4';
import { customerEndpoint } from '../../../../lib/http/customer-endpoint.server';
import { errorResponse } from '../../../../lib/http/errors';
import { lastOrder } from '../../../../lib/orders/orders.server';

export const { POST, ALL } = customerEndpoint(z.object({ id: z.string().min(1).max(64) }), async (db, user, { id }) =>
  id === user.id
    ? { order: await lastOrder(db, user.id) }
    : errorResponse('FORBIDDEN', 'You can only see your own orders.'),
);
