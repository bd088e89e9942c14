// The cart cookies of spec 000 §4 "Cart": `col_cart_id` for a signed-in customer, `guest_col_cart_id` for a guest.
// HttpOnly, SameSite=Lax, Secure when the shop is served over https (DESIGN §5). They hold only the cart id.
// Beside them, `has_cart` tells the page's script that the browser holds a cart, without saying which: a page from the
// shared cache is drawn with no cart, and the browser that has one fetches it after load (page.server.ts).
import type { AstroCookies } from 'astro';

export const CART_COOKIE = 'col_cart_id';
export const GUEST_CART_COOKIE = 'guest_col_cart_id';
export const CART_HINT_COOKIE = 'has_cart';
const NAMES = [CART_COOKIE, GUEST_CART_COOKIE] as const;
const CART_ID = /^[A-Za-z0-9_-]{16,64}$/;
const THIRTY_DAYS = 60 * 60 * 24 * 30;

/** Whether a cookie's value can be a cart id: the browser writes cookies, so anything else is looked up nowhere. */
export const isCartId = (value: string): boolean => CART_ID.test(value);

/** The well-formed cart ids the browser holds, customer cookie first. */
export function cookieCartIds(cookies: AstroCookies): string[] {
  return NAMES.flatMap((name) => {
    const value = cookies.get(name)?.value;
    return value && isCartId(value) ? [value] : [];
  });
}

export function setCartCookie(cookies: AstroCookies, cartId: string, signedIn: boolean, secure: boolean): void {
  cookies.set(signedIn ? CART_COOKIE : GUEST_CART_COOKIE, cartId, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: THIRTY_DAYS,
  });
  setCartHint(cookies, secure);
}

/** The readable hint that the browser holds a cart; it lives as long as the cart cookie it stands for. */
export function setCartHint(cookies: AstroCookies, secure: boolean): void {
  cookies.set(CART_HINT_COOKIE, '1', { path: '/', httpOnly: false, sameSite: 'lax', secure, maxAge: THIRTY_DAYS });
}

/**
 * Forgets a cart: whichever cookie holds its id is removed, and the hint with it. Should the browser still hold the
 * other cart cookie, its next page sets the hint again (the middleware).
 */
export function clearCartCookie(cookies: AstroCookies, cartId: string, secure: boolean): void {
  let cleared = false;
  for (const name of NAMES) {
    if (cookies.get(name)?.value !== cartId) continue;
    cookies.delete(name, { path: '/', httpOnly: true, sameSite: 'lax', secure });
    cleared = true;
  }
  if (cleared) clearCartHint(cookies, secure);
}

export function clearCartHint(cookies: AstroCookies, secure: boolean): void {
  cookies.delete(CART_HINT_COOKIE, { path: '/', httpOnly: false, sameSite: 'lax', secure });
}
