// Checkout, step 3: the card. A signed-in customer may pay with a card they saved before; a new card goes to the
// payment gateway, which answers a reference; the store keeps only that, the brand, the last four digits and the
// expiry. Nothing is charged until the order is placed.
import { useState, type FormEvent, type ReactNode } from 'react';
import { CARD_FIELD_PATTERNS, savedCardLabel, type SavedCardChoice } from '../lib/checkout/cards';
import { fieldMessages, postStep, problemText, unplacedProblems } from '../lib/checkout/client';
import { useSubmission } from './parts/use-submission';
import StepActions from './parts/StepActions';

type Props = {
  saved: { brand: string; last4: string } | null;
  /** The customer's saved cards, newest first. */
  savedCards: SavedCardChoice[];
  /** The card this checkout pays with so far, if any. */
  chosenCardId: string | null;
  testCards: { approve: string; decline: string; processingError: string } | null;
};

const NEW_CARD = 'new';

const spaced = (n: string) => n.replace(/(\d{4})(?=\d)/g, '$1 ');

export default function CheckoutPayment({ saved, savedCards, chosenCardId, testCards }: Props) {
  const { busy, error, setError, ready, run } = useSubmission();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [paying, setPaying] = useState<string>(
    savedCards.find((c) => c.id === chosenCardId)?.id ?? (saved ? NEW_CARD : (savedCards[0]?.id ?? NEW_CARD)),
  );
  const newCard = paying === NEW_CARD;
  /** A refused field says so beside itself, and is marked for screen readers. */
  const marked = (field: string) =>
    fieldErrors[field] ? { 'aria-invalid': true, 'aria-describedby': `card-${field}-error` } : {};
  const note = (field: string) =>
    fieldErrors[field] && (
      <span id={`card-${field}-error`} className="form-error">
        {fieldErrors[field]}
      </span>
    );

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const [month = '', year = ''] = String(form.get('expiry') ?? '')
      .split('/')
      .map((p) => p.trim());
    await run(async () => {
      const answer = await postStep(
        'payment',
        newCard
          ? {
              card: {
                number: String(form.get('number') ?? ''),
                expMonth: Number(month) || 0,
                expYear: Number(year) || 0,
                cvc: String(form.get('cvc') ?? ''),
              },
            }
          : { savedCardId: paying },
      );
      if (answer.userErrors.length > 0 || !answer.next) {
        const others = unplacedProblems(answer.userErrors, 'card');
        setFieldErrors(fieldMessages(answer.userErrors, 'card'));
        return setError(others.length > 0 || answer.userErrors.length === 0 ? problemText(others) : null);
      }
      window.location.assign(answer.next);
    });
  }

  return (
    <form className="account-form checkout-form" onSubmit={save} aria-labelledby="payment-heading">
      <h2 id="payment-heading">Payment</h2>
      {savedCards.length > 0 && (
        <fieldset className="saved-cards">
          <legend>Pay with</legend>
          {savedCards.map((c) => (
            <label key={c.id} className="saved-card">
              <input
                type="radio"
                name="paying"
                value={c.id}
                checked={paying === c.id}
                onChange={() => setPaying(c.id)}
                disabled={!ready}
              />{' '}
              {savedCardLabel(c)}
            </label>
          ))}
          <label className="saved-card">
            <input
              type="radio"
              name="paying"
              value={NEW_CARD}
              checked={newCard}
              onChange={() => setPaying(NEW_CARD)}
              disabled={!ready}
            />{' '}
            Use a new card
          </label>
        </fieldset>
      )}
      {newCard && saved && !savedCards.some((c) => c.id === chosenCardId) && (
        <p>
          Paying with {saved.brand} ending in {saved.last4}. Enter a card below to use another.
        </p>
      )}
      {newCard && <NewCardFields marked={marked} note={note} testCards={testCards} />}
      <StepActions
        error={error}
        ready={ready}
        busy={busy}
        label="Continue to review"
        back={{ href: '/checkout/delivery', text: 'Back to delivery' }}
      />
    </form>
  );
}

type FieldMarks = {
  marked: (field: string) => Record<string, unknown>;
  note: (field: string) => ReactNode;
  testCards: Props['testCards'];
};

/** The fields of a new card, with the test cards this shop takes while it runs on the test gateway. */
function NewCardFields({ marked, note, testCards }: FieldMarks) {
  return (
    <>
      <p>
        <label htmlFor="card-number">Card number</label>
        <input
          id="card-number"
          name="number"
          inputMode="numeric"
          autoComplete="cc-number"
          required
          maxLength={23}
          pattern={CARD_FIELD_PATTERNS.number}
          {...marked('number')}
        />
        {note('number')}
      </p>
      <p>
        <label htmlFor="card-expiry">Expiry (MM/YY)</label>
        <input
          id="card-expiry"
          name="expiry"
          inputMode="numeric"
          autoComplete="cc-exp"
          required
          maxLength={7}
          pattern={CARD_FIELD_PATTERNS.expiry}
          placeholder="MM/YY"
          {...marked('expiry')}
        />
        {note('expiry')}
      </p>
      <p>
        <label htmlFor="card-cvc">Security code</label>
        <input
          id="card-cvc"
          name="cvc"
          inputMode="numeric"
          autoComplete="cc-csc"
          required
          maxLength={4}
          pattern={CARD_FIELD_PATTERNS.cvc}
          {...marked('cvc')}
        />
        {note('cvc')}
      </p>
      {testCards && (
        <div className="notice test-cards">
          <p>This shop takes test cards only. Use any future expiry and any three digits:</p>
          <ul>
            <li>{spaced(testCards.approve)}: approved</li>
            <li>{spaced(testCards.decline)}: declined</li>
            <li>{spaced(testCards.processingError)}: processing error</li>
          </ul>
        </div>
      )}
    </>
  );
}
