// The cart an island shows: the store's once the browser has read the page's cart, the server's props while the
// island is rendered on the server and while it hydrates, so the first render in the browser matches the HTML even when
// the island hydrates late (the header's mini cart waits for the shopper) and the cart has changed meanwhile; React
// then renders the store's cart.
import { useSyncExternalStore } from 'react';
import { $cart, $cartReady } from './store';
import type { Cart } from './types';

export function useCart(initial: Cart | null): Cart | null {
  return useSyncExternalStore(
    (changed) => $cart.listen(changed),
    () => ($cartReady.get() ? $cart.get() : initial),
    () => initial,
  );
}
