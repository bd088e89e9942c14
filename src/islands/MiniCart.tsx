// The mini cart in the header (spec 000 §2): the link to /cart with the item count, and a panel with the lines and,
// on the consumer site, the small free-shipping tracker.
import { useEffect, useId, useRef, useState } from 'react';
import { useCart } from '../lib/cart/use-cart';
import type { Cart } from '../lib/cart/types';
import { formatMoney } from '../lib/site/money';
import FreeShippingTracker from './parts/FreeShippingTracker';

type Props = { initialCart: Cart | null; freeShippingMinimum: number; excludedType: string | null; staff: boolean };

export default function MiniCart({ initialCart, freeShippingMinimum, excludedType, staff }: Props) {
  const cart = useCart(initialCart);
  const [open, setOpen] = useState(false);
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const count = cart?.totalQuantity ?? 0;

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !root.current?.contains(event.target as Node))
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
    <div className="mini-cart" ref={root}>
      <a href="/cart" className="mini-cart-link" aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}>
        Cart{' '}
        <span className="mini-cart-count" data-testid="mini-cart-count" aria-hidden="true">
          {count}
        </span>
      </a>
      <button
        type="button"
        className="mini-cart-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        disabled={!ready}
        onClick={() => setOpen(!open)}
      >
        <span aria-hidden="true">▾</span>
        <span className="visually-hidden">Show cart summary</span>
      </button>
      <div id={panelId} className="mini-cart-panel" hidden={!open}>
        {cart && cart.lineItems.length > 0 ? (
          <>
            <ul>
              {cart.lineItems.map((line) => (
                <li key={line.id}>
                  <span>
                    {line.quantity} × {line.product.title}
                    {line.sellingPlanAllocation ? ' (Autoship)' : ''}
                  </span>
                  <span>{formatMoney(line.cost.subtotalAmount)}</span>
                </li>
              ))}
            </ul>
            {!staff && (
              <FreeShippingTracker
                cart={cart}
                minimum={freeShippingMinimum}
                excludedType={excludedType}
                layout="small"
              />
            )}
          </>
        ) : (
          <p>Your cart is empty.</p>
        )}
        <p>
          <a className="button" href="/cart">
            View Cart
          </a>
        </p>
      </div>
    </div>
  );
}
