// The customer's cards on file as My Account shows them and checkout offers them (spec 000 §2 My Account): each card
// once however often it was entered, the default first, then the newest; expired ones last and never the default.
import type { Selectable } from 'kysely';
import type { PaymentMethodTable } from '../db/schema';
import { cardExpired, type SavedCardChoice } from './cards';

export type WalletRow = Pick<
  Selectable<PaymentMethodTable>,
  'id' | 'gateway' | 'reference' | 'brand' | 'last4' | 'exp_month' | 'exp_year' | 'created_at' | 'is_default'
>;

export type WalletCard = SavedCardChoice & {
  isDefault: boolean;
  expired: boolean;
  /** every entry of this card: an order or an autoship points at one of them */
  entryIds: string[];
};

/** A card as the Payment Methods page shows it. */
export type WalletEntry = Omit<WalletCard, 'entryIds'> & {
  /** how many running autoships this card pays for */
  autoships: number;
};

/** A card as the shopper reads it in lists and messages: "Visa ending 4242". */
export const cardName = (card: Pick<SavedCardChoice, 'brand' | 'last4'>): string =>
  `${card.brand} ending ${card.last4}`;

/** The same card entered twice is one card: the gateway's reference and what the shopper sees of it. */
const cardKey = (row: WalletRow) =>
  [row.gateway, row.reference, row.brand, row.last4, row.exp_month, row.exp_year].join(' ');

const newestFirst = (a: WalletRow, b: WalletRow) =>
  b.created_at.localeCompare(a.created_at) || a.id.localeCompare(b.id);

/**
 * One card per physical card, named by its newest entry. The default is the card the customer marked, while it has
 * not expired; without one, the newest card that works. Order: the default, the other working cards newest first,
 * then the expired ones.
 */
export function walletOf(rows: readonly WalletRow[], now: Date): WalletCard[] {
  const byKey = new Map<string, WalletRow[]>();
  for (const row of [...rows].sort(newestFirst)) byKey.set(cardKey(row), [...(byKey.get(cardKey(row)) ?? []), row]);
  const cards = [...byKey.values()].map((entries) => {
    const [newest] = entries as [WalletRow, ...WalletRow[]];
    return {
      id: newest.id,
      brand: newest.brand,
      last4: newest.last4,
      expMonth: newest.exp_month,
      expYear: newest.exp_year,
      expired: cardExpired(newest.exp_month, newest.exp_year, now),
      marked: entries.some((e) => e.is_default === 1),
      entryIds: entries.map((e) => e.id),
    };
  });
  const working = cards.filter((c) => !c.expired);
  const chosen = working.find((c) => c.marked) ?? working[0] ?? null;
  const ordered = [
    ...(chosen ? [chosen] : []),
    ...working.filter((c) => c !== chosen),
    ...cards.filter((c) => c.expired),
  ];
  return ordered.map((card) => {
    const { marked: _marked, ...shown } = card;
    return { ...shown, isDefault: card === chosen };
  });
}

/** The card that takes over from `removedId` (its autoships move to it): the default, or else the newest that works. */
export function cardAfterRemoving(cards: readonly WalletCard[], removedId: string): WalletCard | null {
  return cards.find((c) => c.id !== removedId && !c.expired) ?? null;
}
