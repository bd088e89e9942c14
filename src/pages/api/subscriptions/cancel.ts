// Cancels an autoship with one of the offered reasons (and the customer's words for "other").
import { z } from 'zod/v4';
import { managementEndpoint } from '../../../lib/http/management-endpoint.server';
import { CANCEL_REASONS } from '../../../lib/subscriptions/changes';
import { changeAutoship } from '../../../lib/subscriptions/subscriptions.server';

const body = z.object({
  subscription: z.string().min(1).max(64),
  reason: z.enum(CANCEL_REASONS),
  detail: z.string().trim().max(500).nullish(),
});

export const { POST, ALL } = managementEndpoint(body, (db, user, input) =>
  changeAutoship(db, user.id, input.subscription, { kind: 'cancel', reason: input.reason, detail: input.detail }),
);
