// An endpoint for content editors only (the studio, /api/delete-cache-item): a guest gets 401 (as on every customer
// endpoint), anyone else 403, and nothing happens for either.
import type { APIContext } from 'astro';
import type { z } from 'zod/v4';
import type { SessionUser } from '../account/accounts.server';
import type { Db } from '../db/connect.server';
import { customerEndpoint } from './customer-endpoint.server';
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
  return customerEndpoint(schema, (db, user, input, context) =>
    user.kind === 'editor'
      ? call(db, user, input, context)
      : Promise.resolve(errorResponse('FORBIDDEN', 'Only content editors may do this.')),
  );
}
