// Puts the giving tracking id on the shopper's cart as `tracking_id`, for the checkout to read; once per cart and id,
// so a cart that will not take it is not asked again and again. The shopper did not ask for it, so it is written in
// the background and never disables the cart page's buttons while a shopper presses them.
import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { $cart, setCartAttributes } from '../../lib/cart/store';
import { withTrackingId } from '../../lib/giving/cart-attribute';

export function useTrackingAttribute(trackingId: string | null): void {
  const cart = useStore($cart);
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (!trackingId || !cart) return;
    const attributes = withTrackingId(cart.attributes, trackingId);
    const key = `${cart.id}:${trackingId}`;
    if (!attributes || asked.current === key) return;
    asked.current = key;
    void setCartAttributes(attributes, true);
  }, [cart, trackingId]);
}
