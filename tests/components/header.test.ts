// The site header (spec 000 §9): the shop's mark and name, the search form, the account links, the cart link with its
// count, and the phone menu's drawer head. Rendered whole, with its two islands.
import { describe, expect, it, vi } from 'vitest';
import Header from '../../src/components/Header.astro';
import type { Cart } from '../../src/lib/cart/types';
import { render } from './render';

// The free-shipping tracker's settings come from the database.
vi.mock('../../src/lib/cart/page.server', () => ({
  trackerSettings: () => Promise.resolve({ freeShippingMinimum: 49, excludedType: 'Treats' }),
}));

const SHOPPER = { kind: 'customer', id: 'u1' } as unknown as App.Locals['user'];

const header = ({
  site = 'DTC',
  user = null,
  path = '/',
  cart = null,
}: Partial<App.Locals> & { path?: string; cart?: Cart | null } = {}): Promise<string> =>
  render(Header, { nav: [], shelf: { site, prescriptionDiet: false }, cart }, { locals: { site, user }, path });

const cartOf = (totalQuantity: number) => ({ totalQuantity, lineItems: [] }) as unknown as Cart;

describe('Header', () => {
  it('names the shop and what its search looks through, and keeps the searched words in the field', async () => {
    const consumer = await header();
    expect(consumer).toContain('<span class="brand-name">Hill&#39;s Pet Shop</span>');
    expect(consumer).toContain('Search pet food</label>');
    expect(await header({ site: 'HPSF' })).toContain('Search the catalog</label>');
    const searched = await header({ path: `/search?search=${encodeURIComponent('chicken & "rice" <b>')}` });
    // Inside a quoted attribute only the ampersand and the quote need escaping; a `<` there starts no tag.
    expect(searched).toContain('value="chicken &#38; &#34;rice&#34; <b>"');
  });

  it('offers Log In to a guest, and the account and Log Out to someone signed in', async () => {
    const guest = await header();
    expect(guest).toContain('<a href="/shelter/login">Log In</a>');
    expect(guest).not.toContain('Log Out');
    const signedIn = await header({ user: SHOPPER });
    expect(signedIn).toContain('<a href="/account/dashboard">My Account</a>');
    expect(signedIn).toContain('<form method="post" action="/logout">');
    expect(signedIn).not.toContain('Log In');
  });

  it('says how many items the cart holds', async () => {
    expect(await header()).toContain('aria-label="Cart, 0 items"');
    expect(await header({ cart: cartOf(1) })).toContain('aria-label="Cart, 1 item"');
    const three = await header({ cart: cartOf(3) });
    expect(three).toContain('aria-label="Cart, 3 items"');
    expect(three).toContain('data-testid="mini-cart-count" aria-hidden="true">3</span>');
  });

  it('holds the paw mark and the phone menu’s drawer head', async () => {
    const html = await header();
    expect(html).toContain('viewBox="0 0 32 32" width="36" height="36"');
    expect(html).toContain('<p class="drawer-title">Menu</p>');
    expect(html).toContain('data-drawer-close aria-label="Close menu"');
    expect(html).toContain('<nav class="main-nav" aria-label="Main">');
  });
});
