// Buy again (issue 42 §4): one press puts a past order's lines into the cart (the cart store's buyAgain, which also
// brings the header's count up to date), then says what happened: how many items went in, with the way to the cart,
// and a line for each item that did not and why. A refusal (nothing went in) is an alert.
import { useEffect, useRef, useState } from 'react';
import { buyAgain, type BuyAgainResult } from '../../lib/cart/store';
import { useHydrated } from '../parts/use-hydrated';
import '../../styles/buy-again.css';

type Props = { orderId: string; orderName: string };

const items = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

export default function BuyAgainButton({ orderId, orderName }: Props) {
  const ready = useHydrated();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<BuyAgainResult | null>(null);
  const said = useRef<HTMLDivElement>(null);

  // What went in takes the focus once shown, so it is read out and the way to the cart is the next stop.
  useEffect(() => {
    if (result?.ok) said.current?.focus();
  }, [result]);

  async function press() {
    setBusy(true);
    setResult(null);
    try {
      setResult(await buyAgain(orderId));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="buy-again">
      <button
        type="button"
        className="button secondary buy-again-button"
        onClick={press}
        disabled={!ready || busy}
        aria-busy={busy}
      >
        {busy ? 'Adding…' : 'Buy again'}
        <span className="visually-hidden"> order {orderName}</span>
      </button>
      {result?.ok && (
        <div className="buy-again-result" role="status" tabIndex={-1} ref={said}>
          <p>
            {items(result.added)} added to your cart. <a href="/cart">View cart</a>
          </p>
          {result.notAdded.length > 0 && <NotAdded reasons={result.notAdded} />}
        </div>
      )}
      {result && !result.ok && (
        <div className="buy-again-result refused" role="alert">
          <p>{result.message}</p>
          {result.reasons.length > 0 && <NotAdded reasons={result.reasons} />}
        </div>
      )}
    </div>
  );
}

function NotAdded({ reasons }: { reasons: string[] }) {
  return (
    <ul aria-label="Not added">
      {reasons.map((reason) => (
        <li key={reason}>{reason}</li>
      ))}
    </ul>
  );
}
