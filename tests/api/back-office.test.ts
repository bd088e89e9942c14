// The back office (issue 38): roles that keep each call to its people, and an order's life after the sale (ship,
// deliver, cancel, refund, resend) as an operator does it and as the shopper then sees it, each action once however
// often it is sent, refused with a clear message where it does not apply, and in the audit trail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../../src/lib/checkout/cards';
import type { Db } from '../../src/lib/db/connect.server';
import {
  Browser,
  card,
  checkoutAll,
  fillCart,
  ownStore,
  registered,
  signedIn,
  type OwnStore,
} from '../support/checkout';
import { mailTo } from '../support/mailbox';

let store: OwnStore;
let base: string;
let db: Db;
let operator: Browser;
let admin: Browser;

beforeAll(async () => {
  store = await ownStore('back-office');
  base = store.servers[0]!.url;
  db = store.db;
  [operator, admin] = await Promise.all([signedIn(base, 'operator@example.com'), signedIn(base, 'admin@example.com')]);
});

afterAll(() => store?.stop());

type Envelope = { error?: { code: string; message: string; issues?: { path: string[]; message: string }[] } };
type Shipment = {
  id: string;
  carrier: string;
  trackingNumber: string;
  trackingUrl: string | null;
  deliveredAt: string | null;
};
type Line = { id: string; sku: string; quantity: number; shippedQuantity: number; refundedQuantity: number };
type Order = {
  id: string;
  name: string;
  financialStatus: string;
  fulfillmentStatus: string;
  cancelledAt: string | null;
  totalPrice: { amount: string };
  subtotalPrice: { amount: string };
  totalShippingPrice: { amount: string };
  totalRefunded: { amount: string };
  shipments: Shipment[];
  lineItems: Line[];
};
type Detail = { order: Order; refundableCents: number; timeline: { who: string; text: string }[] };
type Action = Envelope & { order: Detail; repeated: boolean };

const admin_ = (path: string) => `/api/admin/${path}`;
const act = (who: Browser, path: string, body: unknown) => who.post<Action>(admin_(path), body);

/** A new customer's order of two puppy-food lines: 2 × 10007 on autoship and 1 × 10014, paid with `number`. */
async function customerOrder(number: string = TEST_CARDS.approve) {
  const { browser, email } = await registered(base, 'Robin');
  await fillCart(browser, [
    { sku: '10007', quantity: 2, sellingPlanId: 'autoship-4w' },
    { sku: '10014', quantity: 1 },
  ]);
  const { order } = await checkoutAll(browser, { email, card: card(number) });
  return { browser, email, order };
}

const shopperView = async (browser: Browser, id: string) =>
  (await browser.post<{ order: Order }>('/api/ecom/v1.0/get-shopify-order', { id })).body.order;

const stockOf = async (sku: string) =>
  (await db.selectFrom('regional_stock').select(['region', 'quantity']).where('sku', '=', sku).execute()).sort((a, b) =>
    a.region.localeCompare(b.region),
  );

describe('roles (issue 38 §1)', () => {
  it('keeps the order calls to operators and admins, and roles to admins; a refused call changes nothing', async () => {
    const { browser: shopper, order } = await customerOrder();
    const editor = await signedIn(base, 'editor@example.com');
    const guest = new Browser(base);
    expect((await guest.post<Envelope>(admin_('orders/list'), {})).status).toBe(401);
    expect((await shopper.post<Envelope>(admin_('orders/list'), {})).status).toBe(403);
    expect((await editor.post<Envelope>(admin_('orders/list'), {})).status).toBe(403);
    expect((await operator.post(admin_('orders/list'), {})).status).toBe(200);
    expect((await admin.post(admin_('orders/list'), {})).status).toBe(200);
    expect((await operator.post<Envelope>(admin_('team/list'), {})).status).toBe(403);
    expect((await admin.post(admin_('team/list'), {})).status).toBe(200);

    const refused = await act(shopper, 'orders/fulfil', {
      orderId: order.id,
      carrier: 'UPS',
      trackingNumber: '1Z999AA10123456784',
    });
    expect(refused.status).toBe(403);
    expect(await db.selectFrom('shipments').select('id').where('order_id', '=', order.id).execute()).toEqual([]);
    expect((await shopperView(shopper, order.id)).fulfillmentStatus).toBe('UNFULFILLED');
  });

  it('opens each back-office page to its roles only, saying to anyone else why not (403)', async () => {
    const editor = await signedIn(base, 'editor@example.com');
    const heading = async (answer: Response) => /<h1[^>]*>([^<]*)<\/h1>/.exec(await answer.text())?.[1];
    const orders = await editor.get('/admin/orders');
    expect([orders.status, await heading(orders)]).toEqual([403, 'Operators only']);
    const team = await operator.get('/admin/team');
    expect([team.status, await heading(team)]).toEqual([403, 'Admins only']);
    const studio = await operator.get('/admin');
    expect([studio.status, studio.headers.get('location')]).toEqual([303, '/admin/orders']);
    expect((await operator.get('/admin/customers')).status).toBe(200);
    expect((await admin.get('/admin/dashboard')).status).toBe(200);
    expect((await editor.get('/admin')).status).toBe(200);
    expect((await admin.get('/admin/orders/no-such-order')).status).toBe(404);
    const guest = await new Browser(base).get('/admin/orders');
    expect([guest.status, guest.headers.get('location')]).toEqual([
      302,
      expect.stringContaining('/shelter/login?redirect='),
    ]);
  });

  it('lets an admin give a role and take it away, never their own, and records who did it', async () => {
    const { browser, email } = await registered(base, 'Casey');
    expect((await browser.post<Envelope>(admin_('orders/list'), {})).status).toBe(403);
    const given = await admin.post<{ team: { email: string; role: string }[] }>(admin_('team/set-role'), {
      email,
      role: 'operator',
    });
    expect(given.status).toBe(200);
    expect(given.body.team).toContainEqual(expect.objectContaining({ email, role: 'operator' }));
    expect((await browser.post(admin_('orders/list'), {})).status).toBe(200);
    const own = await admin.post<Envelope>(admin_('team/set-role'), { email: 'admin@example.com', role: null });
    expect([own.status, own.body.error?.message]).toEqual([409, 'You cannot change your own role.']);
    expect((await admin.post(admin_('team/set-role'), { email, role: null })).status).toBe(200);
    expect((await browser.post<Envelope>(admin_('orders/list'), {})).status).toBe(403);
    const trail = await db.selectFrom('audit_log').selectAll().where('action', '=', 'account.role_changed').execute();
    expect(trail.map((r) => [r.actor_email, JSON.parse(r.detail).to])).toEqual([
      ['admin@example.com', 'Operator'],
      ['admin@example.com', 'no role'],
    ]);
  });
});

describe('orders after the sale (issue 38 §2)', () => {
  it('finds orders by number, email and name, and filters them by status and autoship', async () => {
    const { email, order } = await customerOrder();
    type List = { orders: { items: { id: string; name: string }[]; total: number } };
    const find = async (body: unknown) =>
      (await operator.post<List>(admin_('orders/list'), body)).body.orders.items.map((o) => o.id);
    expect(await find({ query: order.name })).toEqual([order.id]);
    expect(await find({ query: email.toUpperCase() })).toEqual([order.id]);
    expect(await find({ query: 'robin' })).toContain(order.id);
    expect(await find({ status: 'unfulfilled', autoship: true })).toContain(order.id);
    expect(await find({ status: 'cancelled' })).not.toContain(order.id);
    expect(await find({ from: '2000-01-01', to: '2000-01-31' })).toEqual([]);
    const bad = await operator.post<Envelope>(admin_('orders/list'), { status: 'lost', perPage: 1000 });
    expect(bad.status).toBe(400);
    expect((await operator.post<Envelope>(admin_('orders/get'), { orderId: 'no-such-order' })).status).toBe(404);
  });

  it('ships part of an order, once however often it is sent, then the rest; the shopper sees it and is mailed', async () => {
    const { browser, email, order } = await customerOrder();
    const detail = (await operator.post<{ order: Detail }>(admin_('orders/get'), { orderId: order.id })).body.order;
    const [autoshipLine] = detail.order.lineItems;
    const first = {
      orderId: order.id,
      lines: [{ lineId: autoshipLine!.id, quantity: 1 }],
      carrier: 'UPS',
      trackingNumber: '1z999aa1 0123 4567 84',
    };
    const [shipped, again] = await Promise.all([
      act(operator, 'orders/fulfil', first),
      act(operator, 'orders/fulfil', first),
    ]);
    expect([shipped.status, again.status]).toEqual([200, 200]);
    expect([shipped.body.repeated, again.body.repeated].sort()).toEqual([false, true]);
    const seen = await shopperView(browser, order.id);
    expect(seen.fulfillmentStatus).toBe('PARTIALLY_FULFILLED');
    expect(seen.shipments).toEqual([
      expect.objectContaining({
        carrier: 'UPS',
        trackingNumber: '1Z999AA10123456784',
        trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
        deliveredAt: null,
      }),
    ]);
    const mails = await mailTo(base, email, 2);
    expect(mails.filter((m) => m.subject === `Your order ${order.name} has shipped`)).toHaveLength(1);
    expect(mails.at(-1)!.body).toContain('https://www.ups.com/track?tracknum=1Z999AA10123456784');

    const tooMany = await act(operator, 'orders/fulfil', {
      ...first,
      trackingNumber: '1Z999AA10000000001',
      lines: [{ lineId: autoshipLine!.id, quantity: 2 }],
    });
    expect([tooMany.status, tooMany.body.error?.message]).toEqual([
      409,
      expect.stringMatching(/^Only 1 of .* left to ship\.$/),
    ]);
    const badNumber = await act(operator, 'orders/fulfil', { ...first, trackingNumber: 'abc' });
    expect(badNumber.status).toBe(400);
    const cancel = await act(operator, 'orders/cancel', { orderId: order.id, reason: 'customer asked' });
    expect([cancel.status, cancel.body.error?.message]).toEqual([409, expect.stringContaining('Refund it instead')]);

    const rest = await act(operator, 'orders/fulfil', {
      orderId: order.id,
      carrier: 'FedEx',
      trackingNumber: '771234567890',
    });
    expect(rest.body.order.order.fulfillmentStatus).toBe('FULFILLED');
    expect(rest.body.order.order.lineItems.map((l) => l.shippedQuantity)).toEqual([2, 1]);
    const done = await act(operator, 'orders/fulfil', {
      orderId: order.id,
      carrier: 'UPS',
      trackingNumber: '1Z999AA10000000002',
    });
    expect([done.status, done.body.error?.message]).toEqual([409, 'Everything on this order has already shipped.']);

    for (const s of rest.body.order.order.shipments)
      expect((await act(operator, 'orders/deliver', { orderId: order.id, shipmentId: s.id })).status).toBe(200);
    const page = await (await browser.open(`/account/orders/${order.id}`)).text();
    expect(page).toMatch(/<strong[^>]*data-order-status[^>]*>Delivered<\/strong>/);
    expect(page).toContain('Track your package');
    const timeline = (await operator.post<{ order: Detail }>(admin_('orders/get'), { orderId: order.id })).body.order
      .timeline;
    expect(timeline.map((e) => e.text)).toEqual([
      'Order placed',
      'Shipped 1 item with UPS, tracking number 1Z999AA10123456784',
      'Shipped 2 items with FedEx, tracking number 771234567890',
      expect.stringMatching(/^Delivered: the (UPS|FedEx) parcel/),
      expect.stringMatching(/^Delivered: the (UPS|FedEx) parcel/),
    ]);
    expect(timeline.slice(1).every((e) => e.who === 'operator@example.com')).toBe(true);
  });

  it('cancels an unshipped order: stock back, charge voided, its autoship ended, the shopper told', async () => {
    const before = await stockOf('10007');
    const { browser, email, order } = await customerOrder();
    expect(await stockOf('10007')).not.toEqual(before);
    const autoships = () =>
      db
        .selectFrom('subscriptions')
        .select(['cancelled', 'cancel_reason'])
        .where('origin_order_id', '=', order.id)
        .execute();
    expect((await autoships()).map((a) => a.cancelled)).toEqual([null]);

    const body = { orderId: order.id, reason: 'customer asked' };
    const [cancelled, again] = await Promise.all([
      act(operator, 'orders/cancel', body),
      act(operator, 'orders/cancel', body),
    ]);
    expect([cancelled.status, again.status]).toEqual([200, 200]);
    expect(await stockOf('10007')).toEqual(before);
    expect(await autoships()).toEqual([
      { cancelled: expect.any(String), cancel_reason: `Order ${order.name} was cancelled` },
    ]);
    const seen = await shopperView(browser, order.id);
    expect(seen).toMatchObject({ financialStatus: 'VOIDED', cancelledAt: expect.any(String) });
    expect((await mailTo(base, email, 2)).map((m) => m.subject)).toContain(`Your order ${order.name} was cancelled`);
    const ship = await act(operator, 'orders/fulfil', {
      orderId: order.id,
      carrier: 'UPS',
      trackingNumber: '1Z999AA10000000003',
    });
    expect([ship.status, ship.body.error?.message]).toEqual([409, 'This order was cancelled; it cannot be shipped.']);
    const trail = await db
      .selectFrom('audit_log')
      .select(['action', 'actor_email'])
      .where('subject_id', '=', order.id)
      .execute();
    expect(trail).toEqual([{ action: 'order.cancelled', actor_email: 'operator@example.com' }]);
  });

  it('refunds by line or amount, never more than was paid, once per request, and says what it gave back', async () => {
    const { browser, email, order } = await customerOrder();
    const total = Math.round(Number((await shopperView(browser, order.id)).totalPrice.amount) * 100);
    const detail = (await operator.post<{ order: Detail }>(admin_('orders/get'), { orderId: order.id })).body.order;
    expect(detail.refundableCents).toBe(total);
    const bag = detail.order.lineItems[1]!;
    const byLine = {
      orderId: order.id,
      lines: [{ lineId: bag.id, quantity: 1 }],
      reason: 'bag arrived torn',
      requestKey: 'refund-bag-1',
    };
    const [refunded, again] = await Promise.all([
      act(operator, 'orders/refund', byLine),
      act(operator, 'orders/refund', byLine),
    ]);
    expect([refunded.status, again.status]).toEqual([200, 200]);
    const afterLine = await shopperView(browser, order.id);
    expect(afterLine.financialStatus).toBe('PARTIALLY_REFUNDED');
    const lineCents = Math.round(Number(afterLine.totalRefunded.amount) * 100);
    // The bag's share of what was paid for the goods: the order's discounts spread over its lines, its tax added.
    const money = (m: { amount: string }) => Math.round(Number(m.amount) * 100);
    const goodsAndTax = money(afterLine.totalPrice) - money(afterLine.totalShippingPrice);
    expect(lineCents).toBe(Math.round((1599 * goodsAndTax) / money(afterLine.subtotalPrice)));
    expect(afterLine.lineItems[1]!.refundedQuantity).toBe(1);
    expect(await db.selectFrom('refunds').select('id').where('order_id', '=', order.id).execute()).toHaveLength(1);
    const again2 = await act(operator, 'orders/refund', { ...byLine, requestKey: 'refund-bag-2' });
    expect([again2.status, again2.body.error?.message]).toEqual([
      409,
      expect.stringContaining('already been refunded'),
    ]);

    const left = total - lineCents;
    const leftShown = (await operator.post<{ order: Detail }>(admin_('orders/get'), { orderId: order.id })).body.order;
    expect(leftShown.refundableCents).toBe(left);
    const over = await act(operator, 'orders/refund', {
      orderId: order.id,
      amount: ((left + 1) / 100).toFixed(2),
      reason: 'goodwill',
    });
    expect([over.status, over.body.error?.message]).toEqual([
      409,
      `You can refund at most $${(left / 100).toFixed(2)}: that is what is left of what was paid.`,
    ]);
    const both = await act(operator, 'orders/refund', {
      orderId: order.id,
      amount: '1.00',
      lines: byLine.lines,
      reason: 'x y z',
    });
    expect(both.status).toBe(400);
    const rest = await act(operator, 'orders/refund', {
      orderId: order.id,
      amount: (left / 100).toFixed(2),
      reason: 'order lost',
    });
    expect(rest.status).toBe(200);
    const seen = await shopperView(browser, order.id);
    expect(seen.financialStatus).toBe('REFUNDED');
    expect(seen.totalRefunded.amount).toBe(seen.totalPrice.amount);
    expect(
      (await mailTo(base, email, 3)).filter((m) => m.subject === `A refund for your order ${order.name}`),
    ).toHaveLength(2);
  });

  it('leaves the order as it was when the card’s bank refuses a refund, and keeps the failure on its timeline', async () => {
    const { browser, order } = await customerOrder(TEST_CARDS.refundFails);
    const refused = await act(operator, 'orders/refund', {
      orderId: order.id,
      amount: '5.00',
      reason: 'late delivery',
    });
    expect([refused.status, refused.body.error?.code]).toEqual([402, 'PAYMENT_REFUSED']);
    expect(refused.body.error?.message).toContain('refused');
    expect((await shopperView(browser, order.id)).financialStatus).toBe('PAID');
    expect(await db.selectFrom('refunds').select('id').where('order_id', '=', order.id).execute()).toEqual([]);
    const cancel = await act(operator, 'orders/cancel', { orderId: order.id, reason: 'customer asked' });
    expect(cancel.status).toBe(402);
    expect((await shopperView(browser, order.id)).cancelledAt).toBeNull();
    const timeline = (await operator.post<{ order: Detail }>(admin_('orders/get'), { orderId: order.id })).body.order
      .timeline;
    expect(timeline.at(-1)!.text).toMatch(/^A refund of \$5\.00 failed: .*refused/);
  });

  it('sends the confirmation again, once for a double click', async () => {
    const { email, order } = await customerOrder();
    const count = async () =>
      (await mailTo(base, email)).filter((m) => m.subject === `Your order ${order.name}`).length;
    expect(await count()).toBe(1);
    const [a, b] = await Promise.all([
      act(operator, 'orders/resend-confirmation', { orderId: order.id }),
      act(operator, 'orders/resend-confirmation', { orderId: order.id }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await count()).toBe(2);
  });
});

describe('customers (issue 38 §4)', () => {
  it('finds a customer with their orders, never their password, and helps them', async () => {
    const { email, order } = await customerOrder();
    type Customers = { customers: { items: { id: string; email: string; orderCount: number }[] } };
    const found = (await operator.post<Customers>(admin_('customers/list'), { query: email })).body.customers.items;
    expect(found).toEqual([expect.objectContaining({ email, orderCount: 1 })]);
    const byName = (await operator.post<Customers>(admin_('customers/list'), { query: 'ROBIN reyes' })).body.customers;
    expect(byName.items.map((c) => c.email)).toContain(email);
    const got = await operator.post<{ customer: Record<string, unknown> & { orders: { id: string }[] } }>(
      admin_('customers/get'),
      { customerId: found[0]!.id },
    );
    expect(got.body.customer.orders.map((o) => o.id)).toEqual([order.id]);
    expect(JSON.stringify(got.body)).not.toMatch(/password|hash|4242424242424242/i);
    const confirmed = await operator.post<Envelope>(admin_('customers/resend-confirmation'), {
      customerId: found[0]!.id,
    });
    expect([confirmed.status, confirmed.body.error?.message]).toEqual([409, 'This account is already confirmed.']);
    expect((await operator.post(admin_('customers/unlock'), { customerId: found[0]!.id })).status).toBe(200);
    expect((await operator.post<Envelope>(admin_('customers/get'), { customerId: 'nobody' })).status).toBe(404);
  });
});
