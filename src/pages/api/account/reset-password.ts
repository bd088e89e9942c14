// Reset password with the mailed one-hour link: it ends the account's sessions and its other reset links, and the
// shopper then signs in with the new password.
import { z } from 'zod/v4';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../../lib/account/auth.server';
import { resetPassword } from '../../../lib/account/passwords.server';
import { postEndpoint } from '../../../lib/http/endpoint';

const body = z.object({
  token: z.string().min(1).max(512),
  newPassword: z.string().min(PASSWORD_MIN, `must be at least ${PASSWORD_MIN} characters`).max(PASSWORD_MAX),
});

export const { POST, ALL } = postEndpoint(body, async ({ token, newPassword }) =>
  (await resetPassword(token, newPassword))
    ? { redirectTo: '/shelter/login', userErrors: [] }
    : {
        redirectTo: null,
        userErrors: [{ field: ['token'], message: 'This link has expired or was already used. Ask for a new one.' }],
      },
);
