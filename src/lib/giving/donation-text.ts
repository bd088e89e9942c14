// How a donation is said, by the widget, the order confirmation, its mail and "Your giving": "$0.13 goes to Pet
// Rescue League". Dollars as the giving service answers them.
import { formatMoney } from '../site/money';
import { spokenList } from '../site/spoken-list';
import type { DonationRecipient } from './types';

export const donationAmount = (dollars: number): string => formatMoney(Math.round(dollars * 100));

export const donationSentence = (dollars: number, causeNames: readonly string[]): string =>
  `${donationAmount(dollars)} goes to ${spokenList(causeNames, 'and')}`;

/** An order's donation: "$0.13 goes to A", or each cause's share when there are several; null when nothing is given. */
export function describeDonation(total: number, recipients: readonly DonationRecipient[]): string | null {
  const given = recipients.filter((r) => r.amount > 0);
  if (!(total > 0) || given.length === 0) return null;
  if (given.length === 1) return donationSentence(total, [given[0]!.causeName]);
  return donationSentence(
    total,
    given.map((r) => `${r.causeName} (${donationAmount(r.amount)})`),
  );
}

/** "Showing 26–50 of 130 charities", or that none was found. */
export function resultsSummary(skip: number, shown: number, total: number): string {
  if (total === 0) return 'No charities found. Try another name or category.';
  return `Showing ${skip + 1}–${skip + shown} of ${total} ${total === 1 ? 'charity' : 'charities'}`;
}
