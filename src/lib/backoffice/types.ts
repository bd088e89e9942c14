// The back office's shapes: who acts, on what, and what the order and customer pages show.
import type { Address } from '../account/address';
import type { Autoship } from '../subscriptions/autoship';
import type { CustomerGiving, OrderDonation } from '../giving/types';
import type { Order } from '../orders/types';
import type { Role } from '../account/roles';

/** The operator or admin acting, as the audit trail names them. */
export type Actor = { id: string; email: string };

export type Subject = { type: 'order' | 'customer' | 'account' | 'catalogue'; id: string };

export type AuditEntry = { at: string; actor: string; action: string; detail: Record<string, unknown> };

export type TimelineEvent = { at: string; who: string; text: string };

export type RefundRecord = {
  id: string;
  amountCents: number;
  reason: string;
  lines: { lineId: string; quantity: number }[];
  createdAt: string;
  createdBy: string;
};

export type OrderSummary = {
  id: string;
  name: string;
  createdAt: string;
  email: string;
  customerName: string;
  site: string;
  totalCents: number;
  refundedCents: number;
  financialStatus: string;
  fulfillmentStatus: string;
  cancelledAt: string | null;
  autoship: boolean;
  items: number;
};

export type OrderDetail = {
  order: Order;
  site: string;
  customer: { id: string; email: string; name: string } | null;
  autoships: { id: string; sku: string; frequencyDays: number; nextOrderDate: string; cancelled: string | null }[];
  donation: OrderDonation | null;
  refunds: RefundRecord[];
  timeline: TimelineEvent[];
  refundableCents: number;
};

export type CustomerSummary = {
  id: string;
  email: string;
  name: string;
  kind: string;
  confirmed: boolean;
  createdAt: string;
  orderCount: number;
};

export type CustomerDetail = CustomerSummary & {
  phone: string | null;
  orders: OrderSummary[];
  autoships: Autoship[];
  addresses: Address[];
  giving: CustomerGiving;
  signInLocked: boolean;
  timeline: TimelineEvent[];
};

export type Page<T> = { items: T[]; total: number; page: number; pages: number };

export type TeamMember = { id: string; email: string; name: string; role: Role };

/** The order list's status filter: open means not cancelled and not yet all shipped. */
export const ORDER_STATUSES = [
  'open',
  'unfulfilled',
  'partially_fulfilled',
  'fulfilled',
  'cancelled',
  'refunded',
] as const;
export type OrderStatusFilter = (typeof ORDER_STATUSES)[number];
