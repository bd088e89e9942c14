import { describe, expect, it } from 'vitest';
import {
  afterLoginTarget,
  getsProgramDiscount,
  isEligibleForPd,
  isRegisteredStaff,
  mayOrderOnStaffSite,
  shelfFor,
} from '../../src/lib/account/rules';
import { encodeRedirect } from '../../src/lib/site/navigation-guard';

describe('staff registration and eligibility (spec 000 §4 Session)', () => {
  it('counts staff as registered only with both the account group and the preferred ship-to', () => {
    expect(isRegisteredStaff({ SAP_CustomerAccountGroup: 'ZVET', SF_PreferedShipTo: '0001' })).toBe(true);
    expect(isRegisteredStaff({ SAP_CustomerAccountGroup: 'ZVET' })).toBe(false);
    expect(isRegisteredStaff({ SF_PreferedShipTo: '0001' })).toBe(false);
  });

  it('makes an account eligible for Prescription Diet when its group is in the configured list', () => {
    expect(isEligibleForPd({ SAP_CustomerAccountGroup: 'ZVET' }, 'ZSHL, ZVET')).toBe(true);
    expect(isEligibleForPd({ SAP_CustomerAccountGroup: 'ZSCH' }, 'ZSHL,ZVET')).toBe(false);
    expect(isEligibleForPd({ SAP_CustomerAccountGroup: 'ZVET' }, undefined)).toBe(false);
    expect(isEligibleForPd({ SAP_CustomerAccountGroup: 'ZVET' }, '')).toBe(false);
    expect(isEligibleForPd({}, 'ZVET')).toBe(false);
  });
});

describe('program discount and Prescription Diet (spec 001 §6, spec 000 §4 isEligibleForPd)', () => {
  const staff = (isRegistered: boolean, isEligibleForPd: boolean) => ({
    kind: 'staff' as const,
    isRegistered,
    isEligibleForPd,
  });

  it('gives the program discount to every registered staff member on the staff site, eligible for PD or not', () => {
    expect(getsProgramDiscount('HPSF', staff(true, true))).toBe(true);
    expect(getsProgramDiscount('HPSF', staff(true, false))).toBe(true);
    expect(getsProgramDiscount('HPSF', staff(false, true))).toBe(false);
    expect(getsProgramDiscount('HPSF', null)).toBe(false);
    expect(getsProgramDiscount('HPSF', { kind: 'editor', isRegistered: true })).toBe(false);
    expect(getsProgramDiscount('DTC', staff(true, true))).toBe(false);
  });

  it('puts Prescription Diet on the shelf of eligible accounts on the staff site only', () => {
    expect(shelfFor('HPSF', staff(true, true))).toEqual({ site: 'HPSF', prescriptionDiet: true });
    expect(shelfFor('HPSF', staff(true, false))).toEqual({ site: 'HPSF', prescriptionDiet: false });
    expect(shelfFor('HPSF', null)).toEqual({ site: 'HPSF', prescriptionDiet: false });
    expect(shelfFor('DTC', staff(true, true))).toEqual({ site: 'DTC', prescriptionDiet: false });
  });
});

describe('after login (spec 000 §2 After login)', () => {
  it('goes to the previous page first, then the redirect value, then checkout after consent, then home', () => {
    const redirect = encodeRedirect('/account/orders?page=2');
    expect(afterLoginTarget({ previous: '/products/dog/species', redirect })).toBe('/products/dog/species');
    expect(afterLoginTarget({ previous: null, redirect })).toBe('/account/orders?page=2');
    expect(afterLoginTarget({ ftcAcknowledged: true })).toBe('/checkout');
    expect(afterLoginTarget({})).toBe('/');
  });

  it('never follows a target off the site, and never back to a sign-in page', () => {
    expect(afterLoginTarget({ previous: 'https://evil.example/x' })).toBe('/');
    expect(afterLoginTarget({ previous: '//evil.example' })).toBe('/');
    expect(afterLoginTarget({ redirect: encodeRedirect('https://evil.example') })).toBe('/');
    expect(afterLoginTarget({ redirect: encodeRedirect('/..//evil.example') })).toBe('/');
    expect(afterLoginTarget({ previous: '/shelter/login?redirect=x', redirect: encodeRedirect('/cart') })).toBe(
      '/cart',
    );
    expect(afterLoginTarget({ redirect: 'not base64 !' })).toBe('/');
  });
});

describe('who may order on the staff site (issue: anyone can become clinic staff)', () => {
  it('is registered staff only: not a staff account that has not joined its clinic, an editor or a guest', () => {
    expect(mayOrderOnStaffSite({ kind: 'staff', isRegistered: true })).toBe(true);
    expect(mayOrderOnStaffSite({ kind: 'staff', isRegistered: false })).toBe(false);
    expect(mayOrderOnStaffSite({ kind: 'editor', isRegistered: true })).toBe(false);
    expect(mayOrderOnStaffSite({ kind: 'consumer', isRegistered: true })).toBe(false);
    expect(mayOrderOnStaffSite(null)).toBe(false);
  });
});
