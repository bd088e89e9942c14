// The staff preferred address (spec 000 §4 Session "Staff preferred address choice: clinic or home"; §3 the customer
// metafield profeeding.preferred_address, single_line_text_field; §6 staff): a staff member who has joined a clinic,
// shelter or school has deliveries go to it, or to their home, the default address of their address book.
import type { UserLocation } from '../site/zip';

export const PREFERRED_ADDRESS_FIELD = { namespace: 'profeeding', key: 'preferred_address' } as const;
export const PREFERRED_ADDRESSES = ['clinic', 'home'] as const;
export type PreferredAddress = (typeof PREFERRED_ADDRESSES)[number];

export const isPreferredAddressField = (field: { namespace: string; key: string }): boolean =>
  field.namespace === PREFERRED_ADDRESS_FIELD.namespace && field.key === PREFERRED_ADDRESS_FIELD.key;

const isPreferredAddress = (value: string | null | undefined): value is PreferredAddress =>
  (PREFERRED_ADDRESSES as readonly (string | null | undefined)[]).includes(value);

/** Only staff who have joined a clinic, shelter or school choose where their deliveries go. */
export const choosesDeliveryAddress = (user: { kind: string; isRegistered: boolean }): boolean =>
  user.kind === 'staff' && user.isRegistered;

/** Who is choosing: only registered staff choose, and home needs a saved default address to deliver to. */
export type Chooser = { registeredStaff: boolean; hasDefaultAddress: boolean };

/** Why `value` cannot be kept as the preferred address, or null when it can. */
export function preferredAddressProblem(value: string, chooser: Chooser): string | null {
  if (!chooser.registeredStaff)
    return 'Only staff who have joined a clinic, shelter or school choose where their deliveries go.';
  if (!isPreferredAddress(value)) return 'Choose clinic or home for your deliveries.';
  if (value === 'home' && !chooser.hasDefaultAddress)
    return 'To have deliveries sent home, first save your home address as the default in your address book.';
  return null;
}

/** A registered staff member's choice: the one kept, else the clinic. Null for anyone who does not choose. */
export function preferredAddressOf(
  stored: string | null | undefined,
  registeredStaff: boolean,
): PreferredAddress | null {
  if (!registeredStaff) return null;
  return isPreferredAddress(stored) ? stored : 'clinic';
}

/**
 * Where a staff member's food is stocked from and delivered: home (the default address's ZIP, destination HOME) when
 * they chose home and still have a default address; otherwise their clinic (its ZIP, destination CLINIC); null when
 * they have no clinic yet.
 */
export function staffDeliveryLocation(staff: {
  preferred: PreferredAddress | null;
  clinicZip: string | null | undefined;
  homeZip: string | null | undefined;
}): UserLocation | null {
  if (staff.preferred === 'home' && staff.homeZip) return { zip: staff.homeZip, destination: 'HOME' };
  return staff.clinicZip ? { zip: staff.clinicZip, destination: 'CLINIC' } : null;
}
