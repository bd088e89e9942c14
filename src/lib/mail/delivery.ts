// When the relay tries a queued mail, how long it holds it, and when it stops trying.

/** Sends tried before the relay gives up on a mail; it stays in the outbox with its last error. */
export const MAX_ATTEMPTS = 5;

/** How long an instance holds a mail it is sending before another may take it over: longer than any SMTP timeout. */
export const CLAIM_MS = 5 * 60_000;

/** Mail queued longer ago than this is not sent any more (a reset link in it has long expired); it stays readable. */
export const MAX_AGE_MS = 24 * 60 * 60_000;

/** How often each server instance looks for mail to send, besides right after mail is queued. */
export const RELAY_EVERY_MS = 15_000;

/** The wait after the n-th failed attempt before the next: 1, 4, 16, then 64 minutes. */
export function retryDelayMs(attempts: number): number {
  return 60_000 * 4 ** Math.max(0, attempts - 1);
}

/** `now` moved by `ms` (negative: back), as the ISO text the database keeps. */
export function shifted(now: Date, ms: number): string {
  return new Date(now.getTime() + ms).toISOString();
}
