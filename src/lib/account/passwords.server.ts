// Passwords at the identity provider: asking for a reset link (mailed through the outbox, one hour), setting a new
// password with it, and changing it with the current one. A new password ends every other session of the account.
import { isAPIError } from 'better-auth/api';
import { getAuth } from './auth.server';

export const RESET_SENT =
  'If an account uses that email, we have sent it a link to choose a new password. The link works for one hour.';

/** Asks for a reset mail; an unknown email is answered the same way, so nobody learns whether it has an account. */
export async function requestPasswordReset(email: string): Promise<void> {
  try {
    await (await getAuth()).api.requestPasswordReset({ body: { email, redirectTo: '/shelter/reset-password' } });
  } catch (error) {
    if (!isAPIError(error)) throw error;
  }
}

/** False when the link has expired or was already used. */
export async function resetPassword(token: string, newPassword: string): Promise<boolean> {
  try {
    await (await getAuth()).api.resetPassword({ body: { token, newPassword } });
    return true;
  } catch (error) {
    if (isAPIError(error)) return false;
    throw error;
  }
}

/** The session cookies to send back after the change, or null when the current password is not right. */
export async function changePassword(
  headers: Headers,
  input: { currentPassword: string; newPassword: string },
): Promise<Headers | null> {
  try {
    const answer = await (
      await getAuth()
    ).api.changePassword({
      body: { ...input, revokeOtherSessions: true },
      headers,
      returnHeaders: true,
    });
    return answer.headers;
  } catch (error) {
    if (isAPIError(error)) return null;
    throw error;
  }
}
