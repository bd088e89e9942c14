// The store's own checkout (spec 001 §3–§5, §7 /api/multipass; spec 000 §4 cart after checkout) on a store of its own,
// a consumer site and a clinic-staff site over one database, so stock, orders and mail can be read back exactly: what a
// shopper pays and gets, one order however often "Place order" is pressed, refusals that change nothing, checkouts
// that are only their owner's, and the clinic staff's program checkout. The stock service failing has a store of its own.
import { createHmac, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/lib/db/connect.server';
import { checkoutToken } from '../../src/lib/checkout/link';
import { TEST_CARDS } from '../../src/lib/checkout/cards';
import { STOCK_FALLBACK_NOTE } from '../../src/lib/checkout/stock-rule';
import { ATTESTATION_KEY } from '../../src/lib/cart/attestation';
import type { Order } from '../../src/lib/orders/types';
import { addDays, isoDate } from '../../src/lib/subscriptions/schedule';
import { anyAddress } from '../support/shopper';
import {
  attemptToken,
  Browser,
  card,
  CHICAGO,
  checkoutAll,
  completeSteps,
  currentCart,
  DENVER,
  enterCheckout,
  fillCart,
  ownStore,
  place,
  registered,
  reviewTotal,
  signedIn,
  step,
  type OwnStore,
  type PlaceAnswer,
  userIdOf,
} from '../support/checkout';

const AUTH_SECRET = randomBytes(32).toString('base64url');
/** The key the store derives from AUTH_SECRET to sign checkout links. */
const LINK_KEY = createHmac('sha256', AUTH_SECRET).update('checkout-link').digest('base64url');
const STAFF = 'staff@example.com';

let store: OwnStore;
let dtc: { url: string };
let hpsf: { url: string };
let db: Db;

beforeAll(async () => {
  // Free-trial consent on: a guest with autoship lines signs in first (spec 001 §4). Registered clinic staff get the
  // program discount with the default configuration (spec 001 §6).
  store = await ownStore('checkout', { AUTH_SECRET, FREE_TRIAL_CONSENT: 'true' }, { AUTH_SECRET, SITE_ID: 'HPSF' });
  [dtc, hpsf] = [store.servers[0]!, store.servers[1]!];
  db = store.db;
});

afterAll(() => store?.stop());

const orderRow = (id: string) => db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const attributesOf = (row: { attributes: string }) =>
  Object.fromEntries((JSON.parse(row.attributes) as { key: string; value: string }[]).map((a) => [a.key, a.value]));
const stockOf = async (sku: string, region: string) =>
  (
    await db
      .selectFrom('regional_stock')
      .select('quantity')
      .where('sku', '=', sku)
      .where('region', '=', region)
      .executeTakeFirstOrThrow()
  ).quantity;
/** The order confirmations sent to `email` (a new account also gets a welcome mail). */
const confirmations = (email: string) =>
  db
    .selectFrom('outbox')
    .selectAll()
    .where('recipient', '=', email)
    .where('subject', 'like', 'Your order #%')
    .execute();
const checkoutRow = (id: string | undefined) =>
  db
    .selectFrom('checkouts')
    .selectAll()
    .where('id', '=', id ?? '')
    .executeTakeFirst();

/** What a refused or foreign call must leave alone: orders and mail for the email, stock, the cart, the checkout. */
async function everything(browser: Browser, email: string) {
  const [orders, mail, stock, checkout, cart] = await Promise.all([
    db.selectFrom('orders').select('id').where('email', '=', email).execute(),
    db.selectFrom('outbox').select('id').where('recipient', '=', email).orderBy('id').execute(),
    db
      .selectFrom('regional_stock')
      .select(['sku', 'region', 'quantity'])
      .where('sku', 'in', ['10007', '10014', '10021'])
      .orderBy('sku')
      .orderBy('region')
      .execute(),
    checkoutRow(browser.cookies.get('checkout_session')),
    currentCart(browser),
  ]);
  return { orders, mail, stock, checkout, lines: cart?.lineItems.map((l) => [l.variant.sku, l.quantity]) ?? null };
}

/** Runs `call` and checks that nothing `everything` sees has changed. */
async function unchanged<T>(browser: Browser, email: string, call: () => Promise<T>): Promise<T> {
  const before = await everything(browser, email);
  const result = await call();
  expect(await everything(browser, email)).toEqual(before);
  return result;
}

/** A new shopper with these lines, through every step to the review page; answers the total shown there. */
async function atReview(
  lines: Parameters<typeof fillCart>[1],
  options: Parameters<typeof completeSteps>[1] = {},
): Promise<{ browser: Browser; email: string; total: string }> {
  const { browser, email } = await registered(dtc.url);
  await fillCart(browser, lines);
  await enterCheckout(browser);
  await completeSteps(browser, options);
  return { browser, email, total: await reviewTotal(browser) };
}

describe('a consumer checkout (spec 001 §3–§5, spec 000 §4)', () => {
  it('places the order: it adds up, keeps its attempt token, ends the cart, sends a mail, and its autoship line becomes an AUTO35 subscription', async () => {
    const { browser, email } = await registered(dtc.url);
    const cart = await fillCart(browser, [
      { sku: '10007', quantity: 2 },
      { sku: '10014', sellingPlanId: 'autoship-4w' },
    ]);
    expect(cart.discountCodes).toEqual([{ code: 'AUTO35', applicable: true, message: 'AUTO35 is applied.' }]);
    const before = { puppy: await stockOf('10007', 'central'), autoship: await stockOf('10014', 'central') };

    await enterCheckout(browser);
    expect((await browser.open('/checkout/review')).headers.get('location')).toBe('/checkout/information'); // steps in order
    await completeSteps(browser, { address: CHICAGO });
    const total = await reviewTotal(browser);
    // 2 × 11.99 + 15.19 (autoship, 5% off 15.99) = 39.17; AUTO35: 35% of 15.19 = 5.32; under $49: $5.99 shipping;
    // Illinois 6.25% of (33.85 + 5.99) = 2.49; total 42.33.
    expect(total).toBe('42.33');
    const token = attemptToken();
    const placed = await place(browser, total, token);
    expect(placed.body).toEqual({
      order: { id: expect.any(String), name: expect.stringMatching(/^#\d+$/) },
      next: '/checkout/confirmation',
      userErrors: [],
    });
    const { id, name } = placed.body.order!;

    const row = await orderRow(id);
    expect(row).toMatchObject({
      subtotal_cents: 3917,
      discount_cents: 532,
      program_discount_cents: 0,
      shipping_cents: 599,
      tax_cents: 249,
      total_cents: 4233,
      attempt_key: expect.stringMatching(new RegExp(`^checkout:[\\w-]+:${token}$`)),
      email,
      user_id: await userIdOf(db, email),
      financial_status: 'PAID',
    });
    expect(row.subtotal_cents - row.discount_cents + row.shipping_cents + row.tax_cents).toBe(row.total_cents);
    expect(JSON.parse(row.discount_codes)).toEqual(['AUTO35']);
    expect(JSON.parse(row.payment)).toEqual({ brand: 'Visa', last4: '4242' });
    expect(JSON.parse(row.shipping_address)).toMatchObject({
      address1: CHICAGO.address1,
      city: 'Chicago',
      provinceCode: 'IL',
      zip: '60601',
      countryCode: 'US',
    });
    expect(attributesOf(row)).toMatchObject({
      sales_org: 'USHD',
      sales_order_type: 'ZDTC',
      shipping_location: 'ship_to_home',
      is_clinic_address: 'false',
      order_type: 'firstPurchaseSubscription',
      accepts_email_marketing: 'false',
    });
    expect(attributesOf(row).stock_check).toBeUndefined();
    const stored = await db
      .selectFrom('payment_methods')
      .selectAll()
      .where('id', '=', row.payment_method_id!)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain('42424242'); // never the card number

    // The cart is gone, with its cookie and the persisted-cart metafield.
    expect(await db.selectFrom('carts').select('id').where('id', '=', cart.id).executeTakeFirst()).toBeUndefined();
    expect(browser.cookies.has('col_cart_id')).toBe(false);
    expect(await browser.post('/api/ecom/v1.0/get-cart', { cartId: cart.id })).toMatchObject({ body: { cart: null } });
    expect(
      await db
        .selectFrom('metafields')
        .select('value')
        .where('key', '=', 'persisted_cart_id')
        .where('value', '=', cart.id)
        .execute(),
    ).toEqual([]);

    // Stock is taken from the region that serves 60601.
    expect([await stockOf('10007', 'central'), await stockOf('10014', 'central')]).toEqual([
      before.puppy - 2,
      before.autoship - 1,
    ]);

    const mail = await confirmations(email);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ subject: `Your order ${name}` });
    expect(mail[0]!.body).toContain('Total: $42.33');

    const subscriptions = await db
      .selectFrom('subscriptions')
      .selectAll()
      .where('user_id', '=', row.user_id!)
      .execute();
    expect(subscriptions).toHaveLength(1);
    expect(subscriptions[0]).toMatchObject({
      sku: '10014',
      selling_plan_id: 'autoship-4w',
      quantity: 1,
      frequency_days: 28,
      origin_order_id: id,
      payment_method_id: row.payment_method_id,
      cancelled: null,
    });
    expect([addDays(row.created_at.slice(0, 10), 28), addDays(isoDate(new Date()), 28)]).toContain(
      subscriptions[0]!.next_order_date,
    );

    const confirmation = await browser.open('/checkout/confirmation');
    expect(confirmation.status).toBe(200);
    const page = await confirmation.text();
    expect(page).toContain(`Order ${name} is placed.`);
    expect(page).not.toContain(STOCK_FALLBACK_NOTE);

    // And it is in My Orders.
    const customerId = (await browser.post<{ customer: { id: string } }>('/api/ecom/v1.0/get-shopify-customer', {}))
      .body.customer.id;
    const mine = await browser.post<{ orders: Order[] }>('/api/ecom/v1.0/get-shopify-orders', {
      id: customerId,
      quantity: 10,
    });
    expect(mine.body.orders.map((o) => [o.name, o.totalPrice.amount])).toEqual([[name, '42.33']]);
  });

  it('gives AUTO35 only on a first subscription: a shopper who already has one pays in full and gets a second', async () => {
    const { browser, email } = await registered(dtc.url);
    await fillCart(browser, [{ sku: '10014', sellingPlanId: 'autoship-4w' }]);
    await checkoutAll(browser, { address: CHICAGO });

    const again = await fillCart(browser, [{ sku: '10007', quantity: 5, sellingPlanId: 'autoship-2w' }]);
    expect(again.discountCodes).toEqual([]);
    const { order, total } = await checkoutAll(browser, { address: CHICAGO });
    // 5 × 11.39 (5% off 11.99) = 56.95, no discount, free shipping from $49; Illinois 6.25%: 3.56.
    expect(total).toBe('60.51');
    const row = await orderRow(order.id);
    expect(row).toMatchObject({
      subtotal_cents: 5695,
      discount_cents: 0,
      shipping_cents: 0,
      tax_cents: 356,
      total_cents: 6051,
      discount_codes: '[]',
    });
    const subscriptions = await db
      .selectFrom('subscriptions')
      .select(['sku', 'selling_plan_id', 'quantity'])
      .where('user_id', '=', await userIdOf(db, email))
      .orderBy('sku')
      .execute();
    expect(subscriptions).toEqual([
      { sku: '10007', selling_plan_id: 'autoship-2w', quantity: 5 },
      { sku: '10014', selling_plan_id: 'autoship-4w', quantity: 1 },
    ]);
  });

  it('rechecks AUTO35 when the order is placed: a second cart that took it before the first autoship was ordered loses it (issue: AUTO35 on a second subscription)', async () => {
    const { browser } = await registered(dtc.url);
    const first = await fillCart(browser, [{ sku: '10014', sellingPlanId: 'autoship-4w' }]);
    browser.cookies.delete('col_cart_id');
    const second = await fillCart(browser, [{ sku: '10007', sellingPlanId: 'autoship-4w' }]);
    expect(second.id).not.toBe(first.id);
    expect(second.discountCodes).toEqual([{ code: 'AUTO35', applicable: true, message: 'AUTO35 is applied.' }]);

    browser.cookies.set('col_cart_id', first.id);
    await checkoutAll(browser, { address: CHICAGO });

    browser.cookies.set('col_cart_id', second.id);
    await enterCheckout(browser);
    await completeSteps(browser, { address: CHICAGO });
    const discounted = await reviewTotal(browser);
    const refused = await place(browser, discounted);
    expect(refused.body.order).toBeNull();
    expect(refused.body.userErrors).toEqual([
      expect.objectContaining({ code: 'CART_CHANGED', field: ['discountCodes'] }),
    ]);
    expect((await currentCart(browser))?.discountCodes).toEqual([]);
    const full = await reviewTotal(browser);
    expect(Number(full)).toBeGreaterThan(Number(discounted));
    const placed = await place(browser, full);
    expect(placed.body.userErrors).toEqual([]);
    const row = await orderRow(placed.body.order!.id);
    expect(row).toMatchObject({ discount_codes: '[]', discount_cents: 0 });
  });

  it('lets a guest buy once, with the email given at checkout and no subscription', async () => {
    const guest = new Browser(dtc.url);
    const email = `guest-${randomBytes(4).toString('hex')}@example.com`;
    await fillCart(guest, [{ sku: '10028' }]);
    const { order, total } = await checkoutAll(guest, { email, address: DENVER });
    // 68.99, free shipping; Colorado 2.9%: 2.00.
    expect(total).toBe('70.99');
    expect(await orderRow(order.id)).toMatchObject({ user_id: null, email, total_cents: 7099 });
    expect(attributesOf(await orderRow(order.id))).toMatchObject({
      order_type: 'oneTimeOrder',
      sales_order_type: 'ZDTC',
    });
    expect(await db.selectFrom('outbox').select('subject').where('recipient', '=', email).execute()).toEqual([
      { subject: `Your order ${order.name}` },
    ]);
    expect(guest.cookies.has('guest_col_cart_id')).toBe(false);
    // The cart is gone, yet the guest still sees the confirmation and a retry still answers the order.
    const confirmation = await guest.open('/checkout/confirmation');
    expect(confirmation.status).toBe(200);
    expect(await confirmation.text()).toContain(`Order ${order.name} is placed`);
    expect((await place(guest, total)).body.order).toEqual(order);
  });
});

describe('pressing Place order twice (one attempt token, one order)', () => {
  const ordersOf = (email: string) => db.selectFrom('orders').select('id').where('email', '=', email).execute();

  it('answers the same order to a retry, and to a later press, and charges and takes stock once', async () => {
    const { browser, email, total } = await atReview([{ sku: '10007', quantity: 3 }]);
    const stock = await stockOf('10007', 'central');
    const token = attemptToken();
    const first = await place(browser, total, token);
    const retry = await place(browser, total, token);
    const another = await place(browser, total);
    expect(first.body.order).not.toBeNull();
    for (const answer of [retry, another])
      expect(answer.body).toEqual({ order: first.body.order, next: '/checkout/confirmation', userErrors: [] });
    expect(await ordersOf(email)).toEqual([{ id: first.body.order!.id }]);
    expect(await stockOf('10007', 'central')).toBe(stock - 3);
    expect(await confirmations(email)).toHaveLength(1);
  });

  it('clears the cart cookie for a retry whose first answer never arrived', async () => {
    const { browser, total } = await atReview([{ sku: '10014' }]); // not 10007: later tests need its last units
    const cartId = browser.cookies.get('col_cart_id');
    expect(cartId).toBeDefined();
    const lost = new Browser(dtc.url); // the same browser, as it was before the first answer (which it never got)
    Object.assign(lost, { address: browser.address, reviewedLines: browser.reviewedLines });
    for (const [name, value] of browser.cookies) lost.cookies.set(name, value);
    const token = attemptToken();
    const first = await place(browser, total, token);
    const retry = await place(lost, total, token);
    expect(retry.body.order).toEqual(first.body.order);
    expect(lost.cookies.has('col_cart_id')).toBe(false);
  });

  it('ties a token to its own checkout: another shopper sending the same token places their own order', async () => {
    const first = await atReview([{ sku: '10007' }]);
    const second = await atReview([{ sku: '10014' }]);
    const token = attemptToken();
    const mine = await place(first.browser, first.total, token);
    const theirs = await place(second.browser, second.total, token);
    expect(mine.body.order).not.toBeNull();
    expect(theirs.body.order).not.toBeNull();
    expect(theirs.body.order!.id).not.toBe(mine.body.order!.id);
    expect(await ordersOf(second.email)).toEqual([{ id: theirs.body.order!.id }]);
  });

  it('makes one order of two presses at the same moment, and both answers name it', async () => {
    const { browser, email, total } = await atReview([{ sku: '10007', quantity: 2 }]);
    const stock = await stockOf('10007', 'central');
    const token = attemptToken();
    const answers = await Promise.all([
      place(browser, total, token),
      place(browser, total, token),
      place(browser, total, token),
    ]);
    const orders = await ordersOf(email);
    expect(orders).toHaveLength(1);
    for (const { status, body } of answers) {
      expect(status).toBe(200);
      expect(body.userErrors).toEqual([]);
      expect(body.order?.id).toBe(orders[0]!.id);
    }
    expect(new Set(answers.map((a) => a.body.order?.name)).size).toBe(1);
    expect(await stockOf('10007', 'central')).toBe(stock - 2);
    expect(await confirmations(email)).toHaveLength(1);
  });
});

describe('refused orders change nothing', () => {
  it('answers PAYMENT_DECLINED to the declining card, takes no stock and keeps the cart; another card then pays', async () => {
    const { browser, email, total } = await atReview([{ sku: '10007' }, { sku: '10014', quantity: 2 }], {
      card: card(TEST_CARDS.decline),
    });
    const refused = await unchanged(browser, email, () => place(browser, total));
    expect(refused.body).toEqual({
      order: null,
      next: null,
      userErrors: [
        { code: 'PAYMENT_DECLINED', field: ['payment'], message: 'Your card was declined. Try another card.' },
      ],
    });

    expect((await step(browser, 'payment', { card: card() })).body.userErrors).toEqual([]);
    const paid = await place(browser, await reviewTotal(browser));
    expect(paid.body.order).not.toBeNull();
  });

  it('answers PAYMENT_ERROR to the processing-error card and changes nothing', async () => {
    const { browser, email, total } = await atReview([{ sku: '10007' }], { card: card(TEST_CARDS.processingError) });
    const refused = await unchanged(browser, email, () => place(browser, total));
    expect(refused.body).toMatchObject({
      order: null,
      userErrors: [
        { code: 'PAYMENT_ERROR', field: ['payment'], message: expect.stringMatching(/Nothing was charged/) },
      ],
    });
  });

  it('answers CART_CHANGED to a total other than the one to pay, and when the cart changed after review', async () => {
    const { browser, email, total } = await atReview([{ sku: '10007' }]);
    // 11.99 + 5.99 shipping = 17.98; Illinois 6.25%: 1.12
    expect(total).toBe('19.10');
    const wrong = await unchanged(browser, email, () => place(browser, '19.11'));
    expect(wrong.body).toEqual({
      order: null,
      next: null,
      userErrors: [
        {
          code: 'CART_CHANGED',
          field: ['total'],
          message: 'Your total is now $19.10. Please check your order and place it again.',
        },
      ],
    });

    await fillCart(browser, [{ sku: '10014' }]);
    const stale = await unchanged(browser, email, () => place(browser, total));
    expect(stale.body.userErrors).toEqual([expect.objectContaining({ code: 'CART_CHANGED' })]);
    expect(stale.body.order).toBeNull();
  });

  it('answers OUT_OF_STOCK for a food the ZIP’s region does not hold, and places it once shipped where it is held', async () => {
    // 10021 is held by the central warehouse only: in stock for 60601, not for 80202.
    const { browser, email } = await registered(dtc.url);
    expect((await browser.post('/api/user-location', { zipCode: '60601' })).status).toBe(200); // so the cart takes it
    await fillCart(browser, [{ sku: '10021' }]);
    await enterCheckout(browser);
    await completeSteps(browser, { address: DENVER });
    const total = await reviewTotal(browser);
    const refused = await unchanged(browser, email, () => place(browser, total));
    expect(refused.body).toMatchObject({
      order: null,
      userErrors: [{ code: 'OUT_OF_STOCK', field: ['lineItems'], message: expect.stringContaining('80202') }],
    });

    const central = await stockOf('10021', 'central');
    await completeSteps(browser, { address: CHICAGO });
    const placed = await place(browser, await reviewTotal(browser));
    expect(placed.body).toMatchObject({ userErrors: [], order: { id: expect.any(String) } });
    expect(await stockOf('10021', 'central')).toBe(central - 1);
  });

  it('checks the lines that were reviewed, not only the total: a line swapped for another food of the same price is not ordered (issue: Place Order checks the lines)', async () => {
    const { browser, email, total } = await atReview([{ sku: '10007' }]);
    const lamb = await browser.post<{ product: { variants: { sku: string; adminGraphqlId: string }[] } }>(
      '/api/ecom/v1.0/get-product-by-handle',
      { handle: 'science-diet-puppy-lamb-meal-brown-rice-dry-dog' },
    );
    const samePrice = lamb.body.product.variants.find((v) => v.sku === '10035')!;
    const cart = (await currentCart(browser))!;
    await browser.post('/api/ecom/v1.0/add-cart-line-items', {
      cartId: cart.id,
      lineItems: [{ merchandiseId: samePrice.adminGraphqlId, quantity: 1 }],
    });
    await browser.post('/api/ecom/v1.0/remove-cart-line-items', {
      cartId: cart.id,
      lineItemIds: [cart.lineItems[0]!.id],
    });
    expect((await currentCart(browser))!.lineItems.map((l) => l.variant.sku)).toEqual(['10035']);
    const answer = await unchanged(browser, email, () => place(browser, total));
    expect(answer.body.order).toBeNull();
    expect(answer.body.userErrors).toEqual([expect.objectContaining({ code: 'CART_CHANGED', field: ['lineItems'] })]);
  });

  it('answers 400 to malformed bodies and 403 to another content type', async () => {
    const { browser, email, total } = await atReview([{ sku: '10007' }]);
    await unchanged(browser, email, async () => {
      for (const body of [
        {},
        { attemptToken: attemptToken() },
        { attemptToken: 'short-token-123', expectedTotal: total },
        { attemptToken: 'has spaces in it 0123456789', expectedTotal: total },
        { attemptToken: 'x'.repeat(65), expectedTotal: total },
        { attemptToken: attemptToken(), expectedTotal: 19.1 },
        { attemptToken: attemptToken(), expectedTotal: total.slice(0, -1) },
        { attemptToken: attemptToken(), expectedTotal: `-${total}` },
        { attemptToken: attemptToken(), expectedTotal: total, expectedLines: 'not a key' },
        '{"attemptToken": ',
      ]) {
        const answer = await browser.post<{ error: { code: string } }>('/api/checkout/place-order', body);
        expect([answer.status, answer.body.error.code], JSON.stringify(body)).toEqual([400, 'BAD_REQUEST']);
      }
      for (const [name, body] of [
        ['information', { email: 'not-an-email', location: 'ship_to_home', address: CHICAGO }],
        ['information', { email: 'a@example.com', location: 'ship_to_moon', address: CHICAGO }],
        ['information', { email: 'a@example.com', address: { ...CHICAGO, zip: '606' } }],
        ['payment', { card: { ...card(), expMonth: 13 } }],
        ['payment', { card: { ...card(), expMonth: '12' } }],
        ['payment', {}],
      ] as const) {
        expect((await browser.post(`/api/checkout/${name}`, body)).status, `${name} ${JSON.stringify(body)}`).toBe(400);
      }
      const form = await browser.post(
        '/api/checkout/place-order',
        { attemptToken: attemptToken(), expectedTotal: total },
        { 'content-type': 'text/plain' },
      );
      expect(form.status).toBe(403);
    });
  });

  it('refuses a card the gateway cannot take at the payment step, with a message by the field', async () => {
    const { browser } = await registered(dtc.url);
    await fillCart(browser, [{ sku: '10007' }]);
    await enterCheckout(browser);
    await step(browser, 'information', {
      email: 'x@example.com',
      location: 'ship_to_home',
      address: CHICAGO,
      acceptsMarketing: false,
    });
    await step(browser, 'delivery', {});
    const answer = await step(browser, 'payment', { card: { ...card('4242424242424241'), expYear: 2020 } });
    expect(answer.body.next).toBeNull();
    expect(answer.body.userErrors.map((e) => [e.code, e.field])).toEqual([
      ['INVALID', ['card', 'number']],
      ['INVALID', ['card', 'expiry']],
    ]);
    expect((await browser.open('/checkout/review')).headers.get('location')).toBe('/checkout/payment');
  });
});

describe('a checkout is only its owner’s', () => {
  it('answers 404 to someone else holding its cookie, on every step and on placing, and changes nothing', async () => {
    const { browser: owner, email, total } = await atReview([{ sku: '10007' }]);
    const { browser: stranger } = await registered(dtc.url);
    await fillCart(stranger, [{ sku: '10014' }]);
    const guest = new Browser(dtc.url);
    for (const intruder of [stranger, guest]) {
      intruder.cookies.set('checkout_session', owner.cookies.get('checkout_session')!);
      await unchanged(owner, email, async () => {
        for (const [path, body] of [
          ['information', { email: 'thief@example.com', location: 'ship_to_home', address: DENVER }],
          ['delivery', {}],
          ['payment', { card: card() }],
          ['place-order', { attemptToken: attemptToken(), expectedTotal: total, expectedLines: owner.reviewedLines }],
        ] as const) {
          const answer = await intruder.post<{ error: { code: string } }>(`/api/checkout/${path}`, body);
          expect([answer.status, answer.body.error?.code], path).toEqual([404, 'NOT_FOUND']);
        }
        expect((await intruder.open('/checkout/review')).status).toBe(303);
      });
    }
    expect((await place(owner, total)).body.order).not.toBeNull();
    // Nor is the confirmation: the stranger cannot read the owner's order.
    const theirs = await stranger.open('/checkout/confirmation');
    expect(theirs.status).toBe(303);
    expect(await theirs.text()).not.toContain('is placed');
  });
});

describe('/api/multipass and the checkout link (spec 001 §7)', () => {
  it('answers a link on this shop for the checkout URL of this shop only', async () => {
    const { browser } = await registered(dtc.url);
    await fillCart(browser, [{ sku: '10007' }]);
    await enterCheckout(browser, { getURL: true, checkoutUrl: `${dtc.url}/checkout` });
    await enterCheckout(browser, { checkoutUrl: '/checkout' });
    for (const checkoutUrl of [
      'https://shop.example.net/checkout',
      '//shop.example.net/checkout',
      `${dtc.url}.example.net/checkout`,
      'javascript:alert(1)',
    ]) {
      const answer = await browser.post<{ error: { code: string } }>('/api/multipass', { checkoutUrl });
      expect([answer.status, answer.body.error.code], checkoutUrl).toEqual([400, 'BAD_REQUEST']);
    }
  });

  it('answers 403 to a customer asking for someone else’s email, and takes their own in any case', async () => {
    const { browser, email } = await registered(dtc.url);
    await fillCart(browser, [{ sku: '10007' }]);
    const answer = await browser.post<{ error: { code: string } }>('/api/multipass', { email: 'shopper@example.com' });
    expect([answer.status, answer.body.error.code]).toEqual([403, 'FORBIDDEN']);
    await enterCheckout(browser, { email: email.toUpperCase() });
  });

  it('answers 400 when the cart is empty or there is none', async () => {
    const { browser } = await registered(dtc.url);
    for (const asker of [browser, new Browser(dtc.url)]) {
      const answer = await asker.post<{ error: { code: string; message: string } }>('/api/multipass', {});
      expect([answer.status, answer.body.error.code]).toEqual([400, 'BAD_REQUEST']);
    }
  });

  it('sends a guest with an autoship line to sign in first, free-trial consent being on (spec 001 §4)', async () => {
    const guest = new Browser(dtc.url);
    await fillCart(guest, [{ sku: '10007', sellingPlanId: 'autoship-4w' }]);
    const answer = await guest.post<{ url: string }>('/api/multipass', { email: 'guest@example.com' });
    expect(answer.body).toEqual({ url: `${dtc.url}/shelter/autoship-required-login` });
  });

  it('shows the expired message (410) for a forged, expired or someone else’s link, and opens nothing', async () => {
    const { browser } = await registered(dtc.url);
    await fillCart(browser, [{ sku: '10007' }]);
    const link = await enterCheckout(browser);
    const token = new URL(link).searchParams.get('token')!;
    const checkoutId = browser.cookies.get('checkout_session')!;
    const userId = (await checkoutRow(checkoutId))!.user_id;
    const [payload, signature] = token.split('.') as [string, string];
    const tampered = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { e: number };
    const forged = `${Buffer.from(JSON.stringify({ ...tampered, e: tampered.e + 3_600_000 })).toString('base64url')}.${signature}`;
    const expired = checkoutToken(checkoutId, userId, Date.now() - 6 * 60 * 1000, LINK_KEY);
    const { browser: stranger } = await registered(dtc.url);

    for (const [who, bad] of [
      [new Browser(dtc.url), 'not-a-token'],
      [new Browser(dtc.url), forged],
      [new Browser(dtc.url), expired],
      [stranger, token],
      [new Browser(dtc.url), token],
    ] as const) {
      const page = await who.open(`/checkout?token=${encodeURIComponent(bad)}`);
      expect(page.status, bad).toBe(410);
      expect(await page.text()).toContain('This checkout link has expired or is not yours.');
      expect(who.cookies.has('checkout_session')).toBe(false);
    }
    // The genuine link still works, for its owner, within its five minutes.
    const fresh = checkoutToken(checkoutId, userId, Date.now(), LINK_KEY);
    expect((await browser.open(`/checkout?token=${fresh}`)).headers.get('location')).toBe('/checkout');
  });
});

describe('clinic staff on the HPSF site (spec 001 §3–§4, §6)', () => {
  const clinicAddresses = async (userId: string) =>
    db
      .selectFrom('addresses')
      .select('id')
      .where('user_id', '=', userId)
      .where('address1', '=', '117 Main St')
      .where('zip', '=', '80204')
      .execute();

  async function staffAtReview(): Promise<{ staff: Browser; total: string }> {
    const staff = await signedIn(hpsf.url, STAFF);
    await fillCart(staff, [{ sku: '10007', quantity: 2 }]);
    await enterCheckout(staff);
    await completeSteps(staff, { location: 'ship_to_work', address: null });
    return { staff, total: await reviewTotal(staff) };
  }

  const attest = async (staff: Browser) => {
    const cartId = staff.cookies.get('col_cart_id');
    const answer = await staff.post<{ userErrors: unknown[] }>('/api/ecom/v1.0/update-cart-attributes', {
      cartId,
      attributes: [{ key: ATTESTATION_KEY, value: 'true' }],
    });
    expect(answer.body.userErrors).toEqual([]);
  };

  it('ships to the clinic as ZK01 with the sold-to and ship-to, free, with the program discount, once the statement is confirmed', async () => {
    const userId = await userIdOf(db, STAFF);
    const { staff, total } = await staffAtReview();
    // 2 × 11.99 = 23.98; program discount 20% = 4.80; clinic shipping free; Colorado 2.9% of 19.18 = 0.56.
    expect(total).toBe('19.74');

    const unconfirmed = await unchanged(staff, STAFF, () => place(staff, total));
    expect(unconfirmed.body).toEqual({
      order: null,
      next: null,
      userErrors: [
        {
          code: 'INVALID',
          field: ['attestation'],
          message: 'Confirm the program statement in your cart to place your order.',
        },
      ],
    });

    await attest(staff);
    const placed = await place(staff, await reviewTotal(staff));
    expect(placed.body.userErrors).toEqual([]);
    const row = await orderRow(placed.body.order!.id);
    expect(row).toMatchObject({
      site: 'HPSF',
      user_id: userId,
      subtotal_cents: 2398,
      discount_cents: 480,
      program_discount_cents: 480,
      shipping_cents: 0,
      tax_cents: 56,
      total_cents: 1974,
    });
    expect(row.subtotal_cents - row.discount_cents + row.shipping_cents + row.tax_cents).toBe(row.total_cents);
    expect(attributesOf(row)).toMatchObject({
      sales_org: 'USHD',
      sales_order_type: 'ZK01',
      sold_to: '0002000001',
      ship_to: '0003000001',
      shipping_location: 'ship_to_work',
      is_clinic_address: 'true',
      is_attestation_checked: 'true',
      ship_to_work_address: '117 Main St, Suite 10, Denver, CO 80204, US',
      order_type: 'oneTimeOrder',
    });
    expect(JSON.parse(row.shipping_address)).toMatchObject({
      address1: '117 Main St',
      address2: 'Suite 10',
      city: 'Denver',
      provinceCode: 'CO',
      zip: '80204',
      countryCode: 'US',
    });
    expect(await clinicAddresses(userId)).toHaveLength(1);
  });

  it('adds the clinic address to the address book once, not again on a second checkout, and not as the default', async () => {
    const userId = await userIdOf(db, STAFF);
    for (let i = 0; i < 2; i++) {
      const { staff } = await staffAtReview();
      await attest(staff);
      expect((await place(staff, await reviewTotal(staff))).body.userErrors).toEqual([]);
      expect(await clinicAddresses(userId)).toHaveLength(1);
    }
    // The clinic's address is not the staff member's own: it never becomes their default address.
    expect(
      (
        await db
          .selectFrom('addresses')
          .select('is_default')
          .where('user_id', '=', userId)
          .where('zip', '=', '80204')
          .execute()
      ).map((a) => a.is_default),
    ).toEqual([0]);
  });
});

describe('when the stock service fails (spec 001 §7: the fallback runs)', () => {
  let own: OwnStore;
  let server: { url: string };
  let ownDb: Db;

  beforeAll(async () => {
    own = await ownStore('fallback');
    [server, ownDb] = [own.servers[0]!, own.db];
  });

  afterAll(() => own?.stop());

  it('places the order marked stock_check=fallback, takes no stock, and says so on the confirmation page and in the mail', async () => {
    const { browser, email } = await registered(server.url);
    await fillCart(browser, [{ sku: '10007', quantity: 2 }]);
    await enterCheckout(browser);
    await completeSteps(browser, { address: CHICAGO });
    const total = await reviewTotal(browser);

    await ownDb.schema.alterTable('regional_stock').renameTo('regional_stock_offline').execute();
    let placed: PlaceAnswer;
    try {
      placed = (await place(browser, total)).body;
    } finally {
      await ownDb.schema.alterTable('regional_stock_offline').renameTo('regional_stock').execute();
    }
    expect(placed.userErrors).toEqual([]);
    const row = await ownDb
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', placed.order!.id)
      .executeTakeFirstOrThrow();
    expect(attributesOf(row)).toMatchObject({ stock_check: 'fallback', sales_order_type: 'ZDTC' });
    expect(row.total_cents).toBe(Math.round(Number(total) * 100));
    const held = await ownDb
      .selectFrom('regional_stock')
      .select('quantity')
      .where('sku', '=', '10007')
      .where('region', '=', 'central')
      .executeTakeFirstOrThrow();
    expect(held.quantity).toBe(16); // as seeded: 53 split 22 east, 16 central, 15 west

    const page = await browser.open('/checkout/confirmation');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(STOCK_FALLBACK_NOTE);
    const mail = await ownDb
      .selectFrom('outbox')
      .select('body')
      .where('recipient', '=', email)
      .where('subject', '=', `Your order ${placed.order!.name}`)
      .executeTakeFirstOrThrow();
    expect(mail.body).toContain(STOCK_FALLBACK_NOTE);
  });
});

describe('after an order, and carts that go away (issue: after the order)', () => {
  it('gives a new cart a checkout of its own at /checkout, instead of the last confirmation', async () => {
    const { browser } = await registered(dtc.url);
    await fillCart(browser, [{ sku: '10007' }]);
    const { order } = await checkoutAll(browser, { address: DENVER });
    const placed = browser.cookies.get('checkout_session');
    await fillCart(browser, [{ sku: '10014' }]);
    const again = await browser.open('/checkout');
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toMatch(/^\/checkout\?token=/);
    await browser.open(again.headers.get('location')!);
    expect(browser.cookies.get('checkout_session')).not.toBe(placed);
    expect(await (await browser.open('/checkout/information')).text()).toContain('Order Summary');
    expect(order.name).toMatch(/^#\d+$/);
  });

  it('says the cart is empty, and leads back to it, when the cart was emptied after review', async () => {
    const { browser, total } = await atReview([{ sku: '10007' }]);
    const cart = (await currentCart(browser))!;
    await browser.post('/api/ecom/v1.0/update-cart-line-items', {
      cartId: cart.id,
      lineItems: [{ id: cart.lineItems[0]!.id, quantity: 0 }],
    });
    const { body } = await place(browser, total);
    expect(body.order).toBeNull();
    expect(body.next).toBe('/cart');
    expect(body.userErrors[0]!.message).toMatch(/Your cart is empty now/);
  });

  it('moves the customer’s running autoships to the card of their latest order', async () => {
    const { browser, email } = await registered(dtc.url);
    await fillCart(browser, [{ sku: '10007', sellingPlanId: 'autoship-4w' }]);
    await checkoutAll(browser, { address: DENVER });
    await fillCart(browser, [{ sku: '10014' }]);
    await checkoutAll(browser, { address: DENVER });
    const userId = (await db.selectFrom('auth_users').select('id').where('email', '=', email).executeTakeFirstOrThrow())
      .id;
    const latest = await db
      .selectFrom('orders')
      .select('payment_method_id')
      .where('user_id', '=', userId)
      .orderBy('number', 'desc')
      .executeTakeFirstOrThrow();
    const autoships = await db
      .selectFrom('subscriptions')
      .select('payment_method_id')
      .where('user_id', '=', userId)
      .execute();
    expect(autoships).toEqual([{ payment_method_id: latest.payment_method_id }]);
  });

  it('stops a card-testing run across checkouts: a new checkout does not start the client or the customer again', async () => {
    const { browser } = await registered(dtc.url);
    const statuses: number[] = [];
    for (let checkout = 0; checkout < 4 && !statuses.includes(429); checkout++) {
      browser.cookies.delete('col_cart_id');
      browser.cookies.delete('checkout_session');
      await fillCart(browser, [{ sku: '10007' }]);
      await enterCheckout(browser);
      await completeSteps(browser, { address: DENVER, card: card(TEST_CARDS.decline) }).catch(() => undefined);
      for (let i = 0; i < 9; i++)
        statuses.push((await step(browser, 'payment', { card: card(TEST_CARDS.decline) })).status);
    }
    // Ten cards a checkout are allowed, thirty a client: the thirty-first card is refused whatever the checkout.
    expect(statuses.indexOf(429)).toBe(27);
    const guest = new Browser(dtc.url);
    Object.assign(guest, { address: browser.address });
    await fillCart(guest, [{ sku: '10007' }]);
    await enterCheckout(guest);
    await step(guest, 'information', { email: 'g@example.com', location: 'ship_to_home', address: DENVER });
    await step(guest, 'delivery', {});
    expect((await step(guest, 'payment', { card: card() })).status).toBe(429);
  });

  it('stops a card-testing run by one customer who changes address each checkout: thirty cards an hour', async () => {
    const { browser } = await registered(dtc.url);
    const statuses: number[] = [];
    for (let checkout = 0; checkout < 4 && !statuses.includes(429); checkout++) {
      Object.assign(browser, { address: anyAddress() }); // a new network each time: no client limit is reached
      browser.cookies.delete('col_cart_id');
      browser.cookies.delete('checkout_session');
      await fillCart(browser, [{ sku: '10007' }]);
      await enterCheckout(browser);
      await completeSteps(browser, { address: DENVER, card: card(TEST_CARDS.decline) }).catch(() => undefined);
      for (let i = 0; i < 9; i++)
        statuses.push((await step(browser, 'payment', { card: card(TEST_CARDS.decline) })).status);
    }
    expect(statuses.indexOf(429)).toBe(27); // the customer's thirty-first card
  });

  it('stops a card-testing run: the eleventh card on one checkout in ten minutes is 429', async () => {
    const { browser } = await registered(dtc.url);
    await fillCart(browser, [{ sku: '10007' }]);
    await enterCheckout(browser);
    await completeSteps(browser, { address: DENVER });
    const statuses: number[] = [];
    // The payment step of completeSteps was the first card.
    for (let i = 0; i < 9; i++)
      statuses.push((await step(browser, 'payment', { card: card(TEST_CARDS.decline) })).status);
    expect(statuses).toEqual(Array(9).fill(200));
    expect((await step(browser, 'payment', { card: card() })).status).toBe(429);
  });
});
