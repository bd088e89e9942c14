// Payment Methods in My Account: the customer's cards on file, the default chosen, a card removed. Each change is one
// transaction with the autoships it concerns: the default card pays for the running autoships, and a removed card's
// autoships move to the card that takes over, or the removal is refused when none would.
import type { Db } from '../db/connect.server';
import { moveAutoshipsToCard, useCardForAutoships } from '../subscriptions/start.server';
import { NOT_YOUR_CARD } from './cards';
import { cardsOnFile } from './saved-cards.server';
import { subscriptionsOrNull } from '../subscriptions/fetch-failure';
import { cardAfterRemoving, cardName, walletOf, type WalletEntry, type WalletRow } from './wallet';

export type WalletChange = { ok: true; message: string; cards: WalletEntry[] } | { ok: false; message: string };

/** The card ids the customer's running autoships are charged to. */
const autoshipCards = async (db: Db, userId: string) =>
  (
    await db
      .selectFrom('subscriptions')
      .select('payment_method_id')
      .where('user_id', '=', userId)
      .where('cancelled', 'is', null)
      .execute()
  ).map((row) => row.payment_method_id);

/**
 * Every card on file still kept (removed ones are not), as walletOf orders them, with how many autoships each pays
 * for; `running` are the autoships' card ids, or null when they could not be read (each card then pays for none).
 */
function withAutoships(rows: WalletRow[], running: (string | null)[] | null, now: Date) {
  return walletOf(rows, now).map((card) => ({
    ...card,
    autoships: (running ?? []).filter((id) => id !== null && card.entryIds.includes(id)).length,
  }));
}

/** The cards and autoships read inside a change's transaction: a failure there stops the change. */
const cardsWithAutoships = async (db: Db, userId: string, now: Date) =>
  withAutoships(await cardsOnFile(db, userId).execute(), await autoshipCards(db, userId), now);

const shown = (cards: Awaited<ReturnType<typeof cardsWithAutoships>>): WalletEntry[] =>
  cards.map(({ entryIds: _entries, ...card }) => card);

/**
 * The customer's cards for the Payment Methods page and My Account. A subscription fetch error is logged and ignored
 * (spec 000 §8): the cards show, without saying which pays for an autoship.
 */
export async function walletFor(db: Db, userId: string, now: Date): Promise<WalletEntry[]> {
  const [rows, running] = await Promise.all([
    cardsOnFile(db, userId).execute(),
    subscriptionsOrNull(() => autoshipCards(db, userId)),
  ]);
  return shown(withAutoships(rows, running, now));
}

/** Makes `id` the default card: checkout offers it first, and the running autoships are charged to it. */
export function makeDefaultCard(db: Db, userId: string, id: string, now: Date): Promise<WalletChange> {
  return db.transaction().execute(async (trx) => {
    const cards = await cardsWithAutoships(trx, userId, now);
    const card = cards.find((c) => c.id === id);
    if (!card) return { ok: false, message: NOT_YOUR_CARD };
    if (card.expired)
      return { ok: false, message: `${cardName(card)} has expired, so it cannot be your default card.` };
    await trx.updateTable('payment_methods').set({ is_default: 0 }).where('user_id', '=', userId).execute();
    await trx.updateTable('payment_methods').set({ is_default: 1 }).where('id', '=', card.id).execute();
    const running = cards.reduce((sum, c) => sum + c.autoships, 0);
    await useCardForAutoships(trx, userId, card.id, now);
    const message = `${cardName(card)} is now your default card${running > 0 ? ' and pays for your autoships' : ''}.`;
    return { ok: true, message, cards: shown(await cardsWithAutoships(trx, userId, now)) };
  });
}

/**
 * Removes a card from the customer's cards: it is never offered or charged again, and stays on record for the orders
 * it paid. Its autoships move to the card that takes over; with none to take over, the removal is refused.
 */
export function removeCard(db: Db, userId: string, id: string, now: Date): Promise<WalletChange> {
  return db.transaction().execute(async (trx) => {
    const cards = await cardsWithAutoships(trx, userId, now);
    const card = cards.find((c) => c.id === id);
    if (!card) return { ok: false, message: NOT_YOUR_CARD };
    const next = cardAfterRemoving(cards, id);
    if (card.autoships > 0 && !next)
      return {
        ok: false,
        message: `${cardName(card)} pays for your autoships. Place an order with another card first, or cancel the autoships, to remove it.`,
      };
    await trx
      .updateTable('payment_methods')
      .set({ removed_at: now.toISOString(), is_default: 0 })
      .where('user_id', '=', userId)
      .where('id', 'in', card.entryIds)
      .execute();
    if (card.autoships > 0 && next) await moveAutoshipsToCard(trx, userId, card.entryIds, next.id, now);
    const moved = card.autoships > 0 && next ? ` Your autoships will be charged to ${cardName(next)}.` : '';
    return {
      ok: true,
      message: `${cardName(card)} was removed.${moved}`,
      cards: shown(await cardsWithAutoships(trx, userId, now)),
    };
  });
}
