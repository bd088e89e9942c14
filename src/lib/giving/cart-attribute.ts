// The cart carries the giving tracking id to the checkout in its `tracking_id` attribute (spec 001 §3 "Checkout cart
// attributes"); the checkout reads it from there.
import type { Attribute } from '../cart/types';

export const TRACKING_ATTRIBUTE = 'tracking_id';

/** The tracking id the attributes carry, or null when there is none (or only blanks). */
export const trackingIdOf = (attributes: readonly Attribute[]): string | null =>
  attributes.find((a) => a.key === TRACKING_ATTRIBUTE)?.value.trim() || null;

/** The cart's attributes with the tracking id set, the others kept; null when it is already there. */
export function withTrackingId(attributes: readonly Attribute[], trackingId: string): Attribute[] | null {
  if (attributes.some((a) => a.key === TRACKING_ATTRIBUTE && a.value === trackingId)) return null;
  return [...attributes.filter((a) => a.key !== TRACKING_ATTRIBUTE), { key: TRACKING_ATTRIBUTE, value: trackingId }];
}
