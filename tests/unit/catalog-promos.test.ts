import { describe, expect, it } from 'vitest';
import { autoshipPriceCents, cardPromos, deliveryChoices, shippingPromo } from '../../src/lib/catalog/promos';

describe('product card promotions (spec 000 §2 Product card, §9)', () => {
  it('names the free-shipping threshold under it, and says the item is eligible at or over it', () => {
    expect(shippingPromo(2999, 49)).toBe('Free 2-5 day shipping on orders over $49');
    expect(shippingPromo(4900, 49)).toBe('Eligible for free 2-5 day shipping');
    expect(shippingPromo(5599, 49)).toBe('Eligible for free 2-5 day shipping');
    expect(shippingPromo(1000, 49.5)).toBe('Free 2-5 day shipping on orders over $49.50');
  });

  it('adds the autoship saving only where the item has autoship', () => {
    expect(cardPromos({ priceCents: 1000, hasAutoship: true, freeShippingMinimum: 50, staff: false })).toEqual([
      'Free 2-5 day shipping on orders over $50',
      'Autoship saves an extra 5%',
    ]);
    expect(cardPromos({ priceCents: 1000, hasAutoship: false, freeShippingMinimum: 50, staff: false })).toEqual([
      'Free 2-5 day shipping on orders over $50',
    ]);
  });

  it('promises no free shipping on what does not count toward it, such as treats (issue 36 §11)', () => {
    const treat = { priceCents: 1000, hasAutoship: false, freeShippingMinimum: 49, staff: false };
    expect(cardPromos({ ...treat, countsTowardFreeShipping: false })).toEqual([]);
    expect(cardPromos({ ...treat, hasAutoship: true, countsTowardFreeShipping: false })).toEqual([
      'Autoship saves an extra 5%',
    ]);
    expect(cardPromos({ ...treat, countsTowardFreeShipping: true })).toEqual([
      'Free 2-5 day shipping on orders over $49',
    ]);
  });

  it('shows staff no shipping or autoship promotions (spec 000 §1)', () => {
    expect(cardPromos({ priceCents: 1000, hasAutoship: true, freeShippingMinimum: 50, staff: true })).toEqual([]);
  });

  it('takes 5% off for autoship, to the cent', () => {
    expect(autoshipPriceCents(5599)).toBe(5319);
    expect(autoshipPriceCents(1999)).toBe(1899);
  });

  it('names how often an autoship can come once, as a shopper reads it', () => {
    expect(deliveryChoices(['Every 2 weeks', 'Every 4 weeks', 'Every 6 weeks', 'Every 8 weeks'])).toBe(
      'every 2, 4, 6 or 8 weeks',
    );
    expect(deliveryChoices(['Every 4 weeks', 'Every 8 weeks'])).toBe('every 4 or 8 weeks');
    expect(deliveryChoices(['Every 4 weeks'])).toBe('every 4 weeks');
    expect(deliveryChoices(['Every 1 week', 'Every 2 weeks'])).toBe('every 1 or 2 weeks');
    expect(deliveryChoices(['Every 2 weeks', 'Monthly', 'Every quarter'])).toBe(
      'every 2 weeks, monthly or every quarter',
    );
    expect(deliveryChoices([])).toBe('');
  });
});
