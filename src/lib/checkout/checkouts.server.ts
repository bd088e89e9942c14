// The checkout of one cart (issue: hosted checkout). A checkout is found by the id in the checkout cookie and is
// only ever the asker's: a guest's needs the cart's cookie as well, a customer's needs the same customer signed in.
// Each step saves what the shopper entered; nothing is charged until the order is placed.
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/connect.server';
import type { CheckoutTable } from '../db/schema';
import type { ShippingLocation } from './attributes';
import { checkoutFromRow, type Checkout, type CheckoutAddress } from './rows';

export const CHECKOUT_COOKIE = 'checkout_session';
export const CHECKOUT_LIFETIME_MS = 24 * 60 * 60 * 1000;

export type { Checkout, CheckoutAddress } from './rows';

export type Asker = { userId: string | null; cookieCartIds: readonly string[] };

/**
 * Whether this asker may use this checkout, whose id they hold in the checkout cookie: a customer's needs the same
 * customer signed in; a guest's needs the cart's own cookie until the order is placed (the cart is gone after that,
 * and the checkout cookie alone shows the confirmation).
 */
export const mayUse = (checkout: Pick<Checkout, 'userId' | 'cartId' | 'orderId'>, asker: Asker): boolean =>
  checkout.userId !== null
    ? checkout.userId === asker.userId
    : asker.userId === null && (checkout.orderId !== null || asker.cookieCartIds.includes(checkout.cartId));

/** The open checkout of this cart for this asker, or a new one. */
export async function openCheckout(
  db: Db,
  input: {
    cartId: string;
    site: string;
    userId: string | null;
    email: string | null;
    acceptsMarketing: boolean;
    location: ShippingLocation;
  },
  now = new Date(),
): Promise<string> {
  const stamp = now.toISOString();
  let reuse = db
    .selectFrom('checkouts')
    .select('id')
    .where('cart_id', '=', input.cartId)
    .where('order_id', 'is', null)
    .where('expires_at', '>', stamp);
  reuse = input.userId ? reuse.where('user_id', '=', input.userId) : reuse.where('user_id', 'is', null);
  const open = await reuse.orderBy('created_at', 'desc').executeTakeFirst();
  if (open) return open.id;
  const id = randomBytes(16).toString('base64url');
  await db
    .insertInto('checkouts')
    .values({
      id,
      cart_id: input.cartId,
      user_id: input.userId,
      site: input.site,
      email: input.email,
      shipping_address: null,
      shipping_location: input.location,
      accepts_marketing: input.acceptsMarketing ? 1 : 0,
      delivery_confirmed: 0,
      payment_method_id: null,
      order_id: null,
      created_at: stamp,
      updated_at: stamp,
      expires_at: new Date(now.getTime() + CHECKOUT_LIFETIME_MS).toISOString(),
    })
    .execute();
  return id;
}

export async function findCheckout(
  db: Db,
  id: string | undefined,
  asker: Asker,
  now = new Date(),
): Promise<Checkout | null> {
  if (!id || !/^[\w-]{16,64}$/.test(id)) return null;
  const row = await db.selectFrom('checkouts').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row || !mayUse({ userId: row.user_id, cartId: row.cart_id, orderId: row.order_id }, asker)) return null;
  // A placed checkout stays readable for its confirmation; an unplaced one runs out.
  if (row.order_id === null && row.expires_at <= now.toISOString()) return null;
  return checkoutFromRow(row);
}

export type CheckoutChange = Partial<{
  email: string;
  address: CheckoutAddress;
  location: ShippingLocation;
  acceptsMarketing: boolean;
  deliveryConfirmed: boolean;
  paymentMethodId: string | null;
}>;

/** Saves a step. Changing the address or where it ships asks for the delivery step again. */
export async function saveCheckout(
  db: Db,
  checkout: Checkout,
  change: CheckoutChange,
  now = new Date(),
): Promise<void> {
  const values: Partial<CheckoutTable> = { updated_at: now.toISOString() };
  if (change.email !== undefined) values.email = change.email;
  if (change.address !== undefined) values.shipping_address = JSON.stringify(change.address);
  if (change.location !== undefined) values.shipping_location = change.location;
  if (change.acceptsMarketing !== undefined) values.accepts_marketing = change.acceptsMarketing ? 1 : 0;
  if (change.deliveryConfirmed !== undefined) values.delivery_confirmed = change.deliveryConfirmed ? 1 : 0;
  if (change.paymentMethodId !== undefined) values.payment_method_id = change.paymentMethodId;
  const moved =
    (change.address !== undefined && JSON.stringify(change.address) !== JSON.stringify(checkout.address)) ||
    (change.location !== undefined && change.location !== checkout.location);
  if (moved && change.deliveryConfirmed === undefined) values.delivery_confirmed = 0;
  await db.updateTable('checkouts').set(values).where('id', '=', checkout.id).where('order_id', 'is', null).execute();
}

/**
 * Whether the customer has begun a checkout on this site that is neither placed nor run out (spec 001 §4: the checkout
 * flag of an authenticated shopper; spec 000 §3 isCheckoutInitiated).
 */
export async function hasOpenCheckout(db: Db, userId: string, site: string, now = new Date()): Promise<boolean> {
  const open = await db
    .selectFrom('checkouts')
    .select('id')
    .where('user_id', '=', userId)
    .where('site', '=', site)
    .where('order_id', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return open !== undefined;
}
