// Paying with a card saved at an earlier checkout (the card the autoship engine charges): the payment step offers the
// customer's own unexpired cards, an order placed with one is charged to it, and anyone else's card id — another
// customer's, or any for a guest — is refused with nothing changed, at the payment step and when the order is placed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/lib/db/connect.server';
import { NOT_YOUR_CARD, TEST_CARDS } from '../../src/lib/checkout/cards';
import {
  Browser,
  card,
  CHICAGO,
  checkoutAll,
  enterCheckout,
  fillCart,
  ownStore,
  place,
  registered,
  reviewTotal,
  signedIn,
  step,
  type OwnStore,
  userIdOf,
} from '../support/checkout';

let store: OwnStore;
let base: string;
let db: Db;

beforeAll(async () => {
  store = await ownStore('saved-card');
  base = store.servers[0]!.url;
  db = store.db;
});

afterAll(() => store?.stop());

const cardsOf = (userId: string) =>
  db.selectFrom('payment_methods').selectAll().where('user_id', '=', userId).orderBy('id').execute();
/** The demo shopper's saved test card, as the seed (an earlier checkout) left it. */
async function demoCard() {
  const [found] = await cardsOf(await userIdOf(db, 'shopper@example.com'));
  expect(found).toMatchObject({ brand: 'Visa', last4: '4242', user_id: expect.any(String) });
  return found!;
}

/** A browser with puppy food in its cart, through information and delivery to the payment step. */
async function atPayment(browser: Browser): Promise<void> {
  await fillCart(browser, [{ sku: '10007', quantity: 2 }]);
  await enterCheckout(browser);
  const information = await step(browser, 'information', {
    email: 'guest@example.com',
    location: 'ship_to_home',
    address: CHICAGO,
    acceptsMarketing: false,
  });
  expect(information.body).toEqual({ next: '/checkout/delivery', userErrors: [] });
  expect((await step(browser, 'delivery', {})).body).toEqual({ next: '/checkout/payment', userErrors: [] });
}

/** What a refused card must leave alone: the checkout row, every saved card, and the orders. */
async function everything(browser: Browser) {
  const [checkout, cards, orders] = await Promise.all([
    db
      .selectFrom('checkouts')
      .selectAll()
      .where('id', '=', browser.cookies.get('checkout_session') ?? '')
      .executeTakeFirst(),
    db.selectFrom('payment_methods').selectAll().orderBy('id').execute(),
    db.selectFrom('orders').select(['id', 'payment_method_id']).orderBy('id').execute(),
  ]);
  return { checkout, cards, orders };
}

describe('paying with a saved card', () => {
  it('offers the customer’s saved card and places the order with it, charging that card', async () => {
    const saved = await demoCard();
    const browser = await signedIn(base, 'shopper@example.com');
    await atPayment(browser);
    const page = await (await browser.open('/checkout/payment')).text();
    expect(page).toContain(`Visa ending 4242, expires 12/${saved.exp_year}`);
    expect(page).toContain('Use a new card');

    const cardsBefore = await db.selectFrom('payment_methods').select('id').execute();
    const paid = await step(browser, 'payment', { savedCardId: saved.id });
    expect(paid.body).toEqual({
      next: '/checkout/review',
      userErrors: [],
      payment: { brand: 'Visa', last4: '4242' },
    });
    expect(await browser.open('/checkout/review').then((r) => r.text())).toContain('Visa ending in 4242');
    const total = await reviewTotal(browser);
    const { status, body } = await place(browser, total);
    expect(status).toBe(200);
    expect(body).toMatchObject({ userErrors: [], next: '/checkout/confirmation' });
    const order = await db
      .selectFrom('orders')
      .select(['payment_method_id', 'total_cents', 'email'])
      .where('id', '=', body.order!.id)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({
      payment_method_id: saved.id,
      total_cents: Math.round(Number(total) * 100),
      email: 'shopper@example.com',
    });
    // No second copy of the card was kept for it.
    expect(await db.selectFrom('payment_methods').select('id').execute()).toHaveLength(cardsBefore.length);
  });

  it('refuses another customer’s card id and changes nothing', async () => {
    const theirs = await demoCard();
    const { browser } = await registered(base);
    await atPayment(browser);
    expect(await browser.open('/checkout/payment').then((r) => r.text())).not.toContain('ending 4242');

    const before = await everything(browser);
    const refused = await step(browser, 'payment', { savedCardId: theirs.id });
    expect(refused.status).toBe(200);
    expect(refused.body).toEqual({
      next: null,
      userErrors: [{ code: 'INVALID', field: ['savedCardId'], message: NOT_YOUR_CARD }],
      payment: null,
    });
    expect(await everything(browser)).toEqual(before);
    expect(before.checkout?.payment_method_id).toBeNull();
    expect((await browser.open('/checkout/review')).headers.get('location')).toBe('/checkout/payment');
  });

  it('refuses any saved card id for a guest', async () => {
    const browser = new Browser(base);
    await atPayment(browser);
    const before = await everything(browser);
    const refused = await step(browser, 'payment', { savedCardId: (await demoCard()).id });
    expect(refused.body.userErrors).toEqual([{ code: 'INVALID', field: ['savedCardId'], message: NOT_YOUR_CARD }]);
    expect(await everything(browser)).toEqual(before);
  });

  it('neither offers nor takes the customer’s own card once it has expired, nor one no order was paid with', async () => {
    const { browser, email } = await registered(base);
    const userId = await userIdOf(db, email);
    // A first order puts the card on file; then the card expires.
    await fillCart(browser, [{ sku: '10007' }]);
    await checkoutAll(browser, { card: card() });
    const [onFile] = await cardsOf(userId);
    await db
      .updateTable('payment_methods')
      .set({ exp_month: 1, exp_year: new Date().getUTCFullYear() - 1 })
      .where('id', '=', onFile!.id)
      .execute();
    await atPayment(browser);
    // A card entered at this checkout and never paid with is not on file either.
    expect((await step(browser, 'payment', { card: card(TEST_CARDS.decline) })).body).toMatchObject({ userErrors: [] });
    const entered = (await cardsOf(userId)).find((c) => c.last4 === '0002')!;
    // The page as read: without the markers React leaves between the parts of a sentence.
    const page = (await browser.open('/checkout/payment').then((r) => r.text())).replaceAll('<!-- -->', '');
    expect(page).not.toContain('Use a new card');
    expect(page).toContain('Paying with Visa ending in 0002');
    const before = await everything(browser);
    for (const id of [onFile!.id, entered.id]) {
      const refused = await step(browser, 'payment', { savedCardId: id });
      expect(refused.body.userErrors).toEqual([{ code: 'INVALID', field: ['savedCardId'], message: NOT_YOUR_CARD }]);
    }
    expect(await everything(browser)).toEqual(before);
  });

  it('does not charge another customer’s card that a checkout somehow points at', async () => {
    const theirs = await demoCard();
    const { browser } = await registered(base);
    await atPayment(browser);
    const checkoutId = browser.cookies.get('checkout_session')!;
    await db.updateTable('checkouts').set({ payment_method_id: theirs.id }).where('id', '=', checkoutId).execute();
    const total = await reviewTotal(browser);
    const before = await everything(browser);
    const { status, body } = await place(browser, total);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      order: null,
      userErrors: [{ field: ['payment'], message: 'Enter your card again.' }],
    });
    expect(await everything(browser)).toEqual(before);
  });

  it('takes a new card or a saved one, not both and not neither', async () => {
    const saved = await demoCard();
    const browser = await signedIn(base, 'shopper@example.com');
    await atPayment(browser);
    const before = await everything(browser);
    for (const body of [{}, { card: card(), savedCardId: saved.id }, { savedCardId: 'pm_\u0000bad' }]) {
      const { status, body: answer } = await browser.post<{ error: { code: string } }>('/api/checkout/payment', body);
      expect([status, answer.error.code]).toEqual([400, 'BAD_REQUEST']);
    }
    expect(await everything(browser)).toEqual(before);
  });
});
