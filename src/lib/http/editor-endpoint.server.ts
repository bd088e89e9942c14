// An endpoint for content editors and admins only (the studio, /api/delete-cache-item): a guest gets 401 (as on every customer
// endpoint), anyone else 403, and nothing happens for either.
import type { APIContext, APIRoute } from 'astro';
import type { z } from 'zod/v4';
import type { SessionUser } from '../account/accounts.server';
import type { AccountKind } from '../account/rules';
import { mayEditContent } from '../account/roles';
import type { Db } from '../db/connect.server';
import { getDb } from '../db/instance.server';
import { parseMultipartBody } from './body';
import { customerEndpoint } from './customer-endpoint.server';
import { methodNotAllowed, toResponse, type Result } from './endpoint';
import { errorResponse } from './errors';
import { bodyRuleFor } from './request-rules';

const notAnEditor = () => errorResponse('FORBIDDEN', 'Only content editors may do this.');

export function editorEndpoint<S extends z.ZodObject>(
  schema: S,
  call: (db: Db, editor: SessionUser, input: z.output<S>, context: APIContext) => Promise<Result>,
) {
  return customerEndpoint(schema, (db, user, input, context) =>
    mayEditContent(user.kind) ? call(db, user, input, context) : Promise.resolve(notAnEditor()),
  );
}

/** A multipart upload for one role: who may send it is checked before a byte of the body is read. */
export function roleUploadEndpoint(
  may: (kind: AccountKind) => boolean,
  refusal: () => Response,
  call: (db: Db, user: SessionUser, form: FormData, context: APIContext) => Promise<Result>,
): { POST: APIRoute; ALL: APIRoute } {
  return {
    POST: async (context) => {
      const user = context.locals.user;
      if (!user) return errorResponse('UNAUTHENTICATED', 'Please log in to continue.');
      if (!may(user.kind)) return refusal();
      const rule = bodyRuleFor(context.url.pathname);
      const parsed = await parseMultipartBody(context.request, rule.limit, rule.limitText);
      if (!parsed.ok) return parsed.response;
      return toResponse(await call(await getDb(), user, parsed.value, context));
    },
    ALL: methodNotAllowed('POST'),
  };
}

/** An editor's multipart upload (an image for the library). */
export const editorUploadEndpoint = (
  call: (db: Db, editor: SessionUser, form: FormData, context: APIContext) => Promise<Result>,
) => roleUploadEndpoint(mayEditContent, notAnEditor, call);
