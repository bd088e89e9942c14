// What the cart says about a discount code (shopper-polish issue; spec 000 §4 "Cart"): unknown codes are not kept,
// an expired one says when it ended, one that takes nothing off says so and why.
import { describe, expect, it } from 'vitest';
import { discountCode as code } from '../support/discounts';
import { discountCodeMessage } from '../../src/lib/cart/discount-messages';
import { codeStatus, isKnownCode } from '../../src/lib/cart/discounts';
import { savingsByCode } from '../../src/lib/cart/pricing';

const context = {
  site: 'DTC' as const,
  subtotalCents: 3000,
  hasAutoship: false,
  now: new Date('2026-11-22T12:00:00Z'),
};
const saves = { own: 300, others: 0 };

describe('discount code status (spec 000 §4 Cart)', () => {
  it('knows only codes defined for this site and switched on', () => {
    expect(isKnownCode(code({}), 'DTC')).toBe(true);
    expect(isKnownCode(undefined, 'DTC')).toBe(false);
    expect(isKnownCode(code({ sites: ['HPSF'] }), 'DTC')).toBe(false);
    expect(isKnownCode(code({ active: false }), 'DTC')).toBe(false);
  });

  it('says why a known code takes nothing off: dates, Autoship only, minimum, or a better code', () => {
    expect(codeStatus(code({}), context, saves)).toEqual({ kind: 'applied' });
    expect(codeStatus(undefined, context, saves)).toEqual({ kind: 'unknown' });
    expect(codeStatus(code({ endsAt: '2026-06-01T00:00:00.000Z' }), context, saves)).toEqual({
      kind: 'expired',
      endedAt: '2026-06-01T00:00:00.000Z',
    });
    expect(codeStatus(code({ startsAt: '2027-01-01T00:00:00.000Z' }), context, saves).kind).toBe('not-started');
    expect(codeStatus(code({ appliesTo: 'autoship' }), context, saves)).toEqual({
      kind: 'takes-nothing',
      reason: 'autoship-only',
    });
    expect(codeStatus(code({ minSubtotalCents: 5000 }), context, saves)).toEqual({
      kind: 'takes-nothing',
      reason: 'minimum',
      minimumCents: 5000,
    });
    expect(codeStatus(code({}), context, { own: 0, others: 450 })).toEqual({
      kind: 'takes-nothing',
      reason: 'better-code',
    });
    expect(codeStatus(code({ percent: 0 }), context, { own: 0, others: 0 })).toEqual({
      kind: 'takes-nothing',
      reason: null,
    });
  });

  it('credits each line to its best code only, so the weaker of two codes takes nothing off', () => {
    const lines = [{ quantity: 2, priceCents: 1000, compareAtCents: null, autoship: false }];
    const savings = savingsByCode(lines, [code({}), code({ code: 'SPRING15', percent: 15 })]);
    expect(Object.fromEntries(savings)).toEqual({ WELCOME10: 0, SPRING15: 300 });
  });
});

describe('discount code messages (shopper-polish issue)', () => {
  it('says an unknown code is not recognised, instead of "can\'t be used with this cart"', () => {
    expect(discountCodeMessage('BOGUS', { kind: 'unknown' })).toBe("We don't recognise the code BOGUS.");
  });

  it('says when an expired code ended, and when a future one starts', () => {
    expect(discountCodeMessage('SPRING15', { kind: 'expired', endedAt: '2026-06-01T00:00:00.000Z' })).toBe(
      'SPRING15 expired on June 1, 2026.',
    );
    expect(discountCodeMessage('NEWYEAR', { kind: 'not-started', startsAt: '2027-01-01T00:00:00.000Z' })).toBe(
      "NEWYEAR can't be used until January 1, 2027.",
    );
  });

  it('never says "applied" for a code that takes nothing off, and says why when it is known', () => {
    expect(discountCodeMessage('WELCOME10', { kind: 'applied' })).toBe('WELCOME10 is applied.');
    expect(discountCodeMessage('WELCOME10', { kind: 'takes-nothing', reason: 'minimum', minimumCents: 2500 })).toBe(
      "WELCOME10 doesn't take anything off this cart: it needs a subtotal of $25.00 or more.",
    );
    expect(discountCodeMessage('AUTO35', { kind: 'takes-nothing', reason: 'autoship-only' })).toBe(
      "AUTO35 doesn't take anything off this cart: it only takes money off Autoship items.",
    );
    expect(discountCodeMessage('WELCOME10', { kind: 'takes-nothing', reason: 'better-code' })).toBe(
      "WELCOME10 doesn't take anything off this cart: another code already takes more off.",
    );
    expect(discountCodeMessage('ZERO', { kind: 'takes-nothing', reason: null })).toBe(
      "ZERO doesn't take anything off this cart.",
    );
  });

  it('lists a code applied before its end as expired, not applied, once it has ended (issue 36)', () => {
    const winter = code({ code: 'WINTER20', endsAt: '2026-11-30T00:00:00.000Z' });
    expect(codeStatus(winter, context, saves)).toEqual({ kind: 'applied' });
    const after = { ...context, now: new Date('2026-11-30T00:00:00.000Z') };
    const status = codeStatus(winter, after, { own: 0, others: 0 });
    expect(status).toEqual({ kind: 'expired', endedAt: '2026-11-30T00:00:00.000Z' });
    expect(discountCodeMessage('WINTER20', status)).toBe('WINTER20 expired on November 30, 2026.');
  });
});
