// A product's rating follows its approved reviews: worked out again inside the transaction that changed them, then
// announced, so every instance reads the ratings afresh and drops the pages that showed the old ones.
import { RATINGS_CACHE_KEY, saveProductRating } from '../catalog/ratings.server';
import type { Db } from '../db/connect.server';
import { announceInvalidation } from '../db/invalidations.server';
import { errorMessage, log } from '../site/log';

export async function refreshRating(trx: Db, handle: string): Promise<void> {
  const totals = await trx
    .selectFrom('reviews')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.sum<number>('rating').as('sum')])
    .where('product_handle', '=', handle)
    .where('status', '=', 'approved')
    .executeTakeFirst();
  await saveProductRating(trx, handle, Number(totals?.count ?? 0), Number(totals?.sum ?? 0));
}

/** Tells every instance; never throws: the change stands, and cached pages go after their lifetime anyway. */
export async function ratingsChanged(db: Db): Promise<void> {
  try {
    await announceInvalidation(db, [RATINGS_CACHE_KEY]);
  } catch (error) {
    log('warn', 'a change of ratings could not be announced to the other instances', { error: errorMessage(error) });
  }
}
