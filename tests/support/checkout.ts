// Going through the store's checkout as a browser would: a cart, the /api/multipass link, the link followed (which sets
// the checkout cookie), the information, delivery and payment steps, the total the review page shows, and placing.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Cart, CartAnswer } from '../../src/lib/cart/types';
import { TEST_CARDS } from '../../src/lib/checkout/cards';
import { connect, type Db } from '../../src/lib/db/connect.server';
import { parseDatabaseUrl } from '../../src/lib/db/url';
import { seededDatabase } from './seeded';
import { postJson, startServer, type RunningServer } from './server';
import { anyAddress, Shopper, signedUp } from './shopper';

export type Problem = { code: string; field: string[]; message: string };
export type StepAnswer = { next: string | null; userErrors: Problem[] };
export type PlaceAnswer = StepAnswer & { order: { id: string; name: string } | null };
export type Address = {
  firstName: string;
  lastName: string;
  address1: string;
  address2?: string | null;
  city: string;
  provinceCode: string;
  zip: string;
  countryCode?: 'US';
  phone?: string | null;
};
export type Line = { sku: string; quantity?: number; sellingPlanId?: string | null };

export const PUPPY = 'science-diet-puppy-chicken-brown-rice-dry-dog'; // 10007 $11.99, 10014 $15.99, 10021 limited (central only)
export const CHICAGO: Address = {
  firstName: 'Ada',
  lastName: 'Reyes',
  address1: '233 S Wacker Dr',
  city: 'Chicago',
  provinceCode: 'IL',
  zip: '60601',
}; // central region
export const DENVER: Address = {
  firstName: 'Ada',
  lastName: 'Reyes',
  address1: '1600 Glenarm Pl',
  city: 'Denver',
  provinceCode: 'CO',
  zip: '80202',
}; // west region
export const card = (number: string = TEST_CARDS.approve) => ({
  number,
  expMonth: 12,
  expYear: new Date().getUTCFullYear() + 3,
  cvc: '123',
});

/** The id of the account with this email, in a store's database. */
export const userIdOf = async (db: Db, email: string): Promise<string> =>
  (await db.selectFrom('auth_users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

export type OwnStore = { servers: RunningServer[]; db: Db; url: string; stop: () => Promise<void> };

/**
 * A store of a test file's own, so what it reads back (stock, orders, mail) is only its doing: a fresh database, one
 * server per environment given (in that order, the first doing the migrations), and a connection to read the database.
 */
export async function ownStore(label: string, ...environments: Record<string, string>[]): Promise<OwnStore> {
  const database = await seededDatabase(label);
  const servers: RunningServer[] = [];
  const stop = async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await database.drop();
  };
  try {
    for (const env of environments.length > 0 ? environments : [{}])
      servers.push(await startServer({ DATABASE_URL: database.url, ...env }));
  } catch (error) {
    await stop();
    throw error;
  }
  const db = connect(parseDatabaseUrl(database.url));
  return {
    servers,
    db,
    url: database.url,
    stop: async () => {
      await db.destroy();
      await stop();
    },
  };
}

/** A browser: the cookie-keeping API caller, which also keeps the cookies a page sets. */
export class Browser extends Shopper {
  /** Each browser is a person of their own, behind the proxy the test servers trust (one address each). */
  readonly address = anyAddress();
  /** The key of the lines the review page showed last, which Place Order sends back. */
  reviewedLines = '';

  override post<T = unknown>(path: string, body: unknown, headers: Record<string, string> = {}) {
    return super.post<T>(path, body, { 'x-forwarded-for': this.address, ...headers });
  }

  async open(path: string): Promise<Response> {
    const response = await this.get(path);
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (value === '' || value === 'deleted' || /max-age=0(;|$)/i.test(line)) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value.trim());
    }
    return response;
  }
}

/** A newly registered, signed-in shopper (each signs up from its own address), as a Browser. */
export async function registered(base: string, firstName = 'Ada'): Promise<{ browser: Browser; email: string }> {
  const { shopper, email } = await signedUp(base, { firstName, lastName: 'Reyes' });
  const browser = new Browser(base);
  for (const [name, value] of shopper.cookies) browser.cookies.set(name, value);
  return { browser, email };
}

export async function signedIn(base: string, email: string): Promise<Browser> {
  const browser = new Browser(base);
  expect((await browser.post('/api/account/sign-in', { email, password: 'Petfood-demo-1' })).status).toBe(200);
  return browser;
}

const variantIds = new Map<string, string>();

/** The variant id of a puppy-food SKU on this store, as its product page gives it. */
async function variantId(base: string, sku: string): Promise<string> {
  const key = `${base} ${sku}`;
  if (!variantIds.has(key)) {
    const { product } = (await (
      await postJson(base, '/api/ecom/v1.0/get-product-by-handle', { handle: PUPPY })
    ).json()) as { product: { variants: { sku: string; adminGraphqlId: string }[] } };
    for (const v of product.variants) variantIds.set(`${base} ${v.sku}`, v.adminGraphqlId);
  }
  return variantIds.get(key)!;
}

/** Puts these puppy-food lines in the browser's cart (a new cart, or the one it has). */
export async function fillCart(browser: Browser, lines: Line[]): Promise<Cart> {
  const lineItems = await Promise.all(
    lines.map(async (l) => ({
      merchandiseId: await variantId(browser.base, l.sku),
      quantity: l.quantity ?? 1,
      sellingPlanId: l.sellingPlanId ?? null,
    })),
  );
  const cartId = browser.cookies.get('col_cart_id') ?? browser.cookies.get('guest_col_cart_id');
  const { body } = cartId
    ? await browser.post<CartAnswer>('/api/ecom/v1.0/add-cart-line-items', { cartId, lineItems })
    : await browser.post<CartAnswer>('/api/ecom/v1.0/create-cart', { buyerIdentity: {}, lineItems });
  expect(body.userErrors).toEqual([]);
  return body.cart!;
}

export async function currentCart(browser: Browser): Promise<Cart | null> {
  const cartId = browser.cookies.get('col_cart_id') ?? browser.cookies.get('guest_col_cart_id') ?? 'none';
  return (await browser.post<CartAnswer>('/api/ecom/v1.0/get-cart', { cartId })).body.cart;
}

/** Asks /api/multipass for the checkout link and follows it, as the cart page's button does. Answers the link. */
export async function enterCheckout(browser: Browser, body: Record<string, unknown> = {}): Promise<string> {
  const { status, body: answer } = await browser.post<{ url: string }>('/api/multipass', body);
  expect(status).toBe(200);
  expect(answer.url.startsWith(`${browser.base}/checkout?token=`)).toBe(true);
  const followed = await browser.open(answer.url.slice(browser.base.length));
  expect([followed.status, followed.headers.get('location')]).toEqual([303, '/checkout']);
  expect(browser.cookies.get('checkout_session')).toMatch(/^[\w-]{16,64}$/);
  return answer.url;
}

export const step = (browser: Browser, name: 'information' | 'delivery' | 'payment', body: unknown) =>
  browser.post<StepAnswer>(`/api/checkout/${name}`, body);

/** Information (home delivery to `address`, or the clinic), delivery and payment, each checked to lead on. */
export async function completeSteps(
  browser: Browser,
  options: {
    email?: string;
    address?: Address | null;
    location?: 'ship_to_home' | 'ship_to_work';
    card?: ReturnType<typeof card>;
  } = {},
): Promise<void> {
  const information = await step(browser, 'information', {
    email: options.email ?? 'someone@example.com',
    location: options.location ?? 'ship_to_home',
    address: options.address === undefined ? CHICAGO : options.address,
    acceptsMarketing: false,
  });
  expect(information.body).toEqual({ next: '/checkout/delivery', userErrors: [] });
  expect((await step(browser, 'delivery', {})).body).toEqual({ next: '/checkout/payment', userErrors: [] });
  const payment = await step(browser, 'payment', { card: options.card ?? card() });
  expect(payment.body).toMatchObject({ next: '/checkout/review', userErrors: [] });
}

/** The total the review page asks the shopper to pay, as "12.34". */
export async function reviewTotal(browser: Browser): Promise<string> {
  const page = await browser.open('/checkout/review');
  expect(page.status).toBe(200);
  const html = await page.text();
  const total = /expectedTotal&quot;:\[0,&quot;(\d+\.\d{2})&quot;/.exec(html)?.[1];
  browser.reviewedLines = /expectedLines&quot;:\[0,&quot;([\w-]+)&quot;/.exec(html)?.[1] ?? '';
  if (!total) throw new Error('the review page shows no total');
  expect(html).toContain(`$${total}`); // the same total, as the shopper reads it
  return total;
}

export const attemptToken = () => randomUUID().replaceAll('-', '');

export const place = (browser: Browser, expectedTotal: string, token = attemptToken()) =>
  browser.post<PlaceAnswer>('/api/checkout/place-order', {
    attemptToken: token,
    expectedTotal,
    expectedLines: browser.reviewedLines,
  });

/** The whole way from a filled cart to an order, checked to succeed. */
export async function checkoutAll(
  browser: Browser,
  options: Parameters<typeof completeSteps>[1] = {},
): Promise<{ order: { id: string; name: string }; total: string; token: string }> {
  await enterCheckout(browser);
  await completeSteps(browser, options);
  const total = await reviewTotal(browser);
  const token = attemptToken();
  const { status, body } = await place(browser, total, token);
  expect(status).toBe(200);
  expect(body).toMatchObject({ userErrors: [], next: '/checkout/confirmation' });
  return { order: body.order!, total, token };
}
