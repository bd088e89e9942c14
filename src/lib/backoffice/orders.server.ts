// The back office's order list and order page (issue 38 §2): every order of both sites, found by number, email or
// name, filtered by status, site, dates and autoship, in pages; and one order with everything that happened to it.
import type { ExpressionBuilder } from 'kysely';
import { z } from 'zod/v4';
import type { Db } from '../db/connect.server';
import { jsonColumn } from '../db/json-column';
import type { Database } from '../db/schema';
import { containsPattern, lowerLike } from '../db/like';
import { orderDonationFor } from '../giving/orders.server';
import { orderNumberQuery } from '../orders/cursor';
import { presentOrders } from '../orders/orders.server';
import { lineCountsColumn } from '../orders/rows';
import { orderName } from '../orders/types';
import { actionsOn } from './audit.server';
import { orderStateOf, refundableCents } from './order-rules';
import { orderTimeline } from './timeline';
import type { OrderDetail, OrderStatusFilter, OrderSummary, Page } from './types';

export type OrderFilters = {
  query?: string | undefined;
  status?: OrderStatusFilter | undefined;
  site?: string | undefined;
  /** YYYY-MM-DD, inclusive */
  from?: string | undefined;
  to?: string | undefined;
  autoship?: boolean | undefined;
  /** one customer's orders */
  userId?: string | undefined;
  page: number;
  perPage: number;
};

const nameColumn = z.looseObject({ firstName: z.string(), lastName: z.string() });
const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

export async function listOrders(db: Db, filters: OrderFilters): Promise<Page<OrderSummary>> {
  let q = db.selectFrom('orders');
  const text = filters.query?.trim();
  if (text) {
    const number = orderNumberQuery(text);
    const pattern = containsPattern(text);
    q = q.where((eb) =>
      eb.or([
        ...(number !== null ? [eb('number', '=', number)] : []),
        lowerLike('orders.email', pattern),
        // The name is the shipping address's: it is who the order went to, guest or customer.
        lowerLike('orders.shipping_address', pattern),
      ]),
    );
  }
  switch (filters.status) {
    case 'open':
      q = q.where('cancelled_at', 'is', null).where('fulfillment_status', '!=', 'FULFILLED');
      break;
    case 'unfulfilled':
    case 'partially_fulfilled':
    case 'fulfilled':
      q = q.where('cancelled_at', 'is', null).where('fulfillment_status', '=', filters.status.toUpperCase());
      break;
    case 'cancelled':
      q = q.where('cancelled_at', 'is not', null);
      break;
    case 'refunded':
      q = q.where('refunded_cents', '>', 0);
      break;
  }
  if (filters.site) q = q.where('site', '=', filters.site);
  if (filters.userId) q = q.where('user_id', '=', filters.userId);
  if (filters.from) q = q.where('created_at', '>=', filters.from);
  if (filters.to) q = q.where('created_at', '<', nextDay(filters.to));
  if (filters.autoship !== undefined) {
    const autoship = (eb: ExpressionBuilder<Database, 'orders'>) =>
      eb.or([
        eb('subscription_id', 'is not', null),
        eb.exists(
          eb
            .selectFrom('order_lines')
            .select('order_lines.id')
            .whereRef('order_lines.order_id', '=', 'orders.id')
            .where('order_lines.selling_plan_id', 'is not', null),
        ),
      ]);
    q = q.where((eb) => (filters.autoship ? autoship(eb) : eb.not(autoship(eb))));
  }
  const { total } = await q.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow();
  const count = Number(total);
  const pages = Math.max(1, Math.ceil(count / filters.perPage));
  const rows = await q
    .selectAll('orders')
    .select((eb) => [
      eb
        .selectFrom('order_lines')
        .select((l) => l.fn.sum<number | string>('quantity').as('n'))
        .whereRef('order_lines.order_id', '=', 'orders.id')
        .as('items'),
      eb
        .selectFrom('order_lines')
        .select((l) => l.fn.countAll<number | string>().as('n'))
        .whereRef('order_lines.order_id', '=', 'orders.id')
        .where('order_lines.selling_plan_id', 'is not', null)
        .as('autoship_lines'),
    ])
    .orderBy('created_at', 'desc')
    .orderBy('number', 'desc')
    .limit(filters.perPage)
    .offset((Math.min(filters.page, pages) - 1) * filters.perPage)
    .execute();
  return {
    items: rows.map((row) => {
      const who = jsonColumn(nameColumn, row.shipping_address, 'orders.shipping_address');
      return {
        id: row.id,
        name: orderName(row.number),
        createdAt: row.created_at,
        email: row.email,
        customerName: `${who.firstName} ${who.lastName}`,
        site: row.site,
        totalCents: row.total_cents,
        refundedCents: row.refunded_cents,
        financialStatus: row.financial_status,
        fulfillmentStatus: row.fulfillment_status,
        cancelledAt: row.cancelled_at,
        autoship: row.subscription_id !== null || Number(row.autoship_lines ?? 0) > 0,
        items: Number(row.items ?? 0),
      };
    }),
    total: count,
    page: Math.min(filters.page, pages),
    pages,
  };
}

/** One order with its customer, autoships, giving, refunds and timeline; null for an unknown id. */
export async function orderDetail(db: Db, orderId: string): Promise<OrderDetail | null> {
  const row = await db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
  if (!row) return null;
  const [[order], customer, autoships, donation, refunds, actions] = await Promise.all([
    presentOrders(db, [row]),
    row.user_id
      ? db
          .selectFrom('profiles')
          .innerJoin('auth_users', 'auth_users.id', 'profiles.user_id')
          .select(['profiles.user_id', 'profiles.first_name', 'profiles.last_name', 'auth_users.email'])
          .where('profiles.user_id', '=', row.user_id)
          .executeTakeFirst()
      : Promise.resolve(undefined),
    db
      .selectFrom('subscriptions')
      .select(['id', 'sku', 'frequency_days', 'next_order_date', 'cancelled'])
      .where((eb) =>
        eb.or([
          eb('origin_order_id', '=', row.id),
          ...(row.subscription_id ? [eb('id', '=', row.subscription_id)] : []),
        ]),
      )
      .execute(),
    orderDonationFor(db, row.id),
    db.selectFrom('refunds').selectAll().where('order_id', '=', row.id).orderBy('created_at').execute(),
    actionsOn(db, { type: 'order', id: row.id }),
  ]);
  return {
    order: order!,
    site: row.site,
    customer: customer
      ? { id: customer.user_id, email: customer.email, name: `${customer.first_name} ${customer.last_name}`.trim() }
      : null,
    autoships: autoships.map((a) => ({
      id: a.id,
      sku: a.sku,
      frequencyDays: a.frequency_days,
      nextOrderDate: a.next_order_date,
      cancelled: a.cancelled,
    })),
    donation,
    refunds: refunds.map((r) => ({
      id: r.id,
      amountCents: r.amount_cents,
      reason: r.reason,
      lines: jsonColumn(lineCountsColumn, r.lines, 'refunds.lines'),
      createdAt: r.created_at,
      createdBy: r.created_by,
    })),
    timeline: orderTimeline(
      { at: row.created_at, by: row.subscription_id ? 'Autoship' : row.email, autoship: row.subscription_id !== null },
      actions,
    ),
    refundableCents: refundableCents(orderStateOf(order!)),
  };
}
