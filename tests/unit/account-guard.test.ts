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

  it('leads staff who have not registered to registration, except on the pages open to them', () => {
    expect(accountRedirect('/products', none, newStaff, 'HPSF')).toBe('/shelter/register');
    expect(accountRedirect('/account/dashboard', none, newStaff, 'HPSF')).toBe('/shelter/register');
    expect(accountRedirect('/shelter/register', none, newStaff, 'HPSF')).toBeNull();
    expect(accountRedirect('/logout', none, newStaff, 'HPSF')).toBeNull();
  });

  it('starts registered staff at the catalogue instead of home', () => {
    expect(accountRedirect('/', none, staff, 'HPSF')).toBe('/products');
    expect(accountRedirect('/', none, consumer, 'DTC')).toBeNull();
  });
});
