// The free-shipping tracker (spec 001 §4, §9): the earned message with a check icon, or the dollars left, over a bar
// 8 px high in the full layout and 6 px in the small one.
import {
  FREE_SHIPPING_EARNED,
  freeShippingProgress,
  remainingMessage,
  TRACKER_BAR_HEIGHT,
} from '../../lib/cart/free-shipping';
import { cents } from '../../lib/site/money';
import type { Cart } from '../../lib/cart/types';

type Props = { cart: Cart | null; minimum: number; excludedType: string | null; layout: 'full' | 'small' };

export default function FreeShippingTracker({ cart, minimum, excludedType, layout }: Props) {
  const lines = (cart?.lineItems ?? []).map((l) => ({
    productType: l.product.productType,
    subtotalCents: cents(l.cost.subtotalAmount),
  }));
  const progress = freeShippingProgress(lines, minimum, excludedType);
  return (
    <div className={`tracker tracker--${layout}`} data-testid="free-shipping-tracker">
      <p className="tracker-message" aria-live="polite">
        {progress.earned ? (
          <>
            <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16" className="tracker-check">
              <path d="M6.2 11.4 2.8 8l-1.1 1.1 4.5 4.5 8.1-8.1-1.1-1.1z" fill="currentColor" />
            </svg>
            {FREE_SHIPPING_EARNED}
          </>
        ) : (
          remainingMessage(progress.remainingCents)
        )}
      </p>
      <div
        className="tracker-bar"
        style={{ height: TRACKER_BAR_HEIGHT[layout] }}
        role="progressbar"
        aria-label="Progress toward free shipping"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(progress.percent)}
      >
        <span style={{ width: `${progress.percent}%` }} />
      </div>
      {layout === 'full' && excludedType && (
        <p className="tracker-note">{excludedType} do not count toward free shipping.</p>
      )}
    </div>
  );
}
