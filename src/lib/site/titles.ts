// Page titles keyed by path (spec 001 §2), the shorter staff titles of HPSF, and the title suffix.
import { SITE_NAMES, type SiteId } from './site';

const TITLES: Record<string, string> = {
  '/': 'Home',
  '/shelter/register': 'Create Account',
  '/shelter/login': 'Log In',
  '/shelter/forgot-password': 'Forgot Password',
  '/shelter/reset-password': 'Reset Password',
  '/shelter/verify-email': 'Confirm Your Email',
  '/shelter/autoship-required-login': 'Log In to Autoship',
  '/account/dashboard': 'My Account',
  '/account/orders': 'My Orders',
  '/account/my-profile': 'My Profile',
  '/account/profile': 'My Profile',
  '/account/address-book': 'Address Book',
  '/account/payment-methods': 'Payment Methods',
  '/account/autoships': 'My Subscriptions',
  '/account/giving': 'Your Giving',
  '/account/reviews': 'My Reviews',
  '/account/pets': 'My Pets',
  '/account/login': 'Log In',
  '/contact-us': 'Contact Us',
  '/products': 'Shop All Pet Food',
  '/cart': 'Shopping Cart',
  '/faq': 'FAQ',
  '/returns-refunds': 'Returns & Refunds',
  '/shipping': 'Shipping Information',
  '/sitemap': 'Site Map',
  '/terms-and-conditions': 'Terms & Conditions',
  '/logout': 'Log Out',
  '/maintenance': 'Down for Maintenance',
  '/password-protect': 'Password Required',
};

const STAFF_TITLES: Record<string, string> = {
  '/terms-and-conditions': 'Terms',
  '/account/dashboard': 'Account',
  '/account/orders': 'Orders',
  '/account/my-profile': 'Profile',
  '/account/profile': 'Profile',
  '/account/address-book': 'Addresses',
  '/account/payment-methods': 'Cards',
  '/account/autoships': 'My Autoships',
  '/shipping': 'Shipping',
  '/contact-us': 'Contact',
  '/products': 'Catalog',
};

const normalise = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

export function titleForPath(path: string, site: SiteId): string | undefined {
  const key = normalise(path);
  if (site === 'HPSF' && STAFF_TITLES[key]) return STAFF_TITLES[key];
  if (TITLES[key]) return TITLES[key];
  if (/^\/account\/orders\/[^/]+$/.test(key)) return 'Order Details';
  return undefined;
}

/** `My Orders | Hill's Pet Shop`; the home page carries the suffix alone. */
export function documentTitle(title: string | undefined, site: SiteId): string {
  const suffix = SITE_NAMES[site];
  return title && title !== 'Home' ? `${title} | ${suffix}` : suffix;
}
