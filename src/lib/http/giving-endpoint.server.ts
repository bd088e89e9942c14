// The giving service's calls (spec 001 §7, API.md "Giving"): each reads the store from the x-store-id header
// (missing or malformed: 400 "Invalid StoreId"; no such store: 404), then its query or JSON body, then calls one
// service with the store. GET calls read their query; POST and PUT calls their body. A call about one tracking is
// answered only to its owner (anyone else: 404, as for an id that names nothing), and its changes are counted per
// client and per tracking.
import { createHmac, randomBytes } from 'node:crypto';
import type { APIContext, APIRoute } from 'astro';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { z } from 'zod/v4';
import type { Db } from '../db/connect.server';
import { getDb } from '../db/instance.server';
import { INVALID_STORE_ID, parseStoreId } from '../giving/ids';
import {
  CHANGES_PER_TRACKING,
  EVENTS_PER_CLIENT,
  TRACKING_CHANGES_PER_CLIENT,
  TRACKING_STARTS_PER_CLIENT,
  TRACKING_STARTS_PER_CLIENT_DAY,
} from '../giving/limits';
import type { Outcome } from '../giving/outcome';
import { findStore } from '../giving/stores.server';
import { NO_TRACKING, ownedTracking, type TrackingAsker } from '../giving/trackings.server';
import type { StoreConfig } from '../giving/types';
import { secureCookies } from '../site/config.server';
import { derivedKey } from '../site/keys.server';
import { parseJsonBody, parseQuery } from './body';
import { clientKey } from './client-key.server';
import { methodNotAllowed, toResponse, type Result } from './endpoint';
import { errorResponse, refusalResponse } from './errors';
import { allowAttempt, tooManyAttempts, tooManyTries } from './rate-limit.server';

export type GivingCall = { db: Db; store: StoreConfig; context: APIContext };
type Handler<T> = (input: T, call: GivingCall) => Promise<Result> | Result;
/** A call about one tracking the asker owns: its id, checked. */
export type TrackingCall = GivingCall & { trackingId: string };
type TrackingHandler<T> = (input: T, call: TrackingCall) => Promise<Result> | Result;

/**
 * The cookie that ties trackings to the browser that started them: an unguessable secret, HttpOnly and SameSite=Lax,
 * sent only to the giving calls. The widget calls them from the page with fetch, so it goes along; one secret serves
 * all the trackings a browser starts. The table keeps only its hash.
 */
export const OWNER_COOKIE = 'sg_owner';
const OWNER_SECRET = /^[A-Za-z0-9_-]{43}$/;
const ONE_YEAR = 60 * 60 * 24 * 365;

function ownerSecret(context: APIContext): string | null {
  const value = context.cookies.get(OWNER_COOKIE)?.value;
  return value !== undefined && OWNER_SECRET.test(value) ? value : null;
}

const askerOf = (context: APIContext): TrackingAsker => ({
  secret: ownerSecret(context),
  customerId: context.locals.user?.id ?? null,
});

/** Who starts a tracking: the browser's owner secret (made and set when it has none) and the signed-in customer. */
export function trackingOwner(context: APIContext): TrackingAsker {
  const secret = ownerSecret(context) ?? randomBytes(32).toString('base64url');
  context.cookies.set(OWNER_COOKIE, secret, {
    path: '/api/giving',
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookies(context.url),
    maxAge: ONE_YEAR,
  });
  return { secret, customerId: context.locals.user?.id ?? null };
}

/**
 * Counts a tracking start against the client's limits (every instance alike); the refusal when it is over one.
 * Counted before any row is written.
 */
export async function refuseTrackingStart({ db, context }: GivingCall): Promise<Response | null> {
  const client = clientKey(context);
  if (!(await allowAttempt(db, `giving-start:${client}`, TRACKING_STARTS_PER_CLIENT))) return tooManyTries();
  if (!(await allowAttempt(db, `giving-start-day:${client}`, TRACKING_STARTS_PER_CLIENT_DAY))) return tooManyTries();
  return null;
}

// Events come often (every page's widget posts every few seconds), and counting each post in the shared store would
// cost a database write per post without Redis. They are counted in this instance's memory instead: a client spread
// over n instances gets n times the limit, which the event store's per-client share still bounds.
const eventLimiter = new RateLimiterMemory({
  points: EVENTS_PER_CLIENT.max,
  duration: EVENTS_PER_CLIENT.windowSeconds,
});

/** Counts a post's events against the client's limit; the refusal when it is over. */
export async function refuseEvents(context: APIContext, count: number): Promise<Response | null> {
  try {
    await eventLimiter.consume(clientKey(context), count);
    return null;
  } catch (refusal) {
    if (refusal instanceof RateLimiterRes) return tooManyAttempts();
    throw refusal;
  }
}

/** The key the event store knows a client by: keyed so the table does not hold addresses, stable across instances. */
export const eventClientKey = (context: APIContext): string =>
  createHmac('sha256', derivedKey('giving-event-client')).update(clientKey(context)).digest('base64url').slice(0, 32);

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

export function givingGet<S extends z.ZodObject>(
  schema: S,
  handler: Handler<z.output<S>>,
): { GET: APIRoute; ALL: APIRoute } {
  return {
    GET: async (context) => {
      const call = await storeCall(context);
      if (call instanceof Response) return call;
      const parsed = parseQuery(context.url, schema);
      if (!parsed.ok) return parsed.response;
      return toResponse(await handler(parsed.value, call));
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

/** A GET about the tracking `[id]`: answered only to its owner, 404 to anyone else. */
export function trackingGet(handler: TrackingHandler<void>): { GET: APIRoute; ALL: APIRoute } {
  return {
    GET: async (context) => {
      const call = await storeCall(context);
      if (call instanceof Response) return call;
      const tracking = await ownedTracking(call.db, call.store.id, context.params.id, askerOf(context));
      if (!tracking) return refusalResponse(NO_TRACKING);
      return toResponse(await handler(undefined, { ...call, trackingId: tracking.id }));
    },
    ALL: methodNotAllowed('GET'),
  };
}

/**
 * A PUT that changes the tracking `[id]`: counted per client (known tracking or not, so ids cannot be tried in bulk),
 * refused with 404 unless the asker owns the tracking, then counted per tracking.
 */
export function trackingPut<S extends z.ZodType>(
  schema: S,
  handler: TrackingHandler<z.output<S>>,
): { PUT: APIRoute; ALL: APIRoute } {
  return {
    PUT: bodyRoute(schema, async (body, call) => {
      const { db, store, context } = call;
      if (!(await allowAttempt(db, `giving-change:${clientKey(context)}`, TRACKING_CHANGES_PER_CLIENT)))
        return tooManyTries();
      const tracking = await ownedTracking(db, store.id, context.params.id, askerOf(context));
      if (!tracking) return refusalResponse(NO_TRACKING);
      if (!(await allowAttempt(db, `giving-tracking:${tracking.id}`, CHANGES_PER_TRACKING))) return tooManyTries();
      return handler(body, { ...call, trackingId: tracking.id });
    }),
    ALL: methodNotAllowed('PUT'),
  };
}
