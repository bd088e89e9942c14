// The cart at sign-in and registration (spec 000 §4 "Cart": merged at login, kept in the persisted-cart metafield):
// the guest's cart joins the customer's (the cart service), the cookie moves to col_cart_id, and the customer's
// cart id is remembered (the account's metafield). Account and cart stay unaware of each other; this joins them.
import type { APIContext } from 'astro';
import type { SessionUser } from '../account/accounts.server';
import { getMetafield, PERSISTED_CART, setMetafield } from '../account/metafields.server';
import { claimCartAtSignIn } from '../cart/cart.server';
import { GUEST_CART_COOKIE, isCartId, setCartCookie } from '../cart/cookies.server';
import { getDb } from '../db/instance.server';
import { secureCookies } from '../site/config.server';

export async function handOverCart(
  context: Pick<APIContext, 'cookies' | 'locals' | 'url'>,
  user: SessionUser,
): Promise<void> {
  const db = await getDb();
  const held = context.cookies.get(GUEST_CART_COOKIE)?.value ?? null;
  // Only a well-formed id is looked up (PostgreSQL fails a query whose text holds a NUL, which a cookie can).
  const guest = held && isCartId(held) ? held : null;
  const saved = await getMetafield(db, user.id, PERSISTED_CART);
  const cartId = await claimCartAtSignIn(db, context.locals.site, user.id, guest, saved);
  if (held) context.cookies.delete(GUEST_CART_COOKIE, { path: '/' });
  if (!cartId) return;
  setCartCookie(context.cookies, cartId, true, secureCookies(context.url));
  if (cartId !== saved) await setMetafield(db, user.id, PERSISTED_CART, cartId);
}
