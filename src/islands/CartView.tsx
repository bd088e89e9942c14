// The cart page (spec 000 §2 Cart page; spec 001 §2, §4): the lines, the Order Summary, the free-shipping tracker
// (consumers), the cart weight (staff), the attestation clinic staff confirm before checkout, Continue Shopping and Proceed
// to Checkout, which sends a guest with an autoship line to sign in first when free-trial consent is on.
import { useStore } from '@nanostores/react';
import { useState, type ReactNode } from 'react';
import { MAX_CART_QUANTITY, TOTAL_LIMIT_MESSAGE } from '../lib/cart/limits';
import { $cartLoading, setCartAttributes } from '../lib/cart/store';
import type { CartIslandProps } from '../lib/cart/island-props';
import { useCart } from '../lib/cart/use-cart';
import { cartPounds, showsCartWeight } from '../lib/cart/weight';
import { formatWeight } from '../lib/catalog/units';
import CartLineRow from './parts/CartLineRow';
import CheckoutLink from './parts/CheckoutLink';
import EmptyCart from './parts/EmptyCart';
import FreeShippingTracker from './parts/FreeShippingTracker';
import OrderSummary from './parts/OrderSummary';
import { useHydrated } from './parts/use-hydrated';
import { ATTESTATION_KEY, ATTESTATION_TEXT, isAttested } from '../lib/cart/attestation';

type Props = CartIslandProps & {
  /** What the page puts beside the Order Summary: the giving widget, an island of its own. */
  children?: ReactNode;
};

export default function CartView({
  initialCart,
  freeShippingMinimum,
  excludedType,
  staff,
  signedIn,
  freeTrialConsent,
  children,
}: Props) {
  const cart = useCart(initialCart);
  const hydrated = useHydrated();
  // Until the island works, a change to a line or the attestation would be undone: the controls wait for it.
  const busy = useStore($cartLoading) || !hydrated;
  const [attestationError, setAttestationError] = useState<string | null>(null);
  // The box follows the click at once; the server's answer confirms it or puts it back.
  const [attesting, setAttesting] = useState<boolean | null>(null);
  if (!cart || cart.lineItems.length === 0) {
    return (
      <div className="cart-empty">
        <EmptyCart />
      </div>
    );
  }
  const confirmed = isAttested(cart.attributes);
  const pounds = cartPounds(cart.lineItems);
  const attested = attesting ?? confirmed;
  const blocked = staff && (attesting !== null || !confirmed);

  async function attest(checked: boolean) {
    const others = cart?.attributes.filter((a) => a.key !== ATTESTATION_KEY) ?? [];
    setAttesting(checked);
    const result = await setCartAttributes([...others, { key: ATTESTATION_KEY, value: String(checked) }]);
    setAttesting(null);
    setAttestationError(result.ok ? null : result.message);
  }

  return (
    <div className="cart-layout">
      <section aria-label="Items in your cart">
        {!staff && (
          <FreeShippingTracker cart={cart} minimum={freeShippingMinimum} excludedType={excludedType} layout="full" />
        )}
        {/* Why every + is off once the cart is full (spec 000 §5); always there, so screen readers hear it arrive. */}
        <p className="limit-notice" role="status">
          {cart.totalQuantity >= MAX_CART_QUANTITY ? TOTAL_LIMIT_MESSAGE : ''}
        </p>
        <ul className="cart-lines">
          {cart.lineItems.map((line) => (
            <CartLineRow key={line.id} line={line} cartQuantity={cart.totalQuantity} busy={busy} />
          ))}
        </ul>
        {showsCartWeight(staff, pounds) && (
          <p className="cart-weight" data-testid="cart-weight">
            Cart weight: {formatWeight(pounds, 'lbs')}
          </p>
        )}
      </section>
      <div className="cart-side">
        <OrderSummary cart={cart} staff={staff} busy={busy} />
        {children}
        {staff && (
          <div className="attestation">
            <label>
              <input
                type="checkbox"
                checked={attested}
                disabled={!hydrated || attesting !== null}
                onChange={(event) => attest(event.target.checked)}
              />{' '}
              {ATTESTATION_TEXT}
            </label>
            {attestationError && (
              <p className="form-error" role="alert">
                {attestationError}
              </p>
            )}
          </div>
        )}
        <div className="cart-buttons">
          <a className="button secondary" href="/products">
            Continue Shopping
          </a>
          {blocked ? (
            <button type="button" className="button" disabled>
              Proceed to Checkout
            </button>
          ) : (
            <CheckoutLink cart={cart} signedIn={signedIn} freeTrialConsent={freeTrialConsent}>
              Proceed to Checkout
            </CheckoutLink>
          )}
        </div>
        {blocked && <p className="summary-note">Confirm the statement above to proceed to checkout.</p>}
      </div>
    </div>
  );
}
