// How a donation is said to the shopper, once for the confirmation page, its mail and "Your giving": the amount in
// dollars and the causes it goes to, each cause's share named when there are several.
import type { DonationRecipient } from './types';

const dollars = (amount: number) =>
  `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const list = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

/** "$0.13 goes to Paws Rescue", or "$0.20 goes to A ($0.12) and B ($0.08)"; null when nothing is given. */
export function describeDonation(total: number, recipients: readonly DonationRecipient[]): string | null {
  const given = recipients.filter((r) => r.amount > 0);
  if (!(total > 0) || given.length === 0) return null;
  const names = given.length === 1 ? [given[0]!.causeName] : given.map((r) => `${r.causeName} (${dollars(r.amount)})`);
  return `${dollars(total)} goes to ${list(names)}`;
}

export { dollars as formatDollars };
