// An endpoint of the back office (issue 38 §1): operators and admins run orders and customers, only admins change
// roles. A guest gets 401, anyone else 403, and nothing happens for either.
import type { APIContext } from 'astro';
import type { z } from 'zod/v4';
import type { SessionUser } from '../account/accounts.server';
import { mayAdminister, mayRunOrders } from '../account/roles';
import type { Db } from '../db/connect.server';
import { customerEndpoint } from './customer-endpoint.server';
import { errorResponse } from './errors';

type Call<S extends z.ZodObject> = (
  db: Db,
  user: SessionUser,
  input: z.output<S>,
  context: APIContext,
) => Promise<Response | Record<string, unknown>>;

/** For operators and admins: orders and customers. */
export const operatorEndpoint = <S extends z.ZodObject>(schema: S, call: Call<S>) =>
  customerEndpoint(schema, (db, user, input, context) =>
    mayRunOrders(user.kind)
      ? call(db, user, input, context)
      : Promise.resolve(errorResponse('FORBIDDEN', 'Only the shop’s operators may do this.')),
  );

/** For admins only: who has which role. */
export const adminEndpoint = <S extends z.ZodObject>(schema: S, call: Call<S>) =>
  customerEndpoint(schema, (db, user, input, context) =>
    mayAdminister(user.kind)
      ? call(db, user, input, context)
      : Promise.resolve(errorResponse('FORBIDDEN', 'Only the shop’s admins may do this.')),
  );

type Refused = { ok: false; code: 'CONFLICT' | 'INVALID' | 'NOT_FOUND' | 'GATEWAY'; field: string[]; message: string };

/** A back-office refusal in the API's envelope: 400 at the field, 404, 409, or 402 when the processor said no. */
export function refusedAnswer(refused: Refused): Response {
  switch (refused.code) {
    case 'INVALID':
      return errorResponse('BAD_REQUEST', refused.message, [{ path: refused.field, message: refused.message }]);
    case 'NOT_FOUND':
      return errorResponse('NOT_FOUND', refused.message);
    case 'GATEWAY':
      return errorResponse('PAYMENT_REFUSED', refused.message);
    default:
      return errorResponse('CONFLICT', refused.message);
  }
}
