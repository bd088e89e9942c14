// A cart endpoint: parse the body, build the request's cart context, call the service, and keep the cart cookie in
// step with the answer (set on create, cleared when the cart is emptied, with the customer's saved cart id).
import type { APIContext } from 'astro';
import type { z } from 'zod/v4';
import { getDb } from '../db/instance.server';
import { postEndpoint, type Result } from './endpoint';
import { secureCookies } from '../site/config.server';
import { deleteMetafield, PERSISTED_CART } from '../account/metafields.server';
import { getCart, type CartContext, type ServiceAnswer } from '../cart/cart.server';
import { cartContext } from '../cart/context.server';
import { clearCartCookie, clearCartHint, cookieCartIds, setCartCookie } from '../cart/cookies.server';

type Db = Awaited<ReturnType<typeof getDb>>;

export function cartEndpoint<S extends z.ZodObject>(
  schema: S,
  call: (db: Db, context: CartContext, input: z.output<S>) => Promise<ServiceAnswer>,
) {
  return postEndpoint(schema, async (input, request: APIContext) => {
    const db = await getDb();
    return cartAnswer(db, request, await call(db, cartContext(request), input));
  });
}

/** A cart service's answer, with the cart cookie kept in step with it (set on create, cleared when emptied). */
export async function cartAnswer(db: Db, request: APIContext, { cookie, ...answer }: ServiceAnswer): Promise<Result> {
  const secure = secureCookies(request.url);
  if (cookie && 'set' in cookie) setCartCookie(request.cookies, cookie.set, request.locals.user !== null, secure);
  if (cookie && 'clear' in cookie) {
    clearCartCookie(request.cookies, cookie.clear, secure);
    // Removing the last item also forgets the customer's saved cart (spec 000 §4 "Cart").
    if (request.locals.user) await deleteMetafield(db, request.locals.user.id, PERSISTED_CART);
  }
  return answer;
}

/**
 * GET current-cart: the cart the browser's cookie holds, or `cart: null` (never an error: the browser asked for no
 * cart in particular). A cookie whose cart is gone (ordered, emptied elsewhere, expired) is cleared, and so is the
 * hint beside it, so the browser stops asking.
 */
export async function currentCart(request: APIContext): Promise<Result> {
  const secure = secureCookies(request.url);
  const cartId = cookieCartIds(request.cookies)[0];
  const cart = cartId ? (await getCart(await getDb(), cartContext(request), cartId)).cart : null;
  if (cart) return { cart, userErrors: [], warnings: [] };
  if (cartId)
    clearCartCookie(request.cookies, cartId, secure); // and the hint with it
  else clearCartHint(request.cookies, secure);
  return { cart: null, userErrors: [], warnings: [] };
}
