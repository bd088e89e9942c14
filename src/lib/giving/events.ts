// The giving widget's analytics events (spec 001 §3 "Analytics event", §9 schema 0.1.15), as /api/giving/events
// accepts them: one event or a list of up to 50, each of the schema's version. Pure.
import { z } from 'zod/v4';
import { MAX_EVENT_CHARACTERS } from './limits';
import { jsonObjectSchema, storeIdSchema } from './requests';
import { GIVING_EVENT_VERSION } from './types';

export const MAX_EVENTS_PER_POST = 50;

const short = z.string().max(2048);
const maybe = (max: number) =>
  z
    .string()
    .max(max)
    .nullish()
    .transform((v) => v ?? null);

export const givingEventSchema = z
  .object({
    timeStamp: z.iso.datetime({ offset: true, message: 'must be an ISO 8601 time such as 2025-01-31T12:00:00Z' }),
    type: z.string().regex(/^[A-Za-z][\w.:-]{0,63}$/, 'must be an event name such as widget_loaded'),
    version: z.literal(GIVING_EVENT_VERSION, `must be ${GIVING_EVENT_VERSION}`),
    payload: jsonObjectSchema.default({}),
    clientProperties: z.object({
      userAgent: short,
      url: short,
      device: short,
      browser: short,
      platform: short,
      referrer: short,
    }),
    storeId: storeIdSchema,
    trackingId: maybe(64),
    metadata: jsonObjectSchema.default({}),
    customerId: maybe(128),
    email: maybe(254),
  })
  // The capped store counts events, so each one is bounded too.
  .refine(
    (event) => JSON.stringify(event).length <= MAX_EVENT_CHARACTERS,
    `must be at most ${MAX_EVENT_CHARACTERS} characters as JSON`,
  );

/** One event, or a list of them: always a list after parsing. */
export const givingEventsSchema = z.preprocess(
  (raw) => (Array.isArray(raw) ? raw : [raw]),
  z
    .array(givingEventSchema)
    .min(1, 'send at least one event')
    .max(MAX_EVENTS_PER_POST, `at most ${MAX_EVENTS_PER_POST} events at a time`),
);
export type ParsedGivingEvent = z.output<typeof givingEventSchema>;
