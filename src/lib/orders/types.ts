// An order as the commerce backend answers it (spec 000 §3 Order, §7 get-{commerce}-orders, -order, -last-order):
// Shopify-style shapes, money as two-decimal strings.
import type { Address } from '../account/address';
import type { Attribute } from '../cart/types';
import { cents, type Money } from '../site/money';

export type OrderAddress = Omit<Address, 'id' | 'isDefault' | 'homeDeliveryOnly'>;

export type OrderLineItem = {
  id: string;
  title: string;
  variantTitle: string;
  quantity: number;
  sku: string;
  variant: { id: string; adminGraphqlId: string; image: { url: string; alt: string } | null };
  product: { handle: string };
  originalUnitPrice: Money;
  discountedTotal: Money;
  sellingPlan: { id: string; name: string } | null;
  attributes: Attribute[];
  /** units of the line that have left in a shipment */
  shippedQuantity: number;
  /** units of the line given back as a refund */
  refundedQuantity: number;
};

/** Some of an order's lines on their way, as Shopify's fulfillment reports it. */
export type Shipment = {
  id: string;
  carrier: string;
  trackingNumber: string;
  /** the carrier's tracking page, or null for a carrier the shop does not know */
  trackingUrl: string | null;
  shippedAt: string;
  deliveredAt: string | null;
  lines: { lineItemId: string; quantity: number }[];
};

export type Order = {
  id: string;
  name: string;
  orderNumber: number;
  processedAt: string;
  email: string;
  financialStatus: string;
  fulfillmentStatus: string;
  subtotalPrice: Money;
  totalDiscounts: Money;
  /** the staff program's part of totalDiscounts */
  programDiscount: Money;
  totalShippingPrice: Money;
  totalTax: Money;
  totalPrice: Money;
  shippingAddress: OrderAddress;
  payment: { brand: string; last4: string };
  attributes: Attribute[];
  discountCodes: string[];
  subscriptionId: string | null;
  lineItems: OrderLineItem[];
  /** when the order was cancelled, ISO-8601, else null */
  cancelledAt: string | null;
  cancelReason: string | null;
  /** what has been given back to the card */
  totalRefunded: Money;
  shipments: Shipment[];
};

export type PageInfo = {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
};

export const orderName = (orderNumber: number): string => `#${orderNumber}`;

/** An order's money in cents; `discountCents` is every discount, the program's included; tax is null until known. */
export type OrderTotals = {
  subtotalCents: number;
  discountCents: number;
  programDiscountCents: number;
  shippingCents: number;
  taxCents: number | null;
  totalCents: number;
};

export const orderTotals = (order: Order): OrderTotals => ({
  subtotalCents: cents(order.subtotalPrice),
  discountCents: cents(order.totalDiscounts),
  programDiscountCents: cents(order.programDiscount),
  shippingCents: cents(order.totalShippingPrice),
  taxCents: cents(order.totalTax),
  totalCents: cents(order.totalPrice),
});
