// Sign-in behind the shop's own form: wrong passwords are limited per email without locking the owner out
// (sign-in-limits.server.ts), 60 tries a minute per client, and nothing tells whether an email has an account. The
// identity provider's session cookie is copied to the answer and the guest's cart handed over.
import { z } from 'zod/v4';
import { signIn } from '../../../lib/account/accounts.server';
import { setLocationAtSignIn } from '../../../lib/account/location.server';
import { PASSWORD_MAX } from '../../../lib/account/auth.server';
import { emailField, returnToFields } from '../../../lib/account/requests';
import { afterLoginTarget } from '../../../lib/account/rules';
import { getDb } from '../../../lib/db/instance.server';
import { handOverCart } from '../../../lib/http/cart-hand-over.server';
import { clientKey } from '../../../lib/http/client-key.server';
import { postEndpoint } from '../../../lib/http/endpoint';
import { errorResponse, jsonWithCookies } from '../../../lib/http/errors';
import { allowAttempt, tooManyAttempts } from '../../../lib/http/rate-limit.server';
import { countWrongPassword, forgetWrongPasswords, mayTryPassword } from '../../../lib/http/sign-in-limits.server';
import { secureCookies } from '../../../lib/site/config.server';
import { isStaffSite } from '../../../lib/site/site';

const body = z.object({ email: emailField, password: z.string().min(1).max(PASSWORD_MAX), ...returnToFields });

export const { POST, ALL } = postEndpoint(body, async (input, context) => {
  const db = await getDb();
  const client = clientKey(context);
  const tries = await Promise.all([
    mayTryPassword(db, input.email, client),
    allowAttempt(db, `sign-in:ip:${client}`, { max: 60, windowSeconds: 60 }),
  ]);
  if (tries.includes(false)) return tooManyAttempts();
  const result = await signIn(input.email, input.password, context.request.headers, isStaffSite(context.locals.site));
  if (!result.ok && result.wrongSite)
    return errorResponse(
      'FORBIDDEN',
      'This site is for the staff of our partner clinics, shelters and schools. Pet parents shop at our consumer store.',
    );
  if (!result.ok && result.unconfirmed)
    return errorResponse(
      'FORBIDDEN',
      'Please confirm your email first: we have just sent you a new link. Open it to finish creating your account.',
    );
  if (!result.ok) {
    await countWrongPassword(db, input.email);
    return errorResponse('UNAUTHENTICATED', 'That email and password do not match an account.');
  }
  await forgetWrongPasswords(db, input.email, client);
  await handOverCart(context, result.user);
  await setLocationAtSignIn(db, context.cookies, result.user, secureCookies(context.url));
  const target =
    result.user.kind === 'staff' && !result.user.isRegistered ? '/shelter/register' : afterLoginTarget(input);
  return jsonWithCookies({ redirectTo: target }, result.headers);
});
