// get-{commerce}-orders (spec 000 §7): a page of the signed-in customer's orders, newest first, after or before a
// cursor, optionally searched by order number, food or SKU. `id` must be the customer's own.
import { z } from 'zod/v4';
import { customerEndpoint } from '../../../../lib/http/customer-endpoint.server';
import { errorResponse } from '../../../../lib/http/errors';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../../../lib/orders/cursor';
import { BadCursor, listOrders } from '../../../../lib/orders/orders.server';

const cursor = z.string().min(1).max(200);
const body = z.object({
  id: z.string().min(1).max(64),
  quantity: z.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  cursor: cursor.nullish(),
  before: cursor.nullish(),
  query: z.string().trim().max(100).nullish(),
});

export const { POST, ALL } = customerEndpoint(body, async (db, user, input) => {
  if (input.id !== user.id) return errorResponse('FORBIDDEN', 'You can only see your own orders.');
  if (input.cursor && input.before)
    return errorResponse('BAD_REQUEST', 'Ask for the orders after one cursor or before one, not both.', [
      { path: ['before'], message: 'cannot be given with cursor' },
    ]);
  try {
    return await listOrders(db, user.id, {
      first: input.quantity,
      after: input.cursor ?? undefined,
      before: input.before ?? undefined,
      query: input.query || undefined,
    });
  } catch (error) {
    if (error instanceof BadCursor)
      return errorResponse('BAD_REQUEST', error.message, [
        { path: ['cursor'], message: 'is not a cursor this shop gave out' },
      ]);
    throw error;
  }
});
