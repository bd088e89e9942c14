// Endpoints stay thin: a schema for the body, a handler that calls a service, and the method rules of API.md.
import type { APIContext, APIRoute } from 'astro';
import { z } from 'zod/v4';
import { parseJsonBody } from './body';
import { errorResponse, json } from './errors';

export type Result = Response | Record<string, unknown>;
type Handler<T> = (input: T, context: APIContext) => Promise<Result> | Result;

export const toResponse = (result: Result) => (result instanceof Response ? result : json(result));

export function methodNotAllowed(allowed: string): APIRoute {
  return () => errorResponse('METHOD_NOT_ALLOWED', `Use ${allowed} for this address`, undefined, { allow: allowed });
}

/** A POST endpoint with a JSON body; `sessionToken`, which the upstream API carried, is accepted and ignored. */
export function postEndpoint<S extends z.ZodObject>(
  schema: S,
  handler: Handler<z.output<S>>,
): { POST: APIRoute; ALL: APIRoute } {
  const body = schema.extend({ sessionToken: z.unknown().optional() });
  return {
    POST: async (context) => {
      const parsed = await parseJsonBody(context.request, body);
      if (!parsed.ok) return parsed.response;
      return toResponse(await handler(parsed.value as z.output<S>, context));
    },
    ALL: methodNotAllowed('POST'),
  };
}

export function getEndpoint(handler: (context: APIContext) => Promise<Result> | Result): {
  GET: APIRoute;
  ALL: APIRoute;
} {
  return {
    GET: async (context) => toResponse(await handler(context)),
    ALL: methodNotAllowed('GET'),
  };
}
