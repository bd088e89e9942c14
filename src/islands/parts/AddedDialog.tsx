// The add-to-cart dialog (spec 000 §2, §4 "Add to cart", §9): Continue Shopping closes it, Go to Cart goes to /cart,
// Remove takes the line back out (quantity 0) and reports removeFromCart. It stays hidden for the first 750 ms after
// mounting and, when given a delay, closes by itself (default 0: it stays open). However it closes, focus goes back to
// the control that opened it: the browser would return it to <body>, as that control was disabled while it added.
import { useEffect, useRef, useState, type RefObject } from 'react';
import { cartEvent, lineAnalyticsItem, pushEvent } from '../../lib/analytics/items';
import { addedDialogTimes, AUTO_HIDE_DEFAULT_MS } from '../../lib/cart/added-dialog';
import { updateVariant } from '../../lib/cart/store';
import type { LineItem } from '../../lib/cart/types';
import { formatMoney } from '../../lib/site/money';
import StoreImage from './StoreImage';

type Props = {
  line: LineItem | null;
  added: number;
  showPrice: boolean;
  autoHideMs?: number;
  onClose: () => void;
  /** The control that opened the dialog, focused again when it closes. */
  opener: RefObject<HTMLElement | null>;
};

export default function AddedDialog({
  line,
  added,
  showPrice,
  autoHideMs = AUTO_HIDE_DEFAULT_MS,
  onClose,
  opener,
}: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const mountedAt = useRef(Date.now());
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);

  useEffect(() => {
    const element = dialog.current;
    if (!line || !element) return;
    const { openIn, closeIn } = addedDialogTimes(mountedAt.current, Date.now(), autoHideMs);
    const show = setTimeout(() => element.open || element.showModal(), openIn);
    const hide = closeIn === null ? undefined : setTimeout(() => element.close(), closeIn);
    return () => {
      clearTimeout(show);
      if (hide) clearTimeout(hide);
    };
  }, [line, autoHideMs]);

  async function remove() {
    if (!line) return;
    setRemoving(true);
    const result = await updateVariant(line.id, 0);
    setRemoving(false);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    pushEvent(cartEvent('removeFromCart', [lineAnalyticsItem(line, line.quantity)]));
    dialog.current?.close();
  }

  return (
    <dialog
      ref={dialog}
      className="added-dialog"
      aria-labelledby="added-dialog-title"
      onClose={() => {
        setError(null);
        opener.current?.focus();
        onClose();
      }}
    >
      {line && (
        <>
          <h2 id="added-dialog-title">Added to your cart</h2>
          <div className="added-line">
            {line.variant.image && <StoreImage src={line.variant.image.url} alt="" width={72} height={72} />}
            <div>
              <p className="added-title">{line.product.title}</p>
              <p className="added-meta">
                {line.variant.title} ·{' '}
                {line.sellingPlanAllocation
                  ? `Autoship, ${line.sellingPlanAllocation.sellingPlan.name.toLowerCase()}`
                  : 'Single Purchase'}
              </p>
              <p className="added-meta">
                Added {added} · {line.quantity} in cart{showPrice && ` · ${formatMoney(line.cost.subtotalAmount)}`}
              </p>
            </div>
          </div>
          {error && (
            <p className="form-error" role="alert">
              {error}
            </p>
          )}
          <div className="added-actions">
            <button type="button" className="button secondary" onClick={() => dialog.current?.close()}>
              Continue Shopping
            </button>
            <a className="button" href="/cart">
              Go to Cart
            </a>
            <button type="button" className="link-button" onClick={remove} disabled={removing} aria-busy={removing}>
              Remove
            </button>
          </div>
        </>
      )}
    </dialog>
  );
}
