import { z } from 'zod/v4';
import { getDb } from '../../lib/db/instance.server';
import { postEndpoint } from '../../lib/http/endpoint';
import { errorResponse } from '../../lib/http/errors';
import { allowAttempt } from '../../lib/http/rate-limit.server';
import { clientKey } from '../../lib/http/client-key.server';
import { contactMessage } from '../../lib/support/contact';
import { saveContactMessage } from '../../lib/support/contact.server';

// `/api/send-contact-us` { data } (spec 000 §7): stored, acknowledged by mail; 5 messages per 10 minutes per client.
export const { POST, ALL } = postEndpoint(z.object({ data: contactMessage }), async ({ data }, context) => {
  const db = await getDb();
  if (!(await allowAttempt(db, `contact:${clientKey(context)}`, { max: 5, windowSeconds: 600 })))
    return errorResponse(
      'RATE_LIMITED',
      'You have sent several messages already. Please wait a few minutes.',
      undefined,
      { 'retry-after': '600' },
    );
  const reference = await saveContactMessage(db, context.locals.site, context.locals.user?.id ?? null, data);
  return { ok: true, reference };
});
