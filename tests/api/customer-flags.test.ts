// The customer's quota and flags (spec 000 §3 Customer profile: quotaMonth, quotaValue, quotaReached,
// ordergrooveCookie, isCheckoutInitiated), read through get-shopify-customer while the demo staff member orders, on a
// staff site of its own whose monthly allowance is $10, so one order reaches it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTESTATION_KEY } from '../../src/lib/cart/attestation';
import type { CustomerAnswer } from '../../src/lib/http/customer-answer.server';
import {
  completeSteps,
  enterCheckout,
  fillCart,
  ownStore,
  place,
  reviewTotal,
  signedIn,
  type Browser,
  type OwnStore,
} from '../support/checkout';

let store: OwnStore;
let hpsf: string;

beforeAll(async () => {
  store = await ownStore('customer-flags', { SITE_ID: 'HPSF', PROGRAM_MONTHLY_QUOTA: '10' });
  hpsf = store.servers[0]!.url;
});
afterAll(() => store?.stop());

const customer = async (staff: Browser) =>
  (await staff.post<{ customer: CustomerAnswer }>('/api/ecom/v1.0/get-shopify-customer', {})).body.customer;
const flags = async (staff: Browser) => {
  const { quotaMonth, quotaValue, quotaReached, ordergrooveCookie, isCheckoutInitiated } = await customer(staff);
  return { quotaMonth, quotaValue: quotaValue.amount, quotaReached, ordergrooveCookie, isCheckoutInitiated };
};

describe('the customer answer (spec 000 §3)', () => {
  it('counts the month’s orders toward the quota and says when a checkout or the order-management cookie is there', async () => {
    const month = new Date().toISOString().slice(0, 7);
    const staff = await signedIn(hpsf, 'staff@example.com');
    expect(await flags(staff)).toEqual({
      quotaMonth: month,
      quotaValue: '0.00',
      quotaReached: false,
      ordergrooveCookie: false,
      isCheckoutInitiated: false,
    });

    expect((await staff.post('/api/crypto', {})).status).toBe(200);
    expect((await flags(staff)).ordergrooveCookie).toBe(true);

    await fillCart(staff, [{ sku: '10007', quantity: 2 }]);
    await enterCheckout(staff);
    expect((await flags(staff)).isCheckoutInitiated).toBe(true);

    await completeSteps(staff, { location: 'ship_to_work', address: null });
    const attested = await staff.post<{ userErrors: unknown[] }>('/api/ecom/v1.0/update-cart-attributes', {
      cartId: staff.cookies.get('col_cart_id'),
      attributes: [{ key: ATTESTATION_KEY, value: 'true' }],
    });
    expect(attested.body.userErrors).toEqual([]);
    const placed = await place(staff, await reviewTotal(staff));
    expect(placed.body.userErrors).toEqual([]);
    const order = await store.db
      .selectFrom('orders')
      .select(['subtotal_cents', 'discount_cents'])
      .where('id', '=', placed.body.order!.id)
      .executeTakeFirstOrThrow();
    // 2 × $11.99 less the 20% program discount: $19.18, over the $10 allowance.
    expect(order.subtotal_cents - order.discount_cents).toBe(1918);
    expect(await flags(staff)).toEqual({
      quotaMonth: month,
      quotaValue: '19.18',
      quotaReached: true,
      ordergrooveCookie: true,
      isCheckoutInitiated: false,
    });
  });
});
