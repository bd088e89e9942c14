import { describe, expect, it } from 'vitest';
import { addressInput, addressProblems } from '../../src/lib/account/address';

const good = {
  firstName: 'Pat',
  lastName: 'Lee',
  address1: '1200 Larimer St',
  city: 'Denver',
  provinceCode: 'CO',
  zip: '80204',
};

describe('addresses (spec 001 §3 Address; spec 000 §5 ZIP rule)', () => {
  it('accepts a US address with a state or DC and fills the country', () => {
    expect(addressInput.parse(good)).toMatchObject({
      countryCode: 'US',
      company: null,
      address2: null,
      homeDeliveryOnly: false,
    });
    expect(addressInput.safeParse({ ...good, provinceCode: 'DC', zip: '20001' }).success).toBe(true);
  });

  it('refuses a missing name, an unknown state, a ZIP that is not five digits, another country', () => {
    expect(addressInput.safeParse({ ...good, firstName: ' ' }).success).toBe(false);
    expect(addressInput.safeParse({ ...good, provinceCode: 'XX' }).success).toBe(false);
    expect(addressInput.safeParse({ ...good, zip: '8020' }).success).toBe(false);
    expect(addressInput.safeParse({ ...good, zip: '8020a' }).success).toBe(false);
    expect(addressInput.safeParse({ ...good, countryCode: 'CA' }).success).toBe(false);
  });

  it('says when the ZIP lies in another state or is not delivered to', () => {
    expect(addressProblems({ zip: '80204', provinceCode: 'CO' }, true)).toEqual([]);
    expect(addressProblems({ zip: '80204', provinceCode: 'TX' }, true)[0]?.message).toBe(
      'ZIP code 80204 is in Colorado, not Texas.',
    );
    expect(addressProblems({ zip: '80204', provinceCode: 'CO' }, false)[0]?.message).toBe(
      'We do not deliver to ZIP code 80204 yet.',
    );
  });
});
