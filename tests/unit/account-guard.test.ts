import { describe, expect, it } from 'vitest';
import { accountRedirect } from '../../src/lib/account/guard';
import { encodeRedirect } from '../../src/lib/site/navigation-guard';

const none = new URLSearchParams();
const consumer = { kind: 'consumer' as const, isRegistered: true };
const staff = { kind: 'staff' as const, isRegistered: true };
const newStaff = { kind: 'staff' as const, isRegistered: false };

describe('the account guard (spec 000 §2 Navigation guard, §6)', () => {
  it('leaves guests alone', () => {
    expect(accountRedirect('/shelter/login', none, null, 'DTC')).toBeNull();
  });

  it('sends a signed-in user away from login, register and forgot-password, to the redirect value or home', () => {
    expect(accountRedirect('/shelter/login', none, consumer, 'DTC')).toBe('/');
    expect(accountRedirect('/shelter/forgot-password', none, consumer, 'DTC')).toBe('/');
    expect(
      accountRedirect(
        '/shelter/login',
        new URLSearchParams({ redirect: encodeRedirect('/account/orders') }),
        consumer,
        'DTC',
      ),
    ).toBe('/account/orders');
    expect(accountRedirect('/products', none, consumer, 'DTC')).toBeNull();
  });

  it('sends a signed-in user on login, register or forgot-password back to the same-site page they came from (spec 000 §2 Navigation guard)', () => {
    for (const page of ['/shelter/login', '/shelter/register', '/shelter/forgot-password'])
      expect(accountRedirect(page, none, consumer, 'DTC', '/products/dog/species?page=2')).toBe(
        '/products/dog/species?page=2',
      );
    // The previous page wins over the redirect value, as after login.
    const withRedirect = new URLSearchParams({ redirect: encodeRedirect('/account/orders') });
    expect(accountRedirect('/shelter/login', withRedirect, consumer, 'DTC', '/cart')).toBe('/cart');
    // Coming from another sign-in page would be a loop: the redirect value or home instead.
    expect(accountRedirect('/shelter/login', withRedirect, consumer, 'DTC', '/shelter/register')).toBe(
      '/account/orders',
    );
    expect(accountRedirect('/shelter/login', none, consumer, 'DTC', '/logout')).toBe('/');
  });

  it('takes a returnUrl parameter before the referrer, and never an off-site one (spec 000 §2 Navigation guard)', () => {
    const back = (returnUrl: string, referrer: string | null = null) =>
      accountRedirect('/shelter/login', new URLSearchParams({ returnUrl }), consumer, 'DTC', referrer);
    expect(back('/account/address-book', '/cart')).toBe('/account/address-book');
    expect(back('https://evil.example/')).toBe('/');
    expect(back('//evil.example/x', '/faq')).toBe('/faq');
    expect(back('/\\evil.example')).toBe('/');
  });

  it('leads staff who have not registered to registration, except on the pages open to them', () => {
    expect(accountRedirect('/products', none, newStaff, 'HPSF')).toBe('/shelter/register');
    expect(accountRedirect('/account/dashboard', none, newStaff, 'HPSF')).toBe('/shelter/register');
    expect(accountRedirect('/shelter/register', none, newStaff, 'HPSF')).toBeNull();
    expect(accountRedirect('/logout', none, newStaff, 'HPSF')).toBeNull();
  });

  it('lets staff who have not registered open the help and legal pages registration links to (spec 000 §2 Navigation guard)', () => {
    for (const page of ['/terms-and-conditions', '/shipping', '/returns-refunds', '/faq', '/contact-us', '/faq/'])
      expect(accountRedirect(page, none, newStaff, 'HPSF')).toBeNull();
    // Pages that do not exist, or only start like an open one, still lead to registration.
    for (const page of ['/terms', '/privacy', '/faq-secrets', '/shipping/../products'])
      expect(accountRedirect(page, none, newStaff, 'HPSF')).toBe('/shelter/register');
  });

  it('starts registered staff at the catalogue instead of home', () => {
    expect(accountRedirect('/', none, staff, 'HPSF')).toBe('/products');
    expect(accountRedirect('/', none, consumer, 'DTC')).toBeNull();
  });
});
