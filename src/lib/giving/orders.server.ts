// The giving of orders, for the checkout and My Account (which are above this domain and call in): the donation of
// an order's lines worked out on the server, recorded once with the order, and a customer's giving read back.
// The orders table is read here by SQL on the table alone; no code of the orders domain is used.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { jsonColumn } from '../db/json-column';
import { causeLogoUrl } from './categories';
import { causeNames } from './causes.server';
import { donationFor, purchaseRule } from './donations.server';
import { fromCents, toCents } from './money';
import { orderDonationFromRow, recipientsSchema } from './rows';
import { findStore } from './stores.server';
import { findTracking } from './trackings.server';
import type { CartDonationLine, CustomerGiving, CustomerGivingCause, DonationResult, OrderDonation } from './types';

/** A database or a transaction of the caller's. */
type Db = Kysely<Database>;

/**
 * The donation of an order's lines, to the tracking's cause (or the store's defaults when there is none, it is gone,
 * or the store does not let shoppers choose). Null when the tracking is unknown, the store inactive or without an
 * active online-purchase campaign.
 */
export async function orderDonation(
  db: Db,
  input: { storeId: string; trackingId: string; lines: CartDonationLine[]; cartDiscount: number },
): Promise<DonationResult | null> {
  const store = await findStore(db, input.storeId);
  if (!store || !purchaseRule(store)) return null;
  const tracking = await findTracking(db, store.id, input.trackingId);
  if (!tracking) return null;
  const names = tracking.cause_id ? await causeNames(db, [tracking.cause_id]) : undefined;
  const chosen = tracking.cause_id !== null && names?.has(tracking.cause_id) === true;
  return donationFor(db, store, {
    lines: input.lines,
    cartDiscount: input.cartDiscount,
    causeId: chosen ? tracking.cause_id : null,
    customerSegmentId: null,
    cartDonation: true,
    names,
  });
}

/**
 * Records an order's donation, inside the caller's transaction: once per order (a second call answers what the first
 * stored and changes nothing), and the tracking's confirmation data (total with 2 decimals, and the causes).
 */
export async function recordOrderDonation(
  db: Db,
  input: { orderId: string; storeId: string; trackingId: string; result: DonationResult },
  now = new Date(),
): Promise<OrderDonation> {
  const total = toCents(input.result.totalDonationAmount);
  const inserted = await db
    .insertInto('giving_order_donations')
    .values({
      order_id: input.orderId,
      tracking_id: input.trackingId,
      store_id: input.storeId,
      total_cents: total,
      recipients: JSON.stringify(input.result.donationRecipients),
      created_at: now.toISOString(),
    })
    .onConflict((oc) => oc.column('order_id').doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0) {
    const confirmation = { totalDonationAmount: fromCents(total), causes: input.result.donationRecipients };
    await db
      .updateTable('giving_trackings')
      .set({ confirmation_data: JSON.stringify(confirmation), updated_at: now.toISOString() })
      .where('id', '=', input.trackingId)
      .where('store_id', '=', input.storeId)
      .execute();
  }
  const row = await db
    .selectFrom('giving_order_donations')
    .selectAll()
    .where('order_id', '=', input.orderId)
    .executeTakeFirstOrThrow();
  return orderDonationFromRow(row);
}

/** What an order gave, or null when it gave nothing on record. */
export async function orderDonationFor(db: Db, orderId: string): Promise<OrderDonation | null> {
  const row = await db
    .selectFrom('giving_order_donations')
    .selectAll()
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  return row ? orderDonationFromRow(row) : null;
}

/** A customer's giving: the orders whose user_id is theirs, in one calendar year (UTC) or in all. */
/** When each of the customer's orders that gave was placed, newest first: the years "Your giving" offers. */
export async function givingDates(db: Db, userId: string): Promise<string[]> {
  const rows = await givingOrders(db, userId).select('o.created_at').orderBy('o.created_at', 'desc').execute();
  return rows.map((row) => row.created_at);
}

const givingOrders = (db: Db, userId: string) =>
  db
    .selectFrom('giving_order_donations as d')
    .innerJoin('orders as o', 'o.id', 'd.order_id')
    .where('o.user_id', '=', userId);

export async function givingForCustomer(db: Db, userId: string, year?: number): Promise<CustomerGiving> {
  let query = givingOrders(db, userId).select([
    'd.order_id',
    'd.total_cents',
    'd.recipients',
    'o.number',
    'o.created_at',
  ]);
  if (year !== undefined)
    query = query
      .where('o.created_at', '>=', `${String(year).padStart(4, '0')}-01-01`)
      .where('o.created_at', '<', `${String(year + 1).padStart(4, '0')}-01-01`);
  const rows = await query.orderBy('o.created_at', 'desc').orderBy('o.number', 'desc').execute();
  const byCause = new Map<string, { causeName: string; cents: number }>();
  const orders = rows.map((row) => {
    const recipients = jsonColumn(recipientsSchema, row.recipients, 'giving_order_donations.recipients');
    for (const r of recipients) {
      const seen = byCause.get(r.causeId) ?? { causeName: r.causeName, cents: 0 };
      byCause.set(r.causeId, { ...seen, cents: seen.cents + toCents(r.amount) });
    }
    return {
      orderId: row.order_id,
      orderNumber: Number(row.number),
      date: row.created_at,
      amount: fromCents(row.total_cents),
      causes: recipients.map((r) => ({ causeId: r.causeId, causeName: r.causeName })),
    };
  });
  const names = await causeNames(db, [...byCause.keys()]);
  const causes: CustomerGivingCause[] = [...byCause]
    .map(([causeId, c]) => ({
      causeId,
      causeName: names.get(causeId) ?? c.causeName,
      logoUrl: causeLogoUrl(causeId),
      total: fromCents(c.cents),
    }))
    .sort((a, b) => b.total - a.total || a.causeName.localeCompare(b.causeName));
  const total = fromCents(rows.reduce((sum, row) => sum + Number(row.total_cents), 0));
  return { year: year ?? null, orders, causes, total };
}
