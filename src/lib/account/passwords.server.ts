// Passwords at the identity provider: asking for a reset link (mailed through the outbox, one hour), setting a new
// password with it, and changing it with the current one. A new password ends every other session of the account and
// every reset link still out for it, so an older mail cannot set the password back to something else afterwards.
import { isAPIError } from 'better-auth/api';
import type { Db } from '../db/connect.server';
import { getDb } from '../db/instance.server';
import { getAuth } from './auth.server';

// better-auth keeps a reset link as a verification row named after its token (stored as it is: the identifier is not
// hashed in this setup), whose value is the account's id.
const RESET_LINK = 'reset-password:';

/** The account a reset link is for, while it still works. */
async function resetLinkOwner(db: Db, identifier: string): Promise<string | null> {
  const row = await db
    .selectFrom('auth_verifications')
    .select(['value', 'expiresAt'])
    .where('identifier', '=', identifier)
    .executeTakeFirst();
  return row && new Date(row.expiresAt).getTime() > Date.now() ? row.value : null;
}

/**
 * Ends the account's reset links: all of them, or with `keep` all the others, and then only while `keep` itself is
 * still there, so a link another request has just ended cannot end the one that request is using.
 */
async function endResetLinks(db: Db, userId: string, keep?: string): Promise<void> {
  let doomed = db
    .deleteFrom('auth_verifications')
    .where('value', '=', userId)
    .where('identifier', 'like', `${RESET_LINK}%`);
  if (keep)
    doomed = doomed
      .where('identifier', '<>', keep)
      .where(({ exists, selectFrom }) =>
        exists(selectFrom('auth_verifications as kept').select('kept.id').where('kept.identifier', '=', keep)),
      );
  await doomed.execute();
}

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

/**
 * False when the link has expired or was already used, or another link of the account was used first. The other links
 * end before this one is used up, so of two links used at once at most one sets the password (at times neither, and
 * the shopper asks for a new one).
 */
export async function resetPassword(token: string, newPassword: string): Promise<boolean> {
  const db = await getDb();
  const identifier = `${RESET_LINK}${token}`;
  const owner = await resetLinkOwner(db, identifier);
  if (!owner) return false;
  await endResetLinks(db, owner, identifier);
  try {
    // Uses the link up and sets the password in one transaction, ending every session of the account with it
    // (revokeSessionsOnPasswordReset); the shopper signs in again with the new password.
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
    await endResetLinks(await getDb(), answer.response.user.id);
    return answer.headers;
  } catch (error) {
    if (isAPIError(error)) return null;
    throw error;
  }
}
