// Placing an order (issue: placing the order is one transaction and idempotent). Stock is checked first; then, in one
// transaction: the checkout is locked (a second attempt waits here and then finds the first one's order), the cart
// is checked to be what the shopper reviewed, the stock is taken with conditional updates (never below zero), the
// card is charged, and the order, its autoships, the confirmation mail and the end of the cart are written. Any
// refusal rolls all of it back. The attempt token is unique on the order, so a retry answers the order it made.
import type { Transaction } from 'kysely';
import type { Db } from '../db/connect.server';
import type { Database } from '../db/schema';
import { lockCustomer } from '../account/accounts.server';
import { lockCartForOrder, settleCartCodes } from '../cart/cart.server';
import { AUTOMATIC_AUTOSHIP_CODE } from '../cart/discounts';
import { hasSubscribed } from '../subscriptions/subscriptions.server';
import { cents } from '../site/money';
import { orderPlaced, paymentDeclined } from '../site/metrics.server';
import { orderName } from '../orders/types';
import { orderLine } from './order-lines';
import { paymentRefusal } from './payment-refusal';
import { OrderRefused, writePaidOrder, type OrderProblem } from './order-writer.server';
import { stockSoldOut } from '../stock/stock.server';
import { voidAfterFault } from './void-after-fault.server';
import type { CheckoutSummary } from './summary';
import type { Checkout } from './checkouts.server';
import type { PaymentGateway } from './gateway';
import type { StockPlan } from './stock-check.server';
import type { Attribute, Cart } from '../cart/types';

export type PlaceProblem = OrderProblem;

const claimsFirstAutoship = (cart: Cart) =>
  cart.discountCodes.some((c) => c.code === AUTOMATIC_AUTOSHIP_CODE && c.applicable);

const FIRST_AUTOSHIP_TAKEN: OrderProblem = {
  code: 'CART_CHANGED',
  field: ['discountCodes'],
  message:
    'The first-autoship discount (AUTO35) is for your first autoship only, and you have one now. We took it off this cart: please review your order again.',
};
export type PlaceAnswer = {
  order: { id: string; name: string } | null;
  userErrors: PlaceProblem[];
  /** The cart recreated with the lines the order did not take (spec 000 §4), for the caller's cart cookie. */
  keptCartId?: string | null;
};

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
      if (placed) {
        orderPlaced('checkout', input.summary.totalCents);
        await stockSoldOut(db, placed.soldOut);
        return { order: { id: placed.id, name: placed.name }, userErrors: [], keptCartId: placed.keptCartId };
      }
      return { order: await orderFor(db, { checkoutId: input.checkout.id }), userErrors: [] };
    } catch (error) {
      if (error instanceof OrderRefused) {
        const refusal = paymentRefusal(error.problem);
        if (refusal) paymentDeclined('checkout', refusal);
        if (error.problem === FIRST_AUTOSHIP_TAKEN && input.checkout.userId)
          await settleCartCodes(db, input.checkout.cartId, input.checkout.userId);
        return { order: null, userErrors: [error.problem] };
      }
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
): Promise<{ id: string; name: string; keptCartId: string | null; soldOut: string[] } | null> {
  const { checkout, cart, summary, now } = input;
  const stamp = now.toISOString();
  const locked = await trx
    .updateTable('checkouts')
    .set({ updated_at: stamp })
    .where('id', '=', checkout.id)
    .where('order_id', 'is', null)
    .executeTakeFirst();
  if (Number(locked.numUpdatedRows) === 0) return null;
  const lines = await lockCartForOrder(trx, checkout.cartId, now);
  if (!lines || !sameLines(cart, lines)) {
    throw new OrderRefused({
      code: 'CART_CHANGED',
      field: ['cart'],
      message: 'Your cart changed while you were checking out. Please review your order again.',
    });
  }
  if (checkout.userId && claimsFirstAutoship(cart)) {
    // Recheck the automatic discount at the moment of ordering: a cart that took AUTO35 before its owner's first
    // autoship was ordered (from another cart) does not keep it.
    await lockCustomer(trx, checkout.userId, now);
    if (await hasSubscribed(trx, checkout.userId)) throw new OrderRefused(FIRST_AUTOSHIP_TAKEN);
  }

  const order = await writePaidOrder(
    trx,
    gateway,
    {
      site: checkout.site,
      userId: checkout.userId,
      email: input.email,
      address: checkout.address!,
      lines: cart.lineItems.map((line) =>
        orderLine({
          product: line.product,
          variant: line.variant,
          quantity: line.quantity,
          unitCents: cents(line.cost.amountPerQuantity),
          sellingPlanId: line.sellingPlanAllocation?.sellingPlan.id ?? null,
          attributes: line.attributes,
        }),
      ),
      summary,
      attributes: input.attributes,
      discountCodes: cart.discountCodes.filter((c) => c.applicable).map((c) => c.code),
      payment: input.payment,
      stock: input.stock,
      attemptKey: input.attemptKey,
      ...(input.chargeKey ? { chargeKey: input.chargeKey } : {}),
      checkoutId: checkout.id,
      subscriptionId: null,
      fromCart: { cartId: checkout.cartId },
      now,
    },
    charged,
  );
  await trx
    .updateTable('checkouts')
    .set({ order_id: order.id, updated_at: stamp })
    .where('id', '=', checkout.id)
    .execute();
  return order;
}
