// Registration behind the shop's own form: a consumer on DTC, a staff member on HPSF (who then joins a clinic). The
// answer is the same whether or not the email already has an account; the guest's cart is handed over.
import { z } from 'zod/v4';
import { register } from '../../../lib/account/accounts.server';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../../lib/account/auth.server';
import { emailField, returnToFields } from '../../../lib/account/requests';
import { afterLoginTarget } from '../../../lib/account/rules';
import { getDb } from '../../../lib/db/instance.server';
import { handOverCart } from '../../../lib/http/cart-hand-over.server';
import { clientKey } from '../../../lib/http/client-key.server';
import { postEndpoint } from '../../../lib/http/endpoint';
import { json, jsonWithCookies } from '../../../lib/http/errors';
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
  const result = await register({ ...input, kind }, context.request.headers);
  if (!result.ok) {
    return json({
      redirectTo: null,
      userErrors: [
        {
          field: ['email'],
          message:
            'We could not create an account with these details. If you already have one, log in or reset your password.',
        },
      ],
    });
  }
  await handOverCart(context, result.user);
  const target = kind === 'staff' ? '/shelter/register' : afterLoginTarget(input);
  return jsonWithCookies({ redirectTo: target, userErrors: [] }, result.headers);
});
