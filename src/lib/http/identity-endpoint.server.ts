// The identity proxy's clinic calls (spec 000 §7, under /api/identity/): staff only. The session cookie says who is
// asking; a `jwt` (a customer token for the `identity` service, from create-customer-token) may come with it, and
// then it must be valid, unexpired and the session customer's own, else 401 and nothing happens.
import { z } from 'zod/v4';
import type { SessionUser } from '../account/accounts.server';
import { verifyCustomerToken } from '../account/customer-token.server';
import type { Db } from '../db/connect.server';
import { customerEndpoint } from './customer-endpoint.server';
import { errorResponse } from './errors';

const withToken = { jwt: z.string().min(1).max(4096).nullable().optional() };

export function identityEndpoint<S extends z.ZodObject>(
  schema: S,
  call: (db: Db, user: SessionUser, input: z.output<S>) => Promise<Response | Record<string, unknown>>,
) {
  return customerEndpoint(schema.extend(withToken), async (db, user, input) => {
    const { jwt } = input as { jwt?: string | null };
    if (jwt) {
      const check = await verifyCustomerToken(jwt, user, 'identity');
      if (!check.ok) return errorResponse('UNAUTHENTICATED', check.message);
    }
    if (user.kind !== 'staff') return errorResponse('FORBIDDEN', 'Only staff accounts can do this.');
    return call(db, user, input as z.output<S>);
  });
}
