// Checkout, step 2: how the order travels and what that costs, decided by the address (free over the minimum or to
// a clinic, a flat rate otherwise, $4 more to Alaska and Hawaii).
import { postStep, problemText } from '../lib/checkout/client';
import { useSubmission } from './parts/use-submission';
import StepActions from './parts/StepActions';

export default function CheckoutDelivery({
  method,
  cost,
  note,
}: {
  method: string;
  cost: string;
  note: string | null;
}) {
  const { busy, error, setError, ready, run } = useSubmission();
  const next = () =>
    run(async () => {
      const answer = await postStep('delivery', {});
      if (answer.userErrors.length > 0 || !answer.next) return setError(problemText(answer.userErrors));
      window.location.assign(answer.next);
    });
  return (
    <div className="checkout-form">
      <h2>Delivery</h2>
      <fieldset className="checkout-method">
        <legend>Shipping method</legend>
        <label>
          <input type="radio" name="method" value="standard" defaultChecked /> {method}: <strong>{cost}</strong>
        </label>
      </fieldset>
      {note && <p className="notice">{note}</p>}
      <StepActions
        error={error}
        ready={ready}
        busy={busy}
        label="Continue to payment"
        back={{ href: '/checkout/information', text: 'Back to information' }}
        onClick={() => void next()}
      />
    </div>
  );
}
