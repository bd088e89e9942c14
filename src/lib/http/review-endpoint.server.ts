// The review endpoints' shared rules (issue 41): the staff site has no reviews (spec 000 §1), writing and voting
// are for signed-in shoppers and limited per customer and per client, and a refused change answers its reason.
import type { APIContext } from 'astro';
import type { z } from 'zod/v4';
import type { SessionUser } from '../account/accounts.server';
import type { Db } from '../db/connect.server';
import type { Outcome } from '../reviews/writing.server';
import { isStaffSite } from '../site/site';
import { clientKey } from './client-key.server';
import { customerEndpoint } from './customer-endpoint.server';
import type { Result } from './endpoint';
import { errorResponse, json } from './errors';
import { allowAttempt, type Limit } from './rate-limit.server';

export const noReviewsHere = () => errorResponse('NOT_FOUND', 'This site shows no reviews.');

/** Per customer, then per client (one address may hold many accounts): writing is rare, voting a little less so. */
const LIMITS: Record<'write' | 'vote', { customer: Limit; client: Limit }> = {
  write: { customer: { max: 10, windowSeconds: 3600 }, client: { max: 30, windowSeconds: 3600 } },
  vote: { customer: { max: 60, windowSeconds: 3600 }, client: { max: 200, windowSeconds: 3600 } },
};

export function reviewEndpoint<S extends z.ZodObject>(
  action: 'write' | 'vote',
  schema: S,
  call: (db: Db, user: SessionUser, input: z.output<S>, context: APIContext) => Promise<Result>,
) {
  return customerEndpoint(schema, async (db, user, input, context) => {
    if (isStaffSite(context.locals.site)) return noReviewsHere();
    const limits = LIMITS[action];
    const allowed =
      (await allowAttempt(db, `review-${action}:user:${user.id}`, limits.customer)) &&
      (await allowAttempt(db, `review-${action}:client:${clientKey(context)}`, limits.client));
    if (!allowed)
      return errorResponse(
        'RATE_LIMITED',
        action === 'write'
          ? 'You have changed several reviews just now. Please wait a while and try again.'
          : 'You have marked many reviews just now. Please wait a while and try again.',
        undefined,
        { 'retry-after': String(limits.customer.windowSeconds) },
      );
    return call(db, user, input, context);
  });
}

/** A service's outcome as the answer: its value under `key`, or the refusal's status and message. */
export function outcomeAnswer<T>(outcome: Outcome<T>, key: string, status = 200): Result {
  if (!outcome.ok) return errorResponse(outcome.code, outcome.message);
  return json({ [key]: outcome.value }, status);
}
