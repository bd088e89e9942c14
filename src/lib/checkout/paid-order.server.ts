// The part every order shares, whoever places it (the checkout, the autoship scheduler), inside the caller's
// transaction: take the stock with conditional updates that never go below zero, charge the card, write the order
// and queue its confirmation. A refusal throws OrderRefused, and the caller's transaction rolls all of it back.
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { errorMessage, log } from '../site/log';
import type { Attribute } from '../cart/types';
import { queueMail } from '../account/outbox.server';
import { insertOrder, type OrderLineRecord } from '../orders/record.server';
import { orderName, type OrderAddress } from '../orders/types';
import { confirmationMail } from './confirmation-mail';
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
  address: OrderAddress;
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
  now: Date;
};

/**
 * The charge is made inside the caller's transaction; `charged` hears of an approved one, so that a caller whose
 * transaction then fails can void it (see voidAfterFault).
 */
export async function chargeAndRecord(
  trx: Transaction<Database>,
  gateway: PaymentGateway,
  input: PaidOrderInput,
  charged: (chargeId: string) => void = () => undefined,
): Promise<{ id: string; name: string }> {
  for (const need of input.stock.takes) {
    const taken = await trx
      .updateTable('regional_stock')
      .set((eb) => ({ quantity: eb('quantity', '-', need.quantity) }))
      .where('sku', '=', need.sku)
      .where('region', '=', need.region)
      .where('quantity', '>=', need.quantity)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) === 0) {
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
    shippingAddress: input.address,
    attributes: [
      ...input.attributes,
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
  });
  const name = orderName(order.number);
  await queueMail(
    trx,
    confirmationMail({
      to: input.email,
      name,
      firstName: input.address.firstName,
      lines: input.lines,
      summary,
      address: input.address,
      stockFallback: input.stock.fallback,
    }),
    input.now,
  );
  return { id: order.id, name };
}

/** Gives back a charge whose order was never written (the transaction failed after the card was approved). */
export async function voidAfterFault(gateway: PaymentGateway, chargeId: string | null, error: unknown): Promise<void> {
  if (!chargeId) return;
  try {
    await gateway.void(chargeId);
    log('error', 'order not written after an approved charge; the charge was voided', {
      chargeId,
      error: errorMessage(error),
    });
  } catch (voidError) {
    log('error', 'order not written after an approved charge, and voiding it failed: refund it by hand', {
      chargeId,
      error: errorMessage(error),
      voidError: errorMessage(voidError),
    });
  }
}
