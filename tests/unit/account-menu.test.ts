// The account menu of My Account (issue 36 §13).
import { describe, expect, it } from 'vitest';
import { accountMenu, isCurrent } from '../../src/lib/account/account-menu';

describe('the account menu', () => {
  it('names the autoships as each site does, offers Your Giving where the site gives, My Pets (issue 42 §1) and My Reviews (issue 41 §2) on the consumer site, and the back office to its roles', () => {
    const labels = (options: Parameters<typeof accountMenu>[0]) => accountMenu(options).map((i) => i.label);
    expect(labels({ staff: false, backOffice: null, giving: true })).toEqual([
      'Account overview',
      'My Orders',
      'My Subscriptions',
      'My Pets',
      'Payment Methods',
      'Address Book',
      'Your Giving',
      'My Reviews',
      'My Profile',
    ]);
    const staff = labels({ staff: true, backOffice: null, giving: false });
    expect(staff).toContain('My Autoships');
    expect(staff).not.toContain('Your Giving');
    expect(staff).not.toContain('My Reviews');
    expect(staff).not.toContain('My Pets');
    const operator = accountMenu({ staff: false, backOffice: '/admin/orders', giving: true }).at(-1);
    expect(operator).toEqual({ href: '/admin/orders', label: 'Back Office' });
  });

  it('marks the page shown, and My Orders on an order’s page, but the overview only on itself', () => {
    expect(isCurrent('/account/orders', '/account/orders/abc')).toBe(true);
    expect(isCurrent('/account/payment-methods', '/account/payment-methods/')).toBe(true);
    expect(isCurrent('/account/dashboard', '/account/dashboard')).toBe(true);
    expect(isCurrent('/account/dashboard', '/account/dashboard/x')).toBe(false);
    expect(isCurrent('/account/orders', '/account/ordersx')).toBe(false);
  });
});
