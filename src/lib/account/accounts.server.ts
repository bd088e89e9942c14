// Accounts: registering, signing in and out through the identity provider, and the signed-in user of a request with
// the shop's profile (kind, names, the upstream data fields and what follows from them, and for registered staff
// where their deliveries go).
import { isAPIError } from 'better-auth/api';
import { PD_CUSTOMER_GROUPS } from 'astro:env/server';
import type { Transaction } from 'kysely';
import type { Db } from '../db/connect.server';
import type { Database } from '../db/schema';
import { getDb } from '../db/instance.server';
import { defaultAddressZip } from './addresses.server';
import { getAuth, readSession, withPasswordHashedAhead } from './auth.server';
import { getMetafield } from './metafields.server';
import {
  choosesDeliveryAddress,
  PREFERRED_ADDRESS_FIELD,
  preferredAddressOf,
  type PreferredAddress,
} from './preferred-address';
import { accountDataFromRow, accountKindFromRow } from './rows';
import { isEligibleForPd, isRegisteredStaff, mayUseSite, type AccountData, type AccountKind } from './rules';

export type SessionUser = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  acceptsMarketing: boolean;
  kind: AccountKind;
  data: AccountData;
  isRegistered: boolean;
  isEligibleForPd: boolean;
  /** Registered staff only (else null): clinic or home (spec 000 §4), and the ZIP of their default address. */
  preferredAddress: PreferredAddress | null;
  defaultAddressZip: string | null;
};

type ProfileRow = {
  kind: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  accepts_marketing: number;
  data: string;
};

function toSessionUser(id: string, email: string, profile: ProfileRow | undefined): SessionUser {
  const data = profile ? accountDataFromRow(profile) : {};
  const kind = accountKindFromRow(profile);
  return {
    id,
    email,
    firstName: profile?.first_name ?? '',
    lastName: profile?.last_name ?? '',
    phone: profile?.phone ?? null,
    acceptsMarketing: profile?.accepts_marketing === 1,
    kind,
    data,
    isRegistered: kind !== 'staff' || isRegisteredStaff(data),
    isEligibleForPd: isEligibleForPd(data, PD_CUSTOMER_GROUPS),
    preferredAddress: null,
    defaultAddressZip: null,
  };
}

const profileOf = (db: Db, userId: string) =>
  db
    .selectFrom('profiles')
    .select(['kind', 'first_name', 'last_name', 'phone', 'accepts_marketing', 'data'])
    .where('user_id', '=', userId)
    .executeTakeFirst();

async function loadUser(db: Db, id: string, email: string): Promise<SessionUser> {
  const user = toSessionUser(id, email, await profileOf(db, id));
  if (!choosesDeliveryAddress(user)) return user;
  const [stored, homeZip] = await Promise.all([
    getMetafield(db, id, PREFERRED_ADDRESS_FIELD),
    defaultAddressZip(db, id),
  ]);
  return { ...user, preferredAddress: preferredAddressOf(stored, true), defaultAddressZip: homeZip };
}

/** A customer by id, as their session would show them: for work done on their behalf, like an autoship order. */
export async function userById(db: Db, id: string): Promise<SessionUser | null> {
  const row = await db.selectFrom('auth_users').select('email').where('id', '=', id).executeTakeFirst();
  return row ? loadUser(db, id, row.email) : null;
}

/**
 * The signed-in user of a request, or null (no session, an expired one, or one that was signed out), with the cookies
 * that renew the session when it was due (readSession): the answer must carry them.
 */
export async function sessionUser(headers: Headers): Promise<{ user: SessionUser | null; setCookies: string[] }> {
  const { session, setCookies } = await readSession(headers);
  if (!session) return { user: null, setCookies };
  return { user: await loadUser(await getDb(), session.user.id, session.user.email), setCookies };
}

/** Request headers that carry the cookies an answer sets, to act as the browser that now holds them. */
const cookieHeaders = (answer: Headers): Headers =>
  new Headers({
    cookie: answer
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; '),
  });

export type SignInResult =
  | { ok: true; user: SessionUser; headers: Headers }
  | { ok: false; status: number; wrongSite?: true; unconfirmed?: true };

/** Signs in with the password; `staffSite` refuses a consumer account there (after the password, so nothing leaks). */
export async function signIn(
  email: string,
  password: string,
  headers: Headers,
  staffSite = false,
): Promise<SignInResult> {
  const auth = await getAuth();
  try {
    const { headers: answer, response } = await auth.api.signInEmail({
      body: { email, password, rememberMe: true },
      headers,
      returnHeaders: true,
    });
    const user = await loadUser(await getDb(), response.user.id, response.user.email);
    if (!mayUseSite(user.kind, staffSite)) {
      // The session just made is ended at once: the answer carries no cookie, and none stays valid.
      await signOut(cookieHeaders(answer));
      return { ok: false, status: 403, wrongSite: true };
    }
    return { ok: true, user, headers: answer };
  } catch (error) {
    // The right password for an account whose email is not confirmed yet: the identity provider sent a new link.
    if (isAPIError(error) && error.body?.code === 'EMAIL_NOT_VERIFIED')
      return { ok: false, status: 403, unconfirmed: true };
    if (isAPIError(error)) return { ok: false, status: error.statusCode };
    throw error;
  }
}

export type NewProfile = {
  firstName: string;
  lastName: string;
  acceptsMarketing: boolean;
  kind: AccountKind;
  data?: AccountData | undefined;
};

export async function createProfile(db: Db, userId: string, profile: NewProfile, now = new Date()): Promise<void> {
  const stamp = now.toISOString();
  await db
    .insertInto('profiles')
    .values({
      user_id: userId,
      kind: profile.kind,
      first_name: profile.firstName,
      last_name: profile.lastName,
      phone: null,
      accepts_marketing: profile.acceptsMarketing ? 1 : 0,
      data: JSON.stringify(profile.data ?? {}),
      created_at: stamp,
      updated_at: stamp,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export type Registration = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  acceptsMarketing: boolean;
  kind: AccountKind;
  data?: AccountData;
};

/**
 * Creates an account that waits for its email to be confirmed: the identity, the profile, and the confirmation mail
 * (auth.server.ts). For an email that already has an account the identity provider hashes the password all the same,
 * mails the owner and answers alike, so the caller learns nothing either way. `then` is where the confirmation link
 * leads after signing in, when the form named a place.
 */
export async function register(input: Registration, then: string | null, now = new Date()): Promise<void> {
  const auth = await getAuth();
  const db = await getDb();
  const { user } = await withPasswordHashedAhead(input.password, () =>
    auth.api.signUpEmail({
      body: {
        email: input.email,
        password: input.password,
        name: `${input.firstName} ${input.lastName}`.trim(),
        ...(then ? { callbackURL: then } : {}),
      },
    }),
  );
  // An existing email is answered with a stand-in user that was never stored: only a stored one gets a profile.
  if (await identityExists(db, user.id)) await createProfile(db, user.id, input, now);
}

const identityExists = async (db: Db, id: string): Promise<boolean> =>
  (await db.selectFrom('auth_users').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

export type Confirmation = { ok: true; user: SessionUser; headers: Headers } | { ok: false; alreadyConfirmed: boolean };

/** Confirms a new account's email with the link's token and signs it in; a used, expired or forged token does not. */
export async function confirmEmail(token: string, headers: Headers): Promise<Confirmation> {
  const auth = await getAuth();
  try {
    const { headers: answer } = await auth.api.verifyEmail({ query: { token }, headers, returnHeaders: true });
    // The first use confirms and starts a session; a later one answers the same but starts none.
    const user = answer.getSetCookie().length > 0 ? (await sessionUser(cookieHeaders(answer))).user : null;
    return user ? { ok: true, user, headers: answer } : { ok: false, alreadyConfirmed: true };
  } catch (error) {
    if (isAPIError(error)) return { ok: false, alreadyConfirmed: false };
    throw error;
  }
}

/** Ends the session; the answer's headers clear the session cookie. */
export async function signOut(headers: Headers): Promise<Headers> {
  const auth = await getAuth();
  try {
    return (await auth.api.signOut({ headers, returnHeaders: true })).headers;
  } catch (error) {
    if (isAPIError(error)) return new Headers();
    throw error;
  }
}

/**
 * Holds the customer's profile row until the caller's transaction ends, so that two orders of one customer placed at
 * once decide one after the other (whether AUTO35 still applies, for one).
 */
export async function lockCustomer(trx: Transaction<Database>, userId: string, now: Date): Promise<void> {
  await trx.updateTable('profiles').set({ updated_at: now.toISOString() }).where('user_id', '=', userId).execute();
}

/**
 * Sends the link that confirms a new account's email again (an operator helping a customer whose mail went astray).
 * False when the account is already confirmed: there is nothing to confirm.
 */
export async function resendAccountConfirmation(email: string): Promise<boolean> {
  const auth = await getAuth();
  const db = await getDb();
  const row = await db.selectFrom('auth_users').select('emailVerified').where('email', '=', email).executeTakeFirst();
  if (!row || Boolean(row.emailVerified)) return false;
  await auth.api.sendVerificationEmail({ body: { email } });
  return true;
}
