// The cards a customer keeps on file (the gateway's reference, never the number): those an order of theirs was paid
// with, as the autoship engine charges them. The payment step offers them again, newest first; only the customer's own
// and only those not yet expired. A card that was entered but never paid for an order (a declined one) is not offered.
import type { Db } from '../db/connect.server';
import { cardExpired, type SavedCardChoice } from './cards';

const cardsOnFile = (db: Db, userId: string) =>
  db
    .selectFrom('payment_methods')
    .select(['id', 'gateway', 'reference', 'brand', 'last4', 'exp_month', 'exp_year', 'created_at'])
    .where('user_id', '=', userId)
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

/** The customer's cards on file that still work, newest first, each card once however often it was entered. */
export async function savedCards(db: Db, userId: string, now: Date): Promise<SavedCardChoice[]> {
  const rows = await cardsOnFile(db, userId).orderBy('created_at', 'desc').orderBy('id').execute();
  const seen = new Set<string>();
  const cards: SavedCardChoice[] = [];
  for (const row of rows) {
    const key = [row.gateway, row.reference, row.brand, row.last4, row.exp_month, row.exp_year].join(' ');
    if (seen.has(key) || cardExpired(row.exp_month, row.exp_year, now)) continue;
    seen.add(key);
    cards.push(choiceOf(row));
  }
  return cards;
}

/** The card on file `id` when it is this customer's and has not expired; null for anyone else's, or none. */
export async function ownSavedCard(db: Db, userId: string, id: string, now: Date): Promise<SavedCardChoice | null> {
  const row = await cardsOnFile(db, userId).where('payment_methods.id', '=', id).executeTakeFirst();
  return row && !cardExpired(row.exp_month, row.exp_year, now) ? choiceOf(row) : null;
}
