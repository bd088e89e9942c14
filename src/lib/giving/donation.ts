// How much an order or a product gives, and to whom (spec 001 §3 "Donation requests and results"). Pure: the service
// resolves the store's campaign, the cause and its multiplier, then asks here.
//
// - A line gives on its net amount: price × quantity − its discount − its share of the cart discount, never below 0.
//   The cart discount is spread over the lines in proportion to their amounts after their own discounts (the last
//   cent going to the largest remainders), so each line's donation is what it really earned and the lines add up to
//   the total.
// - A percentage donation is that percentage of the net amount, times the cause's multiplier, rounded to the cent
//   per line. A flat donation is that many dollars per item of a line with a net amount above 0; multipliers do not
//   apply to it.
// - The total is the sum of the lines; it is shared among the recipients evenly (the odd cents to the first ones).
import { convertDollars, fromCents, toCents } from './money';
import type {
  CartDonationLine,
  DonationLineItem,
  DonationRecipient,
  DonationResult,
  DonationType,
  StoreConfig,
} from './types';

/** What a donation is worked out from: the online-purchase campaign's kind and value. */
export interface DonationRule {
  donationType: DonationType;
  /** A percentage (1 is 1 %) or dollars per item. */
  donationAmount: number;
}

export interface DonationInput {
  lines: CartDonationLine[];
  cartDiscount: number;
  rule: DonationRule;
  /** Who receives it: the shopper's cause, or the store's default cause(s). */
  recipients: { causeId: string; causeName: string }[];
  /** The multiplier of the recipient (1 when none); applies to percentage donations only. */
  multiplier: number;
  /** A cart (true) or a single product (false). */
  cartDonation: boolean;
  /** Units of the store's currency per US dollar; none: USD. */
  conversionRate?: number | undefined;
}

/** Splits whole cents in proportion to the weights: the largest remainders get the odd cents. Sums to `total`. */
export function spreadCents(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (total <= 0 || sum <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => ({ i, r: e - Math.floor(e) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}

/** Each line's net amount in cents: after its own discount and its share of the cart discount, never below 0. */
export function netLineCents(lines: CartDonationLine[], cartDiscount: number): number[] {
  const afterOwn = lines.map((l) => Math.max(0, toCents(l.price) * l.quantity - toCents(l.discount)));
  const available = afterOwn.reduce((a, b) => a + b, 0);
  const cartShare = spreadCents(Math.min(toCents(cartDiscount), available), afterOwn);
  return afterOwn.map((cents, i) => Math.max(0, cents - cartShare[i]!));
}

/** One line's donation in cents. */
function lineDonationCents(net: number, quantity: number, rule: DonationRule, multiplier: number): number {
  if (net <= 0 || rule.donationAmount <= 0) return 0;
  if (rule.donationType === 1) return toCents(rule.donationAmount) * quantity;
  return toCents((net * rule.donationAmount * Math.max(0, multiplier)) / 10_000);
}

/** Shares the total among the recipients evenly; the first ones get the odd cents. */
export function shareAmong(
  totalCents: number,
  recipients: { causeId: string; causeName: string }[],
): { causeId: string; causeName: string; cents: number }[] {
  const shares = spreadCents(
    totalCents,
    recipients.map(() => 1),
  );
  return recipients.map((r, i) => ({ ...r, cents: shares[i]! }));
}

export function computeDonation(input: DonationInput): DonationResult {
  const { rule, multiplier } = input;
  const nets = netLineCents(input.lines, input.cartDiscount);
  const lineCents = input.lines.map((line, i) => lineDonationCents(nets[i]!, line.quantity, rule, multiplier));
  const total = lineCents.reduce((a, b) => a + b, 0);
  const money = (cents: number) => convertDollars(fromCents(cents), input.conversionRate);
  const lineItems: DonationLineItem[] = input.lines.map((line, i) => ({
    id: line.id,
    quantity: line.quantity,
    donation: money(lineCents[i]!),
  }));
  const donationRecipients: DonationRecipient[] = shareAmong(total, input.recipients).map((r) => ({
    causeId: r.causeId,
    causeName: r.causeName,
    amount: money(r.cents),
  }));
  return {
    totalDonationAmount: money(total),
    donationRecipients,
    lineItems,
    totalDonationValue: rule.donationAmount,
    donationType: rule.donationType,
    directDonation: false,
    cartDonation: input.cartDonation,
    excluded: false,
  };
}

/** The answer for a shopper a segment excludes: nothing given, nobody receiving. */
export function excludedDonation(lines: CartDonationLine[], rule: DonationRule, cartDonation: boolean): DonationResult {
  return {
    totalDonationAmount: 0,
    donationRecipients: [],
    lineItems: lines.map((l) => ({ id: l.id, quantity: l.quantity, donation: 0 })),
    totalDonationValue: rule.donationAmount,
    donationType: rule.donationType,
    directDonation: false,
    cartDonation,
    excluded: true,
  };
}

/** The store's active online-purchase campaign, which donations come from; null when it has none. */
export function onlinePurchaseRule(store: StoreConfig): DonationRule | null {
  const campaign = store.activeCampaigns.find((c) => c.campaignType === 1 && c.isActive);
  return campaign ? { donationType: campaign.donationType, donationAmount: campaign.donationAmount } : null;
}

/** The multiplier the store gives a cause (1 when it names none). */
export function multiplierOf(store: Pick<StoreConfig, 'causeMultipliers'>, causeId: string): number {
  return store.causeMultipliers.find((m) => m.causeId === causeId)?.multiplier ?? 1;
}

/**
 * Who a donation goes to: the shopper's cause when the store lets shoppers choose and one is given, else the store's
 * default causes (defaultCauseIds, or defaultCauseId when that list is empty). Ids only; the service names them.
 */
export function recipientIds(
  store: Pick<StoreConfig, 'letShoppersChoose' | 'defaultCauseId' | 'defaultCauseIds'>,
  chosen: string | null,
): string[] {
  if (store.letShoppersChoose && chosen) return [chosen];
  if (store.defaultCauseIds.length > 0) return [...new Set(store.defaultCauseIds)];
  return store.defaultCauseId ? [store.defaultCauseId] : [];
}

/** The multiplier of a donation: the cause's when it goes to one cause, 1 when it is shared among several. */
export const recipientsMultiplier = (store: Pick<StoreConfig, 'causeMultipliers'>, ids: string[]): number =>
  ids.length === 1 ? multiplierOf(store, ids[0]!) : 1;
