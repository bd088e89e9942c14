// The identity provider: better-auth on the store's own database (its tables are auth_*), with email and password
// sign-in, server-side sessions in an HttpOnly cookie, password reset through the outbox, and telemetry off.
// A new account is confirmed through a link mailed to its address before anyone can sign in with it, so creating an
// account answers the same whether or not the email already has one (the owner of an existing one is told by mail).
// Rate limits, registration and redirects are the shop's own (see the account endpoints), so better-auth's HTTP
// handler is not mounted: every call goes through `auth.api` from our endpoints.
import { AsyncLocalStorage } from 'node:async_hooks';
import { betterAuth } from 'better-auth';
import { parse as parseCookies, serialize as serializeCookie } from 'cookie';
import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { AUTH_SECRET, DATABASE_URL, PUBLIC_SITE_URL } from 'astro:env/server';
import { getDb } from '../db/instance.server';
import { parseDatabaseUrl } from '../db/url';
import { queueMail } from '../mail/outbox.server';
import { authSecret } from '../site/secret.server';
import { mailLink } from '../site/config.server';

export const SESSION_DAYS = 7;
export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 128;
/** How long the link that confirms a new account's email stays valid. */
export const CONFIRM_EMAIL_HOURS = 24;

/** The shop's page behind a confirmation link: the token, and where to go afterwards when the form named a place. */
function confirmationLink(token: string, betterAuthUrl: string): string {
  const then = new URL(betterAuthUrl, 'http://link').searchParams.get('callbackURL');
  const next = then && then !== '/' ? `&next=${encodeURIComponent(then)}` : '';
  return mailLink(`/shelter/verify-email?token=${encodeURIComponent(token)}${next}`);
}

/**
 * A password hashed before its sign-up began. The identity provider creates an account in one database transaction and
 * hashes the password inside it; on SQLite that transaction holds the file's write lock for every instance, so a slow
 * hash (scrypt, slow on purpose) there made each other write in the shop wait, and under a burst of sign-ups some waited
 * past the busy timeout.
 */
const hashedAhead = new AsyncLocalStorage<{ password: string; hash: string }>();

/** Runs `signUp` with `password` already hashed, so the sign-up's transaction holds the lock only to write. */
export async function withPasswordHashedAhead<T>(password: string, signUp: () => Promise<T>): Promise<T> {
  const hash = await hashPassword(password);
  return hashedAhead.run({ password, hash }, signUp);
}

async function hashOrHashedAhead(password: string): Promise<string> {
  const ahead = hashedAhead.getStore();
  return ahead?.password === password ? ahead.hash : hashPassword(password);
}

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
      password: { hash: hashOrHashedAhead, verify: verifyPassword },
      autoSignIn: false,
      requireEmailVerification: true,
      // Someone used the email of an existing account to create one: only its owner hears of it.
      onExistingUserSignUp: async ({ user }) => {
        await queueMail(db, {
          to: user.email,
          subject: 'You already have an account',
          body: `Someone, perhaps you, tried to create an account with this email, but it already has one.\n\nLog in here: ${mailLink('/shelter/login')}\nForgot your password? Choose a new one here: ${mailLink('/shelter/forgot-password')}\n\nIf it was not you, ignore this mail: nothing has changed.`,
        });
      },
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, token }) => {
        await queueMail(db, {
          to: user.email,
          subject: 'Reset your password',
          body: `Someone asked to reset the password of this account. If it was you, choose a new password here within an hour:\n\n${mailLink(`/shelter/reset-password?token=${encodeURIComponent(token)}`)}\n\nIf it was not you, ignore this mail: your password stays as it is.`,
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true, // signing in before confirming sends a fresh link
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * CONFIRM_EMAIL_HOURS,
      sendVerificationEmail: async ({ user, token, url }) => {
        await queueMail(db, {
          to: user.email,
          subject: 'Confirm your email',
          body: `Welcome! To finish creating your account, confirm that this email is yours within ${CONFIRM_EMAIL_HOURS} hours:\n\n${confirmationLink(token, url)}\n\nIf you did not create an account, ignore this mail: without the confirmation it cannot be used.`,
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

/** A session as the identity provider reads it: who, and until when. */
export type ReadSession = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>;

/**
 * The session these headers carry, and the cookies that renew it (spec 000 §2: the session is refreshed on navigation).
 * The identity provider extends a session in use once it is a day old and sends its cookie again with a full lifetime;
 * without passing that cookie on, the browser's copy would lapse seven days after sign-in however active the shopper.
 */
export async function readSession(headers: Headers): Promise<{ session: ReadSession | null; setCookies: string[] }> {
  const answer = await (await getAuth()).api.getSession({ headers, returnHeaders: true });
  return { session: answer.response, setCookies: answer.headers.getSetCookie() };
}

/**
 * Continue on the session alert (spec 000 §4: a forced refresh): the session these headers carry is extended to a full
 * lifetime from now, past any cache, and its cookie is sent again to match. Null when there is no session.
 */
export async function renewSession(headers: Headers): Promise<{ expiresAt: Date; setCookie: string } | null> {
  const auth = await getAuth();
  const session = await auth.api.getSession({ headers, query: { disableCookieCache: true, disableRefresh: true } });
  if (!session) return null;
  const identity = await auth.$context;
  const lifetime = identity.sessionConfig.expiresIn;
  const expiresAt = new Date(Date.now() + lifetime * 1000);
  await identity.internalAdapter.updateSession(session.session.token, { expiresAt, updatedAt: new Date() });
  // The cookie holds the signed token, which has not changed: the browser's own value goes back with the new lifetime.
  const { name, attributes } = identity.authCookies.sessionToken;
  const value = parseCookies(headers.get('cookie') ?? '')[name] ?? '';
  const sameSite = attributes.sameSite?.toLowerCase() as 'strict' | 'lax' | 'none' | undefined;
  return { expiresAt, setCookie: serializeCookie(name, value, { ...attributes, sameSite, maxAge: lifetime }) };
}
