// Placing an order (issue: placing the order is one transaction and idempotent). Stock is checked first; then, in one
// transaction: the checkout is locked (a second attempt waits here and then finds the first one's order), the cart
// is checked to be what the shopper reviewed, the stock is taken with conditional updates (never below zero), the
// card is charged, and the order, its autoships, the confirmation mail and the end of the cart are written. Any
// refusal rolls all of it back. The attempt token is unique on the order, so a retry answers the order it made.
import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Db } from '../db/connect.server';
import type { Database } from '../db/schema';
import { storedLines } from '../cart/cart.server';
import { PERSISTED_CART } from '../account/metafields.server';
import { stateName } from '../account/address';
import { cents } from '../site/money';
import { isoDate, addDays } from '../subscriptions/schedule';
import { contractIdFor } from '../subscriptions/mapping';
import type { OrderLineRecord } from '../orders/record.server';
import { orderName } from '../orders/types';
import { chargeAndRecord, OrderRefused, voidAfterFault, type OrderProblem } from './paid-order.server';
import type { CheckoutSummary } from './summary';
import type { Checkout } from './checkouts.server';
import type { PaymentGateway } from './gateway';
import type { StockPlan } from './stock-check.server';
import type { Attribute, Cart } from '../cart/types';

export type PlaceProblem = OrderProblem;
export type PlaceAnswer = { order: { id: string; name: string } | null; userErrors: PlaceProblem[] };

export type PlaceInput = {
  checkout: Checkout;
  cart: Cart;
  summary: CheckoutSummary;
  attributes: Attribute[];
  attemptKey: string;
  /** the processor's idempotency key of this try */
  chargeKey?: string;
  payment: { id: string; reference: string; brand: string; last4: string };
  stock: StockPlan;
  email: string;
  now: Date;
};

/** The order a checkout placed, or the one an attempt made; null when there is none yet. */
export async function orderFor(
  db: Db,
  where: { attemptKey?: string; checkoutId?: string },
): Promise<{ id: string; name: string } | null> {
  let q = db.selectFrom('orders').select(['id', 'number']);
  if (where.attemptKey) q = q.where('attempt_key', '=', where.attemptKey);
  if (where.checkoutId) q = q.where('checkout_id', '=', where.checkoutId);
  const row = await q.executeTakeFirst();
  return row ? { id: row.id, name: orderName(row.number) } : null;
}

const isUniqueViolation = (error: unknown) =>
  /unique|duplicate key/i.test(error instanceof Error ? error.message : String(error));

/** A deadlock between two orders (PostgreSQL answers one of them with 40P01) is tried again: nothing was kept. */
const isDeadlock = (error: unknown) => (error as { code?: unknown } | null)?.code === '40P01';

export async function placeOrder(db: Db, gateway: PaymentGateway, request: PlaceInput): Promise<PlaceAnswer> {
  // The token names an attempt on this checkout only: another checkout's token can never find or block this order.
  const input = { ...request, attemptKey: `checkout:${request.checkout.id}:${request.attemptKey}` };
  const earlier = await orderFor(db, { checkoutId: input.checkout.id });
  if (earlier) return { order: earlier, userErrors: [] };
  for (let attempt = 1; ; attempt++) {
    let charged: string | null = null;
    try {
      const placed = await db
        .transaction()
        .execute((trx) =>
          writeOrder(trx, gateway, { ...input, chargeKey: `${input.attemptKey}:${attempt}` }, (id) => (charged = id)),
        );
      return { order: placed ?? (await orderFor(db, { checkoutId: input.checkout.id })), userErrors: [] };
    } catch (error) {
      if (error instanceof OrderRefused) return { order: null, userErrors: [error.problem] };
      if (isUniqueViolation(error)) {
        const made = await orderFor(db, { attemptKey: input.attemptKey });
        if (made) return { order: made, userErrors: [] };
      }
      // Nothing of this attempt was kept, so neither is its charge; a retry charges under a key of its own.
      await voidAfterFault(gateway, charged, error);
      if (isDeadlock(error) && attempt < 3) continue;
      throw error;
    }
  }
}

const sameLines = (reviewed: Cart, stored: { id: string; quantity: number }[]) =>
  reviewed.lineItems.length === stored.length &&
  reviewed.lineItems.every((line) => stored.some((s) => s.id === line.id && s.quantity === line.quantity));

/** Null when another attempt placed this checkout's order first. */
async function writeOrder(
  trx: Transaction<Database>,
  gateway: PaymentGateway,
  input: PlaceInput,
  charged: (chargeId: string) => void,
): Promise<{ id: string; name: string } | null> {
  const { checkout, cart, summary, now } = input;
  const stamp = now.toISOString();
  const locked = await trx
    .updateTable('checkouts')
    .set({ updated_at: stamp })
    .where('id', '=', checkout.id)
    .where('order_id', 'is', null)
    .executeTakeFirst();
  if (Number(locked.numUpdatedRows) === 0) return null;
  const cartLocked = await trx
    .updateTable('carts')
    .set({ updated_at: stamp })
    .where('id', '=', checkout.cartId)
    .executeTakeFirst();
  if (Number(cartLocked.numUpdatedRows) === 0 || !sameLines(cart, await storedLines(trx, checkout.cartId))) {
    throw new OrderRefused({
      code: 'CART_CHANGED',
      field: ['cart'],
      message: 'Your cart changed while you were checking out. Please review your order again.',
    });
  }

  const address = checkout.address!;
  const lines: OrderLineRecord[] = cart.lineItems.map((line) => ({
    variantId: line.variant.id,
    sku: line.variant.sku,
    title: line.product.title,
    variantTitle: line.variant.title,
    handle: line.product.handle,
    quantity: line.quantity,
    unitCents: cents(line.cost.amountPerQuantity),
    sellingPlanId: line.sellingPlanAllocation?.sellingPlan.id ?? null,
    attributes: line.attributes,
  }));
  const order = await chargeAndRecord(
    trx,
    gateway,
    {
      site: checkout.site,
      userId: checkout.userId,
      email: input.email,
      address: {
        firstName: address.firstName,
        lastName: address.lastName,
        company: address.company,
        address1: address.address1,
        address2: address.address2,
        city: address.city,
        province: stateName(address.provinceCode),
        provinceCode: address.provinceCode,
        zip: address.zip,
        countryCode: 'US',
        phone: address.phone,
      },
      lines,
      summary,
      attributes: input.attributes,
      discountCodes: cart.discountCodes.filter((c) => c.applicable).map((c) => c.code),
      payment: input.payment,
      stock: input.stock,
      attemptKey: input.attemptKey,
      ...(input.chargeKey ? { chargeKey: input.chargeKey } : {}),
      checkoutId: checkout.id,
      subscriptionId: null,
      now,
    },
    charged,
  );

  if (checkout.userId) {
    // The card of the latest order is the one the customer's autoships use from now on.
    await trx
      .updateTable('subscriptions')
      .set({ payment_method_id: input.payment.id, updated_at: stamp })
      .where('user_id', '=', checkout.userId)
      .where('cancelled', 'is', null)
      .execute();
    await startAutoships(trx, checkout, lines, order.id, input.payment.id, now);
  }
  await trx
    .updateTable('checkouts')
    .set({ order_id: order.id, updated_at: stamp })
    .where('id', '=', checkout.id)
    .execute();
  await trx.deleteFrom('carts').where('id', '=', checkout.cartId).execute();
  if (checkout.userId) {
    await trx
      .deleteFrom('metafields')
      .where('user_id', '=', checkout.userId)
      .where('namespace', '=', PERSISTED_CART.namespace)
      .where('key', '=', PERSISTED_CART.key)
      .where('value', '=', checkout.cartId)
      .execute();
  }
  return order;
}

/** Each autoship line becomes a subscription (spec 000 §3), first due one interval after this order. */
async function startAutoships(
  trx: Transaction<Database>,
  checkout: Checkout,
  lines: OrderLineRecord[],
  orderId: string,
  paymentMethodId: string,
  now: Date,
): Promise<void> {
  const autoship = lines.filter((l) => l.sellingPlanId !== null);
  if (autoship.length === 0) return;
  const plans = await trx
    .selectFrom('selling_plans')
    .select(['id', 'frequency_days'])
    .where(
      'id',
      'in',
      autoship.map((l) => l.sellingPlanId!),
    )
    .execute();
  const today = isoDate(now);
  const stamp = now.toISOString();
  for (const line of autoship) {
    const days = plans.find((p) => p.id === line.sellingPlanId)?.frequency_days ?? 28;
    const id = randomUUID();
    await trx
      .insertInto('subscriptions')
      .values({
        id,
        user_id: checkout.userId!,
        site: checkout.site,
        external_id: contractIdFor(id),
        variant_id: line.variantId,
        sku: line.sku,
        selling_plan_id: line.sellingPlanId!,
        quantity: line.quantity,
        frequency_days: days,
        start_date: today,
        next_order_date: addDays(today, days),
        cancelled: null,
        cancel_reason: null,
        shipping_address: JSON.stringify(checkout.address),
        origin_order_id: orderId,
        created_at: stamp,
        updated_at: stamp,
        payment_method_id: paymentMethodId,
        failed_attempts: 0,
      })
      .execute();
  }
}
