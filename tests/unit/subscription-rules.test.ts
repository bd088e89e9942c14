// Autoship rules (spec 000 §3 Subscription, §9 autoship maximum 5): when the next order comes, what a shopper may
// change, and how a subscription-service record maps to the store's fields.
import { describe, expect, it } from 'vitest';
import {
  CANCEL_REASONS,
  cancelProblem,
  cancelReasonText,
  frequencyProblem,
  quantityProblem,
} from '../../src/lib/subscriptions/changes';
import {
  contractIdFor,
  mapSubscription,
  subscriptionRecord,
  type SubscriptionRow,
} from '../../src/lib/subscriptions/rows';
import {
  addDays,
  everyPeriod,
  frequencyLabel,
  isoDate,
  nextAfterFrequencyChange,
  nextAfterReactivate,
  nextAfterSkip,
} from '../../src/lib/subscriptions/schedule';

describe('calendar days (spec 000 §3 Subscription start_date)', () => {
  it.each([
    ['2026-01-31', 1, '2026-02-01'],
    ['2026-02-28', 1, '2026-03-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2028-02-29', 1, '2028-03-01'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-12-20', 28, '2027-01-17'],
    ['2027-01-01', -1, '2026-12-31'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-03-08', 0, '2026-03-08'],
    ['2026-03-28', 7, '2026-04-04'],
    ['2026-10-25', 7, '2026-11-01'],
    ['2026-01-15', 365, '2027-01-15'],
    ['2028-01-15', 365, '2029-01-14'],
  ])('%s plus %i days is %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it('reads the day of an instant in UTC, whatever the hour', () => {
    expect(isoDate(new Date('2026-12-31T23:59:59.999Z'))).toBe('2026-12-31');
    expect(isoDate(new Date('2027-01-01T00:00:00.000Z'))).toBe('2027-01-01');
    expect(isoDate(new Date('2026-12-31T20:00:00-05:00'))).toBe('2027-01-01');
  });
});

describe('skipping and reactivating', () => {
  it('moves the next order on by exactly one interval when one is skipped, across month and year ends', () => {
    expect(nextAfterSkip('2026-11-30', 14)).toBe('2026-12-14');
    expect(nextAfterSkip('2026-12-11', 28)).toBe('2027-01-08');
    expect(nextAfterSkip('2028-02-01', 28)).toBe('2028-02-29');
    expect(nextAfterSkip('2026-12-31', 56)).toBe('2027-02-25');
  });

  it('skips twice by two intervals', () => {
    expect(nextAfterSkip(nextAfterSkip('2026-12-11', 42), 42)).toBe(addDays('2026-12-11', 84));
  });

  it('starts a reactivated autoship one interval from today', () => {
    expect(nextAfterReactivate(28, '2026-12-20')).toBe('2027-01-17');
    expect(nextAfterReactivate(14, '2028-02-20')).toBe('2028-03-05');
  });
});

describe('changing the frequency', () => {
  const today = '2026-12-20';

  it('brings the next order forward to one new interval from today when the new frequency is shorter', () => {
    expect(nextAfterFrequencyChange('2027-02-14', 14, today)).toBe('2027-01-03');
    expect(nextAfterFrequencyChange('2027-01-31', 28, today)).toBe('2027-01-17');
  });

  it('keeps the next order date when it already comes within one new interval', () => {
    expect(nextAfterFrequencyChange('2026-12-28', 14, today)).toBe('2026-12-28');
    expect(nextAfterFrequencyChange('2027-01-03', 14, today)).toBe('2027-01-03');
  });

  it('keeps the next order date when the new frequency is longer', () => {
    expect(nextAfterFrequencyChange('2027-01-08', 56, today)).toBe('2027-01-08');
  });

  it('compares dates as dates across a year end, not as day numbers', () => {
    expect(nextAfterFrequencyChange('2027-01-02', 14, '2026-12-31')).toBe('2027-01-02');
    expect(nextAfterFrequencyChange('2027-03-01', 14, '2026-12-31')).toBe('2027-01-14');
  });
});

describe('the frequency as the subscription service words it (spec 000 §3 every_period)', () => {
  it.each([
    [7, { every: 1, every_period: 'week' }, 'Every week'],
    [14, { every: 2, every_period: 'week' }, 'Every 2 weeks'],
    [28, { every: 4, every_period: 'week' }, 'Every 4 weeks'],
    [56, { every: 8, every_period: 'week' }, 'Every 8 weeks'],
    [1, { every: 1, every_period: 'day' }, 'Every day'],
    [10, { every: 10, every_period: 'day' }, 'Every 10 days'],
    [30, { every: 30, every_period: 'day' }, 'Every 30 days'],
  ] as const)('%i days is %j, "%s"', (days, period, label) => {
    expect(everyPeriod(days)).toEqual(period);
    expect(frequencyLabel(days)).toBe(label);
  });
});

describe('what a shopper may change (spec 000 §9 autoship maximum 5)', () => {
  it('takes a whole quantity from 1 to 5 and nothing else', () => {
    for (const quantity of [1, 2, 5]) expect(quantityProblem(quantity)).toBeNull();
    for (const quantity of [0, -1, 6, 10, 2.5, Number.NaN])
      expect(quantityProblem(quantity)).toEqual({ field: 'quantity', message: 'Choose a quantity from 1 to 5.' });
  });

  it('takes only a frequency the food offers', () => {
    expect(frequencyProblem(28, [14, 28, 42, 56])).toBeNull();
    expect(frequencyProblem(30, [14, 28, 42, 56])?.field).toBe('frequencyDays');
    expect(frequencyProblem(28, [])?.field).toBe('frequencyDays');
  });

  it('takes any listed cancel reason on its own, and "Other" only with a few words', () => {
    for (const reason of CANCEL_REASONS.filter((r) => r !== 'Other')) expect(cancelProblem(reason, null)).toBeNull();
    expect(cancelProblem('Other', 'Moving abroad')).toBeNull();
    expect(cancelProblem('Other', null)?.field).toBe('detail');
    expect(cancelProblem('Other', '   ')?.field).toBe('detail');
    expect(cancelProblem('Because', 'no reason')?.field).toBe('reason');
    expect(cancelProblem('other', 'lower case is not the listed reason')?.field).toBe('reason');
  });

  it('keeps the reason as the shopper gave it, with the words after "Other"', () => {
    expect(cancelReasonText('It costs too much', 'ignored detail')).toBe('It costs too much');
    expect(cancelReasonText('Other', '  Moving abroad ')).toBe('Other: Moving abroad');
  });
});

describe('mapping a subscription (spec 000 §3 Subscription)', () => {
  const row: SubscriptionRow = {
    id: 'sub-1',
    user_id: 'user-1',
    sku: '10007',
    external_id: 'contract-sub-1',
    frequency_days: 28,
    cancelled: null,
    cancel_reason: null,
    start_date: '2025-12-12',
    next_order_date: '2026-12-11',
    quantity: 2,
  };

  it('sends the fields the subscription service names: customer, product, external_id, frequency_days, every_period, cancelled, cancel_reason, start_date, quantity', () => {
    expect(subscriptionRecord(row)).toEqual({
      public_id: 'sub-1',
      customer: 'user-1',
      product: '10007',
      external_id: 'contract-sub-1',
      frequency_days: 28,
      every: 4,
      every_period: 'week',
      cancelled: null,
      cancel_reason: null,
      start_date: '2025-12-12',
      next_order_date: '2026-12-11',
      quantity: 2,
      live: true,
    });
  });

  it('maps them to customerId, productId, contractId, frequencyDays, frequency, cancelled, cancelReason, startDateString, quantity, weight, weightUnit', () => {
    expect(mapSubscription(subscriptionRecord(row), { weight: 15.5, weightUnit: 'lbs' })).toEqual({
      id: 'sub-1',
      customerId: 'user-1',
      productId: '10007',
      contractId: 'contract-sub-1',
      frequencyDays: 28,
      frequency: 'Every 4 weeks',
      cancelled: false,
      cancelReason: null,
      startDateString: '2025-12-12',
      nextOrderDate: '2026-12-11',
      quantity: 2,
      weight: 15.5,
      weightUnit: 'lbs',
    });
  });

  it('maps a cancelled one as cancelled, with its reason and no next order', () => {
    const cancelled = {
      ...row,
      frequency_days: 10,
      cancelled: '2026-10-16T15:20:00.000Z',
      cancel_reason: 'I have too much food',
    };
    const record = subscriptionRecord(cancelled);
    expect(record).toMatchObject({
      cancelled: '2026-10-16T15:20:00.000Z',
      cancel_reason: 'I have too much food',
      every: 10,
      every_period: 'day',
      live: false,
    });
    expect(mapSubscription(record, { weight: 13, weightUnit: 'oz' })).toMatchObject({
      cancelled: true,
      cancelReason: 'I have too much food',
      nextOrderDate: null,
      frequency: 'Every 10 days',
      weight: 13,
      weightUnit: 'oz',
    });
  });

  it('weighs a food that has left the catalogue as 0 lbs', () => {
    expect(mapSubscription(subscriptionRecord(row), null)).toMatchObject({ weight: 0, weightUnit: 'lbs' });
  });
});

describe('the contract id of a new autoship (spec 000 §3 Subscription: external_id → contractId)', () => {
  it('carries the whole autoship id, so two autoships whose ids share their first characters never share a contract', () => {
    const a = '3bd900a6-1b35-4d51-9547-8bce29e707b1';
    const b = '3bd900a6-ffff-4d51-9547-000000000000';
    expect(contractIdFor(a)).toBe(`contract-${a}`);
    expect(contractIdFor(a)).not.toBe(contractIdFor(b));
    expect(contractIdFor(a).length).toBeLessThanOrEqual(64);
  });
});
