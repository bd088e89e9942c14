// The order calls of spec 000 §7: get-{commerce}-orders (id, quantity, cursor, query), -order (id), -last-order (id).
// The customer id in a body must be the signed-in customer's own; someone else's order is simply not found.
import { z } from 'zod/v4';
import { customerEndpoint } from '../account/customer-endpoint.server';
import { errorResponse } from '../http/errors';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './cursor';
import { BadCursor, getOrder, lastOrder, listOrders } from './orders.server';

const customerId = z.string().min(1).max(64);
const cursor = z.string().min(1).max(200);
const notYours = () => errorResponse('FORBIDDEN', 'You can only see your own orders.');

export const ordersEndpoint = () =>
  customerEndpoint(
    z.object({
      id: customerId,
      quantity: z.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
      cursor: cursor.nullish(),
      before: cursor.nullish(),
      query: z.string().trim().max(100).nullish(),
    }),
    async (db, user, input) => {
      if (input.id !== user.id) return notYours();
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
    },
  );

export const orderEndpoint = () =>
  customerEndpoint(z.object({ id: z.string().min(1).max(64) }), async (db, user, { id }) => {
    const order = await getOrder(db, user.id, id);
    return order ? { order } : errorResponse('NOT_FOUND', 'That order cannot be found.');
  });

export const lastOrderEndpoint = () =>
  customerEndpoint(z.object({ id: customerId }), async (db, user, { id }) =>
    id === user.id ? { order: await lastOrder(db, user.id) } : notYours(),
  );
