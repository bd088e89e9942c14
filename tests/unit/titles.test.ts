import { describe, it, expect } from 'vitest';
import { documentTitle, titleForPath } from '../../src/lib/site/titles';

const NORMAL_MODE: [string, string][] = [
  ['/shelter/register', 'Create Account'],
  ['/shelter/login', 'Log In'],
  ['/account/dashboard', 'My Account'],
  ['/account/orders', 'My Orders'],
  ['/account/my-profile', 'My Profile'],
  ['/account/address-book', 'Address Book'],
  ['/account/autoships', 'My Subscriptions'],
  ['/contact-us', 'Contact Us'],
  ['/products', 'Shop All Pet Food'],
];

const STAFF_SHORTER = [
  '/terms-and-conditions',
  '/account/dashboard',
  '/account/orders',
  '/account/my-profile',
  '/account/address-book',
  '/shipping',
  '/contact-us',
  '/products',
];

describe('titleForPath', () => {
  it.each(NORMAL_MODE)('gives %s the title "%s" on DTC (spec 001 §2 Page titles)', (path, title) => {
    expect(titleForPath(path, 'DTC')).toBe(title);
  });

  it('gives /account/autoships the title "My Autoships" on HPSF (spec 001 §2 Page titles)', () => {
    expect(titleForPath('/account/autoships', 'HPSF')).toBe('My Autoships');
  });

  it.each(STAFF_SHORTER)('gives %s a shorter title on HPSF than on DTC (spec 001 §2 Page titles)', (path) => {
    const staff = titleForPath(path, 'HPSF');
    const normal = titleForPath(path, 'DTC');
    expect(staff).toBeTypeOf('string');
    expect(normal).toBeTypeOf('string');
    expect(staff!.length).toBeLessThan(normal!.length);
  });

  it('keeps the normal title on HPSF for paths without a staff title (spec 001 §2 Page titles)', () => {
    expect(titleForPath('/shelter/login', 'HPSF')).toBe('Log In');
    expect(titleForPath('/cart', 'HPSF')).toBe('Shopping Cart');
  });

  it('ignores a trailing slash (spec 001 §2 Page titles)', () => {
    expect(titleForPath('/products/', 'DTC')).toBe('Shop All Pet Food');
    expect(titleForPath('/account/orders//', 'DTC')).toBe('My Orders');
    expect(titleForPath('/account/autoships/', 'HPSF')).toBe('My Autoships');
  });

  it('titles one order "Order Details"', () => {
    expect(titleForPath('/account/orders/123', 'DTC')).toBe('Order Details');
    expect(titleForPath('/account/orders/123/', 'HPSF')).toBe('Order Details');
    expect(titleForPath('/account/orders/123/items', 'DTC')).toBeUndefined();
  });

  it('gives the cart page the title "Shopping Cart" (spec 000 §2 Cart page)', () => {
    expect(titleForPath('/cart', 'DTC')).toBe('Shopping Cart');
  });

  it('has no title for an unknown path', () => {
    expect(titleForPath('/nope', 'DTC')).toBeUndefined();
  });
});

describe('documentTitle', () => {
  it('ends with the shop name on DTC (spec 001 §2 Page titles)', () => {
    expect(documentTitle('My Orders', 'DTC')).toBe("My Orders | Hill's Pet Shop");
  });

  it('ends with the programme name on HPSF (spec 001 §2 Page titles)', () => {
    expect(documentTitle('My Autoships', 'HPSF')).toBe("My Autoships | Hill's Professional Feeding Program");
  });

  it('gives the home page the suffix alone (spec 001 §2 Page titles)', () => {
    expect(documentTitle('Home', 'DTC')).toBe("Hill's Pet Shop");
    expect(documentTitle(titleForPath('/', 'HPSF'), 'HPSF')).toBe("Hill's Professional Feeding Program");
    expect(documentTitle(undefined, 'DTC')).toBe("Hill's Pet Shop");
  });
});
