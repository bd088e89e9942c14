// The autoship scheduler (issue: autoship engine). Each pass takes the autoships that are due, claims each one that
// is still due with a conditional update (so two server instances never work on the same row), and places its order
// the way checkout does: stock taken, card charged, order and mail written, all in one transaction, which first moves
// the next date on from the date it read and orders nothing when that date has moved. The delivery's attempt key is
// unique on orders as well, so even a lost claim cannot order one delivery twice. A declined card is tried again the
// next day and the customer is told; after three declines that delivery is skipped.
import type { Db } from '../db/connect.server';
import type { SubscriptionTable } from '../db/schema';
import { siteCatalogue } from '../catalog/catalogue.server';
import { variantTitle } from '../catalog/variants';
import { cartCost } from '../cart/pricing';
import { trackerSettings } from '../cart/page.server';
import { userById } from '../account/accounts.server';
import { getsProgramDiscount, shelfFor } from '../account/rules';
import { onShelf, PRESCRIPTION_DIET_REFUSAL } from '../catalog/shelf';
import { queueMail } from '../mail/outbox.server';
import { cents } from '../site/money';
import { cartSettings, mailLink } from '../site/config.server';
import { errorMessage, log } from '../site/log';
import { autoshipDelivery, orderPlaced, paymentDeclined } from '../site/metrics.server';
import type { SiteId } from '../site/site';
import { checkoutAttributes } from '../checkout/attributes';
import { sameAddress } from '../checkout/address-match';
import type { PaymentGateway } from '../checkout/gateway';
import { orderLine } from '../checkout/order-lines';
import { OrderRefused, writePaidOrder } from '../checkout/order-writer.server';
import { paymentRefusal } from '../checkout/payment-refusal';
import { stockSoldOut } from '../stock/stock.server';
import { voidAfterFault } from '../checkout/void-after-fault.server';
import { checkStock } from '../checkout/stock-check.server';
import { checkoutSummary } from '../checkout/summary';
import { clinicAddressOf } from '../checkout/view.server';
import { afterDecline, CLAIM_MINUTES, deliveryKey, nextAfterOrder } from './engine-rules';
import { shippingAddressFromRow } from '../subscriptions/rows';
import { isoDate } from '../subscriptions/schedule';

/**
 * Claims a running autoship for this instance for a few minutes, unless someone else holds it: the conditional
 * update is what keeps two instances (or a Send now and a pass) off one row.
 */
async function claim(db: Db, id: string, now: Date, only: { dueBy?: string; userId?: string }): Promise<boolean> {
  let update = db
    .updateTable('subscriptions')
    .set({ claimed_until: new Date(now.getTime() + CLAIM_MINUTES * 60_000).toISOString() })
    .where('id', '=', id)
    .where('cancelled', 'is', null)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now.toISOString())]));
  if (only.dueBy) update = update.where('next_order_date', '<=', only.dueBy);
  if (only.userId) update = update.where('user_id', '=', only.userId);
  return Number((await update.executeTakeFirst()).numUpdatedRows) > 0;
}

export type PassResult = { placed: string[]; declined: string[]; failed: string[] };

/** One pass as of `now`; `only` limits it to one autoship (a customer's Send now). */
export async function runAutoships(
  db: Db,
  gateway: PaymentGateway,
  now = new Date(),
  only?: string,
): Promise<PassResult> {
  const today = isoDate(now);
  const stamp = now.toISOString();
  let due = db
    .selectFrom('subscriptions')
    .select('id')
    .where('cancelled', 'is', null)
    .where('next_order_date', '<=', today)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', stamp)]));
  if (only) due = due.where('id', '=', only);
  const rows = await due.orderBy('next_order_date').limit(50).execute();
  const result: PassResult = { placed: [], declined: [], failed: [] };
  for (const { id } of rows) {
    // Still due: another instance may have ordered it since this pass listed it, and let go of its claim.
    if (!(await claim(db, id, now, { dueBy: today }))) continue;
    const row = await db.selectFrom('subscriptions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    try {
      const outcome = await counted(placeDelivery(db, gateway, row, now));
      if (outcome !== 'superseded') result[reported(outcome)].push(id);
    } catch (error) {
      // Told to the customer as a fault of ours; the detail is for the operator's log.
      log('error', 'autoship order failed', { subscription: id, error: errorMessage(error) });
      await db
        .updateTable('subscriptions')
        .set({ claimed_until: null, last_error: 'Something went wrong on our side.' })
        .where('id', '=', id)
        .execute();
      result.failed.push(id);
    }
  }
  return result;
}

/** Thrown inside the order's transaction when the delivery was ordered (or the autoship changed) since it was read. */
class Superseded extends Error {}

/** `skipped`: declined for the last time, so the delivery is skipped. */
type Outcome = 'placed' | 'declined' | 'skipped' | 'failed' | 'superseded';

/** A skipped delivery is told to the scheduler's log and to a Send now as the decline it is. */
const reported = (outcome: Exclude<Outcome, 'superseded'>) => (outcome === 'skipped' ? 'declined' : outcome);

/** What a delivery is made of, read fresh for it: the shopper, the food and size, the site's settings and the card. */
async function readDelivery(db: Db, row: SubscriptionTable, site: SiteId) {
  const [user, catalogue, settings, payment] = await Promise.all([
    userById(db, row.user_id),
    siteCatalogue(db, site),
    trackerSettings(site),
    row.payment_method_id
      ? db
          .selectFrom('payment_methods')
          .select(['id', 'reference', 'brand', 'last4'])
          .where('id', '=', row.payment_method_id)
          .executeTakeFirst()
      : Promise.resolve(undefined),
  ]);
  const product = catalogue.find((p) => p.variants.some((v) => v.id === row.variant_id));
  const variant = product?.variants.find((v) => v.id === row.variant_id);
  return { user, product, variant, settings, payment };
}

type Delivery = Awaited<ReturnType<typeof readDelivery>>;
type Ready = { [K in keyof Delivery]: NonNullable<Delivery[K]> };

/**
 * A delivery that cannot be ordered now. Sent now, only the claim is let go; on its date, it is tried again tomorrow,
 * or (`forGood`) the autoship is given up with a mail to the shopper.
 */
async function notNow(
  db: Db,
  row: SubscriptionTable,
  reason: string,
  now: Date,
  { sendNow, forGood = false, email = null }: { sendNow: boolean; forGood?: boolean; email?: string | null },
): Promise<Outcome> {
  if (sendNow) return release(db, row, reason, now);
  if (forGood) await giveUp(db, row, email, reason, now);
  else await tryAgainTomorrow(db, row, reason, now);
  return 'failed';
}

/** Where a delivery goes (the clinic or home) and what it costs there, as checkout would work it out. */
function priceDelivery(row: SubscriptionTable, site: SiteId, { user, product, variant, settings }: Ready) {
  const address = shippingAddressFromRow(row);
  const clinic = site === 'HPSF' ? clinicAddressOf(user) : null;
  const location = clinic && sameAddress(clinic, address) ? 'ship_to_work' : 'ship_to_home';
  const cost = cartCost(
    [{ quantity: row.quantity, priceCents: cents(variant.price), compareAtCents: null, autoship: true }],
    [],
    getsProgramDiscount(site, user) ? cartSettings().programDiscountPercent : 0,
  );
  const summary = checkoutSummary({
    subtotalCents: cost.subtotalCents,
    discountCents: cost.programDiscountCents,
    programDiscountCents: cost.programDiscountCents,
    lines: [{ productType: product.productType, subtotalCents: cost.subtotalCents }],
    freeShippingMinimum: settings.freeShippingMinimum,
    excludedType: settings.excludedType,
    location,
    provinceCode: address.provinceCode,
  });
  return { address, clinic, location, cost, summary } as const;
}

/** A delivery's outcome, counted for the operators' figures; a fault counts as failed. */
async function counted(delivery: Promise<Outcome>): Promise<Outcome> {
  try {
    const outcome = await delivery;
    autoshipDelivery(outcome);
    return outcome;
  } catch (error) {
    autoshipDelivery('failed');
    throw error;
  }
}

/**
 * Orders one delivery of a claimed autoship. `sendNow` orders it ahead of its date: the schedule then moves on from
 * today, and a refusal only lets go of the claim — the date, the tries and the schedule stay as they were.
 */
async function placeDelivery(
  db: Db,
  gateway: PaymentGateway,
  row: SubscriptionTable,
  now: Date,
  sendNow = false,
): Promise<Outcome> {
  const today = isoDate(now);
  const due = sendNow ? today : row.next_order_date;
  const site = row.site as SiteId;
  const read = await readDelivery(db, row, site);
  const { user, product, variant, payment } = read;
  if (!user || !product || !variant || !payment) {
    const reason = !payment ? 'There is no card on file for this autoship.' : 'This food is no longer sold.';
    return notNow(db, row, reason, now, { sendNow, forGood: true, email: user?.email ?? null });
  }
  const ready: Ready = { ...read, user, product, variant, payment };
  // Prescription Diet is ordered for eligible staff only (spec 000 §4), an autoship's delivery too: it waits, and is
  // ordered again once the account is eligible.
  if (!onShelf(product, shelfFor(site, user))) return notNow(db, row, PRESCRIPTION_DIET_REFUSAL, now, { sendNow });
  const { address, clinic, location, cost, summary } = priceDelivery(row, site, ready);
  const stock = await checkStock(
    db,
    [{ sku: variant.sku, productType: product.productType, quantity: row.quantity, title: product.title }],
    address.zip,
    location === 'ship_to_work' ? 'CLINIC' : 'HOME',
  );
  if (!stock.ok) return notNow(db, row, stock.message, now, { sendNow });
  const ordered = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('subscription_id', '=', row.id)
    .executeTakeFirst();
  const key = deliveryKey(row.id, Number(ordered?.n ?? 0) + 1);
  let charged: string | null = null;
  try {
    const placed = await db.transaction().execute(async (trx) => {
      // The schedule moves on first, only from the date this delivery was read with: of two instances ordering the
      // same delivery (a Send now beside a pass), the second finds the date moved and orders nothing.
      const moved = await trx
        .updateTable('subscriptions')
        .set({
          next_order_date: nextAfterOrder(due, row.frequency_days, today),
          failed_attempts: 0,
          claimed_until: null,
          last_error: null,
          updated_at: now.toISOString(),
        })
        .where('id', '=', row.id)
        .where('next_order_date', '=', row.next_order_date)
        .where('cancelled', 'is', null)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) === 0) throw new Superseded();
      return writePaidOrder(
        trx,
        gateway,
        {
          site,
          userId: row.user_id,
          email: user.email,
          address,
          lines: [
            orderLine({
              product,
              variant: { id: variant.id, sku: variant.sku, title: variantTitle(variant) },
              quantity: row.quantity,
              unitCents: cost.subtotalCents / row.quantity,
              sellingPlanId: row.selling_plan_id,
              attributes: [],
            }),
          ],
          summary,
          attributes: checkoutAttributes({
            staff: site === 'HPSF',
            soldTo: user.data.SF_StoreSoldTo ?? null,
            shipTo: user.data.SF_PreferedShipTo ?? null,
            location,
            workAddress: clinic,
            homeAddress: location === 'ship_to_home' ? address : null,
            attestationChecked: site === 'HPSF',
            trackingId: null,
            kind: 'subscriptionOrder',
            acceptsMarketing: user.acceptsMarketing,
          }),
          discountCodes: [],
          payment,
          stock: stock.plan,
          attemptKey: key,
          chargeKey: `${key}:${row.failed_attempts + 1}`,
          checkoutId: null,
          subscriptionId: row.id,
          fromCart: null,
          now,
        },
        (id) => (charged = id),
      );
    });
    orderPlaced('autoship', summary.totalCents);
    await stockSoldOut(db, placed.soldOut);
    return 'placed';
  } catch (error) {
    if (error instanceof Superseded) return 'superseded';
    if (!(error instanceof OrderRefused)) {
      await voidAfterFault(gateway, charged, error);
      throw error;
    }
    return refused(db, row, user.email, error.problem, now, sendNow);
  }
}

/** A delivery the order rules or the card refused: a declined card counts towards giving up, anything else waits. */
async function refused(
  db: Db,
  row: SubscriptionTable,
  email: string,
  problem: OrderRefused['problem'],
  now: Date,
  sendNow: boolean,
): Promise<Outcome> {
  const refusal = paymentRefusal(problem);
  if (refusal) paymentDeclined('autoship', refusal);
  if (sendNow) return release(db, row, problem.message, now, refusal ? 'declined' : 'failed');
  if (refusal) return declined(db, row, email, problem.message, now);
  await tryAgainTomorrow(db, row, problem.message, now);
  return 'failed';
}

/** A declined card: tried again tomorrow, or after the last try the delivery is skipped. */
async function declined(
  db: Db,
  row: SubscriptionTable,
  email: string,
  reason: string,
  now: Date,
): Promise<'declined' | 'skipped'> {
  const plan = afterDecline(row.failed_attempts, row.next_order_date, row.frequency_days, isoDate(now), now);
  await db.transaction().execute(async (trx) => {
    if (plan.kind === 'retry') {
      await trx
        .updateTable('subscriptions')
        .set({
          failed_attempts: plan.failedAttempts,
          claimed_until: plan.retryAt.toISOString(),
          last_error: reason,
          updated_at: now.toISOString(),
        })
        .where('id', '=', row.id)
        .execute();
      await queueMail(
        trx,
        {
          to: email,
          subject: 'We could not charge your card for your autoship',
          body: `Your autoship could not be sent: ${reason}\n\nWe will try again tomorrow. To use another card, place an order with it: your autoships always use the card of your latest order.\n\nYour autoships: ${mailLink('/account/autoships')}`,
        },
        now,
      );
    } else {
      await trx
        .updateTable('subscriptions')
        .set({
          failed_attempts: 0,
          claimed_until: null,
          next_order_date: plan.nextOrderDate,
          last_error: reason,
          updated_at: now.toISOString(),
        })
        .where('id', '=', row.id)
        .execute();
      await queueMail(
        trx,
        {
          to: email,
          subject: 'We skipped a delivery of your autoship',
          body: `We tried your card three times and could not charge it, so this delivery is skipped. Your next delivery is due ${plan.nextOrderDate}.\n\nYour autoships: ${mailLink('/account/autoships')}`,
        },
        now,
      );
    }
  });
  return plan.kind === 'retry' ? 'declined' : 'skipped';
}

/** A Send now that could not be ordered: the claim goes, the reason stays for the customer, nothing else changes. */
async function release(
  db: Db,
  row: SubscriptionTable,
  reason: string,
  now: Date,
  outcome: 'declined' | 'failed' = 'failed',
): Promise<Outcome> {
  await db
    .updateTable('subscriptions')
    .set({ claimed_until: null, last_error: reason, updated_at: now.toISOString() })
    .where('id', '=', row.id)
    .execute();
  return outcome;
}

export type SendNowAnswer = {
  outcome: 'placed' | 'declined' | 'failed' | 'busy' | 'recent' | 'missing';
  message: string | null;
};

/** How long after an order a second Send now is taken for the same press. */
export const SEND_NOW_QUIET_MS = 2 * 60_000;

/**
 * A customer's Send now: the autoship is claimed the way a scheduler pass claims it, so a second press, another
 * instance or the scheduler itself cannot order it at the same time, and then ordered ahead of its date.
 */
export async function sendAutoshipNow(
  db: Db,
  gateway: PaymentGateway,
  userId: string,
  subscriptionId: string,
  now = new Date(),
): Promise<SendNowAnswer> {
  const recent = await db
    .selectFrom('orders')
    .select('id')
    .where('subscription_id', '=', subscriptionId)
    .where('user_id', '=', userId)
    .where('created_at', '>=', new Date(now.getTime() - SEND_NOW_QUIET_MS).toISOString())
    .executeTakeFirst();
  if (recent)
    return { outcome: 'recent', message: 'This autoship was just sent. You will find the order in My Orders.' };
  if (!(await claim(db, subscriptionId, now, { userId }))) {
    const row = await db
      .selectFrom('subscriptions')
      .select(['cancelled'])
      .where('id', '=', subscriptionId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!row) return { outcome: 'missing', message: 'That autoship cannot be found.' };
    if (row.cancelled !== null)
      return { outcome: 'failed', message: 'This autoship is canceled. Reactivate it to send it.' };
    return {
      outcome: 'busy',
      message: 'This autoship is being sent or retried right now. Check My Orders in a minute.',
    };
  }
  const row = await db
    .selectFrom('subscriptions')
    .selectAll()
    .where('id', '=', subscriptionId)
    .executeTakeFirstOrThrow();
  try {
    const outcome = await counted(placeDelivery(db, gateway, row, now, true));
    if (outcome === 'placed') return { outcome, message: null };
    if (outcome === 'superseded')
      return { outcome: 'busy', message: 'This autoship changed meanwhile. Please look again.' };
    const reason =
      (await db.selectFrom('subscriptions').select('last_error').where('id', '=', subscriptionId).executeTakeFirst())
        ?.last_error ?? null;
    return {
      outcome: reported(outcome),
      message: `We could not send it now: ${reason ?? 'please try again shortly.'}`,
    };
  } catch (error) {
    log('error', 'autoship send-now failed', { subscription: subscriptionId, error: errorMessage(error) });
    await release(db, row, 'Something went wrong on our side.', now);
    return {
      outcome: 'failed',
      message: 'We could not send it now: something went wrong on our side. Please try again shortly.',
    };
  }
}

async function tryAgainTomorrow(db: Db, row: SubscriptionTable, reason: string, now: Date): Promise<void> {
  await db
    .updateTable('subscriptions')
    .set({
      claimed_until: new Date(now.getTime() + 86_400_000).toISOString(),
      last_error: reason,
      updated_at: now.toISOString(),
    })
    .where('id', '=', row.id)
    .execute();
}

async function giveUp(db: Db, row: SubscriptionTable, email: string | null, reason: string, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('subscriptions')
      .set({
        cancelled: now.toISOString(),
        cancel_reason: reason,
        claimed_until: null,
        last_error: reason,
        updated_at: now.toISOString(),
      })
      .where('id', '=', row.id)
      .execute();
    if (email)
      await queueMail(
        trx,
        {
          to: email,
          subject: 'Your autoship has stopped',
          body: `${reason} Your autoship is canceled; nothing was charged. Reactivate it or choose another food in My Account: ${mailLink('/account/autoships')}`,
        },
        now,
      );
  });
}
