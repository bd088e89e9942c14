// My Profile's password change: the current password first, at most five tries in ten minutes; every other session
// of the account ends, and so does every reset link still out for it.
import { z } from 'zod/v4';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../../lib/account/auth.server';
import { changePassword } from '../../../lib/account/passwords.server';
import { getDb } from '../../../lib/db/instance.server';
import { postEndpoint } from '../../../lib/http/endpoint';
import { errorResponse, jsonWithCookies } from '../../../lib/http/errors';
import { allowAttempt } from '../../../lib/http/rate-limit.server';

const body = z.object({
  currentPassword: z.string().min(1).max(PASSWORD_MAX),
  newPassword: z.string().min(PASSWORD_MIN, `must be at least ${PASSWORD_MIN} characters`).max(PASSWORD_MAX),
});

export const { POST, ALL } = postEndpoint(body, async (input, context) => {
  const user = context.locals.user;
  if (!user) return errorResponse('UNAUTHENTICATED', 'Please log in to continue.');
  if (!(await allowAttempt(await getDb(), `change-password:${user.id}`, { max: 5, windowSeconds: 600 }))) {
    return errorResponse('RATE_LIMITED', 'Too many attempts. Please wait a few minutes.', undefined, {
      'retry-after': '600',
    });
  }
  const cookies = await changePassword(context.request.headers, input);
  if (!cookies) return { userErrors: [{ field: ['currentPassword'], message: 'Your current password is not right.' }] };
  return jsonWithCookies({ userErrors: [] }, cookies);
});
