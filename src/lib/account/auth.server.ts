// The identity provider: better-auth on the store's own database (its tables are auth_*), with email and password
// sign-in, server-side sessions in an HttpOnly cookie, password reset through the outbox, and telemetry off.
// Rate limits, registration and redirects are the shop's own (see the account endpoints), so better-auth's HTTP
// handler is not mounted: every call goes through `auth.api` from our endpoints.
import { betterAuth } from 'better-auth';
import { AUTH_SECRET, DATABASE_URL, PUBLIC_SITE_URL } from 'astro:env/server';
import { getDb } from '../db/instance.server';
import { parseDatabaseUrl } from '../db/url';
import { queueMail } from '../mail/outbox.server';
import { authSecret } from '../site/secret.server';

export const SESSION_DAYS = 7;
export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 128;

async function build() {
  const db = await getDb();
  return betterAuth({
    appName: 'Pet food store',
    secret: authSecret(AUTH_SECRET),
    ...(PUBLIC_SITE_URL ? { baseURL: PUBLIC_SITE_URL } : {}),
    basePath: '/api/auth',
    database: { db, type: parseDatabaseUrl(DATABASE_URL).dialect, transaction: true },
    user: { modelName: 'auth_users' },
    account: { modelName: 'auth_accounts' },
    verification: { modelName: 'auth_verifications' },
    session: {
      modelName: 'auth_sessions',
      // Absolute lifetime of a session, renewed at most once a day while it is used.
      expiresIn: 60 * 60 * 24 * SESSION_DAYS,
      updateAge: 60 * 60 * 24,
    },
    rateLimit: { enabled: false },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, token }) => {
        await queueMail(db, {
          to: user.email,
          subject: 'Reset your password',
          body: `Someone asked to reset the password of this account. If it was you, choose a new password here within an hour:\n\n/shelter/reset-password?token=${encodeURIComponent(token)}\n\nIf it was not you, ignore this mail: your password stays as it is.`,
        });
      },
    },
    telemetry: { enabled: false },
    advanced: { cookiePrefix: 'petfood', useSecureCookies: (PUBLIC_SITE_URL ?? '').startsWith('https:') },
  });
}

export type Auth = Awaited<ReturnType<typeof build>>;

let instance: Promise<Auth> | undefined;

export function getAuth(): Promise<Auth> {
  instance ??= build().catch((error: unknown) => {
    instance = undefined;
    throw error;
  });
  return instance;
}

/** When the session these headers carry ends, checked again at the identity provider past any cache; null if none. */
export async function sessionExpiry(headers: Headers): Promise<Date | null> {
  const session = await (await getAuth()).api.getSession({ headers, query: { disableCookieCache: true } });
  return session ? new Date(session.session.expiresAt) : null;
}
