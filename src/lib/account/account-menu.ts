// The account menu of every My Account page (AccountNav): its links, and which one is the page shown.

export type MenuItem = { href: string; label: string };

export const ACCOUNT_HOME = '/account/dashboard';

/**
 * The menu's links: staff name their autoships so; My Pets and My Reviews on the consumer site (the staff site keeps
 * no pets and shows no reviews); Your Giving where the site gives; the back office for its roles.
 */
export function accountMenu({
  staff,
  backOffice,
  giving,
}: {
  staff: boolean;
  /** the back office's first page for this account, or null without a role */
  backOffice: string | null;
  giving: boolean;
}): MenuItem[] {
  return [
    { href: ACCOUNT_HOME, label: 'Account overview' },
    { href: '/account/orders', label: 'My Orders' },
    { href: '/account/autoships', label: staff ? 'My Autoships' : 'My Subscriptions' },
    ...(staff ? [] : [{ href: '/account/pets', label: 'My Pets' }]),
    { href: '/account/payment-methods', label: 'Payment Methods' },
    { href: '/account/address-book', label: 'Address Book' },
    ...(giving ? [{ href: '/account/giving', label: 'Your Giving' }] : []),
    ...(staff ? [] : [{ href: '/account/reviews', label: 'My Reviews' }]),
    { href: '/account/my-profile', label: 'My Profile' },
    ...(backOffice ? [{ href: backOffice, label: 'Back Office' }] : []),
  ];
}

/** Whether `href` is the page at `path` or a page under it (an order under My Orders); the overview only itself. */
export function isCurrent(href: string, path: string): boolean {
  const here = path.replace(/\/$/, '');
  return here === href || (href !== ACCOUNT_HOME && here.startsWith(`${href}/`));
}
