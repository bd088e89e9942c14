// An order's rows on their way out of the database, each JSON column checked by its schema, as the commerce backend
// answers an order (spec 000 §3 Order).
import { z } from 'zod/v4';
import { attributesColumn } from '../cart/rows';
import { adminGraphqlId } from '../catalog/rows';
import { jsonColumn } from '../db/json-column';
import type { Selectable } from 'kysely';
import type { OrderLineTable, OrderTable, ShipmentTable } from '../db/schema';
import { money } from '../site/money';
import type { Purchase } from './bought-before';
import { trackingUrl } from './shipping-carriers';
import { orderName, type Order, type OrderAddress, type OrderTotals, type Shipment } from './types';

const maybe = z
  .string()
  .nullish()
  .transform((v) => v ?? null);
const addressColumn: z.ZodType<OrderAddress> = z.object({
  firstName: z.string(),
  lastName: z.string(),
  company: maybe,
  address1: z.string(),
  address2: maybe,
  city: z.string(),
  province: z.string(),
  provinceCode: z.string(),
  zip: z.string(),
  countryCode: z.literal('US'),
  phone: maybe,
});
const paymentColumn = z.object({ brand: z.string(), last4: z.string() });
/** The lines a shipment or a refund carries. */
export const lineCountsColumn = z.array(z.object({ lineId: z.string(), quantity: z.number().int().positive() }));

export function shipmentFromRow(row: Selectable<ShipmentTable>): Shipment {
  return {
    id: row.id,
    carrier: row.carrier,
    trackingNumber: row.tracking_number,
    trackingUrl: trackingUrl(row.carrier, row.tracking_number),
    shippedAt: row.shipped_at,
    deliveredAt: row.delivered_at,
    lines: jsonColumn(lineCountsColumn, row.lines, 'shipments.lines').map((l) => ({
      lineItemId: l.lineId,
      quantity: l.quantity,
    })),
  };
}

/** Where an order went, checked as it leaves the database. */
export const shippingAddressOf = (row: Selectable<OrderTable>): OrderAddress =>
  jsonColumn(addressColumn, row.shipping_address, 'orders.shipping_address');

/** An order's money in cents, straight from its row (what `orderTotals` reads off a presented order). */
export const totalsOfRow = (row: Selectable<OrderTable>): OrderTotals => ({
  subtotalCents: row.subtotal_cents,
  discountCents: row.discount_cents,
  programDiscountCents: row.program_discount_cents,
  shippingCents: row.shipping_cents,
  taxCents: row.tax_cents,
  totalCents: row.total_cents,
});

export function orderFromRow(
  row: Selectable<OrderTable>,
  lines: Selectable<OrderLineTable>[],
  image: (line: Selectable<OrderLineTable>) => { url: string; alt: string } | null,
  planName: (id: string) => string,
  shipments: Selectable<ShipmentTable>[] = [],
): Order {
  return {
    id: row.id,
    name: orderName(row.number),
    orderNumber: row.number,
    processedAt: row.created_at,
    email: row.email,
    financialStatus: row.financial_status,
    fulfillmentStatus: row.fulfillment_status,
    subtotalPrice: money(row.subtotal_cents),
    totalDiscounts: money(row.discount_cents),
    programDiscount: money(row.program_discount_cents),
    totalShippingPrice: money(row.shipping_cents),
    totalTax: money(row.tax_cents),
    totalPrice: money(row.total_cents),
    shippingAddress: shippingAddressOf(row),
    payment: jsonColumn(paymentColumn, row.payment, 'orders.payment'),
    attributes: jsonColumn(attributesColumn, row.attributes, 'orders.attributes'),
    discountCodes: jsonColumn(z.array(z.string()), row.discount_codes, 'orders.discount_codes'),
    subscriptionId: row.subscription_id,
    lineItems: lines.map((line) => ({
      id: line.id,
      title: line.title,
      variantTitle: line.variant_title,
      quantity: line.quantity,
      sku: line.sku,
      variant: { id: line.variant_id, adminGraphqlId: adminGraphqlId(line.variant_id), image: image(line) },
      product: { handle: line.handle },
      originalUnitPrice: money(line.unit_cents),
      discountedTotal: money(line.subtotal_cents),
      sellingPlan: line.selling_plan_id ? { id: line.selling_plan_id, name: planName(line.selling_plan_id) } : null,
      attributes: jsonColumn(attributesColumn, line.attributes, 'order_lines.attributes'),
      shippedQuantity: line.shipped_quantity,
      refundedQuantity: line.refunded_quantity,
    })),
    cancelledAt: row.cancelled_at,
    cancelReason: row.cancel_reason,
    totalRefunded: money(row.refunded_cents),
    shipments: shipments.map(shipmentFromRow),
  };
}

/** A line of a past order as "Bought before" reads it: what was bought, and when its order was placed. */
export const purchaseFromRow = (row: { handle: string; variant_id: string; created_at: string }): Purchase => ({
  handle: row.handle,
  variantId: row.variant_id,
  boughtAt: row.created_at,
});
