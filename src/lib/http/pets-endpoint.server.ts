// The pets endpoints' shared rules (issue 42 §1): pet profiles are the consumer site's, for the signed-in customer's own
// pets; changes and photo uploads are limited per customer and per client, and a refused field is named in the answer.
import type { APIContext, APIRoute } from 'astro';
import type { z } from 'zod/v4';
import type { SessionUser } from '../account/accounts.server';
import type { Db } from '../db/connect.server';
import { getDb } from '../db/instance.server';
import type { PetOutcome } from '../pets/pets.server';
import { isStaffSite } from '../site/site';
import { parseMultipartBody } from './body';
import { clientKey } from './client-key.server';
import { customerEndpoint } from './customer-endpoint.server';
import { getEndpoint, methodNotAllowed, toResponse, type Result } from './endpoint';
import { errorResponse, json } from './errors';
import { allowAttempt, type Limit } from './rate-limit.server';
import { bodyRuleFor } from './request-rules';

const noPetsHere = () => errorResponse('NOT_FOUND', 'This site keeps no pet profiles.');
const pleaseSignIn = () => errorResponse('UNAUTHENTICATED', 'Please log in to continue.');

/** Per customer, then per client (one address may hold many accounts). A photo costs a decode, so fewer of those. */
const LIMITS: Record<'change' | 'photo', { customer: Limit; client: Limit }> = {
  change: { customer: { max: 60, windowSeconds: 3600 }, client: { max: 200, windowSeconds: 3600 } },
  photo: { customer: { max: 20, windowSeconds: 3600 }, client: { max: 60, windowSeconds: 3600 } },
};

async function withinLimits(db: Db, action: 'change' | 'photo', user: SessionUser, context: APIContext) {
  const limits = LIMITS[action];
  return (
    (await allowAttempt(db, `pets-${action}:user:${user.id}`, limits.customer)) &&
    (await allowAttempt(db, `pets-${action}:client:${clientKey(context)}`, limits.client))
  );
}

const tooMany = (action: 'change' | 'photo') =>
  errorResponse(
    'RATE_LIMITED',
    action === 'photo'
      ? 'You have uploaded several photos just now. Please wait a while and try again.'
      : 'You have changed your pets many times just now. Please wait a while and try again.',
    undefined,
    { 'retry-after': String(LIMITS[action].customer.windowSeconds) },
  );

/** A POST that changes the customer's pets (or their pet mail): DTC, signed in, within the limits. */
export function petsEndpoint<S extends z.ZodObject>(
  schema: S,
  call: (db: Db, user: SessionUser, input: z.output<S>, context: APIContext) => Promise<Result>,
) {
  return customerEndpoint(schema, async (db, user, input, context) => {
    if (isStaffSite(context.locals.site)) return noPetsHere();
    if (!(await withinLimits(db, 'change', user, context))) return tooMany('change');
    return call(db, user, input, context);
  });
}

/** A GET of the customer's own pets: DTC, signed in. */
export function petsReadEndpoint(call: (db: Db, user: SessionUser) => Promise<Result>) {
  return getEndpoint(async (context) => {
    const user = context.locals.user;
    if (!user) return pleaseSignIn();
    if (isStaffSite(context.locals.site)) return noPetsHere();
    return call(await getDb(), user);
  });
}

/** A photo upload (multipart): who may send it, and whether they are within the limit, before a byte is read. */
export function petPhotoEndpoint(call: (db: Db, user: SessionUser, form: FormData) => Promise<Result>): {
  POST: APIRoute;
  ALL: APIRoute;
} {
  return {
    POST: async (context) => {
      const user = context.locals.user;
      if (!user) return pleaseSignIn();
      if (isStaffSite(context.locals.site)) return noPetsHere();
      const db = await getDb();
      if (!(await withinLimits(db, 'photo', user, context))) return tooMany('photo');
      const rule = bodyRuleFor(context.url.pathname);
      const parsed = await parseMultipartBody(context.request, rule.limit, rule.limitText);
      if (!parsed.ok) return parsed.response;
      return toResponse(await call(db, user, parsed.value));
    },
    ALL: methodNotAllowed('POST'),
  };
}

/** A field refused: 400 in the error envelope, at the field's path, so the form can say why beside it. */
export const fieldRefusal = (field: string, message: string) =>
  errorResponse('BAD_REQUEST', `${field}: ${message}`, [{ path: [field], message }]);

/** The pet service's outcome as the answer: `{ pet }`, or the refused field, the 404 or the 409. */
export function petAnswer(outcome: PetOutcome): Result {
  if (outcome.ok) return json({ pet: outcome.pet });
  if (outcome.code === 'INVALID') return fieldRefusal(outcome.problem.field, outcome.problem.message);
  return errorResponse(outcome.code, outcome.message);
}
