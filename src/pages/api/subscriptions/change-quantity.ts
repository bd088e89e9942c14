// How many of its food an autoship delivers (spec 000 §5: 1 to 5).
import { z } from 'zod/v4';
import { managementEndpoint } from '../../../lib/http/management-endpoint.server';
import { changeAutoship } from '../../../lib/subscriptions/subscriptions.server';

const body = z.object({ subscription: z.string().min(1).max(64), quantity: z.number().int().min(0).max(100) });

export const { POST, ALL } = managementEndpoint(body, (db, user, input) =>
  changeAutoship(db, user.id, input.subscription, { kind: 'quantity', quantity: input.quantity }),
);
