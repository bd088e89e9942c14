import { describe, expect, it } from 'vitest';
import type { Address } from '../../src/lib/account/address';
import { informationPrefill } from '../../src/lib/checkout/prefill';
import { asksHomeDeliveryOnly } from '../../src/lib/checkout/attributes';

const address = (id: string, zip: string, provinceCode: string, isDefault = false): Address => ({
  id,
  firstName: 'Ada',
  lastName: 'Reyes',
  company: null,
  address1: `${id} Main St`,
  address2: null,
  city: 'Somewhere',
  province: provinceCode,
  provinceCode,
  zip,
  countryCode: 'US',
  phone: null,
  homeDeliveryOnly: false,
  isDefault,
});
const home = address('home', '80202', 'CO', true);
const work = address('work', '60601', 'IL');
const second = address('second', '60601', 'IL');
const chosen = (zip: string, destination: 'HOME' | 'CLINIC' = 'HOME') => ({ zip, destination, chosen: true });

describe('the information step starts from where the shopper said to deliver (spec 000 §1 ZIP location)', () => {
  it('keeps the address the checkout already has', () => {
    const { id: _id, isDefault: _d, province: _p, ...kept } = work;
    expect(informationPrefill({ address: kept, saved: [home], location: chosen('80202') })).toEqual(kept);
  });

  it('fills the saved address at the chosen ZIP, the default one first', () => {
    expect(informationPrefill({ address: null, saved: [home, work, second], location: chosen('60601') })).toBe(work);
    expect(informationPrefill({ address: null, saved: [home, work], location: chosen('80202') })).toBe(home);
  });

  it('puts a chosen ZIP that no saved address has, and its state, in the empty fields', () => {
    expect(informationPrefill({ address: null, saved: [home], location: chosen('10001') })).toEqual({
      zip: '10001',
      provinceCode: 'NY',
    });
    expect(informationPrefill({ address: null, saved: [], location: chosen('60601') })).toEqual({
      zip: '60601',
      provinceCode: 'IL',
    });
  });

  it('does not put the guest default ZIP, never chosen, in an address', () => {
    const unchosen = { zip: '80011', destination: 'HOME' as const, chosen: false };
    expect(informationPrefill({ address: null, saved: [], location: unchosen })).toEqual({});
    expect(informationPrefill({ address: null, saved: [work, home], location: unchosen })).toBe(home);
  });

  it('never makes a clinic ZIP part of a staff member’s home address', () => {
    expect(informationPrefill({ address: null, saved: [home], location: chosen('80204', 'CLINIC') })).toBe(home);
    expect(informationPrefill({ address: null, saved: [], location: chosen('80204', 'CLINIC') })).toEqual({});
  });
});

describe('the home-delivery-only flag (spec 001 §3 Address, §4 "A home-delivery-only address forces home", §6)', () => {
  it('is asked of clinic staff, who may ship to their clinic, and never of a consumer', () => {
    expect(asksHomeDeliveryOnly(true)).toBe(true);
    expect(asksHomeDeliveryOnly(false)).toBe(false);
  });
});
