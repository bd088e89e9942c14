// What an operator does to an order after it is placed (issue 38 §2): ship some or all of it, mark a parcel
// delivered, cancel it before it ships, refund part or all of it, send its confirmation again. Each action is one
// transaction that starts by writing the order's row, so on PostgreSQL a second action on the same order waits for
// the first and then sees what it did, and on SQLite the transaction holds the write lock from its first statement.
// A retried or double-clicked action finds its own earlier work and answers the same instead of doing it twice.
import { createHash, randomUUID } from 'node:crypto';
import type { Selectable, Transaction } from 'kysely';
import { z } from 'zod/v4';
import { attributesColumn } from '../cart/rows';
import { confirmationMail } from '../checkout/confirmation-mail';
import { summaryOfPlacedOrder } from '../checkout/summary';
import type { PaymentGateway } from '../checkout/gateway';
import type { Db } from '../db/connect.server';
import { jsonColumn } from '../db/json-column';
import type { Database, OrderLineTable, OrderTable } from '../db/schema';
import { orderDonationFor } from '../giving/orders.server';
import { queueMail } from '../mail/outbox.server';
import { shippingAddressOf, totalsOfRow } from '../orders/rows';
import { normaliseTrackingNumber, trackingUrl } from '../orders/shipping-carriers';
import { financialStatusOf, fulfillmentStatusOf } from '../orders/status';
import { orderName } from '../orders/types';
import { mailLink } from '../site/config.server';
import { endAutoshipsOfOrder } from '../subscriptions/start.server';
import { lastAction, recordAction } from './audit.server';
import { cancelledMail, refundMail, shippedMail } from './mails';
import {
  cancelRefusal,
  planRefund,
  planShipment,
  type LineCount,
  type OrderState,
  type RefundAsk,
  type Refusal,
} from './order-rules';
import type { Actor } from './types';

export type ActionOutcome =
  | { ok: true; orderId: string; repeated: boolean }
  | Refusal
  | { ok: false; code: 'NOT_FOUND' | 'GATEWAY'; field: string[]; message: string };

type OrderRow = Selectable<OrderTable>;
type LineRow = Selectable<OrderLineTable>;

class Refused extends Error {
  constructor(readonly outcome: Exclude<ActionOutcome, { ok: true }>) {
    super(outcome.message);
  }
}

const notFound = (): Exclude<ActionOutcome, { ok: true }> => ({
  ok: false,
  code: 'NOT_FOUND',
  field: ['orderId'],
  message: 'There is no order with that id.',
});

/** Runs an action in one transaction; a refusal thrown inside rolls it back and is answered. */
async function act(db: Db, work: (trx: Transaction<Database>) => Promise<ActionOutcome>): Promise<ActionOutcome> {
  try {
    return await db.transaction().execute(work);
  } catch (error) {
    if (error instanceof Refused) return error.outcome;
    throw error;
  }
}

/** Locks the order by writing its row first, then reads it and its lines. */
async function lockOrder(trx: Transaction<Database>, orderId: string) {
  const touched = await trx
    .updateTable('orders')
    .set((eb) => ({ number: eb.ref('number') }))
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (Number(touched.numUpdatedRows) === 0) throw new Refused(notFound());
  const order = await trx.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
  const lines = await trx
    .selectFrom('order_lines')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('position')
    .execute();
  return { order, lines };
}

function orderState(order: OrderRow, lines: readonly LineRow[]): OrderState {
  return {
    cancelledAt: order.cancelled_at,
    subtotalCents: order.subtotal_cents,
    shippingCents: order.shipping_cents,
    totalCents: order.total_cents,
    refundedCents: order.refunded_cents,
    lines: lines.map((l) => ({
      id: l.id,
      title: l.title,
      quantity: l.quantity,
      shippedQuantity: l.shipped_quantity,
      refundedQuantity: l.refunded_quantity,
      subtotalCents: l.subtotal_cents,
    })),
  };
}

const chargeIdOf = (order: OrderRow): string | null =>
  jsonColumn(attributesColumn, order.attributes, 'orders.attributes').find((a) => a.key === 'charge_id')?.value ?? null;
const mailCommon = (order: OrderRow) => ({
  to: order.email,
  orderName: orderName(order.number),
  firstName: shippingAddressOf(order).firstName,
  orderPath: order.user_id ? `/account/orders/${order.id}` : null,
  link: mailLink,
});

/** Writes the lines' new counts and the order's statuses that follow from them. */
async function writeCounts(
  trx: Transaction<Database>,
  order: OrderRow,
  lines: LineRow[],
  change: { shipped?: LineCount[]; refunded?: LineCount[]; refundedCents?: number; voided?: boolean },
) {
  const next = lines.map((l) => ({
    ...l,
    shipped_quantity: l.shipped_quantity + (change.shipped?.find((c) => c.lineId === l.id)?.quantity ?? 0),
    refunded_quantity: l.refunded_quantity + (change.refunded?.find((c) => c.lineId === l.id)?.quantity ?? 0),
  }));
  for (const line of next) {
    const before = lines.find((l) => l.id === line.id)!;
    if (line.shipped_quantity === before.shipped_quantity && line.refunded_quantity === before.refunded_quantity)
      continue;
    await trx
      .updateTable('order_lines')
      .set({ shipped_quantity: line.shipped_quantity, refunded_quantity: line.refunded_quantity })
      .where('id', '=', line.id)
      .execute();
  }
  const refundedCents = order.refunded_cents + (change.refundedCents ?? 0);
  await trx
    .updateTable('orders')
    .set({
      refunded_cents: refundedCents,
      fulfillment_status: fulfillmentStatusOf(
        next.map((l) => ({
          quantity: l.quantity,
          shippedQuantity: l.shipped_quantity,
          refundedQuantity: l.refunded_quantity,
        })),
      ),
      financial_status: financialStatusOf({
        totalCents: order.total_cents,
        refundedCents,
        voided: change.voided ?? order.financial_status === 'VOIDED',
      }),
    })
    .where('id', '=', order.id)
    .execute();
}

export type FulfilInput = { orderId: string; lines?: LineCount[] | undefined; carrier: string; trackingNumber: string };

/** Ships the lines asked, or everything still to ship, and mails the shopper the tracking link. */
export function fulfilOrder(db: Db, actor: Actor, input: FulfilInput, now = new Date()): Promise<ActionOutcome> {
  const trackingNumber = normaliseTrackingNumber(input.trackingNumber);
  return act(db, async (trx) => {
    const { order, lines } = await lockOrder(trx, input.orderId);
    const already = await trx
      .selectFrom('shipments')
      .select('id')
      .where('order_id', '=', order.id)
      .where('tracking_number', '=', trackingNumber)
      .executeTakeFirst();
    if (already) return { ok: true, orderId: order.id, repeated: true };
    const plan = planShipment(orderState(order, lines), input.lines);
    if (!plan.ok) throw new Refused(plan);
    const shipmentId = randomUUID();
    await trx
      .insertInto('shipments')
      .values({
        id: shipmentId,
        order_id: order.id,
        carrier: input.carrier,
        tracking_number: trackingNumber,
        lines: JSON.stringify(plan.lines),
        shipped_at: now.toISOString(),
        delivered_at: null,
        created_by: actor.email,
      })
      .execute();
    await writeCounts(trx, order, lines, { shipped: plan.lines });
    const units = plan.lines.reduce((sum, l) => sum + l.quantity, 0);
    await recordAction(
      trx,
      actor,
      'order.fulfilled',
      { type: 'order', id: order.id },
      { shipmentId, carrier: input.carrier, trackingNumber, units, lines: plan.lines },
      now,
    );
    const items = plan.lines.map((l) => {
      const line = lines.find((x) => x.id === l.lineId)!;
      return `${l.quantity} × ${line.title} (${line.variant_title})`;
    });
    await queueMail(
      trx,
      shippedMail({
        ...mailCommon(order),
        items,
        carrier: input.carrier,
        trackingNumber,
        trackingUrl: trackingUrl(input.carrier, trackingNumber),
      }),
      now,
    );
    return { ok: true, orderId: order.id, repeated: false };
  });
}

/** The parcel arrived: the shopper's order reads Delivered once every parcel has. */
export function markDelivered(
  db: Db,
  actor: Actor,
  input: { orderId: string; shipmentId: string },
  now = new Date(),
): Promise<ActionOutcome> {
  return act(db, async (trx) => {
    const { order } = await lockOrder(trx, input.orderId);
    const shipment = await trx
      .selectFrom('shipments')
      .selectAll()
      .where('id', '=', input.shipmentId)
      .where('order_id', '=', order.id)
      .executeTakeFirst();
    if (!shipment)
      throw new Refused({
        ok: false,
        code: 'NOT_FOUND',
        field: ['shipmentId'],
        message: 'That shipment is not on this order.',
      });
    if (shipment.delivered_at) return { ok: true, orderId: order.id, repeated: true };
    await trx.updateTable('shipments').set({ delivered_at: now.toISOString() }).where('id', '=', shipment.id).execute();
    await recordAction(
      trx,
      actor,
      'order.delivered',
      { type: 'order', id: order.id },
      { shipmentId: shipment.id, carrier: shipment.carrier, trackingNumber: shipment.tracking_number },
      now,
    );
    return { ok: true, orderId: order.id, repeated: false };
  });
}

const stockTakesColumn = z.array(z.object({ sku: z.string(), region: z.string(), quantity: z.number().int() }));

/**
 * Cancels an order before anything of it has shipped: the stock it took goes back to its regions, the charge is
 * voided (or, when part was refunded already, the rest refunded), the autoships it started end, and the shopper gets
 * a mail. A processor that refuses leaves the order as it was.
 */
export function cancelOrder(
  db: Db,
  gateway: PaymentGateway,
  actor: Actor,
  input: { orderId: string; reason: string },
  now = new Date(),
): Promise<ActionOutcome> {
  return act(db, async (trx) => {
    const { order, lines } = await lockOrder(trx, input.orderId);
    if (order.cancelled_at) return { ok: true, orderId: order.id, repeated: true };
    const refusal = cancelRefusal(orderState(order, lines));
    if (refusal) throw new Refused(refusal);
    const takes = jsonColumn(stockTakesColumn, order.stock_takes ?? '[]', 'orders.stock_takes');
    for (const take of takes) {
      await trx
        .updateTable('regional_stock')
        .set((eb) => ({ quantity: eb('quantity', '+', take.quantity) }))
        .where('sku', '=', take.sku)
        .where('region', '=', take.region)
        .execute();
    }
    const autoshipsEnded = await endAutoshipsOfOrder(
      trx,
      order.id,
      `Order ${orderName(order.number)} was cancelled`,
      now,
    );
    const left = order.total_cents - order.refunded_cents;
    const chargeId = chargeIdOf(order);
    const voided = order.refunded_cents === 0;
    if (chargeId && left > 0) {
      if (voided) {
        try {
          await gateway.void(chargeId);
        } catch (error) {
          throw new Refused(gatewayRefusal(error instanceof Error ? error.message : String(error)));
        }
      } else {
        const refund = await gateway.refund({ chargeId, amountCents: left, idempotencyKey: `cancel:${order.id}` });
        if (refund.status !== 'refunded') throw new Refused(gatewayRefusal(refund.message));
      }
    }
    await trx
      .updateTable('orders')
      .set({ cancelled_at: now.toISOString(), cancel_reason: input.reason })
      .where('id', '=', order.id)
      .execute();
    await writeCounts(trx, order, lines, { refundedCents: voided ? 0 : left, voided });
    await recordAction(
      trx,
      actor,
      'order.cancelled',
      { type: 'order', id: order.id },
      {
        reason: input.reason,
        voided,
        refundedCents: voided ? 0 : left,
        autoshipsEnded: autoshipsEnded.length,
        stock: takes,
      },
      now,
    );
    await queueMail(trx, cancelledMail({ ...mailCommon(order), refundedCents: left, voided }), now);
    return { ok: true, orderId: order.id, repeated: false };
  });
}

const gatewayRefusal = (message: string): Exclude<ActionOutcome, { ok: true }> => ({
  ok: false,
  code: 'GATEWAY',
  field: ['payment'],
  message,
});

export type RefundInput = RefundAsk & { orderId: string; reason: string; requestKey?: string | undefined };

/** The key a refund is done once under: the caller's, or the request itself, so the same refund asked twice is one. */
export const refundKey = (input: RefundInput): string =>
  input.requestKey
    ? `${input.orderId}:${input.requestKey}`
    : `${input.orderId}:${createHash('sha256')
        .update(JSON.stringify([input.lines ?? null, input.amountCents ?? null, input.reason]))
        .digest('hex')
        .slice(0, 32)}`;

/**
 * Gives back an amount, or the lines and quantities asked, through the processor, never more than is left of what
 * was paid. A processor's refusal leaves the order as it was and is kept on its timeline.
 */
export async function refundOrder(
  db: Db,
  gateway: PaymentGateway,
  actor: Actor,
  input: RefundInput,
  now = new Date(),
): Promise<ActionOutcome> {
  const key = refundKey(input);
  let refused: number | null = null; // the amount the processor refused to give back
  const outcome = await act(db, async (trx) => {
    const { order, lines } = await lockOrder(trx, input.orderId);
    const done = await trx.selectFrom('refunds').select('id').where('request_key', '=', key).executeTakeFirst();
    if (done) return { ok: true, orderId: order.id, repeated: true };
    const plan = planRefund(orderState(order, lines), input);
    if (!plan.ok) throw new Refused(plan);
    const chargeId = chargeIdOf(order);
    if (!chargeId)
      throw new Refused(gatewayRefusal('This order has no card payment on record, so nothing can be refunded to it.'));
    const refund = await gateway.refund({ chargeId, amountCents: plan.amountCents, idempotencyKey: key });
    if (refund.status !== 'refunded') {
      refused = plan.amountCents;
      throw new Refused(gatewayRefusal(refund.message));
    }
    await trx
      .insertInto('refunds')
      .values({
        id: randomUUID(),
        order_id: order.id,
        request_key: key,
        amount_cents: plan.amountCents,
        lines: JSON.stringify(plan.lines),
        reason: input.reason,
        gateway_reference: refund.refundId,
        created_at: now.toISOString(),
        created_by: actor.email,
      })
      .execute();
    await writeCounts(trx, order, lines, { refunded: plan.lines, refundedCents: plan.amountCents });
    await recordAction(
      trx,
      actor,
      'order.refunded',
      { type: 'order', id: order.id },
      { amountCents: plan.amountCents, reason: input.reason, lines: plan.lines },
      now,
    );
    await queueMail(
      trx,
      refundMail({ ...mailCommon(order), amountCents: plan.amountCents, reason: input.reason }),
      now,
    );
    return { ok: true, orderId: order.id, repeated: false };
  });
  // The processor said no: the order is unchanged, and its timeline says a refund was tried and why it failed.
  if (!outcome.ok && refused !== null)
    await recordAction(
      db,
      actor,
      'order.refund_failed',
      { type: 'order', id: input.orderId },
      { amountCents: refused, reason: input.reason, message: outcome.message },
      now,
    );
  return outcome;
}

/** A second send within this many seconds is the same click twice, not a second mail. */
const RESEND_WINDOW_SECONDS = 30;

/** Queues the order's confirmation again, rebuilt from the order as it was placed. */
export function resendConfirmation(
  db: Db,
  actor: Actor,
  input: { orderId: string },
  now = new Date(),
): Promise<ActionOutcome> {
  return act(db, async (trx) => {
    const { order, lines } = await lockOrder(trx, input.orderId);
    const subject = { type: 'order', id: order.id } as const;
    const last = await lastAction(trx, subject, 'order.confirmation_resent');
    if (last && now.getTime() - Date.parse(last) < RESEND_WINDOW_SECONDS * 1000)
      return { ok: true, orderId: order.id, repeated: true };
    const address = shippingAddressOf(order);
    await queueMail(
      trx,
      confirmationMail({
        to: order.email,
        name: orderName(order.number),
        firstName: address.firstName,
        lines: lines.map((l) => ({
          variantId: l.variant_id,
          sku: l.sku,
          title: l.title,
          variantTitle: l.variant_title,
          handle: l.handle,
          quantity: l.quantity,
          unitCents: l.unit_cents,
          sellingPlanId: l.selling_plan_id,
          attributes: [],
        })),
        summary: summaryOfPlacedOrder(totalsOfRow(order)),
        address,
        stockFallback: false,
        donation: await orderDonationFor(trx, order.id),
        orderId: order.id,
        customer: order.user_id !== null,
        placedAt: new Date(order.created_at),
        link: mailLink,
      }),
      now,
    );
    await recordAction(trx, actor, 'order.confirmation_resent', subject, { to: order.email }, now);
    return { ok: true, orderId: order.id, repeated: false };
  });
}
