// Proceed to Checkout on the rendered cart page (spec 000 §2 Cart page; spec 001 §2 "Login and redirects"): with
// free-trial consent on, a guest whose cart has an autoship line is sent to sign in; without one, to checkout.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartAnswer } from '../../src/lib/cart/types';
import { connect } from '../../src/lib/db/connect.server';
import { parseDatabaseUrl } from '../../src/lib/db/url';
import { type FreshDatabase } from '../support/databases';
import { seededDatabase } from '../support/seeded';
import { startServer, type RunningServer } from '../support/server';
import { Shopper } from '../support/shopper';

let database: FreshDatabase;
let server: RunningServer;
beforeAll(async () => {
  database = await seededDatabase('ftc');
  server = await startServer({ DATABASE_URL: database.url, FREE_TRIAL_CONSENT: 'true' });
});
afterAll(async () => {
  await server.stop();
  await database.drop();
});

async function shopperWith(sellingPlanId: string | null): Promise<Shopper> {
  const shopper = new Shopper(server.url);
  const product = (
    await shopper.post<{ product: { variants: { sku: string; adminGraphqlId: string }[] } }>(
      '/api/ecom/v1.0/get-product-by-handle',
      { handle: 'science-diet-puppy-chicken-brown-rice-dry-dog' },
    )
  ).body.product;
  const variant = product.variants.find((v) => v.sku === '10007')!;
  const created = await shopper.post<CartAnswer>('/api/ecom/v1.0/create-cart', {
    lineItems: [{ merchandiseId: variant.adminGraphqlId, quantity: 1, sellingPlanId }],
  });
  expect(created.body.userErrors).toEqual([]);
  return shopper;
}

async function cartPageFor(sellingPlanId: string | null): Promise<string> {
  const shopper = await shopperWith(sellingPlanId);
  const cookie = [...shopper.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  return (await fetch(`${server.url}/cart`, { headers: { cookie } })).text();
}

describe('Proceed to Checkout with free-trial consent on', () => {
  it('sends a guest with an autoship line to /shelter/autoship-required-login', async () => {
    expect(await cartPageFor('autoship-4w')).toMatch(
      /<a class="button" href="\/shelter\/autoship-required-login">Proceed to Checkout<\/a>/,
    );
  });

  it('sends a guest with only single purchases to checkout', async () => {
    expect(await cartPageFor(null)).toMatch(/<a class="button" href="\/checkout">Proceed to Checkout<\/a>/);
  });
});

describe('multipass and signing in around checkout (spec 001 §4 Login and logout around checkout; spec 000 §2 After login)', () => {
  it('answers the autoship sign-in page, not a checkout link, to a guest with an autoship line', async () => {
    const shopper = await shopperWith('autoship-4w');
    const { status, body } = await shopper.post<{ url: string }>('/api/multipass', { getURL: true });
    expect(status).toBe(200);
    expect(body.url).toBe(`${server.url}/shelter/autoship-required-login`);
    const db = connect(parseDatabaseUrl(database.url));
    try {
      expect(await db.selectFrom('checkouts').select('id').execute()).toEqual([]);
    } finally {
      await db.destroy();
    }
  });

  it('answers a signed checkout link to a guest with only single purchases', async () => {
    const { body } = await (await shopperWith(null)).post<{ url: string }>('/api/multipass', { getURL: true });
    expect(body.url).toMatch(new RegExp(`^${server.url}/checkout\\?token=[\\w-]+\\.[\\w-]+$`));
  });

  it('leads a shopper who acknowledged the autoship terms to checkout after signing in, unless a redirect was asked for', async () => {
    const shopper = await shopperWith('autoship-4w');
    const acknowledged = await shopper.post<{ redirectTo: string }>('/api/account/sign-in', {
      email: 'shopper@example.com',
      password: 'Petfood-demo-1',
      previous: '/shelter/autoship-required-login',
      ftcAcknowledged: true,
    });
    expect(acknowledged.body.redirectTo).toBe('/checkout');
    const redirected = await new Shopper(server.url).post<{ redirectTo: string }>('/api/account/sign-in', {
      email: 'shopper@example.com',
      password: 'Petfood-demo-1',
      redirect: Buffer.from('/cart').toString('base64'),
      ftcAcknowledged: true,
    });
    expect(redirected.body.redirectTo).toBe('/cart');
  });
});
