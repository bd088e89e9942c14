import { describe, expect, it } from 'vitest';
import { addressInput, addressLine, addressProblems, defaultAfterDeleting } from '../../src/lib/account/address';

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

describe('deleting from the address book (spec 000 §2 Address Book)', () => {
  // As the address book lists them: the default first, then the newest first.
  const book = [
    { id: 'home', isDefault: true },
    { id: 'cabin', isDefault: false },
    { id: 'office', isDefault: false },
  ];

  it('hands the default to the first remaining address in the book’s order, the newest', () => {
    expect(defaultAfterDeleting(book, 'home')).toEqual({ id: 'cabin', isDefault: false });
  });

  it('changes no default when another address goes, and has none to hand on when the default is the last', () => {
    expect(defaultAfterDeleting(book, 'office')).toBeNull();
    expect(defaultAfterDeleting([{ id: 'home', isDefault: true }], 'home')).toBeNull();
    expect(defaultAfterDeleting(book, 'unknown')).toBeNull();
  });

  it('names an address on one line', () => {
    expect(addressLine({ address1: '1200 Larimer St', city: 'Denver', provinceCode: 'CO', zip: '80204' })).toBe(
      '1200 Larimer St, Denver, CO 80204',
    );
  });
});
