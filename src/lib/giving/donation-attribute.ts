// The order's donation under the donation key (spec 000 §9 "Donation key sgdonation"): the amount the order gives, in
// dollars with two decimals, beside the giving tracking id the cart carried (spec 001 §3).
import type { Attribute } from '../cart/types';

export const DONATION_KEY = 'sgdonation';

/** The order's attributes with the donation set, the others kept; unchanged when the order gives nothing. */
export function withDonation(attributes: readonly Attribute[], amount: number): Attribute[] {
  const kept = attributes.filter((a) => a.key !== DONATION_KEY);
  if (!Number.isFinite(amount) || amount <= 0) return kept;
  return [...kept, { key: DONATION_KEY, value: amount.toFixed(2) }];
}
