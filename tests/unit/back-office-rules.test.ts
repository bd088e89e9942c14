// What an operator may do to an order, and with how much (issue 38 §2), and the states that follow.
import { describe, expect, it } from 'vitest';
import {
  cancelRefusal,
  lineRefundCents,
  planRefund,
  planShipment,
  type OrderState,
} from '../../src/lib/backoffice/order-rules';
import { describeAction, orderTimeline } from '../../src/lib/backoffice/timeline';
import { financialStatusOf, fulfillmentStatusOf, shopperStatus } from '../../src/lib/orders/status';
import { normaliseTrackingNumber, TRACKING_NUMBER, trackingUrl } from '../../src/lib/orders/shipping-carriers';

// Two lines: 2 × $11.99 and 1 × $15.99; $5.00 off, $2.00 tax, $5.99 shipping: $44.96 paid.
const order = (over: Partial<OrderState> = {}): OrderState => ({
  cancelledAt: null,
  subtotalCents: 3997,
  shippingCents: 599,
  totalCents: 3997 - 500 + 200 + 599,
  refundedCents: 0,
  lines: [
    { id: 'a', title: 'Puppy 2.5 lb', quantity: 2, shippedQuantity: 0, refundedQuantity: 0, subtotalCents: 2398 },
    { id: 'b', title: 'Puppy 4.5 lb', quantity: 1, shippedQuantity: 0, refundedQuantity: 0, subtotalCents: 1599 },
  ],
  ...over,
});

describe('shipping an order', () => {
  it('ships everything still to ship when no lines are named, or the lines named up to what is left', () => {
    expect(planShipment(order(), undefined)).toEqual({
      ok: true,
      lines: [
        { lineId: 'a', quantity: 2 },
        { lineId: 'b', quantity: 1 },
      ],
    });
    const half = order({ lines: order().lines.map((l) => (l.id === 'a' ? { ...l, shippedQuantity: 1 } : l)) });
    expect(planShipment(half, [{ lineId: 'a', quantity: 2 }])).toMatchObject({
      ok: false,
      code: 'CONFLICT',
      message: 'Only 1 of Puppy 2.5 lb are left to ship.',
    });
    expect(planShipment(half, [{ lineId: 'x', quantity: 1 }])).toMatchObject({ ok: false, code: 'INVALID' });
    expect(planShipment(order({ cancelledAt: '2026-11-29' }), undefined)).toMatchObject({
      message: 'This order was cancelled; it cannot be shipped.',
    });
  });

  it('refuses to cancel once anything has shipped', () => {
    expect(cancelRefusal(order())).toBeNull();
    const shipped = order({ lines: order().lines.map((l) => ({ ...l, shippedQuantity: 1 })) });
    expect(cancelRefusal(shipped)?.message).toMatch(/Refund it instead/);
  });
});

describe('refunding an order', () => {
  it('gives a line back its share of the goods after discounts, with its tax; all lines give back all but shipping', () => {
    const o = order();
    // (3997 - 500 + 200) / 3997 of each line's price
    expect(lineRefundCents(o, o.lines[1]!, 1)).toBe(Math.round((1599 * 3697) / 3997));
    const all = planRefund(o, {
      lines: [
        { lineId: 'a', quantity: 2 },
        { lineId: 'b', quantity: 1 },
      ],
    });
    expect(all).toMatchObject({ ok: true, amountCents: 3697 });
  });

  it('never gives back more than is left of what was paid', () => {
    const o = order({ refundedCents: 4000 });
    expect(planRefund(o, { amountCents: 296 })).toMatchObject({ ok: true, amountCents: 296 });
    expect(planRefund(o, { amountCents: 297 })).toMatchObject({
      ok: false,
      code: 'CONFLICT',
      message: 'You can refund at most $2.96: that is what is left of what was paid.',
    });
    expect(planRefund(order({ refundedCents: 4296 }), { amountCents: 1 })).toMatchObject({ ok: false });
    expect(planRefund(o, {})).toMatchObject({ ok: false, code: 'INVALID' });
    expect(planRefund(o, { amountCents: 100, lines: [{ lineId: 'a', quantity: 1 }] })).toMatchObject({
      code: 'INVALID',
    });
    const refunded = order({ lines: order().lines.map((l) => ({ ...l, refundedQuantity: l.quantity })) });
    expect(planRefund(refunded, { lines: [{ lineId: 'b', quantity: 1 }] })).toMatchObject({
      message: 'Puppy 4.5 lb has already been refunded.',
    });
  });
});

describe('the states that follow (issue 38 §2, as Shopify reports them)', () => {
  const line = (quantity: number, shippedQuantity: number, refundedQuantity = 0) => ({
    quantity,
    shippedQuantity,
    refundedQuantity,
  });
  it('says how much has shipped, leaving refunded units out', () => {
    expect(fulfillmentStatusOf([line(2, 0), line(1, 0)])).toBe('UNFULFILLED');
    expect(fulfillmentStatusOf([line(2, 1), line(1, 0)])).toBe('PARTIALLY_FULFILLED');
    expect(fulfillmentStatusOf([line(2, 2), line(1, 0, 1)])).toBe('FULFILLED');
  });

  it('says what happened to the money', () => {
    expect(financialStatusOf({ totalCents: 1000, refundedCents: 0, voided: false })).toBe('PAID');
    expect(financialStatusOf({ totalCents: 1000, refundedCents: 1, voided: false })).toBe('PARTIALLY_REFUNDED');
    expect(financialStatusOf({ totalCents: 1000, refundedCents: 1000, voided: false })).toBe('REFUNDED');
    expect(financialStatusOf({ totalCents: 1000, refundedCents: 0, voided: true })).toBe('VOIDED');
  });

  it('gives the shopper one word: cancelled first, then how far the parcels came', () => {
    const base = { cancelledAt: null, financialStatus: 'PAID', fulfillmentStatus: 'UNFULFILLED', shipments: [] };
    expect(shopperStatus(base)).toBe('Processing');
    expect(shopperStatus({ ...base, cancelledAt: '2026-11-29' })).toBe('Cancelled');
    expect(shopperStatus({ ...base, fulfillmentStatus: 'PARTIALLY_FULFILLED' })).toBe('Partially shipped');
    const out = { ...base, fulfillmentStatus: 'FULFILLED' };
    expect(shopperStatus({ ...out, shipments: [{ deliveredAt: null }, { deliveredAt: '2026-11-30' }] })).toBe(
      'Shipped',
    );
    expect(shopperStatus({ ...out, shipments: [{ deliveredAt: '2026-11-30' }] })).toBe('Delivered');
  });
});

describe('carriers and the timeline', () => {
  it('reads a tracking number as carriers print it and links to the carrier’s page', () => {
    expect(normaliseTrackingNumber('1z999aa1 0123-4567 84')).toBe('1Z999AA10123456784');
    expect(TRACKING_NUMBER.test('1Z999AA10123456784')).toBe(true);
    expect(TRACKING_NUMBER.test('ABC')).toBe(false);
    expect(trackingUrl('USPS', '9400100000000000000000')).toBe(
      'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000000',
    );
    expect(trackingUrl('Pigeon', '123')).toBeNull();
  });

  it('tells what happened in order, in words', () => {
    expect(describeAction({ action: 'order.refunded', detail: { amountCents: 1250, reason: 'torn bag' } })).toBe(
      'Refunded $12.50 (torn bag)',
    );
    const events = orderTimeline({ at: '2026-11-01T10:00:00Z', by: 'sam@example.com', autoship: false }, [
      {
        at: '2026-11-02T10:00:00Z',
        actor: 'op@example.com',
        action: 'order.confirmation_resent',
        detail: { to: 'sam@example.com' },
      },
    ]);
    expect(events.map((e) => e.text)).toEqual(['Order placed', 'Confirmation mail sent again to sam@example.com']);
  });
});
