import { describe, expect, it } from 'vitest';
import { cartDonationLines } from '../../src/lib/giving/cart-donation-lines';
import { TRACKING_ATTRIBUTE, trackingIdOf, withTrackingId } from '../../src/lib/giving/cart-attribute';
import { categoryChoices, DEFAULT_SEARCH_CATEGORY } from '../../src/lib/giving/search-categories';
import { donationSentence, resultsSummary } from '../../src/lib/giving/donation-text';
import type { Cart } from '../../src/lib/cart/types';

describe('what the giving widget says (spec 001 §2 Widget placements, §5 rounding)', () => {
  it('says the donation in dollars and who it goes to', () => {
    expect(donationSentence(0.13, ['Pet Rescue League'])).toBe('$0.13 goes to Pet Rescue League');
    expect(donationSentence(1.2, ['A', 'B', 'C'])).toBe('$1.20 goes to A, B and C');
  });

  it('counts search results a page at a time', () => {
    expect(resultsSummary(25, 25, 130)).toBe('Showing 26–50 of 130 charities');
    expect(resultsSummary(0, 0, 0)).toBe('No charities found. Try another name or category.');
  });
});

describe('the charity search categories (spec 001 §3, §9 "Category filter in widget search: 3")', () => {
  it('offers the 26 categories, starting on category 3, then all categories', () => {
    const choices = categoryChoices();
    expect(choices).toHaveLength(27);
    expect(choices[0]).toEqual({ id: DEFAULT_SEARCH_CATEGORY, label: 'Animals' });
    expect(choices[2]?.label).toBe('Arts & Culture');
    expect(choices[1]).toEqual({ id: null, label: 'All categories' });
    expect(new Set(choices.map((c) => c.id)).size).toBe(27);
  });
});

describe('the tracking id on the cart (spec 001 §3 Checkout cart attributes)', () => {
  it('sets tracking_id beside the other attributes, and asks nothing when it is already there', () => {
    const others = [{ key: 'is_attestation_checked', value: 'true' }];
    expect(withTrackingId(others, 't1')).toEqual([...others, { key: TRACKING_ATTRIBUTE, value: 't1' }]);
    expect(withTrackingId([...others, { key: 'tracking_id', value: 't0' }], 't1')).toEqual([
      ...others,
      { key: 'tracking_id', value: 't1' },
    ]);
    expect(withTrackingId([{ key: 'tracking_id', value: 't1' }], 't1')).toBeNull();
  });

  it('reads the tracking id back for the checkout, none when it is missing or blank (spec 001 §3)', () => {
    expect(
      trackingIdOf([
        { key: 'a', value: '1' },
        { key: 'tracking_id', value: ' t1 ' },
      ]),
    ).toBe('t1');
    expect(trackingIdOf([{ key: 'tracking_id', value: '  ' }])).toBeNull();
    expect(trackingIdOf([])).toBeNull();
  });
});

describe('a cart donation request (spec 001 §3 Donation requests)', () => {
  it('sends each line at its price with what autoship took off, and the cart-wide discounts', () => {
    const money = (amount: string) => ({ amount, currencyCode: 'USD' as const });
    const cart = {
      lineItems: [
        {
          quantity: 2,
          variant: { id: 'v1', price: money('20.00') },
          cost: { amountPerQuantity: money('13.00') },
        },
      ],
      cost: { discountCodesAmount: money('1.50'), programDiscountAmount: money('0.00') },
    } as unknown as Cart;
    expect(cartDonationLines(cart)).toEqual({
      cmsIds: [{ id: 'v1', price: 20, quantity: 2, discount: 14 }],
      cartDiscount: 1.5,
    });
  });
});
