// The cards a customer keeps on file (the gateway's reference, never the number): those an order of theirs was paid
// with, as the autoship engine charges them, and not removed in My Account. The payment step offers them again, the
// default first (wallet.ts); only the customer's own and only those not yet expired. A card that was entered but never
// paid for an order (a declined one) is not offered.
import type { Db } from '../db/connect.server';
import { cardExpired, type SavedCardChoice } from './cards';
import { walletOf } from './wallet';

/** The customer's cards on file: not removed, and paid for an order of theirs (each entry of a card a row). */
export const cardsOnFile = (db: Db, userId: string) =>
  db
    .selectFrom('payment_methods')
    .select(['id', 'gateway', 'reference', 'brand', 'last4', 'exp_month', 'exp_year', 'created_at', 'is_default'])
    .where('user_id', '=', userId)
    .where('removed_at', 'is', null)
    .where(({ exists, selectFrom }) =>
      exists(selectFrom('orders').select('orders.id').whereRef('orders.payment_method_id', '=', 'payment_methods.id')),
    );

type Row = { id: string; brand: string; last4: string; exp_month: number; exp_year: number };
const choiceOf = (row: Row): SavedCardChoice => ({
  id: row.id,
  brand: row.brand,
  last4: row.last4,
  expMonth: row.exp_month,
  expYear: row.exp_year,
});

/** The customer's cards on file that still work, the default first, then newest first, each card once. */
export async function savedCards(db: Db, userId: string, now: Date): Promise<SavedCardChoice[]> {
  return walletOf(await cardsOnFile(db, userId).execute(), now)
    .filter((card) => !card.expired)
    .map(({ id, brand, last4, expMonth, expYear }) => ({ id, brand, last4, expMonth, expYear }));
}

/** The card on file `id` when it is this customer's and has not expired; null for anyone else's, or none. */
export async function ownSavedCard(db: Db, userId: string, id: string, now: Date): Promise<SavedCardChoice | null> {
  const row = await cardsOnFile(db, userId).where('payment_methods.id', '=', id).executeTakeFirst();
  return row && !cardExpired(row.exp_month, row.exp_year, now) ? choiceOf(row) : null;
}
