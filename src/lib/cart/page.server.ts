// The cart of the request being rendered, read once per request however many components ask, and the settings the
// cart islands need from the server.
import { jsonForScript } from '../site/script-json';
import type { AstroGlobal } from 'astro';
import { getGlobals } from '../content/content.server';
import { freeShippingMinimum } from '../content/globals';
import { getDb } from '../db/instance.server';
import { cartSettings } from '../site/config.server';
import { errorMessage, log } from '../site/log';
import { getCart } from './cart.server';
import { cartContext } from './context.server';
import type { Cart } from './types';

type Read = { cart: Cart | null; failed: boolean };
const carts = new WeakMap<Request, Promise<Read>>();

/**
 * Whether the page is rendered without the cart, for the browser to fetch it after load: a page kept for every guest
 * (the shared page cache) shows no one's cart, and the browser that holds one (the `has_cart` hint) fetches it.
 */
export const cartFetchedAfterLoad = (astro: AstroGlobal): boolean =>
  astro.locals.sameForEveryGuest && astro.locals.user === null && !astro.locals.preview;

/** The header's count is never worth failing a page for, so a failed read answers no cart and is logged. */
export function requestCart(astro: AstroGlobal): Promise<Cart | null> {
  return readOnce(astro).then((read) => read.cart);
}

/** For the pages whose subject is the cart: a failed read is a fault, not an empty cart. */
export async function requestCartOrFail(astro: AstroGlobal): Promise<Cart | null> {
  const read = await readOnce(astro);
  if (read.failed) throw new Error('The cart could not be read');
  return read.cart;
}

function readOnce(astro: AstroGlobal): Promise<Read> {
  let cart = carts.get(astro.request);
  if (!cart) {
    const context = cartContext(astro);
    const id = context.cookieCartIds[0];
    cart = id
      ? getDb()
          .then((db) => getCart(db, context, id))
          .then((a) => ({ cart: a.cart, failed: false }))
          .catch((error: unknown) => {
            log('error', 'cart could not be read for the page', { error: errorMessage(error) });
            return { cart: null, failed: true };
          })
      : Promise.resolve({ cart: null, failed: false });
    carts.set(astro.request, cart);
  }
  return cart;
}

/** The free-shipping minimum (globals, 50 when absent) and the product type that does not count toward it. */
export async function trackerSettings(
  site: AstroGlobal['locals']['site'],
): Promise<{ freeShippingMinimum: number; excludedType: string | null }> {
  const globals = await getDb()
    .then((db) => getGlobals(db, site, ['free_shipping_minimum']))
    .catch((error: unknown) => {
      log('error', 'free-shipping minimum could not be read', { error: errorMessage(error) });
      return {};
    });
  return { freeShippingMinimum: freeShippingMinimum(globals), excludedType: cartSettings().freeShippingExcludedType };
}

/** The cart as JSON safe to put inside a <script> element. */
export const cartStateJson = (cart: Cart | null): string => jsonForScript(cart);
