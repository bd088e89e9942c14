// The giving service's calls (spec 001 §7, API.md "Giving"): each reads the store from the x-store-id header
// (missing or malformed: 400 "Invalid StoreId"; no such store: 404), then its query or JSON body, then calls one
// service with the store. GET calls read their query; POST and PUT calls their body.
import type { APIContext, APIRoute } from 'astro';
import type { z } from 'zod/v4';
import type { Db } from '../db/connect.server';
import { getDb } from '../db/instance.server';
import { INVALID_STORE_ID, parseStoreId } from '../giving/ids';
import type { Outcome } from '../giving/outcome';
import { findStore } from '../giving/stores.server';
import type { StoreConfig } from '../giving/types';
import { describeIssues, holdsNul, issuesOf, parseJsonBody } from './body';
import { methodNotAllowed, toResponse, type Result } from './endpoint';
import { errorResponse, refusalResponse } from './errors';

export type GivingCall = { db: Db; store: StoreConfig; context: APIContext };
type Handler<T> = (input: T, call: GivingCall) => Promise<Result> | Result;

/**
 * The store a call names in its x-store-id header. A call that may come by beacon (the events), which cannot set a
 * header, may name it in the `storeId` query instead, read only when the header is missing.
 */
async function storeCall(context: APIContext, queryStoreId = false): Promise<GivingCall | Response> {
  const header = context.request.headers.get('x-store-id');
  const named = header === null && queryStoreId ? context.url.searchParams.get('storeId') : header;
  const id = parseStoreId(named);
  if (id === null) return errorResponse('BAD_REQUEST', INVALID_STORE_ID);
  const db = await getDb();
  const store = await findStore(db, id);
  if (!store) return errorResponse('NOT_FOUND', 'There is no giving store with this id');
  return { db, store, context };
}

/** A service's outcome as the answer: its value, or its refusal in the error envelope. */
export const answer = <T extends object>(outcome: Outcome<T>): Result =>
  outcome.ok ? ({ ...outcome.value } as Record<string, unknown>) : refusalResponse(outcome);

/** The query's values for the schema's keys (the first of each), unknown keys ignored. */
function queryOf(url: URL, keys: string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const key of keys) {
    const value = url.searchParams.get(key);
    if (value !== null) values[key] = value;
  }
  return values;
}

export function givingGet<S extends z.ZodObject>(
  schema: S,
  handler: Handler<z.output<S>>,
): { GET: APIRoute; ALL: APIRoute } {
  return {
    GET: async (context) => {
      const call = await storeCall(context);
      if (call instanceof Response) return call;
      const raw = queryOf(context.url, Object.keys(schema.shape));
      // PostgreSQL refuses NUL in text: a query carrying one is refused here, not failed there.
      if (holdsNul(raw)) return errorResponse('BAD_REQUEST', 'The query may not hold NUL characters');
      const parsed = schema.safeParse(raw);
      if (!parsed.success) {
        const issues = issuesOf(parsed.error);
        return errorResponse('BAD_REQUEST', describeIssues(issues), issues);
      }
      return toResponse(await handler(parsed.data, call));
    },
    ALL: methodNotAllowed('GET'),
  };
}

function bodyRoute<S extends z.ZodType>(
  schema: S,
  handler: Handler<z.output<S>>,
  options: BodyRouteOptions = {},
): APIRoute {
  return async (context) => {
    const call = await storeCall(context, options.queryStoreId);
    if (call instanceof Response) return call;
    const parsed = await parseJsonBody(context.request, schema);
    if (!parsed.ok) return parsed.response;
    return toResponse(await handler(parsed.value, call));
  };
}

type BodyRouteOptions = { queryStoreId?: boolean };

export const givingPost = <S extends z.ZodType>(
  schema: S,
  handler: Handler<z.output<S>>,
  options: BodyRouteOptions = {},
) => ({
  POST: bodyRoute(schema, handler, options),
  ALL: methodNotAllowed('POST'),
});

export const givingPut = <S extends z.ZodType>(schema: S, handler: Handler<z.output<S>>) => ({
  PUT: bodyRoute(schema, handler),
  ALL: methodNotAllowed('PUT'),
});
