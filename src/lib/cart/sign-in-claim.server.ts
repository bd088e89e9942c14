// The cart at sign-in (spec 000 §4 "Cart"): a guest's cart and the customer's own become one.
import { randomUUID } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import type { Db } from '../db/connect.server';
import type { Database } from '../db/schema';
import type { SiteId } from '../site/site';
import { storedLines } from './access.server';
import { settleAutomaticCode } from './discounts.server';
import { lineMaximum, totalQuantity } from './limits';
import { addLines, lineKey } from './lines';
import { writeLines } from './writes.server';

/** The customer's cart: the saved one when it still exists, else the one they touched last. */
function latestCustomerCart(db: Db | Transaction<Database>, site: SiteId, customerId: string, savedId: string | null) {
  let query = db.selectFrom('carts').select('id').where('site', '=', site).where('customer_id', '=', customerId);
  if (savedId) query = query.orderBy(sql<number>`case when id = ${savedId} then 0 else 1 end`);
  return query.orderBy('updated_at', 'desc').limit(1).executeTakeFirst();
}

/**
 * At sign-in (spec 000 §4 "Cart"): the guest's cart joins the customer's, each line only up to the room the limits
 * leave, and the guest cart goes; a guest cart with no customer cart to join becomes the customer's. Answers the
 * customer's cart id, or null when there is no cart at all.
 */
export async function claimCartAtSignIn(
  db: Db,
  site: SiteId,
  customerId: string,
  guestCartId: string | null,
  savedCartId: string | null,
  now = new Date(),
): Promise<string | null> {
  return db.transaction().execute(async (trx) => {
    const mine = await latestCustomerCart(trx, site, customerId, savedCartId);
    const guest = guestCartId
      ? await trx
          .selectFrom('carts')
          .select('id')
          .where('id', '=', guestCartId)
          .where('site', '=', site)
          .where('customer_id', 'is', null)
          .executeTakeFirst()
      : undefined;
    const stamp = now.toISOString();
    if (!guest || guest.id === mine?.id) return mine?.id ?? null;
    if (!mine) {
      await trx
        .updateTable('carts')
        .set({ customer_id: customerId, updated_at: stamp })
        .where('id', '=', guest.id)
        .execute();
      await settleAutomaticCode(trx, guest.id, await storedLines(trx, guest.id), customerId);
      return guest.id;
    }
    await trx.updateTable('carts').set({ updated_at: stamp }).where('id', '=', mine.id).execute();
    const before = await storedLines(trx, mine.id);
    let merged = before;
    for (const line of await storedLines(trx, guest.id)) {
      const same = merged.find((l) => lineKey(l) === lineKey(line));
      const room =
        lineMaximum(line.sellingPlanId !== null, totalQuantity(merged), same?.quantity ?? 0) - (same?.quantity ?? 0);
      const take = Math.min(line.quantity, room);
      if (take <= 0) continue;
      const added = addLines(merged, [{ ...line, quantity: take }], randomUUID);
      if (added.ok) merged = added.lines;
    }
    await writeLines(trx, mine.id, before, merged);
    await settleAutomaticCode(trx, mine.id, merged, customerId);
    await trx.deleteFrom('carts').where('id', '=', guest.id).execute();
    return mine.id;
  });
}
