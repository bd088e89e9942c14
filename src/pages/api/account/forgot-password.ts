// Forgot password (spec 000 §2 shelter routes): the request always gets the same answer, so nobody learns whether an
// email has an account; at most three requests for one email in ten minutes.
import { z } from 'zod/v4';
import { RESET_SENT, requestPasswordReset } from '../../../lib/account/passwords.server';
import { getDb } from '../../../lib/db/instance.server';
import { postEndpoint } from '../../../lib/http/endpoint';
import { errorResponse } from '../../../lib/http/errors';
import { allowAttempt } from '../../../lib/http/rate-limit.server';

const body = z.object({
  email: z
    .email('must be an email address')
    .max(254)
    .transform((e) => e.toLowerCase()),
});

export const { POST, ALL } = postEndpoint(body, async ({ email }) => {
  if (!(await allowAttempt(await getDb(), `reset:email:${email}`, { max: 3, windowSeconds: 600 }))) {
    return errorResponse('RATE_LIMITED', 'Too many requests for this email. Please wait a few minutes.', undefined, {
      'retry-after': '600',
    });
  }
  await requestPasswordReset(email);
  return { message: RESET_SENT };
});
