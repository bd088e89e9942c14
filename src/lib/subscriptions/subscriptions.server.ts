// The subscription service (spec 000 §3 Subscription, §7 /api/get-subscriptions): a customer's autoships, and the
// changes a customer may make to their own — frequency, quantity, skip the next, cancel with a reason, reactivate.
// Every change names the customer as well as the autoship, so nobody can touch another's.
import { sql } from 'kysely';
import type { Db } from '../db/connect.server';
import { catalogueIndex } from '../catalog/catalogue.server';
import { variantTitle } from '../catalog/variants';
import { autoshipPriceCents } from '../catalog/promos';
import { cents, money } from '../site/money';
import type { Autoship, ChangeAnswer } from './autoship';
import { cancelProblem, cancelReasonText, frequencyProblem, quantityProblem, type Refusal } from './changes';
import { mapSubscription, subscriptionRecord, type SubscriptionRecord } from './rows';
import { frequencyLabel, isoDate, nextAfterFrequencyChange, nextAfterReactivate, nextAfterSkip } from './schedule';
import type { Database, SubscriptionTable } from '../db/schema';
import type { Transaction } from 'kysely';

const rowsOf = (db: Db, userId: string) => db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId);

/** Whether the customer has ever had an autoship, running or cancelled: AUTO35 is for the first one only. */
export async function hasSubscribed(db: Db | Transaction<Database>, userId: string): Promise<boolean> {
  return (
    (await db.selectFrom('subscriptions').select('id').where('user_id', '=', userId).limit(1).executeTakeFirst()) !==
    undefined
  );
}

/** One autoship as the page shows it, the customer's own only. */
export async function findAutoship(db: Db, userId: string, subscriptionId: string): Promise<Autoship | null> {
  const row = await rowsOf(db, userId).where('id', '=', subscriptionId).executeTakeFirst();
  return row ? (await presenter(db))(row) : null;
}

/** The records as the subscription service sends them, newest first. */
export async function subscriptionRecords(db: Db, userId: string): Promise<SubscriptionRecord[]> {
  const rows = await rowsOf(db, userId).orderBy('created_at', 'desc').orderBy('id').execute();
  return rows.map(subscriptionRecord);
}

/** Running autoships first, then cancelled ones; each with what the page shows of its food. */
export async function listAutoships(db: Db, userId: string): Promise<Autoship[]> {
  const rows = await rowsOf(db, userId).orderBy('created_at', 'desc').orderBy('id').execute();
  const present = await presenter(db);
  return rows.map(present).sort((a, b) => Number(a.cancelled) - Number(b.cancelled));
}

async function presenter(db: Db): Promise<(row: SubscriptionTable) => Autoship> {
  const index = await catalogueIndex(db);
  return (row) => {
    const found = index.get(row.variant_id);
    const pack = found ? { weight: found.variant.weight, weightUnit: found.variant.weightUnit } : null;
    return {
      ...mapSubscription(subscriptionRecord(row), pack),
      title: found?.product.title ?? `Item ${row.sku}`,
      variantTitle: found ? variantTitle(found.variant) : '',
      handle: found?.product.handle ?? null,
      image: found ? (found.variant.imagePrimary ?? found.product.featuredImage) : null,
      price: found ? money(autoshipPriceCents(cents(found.variant.price))) : null,
      frequencies: (found?.variant.sellingPlans ?? []).map((plan) => ({
        days: plan.frequencyDays,
        label: frequencyLabel(plan.frequencyDays),
      })),
    };
  };
}

export type AutoshipChange =
  | { kind: 'frequency'; frequencyDays: number }
  | { kind: 'quantity'; quantity: number }
  | { kind: 'skip' }
  | { kind: 'cancel'; reason: string; detail?: string | null | undefined }
  | { kind: 'reactivate' };

const NOT_FOUND: Refusal = { field: 'subscription', message: 'That autoship cannot be found.' };

/** One change in one transaction; a refused change answers why and leaves the autoship as it was. */
export async function changeAutoship(
  db: Db,
  userId: string,
  subscriptionId: string,
  change: AutoshipChange,
  now = new Date(),
): Promise<ChangeAnswer> {
  const present = await presenter(db);
  const today = isoDate(now);
  const stamp = now.toISOString();
  return db.transaction().execute(async (trx) => {
    // Touch the row first: that locks it (a row lock on PostgreSQL, the write lock on SQLite) before it is read, so a
    // change never works from a row another instance changes meanwhile, and SQLite never refuses the write after the
    // read because another process wrote in between.
    await trx
      .updateTable('subscriptions')
      .set({ updated_at: sql`updated_at` })
      .where('id', '=', subscriptionId)
      .where('user_id', '=', userId)
      .execute();
    const row = await trx
      .selectFrom('subscriptions')
      .selectAll()
      .where('id', '=', subscriptionId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!row) return { subscription: null, userErrors: [NOT_FOUND] };
    const refuse = (refusal: Refusal): ChangeAnswer => ({ subscription: present(row), userErrors: [refusal] });
    const running = row.cancelled === null;
    if (!running && change.kind !== 'reactivate')
      return refuse({ field: 'subscription', message: 'This autoship is canceled. Reactivate it to change it.' });
    let update: Partial<SubscriptionTable>;
    switch (change.kind) {
      case 'frequency': {
        const plans = present(row).frequencies.map((f) => f.days);
        const problem = frequencyProblem(change.frequencyDays, plans);
        if (problem) return refuse(problem);
        const plan = await trx
          .selectFrom('selling_plans')
          .select('id')
          .where('frequency_days', '=', change.frequencyDays)
          .executeTakeFirstOrThrow();
        update = {
          frequency_days: change.frequencyDays,
          selling_plan_id: plan.id,
          next_order_date: nextAfterFrequencyChange(row.next_order_date, change.frequencyDays, today),
        };
        break;
      }
      case 'quantity': {
        const problem = quantityProblem(change.quantity);
        if (problem) return refuse(problem);
        update = { quantity: change.quantity };
        break;
      }
      case 'skip':
        update = { next_order_date: nextAfterSkip(row.next_order_date, row.frequency_days) };
        break;
      case 'cancel': {
        const problem = cancelProblem(change.reason, change.detail);
        if (problem) return refuse(problem);
        update = { cancelled: stamp, cancel_reason: cancelReasonText(change.reason, change.detail) };
        break;
      }
      case 'reactivate':
        if (running) return refuse({ field: 'subscription', message: 'This autoship is already active.' });
        update = {
          cancelled: null,
          cancel_reason: null,
          next_order_date: nextAfterReactivate(row.frequency_days, today),
        };
        break;
    }
    await trx
      .updateTable('subscriptions')
      .set({ ...update, updated_at: stamp })
      .where('id', '=', row.id)
      .where('user_id', '=', userId)
      .execute();
    return { subscription: present({ ...row, ...update, updated_at: stamp }), userErrors: [] };
  });
}
