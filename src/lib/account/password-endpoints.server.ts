// Forgot and reset password (spec 000 §2 shelter routes): the request always gets the same answer, so nobody learns
// whether an email has an account; the mail with the one-hour link goes to the outbox; a new password ends every
// other session of the account.
import { isAPIError } from 'better-auth/api';
import { z } from 'zod/v4';
import { getDb } from '../db/instance.server';
import { postEndpoint } from '../http/endpoint';
import { errorResponse, jsonWithCookies } from '../http/errors';
import { allowAttempt } from '../http/rate-limit.server';
import { getAuth, PASSWORD_MAX, PASSWORD_MIN } from './auth.server';

export const RESET_SENT =
  'If an account uses that email, we have sent it a link to choose a new password. The link works for one hour.';

export const forgotPasswordEndpoint = () =>
  postEndpoint(
    z.object({
      email: z
        .email('must be an email address')
        .max(254)
        .transform((e) => e.toLowerCase()),
    }),
    async ({ email }) => {
      if (!(await allowAttempt(await getDb(), `reset:email:${email}`, { max: 3, windowSeconds: 600 }))) {
        return errorResponse(
          'RATE_LIMITED',
          'Too many requests for this email. Please wait a few minutes.',
          undefined,
          { 'retry-after': '600' },
        );
      }
      const auth = await getAuth();
      try {
        await auth.api.requestPasswordReset({ body: { email, redirectTo: '/shelter/reset-password' } });
      } catch (error) {
        if (!isAPIError(error)) throw error;
      }
      return { message: RESET_SENT };
    },
  );

export const resetPasswordEndpoint = () =>
  postEndpoint(
    z.object({
      token: z.string().min(1).max(512),
      newPassword: z.string().min(PASSWORD_MIN, `must be at least ${PASSWORD_MIN} characters`).max(PASSWORD_MAX),
    }),
    async ({ token, newPassword }) => {
      const auth = await getAuth();
      try {
        await auth.api.resetPassword({ body: { token, newPassword } });
      } catch (error) {
        if (isAPIError(error))
          return {
            redirectTo: null,
            userErrors: [
              { field: ['token'], message: 'This link has expired or was already used. Ask for a new one.' },
            ],
          };
        throw error;
      }
      return { redirectTo: '/shelter/login', userErrors: [] };
    },
  );

/** My Profile's password change: the current password first; every other session of the account ends. */
export const changePasswordEndpoint = () =>
  postEndpoint(
    z.object({
      currentPassword: z.string().min(1).max(PASSWORD_MAX),
      newPassword: z.string().min(PASSWORD_MIN, `must be at least ${PASSWORD_MIN} characters`).max(PASSWORD_MAX),
    }),
    async (input, context) => {
      const user = context.locals.user;
      if (!user) return errorResponse('UNAUTHENTICATED', 'Please log in to continue.');
      if (!(await allowAttempt(await getDb(), `change-password:${user.id}`, { max: 5, windowSeconds: 600 }))) {
        return errorResponse('RATE_LIMITED', 'Too many attempts. Please wait a few minutes.', undefined, {
          'retry-after': '600',
        });
      }
      const auth = await getAuth();
      try {
        const { headers } = await auth.api.changePassword({
          body: { ...input, revokeOtherSessions: true },
          headers: context.request.headers,
          returnHeaders: true,
        });
        return jsonWithCookies({ userErrors: [] }, headers);
      } catch (error) {
        if (isAPIError(error))
          return { userErrors: [{ field: ['currentPassword'], message: 'Your current password is not right.' }] };
        throw error;
      }
    },
  );
