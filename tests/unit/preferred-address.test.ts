import { describe, expect, it } from 'vitest';
import {
  choosesDeliveryAddress,
  isPreferredAddressField,
  preferredAddressOf,
  preferredAddressProblem,
  staffDeliveryLocation,
} from '../../src/lib/account/preferred-address';

const staff = { registeredStaff: true, hasDefaultAddress: true };

describe('staff preferred address choice: clinic or home (spec 000 §4 Session, §3 profeeding.preferred_address)', () => {
  it('lets registered staff choose clinic, or home once they have a default address', () => {
    expect(preferredAddressProblem('clinic', staff)).toBeNull();
    expect(preferredAddressProblem('home', staff)).toBeNull();
    expect(preferredAddressProblem('clinic', { ...staff, hasDefaultAddress: false })).toBeNull();
    expect(preferredAddressProblem('home', { ...staff, hasDefaultAddress: false })).toBe(
      'To have deliveries sent home, first save your home address as the default in your address book.',
    );
  });

  it('refuses any other value, and anyone who is not registered staff', () => {
    for (const value of ['', 'Home', 'CLINIC', 'office', ' home'])
      expect(preferredAddressProblem(value, staff), value).toBe('Choose clinic or home for your deliveries.');
    expect(preferredAddressProblem('home', { registeredStaff: false, hasDefaultAddress: true })).toBe(
      'Only staff who have joined a clinic, shelter or school choose where their deliveries go.',
    );
  });

  it('reads the choice: what was kept, else the clinic; nothing for anyone else', () => {
    expect(preferredAddressOf('home', true)).toBe('home');
    expect(preferredAddressOf('clinic', true)).toBe('clinic');
    expect(preferredAddressOf(null, true)).toBe('clinic');
    expect(preferredAddressOf('elsewhere', true)).toBe('clinic');
    expect(preferredAddressOf('home', false)).toBeNull();
  });

  it('is chosen by staff who have joined a clinic, shelter or school, and by no one else', () => {
    expect(choosesDeliveryAddress({ kind: 'staff', isRegistered: true })).toBe(true);
    expect(choosesDeliveryAddress({ kind: 'staff', isRegistered: false })).toBe(false);
    expect(choosesDeliveryAddress({ kind: 'consumer', isRegistered: true })).toBe(false);
  });

  it('knows its metafield', () => {
    expect(isPreferredAddressField({ namespace: 'profeeding', key: 'preferred_address' })).toBe(true);
    expect(isPreferredAddressField({ namespace: 'custom', key: 'preferred_address' })).toBe(false);
  });
});

describe("a staff member's delivery location (spec 000 §4, stock by ZIP and destination)", () => {
  it('is the clinic, its ZIP and CLINIC, unless home is chosen', () => {
    expect(staffDeliveryLocation({ preferred: 'clinic', clinicZip: '80204', homeZip: '60601' })).toEqual({
      zip: '80204',
      destination: 'CLINIC',
    });
    expect(staffDeliveryLocation({ preferred: 'home', clinicZip: '80204', homeZip: '60601' })).toEqual({
      zip: '60601',
      destination: 'HOME',
    });
  });

  it('falls back to the clinic when home is chosen but no default address is left', () => {
    expect(staffDeliveryLocation({ preferred: 'home', clinicZip: '80204', homeZip: null })).toEqual({
      zip: '80204',
      destination: 'CLINIC',
    });
  });

  it('is none before the staff member joins a clinic', () => {
    expect(staffDeliveryLocation({ preferred: null, clinicZip: undefined, homeZip: '60601' })).toBeNull();
  });
});
