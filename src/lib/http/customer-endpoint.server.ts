// An endpoint for the signed-in customer only: a guest gets 401 and nothing happens.
import type { APIContext } from 'astro';
import type { z } from 'zod/v4';
import type { Db } from '../db/connect.server';
import { getDb } from '../db/instance.server';
import { postEndpoint } from './endpoint';
import { errorResponse } from './errors';
import type { SessionUser } from '../account/accounts.server';

export function customerEndpoint<S extends z.ZodObject>(
  schema: S,
  call: (
    db: Db,
    user: SessionUser,
    input: z.output<S>,
    context: APIContext,
  ) => Promise<Response | Record<string, unknown>>,
) {
  return postEndpoint(schema, async (input, context) => {
    const user = context.locals.user;
    if (!user) return errorResponse('UNAUTHENTICATED', 'Please log in to continue.');
    return call(await getDb(), user, input, context);
  });
}
