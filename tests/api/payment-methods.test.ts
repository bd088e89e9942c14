// Payment Methods in My Account (issue 36 §13): the customer's cards on file, the default chosen (checkout offers it
// first and the autoships are charged to it), a card removed (its autoships move to the card that takes over, or the
// removal is refused), and nobody else's card touched.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/lib/db/connect.server';
import { NOT_YOUR_CARD } from '../../src/lib/checkout/cards';
import type { WalletEntry } from '../../src/lib/checkout/wallet';
import {
  Browser,
  card,
  CHICAGO,
  checkoutAll,
  enterCheckout,
  fillCart,
  ownStore,
  registered,
  step,
  type OwnStore,
  userIdOf,
} from '../support/checkout';

let store: OwnStore;
let base: string;
let db: Db;

beforeAll(async () => {
  store = await ownStore('wallet');
  base = store.servers[0]!.url;
  db = store.db;
});

afterAll(() => store?.stop());

type Answer = { cards: WalletEntry[]; message: string; error?: { code: string; message: string } };
const year = new Date().getUTCFullYear();
const cardA = { ...card(), expYear: year + 3 };
const cardB = { ...card(), expYear: year + 4 };

const autoshipCards = async (userId: string) =>
  (
    await db
      .selectFrom('subscriptions')
      .innerJoin('payment_methods', 'payment_methods.id', 'subscriptions.payment_method_id')
      .select('payment_methods.exp_year')
      .where('subscriptions.user_id', '=', userId)
      .where('subscriptions.cancelled', 'is', null)
      .execute()
  ).map((r) => r.exp_year);
const list = async (browser: Browser) => (await browser.post<Answer>('/api/account/payment-methods', {})).body.cards;
const byYear = (cards: WalletEntry[], expYear: number) => cards.find((c) => c.expYear === expYear)!;

describe('payment methods', () => {
  let browser: Browser;
  let userId: string;

  beforeAll(async () => {
    const made = await registered(base, 'Wren');
    browser = made.browser;
    userId = await userIdOf(db, made.email);
    // An autoship bought with card A, then a one-time order with card B: the autoship is now charged to B.
    await fillCart(browser, [{ sku: '10014', sellingPlanId: 'autoship-4w' }]);
    await checkoutAll(browser, { email: made.email, card: cardA });
    await fillCart(browser, [{ sku: '10007' }]);
    await checkoutAll(browser, { email: made.email, card: cardB });
  });

  it('lists each card once with its expiry, the newest as default, and says which pays for the autoship', async () => {
    const cards = await list(browser);
    expect(cards.map((c) => [c.brand, c.last4, c.expYear, c.isDefault, c.autoships])).toEqual([
      ['Visa', '4242', year + 4, true, 1],
      ['Visa', '4242', year + 3, false, 0],
    ]);
    expect(JSON.stringify(cards)).not.toMatch(/reference|tok_/);
    const page = await browser.open('/account/payment-methods');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(/<h1[^>]*>Payment Methods<\/h1>/);
    expect(html).toContain(`Expires 12/${String(year + 4).slice(-2)}`);
    expect(html).toContain('aria-current="page"');
  });

  it('makes another card the default: it pays for the autoship and checkout offers it first', async () => {
    const a = byYear(await list(browser), year + 3);
    const { status, body } = await browser.post<Answer>('/api/account/payment-methods/default', { id: a.id });
    expect(status).toBe(200);
    expect(body.message).toBe('Visa ending 4242 is now your default card and pays for your autoships.');
    expect(body.cards[0]).toMatchObject({ id: a.id, isDefault: true, autoships: 1 });
    expect(await autoshipCards(userId)).toEqual([year + 3]);
    // The payment step lists the default card first.
    await fillCart(browser, [{ sku: '10007' }]);
    await enterCheckout(browser);
    await step(browser, 'information', {
      email: 'w@example.com',
      location: 'ship_to_home',
      address: CHICAGO,
      acceptsMarketing: false,
    });
    await step(browser, 'delivery', {});
    const html = await (await browser.open('/checkout/payment')).text();
    expect(html.indexOf(`Visa ending 4242, expires 12/${year + 3}`)).toBeGreaterThan(-1);
    expect(html.indexOf(`Visa ending 4242, expires 12/${year + 3}`)).toBeLessThan(
      html.indexOf(`Visa ending 4242, expires 12/${year + 4}`),
    );
  });

  it('removes the card paying for the autoship: the autoship moves to the other card, and checkout no longer offers it', async () => {
    const cards = await list(browser);
    const a = byYear(cards, year + 3);
    const b = byYear(cards, year + 4);
    const { status, body } = await browser.post<Answer>('/api/account/payment-methods/remove', { id: a.id });
    expect(status).toBe(200);
    expect(body.message).toBe('Visa ending 4242 was removed. Your autoships will be charged to Visa ending 4242.');
    expect(body.cards.map((c) => c.id)).toEqual([b.id]);
    expect(body.cards[0]).toMatchObject({ isDefault: true, autoships: 1 });
    expect(await autoshipCards(userId)).toEqual([year + 4]);
    // Kept on record for the order it paid, never offered again.
    const rows = await db.selectFrom('payment_methods').selectAll().where('user_id', '=', userId).execute();
    expect(rows.filter((r) => r.exp_year === year + 3).every((r) => r.removed_at !== null)).toBe(true);
    expect(await db.selectFrom('orders').select('id').where('payment_method_id', '=', a.id).execute()).toHaveLength(1);
    const html = await (await browser.open('/checkout/payment')).text();
    expect(html).not.toContain(`expires 12/${year + 3}`);
    // Removing it again finds nothing, and changes nothing.
    const again = await browser.post<Answer>('/api/account/payment-methods/remove', { id: a.id });
    expect([again.status, again.body.error?.message]).toEqual([409, NOT_YOUR_CARD]);
  });

  it('refuses to remove the only working card while it pays for an autoship, and changes nothing', async () => {
    const [only] = await list(browser);
    const before = await db.selectFrom('payment_methods').selectAll().where('user_id', '=', userId).execute();
    const { status, body } = await browser.post<Answer>('/api/account/payment-methods/remove', { id: only!.id });
    expect(status).toBe(409);
    expect(body.error?.message).toBe(
      'Visa ending 4242 pays for your autoships. Place an order with another card first, or cancel the autoships, to remove it.',
    );
    expect(await db.selectFrom('payment_methods').selectAll().where('user_id', '=', userId).execute()).toEqual(before);
    expect(await autoshipCards(userId)).toEqual([year + 4]);
  });

  it('never touches another customer’s card, and a guest is asked to sign in', async () => {
    const [mine] = await list(browser);
    const other = (await registered(base, 'Ola')).browser;
    for (const call of ['default', 'remove']) {
      const { status, body } = await other.post<Answer>(`/api/account/payment-methods/${call}`, { id: mine!.id });
      expect([status, body.error?.message]).toEqual([409, NOT_YOUR_CARD]);
    }
    expect((await list(browser))[0]).toMatchObject({ id: mine!.id, isDefault: true });
    expect((await new Browser(base).post('/api/account/payment-methods', {})).status).toBe(401);
    expect((await new Browser(base).post('/api/account/payment-methods/remove', { id: mine!.id })).status).toBe(401);
    expect((await browser.post('/api/account/payment-methods/remove', { id: '' })).status).toBe(400);
  });
});
