// An autoship's delivery interval, one of those its food is offered on.
import { z } from 'zod/v4';
import { managementEndpoint } from '../../../lib/http/management-endpoint.server';
import { changeAutoship } from '../../../lib/subscriptions/subscriptions.server';

const body = z.object({ subscription: z.string().min(1).max(64), frequencyDays: z.number().int().min(1).max(365) });

export const { POST, ALL } = managementEndpoint(body, (db, user, input) =>
  changeAutoship(db, user.id, input.subscription, { kind: 'frequency', frequencyDays: input.frequencyDays }),
);
