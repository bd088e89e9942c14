// The subscription calls: /api/get-subscriptions (customer → results, spec 000 §7), /api/crypto (the pair behind the
// order-management cookie) and the changes under /api/subscriptions/. A change needs both the signed-in session and
// a fresh order-management cookie for the same customer, as the subscription service asks for.
import type { APIContext } from 'astro';
import { z } from 'zod/v4';
import type { SessionUser } from '../account/accounts.server';
import { customerEndpoint } from '../account/customer-endpoint.server';
import type { Db } from '../db/connect.server';
import { errorResponse, json } from '../http/errors';
import { CANCEL_REASONS } from './changes';
import { derivedKey } from '../site/keys.server';
import {
  MANAGEMENT_COOKIE,
  MANAGEMENT_COOKIE_LIFETIME_MS,
  managementPair,
  verifyManagementCookie,
} from './management-cookie';
import { changeAutoship, findAutoship, subscriptionRecords, type AutoshipChange } from './subscriptions.server';
import { sendAutoshipNow } from './engine.server';
import { paymentGateway } from '../checkout/gateway.server';

export const getSubscriptionsEndpoint = () =>
  customerEndpoint(z.object({ customer: z.string().min(1).max(64) }), async (db, user, { customer }) =>
    customer === user.id
      ? { results: await subscriptionRecords(db, user.id) }
      : errorResponse('FORBIDDEN', 'You can only see your own autoships.'),
  );

/** Secure, except where the shop is served over plain http to a host that is not this machine. */
function secureCookie(url: URL): boolean {
  return url.protocol === 'https:' || ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

const MANAGEMENT_KEY = 'order-management-cookie';

export const cryptoEndpoint = () =>
  customerEndpoint(z.object({}), async (_db, user, _input, context) => {
    const pair = managementPair(user.id, Date.now(), derivedKey(MANAGEMENT_KEY));
    context.cookies.set(MANAGEMENT_COOKIE, pair.cookie, {
      path: '/',
      httpOnly: true,
      sameSite: 'strict',
      secure: secureCookie(context.url),
      maxAge: MANAGEMENT_COOKIE_LIFETIME_MS / 1000,
    });
    return json({ timestamp: pair.timestamp, signature: pair.signature });
  });

const subscription = z.string().min(1).max(64);
const holdsManagementCookie = (context: APIContext, userId: string) =>
  verifyManagementCookie(context.cookies.get(MANAGEMENT_COOKIE)?.value, derivedKey(MANAGEMENT_KEY), Date.now()) ===
  userId;
const sessionEnded = () =>
  errorResponse('UNAUTHENTICATED', 'Your autoship session has ended. Ask /api/crypto for a new one and try again.');

/** A call of the subscription service: the signed-in customer, holding a fresh order-management cookie. */
function managementCall<S extends z.ZodObject>(
  schema: S,
  call: (db: Db, user: SessionUser, input: z.output<S>) => Promise<Record<string, unknown>>,
) {
  return customerEndpoint(schema, async (db, user, input, context: APIContext) =>
    holdsManagementCookie(context, user.id) ? call(db, user, input) : sessionEnded(),
  );
}

function managementEndpoint<S extends z.ZodObject>(
  schema: S,
  change: (input: z.output<S>) => { subscription: string; change: AutoshipChange },
) {
  return managementCall(schema, (db, user, input) => {
    const asked = change(input);
    return changeAutoship(db, user.id, asked.subscription, asked.change);
  });
}

export const changeFrequencyEndpoint = () =>
  managementEndpoint(z.object({ subscription, frequencyDays: z.number().int().min(1).max(365) }), (input) => ({
    subscription: input.subscription,
    change: { kind: 'frequency', frequencyDays: input.frequencyDays },
  }));

export const changeQuantityEndpoint = () =>
  managementEndpoint(z.object({ subscription, quantity: z.number().int().min(0).max(100) }), (input) => ({
    subscription: input.subscription,
    change: { kind: 'quantity', quantity: input.quantity },
  }));

export const skipEndpoint = () =>
  managementEndpoint(z.object({ subscription }), (input) => ({
    subscription: input.subscription,
    change: { kind: 'skip' },
  }));

export const cancelEndpoint = () =>
  managementEndpoint(
    z.object({ subscription, reason: z.enum(CANCEL_REASONS), detail: z.string().trim().max(500).nullish() }),
    (input) => ({
      subscription: input.subscription,
      change: { kind: 'cancel', reason: input.reason, detail: input.detail },
    }),
  );

/** Send now: the delivery is ordered at once with the card on file (the engine claims it first). */
export const sendNowEndpoint = () =>
  managementCall(z.object({ subscription }), async (db, user, input) => {
    const sent = await sendAutoshipNow(db, paymentGateway(), user.id, input.subscription);
    const after = sent.outcome === 'missing' ? null : await findAutoship(db, user.id, input.subscription);
    return { subscription: after, userErrors: sent.message ? [{ field: 'subscription', message: sent.message }] : [] };
  });

export const reactivateEndpoint = () =>
  managementEndpoint(z.object({ subscription }), (input) => ({
    subscription: input.subscription,
    change: { kind: 'reactivate' },
  }));
