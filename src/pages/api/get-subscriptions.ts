// /api/get-subscriptions (spec 000 §7): the signed-in customer's autoships as the subscription service sends them.
import { z } from 'zod/v4';
import { customerEndpoint } from '../../lib/http/customer-endpoint.server';
import { errorResponse } from '../../lib/http/errors';
import { subscriptionRecords } from '../../lib/subscriptions/subscriptions.server';

export const { POST, ALL } = customerEndpoint(
  z.object({ customer: z.string().min(1).max(64) }),
  async (db, user, { customer }) =>
    customer === user.id
      ? { results: await subscriptionRecords(db, user.id) }
      : errorResponse('FORBIDDEN', 'You can only see your own autoships.'),
);
