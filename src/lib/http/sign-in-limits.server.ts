// Wrong passwords are limited per email so guessing is slow, but the limit is not a weapon: once an email is over its
// limit, only clients that have not been failing for it may still try, so five wrong passwords from anywhere do not
// lock the owner out. Each client has five tries a minute for one email, counted before the password is checked so
// parallel guesses count too; a success forgets them.
import type { Db } from '../db/connect.server';
import { allowAttempt, attemptsUsed, clearAttempts, type Limit } from './rate-limit.server';

const WRONG_PASSWORDS: Limit = { max: 5, windowSeconds: 60 };

const emailKey = (email: string) => `sign-in:email:${email}`;
const clientTriesKey = (email: string, client: string) => `sign-in:email:${email}:client:${client}`;

/** Counts this client's try at this email; false when it may not try now. */
export async function mayTryPassword(db: Db, email: string, client: string): Promise<boolean> {
  const failedBefore = await attemptsUsed(db, clientTriesKey(email, client), WRONG_PASSWORDS);
  if (!(await allowAttempt(db, clientTriesKey(email, client), WRONG_PASSWORDS))) return false;
  const emailOver = (await attemptsUsed(db, emailKey(email), WRONG_PASSWORDS)) >= WRONG_PASSWORDS.max;
  return !emailOver || failedBefore === 0;
}

export async function countWrongPassword(db: Db, email: string): Promise<void> {
  await allowAttempt(db, emailKey(email), WRONG_PASSWORDS);
}

/** A success forgets this client's tries and the email's misses: signing in never locks anyone out. */
export async function forgetWrongPasswords(db: Db, email: string, client: string): Promise<void> {
  await Promise.all([
    clearAttempts(db, emailKey(email), WRONG_PASSWORDS),
    clearAttempts(db, clientTriesKey(email, client), WRONG_PASSWORDS),
  ]);
}

/** Whether the email is over its limit of wrong passwords just now (the back office shows it as locked). */
export async function signInLocked(db: Db, email: string): Promise<boolean> {
  return (await attemptsUsed(db, emailKey(email), WRONG_PASSWORDS)) >= WRONG_PASSWORDS.max;
}

/** Lifts the lock an operator was asked about: the email's misses are forgotten, so any client may try again. */
export async function liftSignInLock(db: Db, email: string): Promise<void> {
  await clearAttempts(db, emailKey(email), WRONG_PASSWORDS);
}
