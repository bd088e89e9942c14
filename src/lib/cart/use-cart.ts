// The cart an island shows: the store's once the browser has read the page's cart, the server's props before that
// (during server rendering), so the first render in the browser matches the HTML.
import { useStore } from '@nanostores/react';
import { $cart, $cartReady } from './store';
import type { Cart } from './types';

export function useCart(initial: Cart | null): Cart | null {
  const cart = useStore($cart);
  const ready = useStore($cartReady);
  return ready ? cart : initial;
}
