// An endpoint for content editors only (the studio, /api/delete-cache-item): a guest gets 401, anyone else 403, and
// nothing happens for either.
import type { APIContext } from 'astro';
import type { z } from 'zod/v4';
import type { SessionUser } from '../account/accounts.server';
import type { Db } from '../db/connect.server';
import { getDb } from '../db/instance.server';
import { postEndpoint } from './endpoint';
import { errorResponse } from './errors';

export function editorEndpoint<S extends z.ZodObject>(
  schema: S,
  call: (
    db: Db,
    editor: SessionUser,
    input: z.output<S>,
    context: APIContext,
  ) => Promise<Response | Record<string, unknown>>,
) {
  return postEndpoint(schema, async (input, context) => {
    const user = context.locals.user;
    if (!user) return errorResponse('UNAUTHENTICATED', 'Please log in to continue.');
    if (user.kind !== 'editor') return errorResponse('FORBIDDEN', 'Only content editors may do this.');
    return call(await getDb(), user, input, context);
  });
}
