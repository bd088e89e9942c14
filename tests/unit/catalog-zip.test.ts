import { describe, it, expect } from 'vitest';
import {
  DEFAULT_GUEST_ZIP,
  isValidZip,
  locationValue,
  padZip,
  parseLocation,
  type ZipRange,
} from '../../src/lib/site/zip';

const RANGES: ZipRange[] = [
  ['00501', '00544'],
  ['80001', '80099'],
];

describe('DEFAULT_GUEST_ZIP', () => {
  it('is 80011 (spec 000 §9)', () => {
    expect(DEFAULT_GUEST_ZIP).toBe('80011');
  });
});

describe('isValidZip', () => {
  it('accepts a five-digit zip inside a range, ends included (spec 000 §5 Zip)', () => {
    expect(isValidZip('80011', RANGES)).toBe(true);
    expect(isValidZip('80001', RANGES)).toBe(true);
    expect(isValidZip('80099', RANGES)).toBe(true);
    expect(isValidZip('00501', RANGES)).toBe(true);
  });

  it('refuses a zip outside every range (spec 000 §5 Zip)', () => {
    expect(isValidZip('80100', RANGES)).toBe(false);
    expect(isValidZip('80000', RANGES)).toBe(false);
    expect(isValidZip('80011', [])).toBe(false);
  });

  it('refuses anything but exactly 5 digits (spec 000 §5 Zip)', () => {
    for (const zip of ['8001', '800111', '8001a', ' 8001', '80011-1234', '', '8.011', '+8001']) {
      expect(isValidZip(zip, RANGES)).toBe(false);
    }
  });

  it('accepts anything when the override flag is set (spec 000 §5 Zip)', () => {
    expect(isValidZip('abc', RANGES, true)).toBe(true);
    expect(isValidZip('99999', [], true)).toBe(true);
  });
});

describe('padZip', () => {
  it('pads zips to five digits (spec 000 §3 Zip ranges list)', () => {
    expect(padZip(501)).toBe('00501');
    expect(padZip('544')).toBe('00544');
    expect(padZip(80011)).toBe('80011');
    expect(padZip(0)).toBe('00000');
  });

  it('refuses a value no zip can be', () => {
    expect(() => padZip(123456)).toThrow('Not a zip code: "123456"');
    expect(() => padZip(-5)).toThrow(RangeError);
    expect(() => padZip(5.5)).toThrow(RangeError);
    expect(() => padZip('abc')).toThrow(RangeError);
  });
});

describe('locationValue and parseLocation', () => {
  it('stores the user location as zip::HOME (spec 000 §3)', () => {
    expect(locationValue('80011')).toBe('80011::HOME');
    expect(locationValue('80011', 'CLINIC')).toBe('80011::CLINIC');
  });

  it('reads a stored location with destination HOME or CLINIC (spec 000 §3, spec 001 §5)', () => {
    expect(parseLocation('80011::HOME')).toEqual({ zip: '80011', destination: 'HOME' });
    expect(parseLocation('00501::CLINIC')).toEqual({ zip: '00501', destination: 'CLINIC' });
  });

  it('reads a malformed location as none', () => {
    for (const value of [
      '',
      '80011',
      '80011::',
      '::HOME',
      '80011::home',
      '80011::WORK',
      '8001::HOME',
      '80011::HOME::x',
      '80011:HOME',
    ]) {
      expect(parseLocation(value)).toBeNull();
    }
    expect(parseLocation(null)).toBeNull();
    expect(parseLocation(undefined)).toBeNull();
  });
});
