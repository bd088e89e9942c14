import { describe, expect, it } from 'vitest';
import { discountCode as code } from '../support/discounts';
import { AUTOMATIC_AUTOSHIP_CODE, codeApplies, distinctCodes, withAutomaticCode } from '../../src/lib/cart/discounts';
import { cartCost, lineCost } from '../../src/lib/cart/pricing';
import { checkoutDestination, guestMustSignIn } from '../../src/lib/cart/checkout-route';

const now = new Date('2026-11-22T12:00:00Z');

describe('cart pricing (spec 000 §2 Cart page, §9)', () => {
  it('prices an autoship line 5% under the single price', () => {
    expect(lineCost({ quantity: 2, priceCents: 5599, compareAtCents: null, autoship: true })).toEqual({
      unitCents: 5319,
      subtotalCents: 10638,
    });
    expect(lineCost({ quantity: 2, priceCents: 5599, compareAtCents: null, autoship: false }).subtotalCents).toBe(
      11198,
    );
  });

  it('counts compare-at, autoship, code and program savings in Total Savings', () => {
    const lines = [
      { quantity: 1, priceCents: 4000, compareAtCents: 5000, autoship: false },
      { quantity: 2, priceCents: 1000, compareAtCents: null, autoship: true },
    ];
    const cost = cartCost(lines, [code({ percent: 10 })], 0);
    expect(cost.subtotalCents).toBe(4000 + 1900);
    expect(cost.discountCodesCents).toBe(400 + 190);
    expect(cost.totalCents).toBe(5900 - 590);
    expect(cost.totalSavingsCents).toBe(5000 + 2000 - 5310);
  });

  it('gives each line the best code that covers it, and an autoship-only code only autoship lines', () => {
    const lines = [
      { quantity: 1, priceCents: 2000, compareAtCents: null, autoship: false },
      { quantity: 1, priceCents: 2000, compareAtCents: null, autoship: true },
    ];
    const cost = cartCost(
      lines,
      [code({ percent: 10 }), code({ code: 'AUTO35', percent: 35, appliesTo: 'autoship' })],
      0,
    );
    expect(cost.discountCodesCents).toBe(200 + 665);
  });

  it('takes the program discount of eligible staff after codes and shows it apart', () => {
    const cost = cartCost([{ quantity: 2, priceCents: 2500, compareAtCents: null, autoship: false }], [], 20);
    expect(cost.programDiscountCents).toBe(1000);
    expect(cost.totalCents).toBe(4000);
    expect(cost.totalSavingsCents).toBe(1000);
  });
});

describe('discount codes (spec 000 §4 Cart; spec 001 §9 AUTO35)', () => {
  it('adds AUTO35 while an autoship line is in the cart of a shopper with no subscription, and only then', () => {
    expect(withAutomaticCode(['WELCOME10'], { hasAutoship: true, hasSubscription: false })).toEqual([
      'WELCOME10',
      AUTOMATIC_AUTOSHIP_CODE,
    ]);
    expect(withAutomaticCode(['WELCOME10'], { hasAutoship: true, hasSubscription: true })).toEqual(['WELCOME10']);
    expect(withAutomaticCode(['AUTO35', 'WELCOME10'], { hasAutoship: false, hasSubscription: false })).toEqual([
      'WELCOME10',
    ]);
  });

  it('stores codes in capitals, without blanks or repeats', () => {
    expect(distinctCodes([' welcome10', 'WELCOME10', '', 'spring15 '])).toEqual(['WELCOME10', 'SPRING15']);
  });

  it('applies a code on its site, while active, inside its dates, over its minimum, and for autoship only with an autoship line', () => {
    const context = { site: 'DTC' as const, subtotalCents: 3000, hasAutoship: false, now };
    expect(codeApplies(code({}), context)).toBe(true);
    expect(codeApplies(undefined, context)).toBe(false);
    expect(codeApplies(code({ sites: ['HPSF'] }), context)).toBe(false);
    expect(codeApplies(code({ active: false }), context)).toBe(false);
    expect(codeApplies(code({ endsAt: '2026-06-01T00:00:00.000Z' }), context)).toBe(false);
    expect(codeApplies(code({ startsAt: '2027-01-01T00:00:00.000Z' }), context)).toBe(false);
    expect(codeApplies(code({ minSubtotalCents: 5000 }), context)).toBe(false);
    expect(codeApplies(code({ appliesTo: 'autoship' }), context)).toBe(false);
    expect(codeApplies(code({ appliesTo: 'autoship' }), { ...context, hasAutoship: true })).toBe(true);
  });
});

describe('Proceed to Checkout (spec 000 §2 Cart page; spec 001 §4)', () => {
  it('sends a guest with an autoship line to sign in when the free-trial-consent flag is on', () => {
    expect(checkoutDestination({ signedIn: false, hasAutoship: true, freeTrialConsent: true })).toBe(
      '/shelter/autoship-required-login',
    );
    expect(checkoutDestination({ signedIn: false, hasAutoship: true, freeTrialConsent: false })).toBe('/checkout');
    expect(checkoutDestination({ signedIn: true, hasAutoship: true, freeTrialConsent: true })).toBe('/checkout');
    expect(checkoutDestination({ signedIn: false, hasAutoship: false, freeTrialConsent: true })).toBe('/checkout');
  });

  it('has a guest with an autoship line sign in before ordering, the flag only deciding where (spec 001 §4)', () => {
    expect(guestMustSignIn({ signedIn: false, hasAutoship: true })).toBe(true);
    expect(guestMustSignIn({ signedIn: false, hasAutoship: false })).toBe(false);
    expect(guestMustSignIn({ signedIn: true, hasAutoship: true })).toBe(false);
  });
});
