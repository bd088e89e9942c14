// Send now: the next delivery is ordered at once with the card on file (the engine claims the autoship first).
import { z } from 'zod/v4';
import { sendNow } from '../../../lib/autoship/send-now.server';
import { managementEndpoint } from '../../../lib/http/management-endpoint.server';

export const { POST, ALL } = managementEndpoint(
  z.object({ subscription: z.string().min(1).max(64) }),
  (db, user, input) => sendNow(db, user.id, input.subscription),
);
