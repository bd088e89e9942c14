// Writing an order: the order row and its lines in the caller's transaction, with the next order number from the
// counter row. Taking the number locks that row until the transaction ends, so two orders never share a number.
import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { Attribute } from '../cart/types';
import type { OrderAddress } from './types';

export type OrderLineRecord = {
  variantId: string;
  sku: string;
  title: string;
  variantTitle: string;
  handle: string;
  quantity: number;
  unitCents: number;
  sellingPlanId: string | null;
  attributes: Attribute[];
};

export type OrderRecord = {
  userId: string | null;
  site: string;
  email: string;
  fulfillmentStatus: 'UNFULFILLED' | 'FULFILLED';
  subtotalCents: number;
  discountCents: number;
  programDiscountCents?: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
  shippingAddress: OrderAddress;
  attributes: Attribute[];
  discountCodes: string[];
  payment: { brand: string; last4: string };
  subscriptionId: string | null;
  lines: OrderLineRecord[];
  createdAt: string;
  attemptKey?: string | null;
  checkoutId?: string | null;
  paymentMethodId?: string | null;
  /** the stock taken for it, by region, so a cancellation can put it back */
  stockTakes?: StockTake[];
};

export type StockTake = { sku: string; region: string; quantity: number };

export async function insertOrder(
  trx: Transaction<Database>,
  order: OrderRecord,
): Promise<{ id: string; number: number }> {
  const { value: number } = await trx
    .updateTable('counters')
    .set((eb) => ({ value: eb('value', '+', 1) }))
    .where('name', '=', 'order_number')
    .returning('value')
    .executeTakeFirstOrThrow();
  const id = randomUUID();
  await trx
    .insertInto('orders')
    .values({
      id,
      number,
      user_id: order.userId,
      site: order.site,
      email: order.email,
      financial_status: 'PAID',
      fulfillment_status: order.fulfillmentStatus,
      subtotal_cents: order.subtotalCents,
      discount_cents: order.discountCents,
      program_discount_cents: order.programDiscountCents ?? 0,
      shipping_cents: order.shippingCents,
      tax_cents: order.taxCents,
      total_cents: order.totalCents,
      shipping_address: JSON.stringify(order.shippingAddress),
      attributes: JSON.stringify(order.attributes),
      discount_codes: JSON.stringify(order.discountCodes),
      payment: JSON.stringify(order.payment),
      subscription_id: order.subscriptionId,
      created_at: order.createdAt,
      attempt_key: order.attemptKey ?? null,
      checkout_id: order.checkoutId ?? null,
      payment_method_id: order.paymentMethodId ?? null,
      stock_takes: JSON.stringify(order.stockTakes ?? []),
    })
    .execute();
  await trx
    .insertInto('order_lines')
    .values(
      order.lines.map((line, position) => ({
        id: randomUUID(),
        order_id: id,
        position,
        variant_id: line.variantId,
        sku: line.sku,
        title: line.title,
        variant_title: line.variantTitle,
        handle: line.handle,
        quantity: line.quantity,
        unit_cents: line.unitCents,
        subtotal_cents: line.unitCents * line.quantity,
        selling_plan_id: line.sellingPlanId,
        attributes: JSON.stringify(line.attributes),
      })),
    )
    .execute();
  return { id, number };
}
