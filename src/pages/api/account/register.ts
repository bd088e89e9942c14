// Registration behind the shop's own form: a consumer on DTC, a staff member on HPSF (who then joins a clinic). The
// account is used once its email is confirmed through the mailed link (/shelter/verify-email), so the answer is the
// same, in what it says and in the work behind it, whether or not the email already has an account.
import { z } from 'zod/v4';
import { register } from '../../../lib/account/accounts.server';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../../lib/account/auth.server';
import { emailField, returnToFields } from '../../../lib/account/requests';
import { afterLoginTarget } from '../../../lib/account/rules';
import { getDb } from '../../../lib/db/instance.server';
import { clientKey } from '../../../lib/http/client-key.server';
import { postEndpoint } from '../../../lib/http/endpoint';
import { allowAttempt, tooManyAttempts } from '../../../lib/http/rate-limit.server';
import { isStaffSite } from '../../../lib/site/site';

const name = z.string().trim().min(1, 'is required').max(80);
const body = z.object({
  email: emailField,
  password: z.string().min(PASSWORD_MIN, `must be at least ${PASSWORD_MIN} characters`).max(PASSWORD_MAX),
  firstName: name,
  lastName: name,
  acceptsMarketing: z.boolean().default(false),
  ...returnToFields,
});

export const { POST, ALL } = postEndpoint(body, async (input, context) => {
  const db = await getDb();
  if (!(await allowAttempt(db, `register:ip:${clientKey(context)}`, { max: 30, windowSeconds: 600 })))
    return tooManyAttempts();
  const kind = isStaffSite(context.locals.site) ? 'staff' : 'consumer';
  // Staff go on to join their clinic once confirmed; a consumer to where the form was opened from.
  const then = kind === 'staff' ? null : afterLoginTarget(input);
  await register({ ...input, kind }, then === '/' ? null : then);
  return { confirmationSent: true, redirectTo: null, userErrors: [] };
});
