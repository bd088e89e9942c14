// Checkout, step 4: place the order. The attempt token of this page goes with every try, so a double click or a
// retry after a timeout makes one order.
import { useState } from 'react';
import { postStep, problemText, type StepReply } from '../lib/checkout/client';
import { shopperMessage } from '../lib/site/api-client';
import { useSubmission } from './parts/use-submission';

type Props = { attemptToken: string; expectedTotal: string; expectedLines: string; total: string };

export default function CheckoutReview({ attemptToken, expectedTotal, expectedLines, total }: Props) {
  const { busy, error, setError, ready, run } = useSubmission(shopperMessage);
  const [placing, setPlacing] = useState(false);

  const place = () => {
    if (placing) return;
    setPlacing(true);
    void run(async () => {
      const answer = await postStep<StepReply & { order: { id: string; name: string } | null }>('place-order', {
        attemptToken,
        expectedTotal,
        expectedLines,
      });
      if (answer.order && answer.next) return window.location.assign(answer.next);
      setError(problemText(answer.userErrors));
    }).finally(() => setPlacing(false));
  };

  return (
    <div className="checkout-form">
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <p className="checkout-actions">
        <button type="button" className="button place-order" disabled={!ready || busy} aria-busy={busy} onClick={place}>
          {busy ? 'Placing your order…' : `Place Order · ${total}`}
        </button>
        <a href="/checkout/payment">Back to payment</a>
      </p>
    </div>
  );
}
