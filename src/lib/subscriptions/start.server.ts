// Autoships begin with an order: each autoship line of a placed order becomes a subscription (spec 000 §3), first due
// one interval after the order, and a customer's running autoships follow the card of their latest order. Both run
// inside the order's transaction, so an order that is not written starts nothing.
import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { AddressInput } from '../account/address';
import type { Database } from '../db/schema';
import { contractIdFor } from './rows';
import { addDays, isoDate } from './schedule';

/** The interval an autoship starts with when its plan is gone from the catalogue. */
const DEFAULT_FREQUENCY_DAYS = 28;

export type AutoshipLine = { variantId: string; sku: string; sellingPlanId: string; quantity: number };

export type AutoshipStart = {
  userId: string;
  site: string;
  address: AddressInput;
  orderId: string;
  paymentMethodId: string;
  lines: AutoshipLine[];
  now: Date;
};

export async function startAutoships(trx: Transaction<Database>, start: AutoshipStart): Promise<void> {
  if (start.lines.length === 0) return;
  const plans = await trx
    .selectFrom('selling_plans')
    .select(['id', 'frequency_days'])
    .where(
      'id',
      'in',
      start.lines.map((l) => l.sellingPlanId),
    )
    .execute();
  const today = isoDate(start.now);
  const stamp = start.now.toISOString();
  for (const line of start.lines) {
    const days = plans.find((p) => p.id === line.sellingPlanId)?.frequency_days ?? DEFAULT_FREQUENCY_DAYS;
    const id = randomUUID();
    await trx
      .insertInto('subscriptions')
      .values({
        id,
        user_id: start.userId,
        site: start.site,
        external_id: contractIdFor(id),
        variant_id: line.variantId,
        sku: line.sku,
        selling_plan_id: line.sellingPlanId,
        quantity: line.quantity,
        frequency_days: days,
        start_date: today,
        next_order_date: addDays(today, days),
        cancelled: null,
        cancel_reason: null,
        shipping_address: JSON.stringify(start.address),
        origin_order_id: start.orderId,
        created_at: stamp,
        updated_at: stamp,
        payment_method_id: start.paymentMethodId,
        failed_attempts: 0,
      })
      .execute();
  }
}

/** The card of the customer's latest order is the one their running autoships use from now on. */
export async function useCardForAutoships(
  trx: Transaction<Database>,
  userId: string,
  paymentMethodId: string,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('subscriptions')
    .set({ payment_method_id: paymentMethodId, updated_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where('cancelled', 'is', null)
    .execute();
}

/** The running autoships charged to any of `fromIds` (one card's entries) are charged to `toId` from now on. */
export async function moveAutoshipsToCard(
  trx: Transaction<Database>,
  userId: string,
  fromIds: readonly string[],
  toId: string,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('subscriptions')
    .set({ payment_method_id: toId, updated_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where('cancelled', 'is', null)
    .where('payment_method_id', 'in', fromIds)
    .execute();
}

/**
 * An order cancelled before it shipped ends the autoships it started (issue 38 §2): they would otherwise send the
 * food again in a few weeks. Answers the ids of the autoships it ended.
 */
export async function endAutoshipsOfOrder(
  trx: Transaction<Database>,
  orderId: string,
  reason: string,
  now: Date,
): Promise<string[]> {
  const ended = await trx
    .updateTable('subscriptions')
    .set({ cancelled: now.toISOString(), cancel_reason: reason, updated_at: now.toISOString() })
    .where('origin_order_id', '=', orderId)
    .where('cancelled', 'is', null)
    .returning('id')
    .execute();
  return ended.map((row) => row.id);
}
