// Proceed to Checkout on the rendered cart page (spec 000 §2 Cart page; spec 001 §2 "Login and redirects"): with
// free-trial consent on, a guest whose cart has an autoship line is sent to sign in; without one, to checkout.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartAnswer } from '../../src/lib/cart/types';
import { freshDatabase, type FreshDatabase } from '../support/databases';
import { startServer, type RunningServer } from '../support/server';
import { Shopper } from '../support/shopper';

let database: FreshDatabase;
let server: RunningServer;
beforeAll(async () => {
  database = await freshDatabase('ftc');
  server = await startServer({ DATABASE_URL: database.url, FREE_TRIAL_CONSENT: 'true' });
});
afterAll(async () => {
  await server.stop();
  await database.drop();
});

async function cartPageFor(sellingPlanId: string | null): Promise<string> {
  const shopper = new Shopper(server.url);
  const product = (await shopper.post<{ product: { variants: { sku: string; adminGraphqlId: string }[] } }>('/api/ecom/v1.0/get-product-by-handle', { handle: 'science-diet-puppy-chicken-brown-rice-dry-dog' })).body.product;
  const variant = product.variants.find((v) => v.sku === '10007')!;
  const created = await shopper.post<CartAnswer>('/api/ecom/v1.0/create-cart', { lineItems: [{ merchandiseId: variant.adminGraphqlId, quantity: 1, sellingPlanId }] });
  expect(created.body.userErrors).toEqual([]);
  const cookie = [...shopper.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  return (await fetch(`${server.url}/cart`, { headers: { cookie } })).text();
}

describe('Proceed to Checkout with free-trial consent on', () => {
  it('sends a guest with an autoship line to /shelter/autoship-required-login', async () => {
    expect(await cartPageFor('autoship-4w')).toMatch(/<a class="button" href="\/shelter\/autoship-required-login">Proceed to Checkout<\/a>/);
  });

  it('sends a guest with only single purchases to checkout', async () => {
    expect(await cartPageFor(null)).toMatch(/<a class="button" href="\/checkout">Proceed to Checkout<\/a>/);
  });
});
