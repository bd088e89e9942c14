// A staff member finds their clinic by ZIP (spec 000 §7 search-clinic): by distance, nearest first, not only the exact
// ZIP or its start (issue 15: 80011 missed the Denver clinic at 80204).
import { describe, expect, it } from 'vitest';
import { CLINIC_PAGE_SIZE, type Clinic } from '../../src/lib/account/clinic';
import { nearestClinics } from '../../src/lib/account/clinic-search';
import { milesBetween, prefixesWithin, zipPoint } from '../../src/lib/site/zip-distance';

const clinic = (id: string, name: string, city: string, provinceCode: string, zip: string): Clinic => ({
  id,
  name,
  kind: 'clinic',
  address: { address1: '1 Main St', city, zip, countryCode: 'US', provinceCode },
});

const CLINICS = [
  clinic('c-denver', 'Denver Animal Hospital', 'Denver', 'CO', '80204'),
  clinic('c-boulder', 'Boulder Veterinary Clinic', 'Boulder', 'CO', '80302'),
  clinic('c-aurora', 'Paws & Claws of Aurora', 'Aurora', 'CO', '80011'),
  clinic('c-fort-collins', 'Fort Collins College of Veterinary Medicine', 'Fort Collins', 'CO', '80524'),
  clinic('c-chicago', 'Chicago Pet Care Center', 'Chicago', 'IL', '60601'),
  clinic('c-boston', 'Paws & Claws of Boston', 'Boston', 'MA', '02108'),
];

describe('ZIP places and distances', () => {
  it('places a ZIP at the centre of its three-digit area, and knows none for an area that does not exist', () => {
    const denver = zipPoint('80204')!;
    expect(denver.lat).toBeCloseTo(39.7, 0);
    expect(denver.lng).toBeCloseTo(-105, 0);
    expect(zipPoint('802')).toEqual(denver);
    expect(zipPoint('02108')!.lng).toBeGreaterThan(-72); // Boston, a leading zero kept
    expect(zipPoint('00000')).toBeNull();
    expect(zipPoint('80')).toBeNull();
    expect(zipPoint('8o2')).toBeNull();
  });

  it('measures miles along the earth: Denver to Chicago is about 900', () => {
    const miles = milesBetween(zipPoint('80204')!, zipPoint('60601')!);
    expect(miles).toBeGreaterThan(880);
    expect(miles).toBeLessThan(940);
    expect(milesBetween(zipPoint('80204')!, zipPoint('80204')!)).toBe(0);
  });

  it('lists the prefix areas in reach, the origin’s own among them and far ones not', () => {
    const near = prefixesWithin(zipPoint('80011')!, 100);
    expect(near).toEqual(expect.arrayContaining(['800', '802', '803', '805']));
    expect(near).not.toContain('606');
  });
});

describe('nearestClinics (spec 000 §7 search-clinic by ZIP)', () => {
  it('finds the Denver clinic for 80011, with the rest of the Front Range, nearest first', () => {
    const found = nearestClinics(CLINICS, '80011')!;
    expect(found.map((c) => c.address.city)).toEqual(['Aurora', 'Denver', 'Boulder', 'Fort Collins']);
    expect(found[0]!.distanceMiles).toBe(0);
    const miles = found.map((c) => c.distanceMiles!);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    expect(miles[3]).toBeGreaterThan(30);
  });

  it('takes the start of a ZIP too, and leaves out what is beyond the radius', () => {
    expect(nearestClinics(CLINICS, '606')!.map((c) => c.id)).toEqual(['c-chicago']);
    expect(nearestClinics(CLINICS, '021')!.map((c) => c.id)).toEqual(['c-boston']);
    expect(nearestClinics(CLINICS, '80011', 10)!.map((c) => c.id)).toEqual(['c-aurora', 'c-denver']);
    expect(nearestClinics(CLINICS, '59001')).toEqual([]); // Montana: no clinic within 100 miles
  });

  it('orders equally near clinics by the closer ZIP number, then by name', () => {
    const sameArea = [
      clinic('far-number', 'A Clinic', 'Denver', 'CO', '80299'),
      clinic('near-number', 'Z Clinic', 'Denver', 'CO', '80205'),
      clinic('same-number-b', 'B Clinic', 'Denver', 'CO', '80204'),
      clinic('same-number-a', 'A Clinic', 'Denver', 'CO', '80204'),
    ];
    expect(nearestClinics(sameArea, '80204')!.map((c) => c.id)).toEqual([
      'same-number-a',
      'same-number-b',
      'near-number',
      'far-number',
    ]);
  });

  it(`answers at most ${CLINIC_PAGE_SIZE}, and null for a ZIP whose area is unknown (the caller matches its start)`, () => {
    const many = Array.from({ length: 40 }, (_, i) => clinic(`c${i}`, `Clinic ${i}`, 'Denver', 'CO', '80204'));
    expect(nearestClinics(many, '80204')).toHaveLength(CLINIC_PAGE_SIZE);
    expect(nearestClinics(CLINICS, '00000')).toBeNull();
    expect(nearestClinics(CLINICS, '80')).toBeNull();
  });
});
