// The header's markup around its two islands (Header.astro): the Menu button, the shop's mark and name, the search
// form, the account links, the cart link with its count, and the phone menu's drawer head. A header was some fifty
// Astro elements rendered on every page; most of it is the same for every page of a site, so it is made once per site
// (and search, account state, count) and written as a string.
import { cartLinkLabel } from '../lib/cart/cart-count';
import { attributes, markup, type SafeHtml } from '../lib/site/html';
import { isStaffSite, SITE_NAMES, type SiteId } from '../lib/site/site';

/** The shop's paw mark, drawn inline (the favicon's drawing): a logo is vector art, not a photo to optimise. */
export const logoSvg = (size: number): SafeHtml =>
  markup`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="${size}" height="${size}" aria-hidden="true" focusable="false"><rect width="32" height="32" rx="6" fill="#0054A4"></rect><g fill="#fff"><ellipse cx="16" cy="21" rx="6" ry="5"></ellipse><circle cx="9" cy="13" r="2.6"></circle><circle cx="14" cy="9.5" r="2.6"></circle><circle cx="19" cy="9.5" r="2.6"></circle><circle cx="23" cy="13" r="2.6"></circle></g></svg>`;

/** The head of a phone drawer (src/lib/site/drawer.ts): its title and the close button the script listens to. */
export const drawerHeadHtml = (title: string, closeLabel: string): SafeHtml =>
  markup`<div class="drawer-head"><p class="drawer-title">${title}</p><button class="drawer-close" type="button" data-drawer-close${attributes(
    { 'aria-label': closeLabel },
  )}><svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false"><path d="M4 4l12 12M16 4L4 16" stroke="currentColor" stroke-width="2" stroke-linecap="round"></path></svg></button></div>`;

const MENU_BUTTON = markup`<button class="menu-button" type="button" aria-expanded="false" aria-controls="site-menu"><svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false"><path d="M2 4h16M2 10h16M2 16h16" stroke="currentColor" stroke-width="2" stroke-linecap="round"></path></svg> Menu</button>`;

const makeLead = (site: SiteId, search: string): SafeHtml =>
  markup`${MENU_BUTTON}<a class="brand" href="/">${logoSvg(36)}<span class="brand-name">${SITE_NAMES[site]}</span></a><form class="search" role="search" action="/search" method="get"><label for="site-search" class="visually-hidden">Search ${
    isStaffSite(site) ? 'the catalog' : 'pet food'
  }</label><input id="site-search" name="search" type="search"${attributes({ value: search })} placeholder="Search by food, flavor or SKU" autocomplete="off"><button class="button" type="submit">Search</button></form>`;

const leads = new Map<SiteId, SafeHtml>();

/** The Menu button, the shop's mark and name, and the search form holding `search` (a search page's words). */
export function headerLead(site: SiteId, search: string): SafeHtml {
  if (search !== '') return makeLead(site, search);
  let lead = leads.get(site);
  if (!lead) leads.set(site, (lead = makeLead(site, '')));
  return lead;
}

const SIGNED_IN = markup`<li><a href="/account/dashboard">My Account</a></li><li><form method="post" action="/logout"><button type="submit" class="link-button log-out">Log Out</button></form></li>`;
const SIGNED_OUT = markup`<li><a href="/shelter/login">Log In</a></li>`;

/** The account links before the cart: the account and Log Out, or Log In. */
export const accountLinks = (signedIn: boolean): SafeHtml => (signedIn ? SIGNED_IN : SIGNED_OUT);

/** The header's cart link with the count the page was rendered with (the browser paints the shopper's own). */
export const cartLinkHtml = (count: number): SafeHtml =>
  markup`<a href="/cart" class="mini-cart-link"${attributes({ 'aria-label': cartLinkLabel(count) })}>Cart <span class="mini-cart-count count-badge" data-testid="mini-cart-count" aria-hidden="true">${count}</span></a>`;
