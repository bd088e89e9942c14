// The discount codes a cart can carry: the definitions in the database, and AUTO35, which a cart keeps only while it
// has an autoship line and belongs to someone who has never subscribed (spec 000 §4 "Cart").
import type { Transaction } from 'kysely';
import type { Db } from '../db/connect.server';
import type { Database } from '../db/schema';
import { TtlCache } from '../site/cache';
import { registerCache } from '../site/cache-registry';
import { hasSubscribed } from '../subscriptions/subscriptions.server';
import { withAutomaticCode, type DiscountDefinition } from './discounts';
import type { CartLine } from './lines';
import { discountCodesFromRow, discountFromRow } from './rows';

/**
 * The table changes only with the seed or an operator's hand, and every cart answer prices its codes, so each instance
 * keeps it for 30 seconds, as it keeps the catalogue; `/api/delete-cache-item` with `discount-codes` drops it at once.
 */
const definitions = new TtlCache<readonly DiscountDefinition[]>(30_000);
registerCache('discount-codes', definitions);

export function discountDefinitions(db: Db | Transaction<Database>): Promise<readonly DiscountDefinition[]> {
  return definitions.get('all', async () =>
    (await db.selectFrom('discount_codes').selectAll().execute()).map(discountFromRow),
  );
}

/** Whether a shopper counts as having subscribed: a guest never has. */
export const everSubscribed = async (db: Db | Transaction<Database>, customerId: string | null): Promise<boolean> =>
  customerId !== null && (await hasSubscribed(db, customerId));

/** The codes after a change of lines: AUTO35 joins or leaves with the autoship lines, for a shopper who has never subscribed. */
export const automaticCodes = (codes: readonly string[], lines: readonly CartLine[], hasSubscription: boolean) =>
  withAutomaticCode(codes, { hasAutoship: lines.some((l) => l.sellingPlanId !== null), hasSubscription });

export /** A cart that changes hands, or goes to checkout, keeps AUTO35 only if its owner has never subscribed. */
async function settleAutomaticCode(
  trx: Transaction<Database>,
  cartId: string,
  lines: readonly CartLine[],
  customerId: string,
): Promise<void> {
  const row = await trx.selectFrom('carts').select('discount_codes').where('id', '=', cartId).executeTakeFirstOrThrow();
  const codes = automaticCodes(discountCodesFromRow(row), lines, await hasSubscribed(trx, customerId));
  await trx
    .updateTable('carts')
    .set({ discount_codes: JSON.stringify(codes) })
    .where('id', '=', cartId)
    .execute();
}
