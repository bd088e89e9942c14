import { describe, expect, it } from 'vitest';
import {
  computeDonation,
  excludedDonation,
  multiplierOf,
  netLineCents,
  onlinePurchaseRule,
  recipientIds,
  recipientsMultiplier,
  spreadCents,
  type DonationInput,
} from '../../src/lib/giving/donation';
import type { StoreConfig } from '../../src/lib/giving/types';

const cause = { causeId: '23-7182091', causeName: 'Rocky Mountain Paws Rescue' };
const percent = (value: number) => ({ donationType: 0 as const, donationAmount: value });
const flat = (value: number) => ({ donationType: 1 as const, donationAmount: value });
const line = (id: string, price: number, quantity = 1, discount = 0) => ({ id, price, quantity, discount });

const input = (over: Partial<DonationInput>): DonationInput => ({
  lines: [line('40010007', 12.99)],
  cartDiscount: 0,
  rule: percent(1),
  recipients: [cause],
  multiplier: 1,
  cartDonation: false,
  ...over,
});

describe('donation for a price (spec 001 §3 "Donation requests and results")', () => {
  it('gives a percentage of the price, rounded to the cent: $12.99 × 1 % = 0.13', () => {
    const result = computeDonation(input({}));
    expect(result.totalDonationAmount).toBe(0.13);
    expect(result.donationRecipients).toEqual([{ ...cause, amount: 0.13 }]);
    expect(result.lineItems).toEqual([{ id: '40010007', quantity: 1, donation: 0.13 }]);
    expect(result).toMatchObject({ donationType: 0, totalDonationValue: 1, excluded: false, directDonation: false });
  });

  it('applies the cause multiplier to a percentage donation', () => {
    expect(computeDonation(input({ multiplier: 2 })).totalDonationAmount).toBe(0.26);
  });

  it('gives a flat amount per item, with no multiplier', () => {
    const result = computeDonation(input({ rule: flat(0.5), multiplier: 2, lines: [line('a', 12.99, 3)] }));
    expect(result.totalDonationAmount).toBe(1.5);
    expect(result.donationType).toBe(1);
  });

  it('works per line from price × quantity − discount, never negative', () => {
    const result = computeDonation(
      input({ rule: percent(10), lines: [line('a', 10, 2, 5), line('b', 3, 1, 50)], cartDonation: true }),
    );
    expect(result.lineItems).toEqual([
      { id: 'a', quantity: 2, donation: 1.5 },
      { id: 'b', quantity: 1, donation: 0 },
    ]);
    expect(result.totalDonationAmount).toBe(1.5);
    expect(result.cartDonation).toBe(true);
  });

  it('a fully discounted line gives nothing, flat or not', () => {
    expect(computeDonation(input({ rule: flat(1), lines: [line('a', 5, 1, 5)] })).totalDonationAmount).toBe(0);
  });

  it('spreads the cart discount over the lines in proportion to their amounts', () => {
    expect(netLineCents([line('a', 30), line('b', 10)], 4)).toEqual([2700, 900]);
    expect(netLineCents([line('a', 1), line('b', 1), line('c', 1)], 1)).toEqual([66, 67, 67]);
    expect(netLineCents([line('a', 10)], 25)).toEqual([0]);
    const result = computeDonation(
      input({ rule: percent(10), lines: [line('a', 30), line('b', 10)], cartDiscount: 4 }),
    );
    expect(result.totalDonationAmount).toBe(3.6);
  });

  it('shares the total among several recipients, the odd cents first', () => {
    const result = computeDonation(
      input({
        rule: percent(1),
        lines: [line('a', 10.01)],
        recipients: [cause, { causeId: '31-4401127', causeName: 'Second' }],
      }),
    );
    expect(result.totalDonationAmount).toBe(0.1);
    expect(result.donationRecipients.map((r) => r.amount)).toEqual([0.05, 0.05]);
    expect(spreadCents(11, [1, 1])).toEqual([6, 5]);
    expect(spreadCents(0, [1, 1])).toEqual([0, 0]);
    expect(spreadCents(5, [0, 0])).toEqual([0, 0]);
  });

  it('converts to the store currency with its rate', () => {
    expect(computeDonation(input({ rule: percent(10), conversionRate: 1.5 })).totalDonationAmount).toBe(1.95);
  });

  it('an excluded shopper gives nothing', () => {
    const result = excludedDonation([line('a', 10)], percent(1), true);
    expect(result).toMatchObject({ excluded: true, totalDonationAmount: 0, donationRecipients: [] });
  });
});

const store: Pick<StoreConfig, 'letShoppersChoose' | 'defaultCauseId' | 'defaultCauseIds' | 'causeMultipliers'> = {
  letShoppersChoose: true,
  defaultCauseId: '23-7182091',
  defaultCauseIds: ['23-7182091', 'a'.repeat(32)],
  causeMultipliers: [{ causeId: '23-7182091', multiplier: 2 }],
};

describe('who receives it (spec 001 §4 "Default cause")', () => {
  it('the chosen cause when shoppers may choose, else the store defaults', () => {
    expect(recipientIds(store, '31-4401127')).toEqual(['31-4401127']);
    expect(recipientIds(store, null)).toEqual(store.defaultCauseIds);
    expect(recipientIds({ ...store, letShoppersChoose: false }, '31-4401127')).toEqual(store.defaultCauseIds);
    expect(recipientIds({ ...store, defaultCauseIds: [] }, null)).toEqual(['23-7182091']);
    expect(recipientIds({ ...store, defaultCauseIds: [], defaultCauseId: null }, null)).toEqual([]);
  });

  it('multiplies for one cause only', () => {
    expect(multiplierOf(store, '23-7182091')).toBe(2);
    expect(multiplierOf(store, '31-4401127')).toBe(1);
    expect(recipientsMultiplier(store, ['23-7182091'])).toBe(2);
    expect(recipientsMultiplier(store, store.defaultCauseIds)).toBe(1);
  });

  it('takes the rule from the active online-purchase campaign (type 1)', () => {
    const campaign = { id: 'c', name: 'c', isActive: true, donationType: 0 as const, donationAmount: 1 };
    const config = (activeCampaigns: StoreConfig['activeCampaigns']) => ({ activeCampaigns }) as StoreConfig;
    expect(onlinePurchaseRule(config([{ ...campaign, campaignType: 1 }]))).toEqual(percent(1));
    expect(onlinePurchaseRule(config([{ ...campaign, campaignType: 3 }]))).toBeNull();
    expect(onlinePurchaseRule(config([{ ...campaign, campaignType: 1, isActive: false }]))).toBeNull();
  });
});
