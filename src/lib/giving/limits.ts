// What one client may ask of the giving calls, and what the service keeps (API.md "Giving"). Pure: the routes count
// the rate limits, the services keep to the bounds, the docs and tests name the same figures.

/** A count allowed in a fixed window (the shape of the shared rate limits, src/lib/http/rate-limit.server.ts). */
export type WindowLimit = { max: number; windowSeconds: number };

const TEN_MINUTES = 600;
const ONE_DAY = 86_400;

/**
 * Trackings one client (address) may start. The widget resumes its saved tracking, so a shopper starts one per store
 * and browser; the room above that is for the many shoppers behind one address (an office, a clinic, a carrier's
 * NAT), each of whose first visit starts one. What a tracking holds is bounded below, so this bounds the bytes too.
 */
export const TRACKING_STARTS_PER_CLIENT: WindowLimit = { max: 300, windowSeconds: TEN_MINUTES };
export const TRACKING_STARTS_PER_CLIENT_DAY: WindowLimit = { max: 2_000, windowSeconds: ONE_DAY };
/** Changes (cause, integration info, confirmation) one client may ask for, to any tracking, known or not. */
export const TRACKING_CHANGES_PER_CLIENT: WindowLimit = { max: 1_200, windowSeconds: TEN_MINUTES };
/** Changes of one tracking, however many clients its owner uses: a shopper changes a cause a few times. */
export const CHANGES_PER_TRACKING: WindowLimit = { max: 60, windowSeconds: TEN_MINUTES };
/** Events one client may post per instance: a page's widget sends a handful a minute. */
export const EVENTS_PER_CLIENT: WindowLimit = { max: 300, windowSeconds: 60 };

/** Everything a tracking's integration info may hold, as UTF-8 JSON. */
export const MAX_INTEGRATION_INFO_BYTES = 16_384;
/** A tracking's confirmation data, as UTF-8 JSON. */
export const MAX_CONFIRMATION_BYTES = 16_384;
/** One event as JSON: well above anything the widget sends. */
export const MAX_EVENT_CHARACTERS = 8_000;

/** The events the store keeps in all, and of any one client. */
export const MAX_STORED_EVENTS = 10_000;
export const MAX_EVENTS_PER_CLIENT = 500;

const encoder = new TextEncoder();
/** The size of a value written as JSON, in UTF-8 bytes. */
export const jsonBytes = (value: unknown): number => encoder.encode(JSON.stringify(value)).length;
