// The cart after an order (spec 000 §4 "Cart": "After checkout the saved cart is recreated from its stored input, or
// the metafield is deleted when recreation is impossible"), through the one order writer on a fresh database of its
// own (SQLite, or PostgreSQL with TEST_DIALECT=postgres): lines the order did not take stay with the customer in a
// cart made again from them, which becomes their saved cart; an order of the whole cart leaves no cart and no saved id.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getMetafield, PERSISTED_CART, setMetafield } from '../../src/lib/account/metafields.server';
import { createCart, getCart, type CartContext } from '../../src/lib/cart/cart.server';
import type { Cart } from '../../src/lib/cart/types';
import { orderLine } from '../../src/lib/checkout/order-lines';
import { writePaidOrder } from '../../src/lib/checkout/order-writer.server';
import { testGateway } from '../../src/lib/checkout/test-gateway';
import type { Db } from '../../src/lib/db/connect.server';
import { openStore } from '../../src/lib/seed/open.server';
import { cents } from '../../src/lib/site/money';
import { dialect, freshDatabase, type FreshDatabase } from '../support/databases';

// The services read the server's settings through astro:env, which only a built server has: here, its defaults.
vi.mock('astro:env/server', () => ({
  SITE_ID: 'DTC',
  FREE_TRIAL_CONSENT: false,
  HAWAII_SHIPPING: false,
  PUBLIC_SITE_URL: '',
  HOST: 'localhost',
  PORT: 4321,
}));

let database: FreshDatabase;
let db: Db;

beforeAll(async () => {
  database = await freshDatabase('cart_after_order');
  db = await openStore(database.url);
}, 120_000);

afterAll(async () => {
  await db?.destroy();
  await database?.drop();
});

const ADDRESS = {
  firstName: 'Ari',
  lastName: 'Lane',
  company: null,
  address1: '1420 Larimer St',
  address2: null,
  city: 'Denver',
  provinceCode: 'CO',
  zip: '80202',
  countryCode: 'US' as const,
  phone: null,
  homeDeliveryOnly: false,
};

/** A customer as sign-up makes one, with a card on file; answers the ids. */
async function customer(): Promise<{ userId: string; cardId: string }> {
  const userId = randomUUID();
  const stamp = new Date().toISOString();
  await db
    .insertInto('auth_users')
    .values({
      id: userId,
      name: 'Ari Lane',
      email: `after-order-${userId}@example.com`,
      emailVerified: dialect === 'postgres' ? true : 1,
      image: null,
      createdAt: stamp,
      updatedAt: stamp,
    })
    .execute();
  const cardId = `pm_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  await db
    .insertInto('payment_methods')
    .values({
      id: cardId,
      user_id: userId,
      gateway: 'test',
      reference: 'test_approved',
      brand: 'Visa',
      last4: '4242',
      exp_month: 12,
      exp_year: 2040,
      created_at: stamp,
    })
    .execute();
  return { userId, cardId };
}

const context = (customerId: string): CartContext => ({
  site: 'DTC',
  cookieCartIds: [],
  customerId,
  location: { zip: '80202', destination: 'HOME' },
  programPercent: 0,
  prescriptionDiet: false,
  firstAutoshipPercent: 35,
  checkoutUrl: '/checkout',
});

async function variantOf(sku: string): Promise<string> {
  const row = await db.selectFrom('variants').select('id').where('sku', '=', sku).executeTakeFirstOrThrow();
  return `gid://shopify/ProductVariant/${row.id}`;
}

/** The customer's cart with these one-time lines, saved as their persisted cart as the cart endpoints do. */
async function cartWith(userId: string, lines: { sku: string; quantity: number }[]): Promise<Cart> {
  const inputs = await Promise.all(
    lines.map(async (l) => ({ merchandiseId: await variantOf(l.sku), quantity: l.quantity })),
  );
  const { cart } = await createCart(db, context(userId), {}, inputs);
  await setMetafield(db, userId, PERSISTED_CART, cart!.id);
  return cart!;
}

/** Orders `take` of the cart's lines (sku → quantity) through the order writer, as a checkout of that cart. */
async function order(userId: string, cardId: string, cart: Cart, take: Record<string, number>) {
  const lines = cart.lineItems.flatMap((line) =>
    take[line.variant.sku]
      ? [
          orderLine({
            product: line.product,
            variant: line.variant,
            quantity: take[line.variant.sku]!,
            unitCents: cents(line.cost.amountPerQuantity),
            sellingPlanId: null,
            attributes: line.attributes,
          }),
        ]
      : [],
  );
  const goods = lines.reduce((sum, l) => sum + l.unitCents * l.quantity, 0);
  return db.transaction().execute((trx) =>
    writePaidOrder(trx, testGateway, {
      site: 'DTC',
      userId,
      email: `after-order-${userId}@example.com`,
      address: ADDRESS,
      lines,
      summary: {
        subtotalCents: goods,
        discountCents: 0,
        programDiscountCents: 0,
        goodsCents: goods,
        shippingCents: 0,
        taxCents: 0,
        totalCents: goods,
        freeShipping: true,
        taxKnown: true,
      },
      attributes: [],
      discountCodes: [],
      payment: { id: cardId, reference: 'test_approved', brand: 'Visa', last4: '4242' },
      stock: { fallback: false, takes: [] },
      attemptKey: randomUUID(),
      checkoutId: null,
      subscriptionId: null,
      fromCart: { cartId: cart.id },
      now: new Date(),
    }),
  );
}

const linesOf = (cart: Cart | null) => cart?.lineItems.map((l) => [l.variant.sku, l.quantity]) ?? null;

describe('the saved cart after checkout (spec 000 §4 "Cart")', () => {
  it('recreates the cart from the lines the order did not take, and makes it the saved cart', async () => {
    const { userId, cardId } = await customer();
    const cart = await cartWith(userId, [
      { sku: '10007', quantity: 2 },
      { sku: '10014', quantity: 1 },
    ]);
    const placed = await order(userId, cardId, cart, { '10007': 1 });

    expect(placed.keptCartId).toEqual(expect.any(String));
    expect(placed.keptCartId).not.toBe(cart.id);
    const kept = (await getCart(db, context(userId), placed.keptCartId!)).cart;
    expect(linesOf(kept)).toEqual([
      ['10007', 1],
      ['10014', 1],
    ]);
    expect(await getMetafield(db, userId, PERSISTED_CART)).toBe(placed.keptCartId);
    expect((await getCart(db, context(userId), cart.id)).cart).toBeNull(); // the ordered cart is gone
    const row = await db
      .selectFrom('order_lines')
      .select(['sku', 'quantity'])
      .where('order_id', '=', placed.id)
      .execute();
    expect(row).toEqual([{ sku: '10007', quantity: 1 }]);
  });

  it('leaves no cart and deletes the saved cart id when the order took every line', async () => {
    const { userId, cardId } = await customer();
    const cart = await cartWith(userId, [{ sku: '10007', quantity: 2 }]);
    const placed = await order(userId, cardId, cart, { '10007': 2 });

    expect(placed.keptCartId).toBeNull();
    expect(await db.selectFrom('carts').select('id').where('customer_id', '=', userId).execute()).toEqual([]);
    expect(await getMetafield(db, userId, PERSISTED_CART)).toBeNull();
  });
});
