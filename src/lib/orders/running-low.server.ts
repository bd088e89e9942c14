// The running-low pass (issue 42 §5): for each one-time line of a recent DTC order whose customer has pets that eat the
// food and wants these mails, a reminder a few days before the pack runs out. The reminder's row is the claim: the
// instance whose insert lands queues the mail in the same transaction, so two instances never send it twice and a
// line is written about once. A customer who has ordered the food again since, or has an autoship of it, needs none.
import { siteCatalogue } from '../catalog/catalogue.server';
import type { CatalogProduct } from '../catalog/types';
import { getProductContent } from '../content/content.server';
import type { Db } from '../db/connect.server';
import { queueMail } from '../mail/outbox.server';
import { dayAfter } from '../pets/feeding-plan';
import { petsOf } from '../pets/pets.server';
import { mailLink } from '../site/config.server';
import { dueToday, petsFed, runOut, runningLowMail, RUNNING_LOW_WINDOW_DAYS } from './running-low';
import { orderName } from './types';

/** Lines read at a time; a pass reads them all, a batch after another. */
const BATCH = 500;

type Candidate = {
  lineId: string;
  orderId: string;
  userId: string;
  email: string;
  number: number;
  createdAt: string;
  sku: string;
  handle: string;
  quantity: number;
  title: string;
  variantTitle: string;
};

function candidates(db: Db, since: string, afterId: string): Promise<Candidate[]> {
  return db
    .selectFrom('order_lines as l')
    .innerJoin('orders as o', 'o.id', 'l.order_id')
    .innerJoin('profiles as p', 'p.user_id', 'o.user_id')
    .select([
      'l.id as lineId',
      'o.id as orderId',
      'p.user_id as userId',
      'o.email as email',
      'o.number as number',
      'o.created_at as createdAt',
      'l.sku as sku',
      'l.handle as handle',
      'l.quantity as quantity',
      'l.title as title',
      'l.variant_title as variantTitle',
    ])
    .where('o.site', '=', 'DTC')
    .where('o.cancelled_at', 'is', null)
    .where('o.created_at', '>=', since)
    .where('l.selling_plan_id', 'is', null)
    .where('p.running_low_mail', '=', 1)
    .where(({ exists, selectFrom }) =>
      exists(selectFrom('pets').select('pets.id').whereRef('pets.user_id', '=', 'o.user_id')),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('running_low_reminders as r').select('r.order_line_id').whereRef('r.order_line_id', '=', 'l.id'),
        ),
      ),
    )
    .where('l.id', '>', afterId)
    .orderBy('l.id')
    .limit(BATCH)
    .execute();
}

/** The last time each of these customers ordered each product, and the products they have a running autoship of. */
async function restocked(db: Db, userIds: string[], bySku: Map<string, CatalogProduct>) {
  const lastOrdered = new Map<string, string>();
  const autoshipped = new Set<string>();
  if (userIds.length === 0) return { lastOrdered, autoshipped };
  const orders = await db
    .selectFrom('order_lines as l')
    .innerJoin('orders as o', 'o.id', 'l.order_id')
    .select(['o.user_id as userId', 'l.handle as handle', (eb) => eb.fn.max('o.created_at').as('last')])
    .where('o.user_id', 'in', userIds)
    .where('o.cancelled_at', 'is', null)
    .groupBy(['o.user_id', 'l.handle'])
    .execute();
  for (const row of orders) lastOrdered.set(`${row.userId} ${row.handle}`, String(row.last));
  const autoships = await db
    .selectFrom('subscriptions')
    .select(['user_id', 'sku'])
    .where('user_id', 'in', userIds)
    .where('cancelled', 'is', null)
    .execute();
  for (const row of autoships) {
    const product = bySku.get(row.sku);
    if (product) autoshipped.add(`${row.user_id} ${product.handle}`);
  }
  return { lastOrdered, autoshipped };
}

export type RunningLowPass = { sent: number; looked: number };

export async function remindRunningLow(db: Db, now = new Date()): Promise<RunningLowPass> {
  const since = `${dayAfter(now.toISOString().slice(0, 10), -RUNNING_LOW_WINDOW_DAYS)}T00:00:00.000Z`;
  const pass = { sent: 0, looked: 0 };
  for (let afterId = ''; ; ) {
    const lines = await candidates(db, since, afterId);
    pass.sent += await remindBatch(db, lines, now);
    pass.looked += lines.length;
    if (lines.length < BATCH) return pass;
    afterId = lines[lines.length - 1]!.lineId;
  }
}

async function remindBatch(db: Db, lines: Candidate[], now: Date): Promise<number> {
  if (lines.length === 0) return 0;
  const today = now.toISOString().slice(0, 10);
  const catalogue = await siteCatalogue(db, 'DTC');
  const bySku = new Map(catalogue.flatMap((product) => product.variants.map((v) => [v.sku, product] as const)));
  const userIds = [...new Set(lines.map((line) => line.userId))];
  const pets = await petsOf(db, userIds);
  const { lastOrdered, autoshipped } = await restocked(db, userIds, bySku);
  const names = await db
    .selectFrom('profiles')
    .select(['user_id', 'first_name'])
    .where('user_id', 'in', userIds)
    .execute();
  const firstName = new Map(names.map((row) => [row.user_id, row.first_name]));
  let sent = 0;
  for (const line of lines) {
    const product = bySku.get(line.sku);
    const variant = product?.variants.find((v) => v.sku === line.sku);
    const key = `${line.userId} ${line.handle}`;
    if (!product || !variant || autoshipped.has(key) || (lastOrdered.get(key) ?? '') > line.createdAt) continue;
    const content = await getProductContent(db, 'DTC', product.handle);
    if (!content) continue;
    const fed = petsFed(pets.get(line.userId) ?? [], product, today);
    const food = { perKg: content.calories.perKg, perUnit: content.calories.perUnit, unit: content.feeding.unit };
    const orderedOn = line.createdAt.slice(0, 10);
    const when = runOut(fed, food, variant, Number(line.quantity), orderedOn, today);
    if (!when || !dueToday(when, today)) continue;
    const mail = runningLowMail({
      to: line.email,
      firstName: firstName.get(line.userId) || 'there',
      pets: fed,
      productTitle: line.title,
      variantTitle: line.variantTitle,
      quantity: Number(line.quantity),
      orderName: orderName(Number(line.number)),
      orderedOn,
      runsOutOn: when.runsOutOn,
      link: mailLink,
      orderPath: `/account/orders/${line.orderId}`,
      productPath: `/products/${variant.variantURL}`,
    });
    const claimed = await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('running_low_reminders')
        .values({
          order_line_id: line.lineId,
          order_id: line.orderId,
          user_id: line.userId,
          pet_id: fed[0]!.id,
          runs_out_on: when.runsOutOn,
          sent_at: now.toISOString(),
        })
        .onConflict((oc) => oc.column('order_line_id').doNothing())
        .returning('order_line_id')
        .executeTakeFirst();
      if (row) await queueMail(trx, mail, now);
      return row !== undefined;
    });
    if (claimed) sent += 1;
  }
  return sent;
}
