// Payment Methods in My Account: the cards on file with the default first, making another the default, and removing
// one once the shopper confirms (told where its autoships go). Each change is answered by the shop before the list
// changes; what happened is said in a status line.
import { useState } from 'react';
import { cardName, type WalletEntry } from '../lib/checkout/wallet';
import { postJson } from '../lib/site/api-client';
import ConfirmDialog from './parts/ConfirmDialog';
import { useSubmission } from './parts/use-submission';

type Props = { initial: WalletEntry[] };
type Answer = { cards: WalletEntry[]; message: string };

const expiry = (card: WalletEntry) => `${String(card.expMonth).padStart(2, '0')}/${String(card.expYear).slice(-2)}`;

export default function PaymentMethods({ initial }: Props) {
  const [cards, setCards] = useState(initial);
  const [removing, setRemoving] = useState<WalletEntry | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const { busy, error, ready, run } = useSubmission();
  const takesOver = removing ? (cards.find((c) => c.id !== removing.id && !c.expired) ?? null) : null;

  async function act(call: 'default' | 'remove', card: WalletEntry) {
    setDone(null);
    await run(async () => {
      const answer = await postJson<Answer>(`/api/account/payment-methods/${call}`, { id: card.id });
      setCards(answer.cards);
      setDone(answer.message);
    });
    setRemoving(null);
  }

  if (cards.length === 0)
    return (
      <p>
        You have no saved cards yet. A card you pay with at checkout is saved here for your next order and your
        autoships.
      </p>
    );
  return (
    <div className="wallet">
      <ul className="address-list">
        {cards.map((card) => (
          <li key={card.id} className="address-card wallet-card" aria-label={cardName(card)}>
            {card.isDefault && <p className="address-default">Default card</p>}
            <p className="wallet-card__name">
              <strong>{card.brand}</strong> ending {card.last4}
            </p>
            <p className={card.expired ? 'wallet-card__expired' : 'wallet-card__expiry'}>
              {card.expired ? `Expired ${expiry(card)}` : `Expires ${expiry(card)}`}
            </p>
            {card.autoships > 0 && (
              <p className="wallet-card__note">
                Pays for {card.autoships === 1 ? 'your autoship' : `your ${card.autoships} autoships`}
              </p>
            )}
            <p className="address-actions">
              {!card.isDefault && !card.expired && (
                <button
                  type="button"
                  className="link-button"
                  disabled={!ready || busy}
                  onClick={() => void act('default', card)}
                >
                  Make default<span className="visually-hidden"> {cardName(card)}</span>
                </button>
              )}
              <button type="button" className="link-button" disabled={!ready || busy} onClick={() => setRemoving(card)}>
                Remove<span className="visually-hidden"> {cardName(card)}</span>
              </button>
            </p>
          </li>
        ))}
      </ul>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <p role="status">{done}</p>
      <ConfirmDialog
        open={removing !== null}
        title="Remove this card?"
        confirmLabel="Remove card"
        cancelLabel="Keep it"
        busy={busy}
        onConfirm={() => removing && void act('remove', removing)}
        onCancel={() => setRemoving(null)}
      >
        {removing && (
          <>
            <p>{cardName(removing)} will no longer be offered at checkout or charged.</p>
            {removing.autoships > 0 && (
              <p>
                {takesOver ? (
                  <>
                    It pays for your autoships: they will be charged to <strong>{cardName(takesOver)}</strong>.
                  </>
                ) : (
                  'It pays for your autoships and you have no other card that works, so it cannot be removed yet.'
                )}
              </p>
            )}
          </>
        )}
      </ConfirmDialog>
    </div>
  );
}
