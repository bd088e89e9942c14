// Starts a cancelled autoship again, first due one interval from today.
import { z } from 'zod/v4';
import { managementEndpoint } from '../../../lib/http/management-endpoint.server';
import { changeAutoship } from '../../../lib/subscriptions/subscriptions.server';

export const { POST, ALL } = managementEndpoint(
  z.object({ subscription: z.string().min(1).max(64) }),
  (db, user, input) => changeAutoship(db, user.id, input.subscription, { kind: 'reactivate' }),
);
