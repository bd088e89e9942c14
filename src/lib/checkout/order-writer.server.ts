// The one order writer, shared by checkout and the autoship engine, inside the caller's transaction: take the stock
// with conditional updates that never go below zero, charge the card, write the order and queue its confirmation;
// for a checkout's order also start its autoships and clear its cart, through the subscription, cart and account
// services. A refusal throws OrderRefused, and the caller's transaction rolls all of it back.
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { AddressInput } from '../account/address';
import { forgetSavedCart, PERSISTED_CART, setMetafield } from '../account/metafields.server';
import { endOrderedCart } from '../cart/cart.server';
import type { Attribute } from '../cart/types';
import { queueMail } from '../mail/outbox.server';
import { mailLink } from '../site/config.server';
import { insertOrder, type OrderLineRecord } from '../orders/record.server';
import { orderName } from '../orders/types';
import { startAutoships, useCardForAutoships } from '../subscriptions/start.server';
import { orderAddress } from './order-lines';
import { confirmationMail } from './confirmation-mail';
import { donationForOrder, recordDonation } from './order-donation.server';
import { withDonation } from '../giving/donation-attribute';
import type { PaymentGateway } from './gateway';
import type { StockPlan } from './stock-check.server';
import type { CheckoutSummary } from './summary';

export type OrderProblem = {
  code: 'CART_CHANGED' | 'OUT_OF_STOCK' | 'PAYMENT_DECLINED' | 'PAYMENT_ERROR' | 'INVALID';
  field: string[];
  message: string;
};

export class OrderRefused extends Error {
  constructor(readonly problem: OrderProblem) {
    super(problem.message);
  }
}

export type PaidOrderInput = {
  site: string;
  userId: string | null;
  email: string;
  address: AddressInput;
  lines: OrderLineRecord[];
  summary: CheckoutSummary;
  attributes: Attribute[];
  discountCodes: string[];
  payment: { id: string; reference: string; brand: string; last4: string };
  stock: StockPlan;
  attemptKey: string;
  /** The processor's idempotency key, when a retry of the same order must be a new charge attempt. */
  chargeKey?: string;
  checkoutId: string | null;
  subscriptionId: string | null;
  /**
   * A checkout's order: its autoship lines start autoships, and its cart goes; lines it did not take remain in a
   * recreated cart, which becomes the customer's saved cart, else the saved cart id goes (spec 000 §4).
   */
  fromCart: { cartId: string } | null;
  now: Date;
};

/**
 * `soldOut` lists the SKUs this order took the last of in their region: once the caller's transaction is committed,
 * pages that show them in stock must go (stockSoldOut).
 *
 * The charge is made inside the caller's transaction; `charged` hears of an approved one, so that a caller whose
 * transaction then fails can void it (see voidAfterFault).
 */
export async function writePaidOrder(
  trx: Transaction<Database>,
  gateway: PaymentGateway,
  input: PaidOrderInput,
  charged: (chargeId: string) => void = () => undefined,
): Promise<{ id: string; name: string; keptCartId: string | null; soldOut: string[] }> {
  const soldOut: string[] = [];
  for (const need of input.stock.takes) {
    const left = await trx
      .updateTable('regional_stock')
      .set((eb) => ({ quantity: eb('quantity', '-', need.quantity) }))
      .where('sku', '=', need.sku)
      .where('region', '=', need.region)
      .where('quantity', '>=', need.quantity)
      .returning('quantity')
      .executeTakeFirst();
    if (left?.quantity === 0) soldOut.push(need.sku);
    if (!left) {
      throw new OrderRefused({
        code: 'OUT_OF_STOCK',
        field: ['lineItems', need.sku],
        message: `Sorry, ${need.title} just sold out for delivery to ${input.address.zip}. Remove it from your cart to continue.`,
      });
    }
  }
  const charge = await gateway.charge({
    reference: input.payment.reference,
    amountCents: input.summary.totalCents,
    currency: 'USD',
    idempotencyKey: input.chargeKey ?? input.attemptKey,
  });
  if (charge.status !== 'approved') {
    throw new OrderRefused({
      code: charge.status === 'declined' ? 'PAYMENT_DECLINED' : 'PAYMENT_ERROR',
      field: ['payment'],
      message: charge.message,
    });
  }
  charged(charge.chargeId);
  const { summary } = input;
  const address = orderAddress(input.address);
  const giving = await donationForOrder(trx, {
    attributes: input.attributes,
    lines: input.lines,
    discountCents: summary.discountCents,
  });
  const order = await insertOrder(trx, {
    userId: input.userId,
    site: input.site,
    email: input.email,
    fulfillmentStatus: 'UNFULFILLED',
    subtotalCents: summary.subtotalCents,
    discountCents: summary.discountCents,
    programDiscountCents: summary.programDiscountCents,
    shippingCents: summary.shippingCents,
    taxCents: summary.taxCents,
    totalCents: summary.totalCents,
    shippingAddress: address,
    attributes: [
      ...withDonation(input.attributes, giving?.result.totalDonationAmount ?? 0),
      ...(input.stock.fallback ? [{ key: 'stock_check', value: 'fallback' }] : []),
      { key: 'charge_id', value: charge.chargeId },
    ],
    discountCodes: input.discountCodes,
    payment: { brand: input.payment.brand, last4: input.payment.last4 },
    subscriptionId: input.subscriptionId,
    lines: input.lines,
    createdAt: input.now.toISOString(),
    attemptKey: input.attemptKey,
    checkoutId: input.checkoutId,
    paymentMethodId: input.payment.id,
    stockTakes: input.stock.takes.map(({ sku, region, quantity }) => ({ sku, region, quantity })),
  });
  const name = orderName(order.number);
  const donation = giving ? await recordDonation(trx, order.id, giving) : null;
  await queueMail(
    trx,
    confirmationMail({
      to: input.email,
      name,
      firstName: input.address.firstName,
      lines: input.lines,
      summary,
      address,
      stockFallback: input.stock.fallback,
      donation,
      orderId: order.id,
      customer: input.userId !== null,
      placedAt: input.now,
      link: mailLink,
    }),
    input.now,
  );
  const keptCartId = input.fromCart ? await leaveTheCart(trx, input, order.id, input.fromCart.cartId) : null;
  return { id: order.id, name, keptCartId, soldOut };
}

/**
 * A checkout's order starts its autoships and ends its cart, each through the service that owns those rows; answers
 * the id of the cart recreated with the lines the order left, if any.
 */
async function leaveTheCart(
  trx: Transaction<Database>,
  input: PaidOrderInput,
  orderId: string,
  cartId: string,
): Promise<string | null> {
  if (input.userId) {
    await useCardForAutoships(trx, input.userId, input.payment.id, input.now);
    await startAutoships(trx, {
      userId: input.userId,
      site: input.site,
      address: input.address,
      orderId,
      paymentMethodId: input.payment.id,
      lines: input.lines.flatMap((line) =>
        line.sellingPlanId === null
          ? []
          : [{ variantId: line.variantId, sku: line.sku, sellingPlanId: line.sellingPlanId, quantity: line.quantity }],
      ),
      now: input.now,
    });
  }
  const kept = await endOrderedCart(trx, cartId, input.lines, input.now);
  if (input.userId && kept) await setMetafield(trx, input.userId, PERSISTED_CART, kept, input.now);
  else if (input.userId) await forgetSavedCart(trx, input.userId, cartId);
  return kept;
}
