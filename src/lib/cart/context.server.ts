// The cart context of one request: the site, who is asking (cookies, signed-in customer), where they are, and the
// configured discounts. Pages and endpoints build it the same way.
import type { APIContext, AstroGlobal } from 'astro';
import { requestLocation } from '../account/location.server';
import { getsProgramDiscount, shelfFor } from '../account/rules';
import { cartSettings, siteOrigin } from '../site/config.server';
import type { CartContext } from './cart.server';
import { CHECKOUT_PATH } from './checkout-route';
import { cookieCartIds } from './cookies.server';

type RequestLike = Pick<APIContext | AstroGlobal, 'cookies' | 'locals' | 'request' | 'url'>;

export function cartContext({ cookies, locals, request, url }: RequestLike): CartContext {
  const settings = cartSettings();
  return {
    site: locals.site,
    cookieCartIds: cookieCartIds(cookies),
    customerId: locals.user?.id ?? null,
    location: requestLocation(cookies, locals.user),
    prescriptionDiet: shelfFor(locals.site, locals.user).prescriptionDiet,
    // Every registered staff member gets the program discount (spec 001 §6), whatever their clinic's group.
    programPercent: getsProgramDiscount(locals.site, locals.user) ? settings.programDiscountPercent : 0,
    firstAutoshipPercent: settings.firstAutoshipPercent,
    checkoutUrl: `${siteOrigin(request, url)}${CHECKOUT_PATH}`,
  };
}
