// A discount code definition for unit tests: WELCOME10, 10% off everything on DTC, with what a test changes.
import type { DiscountDefinition } from '../../src/lib/cart/discounts';

export const discountCode = (over: Partial<DiscountDefinition>): DiscountDefinition => ({
  code: 'WELCOME10',
  percent: 10,
  appliesTo: 'all',
  minSubtotalCents: 0,
  sites: ['DTC'],
  active: true,
  startsAt: null,
  endsAt: null,
  ...over,
});
