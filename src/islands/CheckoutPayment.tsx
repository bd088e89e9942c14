// Checkout, step 3: the card. It goes to the payment gateway, which answers a reference; the store keeps only that,
// the brand and the last four digits. Nothing is charged until the order is placed.
import { useState, type FormEvent } from 'react';
import { CARD_FIELD_PATTERNS } from '../lib/checkout/cards';
import { fieldMessages, postStep, problemText } from '../lib/checkout/client';
import { useSubmission } from './parts/use-submission';
import StepActions from './parts/StepActions';

type Props = {
  saved: { brand: string; last4: string } | null;
  testCards: { approve: string; decline: string; processingError: string } | null;
};

const spaced = (n: string) => n.replace(/(\d{4})(?=\d)/g, '$1 ');

export default function CheckoutPayment({ saved, testCards }: Props) {
  const { busy, error, setError, ready, run } = useSubmission();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
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
      const answer = await postStep('payment', {
        card: {
          number: String(form.get('number') ?? ''),
          expMonth: Number(month) || 0,
          expYear: Number(year) || 0,
          cvc: String(form.get('cvc') ?? ''),
        },
      });
      if (answer.userErrors.length > 0 || !answer.next) {
        setFieldErrors(fieldMessages(answer.userErrors, 'card'));
        return setError(problemText(answer.userErrors));
      }
      window.location.assign(answer.next);
    });
  }

  return (
    <form className="account-form checkout-form" onSubmit={save} aria-labelledby="payment-heading">
      <h2 id="payment-heading">Payment</h2>
      {saved && (
        <p>
          Paying with {saved.brand} ending in {saved.last4}. Enter a card below to use another.
        </p>
      )}
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
