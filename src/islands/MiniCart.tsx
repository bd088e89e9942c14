// The mini cart in the header (spec 000 §2): beside the link to /cart with the item count (Header.astro, kept in step
// by the cart store), a button that opens a panel with each line's picture, title and quantity, the subtotal, on the
// consumer site the small free-shipping tracker, and the ways on: Checkout (the cart page's Proceed to Checkout) and
// View cart.
import { useEffect, useId, useRef, useState } from 'react';
import { useCart } from '../lib/cart/use-cart';
import type { CartIslandProps } from '../lib/cart/island-props';
import { isAttested } from '../lib/cart/attestation';
import { formatMoney } from '../lib/site/money';
import CheckoutLink from './parts/CheckoutLink';
import EmptyCart from './parts/EmptyCart';
import FreeShippingTracker from './parts/FreeShippingTracker';
import StoreImage from './parts/StoreImage';

function MiniCart(props: CartIslandProps) {
  const { staff } = props;
  const cart = useCart(props.initialCart);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const count = cart?.totalQuantity ?? 0;

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      const root = toggle.current?.closest('.mini-cart');
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !root?.contains(event.target as Node))
        setOpen(false);
    };
    document.addEventListener('keydown', close);
    document.addEventListener('click', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('click', close);
    };
  }, [open]);

  return (
    <>
      <button
        ref={toggle}
        type="button"
        className="mini-cart-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <span aria-hidden="true">▾</span>
        <span className="visually-hidden">Show cart summary</span>
      </button>
      <div id={panelId} className="mini-cart-panel" hidden={!open}>
        {cart && cart.lineItems.length > 0 ? (
          <>
            <ul className="mini-cart-lines">
              {cart.lineItems.map((line) => (
                <li key={line.id}>
                  {line.variant.image ? (
                    <StoreImage
                      src={line.variant.image.url}
                      alt={line.variant.image.alt || line.product.title}
                      width={56}
                      height={56}
                      loading="lazy"
                    />
                  ) : (
                    <span className="mini-cart-no-image" aria-hidden="true" />
                  )}
                  <span className="mini-cart-line-text">
                    <a className="mini-cart-line-title" href={`/products/${line.product.handle}`}>
                      {line.product.title}
                    </a>
                    <span className="mini-cart-line-meta">
                      {line.variant.title}
                      {line.sellingPlanAllocation ? ' · Autoship' : ''} · Qty {line.quantity}
                    </span>
                  </span>
                  <span className="mini-cart-line-price">{formatMoney(line.cost.subtotalAmount)}</span>
                </li>
              ))}
            </ul>
            <p className="mini-cart-subtotal">
              <span>
                Subtotal ({count} {count === 1 ? 'item' : 'items'})
              </span>
              <strong data-testid="mini-cart-subtotal">{formatMoney(cart.cost.subtotalAmount)}</strong>
            </p>
            {!staff && (
              <FreeShippingTracker
                cart={cart}
                minimum={props.freeShippingMinimum}
                excludedType={props.excludedType}
                layout="small"
              />
            )}
            {staff && !isAttested(cart.attributes) && (
              <p className="tracker-note">Confirm the statement on the cart page to check out.</p>
            )}
            <div className="mini-cart-buttons">
              <a className="button secondary" href="/cart">
                View cart
              </a>
              {/* Clinic staff confirm the attestation on the cart page before checking out. */}
              {staff && !isAttested(cart.attributes) ? null : (
                <CheckoutLink cart={cart} signedIn={props.signedIn} freeTrialConsent={props.freeTrialConsent}>
                  Checkout
                </CheckoutLink>
              )}
            </div>
          </>
        ) : (
          <EmptyCart />
        )}
      </div>
    </>
  );
}

// Drawn on the server from its props alone (src/lib/site/island-render.ts keeps what it draws by them).
export default MiniCart;
