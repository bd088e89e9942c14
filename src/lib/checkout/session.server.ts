// The checkout of the request: found by the checkout cookie, only for whoever it belongs to, with the cart it is for.
import type { APIContext, AstroGlobal } from 'astro';
import type { Db } from '../db/connect.server';
import { getDb } from '../db/instance.server';
import { getCart } from '../cart/cart.server';
import { cartContext } from '../cart/context.server';
import { cookieCartIds } from '../cart/cookies.server';
import { AUTOSHIP_LOGIN_PATH, checkoutDestination } from '../cart/checkout-route';
import { features, secureCookies } from '../site/config.server';
import { derivedKey } from '../site/keys.server';
import { isStaffSite } from '../site/site';
import { STAFF_REGISTRATION_PATH } from '../site/paths';
import { mayOrderOnStaffSite, shelfFor } from '../account/rules';
import { lineOffShelf } from '../cart/shelf-lines';
import { PRESCRIPTION_DIET_REFUSAL } from '../catalog/shelf';
import { signInLocation } from '../site/navigation-guard';
import {
  CHECKOUT_COOKIE,
  CHECKOUT_LIFETIME_MS,
  findCheckout,
  openCheckout,
  type Asker,
  type Checkout,
} from './checkouts.server';
import { checkoutToken, readCheckoutToken } from './link';
import { checkoutView, type CheckoutView } from './view.server';

export type RequestLike = Pick<APIContext | AstroGlobal, 'cookies' | 'locals' | 'request' | 'url'>;

export const askerOf = (r: RequestLike): Asker => ({
  userId: r.locals.user?.id ?? null,
  cookieCartIds: cookieCartIds(r.cookies),
});

export function setCheckoutCookie(r: RequestLike, id: string): void {
  r.cookies.set(CHECKOUT_COOKIE, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookies(r.url),
    maxAge: CHECKOUT_LIFETIME_MS / 1000,
  });
}

export type RequestCheckout = { db: Db; checkout: Checkout; view: CheckoutView | null };

/** The asker's checkout; `view` is null once its order is placed or when its cart is gone. */
export async function requestCheckout(r: RequestLike): Promise<RequestCheckout | null> {
  const db = await getDb();
  const checkout = await findCheckout(db, r.cookies.get(CHECKOUT_COOKIE)?.value, askerOf(r));
  if (!checkout) return null;
  if (isStaffSite(r.locals.site) && !mayOrderOnStaffSite(r.locals.user)) return null;
  if (checkout.orderId) return { db, checkout, view: null };
  const { cart } = await getCart(db, cartContext(r), checkout.cartId);
  if (!cart || cart.lineItems.length === 0) return { db, checkout, view: null };
  return { db, checkout, view: await checkoutView(db, checkout, cart, r.locals.user, r.locals.site) };
}

const LINK_KEY = 'checkout-link';

/**
 * Opens (or finds) the checkout of the asker's cart and answers the signed link into it — or the sign-in page for a
 * guest on the staff site, or for a guest with autoship lines while the free-trial-consent flag is on (spec 001 §4).
 */
export async function startCheckout(
  r: RequestLike,
  email: string | null,
): Promise<{ url: string } | { error: string }> {
  const db = await getDb();
  const context = cartContext(r);
  const user = r.locals.user;
  let cart = null;
  for (const id of context.cookieCartIds) {
    const found = (await getCart(db, context, id)).cart;
    if (found && found.lineItems.length > 0) {
      cart = found;
      break;
    }
  }
  if (!cart) return { error: 'There is nothing in your cart to check out.' };
  // The staff feeding program sells to its signed-in members only: a guest signs in first and comes back here.
  if (isStaffSite(r.locals.site) && !user) return { url: signInLocation('/checkout') };
  // …and a staff member who has not joined their clinic yet finishes registration first.
  if (isStaffSite(r.locals.site) && !mayOrderOnStaffSite(user)) return { url: STAFF_REGISTRATION_PATH };
  if (lineOffShelf(cart.lineItems, shelfFor(r.locals.site, user))) return { error: PRESCRIPTION_DIET_REFUSAL };
  const hasAutoship = cart.lineItems.some((l) => l.sellingPlanAllocation !== null);
  if (
    checkoutDestination({ signedIn: user !== null, hasAutoship, freeTrialConsent: features().freeTrialConsent }) ===
    AUTOSHIP_LOGIN_PATH
  )
    return { url: AUTOSHIP_LOGIN_PATH };
  const id = await openCheckout(db, {
    cartId: cart.id,
    site: r.locals.site,
    userId: user?.id ?? null,
    email: user?.email ?? email,
    acceptsMarketing: user?.acceptsMarketing ?? false,
    location: isStaffSite(r.locals.site) && user?.data.clinicAddress ? 'ship_to_work' : 'ship_to_home',
  });
  return { url: `/checkout?token=${checkoutToken(id, user?.id ?? null, Date.now(), derivedKey(LINK_KEY))}` };
}

/** Follows a checkout link: a good one for this asker sets the checkout cookie and answers true. */
export async function followCheckoutLink(r: RequestLike, token: string): Promise<boolean> {
  const claims = readCheckoutToken(token, derivedKey(LINK_KEY), Date.now());
  if (!claims || claims.userId !== (r.locals.user?.id ?? null)) return false;
  const checkout = await findCheckout(await getDb(), claims.checkoutId, askerOf(r));
  if (!checkout) return false;
  setCheckoutCookie(r, checkout.id);
  return true;
}
